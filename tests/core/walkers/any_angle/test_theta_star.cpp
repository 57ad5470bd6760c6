// Theta* and Lazy Theta*: any-angle paths checked against the brute-force segment rules, the straight
// line and the reference Dijkstra's grid optimum, and a hand-worked map.
#include "pathfinder/basics/random.h"
#include "pathfinder/grid/map_grid.h"
#include "pathfinder/registry/walker_registry.h"
#include "pathfinder/search/run.h"
#include "pathfinder/search/walker.h"

#include "core/any_angle_checks.h"
#include "core/ascii_grid.h"
#include "core/path_checks.h"
#include "core/reference_dijkstra.h"
#include "support/random_map.h"

#include <catch2/catch.hpp>
#include <cmath>
#include <memory>
#include <string>
#include <vector>

using namespace pathfinder;
using namespace pathfinder::testing;

namespace {

std::unique_ptr<MapGridWalker> finished(const std::string& name, const MapGrid& grid,
                                        const Movement& movement) {
    auto walker = createWalker(name);
    REQUIRE(walker != nullptr);
    WalkerSettings settings;
    settings.movement = movement;
    walker->setup(grid, settings);
    runToCompletion(*walker, iterationLimit(grid));
    return walker;
}

Movement withRule(int neighbours, DiagonalRule rule) {
    Movement movement;
    movement.neighbours = neighbours;
    movement.diagonalRule = rule;
    return movement;
}

} // namespace

TEST_CASE("Theta* walkers are registered as complete any-angle searches, not optimal", "[theta-star]") {
    for (const char* name : {"thetastar", "lazy-thetastar"}) {
        const WalkerInfo* info = findWalker(name);
        REQUIRE(info != nullptr);
        CHECK(info->traits.anyAngle);
        CHECK(info->traits.complete);
        CHECK_FALSE(info->traits.optimal);
        CHECK_FALSE(info->traits.weightedCosts);
    }
    CHECK(findWalker("thetastar")->displayName == "Theta*");
    CHECK(findWalker("lazy-thetastar")->displayName == "Lazy Theta*");
}

TEST_CASE("On an open map a Theta* path is one straight segment", "[theta-star]") {
    MapGrid grid(12, 7);
    grid.setStart(Coord{1, 1});
    grid.setGoal(Coord{10, 5});
    for (const char* name : {"thetastar", "lazy-thetastar"}) {
        const auto walker = finished(name, grid, Movement{});
        INFO(name);
        REQUIRE(walker->state() == WalkState::ReachedGoal);
        CHECK(walker->anglePath() == std::vector<PathPoint>{{1.5, 1.5}, {10.5, 5.5}});
        CHECK(walker->stats().pathSteps == 1);
        CHECK(walker->stats().pathCost == Approx(std::sqrt(81.0 + 16.0)));
    }
}

TEST_CASE("Theta* bends round a wall at cell centres, worked by hand", "[theta-star]") {
    // The wall (0..3, 1) parts the start from the goal; the way round is by column 4.
    //   S....      (0,0) sees (3,0) along the row, 3; (3,0) sees (4,1) past the wall's corner (4,1), √2;
    //   ####.      (4,1) sees (3,2), √2; (3,2) sees the goal along the row, 3. No centre sees further:
    //   G....      (0,0) does not see (4,1), nor (3,0) see (4,2) or (3,2) — the wall is in the way.
    // Length 6 + 2√2 ≈ 8.83. The grid optimum is 10 without corner cutting (round (4,0) and (4,2)),
    // and the shortest any-angle path, through the corners (4,1) and (4,2), is 1 + 2·√12.5 ≈ 8.07.
    const MapGrid grid = gridFromAscii({
        "S....", //
        "####.", //
        "G....", //
    });
    const auto walker = finished("thetastar", grid, withRule(8, DiagonalRule::NotBothBlocked));
    REQUIRE(walker->state() == WalkState::ReachedGoal);
    CHECK(walker->anglePath() ==
          std::vector<PathPoint>{{0.5, 0.5}, {3.5, 0.5}, {4.5, 1.5}, {3.5, 2.5}, {0.5, 2.5}});
    CHECK(walker->stats().pathCost == Approx(6.0 + 2.0 * std::sqrt(2.0)));
    CHECK(walker->path() ==
          std::vector<Coord>{{0, 0}, {1, 0}, {2, 0}, {3, 0}, {4, 1}, {3, 2}, {2, 2}, {1, 2}, {0, 2}});
}

TEST_CASE("Theta* paths are clear, no shorter than the straight line and no longer than the grid optimum",
          "[theta-star]") {
    const std::string name = GENERATE(std::string("thetastar"), std::string("lazy-thetastar"));
    const std::vector<Movement> movements = {
        withRule(8, DiagonalRule::NoCornerCutting), withRule(8, DiagonalRule::NotBothBlocked),
        withRule(8, DiagonalRule::Always), withRule(4, DiagonalRule::NoCornerCutting)};
    Random random(0x7E7A);
    int reached = 0;
    int shorter = 0;
    for (int round = 0; round < 300; ++round) {
        RandomMapOptions options;
        options.costShare = round % 2 == 0 ? 0.3 : 0.0; // costs the walkers must ignore
        MapGrid grid = randomSizedMap(random, 4, 23, options);
        const Movement movement = movements[static_cast<std::size_t>(round) % movements.size()];
        const auto walker = finished(name, grid, movement);
        // Every free cell costs 1 to an any-angle walker; the grid optimum is priced the same way.
        MapGrid uniform = grid;
        for (int y = 0; y < grid.height(); ++y)
            for (int x = 0; x < grid.width(); ++x)
                if (!grid.isBlocked({x, y}))
                    uniform.setCost({x, y}, 1);
        const double gridOptimum = referenceDijkstra(uniform, movement);
        INFO(name << ", round " << round << ", " << movementLabel(movement) << "\n"
                  << asciiFromGrid(grid, walker->path()));
        REQUIRE(walker->finished());
        CHECK((walker->state() == WalkState::ReachedGoal) == std::isfinite(gridOptimum));
        if (walker->state() != WalkState::ReachedGoal)
            continue;
        ++reached;
        CHECK(anglePathProblem(grid, movement, *walker) == "");
        const PathPoint from = centreOf(*grid.start());
        const PathPoint to = centreOf(*grid.goal());
        const double cost = walker->stats().pathCost;
        CHECK(cost >= std::hypot(to.x - from.x, to.y - from.y) * (1 - 1e-12));
        CHECK(cost <= gridOptimum * (1 + 1e-9));
        shorter += cost < gridOptimum * (1 - 1e-9) ? 1 : 0;
    }
    CHECK(reached > 100);
    CHECK(shorter > 50); // the segments do beat the grid moves
}
