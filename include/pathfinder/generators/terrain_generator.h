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
///
/// Each cell's height (MapGrid::height()) is its elevation quantised to 0–9 by shares of the map's
/// cells, so a higher elevation never gives a lower height: the lowest 2.5 % (the basins, where
/// the lakes lie) are 0, the lowland 1–3, the rest of the land below the foothills 4–5, foothills
/// 6–7 and mountains 8–9, the highest 3 % of the map 9. Rivers keep the height of the ground they
/// run over. The slope factor stays 0, so the heights cost nothing until one is set
/// (MazeOptions::slope).
/// Throws std::invalid_argument unless 1 ≤ width, height ≤ MapGrid::kMaxSide.
MapGrid generateTerrain(int width, int height, std::uint64_t seed);

} // namespace pathfinder
