#pragma once

#include "pathfinder/basics/coord.h"
#include "pathfinder/basics/polyline.h"
#include "pathfinder/grid/map_grid.h"
#include "pathfinder/grid/movement.h"

#include <cstdint>
#include <vector>

namespace pathfinder {

// Geometry of any-angle paths: straight segments across the map's plane between points whose
// coordinates are multiples of 0.5 (cell centres, corners and the midpoints of cell edges). Every
// function here works on those points exactly, in doubled integer coordinates, so that a segment
// grazing a corner is never misjudged by rounding.
//
// A segment is clear when a unit of no width could follow it:
// - it passes through the interior of no blocked cell (a cell is blocked when it lies outside the
//   map or its step code is 0: MapGrid::isBlocked);
// - a stretch of it that runs along a cell edge has a free cell on at least one side of the edge;
// - it passes through a corner point from a cell to the diagonally opposite one between two
//   blocked cells (a double corner) only when the movement allows diagonal steps between two walls
//   (8 neighbours, DiagonalRule::Always).
// Touching one blocked cell's corner is always allowed: shortest any-angle paths bend round the
// corners of obstacles. So DiagonalRule::NotBothBlocked and DiagonalRule::NoCornerCutting mean the
// same here, and 4 neighbours forbid double corners as they do.

/// True when the segment from a to b is clear in the sense above. Both points must have
/// coordinates that are multiples of 0.5; a segment with a point outside the map's rectangle
/// [0, width] × [0, height] is never clear. A segment of no length is clear when its point touches a
/// free cell.
bool segmentIsClear(const MapGrid& grid, const Movement& movement, PathPoint a, PathPoint b);

/// True when every segment of the polyline is clear and the path does not pass through a double
/// corner where it turns: a path that arrives at a double corner from one of its free cells and
/// leaves it into the other passes through it, exactly as a straight segment would. A polyline of
/// one point is clear when that point touches a free cell; an empty one is not clear.
bool pathIsClear(const MapGrid& grid, const Movement& movement, const std::vector<PathPoint>& points);

/// The cells the polyline crosses, in order, each once per visit: a walk a unit can take, so
/// consecutive cells are 8-neighbours. Where a segment runs along a cell edge it takes the cell on
/// the free side (the side it was already on when both are free). Where the polyline passes from
/// one cell to the diagonally opposite one through a corner point and `movement` does not allow
/// that diagonal step (4 neighbours, or a blocked cell beside it under NoCornerCutting), a free
/// cell beside the corner comes between them. So when pathIsClear() holds every cell is free, each
/// step is one MapGrid::canStep() allows, and the first and last cells hold the first and last
/// points. Empty when a point lies outside the map's rectangle or off the half-cell lattice.
std::vector<Coord> cellsAlong(const MapGrid& grid, const Movement& movement,
                              const std::vector<PathPoint>& points);

/// What one string pulling cost, for tests and benchmarks: the sight tests it made and the pieces
/// (cell interiors, edges and corner points) those tests walked through.
struct StringPullingWork {
    std::uint64_t sightTests = 0;
    std::uint64_t tracedPieces = 0;
};

/// True when smoothPath() applies to the map's paths: it pulls a path taut between square cells in
/// sight of each other, and knows neither hex cells nor the sides between cells.
inline bool smoothable(const MapGrid& grid) {
    return (grid.features() & (kHexCells | kSideWalls | kOneWaySides)) == 0;
}

/// String pulling: keeps the first cell of `path`, then from each kept cell k a later cell b of the
/// path, until the last cell:
/// - k sees b (segmentIsClear() centre to centre), unless b is the cell right after k (consecutive
///   path cells that are not in sight of each other are both kept);
/// - k does not see the cell after b (b is where the line of sight breaks, or the last cell);
/// - b is no earlier than the last cell of the unbroken run of cells after k that k sees.
/// Where the path leaves k's sight and comes back into it, b may lie past the gap. A hop of L cells
/// takes O(log L) sight tests (galloping, then halving), each spanning at most 2L cells of the
/// path, so a path of n cells takes O(n log n) work at most, and about O(n) where hops are short.
/// Returns the kept cells, first and last included (the path itself when it has fewer than three
/// cells). When `work` is given, what the sight tests cost is added to it.
std::vector<Coord> smoothPath(const MapGrid& grid, const Movement& movement, const std::vector<Coord>& path,
                              StringPullingWork* work = nullptr);

/// The length of the smoothed path: polylineLength(centresOf(smoothPath(...))); 0 for an empty path.
double smoothedLength(const MapGrid& grid, const Movement& movement, const std::vector<Coord>& path);

} // namespace pathfinder
