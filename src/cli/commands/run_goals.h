#pragma once

#include "pathfinder/basics/coord.h"
#include "pathfinder/grid/map_grid.h"
#include "pathfinder/search/walker_settings.h"

#include "output/report.h"

#include <cstdint>
#include <string>
#include <vector>

namespace CLI {
class App;
class Option;
} // namespace CLI

namespace pathfinder::cli {

/// `run`'s options for routes beyond one start and one goal: via-points in order, or several goals
/// of which the nearest is sought. Each cell is written X,Y.
struct GoalPointOptions {
    std::vector<std::string> via;   ///< --via X,Y, repeatable, in order
    std::vector<std::string> goals; ///< --goals "X,Y X,Y ...": one value or several, spaces between

    bool any() const { return !via.empty() || !goals.empty(); }
};

/// Declares --via and --goals on `run`; --goals excludes --via and `goal` (--goal).
void declareGoalPoints(CLI::App& run, GoalPointOptions& options, CLI::Option* goal);

/// The cells of --via or --goals on the map, each checked as --goal's is (placedCell()).
std::vector<Coord> goalPointCells(const MapGrid& grid, const std::string& option,
                                  const std::vector<std::string>& texts);

/// The rows of `run --via`: for each walker, a row per leg (its number, its ends) and a row for the
/// route, with each leg's least cost by the reference Dijkstra and their sum. A leg not reached
/// makes the route's row unreached, its note naming the leg.
Report viaRouteReport(const MapGrid& grid, const WalkerSettings& settings,
                      const std::vector<std::string>& walkers, const std::vector<Coord>& vias,
                      std::uint64_t budget);

/// The rows of `run --goals`: for each walker that ranks by cost (searched as findNearestGoal()'s
/// Dijkstra) or by g + w·h (its A*; throws UsageError for any other), the nearest goal reached (its
/// cell in `goal`), its cost, and the reference's least cost over the goals.
Report nearestGoalReport(const MapGrid& grid, const WalkerSettings& settings,
                         const std::vector<std::string>& walkers, const std::vector<Coord>& goals);

} // namespace pathfinder::cli
