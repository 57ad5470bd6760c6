#pragma once

// An independent reference for what an agent sees, from the geometry of the segment between two
// cell centres rather than by stepping along it as Sight does: the cells whose open squares the
// segment's line passes through, the edges between such cells that are next to each other, and the
// lattice points the segment passes exactly through.

#include "pathfinder/basics/coord.h"
#include "pathfinder/grid/map_grid.h"

#include <algorithm>
#include <cstdint>
#include <cstdlib>
#include <vector>

namespace pathfinder::testing {

/// Twice the signed area of (a, b, p): which side of the line a→b the point p lies on.
inline std::int64_t sideOfLine(std::int64_t ax, std::int64_t ay, std::int64_t bx, std::int64_t by,
                               std::int64_t px, std::int64_t py) {
    return (bx - ax) * (py - ay) - (by - ay) * (px - ax);
}

/// The side heading from a cell to its edge neighbour at (dx, dy).
inline Direction sideHeading(int dx, int dy) {
    return dx > 0 ? Direction::E : dx < 0 ? Direction::W : dy > 0 ? Direction::S : Direction::N;
}

/// True when the way from p into the cell `beside` and on into q has no wall cell and no wall side.
inline bool referenceWayOpen(const MapGrid& grid, Coord p, Coord beside, Coord q) {
    return !grid.isWall(beside) &&
           grid.side(p, sideHeading(beside.x - p.x, beside.y - p.y)) != SideKind::Wall &&
           grid.side(beside, sideHeading(q.x - beside.x, q.y - beside.y)) != SideKind::Wall;
}

/// Line of sight as Sight::lineIsClear() states it, worked out from the whole segment at once.
inline bool referenceLineOfSight(const MapGrid& grid, Coord from, Coord to) {
    // Doubled coordinates: cell centres are odd, cell corners even.
    const std::int64_t ax = 2 * from.x + 1, ay = 2 * from.y + 1, bx = 2 * to.x + 1, by = 2 * to.y + 1;
    const int x0 = std::min(from.x, to.x), x1 = std::max(from.x, to.x);
    const int y0 = std::min(from.y, to.y), y1 = std::max(from.y, to.y);
    std::vector<Coord> crossed; // cells whose open square the segment passes through
    for (int y = y0; y <= y1; ++y)
        for (int x = x0; x <= x1; ++x) {
            bool below = false, above = false;
            for (int cy = 0; cy <= 1; ++cy)
                for (int cx = 0; cx <= 1; ++cx) {
                    const std::int64_t s = sideOfLine(ax, ay, bx, by, 2 * (x + cx), 2 * (y + cy));
                    below = below || s < 0;
                    above = above || s > 0;
                }
            if (below && above)
                crossed.push_back({x, y});
        }
    for (const Coord c : crossed) {
        if (c != from && c != to && grid.isWall(c))
            return false;
        for (const Coord d : crossed)
            if (std::abs(d.x - c.x) + std::abs(d.y - c.y) == 1 &&
                grid.side(c, sideHeading(d.x - c.x, d.y - c.y)) == SideKind::Wall)
                return false;
    }
    // Lattice points strictly inside the segment: corners the segment passes exactly through.
    for (int y = y0 + 1; y <= y1; ++y)
        for (int x = x0 + 1; x <= x1; ++x) {
            if (sideOfLine(ax, ay, bx, by, 2 * x, 2 * y) != 0)
                continue;
            const int sx = to.x > from.x ? 1 : -1, sy = to.y > from.y ? 1 : -1;
            const Coord p{sx > 0 ? x - 1 : x, sy > 0 ? y - 1 : y};
            const Coord q{p.x + sx, p.y + sy};
            if (!referenceWayOpen(grid, p, {q.x, p.y}, q) && !referenceWayOpen(grid, p, {p.x, q.y}, q))
                return false;
        }
    return true;
}

/// True when an agent on `eye` with sight radius `radius` sees `cell`: touched (one of the nine
/// cells around and on it), or within the radius and, under the line rule, in line of sight.
inline bool referenceSees(const MapGrid& grid, Coord eye, Coord cell, int radius, bool lineRule) {
    const int dx = cell.x - eye.x, dy = cell.y - eye.y;
    if (std::abs(dx) <= 1 && std::abs(dy) <= 1)
        return true;
    if (dx * dx + dy * dy > radius * radius)
        return false;
    return !lineRule || referenceLineOfSight(grid, eye, cell);
}

} // namespace pathfinder::testing
