#include "run_history.h"

#include "text_format.h"

namespace pathfinder::app {

namespace {

const wxString kNone = L"\u2013";

wxString walkerName(const SearchView& walker) {
    return wxString::FromUTF8(walker.displayName().data(), walker.displayName().size());
}

} // namespace

RunHistory::RunHistory(wxWindow* parent)
    : wxListCtrl(parent, wxID_ANY, wxDefaultPosition, wxSize(560, 120), wxLC_REPORT | wxLC_SINGLE_SEL) {
    // The columns that compare runs come first; the list scrolls sideways for the rest.
    const wchar_t* headings[ColumnCount] = {
        L"#",        L"Algorithm", L"Result",    L"Path cost", L"Optimal cost", L"Time",
        L"Expanded", L"Steps",     L"Generated", L"Settings",  L"Movement",     L"Map"};
    const int widths[ColumnCount] = {30, 120, 86, 72, 90, 72, 76, 56, 80, 230, 260, 160};
    for (int c = 0; c < ColumnCount; ++c) {
        const bool number = c >= PathCost && c <= Generated;
        AppendColumn(headings[c], number ? wxLIST_FORMAT_RIGHT : wxLIST_FORMAT_LEFT, FromDIP(widths[c]));
    }
}

long RunHistory::addRun(const SearchView& walker, const RunSettings& settings, const wxString& mapName) {
    const RunStats& stats = walker.stats();
    const bool reached = walker.state() == WalkState::ReachedGoal;
    const long row = GetItemCount();
    InsertItem(row, wxString::Format("%ld", row + 1));
    SetItem(row, Algorithm, walkerName(walker));
    SetItem(row, Result, toDisplay(std::string(toString(walker.outcome()))));
    SetItem(row, PathCost, formatCost(stats.pathCost));
    SetItem(row, Optimal, L"\u2026");
    SetItem(row, Time, L"measuring\u2026");
    SetItem(row, Expanded, formatCount(stats.expanded));
    SetItem(row, Steps, reached ? formatCount(stats.pathSteps) : kNone);
    SetItem(row, Generated, formatCount(stats.generated));
    const std::string used = settingsSummary(walker.description(), settings.walker);
    const std::string note = walker.note();
    SetItem(row, Settings,
            toDisplay(used.empty() ? std::string("none") : used) +
                (note.empty() ? wxString() : L" \u2014 " + toDisplay(note)));
    SetItem(row, MovementRules, toDisplay(describe(settings.walker.movement)));
    SetItem(row, Map, mapName);
    EnsureVisible(row);
    return row;
}

void RunHistory::setTiming(long row, const TimingResult& timing) {
    if (row < 0 || row >= GetItemCount())
        return;
    SetItem(row, Optimal, formatCost(timing.optimalCost));
    SetItem(row, Time, timing.error.empty() ? formatDuration(timing.medianNs) : wxString("failed"));
}

} // namespace pathfinder::app
