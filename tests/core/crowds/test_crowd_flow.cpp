// The flow-field rule: many agents to one goal follow one field; checked from the positions tick by
// tick (no two agents on the way share a cell or swap, every move a legal step) and against an
// independent reference Dijkstra per agent (walking the field costs the least cost from its start).

#include "pathfinder/crowds/random_crowd.h"

#include "core/reference_shaped.h"
#include "crowd_checks.h"

#include <catch2/catch.hpp>
#include <set>

using namespace pathfinder;
using namespace pathfinder::testing;

TEST_CASE("Agents following a flow field to one goal never meet and each walks a least-cost route",
          "[crowd][flow]") {
    const int neighbours = GENERATE(4, 8);
    int walked = 0;
    for (std::uint64_t seed = 1; seed <= 40; ++seed) {
        Random random(seed * 104729 + static_cast<std::uint64_t>(neighbours));
        const int width = 8 + static_cast<int>(random.below(9));
        const int height = 8 + static_cast<int>(random.below(9));
        MapGrid grid = randomCrowdMap(random, width, height, 20);
        CrowdSettings settings;
        settings.rule = CrowdRule::FlowField;
        settings.movement.neighbours = neighbours;
        const std::size_t count = 2 + random.below(19);
        std::vector<CrowdAgentSpec> agents;
        try {
            agents = randomCrowdAgents(grid, settings.movement, count + 1, seed);
        } catch (const std::invalid_argument&) {
            continue; // too small a region for so many agents
        }
        // Everyone heads for the last agent's goal; that agent is left out.
        const Coord goal = agents.back().goal;
        agents.pop_back();
        for (CrowdAgentSpec& agent : agents)
            agent.goal = goal;
        Crowd crowd(grid, agents, settings);
        std::vector<Coord> before = crowd.positions();
        std::vector<bool> leftBefore(agents.size(), false);
        for (int tick = 0; tick < 2000 && !crowd.finished(); ++tick) {
            crowd.tick(expansionBudget(1000000));
            const std::vector<Coord> now = crowd.positions();
            std::set<std::pair<int, int>> cells;
            for (std::size_t i = 0; i < now.size(); ++i) {
                CAPTURE(seed, tick, i);
                if (leftBefore[i]) {
                    REQUIRE(now[i] == goal); // an agent that left stays gone
                    continue;
                }
                if (now[i] != goal)
                    REQUIRE(cells.insert({now[i].x, now[i].y}).second);
                if (before[i] != now[i]) {
                    const auto d = directionBetween(before[i], now[i]);
                    REQUIRE(d);
                    REQUIRE(grid.canStep(before[i], *d, settings.movement));
                    for (std::size_t j = 0; j < now.size(); ++j)
                        REQUIRE_FALSE(
                            (j != i && !leftBefore[j] && before[j] == now[i] && now[j] == before[i]));
                }
            }
            for (std::size_t i = 0; i < now.size(); ++i)
                leftBefore[i] = now[i] == goal;
            before = now;
        }
        REQUIRE(crowd.finished());
        for (std::size_t i = 0; i < agents.size(); ++i) {
            CAPTURE(seed, i);
            MapGrid query = grid;
            query.setStart(agents[i].start);
            query.setGoal(goal);
            const double optimum = referenceShapedDijkstra(query, settings.movement);
            // Every agent starts in the goal's region, but one-way sides may still cut it off.
            if (std::isinf(optimum)) {
                CHECK(crowd.state(i) == Crowd::AgentState::Stuck);
                continue;
            }
            REQUIRE(crowd.report(i).reached);
            CHECK(crowd.report(i).cost == Approx(optimum).epsilon(1e-9));
            ++walked;
        }
    }
    CHECK(walked >= 200);
}

TEST_CASE("A flow-field crowd follows an edit of the map", "[crowd][flow]") {
    // A corridor 12 long; agents at its west end head east; a wall dropped across it with a gap at
    // the bottom makes the field lead round.
    MapGrid grid(12, 3);
    CrowdSettings settings;
    settings.rule = CrowdRule::FlowField;
    settings.movement.neighbours = 4;
    std::vector<CrowdAgentSpec> agents;
    for (int y = 0; y < 3; ++y)
        agents.push_back({{0, y}, {11, 1}, std::nullopt, ""});
    Crowd crowd(grid, agents, settings);
    crowd.tick(expansionBudget(1000));
    grid.setWall({6, 0}, true);
    grid.setWall({6, 1}, true);
    for (int tick = 0; tick < 200 && !crowd.finished(); ++tick) {
        crowd.tick(expansionBudget(1000));
        for (std::size_t i = 0; i < crowd.size(); ++i)
            REQUIRE_FALSE(grid.isWall(crowd.positions()[i]));
    }
    CHECK(crowd.totals().reached == 3);
}
