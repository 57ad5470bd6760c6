#pragma once

#include "pathfinder/grid/map_grid.h"
#include "pathfinder/search/cost_comparison.h"
#include "pathfinder/search/walker.h"

#include "machine/run_machine.h"
#include "machine/run_settings.h"
#include "workers/run_timing.h"

#include <wx/panel.h>
#include <wx/scrolwin.h>
#include <wx/timer.h>

#include <array>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <vector>

class wxSizer;
class wxStaticText;

namespace pathfinder::app {

class RunHistory;
class WrappingLabel;
class WalkSession;

/// The numbers of the search: live counters while it runs; when it ends its result (steps, path
/// cost, dead ends) with the optimal cost and the search time measured headless. Each finished
/// run also goes into the run history.
///
/// The time is never that of the animated run: a finished run is repeated on a copy of the map
/// on a worker thread, and the median of those runs is shown when they are done. Closing the
/// window stops those runs within milliseconds; one that fails says so instead of ending the app.
/// What else grows with the map — the optimal cost, the path pulled taut — comes from the same
/// worker: the pane shows "…" until it does, and the main thread never waits for it.
///
/// The figures are those of the walker on show: on the timeline, of the step shown (a step before
/// the end says the search goes on), and at the end of a run its result, the timing included. A
/// finished view that is not the last run's (a trace read from a file, a past end) shows its own
/// figures, and no time or optimal cost, which were not measured for it.
///
/// The counters have one name each, as in the command line's columns; the original testbed's
/// names are in their tooltips.
class StatsPanel : public wxScrolled<wxPanel> {
public:
    StatsPanel(wxWindow* parent, RunHistory& history);
    ~StatsPanel() override;

    /// The figures of the walker on show (blank without one): its counters while it searches, its
    /// result once it has finished. Without a walker, `waiting` says what the run waits for (else
    /// that none is under way).
    void showProgress(const SearchView* walker, const wxString& waiting = wxString());
    /// An agent's walk: its moves and repairs next to what A* from scratch would have cost for
    /// the same changes. Without a walk, the search's counters are on show again.
    void showWalk(const WalkSession* walk);
    /// Live re-solve's figures (nullptr: live mode is off, and the line is hidden): how many
    /// re-solves, the last one's steps, work and frames, the mean and longest work.
    void showLive(const LiveFigures* figures);
    /// The live line as shown; empty when hidden.
    wxString liveText() const;
    /// The walk's figures as shown, one "label value" pair a line (for tests).
    wxString walkSummary() const;
    /// A finished walk: shows its result, adds a history row and starts timing it headless.
    void addResult(const SearchView& walker, const MapGrid& grid, const RunSettings& settings,
                   const wxString& mapName);

    /// The last run's path pulled taut, when `shown` is that run's walker and the path has been
    /// smoothed; nullptr otherwise.
    const std::vector<Coord>* smoothedPath(const SearchView* shown) const;
    /// Called when figures of the last run came from the worker.
    std::function<void()> onResultChanged;

    /// True while some finished run is still being timed.
    bool timingPending() const { return !m_pending.empty(); }
    /// Waits for the timings under way and shows them (for tests).
    void finishTimings();
    /// Makes the walkers that the timings run (for tests that need one that fails).
    void setWalkerFactory(WalkerFactory factory) { m_factory = std::move(factory); }

    /// The text shown for a value, by its label without the colon (for tests), e.g. "Expanded".
    wxString value(const wxString& label) const;
    /// The outcome line.
    wxString outcome() const;
    /// The figures only some walkers have (familyFigures()), as shown; empty when hidden.
    wxString familyText() const;

    /// The history table, for tests: rows and the text of one cell.
    int historyRows() const;
    wxString historyCell(int row, int column) const;

private:
    enum Value {
        Iterations,
        Expanded,
        Generated,
        OpenNow,
        DeadEnds,
        Steps,
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
        std::unique_ptr<HeadlessTiming> timing;
    };
    /// The last finished run's figures, those from the worker as they come.
    struct Result {
        const SearchView* walker = nullptr; ///< which view they belong to: compared, never read
        std::uint64_t iterations = 0;       ///< its walker's iterations when it finished
        RunStats stats;
        bool reached = false;
        bool smoothable = false; ///< a grid path with a bend to pull taut
        wxString outcome;
        wxString failure; ///< why the timing failed, empty when it did not
        wxString optimal;
        wxString time;
        wxString timeTip;
        std::vector<Coord> smoothedPath;
        double smoothedCost = RunStats::kUnknown;
        Outcome result = Outcome::Searching;
        CostComparison comparison; ///< what its path's figure is, set beside the optimum
    };

    bool isResult(const SearchView& walker) const;
    /// Shows m_result.
    void showResult();
    /// Shows a finished view that is not the last run's.
    void showFinished(const SearchView& walker);
    void set(Value value, const wxString& text);
    /// Shows a figure, its label widened for a long one, or broken into lines where the pane is
    /// too narrow for it; `again`: also when it is the text shown (the pane's width changed).
    void showValue(wxStaticText* label, const wxString& text, bool again = false);
    /// Shows the walker's own figures under the counters, or hides them when `text` is empty.
    void showFamily(const wxString& text);
    /// Shows a line of text of the pane (hidden when `text` is empty), laying the pane out anew.
    void showLine(WrappingLabel* line, const wxString& text);
    void setOutcome(const wxString& text);
    void setTimeTip(const wxString& text);
    /// Shows the path's figures as every table gives them: Steps, and Cost (a cost, or an any-angle
    /// length that is none) with, for a path of grid steps, `smoothed` (its length pulled taut).
    void showPath(const CostComparison& comparison, Outcome outcome, const RunStats& stats,
                  const wxString& smoothed);
    void onPoll(wxTimerEvent& event);
    void showTiming(long row, const TimingResult& timing);

    RunHistory& m_history;
    WrappingLabel* m_outcome = nullptr;
    WrappingLabel* m_family = nullptr; ///< the figures only some walkers have
    WrappingLabel* m_live = nullptr;   ///< live re-solve's figures
    /// The width of the names beside the figures, and the least width of a figure (DIP).
    static constexpr int kNameWidth = 96;
    static constexpr int kValueWidth = 120;
    std::map<wxStaticText*, wxString> m_valueTexts; ///< each figure's text, unbroken
    int m_shownWidth = -1;
    std::array<wxStaticText*, ValueCount> m_labels{};
    std::array<wxStaticText*, ValueCount> m_values{};
    std::array<wxStaticText*, WalkValueCount> m_walkLabels{};
    std::array<wxStaticText*, WalkValueCount> m_walkValues{};
    wxSizer* m_searchGrid = nullptr;
    wxSizer* m_walkGrid = nullptr;
    wxSizer* m_numbers = nullptr;
    std::vector<Pending> m_pending;
    long m_latestRow = -1; ///< history row of the last result
    std::optional<Result> m_result;
    bool m_showingResult = false; ///< the last view shown was m_result's
    WalkerFactory m_factory;
    wxTimer m_poll;
};

} // namespace pathfinder::app
