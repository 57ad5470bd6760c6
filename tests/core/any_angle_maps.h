#pragma once

// Maps, movements and grid paths that the any-angle tests share.

#include "pathfinder/basics/coord.h"
#include "pathfinder/basics/random.h"
#include "pathfinder/grid/map_grid.h"
#include "pathfinder/grid/movement.h"

#include "path_checks.h"

#include <algorithm>
#include <cstdint>
#include <deque>
#include <vector>

namespace pathfinder::testing {

inline Movement eightWith(DiagonalRule rule) {
    Movement movement;
    movement.diagonalRule = rule;
    return movement;
}

inline Movement fourNeighbours() {
    Movement movement;
    movement.neighbours = 4;
    return movement;
}

/// The four movements that matter here: 4 neighbours and 8 under each diagonal rule.
inline std::vector<Movement> geometryMovements() {
    return {fourNeighbours(), eightWith(DiagonalRule::Always), eightWith(DiagonalRule::NotBothBlocked),
            eightWith(DiagonalRule::NoCornerCutting)};
}

inline MapGrid randomWalls(Random& random, int width, int height, std::uint32_t percent) {
    MapGrid grid(width, height);
    for (int y = 0; y < height; ++y)
        for (int x = 0; x < width; ++x)
            if (random.below(100) < percent)
                grid.setWall({x, y}, true);
    return grid;
}

/// A fewest-moves grid path from start to goal (breadth first over the legal steps), or empty.
inline std::vector<Coord> someGridPath(const MapGrid& grid, const Movement& movement, Coord start,
                                       Coord goal) {
    const auto index = [&grid](Coord c) { return static_cast<std::size_t>(c.y) * grid.width() + c.x; };
    std::vector<int> parent(grid.cellCount(), -1);
    std::deque<Coord> queue{start};
    parent[index(start)] = static_cast<int>(index(start));
    while (!queue.empty()) {
        const Coord cell = queue.front();
        queue.pop_front();
        if (cell == goal)
            break;
        for (const Coord offset : kNeighbourOffsets) {
            const Coord next = cell + offset;
            if (isLegalStep(grid, movement, cell, next) && parent[index(next)] < 0) {
                parent[index(next)] = static_cast<int>(index(cell));
                queue.push_back(next);
            }
        }
    }
    if (parent[index(goal)] < 0)
        return {};
    std::vector<Coord> path{goal};
    while (path.back() != start) {
        const auto p = static_cast<std::size_t>(parent[index(path.back())]);
        path.push_back({static_cast<int>(p % grid.width()), static_cast<int>(p / grid.width())});
    }
    std::reverse(path.begin(), path.end());
    return path;
}

} // namespace pathfinder::testing
