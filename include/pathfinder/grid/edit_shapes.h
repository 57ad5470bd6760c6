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

/// Cells side by side on one row: x from `first` up to, not including, `end`.
struct CellRun {
    int y = 0;
    int first = 0;
    int end = 0;

    int size() const { return end - first; }
    bool operator==(const CellRun& other) const {
        return y == other.y && first == other.first && end == other.end;
    }
};

/// The region a flood fill from `seed` takes, as runs sorted by row and then by x: `seed` and every
/// cell reached from it through cells alike under `key`, stepping across sides (four neighbours on
/// square maps, six on hex maps), never across a wall on a side. Nothing when the seed is outside
/// the map. A scanline fill: its time and memory grow with the region's cells and runs, and it keeps
/// one byte a map cell for what it has taken.
std::vector<CellRun> fillRuns(const MapGrid& grid, Coord seed, FillKey key);

/// How many cells the runs hold.
std::size_t cellCount(const std::vector<CellRun>& runs);

/// The cells of the runs, run by run.
std::vector<Coord> cellsOf(const std::vector<CellRun>& runs);

/// The runs less the cell c: the run that holds it is cut in two (or shortened, or dropped).
std::vector<CellRun> withoutCell(std::vector<CellRun> runs, Coord c);

} // namespace pathfinder
