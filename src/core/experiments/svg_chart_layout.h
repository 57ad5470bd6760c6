#pragma once

// The parts of the SVG charts (svg_chart.h) that every chart shares: numbers written for SVG and the
// layout of the chart's parts (svg_chart_layout.cpp), axes and their ticks (svg_chart_axes.cpp), and
// the drawing of everything around the data (svg_chart_frame.cpp: the series' styles, the document's
// start, the grid, the axes and the legend). Each chart draws its own data between appendHead() and
// appendAxesAndLegend().

#include "pathfinder/experiments/svg_chart.h"

#include <array>
#include <cmath>
#include <cstddef>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace pathfinder::svg_detail {

/// Linear values beyond this are left out: the difference of two of them could overflow.
inline constexpr double kLargest = 1e300;

/// The font size, in pixels, of every text but the chart's title.
inline constexpr double kFontSize = 12.0;

/// The length in pixels of a labelled tick (minor ticks are shorter).
inline constexpr double kTickLength = 5.0;

/// The width in pixels of what stands for a series in the legend, left of its name.
inline constexpr double kLegendSample = 28.0;

/// The dash pattern of each line style ("" for a solid line). Line styles, marker shapes and
/// hatchings tell series apart in grey, where the colours may not.
inline constexpr std::array<const char*, 8> kDashes = {"",     "7 3", "2 2",         "8 3 2 3",
                                                       "12 4", "2 5", "8 2 2 2 2 2", "4 4"};

/// The colour of a series, from Okabe and Ito's colour-blind-safe palette.
const char* colourOf(std::size_t series);

/// The marker, dash and hatching of a series. Past the eighth series the colours come round again,
/// so the styles shift by one each round: no two of the first 64 series look alike.
std::size_t styleOf(std::size_t series);

/// A coordinate or size: fixed-point with at most two decimals, no trailing zeros, never "-0".
std::string num(double value);

/// An integer in decimal.
std::string wholeNumber(long long value);

/// The width in pixels of `utf8` set in `fontSize`: a generous estimate, as a viewer's font is
/// unknown.
double textWidth(std::string_view utf8, double fontSize);

/// lo..hi made a range that ticks can cover: ordered, finite, and wider than rounding.
std::pair<double, double> widened(double lo, double hi);

/// niceTicks() for lo < hi, both finite, with steps no smaller than minStep.
std::vector<double> ticksCovering(double lo, double hi, int maxTicks, double minStep);

/// How an axis is made from its values.
struct AxisRule {
    bool log = false;
    bool includeZero = false; ///< linear only
    double minStep = 0.0;     ///< linear only
};

/// One axis: its range, its ticks, and the pixels its range spans. Positions along the axis are in
/// scale units: the value on a linear axis, its log10 on a log axis.
struct Axis {
    bool log = false;
    double lo = 0.0;
    double hi = 1.0;
    std::vector<double> ticks; ///< in scale units, lo first, hi last
    std::vector<std::string> labels;
    std::vector<double> minorTicks; ///< in scale units
    double from = 0.0;              ///< the pixel of lo
    double to = 1.0;                ///< the pixel of hi

    bool shows(double value) const {
        return log ? std::isfinite(value) && value > 0.0
                   : std::isfinite(value) && std::fabs(value) <= kLargest;
    }
    double pixelAt(double scaled) const { return from + (scaled - lo) / (hi - lo) * (to - from); }
    /// The pixel of a value the axis shows.
    double pixel(double value) const { return pixelAt(log ? std::log10(value) : value); }
    /// The width of the widest tick label, in pixels.
    double widestLabel() const;
};

/// The axis that shows `values` (those it can show) as `rule` says, with at most `maxTicks` ticks
/// (at least 2 on a log axis, 3 on a linear one).
Axis makeAxis(const std::vector<double>& values, const AxisRule& rule, int maxTicks);

/// A rectangle in pixels, y growing downwards.
struct Box {
    double x = 0.0;
    double y = 0.0;
    double width = 0.0;
    double height = 0.0;
    double right() const { return x + width; }
    double bottom() const { return y + height; }
};

/// How a chart draws its series, which decides the defs, the grid, the x axis and the legend.
enum class SeriesLook { Line, Bar, Point };

/// Everything laid out: where the plot area is, both axes, the texts as shown.
struct Layout {
    double width = 0.0;
    double height = 0.0;
    Box plot;
    Axis x;
    Axis y;
    std::vector<std::string> legendNames; ///< fitted, not escaped
    double legendWidth = 0.0;             ///< 0 without series
    std::vector<std::string> categoryNames;
    bool rotateCategories = false;
    std::size_t categoryStride = 1; ///< label every stride-th category
};

/// The layout of a chart with two numeric axes.
Layout xyLayout(const std::vector<ChartSeries>& series, const ChartOptions& options,
                const std::vector<double>& xs, const AxisRule& xRule, const std::vector<double>& ys,
                const AxisRule& yRule);

/// The layout of grouped bars: categories along x, in slots of equal width.
Layout barLayout(const std::vector<std::string>& categories, const std::vector<ChartSeries>& series,
                 const ChartOptions& options, const std::vector<double>& ys, const AxisRule& yRule);

/// A <use> of the marker of `style`, centred on x,y.
std::string markerUse(const char* elementClass, std::size_t style, double x, double y);

/// A <line> from x1,y1 to x2,y2.
std::string line(const char* elementClass, double x1, double y1, double x2, double y2);

/// The document's start: root, title, background, the chart's title line, the grid.
void appendHead(std::string& svg, const Layout& layout, const ChartOptions& options, std::size_t seriesCount,
                SeriesLook look);

/// The frame, the axes with their ticks and labels, and the legend, drawn over the data.
void appendAxesAndLegend(std::string& svg, const Layout& layout, const ChartOptions& options,
                         const std::vector<ChartSeries>& series, SeriesLook look);

} // namespace pathfinder::svg_detail
