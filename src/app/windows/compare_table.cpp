#include "windows/compare_table.h"

#include "run/result_text.h"
#include "widgets/list_columns.h"
#include "widgets/text_format.h"

#include <cmath>
#include <limits>

namespace pathfinder::app {

namespace {

const wxString kNone = L"\u2013";
constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();

wxString statusText(CompareStatus status) {
    const std::string_view word = toString(status);
    return wxString::FromUTF8(word.data(), word.size()) +
           (status == CompareStatus::Running ? L"\u2026" : L"");
}

wxColour statusColour(CompareStatus status) {
    switch (status) {
    case CompareStatus::Unreachable:
        return {190, 20, 20};
    case CompareStatus::GaveUp:
        return {200, 100, 0};
    case CompareStatus::Waiting:
    case CompareStatus::Cancelled:
        return {128, 128, 128};
    default:
        return wxSystemSettings::GetColour(wxSYS_COLOUR_LISTBOXTEXT);
    }
}

} // namespace

CompareTable::CompareTable(wxWindow* parent)
    : wxListCtrl(parent, wxID_ANY, wxDefaultPosition, wxDefaultSize, wxLC_REPORT | wxLC_SINGLE_SEL) {
    const char* headings[ColumnCount] = {
        "Walker",    "Status",    "Path cost",   "Cost \u00f7 optimal",     "Steps", "Expanded", "Generated",
        "Dead ends", "Peak open", "Median time", "Spread (min \u2013 max)", "Note"};
    // Wide enough for "length 1 234.567", "0.953 (any-angle)" and "13 segments".
    const int widths[ColumnCount] = {196, 86, 120, 132, 96, 96, 92, 88, 86, 112, 160, 420};
    for (int c = 0; c < ColumnCount; ++c)
        AppendColumn(wxString::FromUTF8(headings[c]),
                     c <= Status || c == Note ? wxLIST_FORMAT_LEFT : wxLIST_FORMAT_RIGHT, FromDIP(widths[c]));
    widenColumnsFor(*this, 0); // each heading whole
    Bind(wxEVT_LIST_COL_CLICK, &CompareTable::onColumnClick, this);
}

void CompareTable::showRows(const std::vector<CompareRow>& rows, double optimalCost) {
    if (rows.size() != m_rows.size()) {
        DeleteAllItems();
        for (std::size_t i = 0; i < rows.size(); ++i) {
            const long line = InsertItem(static_cast<long>(i), wxString());
            SetItemData(line, static_cast<long>(i));
        }
    }
    m_rows = rows;
    m_optimalCost = optimalCost;
    for (long line = 0; line < GetItemCount(); ++line)
        fillLine(line, m_rows[rowAt(line)]);
    sortLines();
    // Every name and note whole: the table scrolls sideways when they are long.
    for (long line = 0; line < GetItemCount(); ++line)
        widenColumnsFor(*this, line);
}

void CompareTable::fillLine(long line, const CompareRow& row) {
    const RunStats& s = row.stats;
    const bool done = row.done();
    const bool reached = row.status == CompareStatus::Reached;
    auto count = [done](std::uint64_t value) { return done ? formatCount(value) : kNone; };
    wxString texts[ColumnCount];
    texts[Walker] = wxString::FromUTF8(row.displayName);
    texts[Status] = statusText(row.status);
    const Outcome outcome = reached                                    ? Outcome::Reached
                            : row.status == CompareStatus::Unreachable ? Outcome::Unreachable
                                                                       : Outcome::GaveUp;
    texts[PathCost] = figureText(row.comparison, outcome, s.pathCost);
    texts[CostRatio] = ratioText(row.comparison, outcome, s.pathCost, m_optimalCost);
    texts[Steps] = reached ? pathStepsText(row.comparison, s.pathSteps) : kNone;
    texts[Expanded] = count(s.expanded);
    texts[Generated] = count(s.generated);
    texts[DeadEnds] = count(s.deadEnds);
    texts[PeakOpen] = count(s.peakOpen);
    texts[MedianTime] = done ? formatDuration(row.medianNs) : kNone;
    texts[Spread] = done ? formatDuration(row.minNs) + L" \u2013 " + formatDuration(row.maxNs) : kNone;
    texts[Note] = toDisplay(resultNote(row.note, row.comparison));
    for (int c = 0; c < ColumnCount; ++c)
        if (GetItemText(line, c) != texts[c])
            SetItem(line, c, texts[c]);
    const wxColour colour = statusColour(row.status);
    if (GetItemTextColour(line) != colour)
        SetItemTextColour(line, colour);
}

double CompareTable::sortKey(const CompareRow& row, int column) const {
    if (!row.done())
        return kNaN;
    const RunStats& s = row.stats;
    const bool reached = row.status == CompareStatus::Reached;
    const CostComparison& c = row.comparison;
    switch (column) {
    case PathCost:
        // A length is no cost and a walker that gave up has none: they go last, with the unfinished.
        return reached                                    ? c.cost(s.pathCost)
               : row.status == CompareStatus::Unreachable ? std::numeric_limits<double>::infinity()
                                                          : kNaN;
    case CostRatio:
        return reached ? c.ratio(s.pathCost, m_optimalCost) : kNaN;
    case Steps:
        return reached ? static_cast<double>(s.pathSteps) : std::numeric_limits<double>::infinity();
    case Expanded:
        return static_cast<double>(s.expanded);
    case Generated:
        return static_cast<double>(s.generated);
    case DeadEnds:
        return static_cast<double>(s.deadEnds);
    case PeakOpen:
        return static_cast<double>(s.peakOpen);
    case MedianTime:
        return static_cast<double>(row.medianNs);
    case Spread:
        return static_cast<double>(row.maxNs - row.minNs);
    default:
        return kNaN;
    }
}

int wxCALLBACK CompareTable::compareLines(wxIntPtr a, wxIntPtr b, wxIntPtr table) {
    const auto& self = *reinterpret_cast<const CompareTable*>(table);
    const CompareRow& x = self.m_rows[static_cast<std::size_t>(a)];
    const CompareRow& y = self.m_rows[static_cast<std::size_t>(b)];
    const int direction = self.m_ascending ? 1 : -1;
    int order = 0;
    if (self.m_sortColumn == Walker) {
        order = direction * wxString::FromUTF8(x.displayName).CmpNoCase(wxString::FromUTF8(y.displayName));
    } else if (self.m_sortColumn == Note) {
        order = direction * wxString::FromUTF8(resultNote(x.note, x.comparison))
                                .Cmp(wxString::FromUTF8(resultNote(y.note, y.comparison)));
    } else if (self.m_sortColumn == Status) {
        order = direction * (static_cast<int>(x.status) - static_cast<int>(y.status));
    } else {
        const double kx = self.sortKey(x, self.m_sortColumn);
        const double ky = self.sortKey(y, self.m_sortColumn);
        // Rows without a value go last whichever the direction.
        if (std::isnan(kx) || std::isnan(ky))
            order = std::isnan(kx) - std::isnan(ky);
        else
            order = direction * ((kx > ky) - (kx < ky));
    }
    // Equal keys keep the order the walkers ran in.
    return order != 0 ? order : static_cast<int>(a - b);
}

void CompareTable::sortLines() {
    if (m_sortColumn < 0 || GetItemCount() < 2)
        return;
    SortItems(&CompareTable::compareLines, reinterpret_cast<wxIntPtr>(this));
}

void CompareTable::sortBy(int column, bool ascending) {
    if (column < 0 || column >= ColumnCount)
        return;
    m_sortColumn = column;
    m_ascending = ascending;
    ShowSortIndicator(column, ascending);
    sortLines();
}

void CompareTable::onColumnClick(wxListEvent& event) {
    const int column = event.GetColumn();
    sortBy(column, column == m_sortColumn ? !m_ascending : true);
}

} // namespace pathfinder::app
