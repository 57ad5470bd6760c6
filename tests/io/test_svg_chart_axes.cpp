// The axes of SVG charts: ticks one nice step apart, log axes spaced by powers of ten that leave out
// what they cannot show, and charts without data or with one value throughout that are still charts.

#include "pathfinder/experiments/svg_chart.h"

#include "svg_chart_checks.h"

#include <catch2/catch.hpp>
#include <cmath>
#include <cstddef>
#include <string>
#include <utility>
#include <vector>

using namespace pathfinder;
using namespace pathfinder::testing::svg_chart_checks;

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
