// A search at the fastest rate: it steps for most of each frame, and what it would cost to keep up
// with it on every frame (the explanations' ranked open list, the toolkit's own redraws) waits for
// a pause, or for the gap the ticks leave.
#include "app_driver.h"
#include "frame/main_frame.h"
#include "frame/main_menu.h"
#include "panels/explanation_panel.h"
#include "run/search_controller.h"
#include "run/timeline_bar.h"

#include <wx/event.h>

#include <catch2/catch.hpp>
#include <cstdint>
#include <optional>

using namespace pathfinder;
using namespace pathfinder::app;
using namespace pathfinder::app::testing;

TEST_CASE("At the fastest rate the explanations count the open list, and rank it once the run pauses",
          "[timeline]") {
    // Dijkstra over an open 1000×1000 map: a million expansions, far more than one tick's worth.
    // Ranking the open list needs the record's events replayed; while the search races, replaying
    // each event as it is recorded would cost more than the search, so the pane waits for a pause.
    newMap(1000, 1000);
    chooseAlgorithm("dijkstra");
    const bool paneShown = frame().panes().GetPane("explanations").IsShown();
    if (!paneShown)
        chooseMenu(ids::ShowExplanations);
    chooseFastestRate();
    {
        const HeldTimer held;
        frame().search().go();
        ticks(2);
        REQUIRE(frame().search().phase() == SearchController::Phase::Running);
        REQUIRE(frame().search().racing());
        // On a map this large the search goes on without a record, which a worker makes by running
        // it again: the timeline waits for it, and says so.
        REQUIRE(frame().search().recordLags());
        CHECK(frame().search().timeline() == nullptr);
        CHECK(frame().timelineBar().label().Contains("recording"));
        const ExplanationPanel& panel = frame().explanations();
        CHECK(panel.openRows() == 0);
        CHECK(panel.reason().Contains("At full speed"));

        frame().search().pause();
        CHECK_FALSE(frame().search().racing());
        // The record is handed over by the next poll of the worker, not by the pause itself.
        REQUIRE(frame().search().recordLags());
        CHECK(panel.reason().Contains("once the steps run at full speed are recorded"));
        REQUIRE(runUntil([] { return !frame().search().recordLags(); }, 300.0));
        runFor(50);
        const SearchTimeline* timeline = frame().search().timeline();
        REQUIRE(timeline != nullptr);
        CHECK(timeline->lastStep() == frame().search().walker()->stats().iterations);
        CHECK(frame().timelineBar().label().StartsWith("Step"));
        CHECK_FALSE(frame().timelineBar().label().Contains("recording"));
        CHECK(timeline->eventsReplayed() == timeline->eventCount());
        // The first row is the cell Dijkstra expands next: the walker's own next step says which.
        REQUIRE(panel.openRows() > 0);
        const wxString first = panel.openCell(0, ExplanationPanel::kCell);
        frame().search().step(1);
        runFor(50);
        const MapGridWalker* walker = frame().search().walker();
        REQUIRE(walker != nullptr);
        const std::optional<Coord> expanded = walker->current();
        REQUIRE(expanded);
        CHECK(first == wxString::Format("(%d, %d)", expanded->x, expanded->y));
    }
    frame().search().reset();
    if (!paneShown)
        chooseMenu(ids::ShowExplanations);
    chooseAlgorithm("astar");
    newMap(20, 15);
}

TEST_CASE("At the fastest rate the run's timer is armed again after each tick, not periodically",
          "[timeline]") {
    // Each tick takes most of a frame. A periodic timer would be due again as each tick ends, and
    // GTK, which redraws its own controls below the timers' priority, would leave the run bar's
    // buttons as they were before the run until it ended (seen under Xvfb). How much the toolkit
    // gets done in the gap depends on the machine's load; the test checks the timer's arming.
    newMap(1000, 1000);
    chooseAlgorithm("dijkstra");
    chooseFastestRate();
    frame().search().go();
    REQUIRE(frame().search().phase() == SearchController::Phase::Running);
    CHECK(frame().search().armsTimerAfterEachTick());
    frame().search().pause();
    CHECK_FALSE(frame().search().armsTimerAfterEachTick());
    // At a rate that leaves most of each frame free, the timer ticks periodically.
    frame().search().setRate(20.0);
    frame().search().go();
    REQUIRE(frame().search().phase() == SearchController::Phase::Running);
    CHECK_FALSE(frame().search().armsTimerAfterEachTick());
    frame().search().reset();
    frame().search().setRate(SearchController::kFastest); // as the rate slider still shows
    chooseAlgorithm("astar");
    newMap(20, 15);
}
