// What a walker builds from the whole map before it searches (the subgoal graph) is built on a
// worker: the machine waits without showing the walker, then records and runs the search, which
// ends on the reference Dijkstra's cost. Step, edits, Reset, a change of algorithm and live mode
// while it is built.

#include "pathfinder/basics/random.h"
#include "pathfinder/search/walker.h"

#include "core/reference_dijkstra.h"
#include "machine/run_machine.h"
#include "run_machine_harness.h"
#include "support/random_map.h"

#include <catch2/catch.hpp>
#include <cmath>

using namespace pathfinder;
using namespace pathfinder::app;
using namespace pathfinder::app::testing;

using Phase = RunMachine::Phase;

namespace {

/// A 48 x 32 map of random walls (a subgoal graph of some hundred subgoals) with a start and a goal,
/// searched on 8 neighbours without corner cutting by the subgoal graph (or JPS+, which builds its
/// jump table first).
class GraphHarness : public Harness {
public:
    explicit GraphHarness(std::uint64_t seed, const std::string& algorithm = "subgoal-graph")
        : Harness(randomWalls(seed), algorithm) {
        movement.neighbours = 8;
        movement.diagonalRule = DiagonalRule::NoCornerCutting;
        machine.settingsChanged();
        machine.setBriefBuild(std::chrono::milliseconds(0)); // built on the worker, however small
    }

    static MapGrid randomWalls(std::uint64_t seed) {
        Random random(seed);
        pathfinder::testing::RandomMapOptions options;
        options.wallDensity = 0.25;
        return pathfinder::testing::randomMap(random, 48, 32, options);
    }

    /// The least cost from start to goal now, by the plain reference Dijkstra.
    double reference() const { return pathfinder::testing::referenceDijkstra(grid, movement); }

    /// Walls on `count` cells drawn by `seed` (never the start or the goal), told to the machine.
    void addWalls(std::uint64_t seed, int count) {
        Random random(seed);
        edit([&](MapGrid& g) {
            for (int i = 0; i < count; ++i) {
                const Coord c = pathfinder::testing::randomCell(random, g);
                if (c != g.start() && c != g.goal())
                    g.setWall(c, true);
            }
        });
    }

    /// The walker shown ended on the reference's cost, or found no path when there is none.
    void checkOptimal() const {
        const double cost = reference();
        const MapGridWalker& w = walker();
        INFO("reference " << cost << ", walker " << w.stats().pathCost);
        if (std::isfinite(cost))
            CHECK((w.outcome() == Outcome::Reached && near(w.stats().pathCost, cost)));
        else
            CHECK(w.outcome() != Outcome::Reached);
    }

private:
    static bool near(double a, double b) { return std::abs(a - b) < 1e-9 * std::max(1.0, std::abs(b)); }
};

} // namespace

TEST_CASE("Go builds the subgoal graph on a worker, then records and runs the search", "[model][run]") {
    for (std::uint64_t seed = 1; seed <= 6; ++seed) {
        INFO("seed " << seed);
        GraphHarness h(seed);
        RunMachine& m = h.machine;
        const int pollsBefore = h.pollsAsked;
        m.go();
        CHECK(m.phase() == Phase::Running);
        REQUIRE(m.preparing());
        CHECK(m.preparing()->first == "the subgoal graph");
        CHECK(h.pollsAsked == pollsBefore + 1);
        // While it is built nothing of the search is shown or recorded.
        CHECK(m.walker() == nullptr);
        CHECK(m.timeline() == nullptr);
        m.finishJobs();
        CHECK_FALSE(m.preparing());
        // The record begins with the reset, the graph already there.
        REQUIRE(m.timeline() != nullptr);
        CHECK(m.timeline()->lastStep() == 0);
        REQUIRE(h.tickToEnd());
        h.checkOptimal();
        const MapGridWalker& walker = h.walker();
        if (walker.outcome() == Outcome::Reached) // else it ended before the graph, in another region
            CHECK(walker.note().find("apart from it, on a copy of the map") != std::string::npos);
        CHECK(walker.stats().heuristicBuildNs > 0);
        // The graph stays: the next Go on the same cells builds nothing.
        m.go();
        CHECK_FALSE(m.preparing());
        REQUIRE(h.tickToEnd());
        CHECK(h.walker().stats().heuristicBuildNs == 0);
        CHECK(h.warnings.empty());
    }
}

TEST_CASE("Go builds JPS+'s jump table on a worker; edits are synced at reset", "[model][run]") {
    GraphHarness h(3, "jps-plus");
    RunMachine& m = h.machine;
    m.go();
    REQUIRE(m.preparing());
    CHECK(m.preparing()->first == "the JPS+ jump table");
    CHECK(m.walker() == nullptr);
    m.finishJobs();
    REQUIRE(h.tickToEnd());
    h.checkOptimal();
    // An edit: the next Go brings the table up to date line by line, at once.
    h.addWalls(9, 40);
    m.go();
    CHECK_FALSE(m.preparing());
    REQUIRE(h.tickToEnd());
    h.checkOptimal();
}

TEST_CASE("Go builds HPA*'s abstract map on a worker", "[model][run]") {
    GraphHarness h(4, "hpastar");
    RunMachine& m = h.machine;
    m.go();
    REQUIRE(m.preparing());
    CHECK(m.preparing()->first == "the HPA* abstract map");
    m.finishJobs();
    REQUIRE(h.tickToEnd());
    // HPA* is not optimal: it reaches the goal exactly when there is a way, at no less than its cost.
    const double reference = h.reference();
    CHECK((h.walker().outcome() == Outcome::Reached) == std::isfinite(reference));
    if (std::isfinite(reference))
        CHECK(h.walker().stats().pathCost >= reference - 1e-9);
    m.go();
    CHECK_FALSE(m.preparing()); // kept for the same cells
}

TEST_CASE("Step while the graph is built takes its steps once it is", "[model][run]") {
    GraphHarness h(11);
    RunMachine& m = h.machine;
    m.step(3);
    CHECK(m.phase() == Phase::Paused);
    REQUIRE(m.preparing());
    m.step(2);
    CHECK(m.walker() == nullptr);
    m.finishJobs();
    REQUIRE(m.timeline() != nullptr);
    CHECK(m.timeline()->lastStep() == 5);
    CHECK(h.walker().stats().iterations == 5);
    CHECK(m.phase() == Phase::Paused);
}

TEST_CASE("An edit, Reset or another algorithm while the graph is built", "[model][run]") {
    SECTION("an edit resets the run, which builds the graph again for the new cells on Go") {
        GraphHarness h(21);
        RunMachine& m = h.machine;
        m.go();
        REQUIRE(m.preparing());
        h.addWalls(5, 60);
        CHECK(m.phase() == Phase::Idle);
        CHECK(h.noticed("The map changed"));
        m.finishJobs(); // what was built is for cells that are gone
        m.go();
        REQUIRE(m.preparing());
        m.finishJobs();
        REQUIRE(h.tickToEnd());
        h.checkOptimal();
    }
    SECTION("Reset leaves the run idle; what was built is kept for the next Go") {
        GraphHarness h(22);
        RunMachine& m = h.machine;
        m.go();
        REQUIRE(m.preparing());
        m.reset();
        CHECK(m.phase() == Phase::Idle);
        CHECK_FALSE(m.preparing());
        m.finishJobs();
        CHECK(m.timeline() == nullptr);
        m.go();
        CHECK_FALSE(m.preparing()); // already built, on the worker
        REQUIRE(h.tickToEnd());
        h.checkOptimal();
    }
    SECTION("another algorithm does not wait for the graph") {
        GraphHarness h(23);
        RunMachine& m = h.machine;
        m.go();
        REQUIRE(m.preparing());
        m.goWith("astar");
        CHECK_FALSE(m.preparing());
        REQUIRE(m.timeline() != nullptr);
        REQUIRE(h.tickToEnd());
        CHECK(h.walker().description().name == "astar");
        h.checkOptimal();
        m.finishJobs();
        CHECK(h.walker().description().name == "astar");
    }
}

TEST_CASE("Live mode waits for the graph, then follows edits", "[model][run]") {
    GraphHarness h(31);
    RunMachine& m = h.machine;
    m.setLive(true);
    m.tick();
    REQUIRE(m.preparing());
    CHECK(m.phase() == Phase::Running);
    m.finishJobs();
    REQUIRE(h.tickToEnd());
    h.checkOptimal();
    // An edit: the graph is built again on a worker before the re-solve.
    h.addWalls(7, 60);
    m.tick();
    REQUIRE(m.preparing());
    m.finishJobs();
    REQUIRE(h.tickToEnd());
    h.checkOptimal();
}
