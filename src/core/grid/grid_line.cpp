#include "pathfinder/grid/grid_line.h"

#include <cstdlib>

namespace pathfinder {

std::vector<Coord> bresenhamLine(Coord a, Coord b) {
    const int dx = std::abs(b.x - a.x);
    const int dy = -std::abs(b.y - a.y);
    const int sx = a.x < b.x ? 1 : -1;
    const int sy = a.y < b.y ? 1 : -1;
    std::vector<Coord> cells;
    cells.reserve(static_cast<std::size_t>(dx > -dy ? dx : -dy) + 1);
    int error = dx + dy;
    Coord c = a;
    while (true) {
        cells.push_back(c);
        if (c == b)
            break;
        const int twice = 2 * error;
        if (twice >= dy) {
            error += dy;
            c.x += sx;
        }
        if (twice <= dx) {
            error += dx;
            c.y += sy;
        }
    }
    return cells;
}

bool hasLineOfSight(const MapGrid& grid, const Movement& movement, Coord from, Coord to) {
    const std::vector<Coord> line = bresenhamLine(from, to);
    if (grid.isBlocked(line.front()))
        return false;
    for (std::size_t i = 1; i < line.size(); ++i) {
        const Coord a = line[i - 1];
        const Coord b = line[i];
        const auto d = directionBetween(a, b);
        if (!d || grid.isBlocked(b))
            return false;
        if (!isDiagonal(*d))
            continue;
        const bool sidesFree = !grid.isBlocked({b.x, a.y}) && !grid.isBlocked({a.x, b.y});
        if (movement.allowsDiagonals() ? !grid.canStep(a, *d, movement) : !sidesFree)
            return false;
    }
    return true;
}

} // namespace pathfinder
