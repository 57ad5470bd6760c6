#include "../ascii_grid.h"
#include "crowd_checks.h"

#include <catch2/catch.hpp>

using namespace pathfinder;
using namespace pathfinder::testing;

namespace {

std::vector<CrowdAgentSpec> twoWay(Coord left, Coord right) {
    std::vector<CrowdAgentSpec> agents(2);
    agents[0].start = left;
    agents[0].goal = right;
    agents[1].start = right;
    agents[1].goal = left;
    return agents;
}

} // namespace

TEST_CASE("Under WHCA* two agents pass each other in a corridor with a passing bay", "[crowd][whca]") {
    // Agent 0 plans first and walks straight along the corridor, reaching x = 4 at tick 4. Agent 1
    // walks two cells west to x = 4 (tick 2), steps into the bay (tick 3), waits there while agent 0
    // passes beneath (tick 4, its one wait), steps back down behind it (tick 5) and walks four
    // cells west to x = 0 (tick 9). Either order of the wait (in the bay, or at the start) costs
    // the same and keeps the count at one.
    const MapGrid grid = gridFromAscii({
        "####.##",
        ".......",
    });
    MapGrid map = grid;
    CrowdSettings settings;
    settings.rule = CrowdRule::Whca;
    settings.movement.neighbours = 4;
    settings.window = 16;
    Crowd crowd(map, twoWay({0, 1}, {6, 1}), settings);
    const CrowdWalk walk = walkCrowd(crowd, 100, expansionBudget(100000));
    REQUIRE(firstFault(walk, grid, settings.movement).empty());
    REQUIRE(walk.finished);
    CHECK(crowd.report(0).reached);
    CHECK(crowd.report(1).reached);
    CHECK(movesAndWaits(walk, 0, {6, 1}) == std::pair<std::uint64_t, std::uint64_t>{6, 0});
    CHECK(movesAndWaits(walk, 1, {0, 1}) == std::pair<std::uint64_t, std::uint64_t>{8, 1});
    CHECK(crowd.report(1).waits == 1);
    CHECK(crowd.totals().waits == 1);
    CHECK(crowd.report(0).cost == 6.0);
    CHECK(crowd.report(1).cost == 8.0);
    CHECK(crowd.ticks() == 9);
    // The bay is where agent 1 stood at tick 4, when agent 0 passed below it.
    CHECK(walk.positions[4][1] == Coord{4, 0});
    CHECK(walk.positions[4][0] == Coord{4, 1});
}

TEST_CASE("Under WHCA* agents pass each other through a bay whatever the window and movement",
          "[crowd][whca]") {
    // The second agent reaches the bay's lower cell (x = 4) two ticks before the first agent
    // passes below it, so every window leaves it room to step aside.
    const MapGrid grid = gridFromAscii({
        "###..###",
        "........",
    });
    MapGrid map = grid;
    CrowdSettings settings;
    settings.rule = CrowdRule::Whca;
    settings.movement.neighbours = GENERATE(4, 8);
    settings.window = GENERATE(2, 4, 8, 16);
    Crowd crowd(map, twoWay({0, 1}, {7, 1}), settings);
    const CrowdWalk walk = walkCrowd(crowd, 200, expansionBudget(100000));
    CAPTURE(settings.window, settings.movement.neighbours);
    REQUIRE(firstFault(walk, grid, settings.movement).empty());
    CHECK(walk.finished);
    CHECK(crowd.totals().reached == 2);
}

TEST_CASE("The wait-then-replan rule cannot pass in a corridor whose bay is a dead end", "[crowd]") {
    // Both walk straight at each other and meet; a detour that treats the other agent as a wall
    // finds no route (the bay leads nowhere), so both wait until the ticks run out.
    const MapGrid grid = gridFromAscii({
        "####.##",
        ".......",
    });
    MapGrid map = grid;
    CrowdSettings settings;
    settings.movement.neighbours = 4;
    Crowd crowd(map, twoWay({0, 1}, {6, 1}), settings);
    const CrowdWalk walk = walkCrowd(crowd, 50, expansionBudget(100000));
    REQUIRE(firstFault(walk, grid, settings.movement).empty());
    CHECK_FALSE(walk.finished);
    CHECK(crowd.totals().reached == 0);
    CHECK(crowd.totals().collisionsAvoided > 0);
}
