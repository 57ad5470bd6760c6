#pragma once

#include "pathfinder/basics/coord.h"

#include <vector>

namespace pathfinder {

/// The centres of the cells, in order.
std::vector<PathPoint> centresOf(const std::vector<Coord>& cells);

/// The Euclidean length of a polyline, in cells (0 for fewer than two points).
double polylineLength(const std::vector<PathPoint>& points);

} // namespace pathfinder
