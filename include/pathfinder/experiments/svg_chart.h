#pragma once

#include <string>
#include <vector>

namespace pathfinder {

// Charts for experiment reports, written as standalone SVG 1.1 documents that a browser opens and a
// paper includes as they are: no script, no style sheet, no external file. The output depends on
// the input alone (numbers are written with std::to_chars, never through a locale), so the same
// input always gives the same bytes.
//
// What every chart holds, for readers that check or post-process one:
// - the root <svg> with width, height and viewBox "0 0 width height", on a white background rect;
// - <rect class="plot-area" x y width height>: every data mark's coordinates lie inside it;
// - per axis, tick marks <line class="x-tick"> / <line class="y-tick"> (x1 or y1 is the position)
//   each followed by its label <text class="x-tick-label"> / <text class="y-tick-label">, the tick's
//   value as text ("20", "0.5", "1e6"), from the lowest tick to the highest, the ends of a numeric
//   axis; a log axis may also have unlabelled <line class="x-minor-tick"> at 2..9 x 10^k;
// - a legend <g class="legend"> with one <text class="legend-label"> per series, in series order.
// Series k is drawn in colour k of the Okabe-Ito palette (eight colours, then around again) and
// also with its own marker shape, dash pattern (lines) or hatching (bars), so it reads in grey.
// Text (title, labels, names) is XML-escaped; bytes that are not printable UTF-8 are written as
// "\xNN". A value that is not finite, not above zero on a log axis, or beyond +-1e300 on a linear
// one (where differences overflow) is left out of the chart and of its axis's range. A legend name
// longer than a quarter of the chart's width is cut with an ellipsis.

/// One algorithm's numbers. Which vectors a chart reads is said at each chart.
struct ChartSeries {
    std::string name; ///< shown in the legend
    std::vector<double> x;
    std::vector<double> y;
    /// Error whiskers for bars: whisker i spans low[i] to high[i]. Empty for no whiskers.
    std::vector<double> low;
    std::vector<double> high;
};

/// What a chart says around its data. Empty texts are left out (with the room they take).
struct ChartOptions {
    std::string title;
    std::string xLabel;
    std::string yLabel;
    bool logX = false; ///< ticks at powers of ten; values <= 0 are left out
    bool logY = false;
    int width = 720; ///< pixels; raised to at least 240 x 160
    int height = 440;
};

/// Tick values for a linear axis that must show lo..hi: multiples of the smallest step of the form
/// 1, 2 or 5 x 10^k that needs at most `maxTicks` ticks (at least 2) from the first multiple at or
/// below lo to the first at or above hi, both included. With maxTicks 8 there are 4 to 8 ticks.
/// lo and hi may come in either order; equal ones are widened around their value, and non-finite
/// ones give the ticks of 0..1.
std::vector<double> niceTicks(double lo, double hi, int maxTicks);

/// A cactus plot: each series' y values (x is not read) sorted ascending, drawn as a line through
/// (1, smallest), (2, next), ... (n, largest) where n counts the finite values (a query whose value
/// is not finite did not finish, so it is not counted). Each series is one
/// <polyline class="series-line"> whose points run in that order, with markers
/// (<use class="marker" x y>) on up to ten of them. On a log y axis, values <= 0 keep their rank but
/// are not drawn. The x axis starts at 0 (at 1 when logX) and its ticks are whole numbers.
std::string cactusPlotSvg(const std::vector<ChartSeries>& series, const ChartOptions& options);

/// Grouped bars: one group per category along x, in each group one bar per series in series
/// order; series k's y[i] is its bar in category i (a missing or left-out value leaves a gap).
/// Bars are <rect class="bar">, written series by series, each in category order. On a linear
/// axis bars stand on 0 (which the axis always shows); on a log axis on the bottom of the axis.
/// Whisker i (<path class="whisker">) is drawn when low and high both have an index i and both
/// values can be drawn. x and logX are not read: the x axis has a tick per category, labelled
/// with its name (cut with an ellipsis past 15 characters, and sloped when names crowd).
std::string groupedBarsSvg(const std::vector<std::string>& categories, const std::vector<ChartSeries>& series,
                           const ChartOptions& options);

/// A scatter plot: point i of a series is (x[i], y[i]) for i below both sizes, drawn as a marker
/// <use class="point" x y> at its pixel position. A point with either value left out is skipped.
std::string scatterSvg(const std::vector<ChartSeries>& series, const ChartOptions& options);

} // namespace pathfinder
