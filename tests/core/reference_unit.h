#pragma once

// The tests' reference for units larger than one cell: a Dijkstra over a unit's top-left positions,
// written from the rules of footprint.h and reading only the cells' codes, the unit's row, the sides
// and the heights.

#include "pathfinder/grid/map_grid.h"
#include "pathfinder/grid/movement.h"

#include "core/path_checks.h"

#include <algorithm>
#include <cmath>
#include <functional>
#include <limits>
#include <queue>
#include <vector>

namespace pathfinder::testing {

inline constexpr double kNoUnitWay = std::numeric_limits<double>::infinity();

/// The reference's view of a unit of size s: where it fits, what its square costs and how high it is.
struct UnitView {
    const MapGrid& grid;
    int s;

    bool fits(Coord c) const {
        if (c.x < 0 || c.y < 0 || c.x + s > grid.width() || c.y + s > grid.height())
            return false;
        for (int y = c.y; y < c.y + s; ++y)
            for (int x = c.x; x < c.x + s; ++x) {
                if (unitEntryCost(grid, {x, y}) <= 0.0)
                    return false;
                // A side inside the square: both cells' views of it must be open.
                if (x + 1 < c.x + s && (grid.side({x, y}, Direction::E) != SideKind::Open ||
                                        grid.side({x + 1, y}, Direction::W) != SideKind::Open))
                    return false;
                if (y + 1 < c.y + s && (grid.side({x, y}, Direction::S) != SideKind::Open ||
                                        grid.side({x, y + 1}, Direction::N) != SideKind::Open))
                    return false;
            }
        return true;
    }
    double dearest(Coord c) const {
        double cost = 0.0;
        for (int y = c.y; y < c.y + s; ++y)
            for (int x = c.x; x < c.x + s; ++x)
                cost = std::max(cost, unitEntryCost(grid, {x, y}));
        return cost;
    }
    int highest(Coord c) const {
        int h = 0;
        for (int y = c.y; y < c.y + s; ++y)
            for (int x = c.x; x < c.x + s; ++x)
                h = std::max(h, grid.height({x, y}));
        return h;
    }
    /// The cost of the step from a to a + (dx, dy), or infinity when the rules forbid it.
    double step(const Movement& movement, Coord a, int dx, int dy) const {
        const Coord b{a.x + dx, a.y + dy};
        if (!fits(a) || !fits(b))
            return kNoUnitWay;
        double length = 1.0;
        if (dx != 0 && dy != 0) {
            if (movement.neighbours != 8)
                return kNoUnitWay;
            const bool alongX = fits({a.x + dx, a.y});
            const bool alongY = fits({a.x, a.y + dy});
            if (movement.diagonalRule == DiagonalRule::NotBothBlocked && !alongX && !alongY)
                return kNoUnitWay;
            if (movement.diagonalRule == DiagonalRule::NoCornerCutting && (!alongX || !alongY))
                return kNoUnitWay;
            length = movement.diagonalStep();
        }
        const int rise = std::max(0, highest(b) - highest(a));
        return length * dearest(b) * (1.0 + grid.slope() * rise);
    }
};

/// The least cost of the unit from the grid's start to its goal; infinity when there is no way.
inline double referenceUnitDijkstra(const MapGrid& grid, const Movement& movement, int s) {
    const UnitView unit{grid, s};
    const Coord start = *grid.start();
    const Coord goal = *grid.goal();
    if (!unit.fits(start) || !unit.fits(goal))
        return kNoUnitWay;
    const auto index = [&](Coord c) { return static_cast<std::size_t>(c.y * grid.width() + c.x); };
    std::vector<double> dist(static_cast<std::size_t>(grid.width() * grid.height()), kNoUnitWay);
    using Entry = std::pair<double, int>;
    std::priority_queue<Entry, std::vector<Entry>, std::greater<>> open;
    dist[index(start)] = 0.0;
    open.push({0.0, static_cast<int>(index(start))});
    while (!open.empty()) {
        const auto [d, i] = open.top();
        open.pop();
        const Coord a{i % grid.width(), i / grid.width()};
        if (d > dist[index(a)])
            continue;
        if (a == goal)
            return d;
        for (int dy = -1; dy <= 1; ++dy)
            for (int dx = -1; dx <= 1; ++dx) {
                if (dx == 0 && dy == 0)
                    continue;
                const double cost = unit.step(movement, a, dx, dy);
                const Coord b{a.x + dx, a.y + dy};
                if (std::isfinite(cost) && d + cost < dist[index(b)]) {
                    dist[index(b)] = d + cost;
                    open.push({d + cost, static_cast<int>(index(b))});
                }
            }
    }
    return kNoUnitWay;
}

} // namespace pathfinder::testing
