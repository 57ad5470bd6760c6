#pragma once

#include "canvas/drawn_text.h"
#include "workers/scenario_batch.h"

#include <wx/listctrl.h>
#include <wx/panel.h>
#include <wx/string.h>

#include <cstddef>
#include <vector>

class wxDC;

namespace pathfinder::app {

/// Box plots of one figure (search time, nodes expanded) of each walker over a scenario's queries,
/// one row per walker on a shared logarithmic axis: the whisker spans the smallest to the largest
/// value, the box the quartiles, a bar marks the median and a dot the mean.
struct BoxPlot {
    struct Row {
        wxString label;
        BoxSummary box;
    };
    wxString title; ///< e.g. "Search time per query (µs)"
    std::vector<Row> rows;
};

/// Draws the plot inside `area` with plain wxDC calls. Values below 1 are drawn at 1, the axis's
/// left end; rows without values are named and left empty. Each row is at least a line of names
/// high: in an area lower than boxPlotMinSize() the last rows lie below it.
void drawBoxPlot(wxDC& dc, const wxRect& area, const BoxPlot& plot);

/// The least size at which every row has its line and the title is whole.
wxSize boxPlotMinSize(wxDC& dc, const BoxPlot& plot);

/// A window that shows one box plot, asking for the room its rows need.
class BoxPlotPanel : public wxPanel, public DrawnTextSource {
public:
    explicit BoxPlotPanel(wxWindow* parent);
    void setPlot(BoxPlot plot);
    const BoxPlot& plot() const { return m_plot; }
    std::vector<DrawnText> drawnTexts() override;

private:
    BoxPlot m_plot;
};

/// Every query of a scenario run, one line each: its number in the file, bucket, start, goal and
/// optimum (the file's optimal length; after a run, the optimum its results were judged against),
/// then each walker's time and expansions and a note of the walkers that gave up or
/// missed the optimum. Clicking a column header sorts by it (again: the other way round).
class ScenarioQueryList : public wxListCtrl {
public:
    explicit ScenarioQueryList(wxWindow* parent);

    /// Shows the queries of `result` (all of them, the unfinished ones without figures).
    void show(const ScenarioBatchResult* result);
    /// The index into the set's queries of the query on this line.
    std::size_t queryAt(long line) const { return m_order.at(static_cast<std::size_t>(line)); }
    /// The line that shows this query, or -1.
    long lineOf(std::size_t query) const;
    void sortBy(int column, bool ascending);
    /// The text of a cell as shown.
    wxString cellText(long line, long column) const { return OnGetItemText(line, column); }

private:
    wxString OnGetItemText(long line, long column) const override;
    /// The value a column sorts by; NaN when the query has none.
    double sortKey(std::size_t query, int column) const;
    /// The optimum shown for a query (see the class).
    double optimumOf(std::size_t query) const;

    const ScenarioBatchResult* m_result = nullptr;
    std::vector<std::size_t> m_order;
    int m_sortColumn = -1;
    bool m_ascending = true;
};

} // namespace pathfinder::app
