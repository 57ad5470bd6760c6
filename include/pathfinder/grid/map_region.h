#pragma once

#include "pathfinder/basics/coord.h"
#include "pathfinder/grid/map_grid.h"

namespace pathfinder {

// A rectangle of a map copied out as a map of its own, written back elsewhere, or cleared: what
// an editor's cut, copy and paste do with a selection.

/// A rectangle of cells: `width` × `height` from `topLeft`.
struct CellRect {
    Coord topLeft;
    int width = 0;
    int height = 0;

    bool contains(Coord c) const {
        return c.x >= topLeft.x && c.y >= topLeft.y && c.x < topLeft.x + width && c.y < topLeft.y + height;
    }
    friend bool operator==(const CellRect& a, const CellRect& b) {
        return a.topLeft == b.topLeft && a.width == b.width && a.height == b.height;
    }
};

/// The rectangle with corners a and b (either way round), clipped to the map; on a hex map its top
/// row is moved up to an even row, so that its rows shift as the map's do. Empty (0 × 0) when
/// nothing of it is on the map.
CellRect cellRectBetween(const MapGrid& grid, Coord a, Coord b);

/// The cells of `rect` (clipped to the map) as a map of their own: their codes and heights, the
/// sides between two of them, the topology, unit and slope factor; no start and no goal. Throws
/// std::invalid_argument when nothing of `rect` is on the map.
MapGrid copyRegion(const MapGrid& grid, CellRect rect);

/// `grid` with `clip` written on it, the clip's cell (0, 0) at `at` (on a hex map moved up to an
/// even row): codes, heights and the sides between two written cells. What falls off the map is
/// dropped; the start's and the goal's cells stay as they were.
MapGrid pastedRegion(const MapGrid& grid, const MapGrid& clip, Coord at);

/// `grid` with the cells of `rect` free with cost 1 at height 0 and the sides between them open;
/// the start's and the goal's cells stay as they were.
MapGrid clearedRegion(const MapGrid& grid, CellRect rect);

} // namespace pathfinder
