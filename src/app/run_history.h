#pragma once

#include "pathfinder/map_grid.h"
#include "pathfinder/provenance.h"
#include "pathfinder/walker.h"

#include "run_settings.h"
#include "run_timing.h"

#include <wx/listctrl.h>

#include <string>
#include <vector>

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

    /// Adds a row for a finished walk on `grid`; its optimal cost and time come later, with
    /// setTiming().
    long addRun(const SearchView& walker, const MapGrid& grid, const RunSettings& settings,
                const wxString& mapName);
    /// Fills in the headless timing of a row (or why it failed).
    void setTiming(long row, const TimingResult& timing);

    int rows() const { return GetItemCount(); }
    wxString cell(int row, int column) const { return GetItemText(row, column); }

    /// The runs as CSV: the app and the machine as `# key: value` lines, then a row per run with
    /// its figures unrounded (time_ns empty until measured) and what it ran on: the walker and its
    /// settings, the movement, the map's name, size, content hash (SHA-256 of it as a .maze file)
    /// and endpoints.
    std::string csv() const;

private:
    /// A run's figures and what it ran on, as the CSV gives them.
    struct Record {
        std::string walker;
        std::string status;
        RunStats stats;
        double optimalCost = RunStats::kUnknown;
        std::int64_t timeNs = -1;
        WalkerSettings settings;
        std::string settingsText;
        std::string map;
        std::string mapSize;
        std::string mapHash;
        std::string start;
        std::string goal;
    };
    std::vector<Record> m_records;
    Provenance m_facts;             ///< the map facts of the last run's grid
    std::uint64_t m_factsStamp = 0; ///< its contentStamp(); 0 is never a grid's
};

} // namespace pathfinder::app
