#pragma once

#include "pathfinder/grid/map_grid.h"

#include <string>

namespace pathfinder {

// Mirroring and turning a whole map: every cell, height and side moves with the map, and so do
// the start and the goal. Square maps only: a hex's neighbours depend on the parity of its row,
// which a mirror or a quarter turn does not keep.

/// The ways a map can be turned over or round.
enum class MapTransform {
    FlipHorizontally, ///< left and right change places
    FlipVertically,   ///< top and bottom change places
    RotateClockwise,  ///< a quarter turn: the left column becomes the top row
    RotateAnticlockwise,
};

/// Why `grid` cannot be transformed, or "" when it can.
std::string transformProblem(const MapGrid& grid, MapTransform transform);

/// The map transformed; throws std::invalid_argument with transformProblem()'s reason.
MapGrid transformedGrid(const MapGrid& grid, MapTransform transform);

} // namespace pathfinder
