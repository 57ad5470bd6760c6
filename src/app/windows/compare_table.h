#pragma once

#include "workers/compare_runner.h"

#include <wx/listctrl.h>

#include <vector>

namespace pathfinder::app {

/// The comparison as a table, one line per walker. Clicking a column header sorts by that
/// column (numbers as numbers); clicking it again reverses the order. Lines of walkers that
/// have not finished yet, or were cancelled, always come last.
class CompareTable : public wxListCtrl {
public:
    enum Column {
        Walker,
        Status,
        PathCost,
        CostRatio,
        Steps,
        Expanded,
        Generated,
        DeadEnds,
        PeakOpen,
        MedianTime,
        Spread,
        Note,
        ColumnCount
    };

    explicit CompareTable(wxWindow* parent);

    /// Shows these rows; `optimalCost` is the reference for the cost ratio. The sort order stays.
    void showRows(const std::vector<CompareRow>& rows, double optimalCost);
    /// Sorts as a click on the column's header does, in the given direction.
    void sortBy(int column, bool ascending);
    int sortColumn() const { return m_sortColumn; }
    bool sortAscending() const { return m_ascending; }

    /// The text shown in a cell; `line` counts from the top as displayed.
    wxString cellText(long line, int column) const { return GetItemText(line, column); }
    /// The row (index into the rows shown) displayed on this line.
    std::size_t rowAt(long line) const { return static_cast<std::size_t>(GetItemData(line)); }

private:
    void onColumnClick(wxListEvent& event);
    void fillLine(long line, const CompareRow& row);
    void sortLines();
    /// The value a numeric column sorts by; NaN when the row has none.
    double sortKey(const CompareRow& row, int column) const;
    static int wxCALLBACK compareLines(wxIntPtr a, wxIntPtr b, wxIntPtr table);

    std::vector<CompareRow> m_rows;
    double m_optimalCost = 0.0;
    int m_sortColumn = -1;
    bool m_ascending = true;
};

} // namespace pathfinder::app
