#pragma once

#include "canvas/drawn_text.h"
#include "workers/compare_runner.h"

#include <wx/colour.h>
#include <wx/panel.h>
#include <wx/string.h>

#include <vector>

class wxDC;

namespace pathfinder::app {

/// A horizontal bar chart: one labelled bar per entry, scaled so that the largest fills the width,
/// on a linear or a logarithmic scale.
struct BarChart {
    struct Bar {
        wxString label;      ///< the walker
        double value = -1.0; ///< the bar's length in any unit; negative for no bar
        wxString text;       ///< the value as shown at the end of the bar
        bool gaveUp = false; ///< the walker gave up: its bar is hatched grey, its value a lower bound
    };
    wxString title;
    wxColour colour;
    bool logScale =
        false; ///< bar length in proportion to log10(1 + value): one slow walker does not flatten the rest
    std::vector<Bar> bars;
};

/// How the comparison's charts are drawn.
struct ChartOptions {
    bool logScale = true;
    bool showGaveUp = true; ///< include the walkers that gave up
};

/// Bars of the median search time of each walker that ran to its end.
BarChart timeChart(const std::vector<CompareRow>& rows, const ChartOptions& options);
/// Bars of the nodes each walker expanded (steps walked, for reactive walkers).
BarChart expansionsChart(const std::vector<CompareRow>& rows, const ChartOptions& options);

/// Where drawBarChart() puts the parts of a chart inside an area: the title, broken into lines
/// that fit its width, then a row per bar with the walker's name on the left, the bar, and the value
/// after the bar's end (at the right of the longest).
struct BarChartLayout {
    struct Line {
        wxString text;
        wxRect rect;
    };
    struct Row {
        Line label;
        wxRect bar; ///< empty for a walker without a value
        Line value;
    };
    wxRect inner; ///< the area less its margins: the room of every text
    std::vector<Line> title;
    std::vector<Row> rows;
    wxRect axis; ///< the line the bars start from
    Line note;   ///< what an empty chart says instead
};

/// Lays `chart` out inside `area`. Rows take at least a line of text each: when `area` is too low
/// for them all, the last rows lie below it (barChartMinSize() says how much room they need).
BarChartLayout layoutBarChart(wxDC& dc, const wxRect& area, const BarChart& chart);

/// The smallest area in which every text of `chart` fits: the widest name and value beside a bar of
/// some length, and a row of text for each bar under the title (laid out at `width`, or at the
/// smallest width when `width` is narrower).
wxSize barChartMinSize(wxDC& dc, const BarChart& chart, int width = 0);

/// Draws the chart inside `area` with plain wxDC calls, so that the same code paints the window,
/// a PNG and an SVG.
void drawBarChart(wxDC& dc, const wxRect& area, const BarChart& chart);

/// A window that shows one bar chart. It asks for the room its texts need (barChartMinSize()), so
/// that a layout gives every walker a row of its own: with many walkers the window around it scrolls.
class BarChartPanel : public wxPanel, public DrawnTextSource {
public:
    explicit BarChartPanel(wxWindow* parent);

    void setChart(BarChart chart);
    const BarChart& chart() const { return m_chart; }
    std::vector<DrawnText> drawnTexts() override;

private:
    void onPaint(wxPaintEvent& event);
    /// Asks for the room the chart needs at the panel's width; true when that changed.
    bool fitMinSize();

    BarChart m_chart;
};

} // namespace pathfinder::app
