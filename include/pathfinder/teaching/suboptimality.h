#pragma once

#include "pathfinder/basics/coord.h"
#include "pathfinder/basics/enum_names.h"
#include "pathfinder/grid/map_grid.h"
#include "pathfinder/search/search_view.h"

#include <atomic>
#include <cstddef>
#include <optional>
#include <string>
#include <vector>

namespace pathfinder {

/// A stretch where a walk leaves the optimal path it is compared with and meets it again. Its
/// endpoints are cells of both paths: walk[walkFrom] == optimal[optimalFrom] is where they part and
/// walk[walkTo] == optimal[optimalTo] where they meet again. Between two stretches (and before the
/// first and after the last) the two paths make the very same moves.
struct DivergentStretch {
    std::size_t walkFrom = 0, walkTo = 0;       ///< indices into the walk's path
    std::size_t optimalFrom = 0, optimalTo = 0; ///< indices into the optimal path
    double walkCost = 0.0;                      ///< cost of the walk's moves from walkFrom to walkTo
    double optimalCost = 0.0; ///< cost of the optimal path's moves from optimalFrom to optimalTo

    /// The cost the walk lost on this stretch: walkCost − optimalCost, always > 0 (a stretch that
    /// loses nothing is no stretch: the optimal path is chosen to follow the walk there).
    double lost() const { return walkCost - optimalCost; }
};

/// Why a walk's path costs more than the least possible.
///
/// There is no corner-rule cause: a map carries no movement rules of its own, every walker searches
/// under the movement in its settings (JPS's fallbacks too, as plain A*), and the optimum here is
/// computed under that same movement, so no walk loses cost to a corner rule; a path that a looser
/// rule would shorten is not suboptimal under the rule in force.
enum class SuboptimalCause {
    None,                  ///< the path is optimal
    Greedy,                ///< ranks cells by the heuristic alone, ignoring the cost paid (Best-First)
    Weight,                ///< ranks by g + w·h with w > 1 (weighted A*)
    InadmissibleHeuristic, ///< the heuristic overestimated the remaining cost at a cell of the optimal path
    CountsMoves,           ///< ranks routes by their number of moves, not their cost (Breadth-First,
                           ///< Depth-First's iterative deepening)
    Splice,                ///< kept a path mended by splices after map edits instead of planning again
    ReactiveRule,          ///< an agent's local rule, not a plan (Wall Trace, Random Bounce)
    FirstRoute,            ///< kept the first route a depth-first order of headings found (Depth-First
                           ///< with a stack), more moves than the fewest
    DroppedNodes,          ///< a bounded open list dropped cells with the worst f (Bounded A*)
    Unexplained,           ///< a walker that should be optimal with these settings is not (a bug, or a
                           ///< map edited since the walk without the walker being told)
    NoPath,                ///< nothing to compare: no path, no route to the goal, a path that is not a
                           ///< legal route from start to goal on the map as it is now, or an any-angle
                           ///< path (straight segments, not grid moves)
};

template <>
struct EnumNames<SuboptimalCause> {
    static constexpr EnumName<SuboptimalCause> table[] = {
        {SuboptimalCause::None, "none", "Optimal"},
        {SuboptimalCause::Greedy, "greedy", "Greedy: ignores the cost paid"},
        {SuboptimalCause::Weight, "weight", "Weighted heuristic"},
        {SuboptimalCause::InadmissibleHeuristic, "inadmissible-heuristic", "Heuristic overestimates"},
        {SuboptimalCause::CountsMoves, "counts-moves", "Counts moves, not costs"},
        {SuboptimalCause::Splice, "splice", "Repair splice"},
        {SuboptimalCause::ReactiveRule, "reactive-rule", "Reactive rule"},
        {SuboptimalCause::FirstRoute, "first-route", "First route found"},
        {SuboptimalCause::DroppedNodes, "dropped-nodes", "Bounded open list"},
        {SuboptimalCause::Unexplained, "unexplained", "Unexplained"},
        {SuboptimalCause::NoPath, "no-path", "No path to compare"},
    };
};

/// A finished walk's path set against an optimal one, and why it costs more.
struct SuboptimalityReport {
    /// Cost of the walk's path (an any-angle path's length); +infinity when there is none or it is illegal.
    double walkCost = 0.0;
    double optimalCost = 0.0; ///< least cost from start to goal; +infinity when unreachable
    /// An optimal path from start to goal, of all of them the one that stays with the walk longest:
    /// it shares the walk's moves up to firstDivergence, then as many as it can (empty when the goal
    /// is unreachable). Outside the stretches it makes the same moves as the walk.
    std::vector<Coord> optimalPath;
    /// Index into the walk's path of the cell after which the optimum can no longer be reached: every
    /// move up to it lies on some optimal path, the move from it does not. Nothing for an optimal walk.
    std::optional<std::size_t> firstDivergence;
    /// In order along both paths, the first starting at firstDivergence. The walk's cost minus the
    /// optimal cost equals the sum of their lost() (up to rounding).
    std::vector<DivergentStretch> stretches;
    SuboptimalCause cause = SuboptimalCause::NoPath;
    /// Weight and InadmissibleHeuristic: a cell of the optimal path past the divergence whose estimate
    /// (weight × heuristic, as the walker ranked it) exceeds its true distance to the goal, by so much
    /// that its f = g + w·h was at least the walk's cost: the search reached the goal before it.
    std::optional<Coord> overestimatedCell;
    double heuristicValue = 0.0;   ///< h at that cell
    double weightedEstimate = 0.0; ///< w·h at that cell (equal to h when w = 1)
    double trueDistance = 0.0;     ///< the least cost from that cell to the goal
    /// One to three plain sentences for a student: the costs, where the walk leaves the optimal path
    /// and what each stretch lost, and the cause.
    std::string explanation;

    /// The sum of the stretches' lost().
    double totalLost() const;
};

/// Explains why `walk`, a finished walker (or its footprint) bound to `grid`, found a path costlier
/// than the optimum. The optimum is a plain Dijkstra under the walk's movement (settings().movement)
/// on `grid` as it is now; the cause is read from the walker's description (traits and declared
/// parameters) and settings, and checked on the map where it can be: a heuristic's overestimate at
/// a cell, the fewest moves of a move-counting search. Costs are in the map's units.
///
/// Takes O(cells · log cells) time: two searches over the map (the distances to the goal and the
/// optimal path's completion). Another thread may cut it short by setting `stop`: the report is
/// then incomplete, with the explanation saying so.
SuboptimalityReport explainSuboptimality(const MapGrid& grid, const SearchView& walk,
                                         const std::atomic<bool>* stop = nullptr);

} // namespace pathfinder
