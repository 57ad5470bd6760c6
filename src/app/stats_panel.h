#pragma once

#include "pathfinder/map_grid.h"
#include "pathfinder/walker.h"

#include "run_settings.h"
#include "run_timing.h"

#include <wx/panel.h>
#include <wx/timer.h>

#include <array>
#include <future>
#include <vector>

class wxFlexGridSizer;
class wxListCtrl;
class wxStaticText;

namespace pathfinder::app {

class WalkSession;

/// The numbers of the search: live counters while it runs; when it ends the original
/// testbed's result (searches, paths created, dead paths, path length) with the path cost, the
/// optimal cost and the search time measured headless; and a table of this session's runs.
///
/// The time is never that of the animated run: a finished run is repeated on a copy of the map
/// on a worker thread, and the median of those runs is shown when they are done.
class StatsPanel : public wxPanel {
public:
    explicit StatsPanel(wxWindow* parent);

    /// Live counters of a walk under way (blank without a walker).
    void showProgress(const MapGridWalker* walker);
    /// An agent's walk: its moves and repairs next to what A* from scratch would have cost for
    /// the same changes. Without a walk, the search's counters are on show again.
    void showWalk(const WalkSession* walk);
    /// The walk's figures as shown, one "label value" pair a line (for tests).
    wxString walkSummary() const;
    /// A finished walk: shows its result, adds a history row and starts timing it headless.
    void addResult(const MapGridWalker& walker, const MapGrid& grid, const RunSettings& settings,
                   const wxString& mapName);

    /// True while some finished run is still being timed.
    bool timingPending() const { return !m_pending.empty(); }
    /// Waits for the timings under way and shows them (for tests and shutdown).
    void finishTimings();

    /// The history table, for tests: rows and the text of one cell.
    int historyRows() const;
    wxString historyCell(int row, int column) const;

    enum Column {
        Number,
        Algorithm,
        Result,
        PathCost,
        Optimal,
        Time,
        Expanded,
        Moves,
        Generated,
        Map,
        ColumnCount
    };

private:
    enum Value {
        Steps,
        Searches,
        PathsCreated,
        OpenNow,
        DeadPaths,
        PathLength,
        Cost,
        OptimalCost,
        SearchTime,
        ValueCount
    };
    enum WalkValue {
        AgentMoves,
        Repairs,
        RepairExpanded,
        ScratchExpanded,
        RepairTime,
        FirstPlan,
        WalkValueCount
    };
    struct Pending {
        long row;
        std::future<TimingResult> timing;
    };

    void set(Value value, const wxString& text);
    void onPoll(wxTimerEvent& event);
    void showTiming(long row, const TimingResult& timing);

    wxStaticText* m_outcome = nullptr;
    std::array<wxStaticText*, ValueCount> m_values{};
    std::array<wxStaticText*, WalkValueCount> m_walkLabels{};
    std::array<wxStaticText*, WalkValueCount> m_walkValues{};
    wxFlexGridSizer* m_searchGrid = nullptr;
    wxFlexGridSizer* m_walkGrid = nullptr;
    wxSizer* m_numbers = nullptr;
    wxListCtrl* m_history = nullptr;
    std::vector<Pending> m_pending;
    long m_latestRow = -1; ///< history row of the result on show
    wxTimer m_poll;
};

} // namespace pathfinder::app
