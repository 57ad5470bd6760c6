#pragma once

#include "pathfinder/grid/map_grid.h"
#include "pathfinder/grid/movement.h"

#include "path_checks.h"

#include <limits>
#include <optional>
#include <set>
#include <utility>
#include <vector>

namespace pathfinder::testing {

/// Least cost from the start to every cell settled before `stop` (all of them without one), indexed
/// y·width + x: textbook Dijkstra over an ordered set of (cost, cell), with its own neighbour loop.
/// +infinity for walls and cells it did not reach, and everywhere when the start is missing or a wall.
inline std::vector<double> referenceDistancesUntil(const MapGrid& grid, const Movement& movement,
                                                   std::optional<Coord> stop) {
    const int width = grid.width();
    const auto indexOf = [width](Coord c) { return static_cast<std::size_t>(c.y) * width + c.x; };
    std::vector<double> best(grid.cellCount(), std::numeric_limits<double>::infinity());
    if (!grid.start() || !isFreeCell(grid, *grid.start()))
        return best;
    std::vector<bool> done(grid.cellCount(), false);
    std::set<std::pair<double, std::size_t>> frontier;
    best[indexOf(*grid.start())] = 0.0;
    frontier.insert({0.0, indexOf(*grid.start())});
    while (!frontier.empty()) {
        const auto [cost, index] = *frontier.begin();
        frontier.erase(frontier.begin());
        if (done[index])
            continue;
        done[index] = true;
        const Coord cell{static_cast<int>(index % width), static_cast<int>(index / width)};
        if (stop && cell == *stop)
            break;
        for (int dy = -1; dy <= 1; ++dy)
            for (int dx = -1; dx <= 1; ++dx) {
                const Coord next{cell.x + dx, cell.y + dy};
                if (!isLegalStep(grid, movement, cell, next))
                    continue;
                const double through = cost + stepCostOf(grid, movement, cell, next);
                if (through < best[indexOf(next)]) {
                    best[indexOf(next)] = through;
                    frontier.insert({through, indexOf(next)});
                }
            }
    }
    return best;
}

/// Least cost from start to goal. +infinity when start or goal is missing or a wall, or the goal is
/// unreachable.
inline double referenceDijkstra(const MapGrid& grid, const Movement& movement) {
    if (!grid.start() || !grid.goal() || !isFreeCell(grid, *grid.start()) || !isFreeCell(grid, *grid.goal()))
        return std::numeric_limits<double>::infinity();
    const Coord goal = *grid.goal();
    return referenceDistancesUntil(grid, movement,
                                   goal)[static_cast<std::size_t>(goal.y) * grid.width() + goal.x];
}

/// Least cost from the start to every cell: the same search run to the end instead of to the goal.
inline std::vector<double> referenceDistances(const MapGrid& grid, const Movement& movement) {
    return referenceDistancesUntil(grid, movement, std::nullopt);
}

} // namespace pathfinder::testing
