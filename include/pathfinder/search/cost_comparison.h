#pragma once

#include "pathfinder/basics/enum_names.h"
#include "pathfinder/grid/map_grid.h"
#include "pathfinder/grid/movement.h"
#include "pathfinder/search/search_view.h"
#include "pathfinder/search/walker_description.h"

#include <cstdint>
#include <limits>
#include <string>
#include <string_view>

namespace pathfinder {

/// What a walker's path figure (RunStats::pathCost) is on a map, and so whether it may be set beside
/// the grid optimum (referenceOptimalCost(), a scenario file's optimal length).
enum class CostBasis : std::uint8_t {
    /// The cost of the path's grid steps under the map's costs: never below the grid optimum.
    Grid,
    /// An any-angle path's Euclidean length on a map where every cell the unit can enter costs the
    /// same: length × that cost is the path's cost, and it may be below any grid path's.
    AnyAngle,
    /// An any-angle length on a map whose costs differ (or under a movement that measures a diagonal
    /// step shorter than it is): a length, not a cost; it is set against no optimum.
    Length,
};

template <>
struct EnumNames<CostBasis> {
    static constexpr EnumName<CostBasis> table[] = {
        {CostBasis::Grid, "grid", "Grid cost"},
        {CostBasis::AnyAngle, "any-angle", "Any-angle cost"},
        {CostBasis::Length, "length", "Length, not a cost"},
    };
};

/// How one walker's path figure compares with the grid optimum on one map: every table, chart,
/// panel and CSV that sets a cost beside an optimum reads it (costComparison()).
struct CostComparison {
    CostBasis basis = CostBasis::Grid;
    /// AnyAngle: what a unit of length costs (the one entry cost of every cell the unit can enter).
    double costPerLength = 1.0;
    /// Why the figure compares as it does, for a note beside it; empty for Grid. One sentence
    /// without a final stop: "any-angle: may be shorter than any grid path".
    std::string_view note;

    /// True unless the figure is a length (CostBasis::Length).
    bool comparable() const { return basis != CostBasis::Length; }
    /// The path figure as a cost comparable with the grid optimum: the figure itself (Grid), the
    /// figure × costPerLength (AnyAngle), NaN (Length: no cost is known). Infinity (no path) stays
    /// infinity and NaN stays NaN, whatever the basis.
    double cost(double figure) const;
    /// The figure as a length (its Euclidean length, in cells) for an any-angle walker; NaN for Grid.
    double length(double figure) const { return basis == CostBasis::Grid ? kNoFigure : figure; }
    /// cost(figure) ÷ optimum: NaN when either is not finite or the figure is no cost; 1 when both
    /// are 0, NaN for a figure above an optimum of 0.
    double ratio(double figure, double optimum) const;
    /// True when a reached path of this figure is not what an optimal walker of its kind finds:
    /// Grid, its cost differs from `optimum` by more than `relativeTolerance` × max(1, optimum);
    /// AnyAngle, its cost exceeds it by more (it may be below); Length, never (no verdict).
    bool offOptimum(double figure, double optimum, double relativeTolerance = 1e-4) const;

    static constexpr double kNoFigure = std::numeric_limits<double>::quiet_NaN();
};

/// How `walker`'s path figure compares with the grid optimum on `grid` under `movement`: Grid for a
/// walker of grid steps; for an any-angle walker (WalkerTraits::anyAngle, which prices its segments by
/// length alone) AnyAngle when every cell the unit can enter costs the same (MapGrid::leastEntryCost()
/// equals greatestEntryCost()) and a diagonal step counts at least its length (√2 or 2, or no
/// diagonals), else Length. O(1): it reads the map's census of codes.
CostComparison costComparison(const WalkerDescription& walker, const MapGrid& grid, const Movement& movement);

/// The cost figure a table shows for a run that ended with `outcome` and a path figure `pathCost`:
/// the figure when it reached the goal, infinity when the goal is unreachable (no path exists: every
/// table and CSV writes "inf"), NaN (an empty cell) when it gave up or did not finish, since a walker
/// that stopped without deciding found no path and proved nothing.
double resultCost(Outcome outcome, double pathCost);

/// A result's note: the walker's own note (how it searched, SearchView::note()) and, for a figure that
/// is not a grid cost, the comparison's note, joined by "; "; empty when neither has one.
std::string resultNote(std::string_view walkerNote, const CostComparison& comparison);

} // namespace pathfinder
