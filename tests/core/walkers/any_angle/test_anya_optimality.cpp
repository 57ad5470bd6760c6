// Anya's costs on random maps: against a visibility graph solved by Dijkstra, against the octile
// optimum, and against Theta*, Lazy Theta* and a grid path with its string pulled.

#include "pathfinder/basics/random.h"
#include "pathfinder/grid/map_grid.h"
#include "pathfinder/registry/walker_registry.h"
#include "pathfinder/search/run.h"
#include "pathfinder/search/walker.h"
#include "pathfinder/walkers/any_angle/any_angle.h"

#include "core/path_checks.h"
#include "core/reference_dijkstra.h"
#include "core/walkers/any_angle/anya_checks.h"
#include "support/random_map.h"

#include <catch2/catch.hpp>
#include <cmath>
#include <vector>

using namespace pathfinder;
using namespace pathfinder::testing;
using namespace pathfinder::testing::anya_checks;

TEST_CASE("Anya's cost equals the visibility graph's shortest path on random maps under each movement",
          "[search][anya][optimality]") {
    Random random(20160517);
    const std::vector<Movement> movements = {fourNeighbours(), eightWith(DiagonalRule::Always),
                                             eightWith(DiagonalRule::NotBothBlocked),
                                             eightWith(DiagonalRule::NoCornerCutting)};
    int reached = 0;
    int unreachable = 0;
    for (int map = 0; map < 800; ++map) {
        RandomMapOptions options;
        options.maxWallDensity = map % 2 == 0 ? 0.3 : 0.6; // open fields, and mazes of walls
        const int largest = map < 400 ? 6 : 14;
        const MapGrid grid = randomSizedMap(random, 1, largest, options);
        for (const Movement& movement : movements) {
            INFO("map " << map << " " << describe(grid, movement));
            const double expected = visibilityGraphCost(grid, movement);
            const AnyaRun run = runAnya(grid, movement);
            if (!std::isfinite(expected)) {
                CHECK(run.state == WalkState::UnableToReachGoal);
                ++unreachable;
                continue;
            }
            REQUIRE(run.state == WalkState::ReachedGoal);
            CHECK(run.cost == Approx(expected).margin(1e-9).epsilon(0));
            checkPath(grid, movement, run);
            ++reached;
        }
    }
    // The maps must test both outcomes.
    CHECK(reached > 1600);
    CHECK(unreachable > 200);
}

TEST_CASE("Anya is never longer than the octile optimum between the same centres",
          "[search][anya][optimality]") {
    Random random(56);
    for (int map = 0; map < 200; ++map) {
        RandomMapOptions options;
        options.maxWallDensity = 0.4;
        const MapGrid grid = randomSizedMap(random, 2, 16, options);
        for (const Movement& movement : allMovementSettings()) {
            if (movement.neighbours == 8 && movement.diagonalLength != DiagonalLength::Sqrt2)
                continue;
            INFO("map " << map << " " << describe(grid, movement));
            const double octile = referenceDijkstra(grid, movement);
            const AnyaRun run = runAnya(grid, movement);
            // The free cells that join are the same for both: through a shared edge, or through a
            // double corner exactly when the movement allows a diagonal step between two walls.
            if (!std::isfinite(octile)) {
                CHECK(run.state == WalkState::UnableToReachGoal);
                continue;
            }
            REQUIRE(run.state == WalkState::ReachedGoal);
            CHECK(run.cost <= octile + 1e-9);
            checkPath(grid, movement, run);
        }
    }
}

TEST_CASE("Theta* and Lazy Theta* are never shorter than Anya, and Anya never longer than string pulling",
          "[search][anya][thetastar][optimality]") {
    Random random(2016);
    int strictlyLonger = 0;
    for (int map = 0; map < 150; ++map) {
        RandomMapOptions options;
        options.maxWallDensity = 0.4;
        const MapGrid grid = randomSizedMap(random, 4, 20, options);
        for (const Movement& movement :
             {fourNeighbours(), eightWith(DiagonalRule::Always), eightWith(DiagonalRule::NoCornerCutting)}) {
            INFO("map " << map << " " << describe(grid, movement));
            const AnyaRun anya = runAnya(grid, movement);
            for (const char* name : {"thetastar", "lazy-thetastar"}) {
                auto walker = createWalker(name);
                REQUIRE(walker);
                WalkerSettings settings;
                settings.movement = movement;
                walker->setup(grid, settings);
                const RunResult theta = runToCompletion(*walker, 10'000'000);
                INFO(name);
                CHECK((theta.state == WalkState::ReachedGoal) == (anya.state == WalkState::ReachedGoal));
                if (theta.state != WalkState::ReachedGoal || anya.state != WalkState::ReachedGoal)
                    continue;
                CHECK(theta.stats.pathCost >= anya.cost - 1e-9);
                strictlyLonger += theta.stats.pathCost > anya.cost + 1e-9 ? 1 : 0;
            }
            // The grid optimum's path with its string pulled is an any-angle path too.
            if (anya.state == WalkState::ReachedGoal) {
                auto astar = createWalker("astar");
                WalkerSettings settings;
                settings.movement = movement;
                astar->setup(grid, settings);
                runToCompletion(*astar, 10'000'000);
                CHECK(anya.cost <= smoothedLength(grid, movement, astar->path()) + 1e-9);
            }
        }
    }
    // Theta* is not always optimal: the comparison must see it lose somewhere.
    CHECK(strictlyLonger > 0);
}
