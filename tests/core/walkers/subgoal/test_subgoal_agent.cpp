// An agent walking with the subgoal graph while walls are added: with its builds put off
// (Agent::setDeferBuilds), a change waits for the graph built elsewhere and adopted, and the plan
// made then is optimal against the reference Dijkstra from the agent's cell; step() builds on the
// spot; without it, the change rebuilds at once as before.

#include "pathfinder/walkers/agents/agent.h"

#include "subgoal_checks.h"
#include "walkers/subgoal/subgoal_walker.h"

#include <atomic>
#include <memory>

using namespace pathfinder;
using namespace pathfinder::testing;

namespace {

/// A 40 x 30 map of random walls with a start and a goal that the reference connects.
MapGrid connectedMap(Random& random) {
    for (;;) {
        MapGrid grid = randomMap(random, 40, 30, subgoalWalls(0.25));
        if (std::isfinite(referenceDijkstra(grid, Movement{})))
            return grid;
    }
}

/// Walls on up to `count` random cells that are neither the agent's cell nor the goal.
void addWalls(Random& random, MapGrid& grid, int count) {
    for (int i = 0; i < count; ++i) {
        const Coord c = randomCell(random, grid);
        if (c != grid.start() && c != grid.goal())
            grid.setWall(c, true);
    }
}

/// A subgoal graph walker set up on a connected random map, and an agent walking with it.
struct Walk {
    Walk(Random& random, bool deferBuilds) : grid(connectedMap(random)), agent(grid, walker) {
        walker.setup(grid, settings);
        agent.setDeferBuilds(deferBuilds);
    }
    MapGrid grid;
    const WalkerSettings settings;
    SubgoalGraphWalker walker;
    Agent agent;
};

/// The plan ahead against the reference from the agent's cell on the map as it is.
void checkPlanOptimal(const Agent& agent, const MapGrid& grid, const Movement& movement) {
    const double reference = referenceDijkstra(grid, movement);
    const std::vector<Coord> plan = agent.remainingPlan();
    INFO("reference " << reference << "\n" << asciiFromGrid(grid, plan));
    if (!std::isfinite(reference)) {
        CHECK(plan.empty());
        return;
    }
    REQUIRE_FALSE(plan.empty());
    CHECK(plan.front() == grid.start());
    CHECK(plan.back() == grid.goal());
    CHECK(pathProblem(grid, movement, plan) == "");
    CHECK(closeTo(sumOfStepCosts(grid, movement, plan), reference));
}

} // namespace

TEST_CASE("An agent with deferred builds waits for the subgoal graph built elsewhere",
          "[subgoal-graph][agent]") {
    Random random(9090);
    for (int round = 0; round < 8; ++round) {
        INFO("round " << round);
        Walk walk(random, true);
        auto& [grid, settings, walker, agent] = walk;
        CHECK_FALSE(agent.awaitsPreparation());
        REQUIRE(agent.planAhead(1u << 20));
        checkPlanOptimal(agent, grid, settings.movement);
        for (int move = 0; move < 5 && agent.state() == Agent::State::Walking; ++move)
            agent.step();
        if (agent.state() != Agent::State::Walking)
            continue;

        // Walls: the graph no longer fits, and the walker is left as it was until it is built.
        const std::uint64_t resets = walker.resetCount();
        addWalls(random, grid, 40);
        REQUIRE(agent.needsPlanning());
        REQUIRE(agent.awaitsPreparation());
        CHECK_FALSE(agent.planAhead(1u << 20));
        CHECK_FALSE(agent.planAhead(1u << 20));
        CHECK(walker.resetCount() == resets);

        // Built on a copy (another thread could run it), adopted: the plan goes on from there.
        std::unique_ptr<WalkerPreparation> preparation = walker.preparation(grid, settings);
        REQUIRE(preparation);
        addWalls(random, grid, 5); // after the copy: what was built no longer fits either
        const std::atomic<bool> stop{false};
        preparation->run(stop);
        walker.adopt(*preparation);
        CHECK(agent.awaitsPreparation());
        preparation = walker.preparation(grid, settings);
        REQUIRE(preparation);
        preparation->run(stop);
        walker.adopt(*preparation);
        CHECK_FALSE(agent.awaitsPreparation());
        REQUIRE(agent.planAhead(1u << 20));
        CHECK(walker.resetCount() == resets + 1);
        CHECK(walker.stats().heuristicBuildNs == preparation->buildNs());
        checkPlanOptimal(agent, grid, settings.movement);
    }
}

TEST_CASE("An agent's step builds the subgoal graph on the spot when it was put off",
          "[subgoal-graph][agent]") {
    Random random(9191);
    Walk walk(random, true);
    auto& [grid, settings, walker, agent] = walk;
    agent.step();
    addWalls(random, grid, 30);
    REQUIRE(agent.awaitsPreparation());
    const Coord before = *grid.start();
    const Agent::State state = agent.step();
    CHECK_FALSE(agent.awaitsPreparation());
    CHECK_FALSE(walker.needsPreparation(grid, settings));
    if (state == Agent::State::Walking) {
        CHECK(*grid.start() != before);
        checkPlanOptimal(agent, grid, settings.movement);
    }
}

TEST_CASE("Without deferred builds a change rebuilds the subgoal graph at once", "[subgoal-graph][agent]") {
    Random random(9292);
    Walk walk(random, false);
    auto& [grid, settings, walker, agent] = walk;
    agent.step();
    addWalls(random, grid, 30);
    CHECK_FALSE(agent.awaitsPreparation());
    CHECK_FALSE(walker.needsPreparation(grid, settings));
    REQUIRE(agent.planAhead(1u << 20));
    checkPlanOptimal(agent, grid, settings.movement);
}
