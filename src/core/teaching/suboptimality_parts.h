#pragma once

#include "pathfinder/basics/coord.h"
#include "pathfinder/grid/heuristic.h"
#include "pathfinder/grid/map_grid.h"
#include "pathfinder/grid/movement.h"
#include "pathfinder/search/cost_comparison.h"
#include "pathfinder/search/search_view.h"
#include "pathfinder/teaching/suboptimality.h"

#include <atomic>
#include <cstddef>
#include <optional>
#include <string>
#include <vector>

// The parts of explainSuboptimality(): the comparison of the paths (suboptimality.cpp) and the
// cause and its words (suboptimality_cause.cpp).
namespace pathfinder::suboptimality {

/// Least cost from every cell to the goal, indexed by MapGrid::cellIndex (+infinity where the goal
/// cannot be reached), and the cells with a finite cost in the order they were settled: the goal
/// first, then by increasing cost.
struct DistancesToGoal {
    std::vector<double> cost;
    std::vector<std::size_t> order;
};

/// A plain Dijkstra from the goal over the moves reversed: the cost of the move p → c (its length ×
/// the entry cost of c) is added to c's to give p's. Setting `stop` ends it early, the distances
/// incomplete.
DistancesToGoal distancesToGoal(const MapGrid& grid, const Movement& movement, Coord goal,
                                const std::atomic<bool>* stop = nullptr);

/// The cost along `path` from its first cell to each of its cells, or nothing when one of its moves is
/// not a legal move under `movement` on `grid`.
std::optional<std::vector<double>> costsAlong(const MapGrid& grid, const Movement& movement,
                                              const std::vector<Coord>& path);

/// The index i of the first move walk[i] → walk[i + 1] that lies on no optimal route: the cost of
/// the walk up to walk[i + 1] plus its distance to the goal exceeds the optimum. Nothing when every
/// move lies on one (the walk is optimal).
std::optional<std::size_t> firstDivergence(const std::vector<Coord>& walk, const std::vector<double>& walkCum,
                                           const MapGrid& grid, const DistancesToGoal& toGoal,
                                           double tolerance);

/// An optimal route from walk[from] to the goal that makes as many of the walk's moves (from
/// walk[from] on) as an optimal route can; empty when the goal cannot be reached from walk[from].
std::vector<Coord> optimalCompletion(const MapGrid& grid, const Movement& movement,
                                     const DistancesToGoal& toGoal, const std::vector<Coord>& walk,
                                     std::size_t from, double tolerance);

/// Reads the walk against an optimal path from the same start to the same goal and returns the
/// stretches where it loses cost. Where the walk leaves the optimal path for a route exactly as
/// cheap, `optimal` is changed to take the walk's route, so that every stretch loses more than
/// `tolerance`, and outside the stretches the two make the same moves.
std::vector<DivergentStretch> alignPaths(const std::vector<Coord>& walk, const std::vector<double>& walkCum,
                                         std::vector<Coord>& optimal, const std::vector<double>& optimalCum,
                                         double tolerance);

/// How a search of the A* family ranks a cell: g + weight · heuristic(cell, goal).
struct RankingByEstimate {
    HeuristicKind heuristic = HeuristicKind::Octile;
    double weight = 1.0;
    TerrainEstimate terrain = TerrainEstimate::LeastFactor; ///< how the heuristic prices terrain
};

/// The first index m past `from` of a cell of the optimal path (not its goal) whose estimate
/// overestimates its distance to the goal and makes its f = g + w·h at least the walk's cost, so a
/// search that ranks by f may take the goal at walkCost before it. A correct A* (which reopens
/// closed cells) that ends with a costlier path always leaves one on every optimal path: the
/// first cell of that path it had not expanded at its least g stood open with f ≥ walkCost.
std::optional<std::size_t>
overestimatedCellIndex(const MapGrid& grid, const Movement& movement, const RankingByEstimate& ranking,
                       const std::vector<Coord>& optimal, const std::vector<double>& optimalCum,
                       std::size_t from, double walkCost, const DistancesToGoal& toGoal, double tolerance);

/// A cell whose estimate exceeded its true distance to the goal.
struct Overestimate {
    Coord cell;
    double heuristicValue = 0.0;
    double weightedEstimate = 0.0;
    double trueDistance = 0.0;
};

/// The cause of a walk's loss, with what was found on the map to show it.
struct CauseFinding {
    SuboptimalCause cause = SuboptimalCause::Unexplained;
    std::optional<RankingByEstimate> ranking; ///< for walkers that rank by g + w·h
    std::optional<Overestimate> overestimated;
};

/// The cause of the loss of a walk that reached the goal at a cost above the optimum; `report` holds
/// the paths and the stretches.
CauseFinding findCause(const MapGrid& grid, const SearchView& walk, const SuboptimalityReport& report,
                       const DistancesToGoal& toGoal, double tolerance);

/// Why nothing could be compared (SuboptimalCause::NoPath). `legalPath`: the walk's path, if any,
/// is made of legal moves on the map.
std::string explanationWithoutComparison(const MapGrid& grid, const SearchView& walk,
                                         const SuboptimalityReport& report, bool legalPath);
/// That the walk is optimal.
std::string explanationOfOptimalWalk(const SearchView& walk, const SuboptimalityReport& report);
/// For an any-angle walk: the length of its segments and, where that length is a cost
/// (`comparison`), the cheapest grid route beside it, not compared move by move; where it is not (the
/// map's costs differ), why it is set against nothing.
std::string explanationOfAnyAngleWalk(const SearchView& walk, const SuboptimalityReport& report,
                                      const CostComparison& comparison);
/// The costs, the stretches and the cause of a costlier walk.
std::string explanationOfLoss(const MapGrid& grid, const SearchView& walk, const SuboptimalityReport& report,
                              const CauseFinding& finding);

} // namespace pathfinder::suboptimality
