#pragma once

#include "pathfinder/map_grid.h"
#include "pathfinder/walker.h"

#include "run_settings.h"
#include "run_timing.h"

#include <wx/listctrl.h>

namespace pathfinder::app {

/// The table of this session's runs, one row per finished search: what ran (algorithm, its
/// settings, the movement rules, the map), how it ended and what it cost. It scrolls sideways
/// when it is narrower than its columns.
class RunHistory : public wxListCtrl {
public:
    enum Column {
        Number,
        Algorithm,
        Result,
        PathCost,
        Optimal,
        Time,
        Expanded,
        Steps,
        Generated,
        Settings,
        MovementRules,
        Map,
        ColumnCount
    };

    explicit RunHistory(wxWindow* parent);

    /// Adds a row for a finished walk; its optimal cost and time come later, with setTiming().
    long addRun(const SearchView& walker, const RunSettings& settings, const wxString& mapName);
    /// Fills in the headless timing of a row (or why it failed).
    void setTiming(long row, const TimingResult& timing);

    int rows() const { return GetItemCount(); }
    wxString cell(int row, int column) const { return GetItemText(row, column); }
};

} // namespace pathfinder::app
