#pragma once

#include "pathfinder/basics/coord.h"
#include "pathfinder/basics/enum_names.h"
#include "pathfinder/grid/map_grid.h"
#include "pathfinder/grid/movement.h"
#include "pathfinder/grid/topology.h"

#include <cmath>
#include <optional>
#include <string_view>
#include <vector>

namespace pathfinder {

/// Estimates of the remaining distance to the goal, in units of an orthogonal step.
enum class HeuristicKind {
    Manhattan, ///< dx + dy
    Chebyshev, ///< max(dx, dy)
    Euclidean, ///< √(dx² + dy²)
    Octile,    ///< the obstacle-free distance under the movement in force (dx + dy with 4 neighbours)
    Zero,      ///< 0: turns A* into Dijkstra
    Hex,       ///< max(|dq|, |dr|, |dq + dr|) on axial coordinates: the hex steps on an open hex map
};

template <>
struct EnumNames<HeuristicKind> {
    static constexpr EnumName<HeuristicKind> table[] = {
        {HeuristicKind::Octile, "octile", "Octile"},
        {HeuristicKind::Euclidean, "euclidean", "Euclidean"},
        {HeuristicKind::Chebyshev, "chebyshev", "Chebyshev: max(dx, dy)"},
        {HeuristicKind::Manhattan, "manhattan", "Manhattan: dx + dy"},
        {HeuristicKind::Zero, "zero", "Zero (as Dijkstra)"},
        {HeuristicKind::Hex, "hex", "Hex: max(|dq|, |dr|, |dq+dr|)"},
    };
};

/// The length octileDistance() takes for a diagonal under `movement`: its diagonal step, or 2
/// (two orthogonal steps) when there are no diagonal steps.
inline double octileDiagonal(const Movement& movement) {
    return movement.allowsDiagonals() ? movement.diagonalStep() : 2.0;
}

/// The obstacle-free distance between a and b when a diagonal step has length `diagonalStep`.
/// Without diagonal steps a diagonal is two orthogonal ones: pass 2 (octileDiagonal()), which
/// gives dx + dy exactly. Every octile distance is this one.
inline double octileDistance(Coord a, Coord b, double diagonalStep) {
    const int dx = a.x > b.x ? a.x - b.x : b.x - a.x;
    const int dy = a.y > b.y ? a.y - b.y : b.y - a.y;
    const int lo = dx < dy ? dx : dy;
    const int hi = dx < dy ? dy : dx;
    return (hi - lo) + lo * diagonalStep;
}

/// Heuristic value between a and b for the given movement (only Octile depends on it) on a map of
/// the given topology. On hex maps Octile, the obstacle-free distance under the movement in force,
/// is the Hex distance, and Euclidean measures between the hexes' centres (topology.h); the others
/// read the offset coordinates as they are.
inline double heuristic(HeuristicKind kind, Coord a, Coord b, const Movement& movement,
                        Topology topology = Topology::Square) {
    const int dx = a.x > b.x ? a.x - b.x : b.x - a.x;
    const int dy = a.y > b.y ? a.y - b.y : b.y - a.y;
    const bool hex = topology == Topology::Hex;
    switch (kind) {
    case HeuristicKind::Manhattan:
        return dx + dy;
    case HeuristicKind::Chebyshev:
        return dx > dy ? dx : dy;
    case HeuristicKind::Euclidean:
        return hex ? hexCentreDistance(a, b)
                   : std::sqrt(static_cast<double>(dx) * dx + static_cast<double>(dy) * dy);
    case HeuristicKind::Octile:
        return hex ? hexDistance(a, b) : octileDistance(a, b, octileDiagonal(movement));
    case HeuristicKind::Zero:
        return 0.0;
    case HeuristicKind::Hex:
        return hexDistance(a, b);
    }
    return 0.0;
}

/// True when the heuristic never overestimates the cost to the goal under this movement on a map
/// of this topology (entry costs are at least 1, so the obstacle-free distance is a lower bound).
bool isAdmissible(HeuristicKind kind, const Movement& movement, Topology topology = Topology::Square);

/// The heuristic a map of this topology is searched with unless one is chosen: Hex on hex maps,
/// Octile on square maps.
constexpr HeuristicKind defaultHeuristic(Topology topology) {
    return topology == Topology::Hex ? HeuristicKind::Hex : HeuristicKind::Octile;
}

/// How an estimate prices the distance it measures on a map whose cells cost other than 1.
enum class TerrainEstimate {
    LeastFactor, ///< × the least entry cost the unit can pay on the map (at most 1): never overestimates
    CellFactor,  ///< × the entry cost of the cell estimated from, as the course's rule has it: may
                 ///< overestimate
};

template <>
struct EnumNames<TerrainEstimate> {
    static constexpr EnumName<TerrainEstimate> table[] = {
        {TerrainEstimate::LeastFactor, "least", "Least cost on the map"},
        {TerrainEstimate::CellFactor, "cell", "The cell's cost (inadmissible)"},
    };
};

/// The factor a heuristic's distance from cell c is multiplied by under `rule` on `grid`:
/// MapGrid::leastEntryFactor(), or the entry cost of c for the map's unit.
inline double estimateScale(const MapGrid& grid, TerrainEstimate rule, Coord c) {
    return rule == TerrainEstimate::CellFactor ? grid.entryCost(c) : grid.leastEntryFactor();
}

/// The estimate from c to the goal that the searches rank by: the heuristic's distance times
/// estimateScale().
inline double estimateOnMap(const MapGrid& grid, HeuristicKind kind, TerrainEstimate rule, Coord c,
                            Coord goal, const Movement& movement) {
    return heuristic(kind, c, goal, movement, grid.topology()) * estimateScale(grid, rule, c);
}

} // namespace pathfinder
