#pragma once

#include "pathfinder/basics/coord.h"
#include "pathfinder/grid/map_grid.h"

#include <string>

namespace pathfinder {

// Resizing and cropping a map: the old map's cells move by an offset into a map of another size;
// cells the old map does not cover are free with cost 1, and what falls outside is dropped.

/// Why `grid` cannot become width × height with its cell (x, y) moved to (x + offset.x,
/// y + offset.y), or "" when it can: a size out of 1–MapGrid::kMaxSide, the start or the goal
/// falling outside, or on a hex map an odd row offset (a hex's neighbours depend on its row's
/// parity, so rows move in pairs).
std::string resizeProblem(const MapGrid& grid, int width, int height, Coord offset);

/// The map resized so: the same topology, unit, impassable limit and slope factor; each kept cell
/// with its code and height, each kept side between two kept cells as it was, the start and the
/// goal moved with their cells. Throws std::invalid_argument with resizeProblem()'s reason.
MapGrid resizedGrid(const MapGrid& grid, int width, int height, Coord offset);

/// The offset that anchors the old map in the new one: column 0, 1 or 2 puts it at the left, in
/// the middle or at the right, and row 0, 1 or 2 at the top, middle or bottom (rounded down; on
/// a hex map the row offset rounded down to an even number).
Coord anchorOffset(const MapGrid& grid, int width, int height, int column, int row);

} // namespace pathfinder
