#include "experiments/svg_chart_layout.h"

#include "pathfinder/basics/printable_text.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <cstddef>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace pathfinder::svg_detail {

namespace {

// A generous estimate of a sans-serif character's width per unit of font size: the layout only
// needs to leave room enough, and a viewer's actual font is unknown.
constexpr double kCharWidth = 0.6;
constexpr int kMaxTicks = 8;
// Names in the legend and category labels longer than this (in pixels) are cut with an ellipsis.
constexpr double kLongestCategory = 110.0;
// Rotated category labels slope at 40 degrees.
constexpr double kSin40 = 0.6427876;
constexpr double kCos40 = 0.7660444;

} // namespace

// Numbers and text.

std::string num(double value) {
    // The layout computes coordinates from finite values only; this keeps any slip out of the file.
    if (!std::isfinite(value) || std::fabs(value) < 0.005)
        return "0";
    char buffer[64];
    const auto result = std::to_chars(buffer, buffer + sizeof buffer, value, std::chars_format::fixed, 2);
    if (result.ec != std::errc())
        return "0";
    std::string text(buffer, result.ptr);
    while (text.back() == '0')
        text.pop_back();
    if (text.back() == '.')
        text.pop_back();
    return text;
}

std::string wholeNumber(long long value) {
    char buffer[32];
    const auto result = std::to_chars(buffer, buffer + sizeof buffer, value);
    return std::string(buffer, result.ptr);
}

namespace {

std::size_t codePoints(std::string_view utf8) {
    return static_cast<std::size_t>(std::count_if(
        utf8.begin(), utf8.end(), [](char c) { return (static_cast<unsigned char>(c) & 0xC0) != 0x80; }));
}

/// `text` as printable UTF-8 (XML refuses control characters and broken sequences), cut with an
/// ellipsis where it would be wider than `maxWidth`. Not yet escaped.
std::string fitted(std::string_view text, double maxWidth) {
    std::string printable = printableText(text);
    const auto room = static_cast<std::size_t>(std::max(1.0, maxWidth / (kCharWidth * kFontSize)));
    if (codePoints(printable) <= room)
        return printable;
    std::size_t kept = 0;
    std::size_t end = 0;
    for (; end < printable.size(); ++end) {
        if ((static_cast<unsigned char>(printable[end]) & 0xC0) != 0x80 && kept++ == room - 1)
            break;
    }
    return printable.substr(0, end) + "\xE2\x80\xA6";
}

} // namespace

double textWidth(std::string_view utf8, double fontSize) {
    return static_cast<double>(codePoints(utf8)) * kCharWidth * fontSize;
}

// Layout.

namespace {

double topMargin(const ChartOptions& options) {
    return options.title.empty() ? 14.0 : 40.0;
}

/// Room below the plot area for the tick labels (of height `tickBand`) and the x axis label.
double bottomMargin(const ChartOptions& options, double tickBand) {
    return kTickLength + 4.0 + tickBand + (options.xLabel.empty() ? 0.0 : kFontSize + 10.0) + 8.0;
}

/// Room left of the plot area for the y tick labels and the y axis label.
double leftMargin(const ChartOptions& options, const Axis& y) {
    return 10.0 + (options.yLabel.empty() ? 0.0 : kFontSize + 10.0) + y.widestLabel() + 4.0 + kTickLength;
}

/// The chart's size and the legend, which fix the room the plot area has.
Layout startLayout(const std::vector<ChartSeries>& series, const ChartOptions& options) {
    Layout layout;
    layout.width = std::max(options.width, 240);
    layout.height = std::max(options.height, 160);
    double widest = 0.0;
    for (const ChartSeries& one : series) {
        layout.legendNames.push_back(fitted(one.name, layout.width * 0.25));
        widest = std::max(widest, textWidth(layout.legendNames.back(), kFontSize));
    }
    if (!series.empty())
        layout.legendWidth = kLegendSample + 8.0 + widest;
    return layout;
}

double rightMargin(const Layout& layout) {
    return layout.legendWidth > 0.0 ? layout.legendWidth + 26.0 : 16.0;
}

/// The y axis, whose labels' width sets the left margin, with ticks enough for `plotHeight`.
Axis yAxisFor(const std::vector<double>& values, const AxisRule& rule, double plotHeight) {
    return makeAxis(values, rule, std::clamp(static_cast<int>(plotHeight / 40.0), 4, kMaxTicks));
}

void placeY(Layout& layout) {
    layout.y.from = layout.plot.bottom();
    layout.y.to = layout.plot.y;
}

} // namespace

Layout xyLayout(const std::vector<ChartSeries>& series, const ChartOptions& options,
                const std::vector<double>& xs, const AxisRule& xRule, const std::vector<double>& ys,
                const AxisRule& yRule) {
    Layout layout = startLayout(series, options);
    Box& plot = layout.plot;
    plot.y = topMargin(options);
    plot.height = std::max(40.0, layout.height - plot.y - bottomMargin(options, kFontSize));
    layout.y = yAxisFor(ys, yRule, plot.height);
    plot.x = leftMargin(options, layout.y);
    plot.width = std::max(40.0, layout.width - plot.x - rightMargin(layout));
    // As many x ticks as have room for their labels side by side.
    for (int maxTicks = kMaxTicks; maxTicks >= 3; --maxTicks) {
        layout.x = makeAxis(xs, xRule, maxTicks);
        const double spacing =
            plot.width / static_cast<double>(std::max<std::size_t>(layout.x.ticks.size() - 1, 1));
        if (layout.x.widestLabel() + 8.0 <= spacing)
            break;
    }
    layout.x.from = plot.x;
    layout.x.to = plot.right();
    placeY(layout);
    return layout;
}

Layout barLayout(const std::vector<std::string>& categories, const std::vector<ChartSeries>& series,
                 const ChartOptions& options, const std::vector<double>& ys, const AxisRule& yRule) {
    Layout layout = startLayout(series, options);
    Box& plot = layout.plot;
    double widest = 0.0;
    double firstWidth = 0.0;
    for (const std::string& category : categories) {
        layout.categoryNames.push_back(fitted(category, kLongestCategory));
        widest = std::max(widest, textWidth(layout.categoryNames.back(), kFontSize));
    }
    if (!categories.empty())
        firstWidth = textWidth(layout.categoryNames.front(), kFontSize);
    plot.y = topMargin(options);
    // The y ticks are chosen for the height the plot has with horizontal labels; rotated labels take
    // some of it afterwards, which leaves the ticks a little closer.
    layout.y = yAxisFor(ys, yRule, layout.height - plot.y - bottomMargin(options, kFontSize));
    plot.x = leftMargin(options, layout.y);
    const double count = static_cast<double>(std::max<std::size_t>(categories.size(), 1));
    plot.width = std::max(40.0, layout.width - plot.x - rightMargin(layout));
    double band = kFontSize;
    if (widest + 6.0 > plot.width / count) {
        layout.rotateCategories = true;
        // The first label reaches left of its slot's centre; the plot moves right to make room.
        const double reach = firstWidth * kCos40 - 0.5 * plot.width / count + 10.0;
        if (reach > plot.x) {
            plot.x = reach;
            plot.width = std::max(40.0, layout.width - plot.x - rightMargin(layout));
        }
        band = kFontSize * kCos40 + widest * kSin40 + 4.0;
        // Sloping labels need about 19 pixels between them to keep apart.
        layout.categoryStride = static_cast<std::size_t>(std::ceil(19.0 / (plot.width / count)));
    }
    plot.height = std::max(40.0, layout.height - plot.y - bottomMargin(options, band));
    placeY(layout);
    return layout;
}

} // namespace pathfinder::svg_detail
