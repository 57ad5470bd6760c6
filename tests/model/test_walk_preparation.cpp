// An agent's walk with the subgoal graph: the graph is built on a worker at the walk's start and
// after each change of the cells while the agent waits (no walker shown, no move made), and every
// plan made then is optimal against the reference Dijkstra from the agent's cell.

#include "pathfinder/basics/random.h"

#include "core/path_checks.h"
#include "core/reference_dijkstra.h"
#include "machine/run_machine.h"
#include "run_machine_harness.h"
#include "support/random_map.h"

#include <algorithm>
#include <catch2/catch.hpp>
#include <chrono>
#include <cmath>

using namespace pathfinder;
using namespace pathfinder::app;
using namespace pathfinder::app::testing;

using Phase = RunMachine::Phase;

namespace {

/// A 48 x 32 map of random walls whose start reaches its goal, walked on 8 neighbours without corner
/// cutting by the subgoal graph, built on the worker however small the map.
class WalkHarness : public Harness {
public:
    explicit WalkHarness(std::uint64_t seed) : Harness(connected(seed), "subgoal-graph") {
        movement.neighbours = 8;
        movement.diagonalRule = DiagonalRule::NoCornerCutting;
        machine.settingsChanged();
        machine.setBriefBuild(std::chrono::milliseconds(0));
    }

    static MapGrid connected(std::uint64_t seed) {
        Random random(seed);
        pathfinder::testing::RandomMapOptions options;
        options.wallDensity = 0.2;
        Movement eight;
        eight.neighbours = 8;
        eight.diagonalRule = DiagonalRule::NoCornerCutting;
        for (;;) {
            MapGrid grid = pathfinder::testing::randomMap(random, 48, 32, options);
            if (std::isfinite(pathfinder::testing::referenceDijkstra(grid, eight)))
                return grid;
        }
    }

    /// The route ahead of `walk` against the reference from the agent's cell on the walk's map.
    void checkRouteOptimal(const WalkSession& walk) const {
        const MapGrid& world = walk.world();
        const double reference = pathfinder::testing::referenceDijkstra(world, movement);
        const std::vector<Coord> route = walk.route();
        INFO("reference " << reference << ", route of " << route.size() << " cells");
        if (!std::isfinite(reference)) {
            CHECK(route.empty());
            return;
        }
        REQUIRE_FALSE(route.empty());
        CHECK(route.front() == walk.position());
        CHECK(pathfinder::testing::pathProblem(world, movement, route) == "");
        CHECK(std::abs(pathfinder::testing::sumOfStepCosts(world, movement, route) - reference) < 1e-9);
    }
};

} // namespace

TEST_CASE("A walk with the subgoal graph waits for it on a worker, then walks the optimal way",
          "[model][run][walk]") {
    for (std::uint64_t seed = 1; seed <= 4; ++seed) {
        INFO("seed " << seed);
        WalkHarness h(seed);
        RunMachine& m = h.machine;
        const double optimum = pathfinder::testing::referenceDijkstra(h.grid, h.movement);
        m.walk();
        CHECK(m.phase() == Phase::Running);
        const WalkSession* walk = m.walkSession();
        REQUIRE(walk != nullptr);
        REQUIRE(m.preparing());
        CHECK(m.preparing()->first == "the subgoal graph");
        CHECK(walk->needsPreparation());
        CHECK_FALSE(walk->setUp());
        CHECK(m.walker() == nullptr);   // nothing of the walker is shown
        CHECK(m.timeline() == nullptr); // nor recorded
        m.finishJobs();
        CHECK_FALSE(m.preparing());
        CHECK(walk->setUp());
        REQUIRE(m.walker() != nullptr);
        REQUIRE(m.timeline() != nullptr);
        REQUIRE(h.tickToEnd(20000));
        CHECK(walk->state() == WalkSession::State::Arrived);
        CHECK(std::abs(walk->counters().walkedCost - optimum) < 1e-9);
        CHECK(h.warnings.empty());
    }
}

TEST_CASE("A wall added during a walk with the subgoal graph: rebuilt on a worker, the agent waits",
          "[model][run][walk]") {
    int walled = 0;
    for (std::uint64_t seed = 11; seed <= 16; ++seed) {
        INFO("seed " << seed);
        WalkHarness h(seed);
        RunMachine& m = h.machine;
        m.walk();
        m.finishJobs();
        const WalkSession* walk = m.walkSession();
        REQUIRE(walk != nullptr);
        REQUIRE(
            h.tickUntil([&] { return walk->counters().moves >= 3 || m.phase() != Phase::Running; }, 1000));
        if (m.phase() != Phase::Running)
            continue;
        // A wall across the route ahead, two cells on.
        const std::vector<Coord> route = walk->route();
        if (route.size() <= 3)
            continue; // the goal is too near for a wall on the way
        ++walled;
        const Coord blocked = route[2];
        h.edit([&](MapGrid& g) { g.setWall(blocked, true); });
        CHECK(walk->world().isBlocked(blocked));
        CHECK(walk->needsPreparation());
        const bool reachable =
            std::isfinite(pathfinder::testing::referenceDijkstra(walk->world(), h.movement));
        // The next tick starts the build on a worker and goes no further.
        const Coord waitingAt = walk->position();
        const std::uint64_t moves = walk->counters().moves;
        m.tick();
        REQUIRE(m.preparing());
        CHECK(m.preparing()->first == "the subgoal graph");
        CHECK(walk->position() == waitingAt);
        CHECK(walk->counters().moves == moves);
        m.finishJobs();
        CHECK_FALSE(walk->needsPreparation());
        CHECK_FALSE(m.preparing());
        // The repair round plans from the agent's cell on the graph adopted, over the next ticks.
        REQUIRE(h.tickUntil([&] { return !walk->planning(); }, 100));
        h.checkRouteOptimal(*walk);
        CHECK(walk->counters().repairs == 1);
        CHECK(walk->counters().lastRepairBuildNs > 0); // the graph's build, apart from the repair's time
        REQUIRE(h.tickToEnd(20000));
        CHECK(walk->state() == (reachable ? WalkSession::State::Arrived : WalkSession::State::Stuck));
        const std::vector<Coord>& trail = walk->trail();
        CHECK(std::find(trail.begin(), trail.end(), blocked) == trail.end());
    }
    CHECK(walled >= 3);
}

TEST_CASE("A small walk's subgoal graph is built at once when the brief wait allows it",
          "[model][run][walk]") {
    WalkHarness h(21);
    RunMachine& m = h.machine;
    m.setBriefBuild(std::chrono::minutes(1)); // waits for the worker, however loaded the machine
    m.walk();
    const WalkSession* walk = m.walkSession();
    REQUIRE(walk != nullptr);
    CHECK_FALSE(m.preparing());
    CHECK(walk->setUp());
    REQUIRE(m.timeline() != nullptr);
    REQUIRE(h.tickToEnd(20000));
    CHECK(walk->state() == WalkSession::State::Arrived);
    CHECK(std::abs(walk->counters().walkedCost - pathfinder::testing::referenceDijkstra(h.grid, h.movement)) <
          1e-9);
}

TEST_CASE("A paused walk's step waits for the subgoal graph and takes its moves once it is built",
          "[model][run][walk]") {
    WalkHarness h(31);
    RunMachine& m = h.machine;
    m.walk();
    m.pause();
    m.step(2);
    const WalkSession* walk = m.walkSession();
    REQUIRE(walk != nullptr);
    CHECK(walk->counters().moves == 0);
    m.finishJobs();
    CHECK(walk->counters().moves == 2);
    CHECK(m.phase() == Phase::Paused);
}
