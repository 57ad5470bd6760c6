#include "pathfinder/crowds/random_crowd.h"

#include "crowd_checks.h"

#include <catch2/catch.hpp>

using namespace pathfinder;
using namespace pathfinder::testing;

namespace {

/// An expansions budget that counts, apart from the crowd, what it granted in each tick.
struct CountingBudget {
    std::uint64_t perTick;
    std::vector<std::uint64_t> grantedPerTick;

    PlanningGate gate() {
        grantedPerTick.push_back(0);
        return [this](std::uint64_t spent) {
            // The crowd must ask with what it spent: the count kept here is the reference.
            CHECK(spent == grantedPerTick.back());
            if (spent >= perTick)
                return false;
            ++grantedPerTick.back();
            return true;
        };
    }
};

MapGrid openMap(std::uint64_t seed) {
    Random random(seed);
    MapGrid grid(14, 12);
    for (int k = 0; k < 20; ++k)
        grid.setWall({static_cast<int>(random.below(14)), static_cast<int>(random.below(12))}, true);
    return grid;
}

} // namespace

TEST_CASE("A crowd never spends more planning expansions in a tick than its budget, and still arrives",
          "[crowd][budget]") {
    // The guarantee: the gate is asked before every expansion, so a tick spends at most the budget,
    // never one more; a search cut short goes on in the next tick where it stopped.
    const CrowdRule rule = GENERATE(CrowdRule::WaitThenReplan, CrowdRule::Whca);
    const std::uint64_t seed = GENERATE(1, 2, 3, 4, 5);
    const MapGrid grid = openMap(seed);
    CrowdSettings settings;
    settings.rule = rule;
    const std::vector<CrowdAgentSpec> agents = randomCrowdAgents(grid, settings.movement, 6, seed);

    MapGrid ampleMap = grid;
    Crowd ample(ampleMap, agents, settings);
    walkCrowd(ample, 2000, expansionBudget(1000000));
    CAPTURE(seed, static_cast<int>(rule));
    INFO(crowdPicture(grid, ample.positions()));
    REQUIRE(ample.finished());

    const std::uint64_t perTick = GENERATE(1, 3, 10);
    CAPTURE(perTick);
    MapGrid map = grid;
    Crowd crowd(map, agents, settings);
    CountingBudget budget{perTick, {}};
    CrowdWalk walk;
    walk.positions.push_back(crowd.positions());
    for (int t = 0; t < 20000 && !crowd.finished(); ++t) {
        crowd.tick(budget.gate());
        walk.positions.push_back(crowd.positions());
    }
    REQUIRE(firstFault(walk, grid, settings.movement).empty());
    CHECK(crowd.finished());
    CHECK(crowd.totals().reached == ample.totals().reached);
    std::uint64_t granted = 0;
    for (const std::uint64_t g : budget.grantedPerTick) {
        CHECK(g <= perTick);
        granted += g;
    }
    CHECK(granted == crowd.totals().expansions);
    CHECK(crowd.totals().mostExpansionsInATick <= perTick);
}

TEST_CASE("A crowd walks the same way twice with the same agents and budget", "[crowd][budget]") {
    const CrowdRule rule = GENERATE(CrowdRule::WaitThenReplan, CrowdRule::Whca);
    const MapGrid grid = openMap(9);
    CrowdSettings settings;
    settings.rule = rule;
    const std::vector<CrowdAgentSpec> agents = randomCrowdAgents(grid, settings.movement, 8, 9);
    MapGrid first = grid;
    MapGrid second = grid;
    Crowd a(first, agents, settings);
    Crowd b(second, agents, settings);
    const CrowdWalk walkA = walkCrowd(a, 500, expansionBudget(7));
    const CrowdWalk walkB = walkCrowd(b, 500, expansionBudget(7));
    CHECK(walkA.positions == walkB.positions);
    CHECK(a.totals().expansions == b.totals().expansions);
}
