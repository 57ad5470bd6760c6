#include "pathfinder/basics/random.h"
#include "pathfinder/grid/map_grid.h"
#include "pathfinder/registry/walker_registry.h"
#include "pathfinder/traces/walker_footprint.h"

#include "core/ascii_grid.h"
#include "core/path_checks.h"
#include "core/reference_dijkstra.h"
#include "core/walker_helpers.h"

#include <catch2/catch.hpp>
#include <cmath>
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

using namespace pathfinder;
using namespace pathfinder::testing;

namespace {

void finish(MapGridWalker& walker, const MapGrid& grid) {
    const std::uint64_t limit = 64 * grid.cellCount() + 64;
    std::uint64_t i = 0;
    while (!walker.finished() && i++ < limit)
        walker.iterate();
    REQUIRE(walker.finished());
}

MapGrid randomGrid(Random& random) {
    const int side = random.below(4) == 0 ? randomBetween(random, 33, 64) : randomBetween(random, 2, 25);
    RandomMapOptions options;
    options.maxWallDensity = 0.35;
    const std::uint32_t kind = random.below(3);
    options.costShare = kind == 1 ? 0.5 : 0.0;
    options.terrainShare = kind == 2 ? 0.4 : 0.0;
    return randomMap(random, side, randomBetween(random, 1, side), options);
}

/// The solutions keep their promises against the reference optimum: each costs at most its bound
/// times it, bounds and costs never rise, the last bound is 1 and the last cost the optimum.
void checkSolutions(const MapGridWalker& ara, double optimal) {
    const std::vector<AnytimeSolution> solutions = ara.solutions();
    REQUIRE_FALSE(solutions.empty());
    const double initial = ara.settings().initialWeight;
    for (std::size_t i = 0; i < solutions.size(); ++i) {
        const AnytimeSolution& s = solutions[i];
        INFO("solution " << i << ": cost " << s.cost << ", bound " << s.bound);
        CHECK(s.bound >= 1.0);
        CHECK(s.bound <= initial);
        CHECK(s.cost <= s.bound * optimal * (1.0 + 1e-9));
        CHECK(s.cost >= optimal * (1.0 - 1e-9));
        if (i > 0) {
            CHECK(s.bound <= solutions[i - 1].bound);
            CHECK(s.cost <= solutions[i - 1].cost);
            CHECK(s.expanded >= solutions[i - 1].expanded);
            CHECK(s.timeNs >= solutions[i - 1].timeNs);
        }
    }
    CHECK(solutions.back().bound == 1.0);
    CHECK(closeTo(solutions.back().cost, optimal));
    CHECK(solutions.back().expanded <= ara.stats().expanded);
}

} // namespace

TEST_CASE("ARA*'s solutions keep their bounds and end at the least cost, under every movement rule",
          "[arastar]") {
    Random random(5521);
    const auto movements = allMovementSettings();
    const double weights[][2] = {{3.0, 0.5}, {2.0, 1.0}, {5.0, 0.3}, {1.0, 0.5}, {1.7, 2.0}};
    int improved = 0; // walks whose first solution cost more than their last
    for (int i = 0; i < 400; ++i) {
        const MapGrid grid = randomGrid(random);
        WalkerSettings settings;
        settings.movement = movements[static_cast<std::size_t>(i) % movements.size()];
        settings.initialWeight = weights[i % 5][0];
        settings.weightStep = weights[i % 5][1];
        settings.tieBreak = static_cast<TieBreak>(i % 3);
        settings.searchUnreachable = i % 2 == 0;
        INFO("map " << i << ", " << movementLabel(settings.movement) << ", weight " << settings.initialWeight
                    << " falling by " << settings.weightStep);
        INFO(asciiFromGrid(grid));
        auto ara = createWalker("arastar");
        ara->setup(grid, settings);
        finish(*ara, grid);
        const double optimal = referenceDijkstra(grid, settings.movement);
        if (!std::isfinite(optimal)) {
            CHECK(ara->state() == WalkState::UnableToReachGoal);
            CHECK(ara->solutions().empty());
            continue;
        }
        REQUIRE(ara->state() == WalkState::ReachedGoal);
        CHECK(pathProblem(grid, settings.movement, ara->path()) == "");
        CHECK(closeTo(sumOfStepCosts(grid, settings.movement, ara->path()), optimal));
        checkSolutions(*ara, optimal);
        if (ara->solutions().front().cost > optimal * (1.0 + 1e-9))
            ++improved;
    }
    CHECK(improved > 0); // the maps do exercise later, better solutions
    WARN("ARA*: " << improved << " of 400 walks improved on their first solution");
}

TEST_CASE("ARA* first takes the greedy detour, then proves the straight route, and a footprint keeps both",
          "[arastar]") {
    // With weight 3 the cells along the top row look cheap to reach the goal; the costly row 1
    // makes the straight route dearer than it looks, and the last solution is the least.
    const MapGrid grid = gridFromAscii({
        "S....9....",
        ".###.9.##.",
        ".........G",
    });
    WalkerSettings settings;
    settings.initialWeight = 3.0;
    settings.weightStep = 1.0;
    auto ara = createWalker("arastar");
    ara->setup(grid, settings);
    finish(*ara, grid);
    REQUIRE(ara->state() == WalkState::ReachedGoal);
    const double optimal = referenceDijkstra(grid, settings.movement);
    checkSolutions(*ara, optimal);
    CHECK_THAT(ara->note(), Catch::EndsWith(ara->solutions().size() == 1 ? " solution" : " solutions"));
    const WalkerFootprint footprint(*ara);
    REQUIRE(footprint.solutions().size() == ara->solutions().size());
    CHECK(footprint.solutions().back().cost == ara->solutions().back().cost);
}
