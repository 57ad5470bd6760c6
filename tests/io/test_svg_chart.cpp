// Charts as SVG: each is well-formed XML, puts every value where its axis says, leaves out what an
// axis cannot show, escapes its text and comes out the same every time.

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

using namespace pathfinder;

namespace {

constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();
constexpr double kInf = std::numeric_limits<double>::infinity();

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
std::vector<Element> parse(const std::string& svg) {
    std::istringstream in(svg);
    ElementRecorder recorder;
    readXml(in, "chart.svg", recorder);
    return recorder.elements;
}

std::vector<Element> withClass(const std::vector<Element>& elements, const std::string& elementClass) {
    std::vector<Element> found;
    for (const Element& element : elements) {
        if (element.has("class") && element["class"] == elementClass)
            found.push_back(element);
    }
    return found;
}

double toNumber(std::string_view text) {
    double value = kNaN;
    const auto result = std::from_chars(text.data(), text.data() + text.size(), value);
    REQUIRE(result.ec == std::errc());
    REQUIRE(result.ptr == text.data() + text.size());
    return value;
}

double number(const Element& element, const std::string& attribute) {
    return toNumber(element[attribute]);
}

/// Every number in a points or path attribute, in order (commands and commas separate them).
std::vector<double> numbersIn(const std::string& text) {
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

Area plotArea(const std::vector<Element>& elements) {
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
TickScale ticksOf(const std::vector<Element>& elements, const std::string& axis, bool log = false) {
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

bool mentionsNanOrInf(std::string svg) {
    std::transform(svg.begin(), svg.end(), svg.begin(), [](unsigned char c) { return std::tolower(c); });
    return svg.find("nan") != std::string::npos || svg.find("inf") != std::string::npos;
}

/// Every coordinate of the chart's data marks, checked against the plot area.
void requireDataInside(const std::vector<Element>& elements) {
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

ChartOptions options(const std::string& title = "Chart") {
    ChartOptions chart;
    chart.title = title;
    chart.xLabel = "queries solved";
    chart.yLabel = "time (us)";
    return chart;
}

const std::vector<ChartSeries> kTwoSeries = {
    {"A*", {1, 2, 3, 4}, {12, 4, 7, 30}, {}, {}},
    {"JPS", {1, 2, 3, 4}, {3, 2, 9, 5}, {}, {}},
};
const std::vector<std::string> kBuckets = {"0-9", "10-19", "20-29", "30-39"};

} // namespace

TEST_CASE("Each chart is a standalone SVG document", "[svg]") {
    const std::vector<std::string> charts = {cactusPlotSvg(kTwoSeries, options()),
                                             groupedBarsSvg(kBuckets, kTwoSeries, options()),
                                             scatterSvg(kTwoSeries, options())};
    for (const std::string& svg : charts) {
        const std::vector<Element> elements = parse(svg);
        REQUIRE(!elements.empty());
        const Element& root = elements.front();
        CHECK(root.name == "svg");
        CHECK(root["xmlns"] == "http://www.w3.org/2000/svg");
        CHECK(root["version"] == "1.1");
        CHECK(root["width"] == "720");
        CHECK(root["height"] == "440");
        CHECK(root["viewBox"] == "0 0 720 440");
        const std::vector<Element> background = withClass(elements, "background");
        REQUIRE(background.size() == 1);
        CHECK(background.front()["fill"] == "#FFFFFF");
        REQUIRE(withClass(elements, "title").size() == 1);
        CHECK(withClass(elements, "title").front().text == "Chart");
        CHECK(withClass(elements, "x-label").front().text == "queries solved");
        CHECK(withClass(elements, "y-label").front().text == "time (us)");
        const std::vector<Element> legend = withClass(elements, "legend-label");
        REQUIRE(legend.size() == 2);
        CHECK(legend[0].text == "A*");
        CHECK(legend[1].text == "JPS");
        const std::size_t yTicks = withClass(elements, "y-tick").size();
        CHECK(yTicks >= 4);
        CHECK(yTicks <= 8);
        requireDataInside(elements);
    }
}

TEST_CASE("Series differ in colour and in a look that survives grey", "[svg]") {
    std::vector<ChartSeries> many;
    for (int k = 0; k < 3; ++k)
        many.push_back({"s" + std::to_string(k), {1, 2}, {1.0 + k, 2.0 + k}, {}, {}});
    const std::vector<Element> cactus = parse(cactusPlotSvg(many, options()));
    const std::vector<Element> lines = withClass(cactus, "series-line");
    const std::vector<Element> groups = withClass(cactus, "series");
    REQUIRE(lines.size() == 3);
    REQUIRE(groups.size() == 3);
    // Okabe-Ito's blue, vermillion and bluish green, in series order.
    CHECK(groups[0]["stroke"] == "#0072B2");
    CHECK(groups[1]["stroke"] == "#D55E00");
    CHECK(groups[2]["stroke"] == "#009E73");
    CHECK_FALSE(lines[0].has("stroke-dasharray"));
    CHECK(lines[1]["stroke-dasharray"] != lines[2]["stroke-dasharray"]);
    const std::vector<Element> markers = withClass(cactus, "marker");
    REQUIRE(markers.size() == 6);
    CHECK(markers[0]["xlink:href"] != markers[2]["xlink:href"]);
    CHECK(markers[2]["xlink:href"] != markers[4]["xlink:href"]);

    const std::vector<Element> bars = parse(groupedBarsSvg({"a"}, many, options()));
    CHECK(withClass(bars, "hatch").size() == 2); // the first series is plain colour
}

TEST_CASE("A cactus plot draws each series' values sorted, at x = 1, 2, 3", "[svg]") {
    const std::vector<Element> elements = parse(cactusPlotSvg({{"A*", {}, {5, 1, 3}, {}, {}}}, options()));
    const std::vector<Element> lines = withClass(elements, "series-line");
    REQUIRE(lines.size() == 1);
    const std::vector<double> points = numbersIn(lines.front()["points"]);
    REQUIRE(points.size() == 6);
    const TickScale x = ticksOf(elements, "x");
    const TickScale y = ticksOf(elements, "y");
    const double expected[3] = {1, 3, 5};
    for (std::size_t i = 0; i < 3; ++i) {
        CHECK(x.valueAt(points[2 * i]) == Approx(static_cast<double>(i + 1)).margin(0.01));
        CHECK(y.valueAt(points[2 * i + 1]) == Approx(expected[i]).margin(0.01));
    }
    // Query counts are whole: no tick at half a query.
    for (const double tick : x.values)
        CHECK(tick == std::floor(tick));
    CHECK(withClass(elements, "marker").size() == 3);
    requireDataInside(elements);
}

TEST_CASE("A cactus plot leaves out queries that did not finish and marks a long line sparingly", "[svg]") {
    std::vector<double> values;
    for (int i = 0; i < 500; ++i)
        values.push_back(static_cast<double>((i * 37) % 500));
    values.push_back(kNaN);
    values.push_back(kInf);
    const std::string svg = cactusPlotSvg({{"long", {}, values, {}, {}}}, options());
    CHECK_FALSE(mentionsNanOrInf(svg));
    const std::vector<Element> elements = parse(svg);
    const std::vector<Element> lines = withClass(elements, "series-line");
    REQUIRE(lines.size() == 1);
    const std::vector<double> points = numbersIn(lines.front()["points"]);
    CHECK(points.size() == 2 * 500);
    for (std::size_t i = 2; i < points.size(); i += 2) {
        CHECK(points[i] > points[i - 2]);      // x grows with the rank
        CHECK(points[i + 1] <= points[i - 1]); // pixels grow downwards: values do not fall
    }
    CHECK(withClass(elements, "marker").size() == 10);
    requireDataInside(elements);
}

TEST_CASE("Grouped bars draw one bar per series and category, as tall as its value", "[svg]") {
    const std::vector<ChartSeries> series = {{"A*", {}, {1, 4, 2}, {}, {}}, {"JPS", {}, {3, 2, 6}, {}, {}}};
    const std::vector<Element> elements =
        parse(groupedBarsSvg({"small", "medium", "large"}, series, options()));
    const std::vector<Element> bars = withClass(elements, "bar");
    REQUIRE(bars.size() == 6);
    const Area area = plotArea(elements);
    const TickScale y = ticksOf(elements, "y");
    // Series by series, each in category order.
    const double values[6] = {1, 4, 2, 3, 2, 6};
    for (std::size_t i = 0; i < 6; ++i) {
        CHECK(y.valueAt(number(bars[i], "y")) == Approx(values[i]).margin(0.01));
        CHECK(number(bars[i], "y") + number(bars[i], "height") == Approx(area.bottom).margin(0.01));
    }
    CHECK(number(bars[1], "height") > number(bars[4], "height")); // 4 > 2 in "medium"
    CHECK(number(bars[5], "height") > number(bars[2], "height")); // 6 > 2 in "large"
    // In each category the series stand side by side, in series order.
    CHECK(number(bars[0], "x") + number(bars[0], "width") <= number(bars[3], "x") + 0.011);
    CHECK(number(bars[3], "x") + number(bars[3], "width") <= number(bars[1], "x") + 0.011);
    const std::vector<Element> labels = withClass(elements, "x-tick-label");
    REQUIRE(labels.size() == 3);
    CHECK(labels[0].text == "small");
    CHECK(labels[2].text == "large");
    CHECK(withClass(elements, "whisker").empty());
    requireDataInside(elements);
}

TEST_CASE("Whiskers appear only where low and high are given", "[svg]") {
    const std::vector<ChartSeries> series = {{"A*", {}, {2, 4, 3}, {1, 3, 2}, {3, 6, 4}},
                                             {"JPS", {}, {3, 2, 6}, {}, {}}};
    const std::vector<Element> elements = parse(groupedBarsSvg({"a", "b", "c"}, series, options()));
    const std::vector<Element> whiskers = withClass(elements, "whisker");
    REQUIRE(whiskers.size() == 3);
    const TickScale y = ticksOf(elements, "y");
    const std::vector<Element> bars = withClass(elements, "bar");
    // The second whisker spans 3..6 through the middle of its bar.
    const std::vector<double> n = numbersIn(whiskers[1]["d"]);
    CHECK(y.valueAt(n[1]) == Approx(3.0).margin(0.01));
    CHECK(y.valueAt(n[2]) == Approx(6.0).margin(0.01));
    CHECK(n[0] == Approx(number(bars[1], "x") + number(bars[1], "width") / 2.0).margin(0.01));
    requireDataInside(elements);

    SECTION("a whisker end the axis cannot show leaves that whisker out") {
        ChartOptions logOptions = options();
        logOptions.logY = true;
        const std::vector<ChartSeries> logSeries = {{"A*", {}, {2, 4, 3}, {0, 3, 2}, {3, 6, kNaN}}};
        const std::string svg = groupedBarsSvg({"a", "b", "c"}, logSeries, logOptions);
        CHECK(withClass(parse(svg), "whisker").size() == 1);
        CHECK_FALSE(mentionsNanOrInf(svg));
    }
}

TEST_CASE("Log axes space powers of ten evenly and leave out what they cannot show", "[svg]") {
    ChartOptions logBoth = options();
    logBoth.logX = true;
    logBoth.logY = true;
    const ChartSeries points{
        "points", {1, 10, 100, 0, -3, 5, kNaN, kInf, 2}, {1, 10, 100, 5, 5, 0, 1, 2, -kInf}, {}, {}};
    const std::string scatter = scatterSvg({points}, logBoth);
    CHECK_FALSE(mentionsNanOrInf(scatter));
    const std::vector<Element> elements = parse(scatter);
    const std::vector<Element> drawn = withClass(elements, "point");
    REQUIRE(drawn.size() == 3);
    const double x[3] = {number(drawn[0], "x"), number(drawn[1], "x"), number(drawn[2], "x")};
    const double y[3] = {number(drawn[0], "y"), number(drawn[1], "y"), number(drawn[2], "y")};
    CHECK(x[1] - x[0] > 10.0);
    CHECK(x[2] - x[1] == Approx(x[1] - x[0]).margin(0.02));
    CHECK(y[0] - y[1] > 10.0);
    CHECK(y[1] - y[2] == Approx(y[0] - y[1]).margin(0.02));
    // The ticks are powers of ten, and map the points back to their values.
    const TickScale xTicks = ticksOf(elements, "x", true);
    for (const double tick : xTicks.values)
        CHECK(std::log10(tick) == Approx(std::round(std::log10(tick))).margin(1e-12));
    CHECK(xTicks.valueAt(x[1]) == Approx(10.0).epsilon(0.001));
    CHECK(ticksOf(elements, "y", true).valueAt(y[2]) == Approx(100.0).epsilon(0.001));
    CHECK_FALSE(withClass(elements, "x-minor-tick").empty());
    requireDataInside(elements);

    SECTION("powers past 100000 are labelled alike, all in scientific notation") {
        const std::vector<Element> wide = parse(scatterSvg({{"wide", {1, 2}, {1, 1e7}, {}, {}}}, logBoth));
        std::vector<std::string> labels;
        for (const Element& label : withClass(wide, "y-tick-label"))
            labels.push_back(label.text);
        CHECK(labels == std::vector<std::string>{"1e0", "1e1", "1e2", "1e3", "1e4", "1e5", "1e6", "1e7"});
    }

    SECTION("a cactus plot keeps the rank of a value it cannot draw") {
        ChartOptions logY = options();
        logY.logY = true;
        const std::string cactus = cactusPlotSvg({{"A*", {}, {100, 0, 1, -1, 10, kNaN}, {}, {}}}, logY);
        CHECK_FALSE(mentionsNanOrInf(cactus));
        const std::vector<Element> cactusElements = parse(cactus);
        const std::vector<double> line =
            numbersIn(withClass(cactusElements, "series-line").front()["points"]);
        REQUIRE(line.size() == 6);
        const TickScale ranks = ticksOf(cactusElements, "x");
        CHECK(ranks.valueAt(line[0]) == Approx(3.0).margin(0.01)); // -1 and 0 come first, undrawn
        CHECK(line[1] - line[3] == Approx(line[3] - line[5]).margin(0.02));
        requireDataInside(cactusElements);
    }
}

TEST_CASE("Text in a chart is escaped and stays readable", "[svg]") {
    const std::string name = "A<B & \"C\"";
    ChartOptions chart = options("It's <fast> & \x01small");
    const std::string svg = groupedBarsSvg({"<x>"}, {{name, {}, {1}, {}, {}}}, chart);
    CHECK(svg.find("A&lt;B &amp; &quot;C&quot;") != std::string::npos);
    CHECK(svg.find(name) == std::string::npos);
    const std::vector<Element> elements = parse(svg);
    CHECK(withClass(elements, "legend-label").front().text == name);
    CHECK(withClass(elements, "x-tick-label").front().text == "<x>");
    // A control character is not allowed in XML at all: it is shown as its code.
    CHECK(withClass(elements, "title").front().text == "It's <fast> & \\x01small");
}

TEST_CASE("niceTicks steps by 1, 2 or 5 times a power of ten", "[svg]") {
    const std::vector<double> ticks = niceTicks(0.0, 97.0, 8);
    CHECK(ticks == std::vector<double>{0, 20, 40, 60, 80, 100});

    // Over many ranges: 4 to 8 ticks that cover the range, one nice step apart.
    for (const auto& [lo, hi] : std::vector<std::pair<double, double>>{{0, 1},
                                                                       {0, 7},
                                                                       {0, 8.5},
                                                                       {0, 16.5},
                                                                       {0, 21},
                                                                       {0, 41},
                                                                       {-3.2, 0.7},
                                                                       {0.3, 0.31},
                                                                       {1234, 98765},
                                                                       {-1e7, 3e7},
                                                                       {2e-6, 9e-6},
                                                                       {999, 1001},
                                                                       {0, 1e300}}) {
        CAPTURE(lo, hi);
        const std::vector<double> covering = niceTicks(lo, hi, 8);
        REQUIRE(covering.size() >= 4);
        CHECK(covering.size() <= 8);
        CHECK(covering.front() <= lo);
        CHECK(covering.back() >= hi);
        const double step = covering[1] - covering[0];
        const double mantissa = step / std::pow(10.0, std::floor(std::log10(step) + 1e-9));
        CHECK((mantissa == Approx(1.0) || mantissa == Approx(2.0) || mantissa == Approx(5.0)));
        for (std::size_t i = 1; i < covering.size(); ++i)
            CHECK(covering[i] - covering[i - 1] == Approx(step));
    }

    SECTION("an empty or reversed range still has ticks around it") {
        const std::vector<double> single = niceTicks(5.0, 5.0, 8);
        REQUIRE(single.size() >= 2);
        CHECK(single.front() < 5.0);
        CHECK(single.back() > 5.0);
        CHECK(niceTicks(97.0, 0.0, 8) == ticks);
        CHECK(niceTicks(0.0, 0.0, 8) == niceTicks(0.0, 1.0, 8));
        CHECK(niceTicks(kNaN, 3.0, 8) == niceTicks(0.0, 1.0, 8));
    }
}

TEST_CASE("Charts without data or with one value throughout are still charts", "[svg]") {
    const std::vector<ChartSeries> flat = {{"flat", {2, 2, 2}, {7, 7, 7}, {7, 7, 7}, {7, 7, 7}},
                                           {"empty", {}, {}, {}, {}}};
    ChartOptions logBoth = options("");
    logBoth.logX = true;
    logBoth.logY = true;
    // Each chart, and whether its x axis is numeric (bars have categories there).
    const std::vector<std::pair<std::string, bool>> charts = {
        {cactusPlotSvg({}, options()), true},
        {cactusPlotSvg(flat, options()), true},
        {cactusPlotSvg(flat, logBoth), true},
        {groupedBarsSvg({}, {}, options()), false},
        {groupedBarsSvg({"a", "b", "c"}, flat, options()), false},
        {groupedBarsSvg({"a"}, {{"zeros", {}, {0}, {}, {}}}, logBoth), false},
        {scatterSvg({}, options()), true},
        {scatterSvg(flat, options()), true},
        {scatterSvg(flat, logBoth), true},
        {scatterSvg({{"nothing shown", {0, -1}, {-1, kNaN}, {}, {}}}, logBoth), true},
    };
    for (const auto& [svg, numericX] : charts) {
        CHECK_FALSE(mentionsNanOrInf(svg));
        const std::vector<Element> elements = parse(svg);
        CHECK(elements.front().name == "svg");
        for (const std::string axis : {"x", "y"}) {
            if (axis == "x" && !numericX)
                continue;
            const TickScale ticks = ticksOf(elements, axis);
            for (std::size_t i = 1; i < ticks.pixels.size(); ++i)
                CHECK(std::fabs(ticks.pixels[i] - ticks.pixels[i - 1]) > 10.0);
        }
        requireDataInside(elements);
    }
}

TEST_CASE("The same input gives the same bytes", "[svg]") {
    const std::vector<ChartSeries> series = {
        {"A*", {1.5, 2.25, 3}, {0.1, 1e6, 42}, {0.05, 1, 40}, {0.2, 2e6, 44}},
        {"JPS", {3, 1, 2}, {7, 8, 9}, {}, {}}};
    ChartOptions chart = options();
    chart.logY = true;
    CHECK(cactusPlotSvg(series, chart) == cactusPlotSvg(series, chart));
    CHECK(groupedBarsSvg({"a", "b", "c"}, series, chart) == groupedBarsSvg({"a", "b", "c"}, series, chart));
    CHECK(scatterSvg(series, chart) == scatterSvg(series, chart));
}
