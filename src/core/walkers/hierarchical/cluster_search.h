#pragma once

#include "pathfinder/grid/map_grid.h"

#include "grid/legal_moves.h"

#include <cstdint>
#include <vector>

namespace pathfinder {

/// A rectangle of cells: a cluster of HPA*'s abstract map.
struct CellRect {
    int x0 = 0;
    int y0 = 0;
    int width = 0;
    int height = 0;

    bool contains(Coord c) const { return c.x >= x0 && c.y >= y0 && c.x < x0 + width && c.y < y0 + height; }
    std::size_t area() const { return static_cast<std::size_t>(width) * static_cast<std::size_t>(height); }
    /// Index of a contained cell among the rectangle's cells, row by row.
    std::size_t local(Coord c) const {
        return static_cast<std::size_t>(c.y - y0) * static_cast<std::size_t>(width) +
               static_cast<std::size_t>(c.x - x0);
    }
};

/// Least costs by Dijkstra's algorithm along routes that never leave a rectangle: from `source` to
/// every cell of it (forward), or from every cell of it to `source` (backward, each step priced by
/// the cell it enters, as a forward route would be). The steps are the grid's legal moves under
/// `moves`, so the corner rule is read from the grid even where a side cell lies outside the
/// rectangle. `costs` gets one value per cell of the rectangle (CellRect::local), infinity where no
/// route stays inside; the return value is the number of cells settled.
std::size_t clusterCosts(const MapGrid& grid, const LegalMoves& moves, const CellRect& rect, Coord source,
                         bool backward, std::vector<double>& costs);

} // namespace pathfinder
