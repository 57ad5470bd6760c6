// Charts as SVG: each is well-formed XML, draws its series apart and puts every value where its axis
// says, escapes its text and comes out the same every time. The axes' ticks, log axes and charts with
// little or no data are checked in test_svg_chart_axes.cpp.

#include "pathfinder/experiments/svg_chart.h"

#include "svg_chart_checks.h"

#include <catch2/catch.hpp>
#include <cmath>
#include <cstddef>
#include <string>
#include <vector>

using namespace pathfinder;
using namespace pathfinder::testing::svg_chart_checks;

namespace {

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
