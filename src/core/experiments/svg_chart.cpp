#include "pathfinder/experiments/svg_chart.h"

#include "experiments/svg_chart_layout.h"

#include <algorithm>
#include <cmath>
#include <cstddef>
#include <iterator>
#include <string>
#include <utility>
#include <vector>

namespace pathfinder {

using namespace svg_detail;

namespace {

/// The opening tag of series k's group, which gives its marks the series' colour.
std::string seriesGroup(std::size_t k, const char* extra = "") {
    const std::string colour = colourOf(k);
    return "<g class=\"series\" fill=\"" + colour + "\" stroke=\"" + colour + "\"" + extra + ">\n";
}

/// Each series' finite y values, sorted ascending. `xs` gains the count of each series that has
/// any, `ys` every value.
std::vector<std::vector<double>> sortedFiniteValues(const std::vector<ChartSeries>& series,
                                                    std::vector<double>& xs, std::vector<double>& ys) {
    std::vector<std::vector<double>> sorted;
    for (const ChartSeries& one : series) {
        std::vector<double> values;
        std::copy_if(one.y.begin(), one.y.end(), std::back_inserter(values),
                     [](double value) { return std::isfinite(value); });
        std::sort(values.begin(), values.end());
        ys.insert(ys.end(), values.begin(), values.end());
        if (!values.empty())
            xs.push_back(static_cast<double>(values.size()));
        sorted.push_back(std::move(values));
    }
    return sorted;
}

/// Series k of a cactus plot: its line through (1, sorted[0]), (2, sorted[1]), ... where the axes
/// show them, with markers on up to ten of its points.
void appendCactusLine(std::string& svg, const Layout& layout, const std::vector<double>& sorted,
                      std::size_t k) {
    std::vector<std::pair<double, double>> points;
    for (std::size_t i = 0; i < sorted.size(); ++i) {
        const double rank = static_cast<double>(i + 1);
        if (layout.x.shows(rank) && layout.y.shows(sorted[i]))
            points.emplace_back(layout.x.pixel(rank), layout.y.pixel(sorted[i]));
    }
    svg += seriesGroup(k);
    if (!points.empty()) {
        const char* dashes = kDashes[styleOf(k)];
        svg += "<polyline class=\"series-line\" fill=\"none\" stroke-width=\"2\" stroke-linejoin=\"round\"";
        if (dashes[0] != '\0')
            svg += std::string(" stroke-dasharray=\"") + dashes + "\"";
        svg += " points=\"";
        // A point within half a pixel of the last one drawn changes nothing on the screen: thousands
        // of queries draw as a few hundred points, the last always among them.
        std::pair<double, double> drawn = points.front();
        svg += num(drawn.first) + "," + num(drawn.second);
        for (std::size_t i = 1; i < points.size(); ++i) {
            const bool near = std::fabs(points[i].first - drawn.first) < 0.5 &&
                              std::fabs(points[i].second - drawn.second) < 0.5;
            if (near && i + 1 < points.size())
                continue;
            drawn = points[i];
            svg += " " + num(drawn.first) + "," + num(drawn.second);
        }
        svg += "\"/>\n";
        // Markers on ten points spread along the line, enough to tell the lines apart in grey
        // without burying a line of thousands of points.
        const std::size_t markers = std::min<std::size_t>(points.size(), 10);
        for (std::size_t j = 0; j < markers; ++j) {
            const std::size_t i = markers == 1 ? 0 : j * (points.size() - 1) / (markers - 1);
            svg += markerUse("marker", styleOf(k), points[i].first, points[i].second);
        }
    }
    svg += "</g>\n";
}

/// The values grouped bars draw, for the y axis's range: each bar with a category, and both ends of
/// each whisker on such a bar.
std::vector<double> barValues(const std::vector<std::string>& categories,
                              const std::vector<ChartSeries>& series) {
    std::vector<double> ys;
    for (const ChartSeries& one : series) {
        const std::size_t count = std::min(one.y.size(), categories.size());
        ys.insert(ys.end(), one.y.begin(), one.y.begin() + static_cast<std::ptrdiff_t>(count));
        const std::size_t whiskers = std::min({one.low.size(), one.high.size(), count});
        ys.insert(ys.end(), one.low.begin(), one.low.begin() + static_cast<std::ptrdiff_t>(whiskers));
        ys.insert(ys.end(), one.high.begin(), one.high.begin() + static_cast<std::ptrdiff_t>(whiskers));
    }
    return ys;
}

/// Where the bars go across the plot area: a slot of equal width per category, and in each slot
/// the series' bars side by side over its middle 80%.
struct BarSlots {
    double plotX = 0.0;
    double slot = 0.0;
    double barWidth = 0.0;

    /// The left edge of series k's bar in category i.
    double left(std::size_t k, std::size_t i) const {
        return plotX + slot * (static_cast<double>(i) + 0.1) + barWidth * static_cast<double>(k);
    }
};

BarSlots barSlots(const Box& plot, std::size_t categoryCount, std::size_t seriesCount) {
    BarSlots slots;
    slots.plotX = plot.x;
    slots.slot = plot.width / static_cast<double>(std::max<std::size_t>(categoryCount, 1));
    slots.barWidth = slots.slot * 0.8 / static_cast<double>(std::max<std::size_t>(seriesCount, 1));
    return slots;
}

/// The bars from `base` (a pixel) to their values, series by series, each hatched in its style.
void appendBars(std::string& svg, const std::vector<ChartSeries>& series, std::size_t categoryCount,
                const Axis& y, const BarSlots& slots, double base) {
    for (std::size_t k = 0; k < series.size(); ++k) {
        svg += seriesGroup(k);
        const std::size_t style = styleOf(k);
        for (std::size_t i = 0; i < std::min(series[k].y.size(), categoryCount); ++i) {
            const double value = series[k].y[i];
            if (!y.shows(value))
                continue;
            const double top = y.pixel(value);
            const std::string geometry = "x=\"" + num(slots.left(k, i)) + "\" y=\"" +
                                         num(std::min(top, base)) + "\" width=\"" + num(slots.barWidth) +
                                         "\" height=\"" + num(std::fabs(base - top)) + "\"";
            svg += "<rect class=\"bar\" " + geometry + " stroke=\"#333333\" stroke-width=\"0.6\"/>\n";
            if (style != 0)
                svg += "<rect class=\"hatch\" " + geometry + " fill=\"url(#hatch-" +
                       wholeNumber(static_cast<long long>(style)) + ")\" stroke=\"none\"/>\n";
        }
        svg += "</g>\n";
    }
}

/// The whiskers, each through the middle of its bar from low to high with a cap at either end.
void appendWhiskers(std::string& svg, const std::vector<ChartSeries>& series, std::size_t categoryCount,
                    const Axis& y, const BarSlots& slots) {
    svg += "<g class=\"whiskers\" fill=\"none\" stroke=\"#222222\" stroke-width=\"1.2\">\n";
    const double cap = std::min(slots.barWidth * 0.25, 5.0);
    for (std::size_t k = 0; k < series.size(); ++k) {
        const ChartSeries& one = series[k];
        const std::size_t whiskers = std::min({one.low.size(), one.high.size(), categoryCount});
        for (std::size_t i = 0; i < whiskers; ++i) {
            if (!y.shows(one.low[i]) || !y.shows(one.high[i]))
                continue;
            const double x = slots.left(k, i) + slots.barWidth / 2.0;
            const std::string low = num(y.pixel(one.low[i]));
            const std::string high = num(y.pixel(one.high[i]));
            svg += "<path class=\"whisker\" d=\"M" + num(x) + "," + low + "V" + high + "M" + num(x - cap) +
                   "," + low + "H" + num(x + cap) + "M" + num(x - cap) + "," + high + "H" + num(x + cap) +
                   "\"/>\n";
        }
    }
    svg += "</g>\n";
}

} // namespace

std::vector<double> niceTicks(double lo, double hi, int maxTicks) {
    const auto [from, to] = widened(lo, hi);
    return ticksCovering(from, to, maxTicks, 0.0);
}

std::string cactusPlotSvg(const std::vector<ChartSeries>& series, const ChartOptions& options) {
    std::vector<double> xs;
    std::vector<double> ys;
    const std::vector<std::vector<double>> sorted = sortedFiniteValues(series, xs, ys);
    xs.push_back(1.0);
    // Query counts are whole: the x axis starts at none solved and never ticks at half a query.
    const Layout layout =
        xyLayout(series, options, xs, {options.logX, true, 1.0}, ys, {options.logY, false, 0.0});

    std::string svg;
    appendHead(svg, layout, options, series.size(), SeriesLook::Line);
    svg += "<g class=\"data\">\n";
    for (std::size_t k = 0; k < series.size(); ++k)
        appendCactusLine(svg, layout, sorted[k], k);
    svg += "</g>\n";
    appendAxesAndLegend(svg, layout, options, series, SeriesLook::Line);
    svg += "</svg>\n";
    return svg;
}

std::string groupedBarsSvg(const std::vector<std::string>& categories, const std::vector<ChartSeries>& series,
                           const ChartOptions& options) {
    const Layout layout =
        barLayout(categories, series, options, barValues(categories, series), {options.logY, true, 0.0});
    const Box& plot = layout.plot;
    const Axis& y = layout.y;

    std::string svg;
    appendHead(svg, layout, options, series.size(), SeriesLook::Bar);
    svg += "<g class=\"data\">\n";
    const BarSlots slots = barSlots(plot, categories.size(), series.size());
    const double base = y.log ? plot.bottom() : y.pixel(0.0);
    appendBars(svg, series, categories.size(), y, slots, base);
    if (!y.log && y.lo < 0.0)
        svg += "<g stroke=\"#333333\">\n" + line("zero-line", plot.x, base, plot.right(), base) + "</g>\n";
    appendWhiskers(svg, series, categories.size(), y, slots);
    svg += "</g>\n";
    appendAxesAndLegend(svg, layout, options, series, SeriesLook::Bar);
    svg += "</svg>\n";
    return svg;
}

std::string scatterSvg(const std::vector<ChartSeries>& series, const ChartOptions& options) {
    const AxisRule xRule{options.logX, false, 0.0};
    const AxisRule yRule{options.logY, false, 0.0};
    // Only points with both values shown count towards either axis's range.
    Axis xTest;
    xTest.log = options.logX;
    Axis yTest;
    yTest.log = options.logY;
    std::vector<std::vector<std::pair<double, double>>> points(series.size());
    std::vector<double> xs;
    std::vector<double> ys;
    for (std::size_t k = 0; k < series.size(); ++k) {
        const ChartSeries& one = series[k];
        for (std::size_t i = 0; i < std::min(one.x.size(), one.y.size()); ++i) {
            if (!xTest.shows(one.x[i]) || !yTest.shows(one.y[i]))
                continue;
            points[k].emplace_back(one.x[i], one.y[i]);
            xs.push_back(one.x[i]);
            ys.push_back(one.y[i]);
        }
    }
    const Layout layout = xyLayout(series, options, xs, xRule, ys, yRule);

    std::string svg;
    appendHead(svg, layout, options, series.size(), SeriesLook::Point);
    svg += "<g class=\"data\">\n";
    for (std::size_t k = 0; k < series.size(); ++k) {
        svg += seriesGroup(k, " fill-opacity=\"0.75\"");
        for (const auto& [x, y] : points[k])
            svg += markerUse("point", styleOf(k), layout.x.pixel(x), layout.y.pixel(y));
        svg += "</g>\n";
    }
    svg += "</g>\n";
    appendAxesAndLegend(svg, layout, options, series, SeriesLook::Point);
    svg += "</svg>\n";
    return svg;
}

} // namespace pathfinder
