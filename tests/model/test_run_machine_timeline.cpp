// The run state machine's record without a window: the timeline shown again at any step, going on
// from the past, a record played back, and breakpoints on cells and on the cost.

#include "pathfinder/registry/walker_registry.h"
#include "pathfinder/search/walker.h"
#include "pathfinder/traces/search_timeline.h"

#include "machine/run_machine.h"
#include "run_machine_harness.h"

#include <catch2/catch.hpp>
#include <chrono>
#include <thread>

using namespace pathfinder;
using namespace pathfinder::app;
using namespace pathfinder::app::testing;

using Phase = RunMachine::Phase;

namespace {

MapGrid walled() {
    return mapOf({
        "..........",
        "....#.....",
        ".S..#...G.",
        "....#.....",
        "....#.....",
        "..........",
    });
}

/// Runs the machine to its end, a step a tick, noting what the live walker showed after each step
/// (index k: after step k).
std::vector<Seen> runNoting(Harness& h) {
    std::vector<Seen> live;
    h.machine.go();
    live.push_back(seen(h.walker(), h.grid)); // step 0: the reset
    while (h.machine.phase() == Phase::Running) {
        h.machine.tick();
        live.push_back(seen(h.walker(), h.grid));
    }
    return live;
}

} // namespace

TEST_CASE("Seeking shows each past step as it was live, and the present again", "[model][run][timeline]") {
    Harness h(walled(), "dijkstra");
    RunMachine& m = h.machine;
    std::vector<Seen> live;
    for (int i = 0; i < 20; ++i) {
        m.step();
        live.push_back(seen(h.walker(), h.grid));
    }
    REQUIRE(m.timeline()->lastStep() == 20);
    CHECK_FALSE(m.viewedStep());
    CHECK(m.shownStep() == 20);

    // Step 0 is the reset: the start alone is open.
    m.seek(0);
    REQUIRE(m.viewedStep() == 0u);
    CHECK(seen(*m.shownView(), h.grid) == Seen{std::nullopt, 1, 0});
    for (std::uint64_t k = 1; k < 20; ++k) {
        m.seek(k);
        REQUIRE(m.viewedStep() == k);
        CHECK(m.shownView() == &m.frame());
        CHECK(seen(*m.shownView(), h.grid) == live[k - 1]);
    }
    // seekBy goes back and on from the step shown, and stops at the first step.
    m.seek(10);
    m.seekBy(-3);
    CHECK(m.viewedStep() == 7u);
    CHECK(seen(*m.shownView(), h.grid) == live[6]);
    m.seekBy(-100);
    CHECK(m.viewedStep() == 0u);
    // In the past, Step moves the timeline on and leaves the live walker where it is.
    m.step(2);
    CHECK(m.viewedStep() == 2u);
    CHECK(seen(*m.shownView(), h.grid) == live[1]);
    CHECK(h.walker().stats().iterations == 20);
    CHECK(m.shownStepEvents().size() >= 1);
    // At or past the last step the present is shown: the live walker.
    m.seek(25);
    CHECK_FALSE(m.viewedStep());
    CHECK(m.shownView() == m.walker());
    m.seek(4);
    m.seekLive();
    CHECK_FALSE(m.viewedStep());
    CHECK(m.shownStep() == 20);

    // Seeking pauses a run.
    m.go();
    m.seek(3);
    CHECK(m.phase() == Phase::Paused);
    CHECK(m.viewedStep() == 3u);
}

TEST_CASE("Go from a past step runs the walk back to it over ticks and goes on from there",
          "[model][run][timeline]") {
    Harness h(walled(), "astar");
    RunMachine& m = h.machine;
    const std::vector<Seen> live = runNoting(h);
    REQUIRE(m.phase() == Phase::Finished);
    const std::uint64_t last = m.timeline()->lastStep();
    REQUIRE(last == live.size() - 1);
    REQUIRE(last > 12);
    const std::vector<Coord> path = h.walker().path();
    CHECK(h.walker().stats().pathCost == plainDijkstra4(h.grid));

    m.seek(8);
    m.go();
    // Go has run nothing back: the ticks do.
    CHECK_FALSE(m.viewedStep());
    CHECK(m.resumingTo() == 8u);
    CHECK(m.phase() == Phase::Running);
    CHECK(m.timeline()->lastStep() == 0);
    m.tick(); // a frame's time: enough for eight steps
    CHECK_FALSE(m.resumingTo());
    CHECK(m.timeline()->lastStep() == 8);
    CHECK(seen(h.walker(), h.grid) == live[8]);
    // Then on, a step a tick, the same steps as before.
    for (std::uint64_t k = 9; k <= 11; ++k) {
        m.tick();
        CHECK(m.timeline()->lastStep() == k);
        CHECK(seen(h.walker(), h.grid) == live[k]);
    }
    REQUIRE(h.tickToEnd());
    CHECK(m.phase() == Phase::Finished);
    CHECK(m.timeline()->lastStep() == last);
    CHECK(h.walker().path() == path);
    // The record run again shows the same past.
    m.seek(5);
    CHECK(seen(*m.shownView(), h.grid) == live[5]);

    // Reset while it runs back leaves nothing of it.
    m.go();
    REQUIRE(m.resumingTo() == 5u);
    m.reset();
    CHECK_FALSE(m.resumingTo());
    CHECK(m.phase() == Phase::Idle);
}

TEST_CASE("A record no walker runs is shown from its first step and played by Go", "[model][run][timeline]") {
    Harness h(walled(), "astar");
    // A Dijkstra recorded apart from the machine.
    std::unique_ptr<MapGridWalker> walker = createWalker("dijkstra");
    WalkerSettings settings;
    settings.movement = h.movement;
    walker->setup(h.grid, settings);
    auto record = std::make_unique<SearchTimeline>(h.grid, *walker);
    walker->setListener(record.get());
    walker->reset();
    record->begin(*walker);
    std::uint64_t steps = 0;
    while (walker->iterate() == WalkState::StillLooking) {
        record->endStep(*walker);
        ++steps;
    }
    record->endStep(*walker);
    ++steps;
    walker->setListener(nullptr);

    RunMachine& m = h.machine;
    m.showRecording(std::move(record));
    CHECK(m.showingRecording());
    CHECK(m.phase() == Phase::Paused);
    CHECK(m.viewedStep() == 0u);
    CHECK(m.walker() == nullptr);
    m.go();
    CHECK(m.phase() == Phase::Running);
    m.tick(); // a step a tick at 20 a second
    CHECK(m.viewedStep() == 1u);
    REQUIRE(h.tickToEnd());
    CHECK(m.phase() == Phase::Finished);
    CHECK(m.viewedStep() == steps);
    CHECK(m.shownView()->path() == walker->path());
    CHECK(m.shownView()->stats().pathCost == plainDijkstra4(h.grid));
    m.reset();
    CHECK_FALSE(m.showingRecording());
    CHECK(m.timeline() == nullptr);
}

TEST_CASE("A cell breakpoint stops the run, paused, at the step that expands the cell",
          "[model][run][breakpoints]") {
    const MapGrid grid = mapOf({
        ".........",
        ".........",
        ".........",
        ".S.....G.",
        ".........",
    });
    const Coord cell{4, 3};
    // The step at which a Dijkstra of its own expands the cell.
    std::uint64_t expandedAt = 0;
    {
        std::unique_ptr<MapGridWalker> walker = createWalker("dijkstra");
        WalkerSettings settings;
        settings.movement.neighbours = 4;
        walker->setup(grid, settings);
        walker->reset();
        while (walker->current() != cell) {
            REQUIRE(walker->iterate() == WalkState::StillLooking);
            ++expandedAt;
        }
    }
    REQUIRE(expandedAt > 2);
    REQUIRE(expandedAt < 32);

    Harness h(grid, "dijkstra");
    RunMachine& m = h.machine;
    m.setRate(2.0);
    m.breakpoints().add(Breakpoint{Breakpoint::Kind::CellExpanded, cell});
    m.breakpointsChanged();
    m.go();
    // With a breakpoint Go runs at full speed: one tick, not a step a tick, gets there.
    m.tick();
    CHECK(m.phase() == Phase::Paused);
    CHECK(h.walker().current() == cell);
    CHECK(m.timeline()->lastStep() == expandedAt);
    REQUIRE(m.lastBreak());
    CHECK(m.lastBreak()->breakpoint.cell == cell);
    CHECK(h.notices.back() == "Stopped at a breakpoint: (4, 3) expanded.");
    CHECK(h.breaks.size() == 1);

    // Go on: the cell is not expanded again, and the run ends at the goal, six steps away.
    m.go();
    CHECK_FALSE(m.lastBreak());
    REQUIRE(h.tickToEnd());
    CHECK(m.phase() == Phase::Finished);
    CHECK(h.walker().stats().pathCost == 6.0);
    CHECK(h.breaks.size() == 1);

    // Breakpoints on cells go with their map; those of the whole run stay.
    m.breakpoints().add(Breakpoint{Breakpoint::Kind::GoalReached, {}});
    MapGrid other = grid;
    m.attach(&other, &h.movement);
    CHECK(m.takeDroppedBreakpoints() == 1);
    REQUIRE(m.breakpoints().breakpoints().size() == 1);
    CHECK(m.breakpoints().breakpoints()[0].kind == Breakpoint::Kind::GoalReached);
    m.attach(&h.grid, &h.movement);
}

TEST_CASE("A cost breakpoint waits for its optimum, worked out on a worker, and stops a costly path",
          "[model][run][breakpoints]") {
    // Greedy Best-First runs straight at the goal through the 9s: 9 + 9 + 9 + 1 = 28. The least cost
    // goes round below: 1 + 4 + 1 = 6.
    const MapGrid grid = mapOf({
        "S999G",
        ".....",
    });
    REQUIRE(plainDijkstra4(grid) == 6.0);
    const Breakpoint costly{Breakpoint::Kind::CostExceeds, {}, 0, 1.0};

    Harness greedy(grid, "best-first");
    RunMachine& m = greedy.machine;
    m.breakpoints().add(costly);
    m.breakpointsChanged(); // no run yet: nothing to work out
    CHECK_FALSE(m.workingOutOptimum());
    m.go();
    CHECK(m.workingOutOptimum());
    CHECK(greedy.pollsAsked == 1);
    CHECK(greedy.walker().stats().iterations == 0);
    m.finishJobs();
    CHECK_FALSE(m.workingOutOptimum());
    REQUIRE(greedy.tickToEnd());
    CHECK(greedy.walker().stats().pathCost == 28.0);
    CHECK(m.phase() == Phase::Finished); // the breakpoint comes true at the end of the run
    REQUIRE(m.lastBreak());
    CHECK(m.lastBreak()->breakpoint.kind == Breakpoint::Kind::CostExceeds);
    CHECK(m.lastBreak()->what == "the path costs 28, more than 1 \u00d7 6");

    // A* finds the optimum: the breakpoint never comes true. Here the worker is polled, as the app's
    // timer does.
    Harness optimal(grid, "astar");
    optimal.machine.breakpoints().add(costly);
    optimal.machine.go();
    const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(30);
    while (optimal.machine.pollJobs() && std::chrono::steady_clock::now() < deadline)
        std::this_thread::sleep_for(std::chrono::milliseconds(1));
    CHECK_FALSE(optimal.machine.workingOutOptimum());
    REQUIRE(optimal.tickToEnd());
    CHECK(optimal.machine.phase() == Phase::Finished);
    CHECK(optimal.walker().stats().pathCost == 6.0);
    CHECK_FALSE(optimal.machine.lastBreak());
    CHECK(optimal.breaks.empty());
}
