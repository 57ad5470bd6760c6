#pragma once

#include "pathfinder/map_grid.h"
#include "pathfinder/movement.h"

#include "path_checks.h"

#include <limits>
#include <set>
#include <utility>
#include <vector>

namespace pathfinder::testing {

/// Least cost from start to goal: textbook Dijkstra over an ordered set of (cost, cell), with its own
/// neighbour loop. +infinity when start or goal is missing or a wall, or the goal is unreachable.
inline double referenceDijkstra(const MapGrid& grid, const Movement& movement) {
    if (!grid.start() || !grid.goal() || !isFreeCell(grid, *grid.start()) || !isFreeCell(grid, *grid.goal()))
        return std::numeric_limits<double>::infinity();
    const int width = grid.width();
    const auto indexOf = [width](Coord c) { return static_cast<std::size_t>(c.y) * width + c.x; };
    std::vector<double> best(grid.cellCount(), std::numeric_limits<double>::infinity());
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
        if (cell == *grid.goal())
            return cost;
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
    return std::numeric_limits<double>::infinity();
}

/// Least cost from the start to every cell, indexed y·width + x: the same textbook Dijkstra run to
/// the end instead of to the goal. +infinity for walls and cells it cannot reach, and everywhere when
/// the start is missing or a wall.
inline std::vector<double> referenceDistances(const MapGrid& grid, const Movement& movement) {
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

} // namespace pathfinder::testing
