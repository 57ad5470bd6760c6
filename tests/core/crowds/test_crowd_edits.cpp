#include "../ascii_grid.h"
#include "crowd_checks.h"

#include <catch2/catch.hpp>

using namespace pathfinder;
using namespace pathfinder::testing;

TEST_CASE("A crowd plans again when the map is edited between ticks", "[crowd]") {
    const CrowdRule rule = GENERATE(CrowdRule::WaitThenReplan, CrowdRule::Whca);
    MapGrid map = gridFromAscii({
        "..........",
        "..........",
        "..........",
    });
    CrowdSettings settings;
    settings.rule = rule;
    settings.movement.neighbours = 4;
    std::vector<CrowdAgentSpec> agents(2);
    agents[0].start = {0, 1};
    agents[0].goal = {9, 1};
    agents[1].start = {0, 0};
    agents[1].goal = {9, 0};
    Crowd crowd(map, agents, settings);
    CrowdWalk walk;
    walk.positions.push_back(crowd.positions());
    for (int t = 0; t < 3; ++t) {
        crowd.tick(expansionBudget(100000));
        walk.positions.push_back(crowd.positions());
    }
    // A wall across rows 0 and 1 ahead of both: each must go down to row 2 to pass it.
    map.setWall({6, 0}, true);
    map.setWall({6, 1}, true);
    for (int t = 0; t < 100 && !crowd.finished(); ++t) {
        crowd.tick(expansionBudget(100000));
        walk.positions.push_back(crowd.positions());
    }
    REQUIRE(firstFault(walk, map, settings.movement).empty()); // never into the new walls
    CHECK(crowd.totals().reached == 2);
    // Agent 0 (first in order, never delayed by agent 1 on row 0) walks 3 cells, then from (3, 1)
    // the least route around the wall: 6 cells east and 2 down and up again, 8 more moves, 11 in all.
    CHECK(crowd.report(0).cost == 11.0);
}

TEST_CASE("A crowd refuses agents it cannot walk, naming the agent", "[crowd]") {
    MapGrid map = gridFromAscii({
        "...#",
        "....",
    });
    const auto refusal = [&](std::vector<CrowdAgentSpec> agents) {
        try {
            Crowd crowd(map, std::move(agents), CrowdSettings{});
        } catch (const std::invalid_argument& e) {
            return std::string(e.what());
        }
        return std::string();
    };
    CrowdAgentSpec a;
    a.start = {0, 0};
    a.goal = {2, 1};
    CrowdAgentSpec b = a;
    b.goal = {1, 1};
    CHECK(refusal({a, b}) == "agent 1 and agent 2 share the start (0, 0)");
    b.start = {1, 0};
    b.goal = a.goal;
    CHECK(refusal({a, b}) == "agent 1 and agent 2 share the goal (2, 1): only one could stay there");
    b.goal = {3, 0};
    CHECK(refusal({a, b}) == "agent 2: its goal (3, 0) is blocked to unit '" + map.unit().name + "'");
    b.goal = {4, 0};
    CHECK(refusal({a, b}) == "agent 2: its goal (4, 0) is off the map");
    b.goal = {1, 1};
    b.walker = "thetastar";
    CHECK(refusal({a, b}).find("agent 2: Theta* plans any-angle segments") == 0);
    b.walker = "nosuch";
    CHECK(refusal({a, b}).find("agent 2: unknown walker 'nosuch'; the walkers are ") == 0);
    b.walker.clear();
    b.unit = map.unit();
    b.unit->size = 2;
    CHECK(refusal({a, b}).find("agent 2: unit '" + map.unit().name +
                               "' is 2 cells wide; a crowd moves units of one cell only") == 0);
}
