// The larger-g tie-break must see costs that are equal in exact arithmetic as equal, however the
// floating-point sums that produced them were ordered.
#include "pathfinder/grid/map_grid.h"
#include "pathfinder/registry/walker_registry.h"
#include "pathfinder/search/run.h"

#include "search/open_list.h"

#include <catch2/catch.hpp>
#include <cmath>
#include <random>
#include <string>

using namespace pathfinder;

TEST_CASE("rankBits() keeps the order of values and equates sums that differ only by rounding", "[search]") {
    // The same three terms summed in two orders: 0.6000000000000001 and 0.6.
    const double a = (0.1 + 0.2) + 0.3;
    const double b = 0.1 + (0.2 + 0.3);
    REQUIRE(a != b);
    CHECK(rankBits(a) == rankBits(b));
    const double s = std::sqrt(2.0);
    CHECK(rankBits(((1 + s) + 1) + s) == rankBits(((s + s) + 1) + 1));

    std::mt19937_64 rng(36);
    std::uniform_real_distribution<double> value(0.0, 10000.0);
    for (int i = 0; i < 100000; ++i) {
        const double x = value(rng);
        const double y = value(rng);
        INFO(x << " and " << y);
        if (x < y)
            CHECK(rankBits(x) <= rankBits(y));
        // Values a millionth apart stay apart.
        CHECK(rankBits(x) < rankBits(x * (1 + 1e-6) + 1e-6));
    }
}

TEST_CASE("On open ground A* with the larger-g tie-break expands the cells of its path and no other",
          "[search]") {
    // Every cell on a least-cost route to the goal has the same f, and the deepest one goes first:
    // A* walks the route. Without equal sums comparing equal, it strayed for about half the goals.
    const DiagonalLength length = GENERATE(DiagonalLength::Sqrt2, DiagonalLength::OnePointFour);
    const Coord start = GENERATE(Coord{0, 0}, Coord{20, 13});
    WalkerSettings settings;
    settings.movement.diagonalLength = length;
    REQUIRE(settings.tieBreak == TieBreak::LargerG);
    int goals = 0;
    for (int y = 0; y < 40; y += 3)
        for (int x = 0; x < 40; ++x) {
            MapGrid grid(40, 40);
            grid.setStart(start);
            grid.setGoal(Coord{x, y});
            auto astar = createWalker("astar");
            astar->setup(grid, settings);
            REQUIRE(runToCompletion(*astar, iterationLimit(grid)).state == WalkState::ReachedGoal);
            INFO("goal (" << x << ", " << y << ")");
            CHECK(astar->stats().expanded == astar->stats().pathSteps + 1);
            ++goals;
        }
    CHECK(goals == 14 * 40);
}
