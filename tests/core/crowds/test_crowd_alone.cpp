#include "pathfinder/crowds/random_crowd.h"
#include "pathfinder/search/run.h"

#include "crowd_checks.h"

#include <catch2/catch.hpp>
#include <cmath>

using namespace pathfinder;
using namespace pathfinder::testing;

TEST_CASE("An agent alone walks a least-cost route under both rules", "[crowd]") {
    const CrowdRule rule = GENERATE(CrowdRule::WaitThenReplan, CrowdRule::Whca);
    const int neighbours = GENERATE(4, 8);
    int compared = 0;
    for (std::uint64_t seed = 1; seed <= 60; ++seed) {
        Random random(seed * 104729 + static_cast<std::uint64_t>(neighbours));
        MapGrid grid = randomCrowdMap(random, 12, 10, 25);
        CrowdSettings settings;
        settings.rule = rule;
        settings.movement.neighbours = neighbours;
        settings.window = 1 + static_cast<int>(random.below(10));
        const std::vector<CrowdAgentSpec> agents = randomCrowdAgents(grid, settings.movement, 1, seed);
        MapGrid reference = grid;
        reference.setStart(agents[0].start);
        reference.setGoal(agents[0].goal);
        const double optimum = referenceOptimalCost(reference, settings.movement);
        if (!std::isfinite(optimum))
            continue; // a one-way-free map joins its region, but a wall side may still split nothing here
        Crowd crowd(grid, agents, settings);
        const CrowdWalk walk = walkCrowd(crowd, 1000, expansionBudget(1000000));
        CAPTURE(seed, settings.window);
        REQUIRE(crowd.report(0).reached);
        CHECK(crowd.report(0).cost == Approx(optimum).epsilon(1e-9));
        CHECK(crowd.report(0).waits == 0);
        CHECK(firstFault(walk, grid, settings.movement).empty());
        ++compared;
    }
    CHECK(compared >= 50);
}
