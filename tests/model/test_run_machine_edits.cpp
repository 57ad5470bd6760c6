// The run state machine told of edits of its map while it runs, without a window: a search starts
// over, D* repairs and carries on, an agent's walk follows the edit.

#include "pathfinder/search/walker.h"
#include "pathfinder/traces/search_timeline.h"

#include "machine/run_machine.h"
#include "run_machine_harness.h"

#include <algorithm>
#include <catch2/catch.hpp>

using namespace pathfinder;
using namespace pathfinder::app;
using namespace pathfinder::app::testing;

using Phase = RunMachine::Phase;

namespace {

/// Three rows, start and goal six cells apart on the top one: the straight way costs 6; a wall in
/// the middle of the top row makes it 8 (down a row and back up).
MapGrid corridor() {
    return mapOf({
        "S.....G",
        ".......",
        ".......",
    });
}

bool contains(const std::vector<Coord>& cells, Coord c) {
    return std::find(cells.begin(), cells.end(), c) != cells.end();
}

} // namespace

TEST_CASE("An edit during a search starts it over, waiting for Go", "[model][run][edits]") {
    Harness h(corridor(), "astar");
    RunMachine& m = h.machine;
    m.step(3);
    REQUIRE(m.phase() == Phase::Paused);
    h.edit([](MapGrid& g) { g.setWall({3, 0}, true); });
    CHECK(m.phase() == Phase::Idle);
    CHECK(m.walker() == nullptr);
    CHECK(m.timeline() == nullptr);
    CHECK(h.notices.back() == "The map changed, so the search was reset. Press Go to search again.");
    // An idle machine is not told: the next Go searches the map as it is.
    h.edit([](MapGrid& g) { g.setWall({3, 1}, true); });
    CHECK(m.phase() == Phase::Idle);
    m.go();
    REQUIRE(h.tickToEnd());
    CHECK(h.walker().stats().pathCost == plainDijkstra4(h.grid));
    CHECK(h.walker().stats().pathCost == 10.0); // down two rows and back up round the two walls
}

TEST_CASE("D* repairs an edit during its run and after its end, and carries on", "[model][run][edits]") {
    Harness h(corridor(), "dstar");
    RunMachine& m = h.machine;
    // An edit while it runs: the run stays paused, and goes on with the repair.
    m.step(2);
    h.edit([](MapGrid& g) { g.setWall({3, 0}, true); });
    CHECK(m.phase() == Phase::Paused);
    CHECK(h.notices.back() == "The map changed: the search is being repaired.");
    REQUIRE(m.walker() != nullptr);
    m.go();
    REQUIRE(h.tickToEnd());
    CHECK(m.phase() == Phase::Finished);
    CHECK(h.walker().stats().pathCost == 8.0);
    CHECK(h.walker().stats().pathCost == plainDijkstra4(h.grid));
    CHECK_FALSE(contains(h.walker().path(), {3, 0}));

    // An edit after the end: the run goes on by itself, repairing, to the new least cost.
    const std::uint64_t beforeEdit = m.timeline()->lastStep();
    h.edit([](MapGrid& g) { g.setWall({3, 1}, true); });
    CHECK(m.phase() == Phase::Running);
    REQUIRE(h.tickToEnd());
    CHECK(m.phase() == Phase::Finished);
    CHECK(h.walker().stats().pathCost == 10.0);
    CHECK(h.walker().stats().pathCost == plainDijkstra4(h.grid));
    CHECK_FALSE(contains(h.walker().path(), {3, 1}));
    bool editMark = false;
    for (const TimelineMark& mark : m.timeline()->marks())
        editMark |= mark.kind == TimelineMark::Kind::Edit && mark.step > beforeEdit;
    CHECK(editMark);
    CHECK(h.finishedWith.size() == 2);

    // The past before an edit shows the map as it was; Go cannot go on from there.
    m.seek(beforeEdit);
    REQUIRE(m.viewedStep() == beforeEdit);
    CHECK_FALSE(m.shownView()->grid()->isBlocked({3, 1}));
    m.go();
    CHECK(m.viewedStep() == beforeEdit);
    CHECK(h.noticed("the map was edited during this run"));
    CHECK(m.phase() == Phase::Finished);
}

TEST_CASE("An agent's walk follows an edit made as it walks", "[model][run][edits][walk]") {
    // Nine columns, the agent from (0, 2) to (8, 2). After three moves a wall goes up across x = 5
    // but for its bottom cell: the agent goes round by (5, 4), 2 + 2 moves there and 3 + 2 on,
    // twelve moves in all instead of eight.
    Harness h(mapOf({
                  ".........",
                  ".........",
                  "S.......G",
                  ".........",
                  ".........",
              }),
              "astar");
    RunMachine& m = h.machine;
    m.walk();
    CHECK(m.phase() == Phase::Running);
    CHECK(h.noticed("The agent walks"));
    const WalkSession* walk = m.walkSession();
    REQUIRE(walk != nullptr);
    REQUIRE(h.tickUntil([&] { return walk->counters().moves == 3; }, 100));
    CHECK(walk->position() == Coord{3, 2});
    h.edit([](MapGrid& g) {
        for (int y = 0; y < 4; ++y)
            g.setWall({5, y}, true);
    });
    CHECK(m.phase() == Phase::Running);
    CHECK(walk->world().isBlocked({5, 2})); // mirrored into the walk's own map
    REQUIRE(h.tickToEnd(1000));
    CHECK(m.phase() == Phase::Finished);
    CHECK(walk->state() == WalkSession::State::Arrived);
    CHECK(walk->position() == Coord{8, 2});
    CHECK(walk->counters().moves == 12);
    CHECK(walk->counters().walkedCost == 12.0);
    CHECK(contains(walk->trail(), {5, 4}));
    for (int y = 0; y < 4; ++y)
        CHECK_FALSE(contains(walk->trail(), {5, y}));
    CHECK(h.walksEnded == 1);
    CHECK(h.walksOver == 1);
    CHECK(h.finishedWith.empty()); // a walk is no search
    // The document's start stays where it was.
    CHECK(h.grid.start() == Coord{0, 2});

    // A change of the settings ends the walk.
    RunSettings choices;
    choices.algorithm = "dijkstra";
    m.setChoices(choices);
    m.settingsChanged();
    CHECK(m.phase() == Phase::Idle);
    CHECK(m.walkSession() == nullptr);
    CHECK(h.walksEnded == 2);
    CHECK(h.notices.back() == "The settings changed, so the walk ended. Press Walk to start again.");
}

TEST_CASE("A walk ends when the map changes its size", "[model][run][edits][walk]") {
    Harness h(corridor(), "astar");
    RunMachine& m = h.machine;
    m.walk();
    const WalkSession* walk = m.walkSession();
    REQUIRE(walk != nullptr);
    REQUIRE(h.tickUntil([&] { return walk->counters().moves == 1; }, 100));
    h.edit([](MapGrid& g) {
        MapGrid larger(9, 4);
        larger.setStart(Coord{0, 0});
        larger.setGoal(Coord{8, 0});
        g.assign(larger);
    });
    CHECK(m.phase() == Phase::Idle);
    CHECK(m.walkSession() == nullptr);
    CHECK(h.walksEnded == 1);
    CHECK(h.notices.back() == "The map's size changed, so the walk ended.");
}
