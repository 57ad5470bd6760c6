#include "pathfinder/crowds/random_crowd.h"

#include "crowd_checks.h"

#include <catch2/catch.hpp>

using namespace pathfinder;
using namespace pathfinder::testing;

TEST_CASE("No two agents of a crowd meet or swap, and every move is a legal step, on random maps",
          "[crowd]") {
    const CrowdRule rule = GENERATE(CrowdRule::WaitThenReplan, CrowdRule::Whca);
    const int neighbours = GENERATE(4, 8);
    int reachedSomewhere = 0;
    for (std::uint64_t seed = 1; seed <= 40; ++seed) {
        Random random(seed * 7919 + static_cast<std::uint64_t>(neighbours));
        const int width = 8 + static_cast<int>(random.below(7));
        const int height = 8 + static_cast<int>(random.below(7));
        MapGrid grid = randomCrowdMap(random, width, height, 20);
        CrowdSettings settings;
        settings.rule = rule;
        settings.movement.neighbours = neighbours;
        settings.window = 2 + static_cast<int>(random.below(8));
        const std::size_t count = 2 + random.below(9);
        std::vector<CrowdAgentSpec> agents;
        try {
            agents = randomCrowdAgents(grid, settings.movement, count, seed);
        } catch (const std::invalid_argument&) {
            continue; // too small a region for so many agents
        }
        Crowd crowd(grid, agents, settings);
        const std::uint64_t budget = seed % 3 == 0 ? 5 : 100000;
        const CrowdWalk walk = walkCrowd(crowd, 300, expansionBudget(budget));
        CAPTURE(seed, width, height, count, settings.window, budget);
        INFO(firstFault(walk, grid, settings.movement));
        REQUIRE(firstFault(walk, grid, settings.movement).empty());
        const CrowdTotals totals = crowd.totals();
        std::uint64_t reached = 0;
        for (std::size_t i = 0; i < crowd.size(); ++i) {
            const auto [moves, waits] = movesAndWaits(walk, i, agents[i].goal);
            CHECK(crowd.report(i).moves == moves);
            const bool atGoal = walk.positions.back()[i] == agents[i].goal;
            CHECK(crowd.report(i).reached == atGoal);
            if (atGoal) {
                CHECK(crowd.report(i).waits == waits);
                ++reached;
            }
        }
        CHECK(totals.reached == reached);
        reachedSomewhere += reached > 0 ? 1 : 0;
    }
    CHECK(reachedSomewhere >= 20);
}
