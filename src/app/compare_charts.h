#pragma once

#include "compare_runner.h"

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

/// Draws the chart inside `area` with plain wxDC calls, so that the same code paints the window,
/// a PNG and an SVG.
void drawBarChart(wxDC& dc, const wxRect& area, const BarChart& chart);

/// A window that shows one bar chart.
class BarChartPanel : public wxPanel {
public:
    explicit BarChartPanel(wxWindow* parent);

    void setChart(BarChart chart);
    const BarChart& chart() const { return m_chart; }

private:
    void onPaint(wxPaintEvent& event);

    BarChart m_chart;
};

} // namespace pathfinder::app
