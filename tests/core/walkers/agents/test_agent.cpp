#include "pathfinder/basics/random.h"
#include "pathfinder/grid/map_grid.h"
#include "pathfinder/registry/walker_registry.h"
#include "pathfinder/walkers/agents/agent.h"

#include "core/ascii_grid.h"
#include "core/path_checks.h"
#include "core/reference_dijkstra.h"

#include <catch2/catch.hpp>
#include <cmath>

using namespace pathfinder;
using namespace pathfinder::testing;

namespace {

/// Walks the agent until it arrives or is stuck, checking every step it takes against the map
/// as it is at that moment. Calls `between(step)` before each step to edit the map.
template <class Between>
Agent::State walk(Agent& agent, MapGrid& grid, const Movement& movement, Between between) {
    const std::size_t limit = 8 * grid.cellCount() + 16;
    for (std::size_t step = 0; step < limit; ++step) {
        between(step);
        const std::size_t before = agent.trail().size();
        const Coord from = agent.trail().back();
        const Agent::State state = agent.step();
        if (agent.trail().size() > before) {
            INFO("step " << step << " from " << coordLabel(from) << "\n"
                         << asciiFromGrid(grid, agent.trail()));
            REQUIRE(stepProblem(grid, movement, from, agent.trail().back()) == "");
        }
        if (state != Agent::State::Walking)
            return state;
    }
    FAIL("the agent neither arrived nor stopped");
    return Agent::State::Walking;
}

} // namespace

TEST_CASE("An agent walking with D* goes round a wall dropped on its path", "[agent][dstar]") {
    MapGrid grid = gridFromAscii({
        "..........",
        "S........G",
        "..........",
    });
    auto dstar = createWalker("dstar");
    dstar->setup(grid, WalkerSettings{});
    Agent agent(grid, *dstar);
    const Agent::State end = walk(agent, grid, Movement{}, [&](std::size_t step) {
        if (step == 3)
            grid.setWall({5, 1}, true); // right in front of it
    });
    CHECK(end == Agent::State::Arrived);
    CHECK(agent.trail().back() == Coord{9, 1});
    CHECK(std::find(agent.trail().begin(), agent.trail().end(), Coord{5, 1}) == agent.trail().end());
    CHECK(agent.plans() == 2); // the first plan and one repair
}

TEST_CASE("An agent stops when a wall seals the goal off", "[agent]") {
    MapGrid grid = gridFromAscii({
        "S......",
        ".......",
        ".....G.",
    });
    for (const char* name : {"dstar", "astar"}) {
        MapGrid world = grid;
        auto walker = createWalker(name);
        walker->setup(world, WalkerSettings{});
        Agent agent(world, *walker);
        const Agent::State end = walk(agent, world, Movement{}, [&](std::size_t step) {
            if (step == 1)
                for (Coord c : {Coord{4, 1}, Coord{5, 1}, Coord{6, 1}, Coord{4, 2}, Coord{6, 2}})
                    world.setWall(c, true);
        });
        INFO(name);
        CHECK(end == Agent::State::Stuck);
        CHECK_FALSE(agent.stoppedOnMisfit());
        CHECK(walker->state() == WalkState::UnableToReachGoal);
    }
}

TEST_CASE("Agents reach a reachable goal and report an unreachable one while the map keeps changing",
          "[agent][dynamic]") {
    Random random(99);
    const auto movements = allMovementSettings();
    for (int run = 0; run < 300; ++run) {
        const int width = 4 + static_cast<int>(random.below(20));
        const int height = 4 + static_cast<int>(random.below(20));
        MapGrid grid(width, height);
        for (int y = 0; y < height; ++y)
            for (int x = 0; x < width; ++x)
                if (random.unit() < 0.2)
                    grid.setWall({x, y}, true);
        grid.setWall({0, 0}, false);
        grid.setWall({width - 1, height - 1}, false);
        grid.setStart(Coord{0, 0});
        grid.setGoal(Coord{width - 1, height - 1});
        WalkerSettings settings;
        settings.movement = movements[static_cast<std::size_t>(run / 6) % movements.size()];
        // The any-angle walkers too: the agent walks the cells their segments cross.
        const char* names[] = {"dstar", "astar", "thetastar", "lazy-thetastar", "anya", "hpastar"};
        const char* name = names[run % 6];
        INFO("run " << run << " " << name << " " << movementLabel(settings.movement));

        auto walker = createWalker(name);
        walker->setup(grid, settings);
        Agent agent(grid, *walker);
        const Agent::State end = walk(agent, grid, settings.movement, [&](std::size_t step) {
            if (step % 3 != 0 || step > 60)
                return;
            const Coord cell{static_cast<int>(random.below(static_cast<std::uint32_t>(width))),
                             static_cast<int>(random.below(static_cast<std::uint32_t>(height)))};
            if (cell != *grid.start() && cell != *grid.goal())
                grid.setWall(cell, !grid.isBlocked(cell));
        });
        const bool reachable = std::isfinite(referenceDijkstra(grid, settings.movement));
        if (end == Agent::State::Arrived)
            CHECK(*grid.start() == *grid.goal());
        else
            CHECK_FALSE(reachable);
    }
}

namespace {

/// A walker whose every plan jumps two cells at once: a plan no unit can walk. With `stepFirst`
/// the plan makes one legal step before the jump.
class JumpingWalker : public MapGridWalker {
public:
    explicit JumpingWalker(bool stepFirst = false) : m_stepFirst(stepFirst) {}
    const WalkerDescription& description() const override {
        static const WalkerDescription d = [] {
            WalkerDescription w;
            w.name = "jumping";
            w.displayName = "Jumping";
            return w;
        }();
        return d;
    }
    CellView cellState(Coord) const override { return {}; }
    std::optional<Coord> current() const override { return std::nullopt; }
    int plans = 0;

protected:
    void doReset() override {}
    WalkState doIterate() override {
        ++plans;
        const Coord start = *gridRef().start();
        if (m_stepFirst)
            return reachGoal({start, {start.x + 1, start.y}, {start.x + 3, start.y}, *gridRef().goal()});
        return reachGoal({start, {start.x + 2, start.y}, *gridRef().goal()});
    }

private:
    bool m_stepFirst = false;
};

} // namespace

TEST_CASE("An agent whose fresh plan holds a step the movement refuses stops instead of planning forever",
          "[agent]") {
    MapGrid grid = gridFromAscii({
        "S.G",
    });
    JumpingWalker walker;
    walker.setup(grid, WalkerSettings{});
    Agent agent(grid, walker);
    CHECK(agent.step() == Agent::State::Walking); // the plan is made afresh once
    CHECK(agent.step() == Agent::State::Stuck);
    CHECK(agent.stoppedOnMisfit());
    CHECK(agent.step() == Agent::State::Stuck);
    CHECK(walker.plans == 2);
    CHECK(grid.start() == Coord{0, 0});
    // A change may make a plan that fits: it is planned again.
    grid.setCost({1, 0}, 2);
    CHECK(agent.state() == Agent::State::Walking);
    CHECK_FALSE(agent.stoppedOnMisfit());
    agent.step();
    CHECK(walker.plans == 3);
}

TEST_CASE("An agent stops at the second plan that does not fit, even after legal steps between", "[agent]") {
    MapGrid grid = gridFromAscii({
        "S......G",
    });
    JumpingWalker walker(true);
    walker.setup(grid, WalkerSettings{});
    Agent agent(grid, walker);
    CHECK(agent.step() == Agent::State::Walking); // to (1,0)
    CHECK(agent.step() == Agent::State::Walking); // (1,0) to (3,0) does not fit: plans afresh
    CHECK(agent.step() == Agent::State::Walking); // to (2,0) by the fresh plan
    CHECK(agent.step() == Agent::State::Stuck);   // (2,0) to (4,0): a plan made afresh on this map
    CHECK(agent.stoppedOnMisfit());
    CHECK(grid.start() == Coord{2, 0});
    CHECK(walker.plans == 2);
}

TEST_CASE("An agent's remaining plan starts where it stands and shrinks as it walks", "[agent]") {
    MapGrid grid = gridFromAscii({
        "S....G",
    });
    auto astar = createWalker("astar");
    astar->setup(grid, WalkerSettings{});
    Agent agent(grid, *astar);
    CHECK(agent.remainingPlan().empty()); // nothing planned yet
    REQUIRE(agent.step() == Agent::State::Walking);
    CHECK(agent.remainingPlan() == std::vector<Coord>{{1, 0}, {2, 0}, {3, 0}, {4, 0}, {5, 0}});
    CHECK(agent.lastPlanExpansions() == astar->stats().expanded);
    REQUIRE(agent.step() == Agent::State::Walking);
    CHECK(agent.remainingPlan().front() == Coord{2, 0});
    grid.setCost({4, 0}, 3);
    CHECK(agent.remainingPlan().empty()); // out of date until the next step plans again
}

TEST_CASE("An agent that has arrived walks on when the goal moves away", "[agent]") {
    MapGrid grid = gridFromAscii({
        "S..G.",
        ".....",
    });
    auto dstar = createWalker("dstar");
    dstar->setup(grid, WalkerSettings{});
    Agent agent(grid, *dstar);
    CHECK(walk(agent, grid, Movement{}, [](std::size_t) {}) == Agent::State::Arrived);
    grid.setGoal(Coord{0, 1});
    CHECK(agent.state() == Agent::State::Walking);
    CHECK(walk(agent, grid, Movement{}, [](std::size_t) {}) == Agent::State::Arrived);
    CHECK(grid.start() == Coord{0, 1});
    CHECK(agent.plans() == 2);
}

TEST_CASE("Planning in slices gives the plan that planning at once gives", "[agent]") {
    const std::vector<std::string> rows = {
        "S.....#...", "..##..#.#.", "...#....#.", ".#.####.#.", ".#......#G",
    };
    for (const char* name : {"astar", "dstar", "pathjoiner", "dijkstra"}) {
        INFO(name);
        MapGrid whole = gridFromAscii(rows);
        MapGrid sliced = gridFromAscii(rows);
        auto a = createWalker(name);
        auto b = createWalker(name);
        a->setup(whole, WalkerSettings{});
        b->setup(sliced, WalkerSettings{});
        Agent atOnce(whole, *a);
        Agent bySlices(sliced, *b);
        REQUIRE(bySlices.needsPlanning());
        int slices = 1;
        while (!bySlices.planAhead(1))
            ++slices;
        CHECK(slices > 5); // one iteration a slice: the plan took many
        CHECK_FALSE(bySlices.needsPlanning());
        atOnce.step();
        bySlices.step();
        CHECK(bySlices.trail() == atOnce.trail());
        CHECK(bySlices.remainingPlan() == atOnce.remainingPlan());
        CHECK(bySlices.lastPlanExpansions() == atOnce.lastPlanExpansions());

        // A change in the middle of a sliced repair: the repair starts over on the changed map.
        sliced.setWall({7, 2}, true);
        whole.setWall({7, 2}, true);
        bySlices.planAhead(2);
        sliced.setWall({5, 4}, true);
        whole.setWall({5, 4}, true);
        while (!bySlices.planAhead(3)) {
        }
        atOnce.step();
        bySlices.step();
        CHECK(bySlices.trail() == atOnce.trail());
        CHECK(bySlices.remainingPlan() == atOnce.remainingPlan());
    }
}
