// A search at the fastest rate on a large map goes on unrecorded while a worker records it again:
// the record that comes must be the one the search would have made as it ran, edits included.

#include "pathfinder/registry/walker_registry.h"
#include "pathfinder/search/walker.h"
#include "pathfinder/traces/search_timeline.h"

#include "machine/run_machine.h"
#include "record_reference.h"
#include "run_machine_harness.h"

#include <catch2/catch.hpp>
#include <chrono>
#include <cstdint>
#include <thread>

using namespace pathfinder;
using namespace pathfinder::app;
using namespace pathfinder::app::testing;

using Phase = RunMachine::Phase;

namespace {

/// Polls the machine's work on workers until none is left (the worker's record handed over).
bool waitForJobs(RunMachine& m) {
    const auto until = std::chrono::steady_clock::now() + std::chrono::minutes(5);
    while (m.pollJobs()) {
        if (std::chrono::steady_clock::now() > until)
            return false;
        std::this_thread::sleep_for(std::chrono::milliseconds(2));
    }
    return true;
}

/// Starts the harness's search at the fastest rate and ticks it until it goes on unrecorded; false
/// when it ended first (a tick may step for up to 48 ms: the map must take longer than two).
bool raceUntilUnrecorded(Harness& h) {
    h.machine.setRate(RunMachine::kFastest);
    h.machine.go();
    return h.tickUntil([&] { return h.machine.recordLags() || h.machine.phase() != Phase::Running; }) &&
           h.machine.recordLags() && h.machine.phase() == Phase::Running;
}

} // namespace

TEST_CASE("A fast search on a large map is recorded by a worker, event for event as it ran",
          "[model][run][timeline][chase]") {
    Harness h(scattered(1024, 1024), "dijkstra");
    RunMachine& m = h.machine;
    m.setRate(RunMachine::kFastest);
    m.go();
    bool lagged = false;
    bool recordedMeanwhile = false;
    std::uint64_t lastShown = 0;
    bool shownKeptUp = true;
    while (m.phase() == Phase::Running) {
        m.tick();
        lagged = lagged || m.recordLags();
        recordedMeanwhile = recordedMeanwhile || (m.recordLags() && m.timeline());
        // The step shown is the search's own while the record lags.
        if (m.recordLags())
            shownKeptUp =
                shownKeptUp && m.shownStep() == h.walker().stats().iterations && m.shownStep() >= lastShown;
        lastShown = m.shownStep();
    }
    REQUIRE(m.phase() == Phase::Finished);
    REQUIRE(lagged); // the search outlasted the first milliseconds of its first tick
    CHECK_FALSE(recordedMeanwhile);
    CHECK(shownKeptUp);
    CHECK(h.walker().stats().pathCost == plainDijkstra4(h.grid));

    // Until the worker's record is handed over, the timeline cannot be moved, and says why.
    REQUIRE(m.recordLags());
    m.seek(5);
    CHECK_FALSE(m.viewedStep());
    CHECK(h.noticed("still being recorded for the timeline"));

    REQUIRE(waitForJobs(m));
    CHECK_FALSE(m.recordLags());
    REQUIRE(m.timeline());
    CHECK(m.timeline()->lastStep() == h.walker().stats().iterations);
    CHECK(m.shownStep() == m.timeline()->lastStep());
    const auto reference = recordAsItRuns(h.grid, "dijkstra", m.runSettings().walker);
    requireSameRecord(*m.timeline(), *reference);

    // The record is the timeline's now: the past can be shown.
    m.seek(m.timeline()->lastStep() / 2);
    CHECK(m.viewedStep() == m.timeline()->lastStep() / 2);
}

TEST_CASE("An edit during an unrecorded fast search is made by the worker after as many steps",
          "[model][run][timeline][chase]") {
    Harness h(scattered(1024, 1024), "dstar");
    RunMachine& m = h.machine;
    REQUIRE(raceUntilUnrecorded(h));
    const std::uint64_t before = m.shownStep();
    REQUIRE(before == h.walker().stats().iterations);
    // A wall on a cell the search has closed: D* repairs around it.
    std::optional<Coord> closed;
    for (int y = 0; y < h.grid.height() && !closed; ++y)
        for (int x = 0; x < h.grid.width() && !closed; ++x) {
            const Coord c{x, y};
            if (c != *h.grid.start() && c != *h.grid.goal() &&
                h.walker().cellState(c).visit == CellVisit::Closed)
                closed = c;
        }
    REQUIRE(closed);
    const auto wall = [cell = *closed](MapGrid& g) { g.setWall(cell, true); };
    h.edit(wall);
    CHECK(m.shownStep() == before + 1); // the edit is a step of its own
    REQUIRE(h.tickToEnd());
    REQUIRE(m.phase() == Phase::Finished);
    REQUIRE(waitForJobs(m));
    REQUIRE(m.timeline());
    REQUIRE(m.timeline()->marks().size() >= 1);
    CHECK(m.timeline()->marks().front().kind == TimelineMark::Kind::Edit);
    CHECK(m.timeline()->marks().front().step == before + 1);
    CHECK(m.timeline()->lastStep() == h.walker().stats().iterations + 1);

    MapGrid original = scattered(1024, 1024);
    const auto reference = recordAsItRuns(original, "dstar", m.runSettings().walker, before, wall);
    requireSameRecord(*m.timeline(), *reference);
}

TEST_CASE("A fast search watched by breakpoints, or on a small map, is recorded as it runs",
          "[model][run][timeline][chase]") {
    SECTION("breakpoints") {
        Harness h(scattered(512, 512), "dijkstra");
        RunMachine& m = h.machine;
        m.setRate(RunMachine::kFastest);
        // On a wall: never expanded, so the search runs to its end.
        Coord wall{0, 0};
        while (!h.grid.isBlocked(wall))
            ++wall.x;
        m.breakpoints().add(Breakpoint{Breakpoint::Kind::CellExpanded, wall});
        m.breakpointsChanged();
        m.go();
        bool lagged = false;
        int ticks = 0;
        while (m.phase() == Phase::Running) {
            m.tick();
            ++ticks;
            lagged = lagged || m.recordLags();
        }
        REQUIRE(ticks > 1);
        CHECK_FALSE(lagged);
        REQUIRE(m.timeline());
        CHECK(m.timeline()->lastStep() == h.walker().stats().iterations);
    }
    SECTION("a small map") {
        Harness h(scattered(200, 200), "dstar");
        RunMachine& m = h.machine;
        m.setRate(RunMachine::kFastest);
        m.go();
        bool lagged = false;
        while (m.phase() == Phase::Running) {
            m.tick();
            lagged = lagged || m.recordLags();
        }
        CHECK_FALSE(lagged);
        REQUIRE(m.timeline());
        CHECK(m.timeline()->lastStep() == h.walker().stats().iterations);
    }
}

TEST_CASE("Reset while a worker records a fast search drops the worker", "[model][run][timeline][chase]") {
    Harness h(scattered(1024, 1024), "dijkstra");
    RunMachine& m = h.machine;
    REQUIRE(raceUntilUnrecorded(h));
    m.reset();
    CHECK_FALSE(m.recordLags());
    CHECK_FALSE(m.pollJobs());
    // The next run is recorded again from its start, by a worker once it outlasts a tick.
    m.go();
    REQUIRE(h.tickToEnd(100000));
    m.finishJobs(); // waits for the worker's record
    CHECK_FALSE(m.recordLags());
    REQUIRE(m.timeline());
    CHECK(m.timeline()->lastStep() == h.walker().stats().iterations);
}

TEST_CASE("Go with a breakpoint set while the record lags waits for the record, then stops there",
          "[model][run][timeline][chase]") {
    Harness h(scattered(1024, 1024), "dijkstra");
    RunMachine& m = h.machine;
    REQUIRE(raceUntilUnrecorded(h));
    m.pause();
    m.breakpoints().add(Breakpoint{Breakpoint::Kind::GoalReached, {}});
    m.breakpointsChanged();
    const std::uint64_t before = h.walker().stats().iterations;
    m.go();
    // The breakpoint watches the record's events: no step is made until the record has come.
    const auto until = std::chrono::steady_clock::now() + std::chrono::minutes(5);
    bool steppedWithout = false;
    while (m.recordLags() && std::chrono::steady_clock::now() < until) {
        CHECK(m.waitingForRecord());
        m.tick();
        steppedWithout = steppedWithout || (m.recordLags() && h.walker().stats().iterations != before);
        std::this_thread::sleep_for(std::chrono::milliseconds(1));
    }
    REQUIRE_FALSE(m.recordLags());
    CHECK_FALSE(steppedWithout);
    REQUIRE(m.timeline());
    REQUIRE(h.tickToEnd(100000));
    CHECK(m.phase() == Phase::Finished);
    CHECK(h.breaks.size() == 1);
    REQUIRE(m.lastBreak());
    CHECK(m.lastBreak()->breakpoint.kind == Breakpoint::Kind::GoalReached);
    CHECK(m.timeline()->lastStep() == h.walker().stats().iterations);
}
