#include "pathfinder/basics/polyline.h"

#include <cmath>
#include <cstddef>

namespace pathfinder {

std::vector<PathPoint> centresOf(const std::vector<Coord>& cells) {
    std::vector<PathPoint> points;
    points.reserve(cells.size());
    for (const Coord c : cells)
        points.push_back(centreOf(c));
    return points;
}

double polylineLength(const std::vector<PathPoint>& points) {
    double length = 0.0;
    for (std::size_t i = 1; i < points.size(); ++i)
        length += std::hypot(points[i].x - points[i - 1].x, points[i].y - points[i - 1].y);
    return length;
}

} // namespace pathfinder
