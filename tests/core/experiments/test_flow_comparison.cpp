#include "pathfinder/experiments/flow_comparison.h"

#include "core/goal_cases.h"
#include "support/random_case_count.h"

#include <catch2/catch.hpp>
#include <cmath>

using namespace pathfinder;
using namespace pathfinder::testing;

TEST_CASE("A flow field and A* per agent send the agents at the same, least total cost", "[flow]") {
    const auto cases = makeGoalCases(randomCaseCount(60), 3631);
    Random random(3632);
    std::size_t reachedAgents = 0;
    for (const GoalCase& c : cases) {
        const Coord goal = c.points.front();
        if (!isFreeCell(c.grid, goal))
            continue;
        std::vector<Coord> starts;
        for (int i = 0; i < 8; ++i)
            if (const Coord s = randomCell(random, c.grid); isFreeCell(c.grid, s))
                starts.push_back(s);
        CAPTURE(c.label);
        WalkerSettings settings;
        settings.movement = c.movement;
        settings.heuristic = c.heuristic;
        const FlowComparison comparison = compareFlowField(c.grid, settings, goal, starts);
        std::size_t reached = 0;
        double total = 0.0;
        for (const Coord s : starts)
            if (const double cost = referenceCost(c.grid, c.movement, s, goal); std::isfinite(cost)) {
                ++reached;
                total += cost;
            }
        CHECK(comparison.agents == starts.size());
        CHECK(comparison.flow.reached == reached);
        CHECK(comparison.search.reached == reached);
        CHECK(closeTo(comparison.flow.totalCost, total));
        CHECK(closeTo(comparison.search.totalCost, total));
        CHECK(comparison.flow.expanded <= c.grid.cellCount());
        CHECK(comparison.flow.bytes > 0);
        reachedAgents += reached;
    }
    CHECK(reachedAgents >= static_cast<std::size_t>(randomCaseCount(60)));
}
