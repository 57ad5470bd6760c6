#pragma once

#include "pathfinder/grid/map_grid.h"

#include <cstdint>

namespace pathfinder {

/// A strategy-game map of terrain cells (Terrain), the same for the same size and seed on every
/// platform (integer arithmetic and Random only). Elevation and moisture are fractal value noise;
/// the highest ground, raised along ridge lines, is mountains with foothills around them; the
/// lowest basins hold lakes; the rest is desert, plains or forest by its moisture, or jungle where
/// wet lowland. Rivers rise in the foothills and run downhill to a lake or the map's edge, filling
/// the basins they meet as lakes; swamp lines the damper and lower banks. Towns are joined by a
/// network of roadway (bridging rivers and crossing ranges where going round costs more), trails
/// branch off it, and the start and goal are two of its towns, near the top-left and bottom-right
/// corners, on roadway that joins them through edges, so every unit can reach the goal. Features
/// grow with the square root of the map's longer side. The map's unit is the default one.
/// Throws std::invalid_argument unless 1 ≤ width, height ≤ MapGrid::kMaxSide.
MapGrid generateTerrain(int width, int height, std::uint64_t seed);

} // namespace pathfinder
