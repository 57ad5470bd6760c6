// Live re-solve driven by mouse and menu: the result follows a dragged goal and a painted wall
// while the drag goes on, each drag stays one undo step, D* repairs, and the statistics say what
// each re-solve cost. Results are held against the reference Dijkstra.
#include "pathfinder/search/run.h"

#include "app_driver.h"
#include "canvas/grid_canvas.h"
#include "frame/main_menu.h"
#include "live_checks.h"
#include "run/stats_panel.h"

#include <wx/cmdproc.h>
#include <wx/menu.h>

#include <catch2/catch.hpp>

using namespace pathfinder;
using namespace pathfinder::app;
using namespace pathfinder::app::testing;

namespace {

using Phase = SearchController::Phase;

} // namespace

TEST_CASE("Live Re-solve follows a dragged goal and a painted wall while the drag goes on", "[app][live]") {
    MapGridDocument& doc = newMap(16, 12);
    chooseTool(EditTool::Wall);
    chooseAlgorithm("astar");
    chooseMenu(ids::LiveResolve);
    REQUIRE(frame().search().live());
    CHECK(frame().GetMenuBar()->IsChecked(ids::LiveResolve));
    checkLiveOptimal(doc, 1);

    // The goal dragged: the map's goal and the path are there before the button is released.
    const std::size_t steps = undoSteps(doc);
    pressAndMoveThrough({{15, 11}, {12, 9}, {8, 6}});
    CHECK(doc.grid().goal() == Coord{8, 6});
    checkLiveOptimal(doc, 2);
    moveMouseTo({9, 3});
    CHECK(doc.grid().goal() == Coord{9, 3});
    checkLiveOptimal(doc, 3);
    releaseLeftButton();
    CHECK(doc.grid().goal() == Coord{9, 3});
    CHECK(undoSteps(doc) == steps + 1);
    checkLiveOptimal(doc, 4);
    chooseMenu(wxID_UNDO);
    CHECK(doc.grid().goal() == Coord{15, 11});
    checkLiveOptimal(doc, 5);

    // A wall painted down the map, all but its last row: the way round is searched mid-stroke.
    const MapGrid before = doc.grid();
    pressAndMoveThrough({{5, 0}, {5, 10}});
    CHECK(doc.grid().isWall({5, 5}));
    checkLiveOptimal(doc, 6);
    CHECK(frame().search().walker()->path().size() > 16);
    releaseLeftButton();
    CHECK(undoSteps(doc) == steps + 1); // the undone goal drag gave way to the stroke
    checkLiveOptimal(doc, 7);
    chooseMenu(wxID_UNDO);
    CHECK(doc.grid() == before);
    checkLiveOptimal(doc, 8);

    // A line, drawn afresh as the pointer moves, leaves the cells it no longer covers.
    chooseShape(EditShape::Line);
    pressAndMoveThrough({{2, 2}, {12, 2}});
    CHECK(doc.grid().isWall({12, 2}));
    moveMouseTo({2, 9});
    CHECK_FALSE(doc.grid().isWall({12, 2}));
    CHECK(doc.grid().isWall({2, 9}));
    checkLiveOptimal(doc, 9);
    releaseLeftButton();
    chooseMenu(wxID_UNDO);
    CHECK(doc.grid() == before);

    chooseMenu(ids::LiveResolve);
    CHECK_FALSE(frame().search().live());
}

TEST_CASE("Live Re-solve with D* repairs; its figures are in the statistics, and Go ends it", "[app][live]") {
    MapGridDocument& doc = newMap(16, 12);
    chooseTool(EditTool::Wall);
    chooseAlgorithm("dstar");
    const int rows = frame().stats().historyRows();
    chooseMenu(ids::LiveResolve);
    checkLiveOptimal(doc, 10);
    dragThrough({{3, 8}, {12, 8}});
    checkLiveOptimal(doc, 11);
    const LiveFigures& figures = frame().search().liveFigures();
    REQUIRE(figures.last);
    CHECK(figures.last->repair);
    CHECK(figures.resolves >= 2);
    runFor(50);
    const wxString line = frame().stats().liveText();
    CHECK(line.Contains("Live re-solve:"));
    CHECK(line.Contains("repaired"));
    // Re-solves are no runs of their own: the history is as it was.
    CHECK(frame().stats().historyRows() == rows);

    // Go searches from the start, recorded, as without live mode.
    chooseMenu(ids::GoPause);
    CHECK_FALSE(frame().search().live());
    CHECK(frame().search().timeline() != nullptr);
    REQUIRE(runUntil([] { return frame().search().phase() == Phase::Finished; }, 20.0));
    runFor(50);
    CHECK(frame().stats().liveText().empty());
    CHECK(frame().stats().historyRows() == rows + 1);
}

TEST_CASE("Live Re-solve paints each move of a dragged goal once, with its result", "[app][live]") {
    MapGridDocument& doc = newMap(16, 12);
    chooseTool(EditTool::Wall);
    chooseAlgorithm("astar");
    chooseMenu(ids::LiveResolve);
    REQUIRE(runUntil(liveUpToDate));
    pressAndMoveThrough({{15, 11}, {14, 11}});
    REQUIRE(runUntil(liveUpToDate));
    runFor(100);
    // Each move: the goal moved, the search done at once (settleLive), and one paint that shows
    // both. A paint forced in between (the status bar's text drawn at once would take the canvas
    // with it) would show the goal moved before its path.
    for (int x = 13; x >= 6; --x) {
        const std::uint64_t before = frame().canvas().paintTimes().count;
        moveMouseTo({x, 11});
        CHECK(liveUpToDate());
        runFor(80);
        INFO("goal at " << x);
        CHECK(doc.grid().goal() == Coord{x, 11});
        CHECK(frame().canvas().paintTimes().count - before == 1);
    }
    releaseLeftButton();
}

TEST_CASE("Live Re-solve paints an edit's result before the edit returns", "[app][live]") {
    MapGridDocument& doc = newMap(16, 12);
    chooseAlgorithm("astar");
    frame().search().setLive(true);
    REQUIRE(runUntil(liveUpToDate));
    runFor(100);
    // Left to the toolkit, the paint would wait for its next frame; a drag whose moves fell between
    // frames would then show two of them in one.
    for (const Coord goal : {Coord{14, 10}, Coord{9, 3}, Coord{2, 11}}) {
        INFO("goal at " << goal.x << "," << goal.y);
        const std::uint64_t before = frame().canvas().paintTimes().count;
        doc.setGoal(goal);
        CHECK(frame().canvas().paintTimes().count == before + 1);
        CHECK(liveUpToDate());
        runFor(50);
    }
    // An edit with live mode off is painted by the toolkit's next frame, as before.
    frame().search().setLive(false);
    runFor(100);
    const std::uint64_t before = frame().canvas().paintTimes().count;
    doc.setGoal(Coord{15, 11});
    CHECK(frame().canvas().paintTimes().count == before);
    REQUIRE(runUntil([&] { return frame().canvas().paintTimes().count > before; }));
}

namespace {

/// Counts the canvas's paints while a run goes on, as each paint event is handled.
struct PaintsWhileRunning : wxEventFilter {
    PaintsWhileRunning() { wxEvtHandler::AddFilter(this); }
    ~PaintsWhileRunning() override { wxEvtHandler::RemoveFilter(this); }
    PaintsWhileRunning(const PaintsWhileRunning&) = delete;
    PaintsWhileRunning& operator=(const PaintsWhileRunning&) = delete;
    int FilterEvent(wxEvent& event) override {
        if (event.GetEventType() == wxEVT_PAINT && event.GetEventObject() == &frame().canvas() &&
            frame().search().phase() == Phase::Running)
            ++count;
        return Event_Skip;
    }
    int count = 0;
};

} // namespace

TEST_CASE("At the fastest rate a run is painted as it goes, not only at its end", "[app][live]") {
    // The whole open map: many ticks of a frame's work, even racing unrecorded on a fast machine.
    newMap(2048, 2048);
    chooseAlgorithm("dijkstra");
    chooseFastestRate();
    PaintsWhileRunning paints;
    frame().search().go();
    REQUIRE(runUntil([] { return frame().search().phase() == Phase::Finished; }, 60.0));
    CHECK(paints.count >= 3);
}
