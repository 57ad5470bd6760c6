#pragma once

// The tests' one builder of random maps.

#include "pathfinder/coord.h"
#include "pathfinder/map_grid.h"
#include "pathfinder/random.h"

#include <cstdint>

namespace pathfinder::testing {

/// How randomMap() draws a map.
struct RandomMapOptions {
    int minSide = 2; ///< width and height are each drawn from [minSide, maxSide]
    int maxSide = 24;
    double maxWallDensity = 0.3; ///< the map's wall density is drawn from [0, maxWallDensity)
    double costShare = 0.0;      ///< chance that a free cell gets a random entry cost
    int minCost = 1;             ///< random entry costs are drawn from [minCost, MapGrid::kMaxCost]
    bool freeEnds = true;        ///< start and goal are made free cells of cost 1
};

/// A cell of the grid drawn uniformly.
inline Coord randomCell(Random& random, const MapGrid& grid) {
    return Coord{static_cast<int>(random.below(static_cast<std::uint32_t>(grid.width()))),
                 static_cast<int>(random.below(static_cast<std::uint32_t>(grid.height())))};
}

/// A random map with a start and a goal (each on a random cell; they may coincide).
inline MapGrid randomMap(Random& random, const RandomMapOptions& options) {
    const auto span = static_cast<std::uint32_t>(options.maxSide - options.minSide + 1);
    MapGrid grid(options.minSide + static_cast<int>(random.below(span)),
                 options.minSide + static_cast<int>(random.below(span)));
    const double density = options.maxWallDensity * random.unit();
    const auto costs = static_cast<std::uint32_t>(MapGrid::kMaxCost - options.minCost + 1);
    for (int y = 0; y < grid.height(); ++y)
        for (int x = 0; x < grid.width(); ++x) {
            if (random.unit() < density)
                grid.setWall({x, y}, true);
            else if (random.unit() < options.costShare)
                grid.setCost({x, y}, options.minCost + static_cast<int>(random.below(costs)));
        }
    const Coord start = randomCell(random, grid);
    const Coord goal = randomCell(random, grid);
    if (options.freeEnds) {
        grid.setCost(start, 1);
        grid.setCost(goal, 1);
    }
    grid.setStart(start);
    grid.setGoal(goal);
    return grid;
}

} // namespace pathfinder::testing
