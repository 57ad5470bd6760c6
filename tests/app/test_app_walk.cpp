// Walk mode: an agent walks the plan while the map is edited through the canvas, as a person
// would edit it.
#include "pathfinder/registry/walker_registry.h"
#include "pathfinder/search/run.h"

#include "app_driver.h"
#include "canvas/grid_canvas.h"
#include "canvas/grid_painter.h"
#include "frame/status_text.h"
#include "panels/control_panel.h"
#include "run/run_bar.h"
#include "run/stats_panel.h"
#include "sessions/walk_session.h"

#include <wx/choice.h>
#include <wx/cmdproc.h>
#include <wx/image.h>
#include <wx/statusbr.h>

#include <algorithm>
#include <catch2/catch.hpp>
#include <cstdlib>

using namespace pathfinder;
using namespace pathfinder::app;
using namespace pathfinder::app::testing;

namespace {

const WalkSession& walk() {
    const WalkSession* session = frame().search().walkSession();
    REQUIRE(session != nullptr);
    return *session;
}

bool walkEnded() {
    const WalkSession* session = frame().search().walkSession();
    return session && session->ended();
}

/// Starts a walk with the Walk button and pauses it before its first move, so that the test
/// moves the agent; Go then walks on at the fastest rate.
void startPausedWalk(std::string_view algorithm) {
    chooseAlgorithm(algorithm);
    frame().runBar().selectRate(1.0);
    frame().applyControls();
    {
        const HeldTimer held; // no tick between the click and the pause, however slow the machine
        clickButton("Walk");
        frame().search().pause();
    }
    REQUIRE(frame().search().phase() == SearchController::Phase::Paused);
    REQUIRE(walk().counters().moves == 0);
    chooseFastestRate();
}

void moveAgent(int moves) {
    for (int i = 0; i < moves; ++i)
        frame().search().step();
}

/// Every move of the trail goes to a neighbour, and no cell of it is a wall of `grid`.
void checkTrail(const std::vector<Coord>& trail, const MapGrid& grid) {
    for (std::size_t i = 0; i < trail.size(); ++i) {
        INFO("trail cell " << i << " (" << trail[i].x << ", " << trail[i].y << ")");
        CHECK_FALSE(grid.isBlocked(trail[i]));
        if (i > 0)
            CHECK(directionBetween(trail[i - 1], trail[i]).has_value());
    }
}

wxString statusText() {
    return frame().GetStatusBar()->GetStatusText(1);
}

void savePicture(const std::string& fileName) {
    const wxImage image = frame().renderPicture(wxSize(760, 760)).ConvertToImage();
    CHECK(image.SaveFile(screenshotPath(fileName), wxBITMAP_TYPE_PNG));
}

} // namespace

TEST_CASE("A D* agent keeps walking after a wall drops on its route and arrives by the repaired route",
          "[app][walk][dstar]") {
    MapGridDocument& doc = newMap(24, 14);
    const Coord home = *doc.grid().start();
    const Coord goal = *doc.grid().goal();
    startPausedWalk("dstar");
    moveAgent(3);
    REQUIRE(walk().counters().moves == 3);
    const std::vector<Coord> before = walk().route();
    REQUIRE(before.size() > 8);

    // A wall across the route a few cells ahead, with a gap at the bottom of the map.
    const int column = before[5].x;
    chooseTool(EditTool::Wall);
    dragThrough({{column, 0}, {column, doc.grid().height() - 3}});
    REQUIRE(doc.grid().isBlocked(before[5]));
    const std::size_t changedAt = walk().trail().size() - 1;
    const Coord agentThen = walk().trail().back();

    frame().search().go();
    REQUIRE(runUntil(walkEnded, 20.0));
    CHECK(walk().state() == WalkSession::State::Arrived);
    CHECK(walk().position() == goal);
    CHECK(walk().counters().repairs >= 1);
    CHECK(walk().counters().scratchExpanded > 0);
    checkTrail(walk().trail(), doc.grid());

    // From where the agent stood when the wall came, it walked a least-cost route of the changed map.
    MapGrid changed = doc.grid();
    changed.setStart(agentThen);
    const std::vector<Coord> rest(walk().trail().begin() + static_cast<std::ptrdiff_t>(changedAt),
                                  walk().trail().end());
    const Movement movement = doc.movement();
    CHECK(pathCost(doc.grid(), movement, rest) == Approx(referenceOptimalCost(changed, movement)));

    // The walk never moved the document's start; the stats panel shows the repairs.
    CHECK(doc.grid().start() == home);
    CHECK(frame().stats().walkSummary().Contains("Repairs:"));
    CHECK(describeWalk(walk()).Contains("reached the goal"));
    CHECK(saveScreenShot(frame(), "walk-window.png"));

    frame().search().reset();
    CHECK(frame().search().walkSession() == nullptr);
    chooseAlgorithm("astar");
}

TEST_CASE("A wall that seals the goal off stops the agent with a message; opening it lets the agent walk on",
          "[app][walk]") {
    MapGridDocument& doc = newMap(16, 10);
    const Coord goal = *doc.grid().goal();
    REQUIRE(goal == Coord{15, 9});
    startPausedWalk("dstar");
    moveAgent(2);

    chooseTool(EditTool::Wall);
    dragThrough({{14, 9}, {14, 8}, {15, 8}});
    frame().search().go();
    REQUIRE(runUntil(walkEnded, 10.0));
    CHECK(walk().state() == WalkSession::State::Stuck);
    CHECK(statusText().Contains("cannot be reached"));
    CHECK(describeWalk(walk()).Contains("cannot be reached"));
    checkTrail(walk().trail(), doc.grid());
    const auto movesWhenStuck = walk().counters().moves;
    runFor(200);
    CHECK(walk().counters().moves == movesWhenStuck); // it stays put

    chooseTool(EditTool::Erase);
    clickCell({15, 8});
    REQUIRE(runUntil(walkEnded, 10.0));
    CHECK(walk().state() == WalkSession::State::Arrived);
    CHECK(walk().position() == goal);
    checkTrail(walk().trail(), doc.grid());
    frame().search().reset();
    chooseAlgorithm("astar");
}

TEST_CASE("A static walker plans again from the agent's cell; moving the goal sends an arrived agent on",
          "[app][walk]") {
    MapGridDocument& doc = newMap(14, 9);
    startPausedWalk("astar");
    moveAgent(2);
    chooseTool(EditTool::Wall);
    const std::vector<Coord> route = walk().route();
    REQUIRE(route.size() > 4);
    clickCell(route[2]);
    frame().search().go();
    REQUIRE(runUntil(walkEnded, 10.0));
    CHECK(walk().state() == WalkSession::State::Arrived);
    CHECK(walk().counters().repairs == 1);
    // A* repairing is A* from scratch: the two counts agree.
    CHECK(walk().counters().repairExpanded == walk().counters().scratchExpanded);
    checkTrail(walk().trail(), doc.grid());

    chooseTool(EditTool::Goal);
    clickCell({0, 8});
    REQUIRE(runUntil([] { return walkEnded() && walk().position() == Coord{0, 8}; }, 10.0));
    CHECK(walk().state() == WalkSession::State::Arrived);
    checkTrail(walk().trail(), doc.grid());
    frame().search().reset();
}

TEST_CASE("PathJoiner's splice after a wall lands on its route is highlighted", "[app][walk][screenshots]") {
    REQUIRE(frame().openPreset("pacman.maze"));
    startPausedWalk("pathjoiner");
    moveAgent(4);
    const std::vector<Coord> route = walk().route();
    REQUIRE(route.size() > 10);
    chooseTool(EditTool::Wall);
    clickCell(route[6]);
    REQUIRE(walk().world().isBlocked(route[6]));
    moveAgent(1);
    CHECK(walk().counters().repairs == 1);
    CHECK_FALSE(walk().repairedSection().empty());
    for (Coord c : walk().route())
        CHECK_FALSE(document().grid().isBlocked(c));
    savePicture("walk-pathjoiner-splice.png");
    frame().search().reset();
    document().GetCommandProcessor()->Undo();
    chooseAlgorithm("astar");
}

TEST_CASE("D* signposts after a repair, the changed ones highlighted", "[app][walk][screenshots][dstar]") {
    REQUIRE(frame().openPreset("pacman.maze"));
    frame().controls().selectFloodAll(true); // every cell signposted, as in the original
    startPausedWalk("dstar");
    REQUIRE(walk().walker().settings().dstarFloodAll);
    moveAgent(5);
    const std::vector<Coord> route = walk().route();
    REQUIRE(route.size() > 10);
    // A wall in a corridor that many cells' routes share, so that many signposts turn.
    const Coord wall = route[route.size() * 2 / 3];
    chooseTool(EditTool::Wall);
    clickCell(wall);
    REQUIRE(walk().world().isBlocked(wall));
    moveAgent(1);
    CHECK(walk().counters().repairs == 1);
    CHECK_FALSE(walk().walker().changedSignposts().empty());
    // Every changed signpost points along a least-cost route of the changed map.
    const MapGrid& world = walk().world();
    const Movement movement = walk().walker().settings().movement;
    const auto costToGoal = [&](Coord from) {
        MapGrid copy = world;
        copy.setStart(from);
        return referenceOptimalCost(copy, movement);
    };
    for (Coord c : walk().walker().changedSignposts()) {
        const auto to = walk().walker().signpost(c);
        if (!to)
            continue; // a cell that lost its signpost
        const auto d = directionBetween(c, *to);
        REQUIRE(d.has_value());
        INFO("signpost at (" << c.x << ", " << c.y << ")");
        CHECK(world.stepCost(c, *d, movement) + costToGoal(*to) == Approx(costToGoal(c)));
    }
    savePicture("walk-dstar-changed-signposts.png");
    CHECK(saveScreenShot(frame(), "walk-dstar-window.png"));
    frame().search().reset();
    document().GetCommandProcessor()->Undo();
    frame().controls().selectFloodAll(false);
    chooseAlgorithm("astar");
}

TEST_CASE("A Wall Trace agent leaves a trail and a heat map in a cul-de-sac", "[app][walk][screenshots]") {
    REQUIRE(frame().openPreset("culdesac.maze"));
    startPausedWalk("wall-trace");
    moveAgent(45);
    savePicture("walk-wall-trace-culdesac.png");
    frame().search().go();
    REQUIRE(runUntil(walkEnded, 30.0));
    const MapGrid& grid = document().grid();
    checkTrail(walk().trail(), grid);
    // The heat map counts every cell of the trail.
    std::uint64_t visits = 0;
    for (int y = 0; y < grid.height(); ++y)
        for (int x = 0; x < grid.width(); ++x)
            visits += walk().visits({x, y});
    CHECK(visits == walk().trail().size());
    CHECK(walk().counters().moves + 1 == walk().trail().size());
    savePicture("walk-wall-trace-culdesac-end.png");

    // Random Bounce in the same cup: the heat map shows where it keeps coming back.
    startPausedWalk("random-bounce");
    moveAgent(400);
    checkTrail(walk().trail(), grid);
    std::uint32_t hottest = 0;
    for (Coord c : walk().trail())
        hottest = std::max(hottest, walk().visits(c));
    CHECK(hottest >= 2);
    savePicture("walk-random-bounce-culdesac.png");
    frame().search().reset();
    chooseAlgorithm("astar");
}

TEST_CASE("Any-angle agents walk cell by cell, each move one the movement allows, to the goal",
          "[app][walk][screenshots]") {
    for (const int neighbours : {4, 8}) {
        for (const char* algorithm : {"thetastar", "lazy-thetastar", "anya"}) {
            INFO(algorithm << " with " << neighbours << " neighbours");
            REQUIRE(frame().openPreset("pacman.maze"));
            auto* choice = dynamic_cast<wxChoice*>(frame().controls().FindWindow("neighbours"));
            REQUIRE(choice != nullptr);
            choice->SetSelection(neighbours == 4 ? 0 : 1);
            wxCommandEvent event(wxEVT_CHOICE, choice->GetId());
            event.SetEventObject(choice);
            choice->ProcessWindowEvent(event);
            REQUIRE(frame().controls().movement().neighbours == neighbours);
            const Movement movement = frame().controls().movement();

            startPausedWalk(algorithm);
            frame().search().go();
            REQUIRE(runUntil(walkEnded, 30.0));
            CHECK(walk().state() == WalkSession::State::Arrived);
            const std::vector<Coord>& trail = walk().trail();
            const MapGrid& grid = document().grid();
            for (std::size_t i = 1; i < trail.size(); ++i) {
                const auto direction = directionBetween(trail[i - 1], trail[i]);
                INFO("move " << i << " to (" << trail[i].x << ", " << trail[i].y << ")");
                REQUIRE(direction.has_value());
                CHECK(grid.canStep(trail[i - 1], *direction, movement));
            }
            if (neighbours == 4 && std::string_view(algorithm) == "thetastar")
                savePicture("walk-thetastar-four-neighbours.png");
            frame().search().reset();
        }
    }
    chooseAlgorithm("astar");
}

TEST_CASE("A plan too long for one frame is spread over several, with the window updated in between",
          "[app][walk]") {
    newMap(700, 700);
    // Zoomed in, a frame paints a few thousand cells: the time goes to planning, in any build.
    frame().canvas().zoomBy(4.0);
    frame().canvas().zoomBy(4.0);
    chooseAlgorithm("dijkstra");
    chooseFastestRate();
    // Watch what the window is told after every tick.
    SearchController& search = frame().search();
    const auto showProgress = search.onProgress;
    std::vector<std::uint64_t> seenWhilePlanning;
    search.onProgress = [&] {
        const WalkSession* session = search.walkSession();
        if (session && session->planning() && session->counters().moves == 0)
            seenWhilePlanning.push_back(session->walker().stats().expanded);
        showProgress();
    };
    {
        // The test makes the ticks: as many as the plan takes, however long each is on this machine.
        const HeldTimer held;
        clickButton("Walk");
        REQUIRE(tickUntil([] { return walk().counters().moves >= 1; }, 100'000));
    }
    search.onProgress = showProgress;

    // Dijkstra settles all 490 000 cells before the first move: far more than one frame's work.
    CHECK(walk().counters().firstPlanExpanded == 700u * 700u);
    CHECK_FALSE(walk().planning());
    std::vector<std::uint64_t> partial;
    for (std::uint64_t expanded : seenWhilePlanning)
        if (expanded > 0 && expanded < walk().counters().firstPlanExpanded)
            partial.push_back(expanded);
    CHECK_FALSE(partial.empty()); // the window was updated at least once in the middle of the plan
    CHECK(std::is_sorted(partial.begin(), partial.end()));
    frame().search().reset();
    chooseAlgorithm("astar");
}

TEST_CASE("A walk with the subgoal graph waits while a worker builds it, the window saying so",
          "[app][walk]") {
    MapGridDocument& doc = newMap(40, 30);
    chooseTool(EditTool::Wall);
    dragThrough({{20, 3}, {20, 29}});
    chooseAlgorithm("subgoal-graph");
    chooseFastestRate();
    SearchController& search = frame().search();
    search.setBriefBuild(std::chrono::milliseconds(0)); // to the worker, however small the map
    const HeldTimer held;                               // the test makes the ticks
    search.walk(); // as the Walk button does, without letting the window poll the worker meanwhile
    REQUIRE(search.preparing());
    CHECK(search.walker() == nullptr);
    CHECK(statusText().StartsWith("Building the subgoal graph before the agent moves on (on a worker"));
    CHECK(frame().stats().outcome().StartsWith("The agent waits for what"));
    frame().finishJobs();
    REQUIRE(search.walker() != nullptr);
    REQUIRE(tickUntil([] { return walk().counters().moves >= 2; }, 10'000));

    // A wall two cells ahead: the graph is built again, and the agent waits for it.
    const std::vector<Coord> route = walk().route();
    REQUIRE(route.size() > 3);
    clickCell(route[2]);
    REQUIRE(doc.grid().isBlocked(route[2]));
    const std::uint64_t moves = walk().counters().moves;
    search.tick(); // starts the build and goes no further
    REQUIRE(search.preparing());
    CHECK(walk().counters().moves == moves);
    CHECK(statusText().StartsWith("Building the subgoal graph before the agent moves on"));
    frame().finishJobs();
    REQUIRE(tickUntil(walkEnded, 100'000));
    CHECK(walk().state() == WalkSession::State::Arrived);
    CHECK(walk().counters().repairs == 1);
    checkTrail(walk().trail(), doc.grid());
    search.setBriefBuild(std::chrono::milliseconds(5));
    search.reset();
    chooseAlgorithm("astar");
}
