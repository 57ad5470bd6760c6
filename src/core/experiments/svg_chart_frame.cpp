#include "pathfinder/basics/printable_text.h"

#include "experiments/svg_chart_layout.h"

#include <algorithm>
#include <array>
#include <cstddef>
#include <string>
#include <vector>

namespace pathfinder::svg_detail {

// The drawing around each chart's data: the series' styles, the document's start with the grid
// under the data, and the frame, axes and legend over it. Where each part goes is the layout's
// (svg_chart_layout.cpp).

namespace {

constexpr double kTitleSize = 15.0;
constexpr double kLegendRow = 18.0;

// Okabe and Ito's colour-blind-safe palette; yellow is last as it is the hardest to see on white.
constexpr std::array<const char*, 8> kPalette = {"#0072B2", "#D55E00", "#009E73", "#E69F00",
                                                 "#CC79A7", "#56B4E9", "#000000", "#F0E442"};

// Shapes centred on 0,0; they take their fill and stroke from the <use> that places them.
constexpr std::array<const char*, 8> kMarkers = {
    "<circle r=\"4\"/>",
    "<rect x=\"-3.5\" y=\"-3.5\" width=\"7\" height=\"7\"/>",
    "<path d=\"M0,-4.5L4.2,3L-4.2,3Z\"/>",
    "<path d=\"M0,-4.8L4.8,0L0,4.8L-4.8,0Z\"/>",
    "<path d=\"M0,4.5L4.2,-3L-4.2,-3Z\"/>",
    "<path d=\"M-4.5,0H4.5M0,-4.5V4.5\" fill=\"none\" stroke-width=\"2\"/>",
    "<path d=\"M-3.5,-3.5L3.5,3.5M-3.5,3.5L3.5,-3.5\" fill=\"none\" stroke-width=\"2\"/>",
    "<rect x=\"-3.5\" y=\"-3.5\" width=\"7\" height=\"7\" fill=\"none\" stroke-width=\"1.5\"/>"};

// The contents of an 8 x 8 tile laid over bars; the first style is plain colour.
constexpr std::array<const char*, 8> kHatches = {
    "",
    "<path d=\"M-2,2L2,-2M0,8L8,0M6,10L10,6\"/>",
    "<path d=\"M-2,6L2,10M0,0L8,8M6,-2L10,2\"/>",
    "<path d=\"M0,4H8\"/>",
    "<path d=\"M4,0V8\"/>",
    "<path d=\"M0,4H8M4,0V8\"/>",
    "<circle cx=\"4\" cy=\"4\" r=\"1.4\" fill=\"#000000\" stroke=\"none\"/>",
    "<path d=\"M-2,2L2,-2M0,8L8,0M6,10L10,6M-2,6L2,10M0,0L8,8M6,-2L10,2\"/>"};

} // namespace

// Series styles.

const char* colourOf(std::size_t series) {
    return kPalette[series % kPalette.size()];
}

std::size_t styleOf(std::size_t series) {
    return (series + series / kPalette.size()) % kMarkers.size();
}

// Drawing around the data.

namespace {

void appendDefs(std::string& svg, std::size_t seriesCount, SeriesLook look) {
    const std::size_t styles = std::min(seriesCount, kMarkers.size());
    if (styles == 0 || (look == SeriesLook::Bar && styles == 1))
        return;
    svg += "<defs>\n";
    for (std::size_t style = 0; style < styles; ++style) {
        if (look == SeriesLook::Bar) {
            if (style == 0)
                continue;
            svg += "<pattern id=\"hatch-" + wholeNumber(static_cast<long long>(style)) +
                   "\" width=\"8\" height=\"8\" patternUnits=\"userSpaceOnUse\">"
                   "<g fill=\"none\" stroke=\"#000000\" stroke-opacity=\"0.55\" stroke-width=\"1.2\">";
            svg += kHatches[style];
            svg += "</g></pattern>\n";
        } else {
            svg += "<g id=\"marker-" + wholeNumber(static_cast<long long>(style)) + "\">";
            svg += kMarkers[style];
            svg += "</g>\n";
        }
    }
    svg += "</defs>\n";
}

} // namespace

std::string markerUse(const char* elementClass, std::size_t style, double x, double y) {
    return std::string("<use class=\"") + elementClass + "\" xlink:href=\"#marker-" +
           wholeNumber(static_cast<long long>(style)) + "\" x=\"" + num(x) + "\" y=\"" + num(y) + "\"/>\n";
}

std::string line(const char* elementClass, double x1, double y1, double x2, double y2) {
    return std::string("<line class=\"") + elementClass + "\" x1=\"" + num(x1) + "\" y1=\"" + num(y1) +
           "\" x2=\"" + num(x2) + "\" y2=\"" + num(y2) + "\"/>\n";
}

void appendHead(std::string& svg, const Layout& layout, const ChartOptions& options, std::size_t seriesCount,
                SeriesLook look) {
    const std::string width = num(layout.width);
    const std::string height = num(layout.height);
    svg += "<?xml version=\"1.0\" encoding=\"UTF-8\" standalone=\"no\"?>\n";
    svg += "<svg xmlns=\"http://www.w3.org/2000/svg\" xmlns:xlink=\"http://www.w3.org/1999/xlink\" "
           "version=\"1.1\" width=\"" +
           width + "\" height=\"" + height + "\" viewBox=\"0 0 " + width + " " + height +
           "\" font-family=\"Helvetica, Arial, sans-serif\" font-size=\"" + num(kFontSize) + "\">\n";
    if (!options.title.empty())
        svg += "<title>" + xmlEscaped(printableText(options.title)) + "</title>\n";
    appendDefs(svg, seriesCount, look);
    svg += "<rect class=\"background\" x=\"0\" y=\"0\" width=\"" + width + "\" height=\"" + height +
           "\" fill=\"#FFFFFF\"/>\n";
    if (!options.title.empty()) {
        const std::string title = printableText(options.title);
        // A long title is set smaller rather than cut: it is the one text a reader needs whole.
        const double size =
            std::min(kTitleSize, (layout.width - 20.0) / std::max(1.0, textWidth(title, 1.0)));
        svg += "<text class=\"title\" x=\"" + num(layout.width / 2.0) +
               "\" y=\"24\" text-anchor=\"middle\" "
               "font-size=\"" +
               num(size) + "\" font-weight=\"bold\">" + xmlEscaped(title) + "</text>\n";
    }
    const Box& plot = layout.plot;
    svg += "<g class=\"grid\" stroke=\"#E6E6E6\" stroke-width=\"1\">\n";
    if (look != SeriesLook::Bar) {
        for (const double tick : layout.x.ticks)
            svg += line("grid-line", layout.x.pixelAt(tick), plot.y, layout.x.pixelAt(tick), plot.bottom());
    }
    for (const double tick : layout.y.ticks)
        svg += line("grid-line", plot.x, layout.y.pixelAt(tick), plot.right(), layout.y.pixelAt(tick));
    svg += "</g>\n";
}

namespace {

/// The x axis of grouped bars: a tick and a label at every stride-th category's slot, the labels
/// sloped when they crowd.
void appendCategoryTicks(std::string& svg, const Layout& layout, double labelY) {
    const Box& plot = layout.plot;
    const double slot =
        plot.width / static_cast<double>(std::max<std::size_t>(layout.categoryNames.size(), 1));
    for (std::size_t i = 0; i < layout.categoryNames.size(); i += layout.categoryStride) {
        const double x = plot.x + slot * (static_cast<double>(i) + 0.5);
        svg += line("x-tick", x, plot.bottom(), x, plot.bottom() + kTickLength);
        const std::string name = xmlEscaped(layout.categoryNames[i]);
        if (layout.rotateCategories) {
            const std::string anchorX = num(x + 4.0);
            const std::string anchorY = num(plot.bottom() + kTickLength + 10.0);
            svg += "<text class=\"x-tick-label\" x=\"" + anchorX + "\" y=\"" + anchorY +
                   "\" text-anchor=\"end\" stroke=\"none\" transform=\"rotate(-40 " + anchorX + " " +
                   anchorY + ")\">" + name + "</text>\n";
        } else {
            svg += "<text class=\"x-tick-label\" x=\"" + num(x) + "\" y=\"" + num(labelY) +
                   "\" text-anchor=\"middle\" stroke=\"none\">" + name + "</text>\n";
        }
    }
}

/// The ticks of a numeric x axis: the minor ones, then each labelled one with its label.
void appendNumericXTicks(std::string& svg, const Layout& layout, double labelY) {
    const Box& plot = layout.plot;
    for (const double tick : layout.x.minorTicks) {
        const double x = layout.x.pixelAt(tick);
        svg += line("x-minor-tick", x, plot.bottom(), x, plot.bottom() + kTickLength * 0.6);
    }
    for (std::size_t i = 0; i < layout.x.ticks.size(); ++i) {
        const double x = layout.x.pixelAt(layout.x.ticks[i]);
        svg += line("x-tick", x, plot.bottom(), x, plot.bottom() + kTickLength);
        svg += "<text class=\"x-tick-label\" x=\"" + num(x) + "\" y=\"" + num(labelY) +
               "\" text-anchor=\"middle\" stroke=\"none\">" + xmlEscaped(layout.x.labels[i]) + "</text>\n";
    }
}

/// The x axis below the plot area: its line, its ticks with their labels, and the axis label.
void appendXAxis(std::string& svg, const Layout& layout, const ChartOptions& options, SeriesLook look) {
    const Box& plot = layout.plot;
    svg += "<g class=\"x-axis\" stroke=\"#333333\">\n";
    svg += line("axis-line", plot.x, plot.bottom(), plot.right(), plot.bottom());
    const double labelY = plot.bottom() + kTickLength + 3.0 + kFontSize * 0.8;
    if (look == SeriesLook::Bar)
        appendCategoryTicks(svg, layout, labelY);
    else
        appendNumericXTicks(svg, layout, labelY);
    if (!options.xLabel.empty()) {
        svg += "<text class=\"x-label\" x=\"" + num(plot.x + plot.width / 2.0) + "\" y=\"" +
               num(layout.height - 10.0) + "\" text-anchor=\"middle\" stroke=\"none\">" +
               xmlEscaped(printableText(options.xLabel)) + "</text>\n";
    }
    svg += "</g>\n";
}

/// The y axis left of the plot area: its line, its ticks with their labels, and the axis label,
/// written upwards.
void appendYAxis(std::string& svg, const Layout& layout, const ChartOptions& options) {
    const Box& plot = layout.plot;
    svg += "<g class=\"y-axis\" stroke=\"#333333\">\n";
    svg += line("axis-line", plot.x, plot.y, plot.x, plot.bottom());
    for (const double tick : layout.y.minorTicks) {
        const double y = layout.y.pixelAt(tick);
        svg += line("y-minor-tick", plot.x - kTickLength * 0.6, y, plot.x, y);
    }
    for (std::size_t i = 0; i < layout.y.ticks.size(); ++i) {
        const double y = layout.y.pixelAt(layout.y.ticks[i]);
        svg += line("y-tick", plot.x - kTickLength, y, plot.x, y);
        svg += "<text class=\"y-tick-label\" x=\"" + num(plot.x - kTickLength - 3.0) + "\" y=\"" +
               num(y + kFontSize * 0.35) + "\" text-anchor=\"end\" stroke=\"none\">" +
               xmlEscaped(layout.y.labels[i]) + "</text>\n";
    }
    if (!options.yLabel.empty()) {
        const std::string x = num(10.0 + kFontSize);
        const std::string y = num(plot.y + plot.height / 2.0);
        svg += "<text class=\"y-label\" x=\"" + x + "\" y=\"" + y +
               "\" text-anchor=\"middle\" stroke=\"none\" " + "transform=\"rotate(-90 " + x + " " + y +
               ")\">" + xmlEscaped(printableText(options.yLabel)) + "</text>\n";
    }
    svg += "</g>\n";
}

/// What stands for a series in the legend, `left` to `left + kLegendSample` across and centred on
/// `middle`: a square of its bars, or a sample of its line (for lines) and its marker.
void appendLegendSample(std::string& svg, SeriesLook look, std::size_t style, double left, double middle) {
    if (look == SeriesLook::Bar) {
        const std::string geometry =
            "x=\"" + num(left + 8.0) + "\" y=\"" + num(middle - 6.0) + "\" width=\"12\" height=\"12\"";
        svg += "<rect " + geometry + " stroke=\"#333333\" stroke-width=\"0.6\"/>\n";
        if (style != 0)
            svg += "<rect " + geometry + " fill=\"url(#hatch-" + wholeNumber(static_cast<long long>(style)) +
                   ")\" stroke=\"none\"/>\n";
        return;
    }
    if (look == SeriesLook::Line) {
        svg += std::string("<line x1=\"") + num(left) + "\" y1=\"" + num(middle) + "\" x2=\"" +
               num(left + kLegendSample) + "\" y2=\"" + num(middle) + "\" stroke-width=\"2\"" +
               (kDashes[style][0] != '\0' ? std::string(" stroke-dasharray=\"") + kDashes[style] + "\""
                                          : std::string()) +
               "/>\n";
    }
    svg += markerUse("legend-marker", style, left + kLegendSample / 2.0, middle);
}

/// The legend right of the plot area: a row per series, its look and its name. Nothing without series.
void appendLegend(std::string& svg, const Layout& layout, std::size_t seriesCount, SeriesLook look) {
    if (seriesCount == 0)
        return;
    const Box& plot = layout.plot;
    svg += "<g class=\"legend\">\n";
    const double left = plot.right() + 18.0;
    for (std::size_t k = 0; k < seriesCount; ++k) {
        const double middle = plot.y + 8.0 + kLegendRow * static_cast<double>(k);
        const std::string colour = colourOf(k);
        svg += "<g fill=\"" + colour + "\" stroke=\"" + colour + "\">\n";
        appendLegendSample(svg, look, styleOf(k), left, middle);
        svg += "<text class=\"legend-label\" x=\"" + num(left + kLegendSample + 8.0) + "\" y=\"" +
               num(middle + kFontSize * 0.35) + "\" stroke=\"none\" fill=\"#222222\">" +
               xmlEscaped(layout.legendNames[k]) + "</text>\n";
        svg += "</g>\n";
    }
    svg += "</g>\n";
}

} // namespace

void appendAxesAndLegend(std::string& svg, const Layout& layout, const ChartOptions& options,
                         const std::vector<ChartSeries>& series, SeriesLook look) {
    const Box& plot = layout.plot;
    svg += "<rect class=\"plot-area\" x=\"" + num(plot.x) + "\" y=\"" + num(plot.y) + "\" width=\"" +
           num(plot.width) + "\" height=\"" + num(plot.height) + "\" fill=\"none\" stroke=\"#BBBBBB\"/>\n";
    appendXAxis(svg, layout, options, look);
    appendYAxis(svg, layout, options);
    appendLegend(svg, layout, series.size(), look);
}

} // namespace pathfinder::svg_detail
