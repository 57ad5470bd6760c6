// The run state machine without a window: its phases, the ticks that drive it, and the runs it
// finishes, held against hand-worked costs and a plain Dijkstra written here.

#include "pathfinder/search/walker.h"

#include "machine/run_machine.h"
#include "run_machine_harness.h"

#include <algorithm>
#include <catch2/catch.hpp>

using namespace pathfinder;
using namespace pathfinder::app;
using namespace pathfinder::app::testing;

using Phase = RunMachine::Phase;

namespace {

/// Two ways from S to G on four neighbours: along the top, down the right edge (or through the 5),
/// back left along the middle row and round the bottom. The cheapest is 6 + 2 + 6 + 2 + 6 = 22
/// steps of cost 1; through the 5 it is 5 + 5 + 1 + 5 + 2 + 6 = 24.
MapGrid zigzag() {
    return mapOf({
        "S......",
        "#####5.",
        ".......",
        ".######",
        "......G",
    });
}

MapGrid openGround() {
    return mapOf({
        "S.......",
        "........",
        "........",
        "........",
        ".......G",
    });
}

} // namespace

TEST_CASE("Go, pause, toggle, step and reset move the machine through its phases", "[model][run]") {
    Harness h(openGround(), "astar");
    RunMachine& m = h.machine;
    CHECK(m.phase() == Phase::Idle);
    CHECK(m.walker() == nullptr);
    CHECK(m.timeline() == nullptr);

    // Step starts a run and makes one expansion; the record has a step for each.
    m.step();
    CHECK(m.phase() == Phase::Paused);
    CHECK(h.walker().stats().iterations == 1);
    REQUIRE(m.timeline() != nullptr);
    CHECK(m.timeline()->lastStep() == 1);
    m.step(3);
    CHECK(h.walker().stats().iterations == 4);
    CHECK(m.timeline()->lastStep() == 4);

    // Go runs, a step a tick; the held timer is never asked for.
    m.go();
    CHECK(m.phase() == Phase::Running);
    CHECK_FALSE(h.tickingMs);
    m.tick();
    m.tick();
    CHECK(h.walker().stats().iterations == 6);
    m.pause();
    CHECK(m.phase() == Phase::Paused);
    m.tick();
    CHECK(h.walker().stats().iterations == 6);
    m.toggle();
    CHECK(m.phase() == Phase::Running);
    m.tick();
    m.toggle();
    CHECK(m.phase() == Phase::Paused);
    CHECK(h.walker().stats().iterations == 7);
    // Step while running pauses first.
    m.go();
    m.step(2);
    CHECK(m.phase() == Phase::Paused);
    CHECK(h.walker().stats().iterations == 9);

    // Reset forgets the run; the next step starts from the start again.
    m.reset();
    CHECK(m.phase() == Phase::Idle);
    CHECK(m.walker() == nullptr);
    CHECK(m.timeline() == nullptr);
    CHECK(m.shownView() == nullptr);
    m.step();
    CHECK(h.walker().stats().iterations == 1);
    CHECK(m.timeline()->lastStep() == 1);
    CHECK(h.warnings.empty());
    CHECK(h.finishedWith.empty());
}

TEST_CASE("The machine asks for ticks at the rate's interval, and for none while held", "[model][run]") {
    Harness h(openGround(), "astar", /*holdTimer=*/false);
    RunMachine& m = h.machine;
    m.setRate(20.0);
    m.go();
    CHECK(h.tickingMs == 50); // a step a tick, twenty a second
    m.setRate(RunMachine::kFastest);
    CHECK(h.tickingMs == StepRate::kFastestIntervalMs);
    m.pause();
    CHECK_FALSE(h.tickingMs);
    m.go();
    CHECK(h.tickingMs == StepRate::kFastestIntervalMs);
    m.holdTimer(true);
    CHECK_FALSE(h.tickingMs);
    m.pause();
    m.go();
    CHECK_FALSE(h.tickingMs);
    m.holdTimer(false);
    CHECK(h.tickingMs == StepRate::kFastestIntervalMs);
    m.reset();
    CHECK_FALSE(h.tickingMs);
}

TEST_CASE("Go without a goal or an algorithm warns and stays idle", "[model][run]") {
    MapGrid noGoal = openGround();
    noGoal.setGoal(std::nullopt);
    Harness h(std::move(noGoal), "astar");
    h.machine.go();
    CHECK(h.machine.phase() == Phase::Idle);
    REQUIRE(h.warnings.size() == 1);
    CHECK(h.warnings[0].rfind("Cannot start the search: The maze has no goal.", 0) == 0);
    h.machine.walk();
    CHECK(h.machine.phase() == Phase::Idle);
    CHECK(h.machine.walkSession() == nullptr);
    CHECK(h.warnings.size() == 2);

    Harness none(openGround(), "");
    none.machine.step();
    CHECK(none.machine.phase() == Phase::Idle);
    REQUIRE(none.warnings.size() == 1);
    CHECK(none.warnings[0].rfind("Cannot start the search: No algorithm is chosen.", 0) == 0);
}

TEST_CASE("A run driven by ticks finishes on the least-cost path, a step a tick", "[model][run]") {
    REQUIRE(plainDijkstra4(zigzag()) == 22.0);
    for (const char* algorithm : {"astar", "dijkstra", "dstar"}) {
        INFO(algorithm);
        Harness h(zigzag(), algorithm);
        RunMachine& m = h.machine;
        m.go();
        const std::optional<int> ticks = h.tickToEnd();
        REQUIRE(ticks);
        CHECK(m.phase() == Phase::Finished);
        // One step a tick, each recorded.
        CHECK(m.timeline()->lastStep() == static_cast<std::uint64_t>(*ticks));
        const MapGridWalker& walker = h.walker();
        CHECK(walker.outcome() == Outcome::Reached);
        CHECK(walker.stats().pathCost == 22.0);
        const std::vector<Coord>& path = walker.path();
        REQUIRE(path.size() == 23);
        CHECK(path.front() == Coord{0, 0});
        CHECK(path.back() == Coord{6, 4});
        CHECK(pathCost(h.grid, h.movement, path) == 22.0);
        CHECK(std::find(path.begin(), path.end(), Coord{5, 1}) == path.end()); // not through the 5
        REQUIRE(h.finishedWith.size() == 1);
        CHECK(h.finishedWith[0] == algorithm);
        // Finished stays so: ticks and steps do nothing, and the run is on show until Reset.
        const std::uint64_t last = m.timeline()->lastStep();
        m.tick();
        m.step();
        CHECK(m.timeline()->lastStep() == last);
        CHECK(m.phase() == Phase::Finished);
        CHECK(m.shownView() == &walker);
        // Go starts it over; at the fastest rate a tick makes many steps, the same ones.
        m.setRate(RunMachine::kFastest);
        m.go();
        CHECK(m.phase() == Phase::Running);
        CHECK(m.timeline()->lastStep() == 0);
        REQUIRE(h.tickToEnd());
        CHECK(m.timeline()->lastStep() == last);
        CHECK(h.walker().stats().pathCost == 22.0);
        CHECK(h.finishedWith.size() == 2);
    }
}

TEST_CASE("goWith runs another walker once; a change of settings drops the search", "[model][run]") {
    Harness h(zigzag(), "astar");
    RunMachine& m = h.machine;
    m.goWith("breadth-first");
    CHECK(m.phase() == Phase::Running);
    CHECK(h.walker().description().name == "breadth-first");
    REQUIRE(h.tickToEnd());
    REQUIRE(h.finishedWith.size() == 1);
    CHECK(h.finishedWith[0] == "breadth-first");
    // Breadth-First takes the fewest steps, 5 + 2 + 5 + 2 + 6 = 20 through the 5, at a cost of 24.
    CHECK(h.walker().path().size() == 21);
    CHECK(h.walker().stats().pathCost == 24.0);
    // The chosen walker runs on the next Go.
    m.go();
    CHECK(h.walker().description().name == "astar");

    // Eight neighbours: the machine's settings follow the movement, and the search is dropped.
    m.pause();
    h.movement.neighbours = 8;
    CHECK(m.runSettings().walker.movement.neighbours == 8);
    m.settingsChanged();
    CHECK(m.phase() == Phase::Idle);
    CHECK(m.walker() == nullptr);
    m.go();
    REQUIRE(h.tickToEnd());
    CHECK(h.walker().settings().movement.neighbours == 8);
}
