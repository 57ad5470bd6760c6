#pragma once

// The any-angle rules written out by brute force, for the tests alone: a segment is tested against
// the square of every cell, every unit edge and every corner point of the map and the ring round it,
// in doubled integer coordinates (a point (x, y) is (2x, 2y)), without the code under test. And the
// checks every any-angle walker's result must pass.

#include "pathfinder/basics/coord.h"
#include "pathfinder/grid/map_grid.h"
#include "pathfinder/grid/movement.h"
#include "pathfinder/search/search_view.h"

#include "path_checks.h"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdlib>
#include <string>
#include <vector>

namespace pathfinder::testing {

struct P2 {
    std::int64_t x;
    std::int64_t y;
};

inline P2 doubled(PathPoint p) {
    return {std::llround(p.x * 2), std::llround(p.y * 2)};
}

inline std::int64_t cross(P2 o, P2 a, P2 b) {
    return (a.x - o.x) * (b.y - o.y) - (a.y - o.y) * (b.x - o.x);
}

inline bool freeAt(const MapGrid& grid, int x, int y) {
    return isFreeCell(grid, {x, y});
}

/// True when the segment ab (a != b) meets the open square of cell (x, y): no separating axis
/// among the square's two axes and the segment's normal.
inline bool meetsInterior(P2 a, P2 b, int x, int y) {
    const std::int64_t x0 = 2 * x;
    const std::int64_t y0 = 2 * y;
    if (std::max(a.x, b.x) <= x0 || std::min(a.x, b.x) >= x0 + 2)
        return false;
    if (std::max(a.y, b.y) <= y0 || std::min(a.y, b.y) >= y0 + 2)
        return false;
    int positive = 0;
    int negative = 0;
    for (const P2 corner : {P2{x0, y0}, P2{x0 + 2, y0}, P2{x0, y0 + 2}, P2{x0 + 2, y0 + 2}}) {
        const std::int64_t side = cross(a, b, corner);
        positive += side > 0;
        negative += side < 0;
    }
    return positive > 0 && negative > 0;
}

/// True when point c lies strictly between a and b on the segment.
inline bool strictlyInside(P2 a, P2 b, P2 c) {
    if (cross(a, b, c) != 0)
        return false;
    const std::int64_t along = (c.x - a.x) * (b.x - a.x) + (c.y - a.y) * (b.y - a.y);
    const std::int64_t rest = (b.x - c.x) * (b.x - a.x) + (b.y - c.y) * (b.y - a.y);
    return along > 0 && rest > 0;
}

inline bool doubleCornerAt(const MapGrid& grid, int x, int y) {
    const bool nw = !freeAt(grid, x - 1, y - 1);
    const bool ne = !freeAt(grid, x, y - 1);
    const bool sw = !freeAt(grid, x - 1, y);
    const bool se = !freeAt(grid, x, y);
    return (nw && se) || (ne && sw);
}

inline bool allowsDoubleCorners(const Movement& movement) {
    return movement.neighbours == 8 && movement.diagonalRule == DiagonalRule::Always;
}

/// The clear-segment rule written out over every cell, edge and corner.
inline bool referenceClear(const MapGrid& grid, const Movement& movement, PathPoint pa, PathPoint pb) {
    const P2 a = doubled(pa);
    const P2 b = doubled(pb);
    const std::int64_t w = 2 * grid.width();
    const std::int64_t h = 2 * grid.height();
    for (const P2 p : {a, b})
        if (p.x < 0 || p.y < 0 || p.x > w || p.y > h)
            return false;
    if (a.x == b.x && a.y == b.y) {
        for (int y = -1; y <= grid.height(); ++y)
            for (int x = -1; x <= grid.width(); ++x)
                if (a.x >= 2 * x && a.x <= 2 * x + 2 && a.y >= 2 * y && a.y <= 2 * y + 2 &&
                    freeAt(grid, x, y))
                    return true;
        return false;
    }
    for (int y = -1; y <= grid.height(); ++y)
        for (int x = -1; x <= grid.width(); ++x)
            if (!freeAt(grid, x, y) && meetsInterior(a, b, x, y))
                return false;
    // Unit edges the segment runs along for a positive length.
    for (int y = 0; y <= grid.height(); ++y)
        for (int x = -1; x <= grid.width(); ++x) {
            if (a.y != 2 * y || b.y != 2 * y)
                continue;
            const bool overlaps = std::max(std::min(a.x, b.x), std::int64_t{2} * x) <
                                  std::min(std::max(a.x, b.x), std::int64_t{2} * x + 2);
            if (overlaps && !freeAt(grid, x, y - 1) && !freeAt(grid, x, y))
                return false;
        }
    for (int x = 0; x <= grid.width(); ++x)
        for (int y = -1; y <= grid.height(); ++y) {
            if (a.x != 2 * x || b.x != 2 * x)
                continue;
            const bool overlaps = std::max(std::min(a.y, b.y), std::int64_t{2} * y) <
                                  std::min(std::max(a.y, b.y), std::int64_t{2} * y + 2);
            if (overlaps && !freeAt(grid, x - 1, y) && !freeAt(grid, x, y))
                return false;
        }
    if (!allowsDoubleCorners(movement))
        for (int y = 0; y <= grid.height(); ++y)
            for (int x = 0; x <= grid.width(); ++x)
                if (strictlyInside(a, b, {2 * x, 2 * y}) && doubleCornerAt(grid, x, y))
                    return false;
    return true;
}

/// True when a path that comes to corner point c from `before` and goes on to `after` squeezes
/// between two walls that meet there diagonally: with the walls on one diagonal, the line of that
/// diagonal parts the plane round the corner, and the path changes sides of it.
inline bool referenceTurnSqueezes(const MapGrid& grid, PathPoint before, PathPoint c, PathPoint after) {
    const P2 p = doubled(c);
    if (p.x % 2 != 0 || p.y % 2 != 0)
        return false;
    const int x = static_cast<int>(p.x / 2);
    const int y = static_cast<int>(p.y / 2);
    const bool nw = !freeAt(grid, x - 1, y - 1);
    const bool ne = !freeAt(grid, x, y - 1);
    const bool sw = !freeAt(grid, x - 1, y);
    const bool se = !freeAt(grid, x, y);
    const bool falling = nw && se && !ne && !sw; // walls along y = x through the corner
    const bool rising = ne && sw && !nw && !se;  // walls along y = -x
    if (!falling && !rising)
        return false;
    const auto side = [&](PathPoint q) {
        const double rx = q.x - c.x;
        const double ry = q.y - c.y;
        return falling ? rx - ry > 0 : rx + ry > 0;
    };
    return side(before) != side(after);
}

/// The Euclidean length of a polyline, summed here rather than by the code under test.
inline double lengthOf(const std::vector<PathPoint>& points) {
    double total = 0.0;
    for (std::size_t i = 1; i < points.size(); ++i)
        total += std::hypot(points[i].x - points[i - 1].x, points[i].y - points[i - 1].y);
    return total;
}

/// What is wrong with an any-angle walker's result on the map, or an empty string: its points run
/// from the start's centre to the goal's through clear segments and turns, its cells (path()) are
/// free 8-neighbours from start to goal that include every cell a segment crosses, and its stats
/// count the segments and their length.
inline std::string anglePathProblem(const MapGrid& grid, const Movement& movement, const SearchView& walk) {
    const std::vector<PathPoint>& points = walk.anglePath();
    const std::vector<Coord>& cells = walk.path();
    if (points.empty() || cells.empty())
        return "the any-angle path or its cells are empty";
    if (!grid.start() || !grid.goal())
        return "a path on a map without a start or a goal";
    if (points.front() != centreOf(*grid.start()) || points.back() != centreOf(*grid.goal()))
        return "the points do not run from the start's centre to the goal's";
    if (cells.front() != *grid.start() || cells.back() != *grid.goal())
        return "the cells do not run from the start to the goal";
    for (std::size_t i = 1; i < points.size(); ++i)
        if (!referenceClear(grid, movement, points[i - 1], points[i]))
            return "segment " + std::to_string(i) + " is not clear";
    if (!allowsDoubleCorners(movement))
        for (std::size_t i = 1; i + 1 < points.size(); ++i)
            if (referenceTurnSqueezes(grid, points[i - 1], points[i], points[i + 1]))
                return "the turn at point " + std::to_string(i) + " squeezes between two walls";
    for (std::size_t i = 0; i < cells.size(); ++i) {
        if (!isFreeCell(grid, cells[i]))
            return "cell " + coordLabel(cells[i]) + " is not free";
        if (i > 0 &&
            std::max(std::abs(cells[i].x - cells[i - 1].x), std::abs(cells[i].y - cells[i - 1].y)) != 1)
            return "cells " + coordLabel(cells[i - 1]) + " and " + coordLabel(cells[i]) +
                   " are not neighbours";
    }
    for (std::size_t i = 1; i < points.size(); ++i) {
        const P2 a = doubled(points[i - 1]);
        const P2 b = doubled(points[i]);
        if (a.x == b.x && a.y == b.y)
            continue;
        for (int y = 0; y < grid.height(); ++y)
            for (int x = 0; x < grid.width(); ++x)
                if (meetsInterior(a, b, x, y) &&
                    std::find(cells.begin(), cells.end(), Coord{x, y}) == cells.end())
                    return "segment " + std::to_string(i) + " crosses " + coordLabel({x, y}) +
                           ", not among the cells";
    }
    if (walk.stats().pathSteps != points.size() - 1)
        return "pathSteps does not count the segments";
    if (!closeTo(walk.stats().pathCost, lengthOf(points)))
        return "pathCost is not the segments' length";
    return {};
}

} // namespace pathfinder::testing
