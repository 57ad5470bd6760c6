#pragma once

#include "pathfinder/experiments/result_table.h"
#include "pathfinder/formats/provenance.h"
#include "pathfinder/grid/map_grid.h"
#include "pathfinder/search/cost_comparison.h"
#include "pathfinder/search/walker.h"

#include "machine/run_settings.h"
#include "sessions/walk_session.h"
#include "workers/run_timing.h"

#include <wx/listctrl.h>

#include <cstdint>
#include <string>
#include <vector>

namespace pathfinder::app {

/// The table of this session's runs, one row per finished search and one per agent's walk: what ran
/// (a search or a walk, the algorithm, its settings, the unit, the movement rules, the map), how it
/// ended and what it cost. It scrolls sideways when it is narrower than its columns.
class RunHistory : public wxListCtrl {
public:
    enum Column {
        Number,
        Kind,
        Algorithm,
        Unit,
        Result,
        PathCost,
        Optimal,
        Time,
        Expanded,
        Steps,
        Repairs,
        Generated,
        Settings,
        MovementRules,
        Map,
        ColumnCount
    };

    explicit RunHistory(wxWindow* parent);

    /// Adds a row for a finished search on `grid`; its optimal cost and time come later, with
    /// setTiming().
    long addRun(const SearchView& walker, const MapGrid& grid, const RunSettings& settings,
                const wxString& mapName);
    /// Fills in the headless timing of a row (or why it failed).
    void setTiming(long row, const TimingResult& timing);
    /// Records an agent's walk on the document's map `grid` (its start is where the walk began): its
    /// outcome (reached, unreachable when it stopped with the goal cut off, gave-up, or cancelled when
    /// it was ended while walking), the moves it made and their cost, its repairs and their
    /// expansions. A walk recorded before (one that ended, then walked on after a change) has its row
    /// brought up to date instead of a new one. Returns the row.
    long addWalk(const WalkSession& walk, const RunSettings& settings, const MapGrid& grid,
                 const wxString& mapName);

    int rows() const { return GetItemCount(); }
    wxString cell(int row, int column) const { return GetItemText(row, column); }

    /// The runs as a table of the core's result columns: run, kind, walker, unit, status, path_cost,
    /// path_length, cost_basis, optimal_cost, cost_ratio, time_ns (empty until measured), expanded,
    /// generated, path_steps, moves, repairs, settings, note, the movement (neighbours, corner_rule,
    /// diagonal_length) and the map's name, size, content hash (SHA-256 of it as a .maze file) and
    /// endpoints; figures unrounded.
    ResultTable table() const;
    /// table() as CSV below the app and the machine as `# key: value` lines.
    std::string csv() const;

private:
    /// A run's figures and what it ran on, as the CSV gives them.
    struct Record {
        std::string kind = "search";
        std::string walker;
        std::string status;
        Outcome outcome = Outcome::Searching;
        RunStats stats;
        CostComparison comparison;
        double optimalCost = RunStats::kUnknown;
        std::int64_t timeNs = -1;
        std::uint64_t moves = 0;   ///< walks: cells moved
        std::uint64_t repairs = 0; ///< walks: plans or repairs after changes
        std::uint64_t walkId = 0;  ///< walks: WalkSession::id()
        WalkerSettings settings;
        std::string settingsText;
        std::string note;
        std::string unit;
        std::string map;
        std::string mapSize;
        std::string mapHash;
        std::string start;
        std::string goal;
    };
    /// The walker, unit, settings, movement and map facts of a new record.
    Record describe(const SearchView& walker, const MapGrid& grid, const RunSettings& settings,
                    const wxString& mapName);
    /// Writes the columns that say what ran into the list's row.
    void showWhat(long row, const Record& record, const SearchView& walker, const wxString& mapName);

    std::vector<Record> m_records;
    Provenance m_facts;             ///< the map facts of the last run's grid
    std::uint64_t m_factsStamp = 0; ///< its contentStamp(); 0 is never a grid's
};

} // namespace pathfinder::app
