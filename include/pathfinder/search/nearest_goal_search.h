#pragma once

#include "pathfinder/basics/coord.h"
#include "pathfinder/grid/heuristic.h"
#include "pathfinder/grid/map_grid.h"
#include "pathfinder/grid/movement.h"

#include <cstdint>
#include <limits>
#include <optional>
#include <vector>

namespace pathfinder {

/// How findNearestGoal() ranks the cells it expands.
enum class NearestGoalMethod {
    Dijkstra, ///< by cost alone: the first goal taken off the queue is the nearest
    AStar,    ///< by cost + the least estimate over the goals (estimateOnMap, never overestimating)
};

/// What findNearestGoal() found.
struct NearestGoalResult {
    std::vector<Coord> path; ///< start to the goal reached, both included; empty when none is reachable
    double cost = std::numeric_limits<double>::infinity(); ///< the path's cost; infinity when none
    std::optional<std::size_t> goal;                       ///< the index in `goals` of the goal reached
    std::uint64_t expanded = 0;                            ///< cells taken off the queue to be expanded
    std::uint64_t generated = 0; ///< cells put on the queue or given a cheaper route
    std::int64_t timeNs = 0;     ///< the search's duration (monotonic clock)
};

/// The least-cost path from `start` to whichever of `goals` is cheapest to reach, under the map's own
/// steps (MapGrid::canStep, stepCost: sides, one-way sides, terrain, climbs, hex cells). A* estimates
/// with `heuristic` (heuristic.h, scaled by the map's least entry factor), the least over the goals,
/// which never overestimates when the heuristic is admissible (isAdmissible()); Dijkstra ignores it.
/// Goals off the map or blocked to the unit are never reached. Of goals equally near, the one the
/// search takes off its queue first (a deterministic choice) is reached. A start off the map or on
/// a blocked cell reaches nothing.
NearestGoalResult findNearestGoal(const MapGrid& grid, const Movement& movement, Coord start,
                                  const std::vector<Coord>& goals, NearestGoalMethod method,
                                  HeuristicKind heuristic);

} // namespace pathfinder
