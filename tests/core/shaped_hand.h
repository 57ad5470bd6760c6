#pragma once

// Checks of small shaped maps against figures worked out by hand: a step as MapGrid::canStep,
// MapGrid::stepCost, pathCost() and the reference see it, and a route as the reference, Dijkstra and
// A* find it.

#include "pathfinder/basics/coord.h"
#include "pathfinder/grid/heuristic.h"
#include "pathfinder/grid/map_grid.h"
#include "pathfinder/grid/movement.h"
#include "pathfinder/registry/walker_registry.h"
#include "pathfinder/search/run.h"
#include "pathfinder/search/walker.h"

#include "core/path_checks.h"
#include "core/reference_shaped.h"

#include <catch2/catch.hpp>
#include <cmath>
#include <limits>
#include <memory>
#include <string>
#include <vector>

namespace pathfinder::testing {

inline constexpr double kNoStep = std::numeric_limits<double>::infinity();

/// The step from `from` in heading d costs `expected` (kNoStep: it is not allowed) for canStep,
/// stepCost, pathCost of the two cells and the reference alike.
inline void checkStep(const MapGrid& grid, const Movement& movement, Coord from, Direction d,
                      double expected) {
    const Coord to = from + offsetOf(d);
    INFO(coordLabel(from) << " -> " << coordLabel(to) << " under " << movementLabel(movement) << " on a "
                          << toString(grid.topology()) << " map, expected " << expected);
    const bool allowed = std::isfinite(expected);
    CHECK(grid.canStep(from, d, movement) == allowed);
    const double reference = shapedStepCost(grid, movement, from, to);
    const double whole = pathCost(grid, movement, {from, to});
    if (allowed) {
        CHECK(reference == Approx(expected));
        CHECK(grid.stepCost(from, d, movement) == Approx(expected));
        CHECK(whole == Approx(expected));
    } else {
        CHECK(std::isinf(reference));
        CHECK(std::isinf(whole));
    }
}

/// The least cost from the grid's start to its goal is `expected` (kNoStep: unreachable) for the
/// reference, for Dijkstra and for A* with the map's default heuristic and with Zero; a walker's
/// path is legal by the reference and pathCost() prices it at its reported cost.
inline void checkRoute(const MapGrid& grid, const Movement& movement, double expected) {
    INFO("route " << coordLabel(*grid.start()) << " -> " << coordLabel(*grid.goal()) << " under "
                  << movementLabel(movement) << " on a " << toString(grid.topology()) << " map, expected "
                  << expected);
    const double reference = referenceShapedDijkstra(grid, movement);
    if (std::isfinite(expected))
        CHECK(reference == Approx(expected));
    else
        CHECK(std::isinf(reference));
    struct Run {
        const char* walker;
        HeuristicKind heuristic;
    };
    for (const Run run :
         {Run{"dijkstra", HeuristicKind::Zero}, Run{"astar", defaultHeuristic(grid.topology())},
          Run{"astar", HeuristicKind::Zero}}) {
        const std::unique_ptr<MapGridWalker> walker = createWalker(run.walker);
        REQUIRE(walker != nullptr);
        WalkerSettings settings;
        settings.movement = movement;
        settings.heuristic = run.heuristic;
        walker->setup(grid, settings);
        const RunResult result = runToCompletion(*walker, iterationLimit(grid));
        INFO(run.walker << " with " << toString(run.heuristic) << ": " << toString(result.outcome)
                        << ", cost " << result.stats.pathCost << ", " << walker->note());
        CHECK(walker->refusal().empty());
        if (!std::isfinite(expected)) {
            CHECK(result.outcome == Outcome::Unreachable);
            continue;
        }
        REQUIRE(result.state == WalkState::ReachedGoal);
        CHECK(result.stats.pathCost == Approx(expected));
        CHECK(shapedPathProblem(grid, movement, walker->path()) == "");
        CHECK(pathCost(grid, movement, walker->path()) == Approx(expected));
    }
}

/// Movement with 8 neighbours under the rule and diagonal length.
inline Movement eightWay(DiagonalRule rule, DiagonalLength length = DiagonalLength::Sqrt2) {
    Movement movement;
    movement.neighbours = 8;
    movement.diagonalRule = rule;
    movement.diagonalLength = length;
    return movement;
}

inline Movement fourWay() {
    Movement movement;
    movement.neighbours = 4;
    return movement;
}

} // namespace pathfinder::testing
