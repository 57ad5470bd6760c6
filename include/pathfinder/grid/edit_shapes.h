#pragma once

#include "pathfinder/basics/coord.h"
#include "pathfinder/grid/map_grid.h"

#include <vector>

namespace pathfinder {

// The cells an editing tool covers: a brush of some size, a line or a rectangle drawn with it,
// and the region a flood fill takes. Each list holds cells of the map only, each once.

/// The brush sizes an editor offers: the width of its square in cells (on hex maps, the width of
/// its hexagon: all hexes within (size − 1) / 2 steps).
inline constexpr int kBrushSizes[] = {1, 3, 5, 9};

/// The cells of a brush of `size` (odd, at least 1) centred on `centre`, clipped to the map, row
/// by row. On a square map, a size × size square; on a hex map, the hexes within (size − 1) / 2
/// steps.
std::vector<Coord> brushCells(const MapGrid& grid, Coord centre, int size);

/// The cells a brush of `size` covers when drawn along the Bresenham line from a to b: each cell
/// once, in the order the brush first reaches it.
std::vector<Coord> brushLine(const MapGrid& grid, Coord a, Coord b, int size);

/// The cells of the filled rectangle with corners a and b (either way round), clipped to the map,
/// row by row.
std::vector<Coord> rectangleCells(const MapGrid& grid, Coord a, Coord b);

/// What makes two cells alike for a flood fill.
enum class FillKey {
    Code,   ///< the same MapGrid::code(): walls, costs and terrain alike
    Height, ///< the same height
};

/// The cells a flood fill from `seed` takes: `seed` and every cell reached from it through cells
/// alike under `key`, stepping across sides (four neighbours on square maps, six on hex maps),
/// never across a wall on a side. Nothing when the seed is outside the map. In breadth-first order.
std::vector<Coord> fillRegion(const MapGrid& grid, Coord seed, FillKey key);

} // namespace pathfinder
