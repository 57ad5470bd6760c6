#pragma once

#include "pathfinder/basics/coord.h"
#include "pathfinder/grid/map_grid.h"
#include "pathfinder/grid/movement.h"

#include <vector>

namespace pathfinder {

/// The cells of the Bresenham line from a to b, both included, in order from a. Consecutive
/// cells are 8-neighbours. The line from b to a may differ in cells where the ideal line passes
/// exactly halfway between two.
std::vector<Coord> bresenhamLine(Coord a, Coord b);

/// True when the Bresenham line from `from` to `to` could be walked: every cell on it is in the
/// map and free, and every diagonal step on it is one the movement's diagonal rule allows. With
/// 4 neighbours a diagonal step counts as clear only when both cells beside it are free, so
/// that it can be walked as two orthogonal steps either way round.
bool hasLineOfSight(const MapGrid& grid, const Movement& movement, Coord from, Coord to);

} // namespace pathfinder
