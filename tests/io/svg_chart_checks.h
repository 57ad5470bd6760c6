#pragma once

// What the tests of the SVG charts share: a chart parsed into its elements, the numbers in them, the
// plot area and the axes as their ticks tell them, and the check that every data mark lies inside.

#include "pathfinder/experiments/svg_chart.h"

#include "formats/xml_reader.h"

#include <algorithm>
#include <catch2/catch.hpp>
#include <cctype>
#include <charconv>
#include <cmath>
#include <cstddef>
#include <limits>
#include <map>
#include <sstream>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

// A namespace of their own, so that these short names meet no other test helper's.
namespace pathfinder::testing::svg_chart_checks {

inline constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();
inline constexpr double kInf = std::numeric_limits<double>::infinity();

/// One element of a parsed chart: its name, attributes and the text directly inside it.
struct Element {
    std::string name;
    std::map<std::string, std::string> attributes;
    std::string text;

    bool has(const std::string& attribute) const { return attributes.count(attribute) != 0; }
    const std::string& operator[](const std::string& attribute) const { return attributes.at(attribute); }
};

/// Records every element in document order.
class ElementRecorder : public XmlHandler {
public:
    void start(const XmlElement& element) override {
        Element recorded{std::string(element.name), {}, {}};
        for (const XmlAttribute& attribute : element.attributes)
            recorded.attributes[std::string(attribute.name)] = std::string(attribute.value);
        m_open.push_back(elements.size());
        elements.push_back(std::move(recorded));
    }
    void end(std::string_view, XmlPosition) override { m_open.pop_back(); }
    void text(std::string_view text, XmlPosition) override {
        if (!m_open.empty())
            elements[m_open.back()].text += text;
    }

    std::vector<Element> elements;

private:
    std::vector<std::size_t> m_open;
};

/// The chart's elements; fails the test (ParseError) when it is not well-formed XML.
inline std::vector<Element> parse(const std::string& svg) {
    std::istringstream in(svg);
    ElementRecorder recorder;
    readXml(in, "chart.svg", recorder);
    return recorder.elements;
}

inline std::vector<Element> withClass(const std::vector<Element>& elements, const std::string& elementClass) {
    std::vector<Element> found;
    for (const Element& element : elements) {
        if (element.has("class") && element["class"] == elementClass)
            found.push_back(element);
    }
    return found;
}

inline double toNumber(std::string_view text) {
    double value = kNaN;
    const auto result = std::from_chars(text.data(), text.data() + text.size(), value);
    REQUIRE(result.ec == std::errc());
    REQUIRE(result.ptr == text.data() + text.size());
    return value;
}

inline double number(const Element& element, const std::string& attribute) {
    return toNumber(element[attribute]);
}

/// Every number in a points or path attribute, in order (commands and commas separate them).
inline std::vector<double> numbersIn(const std::string& text) {
    std::vector<double> numbers;
    std::size_t i = 0;
    while (i < text.size()) {
        const std::size_t start = text.find_first_of("-0123456789.", i);
        if (start == std::string::npos)
            break;
        const std::size_t end = std::min(text.find_first_not_of("-0123456789.", start), text.size());
        numbers.push_back(toNumber(std::string_view(text).substr(start, end - start)));
        i = end;
    }
    return numbers;
}

struct Area {
    double left, top, right, bottom;

    bool holdsX(double x) const { return x >= left - 1e-9 && x <= right + 1e-9; }
    bool holdsY(double y) const { return y >= top - 1e-9 && y <= bottom + 1e-9; }
};

inline Area plotArea(const std::vector<Element>& elements) {
    const std::vector<Element> areas = withClass(elements, "plot-area");
    REQUIRE(areas.size() == 1);
    const Element& area = areas.front();
    return {number(area, "x"), number(area, "y"), number(area, "x") + number(area, "width"),
            number(area, "y") + number(area, "height")};
}

/// An axis as its ticks tell it: pixel positions and the values their labels give.
struct TickScale {
    std::vector<double> pixels;
    std::vector<double> values;
    bool log = false;

    /// The value at `pixel`, by the first and last tick.
    double valueAt(double pixel) const {
        const double a = log ? std::log10(values.front()) : values.front();
        const double b = log ? std::log10(values.back()) : values.back();
        const double scaled = a + (pixel - pixels.front()) / (pixels.back() - pixels.front()) * (b - a);
        return log ? std::pow(10.0, scaled) : scaled;
    }
};

/// The ticks of axis `axis` ("x" or "y").
inline TickScale ticksOf(const std::vector<Element>& elements, const std::string& axis, bool log = false) {
    TickScale scale;
    scale.log = log;
    for (const Element& tick : withClass(elements, axis + "-tick"))
        scale.pixels.push_back(number(tick, axis + "1"));
    for (const Element& label : withClass(elements, axis + "-tick-label"))
        scale.values.push_back(toNumber(label.text));
    REQUIRE(scale.pixels.size() == scale.values.size());
    REQUIRE(scale.pixels.size() >= 2);
    return scale;
}

inline bool mentionsNanOrInf(std::string svg) {
    std::transform(svg.begin(), svg.end(), svg.begin(), [](unsigned char c) { return std::tolower(c); });
    return svg.find("nan") != std::string::npos || svg.find("inf") != std::string::npos;
}

/// Every coordinate of the chart's data marks, checked against the plot area.
inline void requireDataInside(const std::vector<Element>& elements) {
    const Area area = plotArea(elements);
    for (const Element& line : withClass(elements, "series-line")) {
        const std::vector<double> points = numbersIn(line["points"]);
        REQUIRE(points.size() % 2 == 0);
        for (std::size_t i = 0; i < points.size(); i += 2) {
            CHECK(area.holdsX(points[i]));
            CHECK(area.holdsY(points[i + 1]));
        }
    }
    for (const std::string marks : {"marker", "point"}) {
        for (const Element& mark : withClass(elements, marks)) {
            CHECK(area.holdsX(number(mark, "x")));
            CHECK(area.holdsY(number(mark, "y")));
        }
    }
    for (const Element& bar : withClass(elements, "bar")) {
        CHECK(area.holdsX(number(bar, "x")));
        CHECK(area.holdsX(number(bar, "x") + number(bar, "width")));
        CHECK(area.holdsY(number(bar, "y")));
        CHECK(area.holdsY(number(bar, "y") + number(bar, "height")));
    }
    for (const Element& whisker : withClass(elements, "whisker")) {
        // M x,low V high M x,low H x M x,high H x
        const std::vector<double> n = numbersIn(whisker["d"]);
        REQUIRE(n.size() == 9);
        for (const std::size_t i : {0, 3, 5, 6, 8})
            CHECK(area.holdsX(n[i]));
        for (const std::size_t i : {1, 2, 4, 7})
            CHECK(area.holdsY(n[i]));
    }
}

inline ChartOptions options(const std::string& title = "Chart") {
    ChartOptions chart;
    chart.title = title;
    chart.xLabel = "queries solved";
    chart.yLabel = "time (us)";
    return chart;
}

} // namespace pathfinder::testing::svg_chart_checks
