#pragma once

// Random maps for the searches towards several cells (flow fields, nearest goals, via-points), with
// the independent reference they are checked against: reference_shaped.h's steps, derived from the
// map's rules without MapGrid::canStep or stepCost, and its plain forward Dijkstra from each cell.

#include "pathfinder/basics/random.h"
#include "pathfinder/grid/heuristic.h"
#include "pathfinder/grid/map_grid.h"

#include "core/path_checks.h"
#include "core/reference_shaped.h"
#include "core/shaped_cases.h"
#include "support/random_map.h"

#include <limits>
#include <string>
#include <vector>

namespace pathfinder::testing {

/// A random map with a movement, a heuristic admissible on it, and some cells to head for.
struct GoalCase {
    std::string label;
    MapGrid grid;
    Movement movement;
    HeuristicKind heuristic = HeuristicKind::Octile;
    std::vector<Coord> points; ///< random cells, free or not
};

/// `count` maps of every kind: plain costs and terrain under every movement, hex cells, walls and
/// one-way sides between cells, heights with a slope; sides 1–16; each with 1–4 random points.
inline std::vector<GoalCase> makeGoalCases(int count, std::uint64_t seed) {
    Random random(seed);
    static const std::vector<Movement> movements = allMovementSettings();
    std::vector<GoalCase> cases;
    for (int i = 0; i < count; ++i) {
        GoalCase c;
        switch (i % 4) {
        case 0: {
            RandomMapOptions options;
            options.costShare = 0.4;
            options.terrainShare = 0.2;
            c.grid = randomSizedMap(random, 1, 16, options);
            c.movement = movements[static_cast<std::size_t>(i / 4) % movements.size()];
            c.label = "plain";
            break;
        }
        default: {
            const auto family = static_cast<ShapedFamily>(i % 4 - 1);
            ShapedCase shaped = makeShapedCase(family, random, i);
            c.grid = std::move(shaped.grid);
            c.movement = shaped.movement;
            c.heuristic = shaped.heuristic;
            c.label = shaped.family;
            break;
        }
        }
        const int points = randomBetween(random, 1, 4);
        for (int p = 0; p < points; ++p)
            c.points.push_back(randomCell(random, c.grid));
        c.label += " #" + std::to_string(i) + " " + std::to_string(c.grid.width()) + "x" +
                   std::to_string(c.grid.height()) + " " + movementLabel(c.movement);
        cases.push_back(std::move(c));
    }
    return cases;
}

/// The reference's least cost from `from` to `to` (infinity when either is not free or no route).
inline double referenceCost(const MapGrid& grid, const Movement& movement, Coord from, Coord to) {
    if (!isFreeCell(grid, to))
        return std::numeric_limits<double>::infinity();
    return shapedDistancesFrom(grid, movement, from)[static_cast<std::size_t>(to.y) * grid.width() + to.x];
}

/// The reference's least cost from `from` to the nearest of `goals`.
inline double referenceNearest(const MapGrid& grid, const Movement& movement, Coord from,
                               const std::vector<Coord>& goals) {
    const std::vector<double> distances = shapedDistancesFrom(grid, movement, from);
    double least = std::numeric_limits<double>::infinity();
    for (const Coord g : goals)
        if (isFreeCell(grid, g))
            least = std::min(least, distances[static_cast<std::size_t>(g.y) * grid.width() + g.x]);
    return least;
}

} // namespace pathfinder::testing
