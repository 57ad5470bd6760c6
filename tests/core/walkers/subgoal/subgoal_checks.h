#pragma once

// What the subgoal graph's tests share: maps of random walls and the walker's cost and path checked
// against the reference Dijkstra.

#include "pathfinder/grid/map_grid.h"
#include "pathfinder/grid/movement.h"
#include "pathfinder/search/run.h"
#include "pathfinder/search/walker.h"

#include "core/ascii_grid.h"
#include "core/path_checks.h"
#include "core/reference_dijkstra.h"
#include "support/random_map.h"

#include <catch2/catch.hpp>
#include <cmath>
#include <limits>

namespace pathfinder::testing {

/// A 7 x 5 map with one 2 x 1 block of walls at (2,2)-(3,2), whose graph both files work by hand.
inline MapGrid oneBlockMap() {
    return gridFromAscii({
        ".......",
        ".......",
        "..##...",
        ".......",
        ".......",
    });
}

inline RandomMapOptions subgoalWalls(double density) {
    RandomMapOptions options;
    options.wallDensity = density;
    return options;
}

inline double subgoalCost(MapGridWalker& walker, const MapGrid& grid) {
    const RunResult result = runToCompletion(walker, iterationLimit(grid));
    return result.state == WalkState::ReachedGoal ? walker.stats().pathCost
                                                  : std::numeric_limits<double>::infinity();
}

/// The walker's cost and path against the reference Dijkstra on the grid as it is.
inline void checkSubgoalOptimal(MapGridWalker& walker, const MapGrid& grid, const Movement& movement) {
    const double reference = referenceDijkstra(grid, movement);
    const double cost = subgoalCost(walker, grid);
    INFO("reference " << reference << ", subgoal-graph " << cost << "\n"
                      << asciiFromGrid(grid, walker.path()));
    if (std::isfinite(reference)) {
        CHECK(closeTo(cost, reference));
        CHECK(pathProblem(grid, movement, walker.path()) == "");
        CHECK(closeTo(sumOfStepCosts(grid, movement, walker.path()), reference));
    } else {
        CHECK_FALSE(std::isfinite(cost));
    }
}

} // namespace pathfinder::testing
