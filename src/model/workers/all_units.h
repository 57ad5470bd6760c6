#pragma once

#include "pathfinder/basics/coord.h"
#include "pathfinder/grid/map_grid.h"
#include "pathfinder/grid/terrain.h"
#include "pathfinder/search/run_stats.h"
#include "pathfinder/search/walker.h"

#include "machine/run_settings.h"

#include <atomic>
#include <cstdint>
#include <future>
#include <string>
#include <vector>

namespace pathfinder::app {

/// One unit's answer to the map's start–goal query.
struct UnitRoute {
    std::string unit;                     ///< the unit's name
    Outcome outcome = Outcome::Searching; ///< Reached, Unreachable, GaveUp; Searching when cancelled
    double cost = RunStats::kUnreachable; ///< the route's cost for the unit; infinity without one
    std::uint64_t moves = 0;              ///< moves along the route
    std::uint64_t expanded = 0;           ///< nodes the search expanded
    std::vector<Coord> path;              ///< start to goal; empty without a route
    /// The unit's size as planned for; the path holds the top-left cells of its squares.
    int size = 1;
    /// Why a larger unit was planned for as one cell (a hex map); empty otherwise.
    std::string note;

    bool reached() const { return outcome == Outcome::Reached; }
};

/// What solving one query for every unit of a table gave.
struct AllUnitsResult {
    RunSettings settings;          ///< the walker and settings every unit was solved with
    std::vector<UnitRoute> routes; ///< one per unit, in the table's order
    bool cancelled = false;
    std::string error; ///< why nothing was solved (no start or goal, an exception), else empty
};

/// The walker every unit is solved with: `chosen` when it guarantees least-cost routes with its
/// settings (an optimal walker that honours costs, an admissible heuristic that prices terrain by
/// the least cost on the map, a weight of at most 1), else A* with the default settings. The movement is
/// `chosen`'s either way.
RunSettings allUnitsSettings(const RunSettings& chosen);

/// For each unit of `table` in turn: a copy of `grid` crossed by that unit (MapGrid::setUnit, with
/// the table's impassable limit), the walker of allUnitsSettings(chosen) run on it to its end
/// (runToCompletion, defaultBudget iterations), and its outcome, cost, moves, expansions and path.
/// Setting `stop` from another thread ends it within kStopCheckInterval iterations; the units not
/// solved then are left out and the result says cancelled.
AllUnitsResult solveForAllUnits(const MapGrid& grid, const UnitTable& table, const RunSettings& chosen,
                                const std::atomic<bool>* stop = nullptr);

/// solveForAllUnits() on a worker thread with its own copies of the grid and the table, so that
/// the caller's grid is never read from another thread and a big map does not hold up the UI.
/// An exception on the worker becomes the result's error.
class AllUnitsRunner {
public:
    AllUnitsRunner(const MapGrid& grid, const UnitTable& table, const RunSettings& chosen);
    /// Stops the worker and waits for it (within milliseconds).
    ~AllUnitsRunner();
    AllUnitsRunner(const AllUnitsRunner&) = delete;
    AllUnitsRunner& operator=(const AllUnitsRunner&) = delete;

    bool ready() const;
    /// Waits for the result (at once when ready()); call once.
    AllUnitsResult take();

private:
    std::atomic<bool> m_stop{false};
    std::future<AllUnitsResult> m_result;
};

} // namespace pathfinder::app
