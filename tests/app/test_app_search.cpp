#include "pathfinder/generators/maze_generator.h"
#include "pathfinder/registry/walker_registry.h"
#include "pathfinder/search/run.h"

#include "app_driver.h"
#include "canvas/grid_canvas.h"
#include "canvas/palette.h"
#include "document/grid_commands.h"
#include "frame/main_menu.h"
#include "panels/control_panel.h"
#include "run/run_bar.h"
#include "run/run_history.h"
#include "run/stats_panel.h"

#include <wx/choice.h>
#include <wx/image.h>

#include <algorithm>
#include <catch2/catch.hpp>
#include <cmath>

using namespace pathfinder;
using namespace pathfinder::app;
using namespace pathfinder::app::testing;

namespace {

/// The core's own result for the document's map and settings, without the app.
RunStats coreResult(const MapGridDocument& doc) {
    const MapGrid copy = doc.grid();
    auto walker = createWalker(frame().search().runSettings().algorithm);
    walker->setup(copy, frame().search().runSettings().walker);
    runToCompletion(*walker, iterationLimit(copy));
    return walker->stats();
}

bool finished() {
    return frame().search().phase() == SearchController::Phase::Finished;
}

void savePicture(const std::string& fileName) {
    const wxImage image = frame().renderPicture(wxSize(720, 720)).ConvertToImage();
    CHECK(image.SaveFile(screenshotPath(fileName), wxBITMAP_TYPE_PNG));
}

} // namespace

TEST_CASE("A* drawn on the canvas and run through the timer finds the core's path", "[app][search]") {
    MapGridDocument& doc = newMap(12, 9);
    chooseTool(EditTool::Start);
    clickCell({1, 4});
    chooseTool(EditTool::Goal);
    clickCell({10, 4});
    chooseTool(EditTool::Wall);
    dragThrough({{6, 1}, {6, 7}});
    dragThrough({{3, 2}, {3, 6}});
    REQUIRE(doc.grid().isBlocked({6, 4}));
    chooseAlgorithm("astar");
    chooseFastestRate();

    CHECK(frame().handleShortcut(WXK_SPACE, wxMOD_NONE)); // Space: go
    REQUIRE(runUntil(finished, 10.0));

    const MapGridWalker* walker = frame().search().walker();
    REQUIRE(walker != nullptr);
    CHECK(walker->state() == WalkState::ReachedGoal);
    const RunStats expected = coreResult(doc);
    CHECK(walker->stats().pathCost == Approx(expected.pathCost));
    CHECK(walker->stats().expanded == expected.expanded);
    CHECK(walker->stats().pathCost == Approx(referenceOptimalCost(doc.grid(), doc.movement())));

    StatsPanel& stats = frame().stats();
    stats.finishTimings();
    REQUIRE(stats.historyRows() >= 1);
    const int row = stats.historyRows() - 1;
    CHECK(stats.historyCell(row, RunHistory::Result) == "reached");
    CHECK(stats.historyCell(row, RunHistory::Algorithm) == "A*");
    CHECK(stats.historyCell(row, RunHistory::Optimal) == stats.historyCell(row, RunHistory::PathCost));

    SECTION("an edit of the map resets the finished search") {
        MessageLog quiet;
        chooseTool(EditTool::Wall);
        clickCell({8, 8});
        CHECK(frame().search().phase() == SearchController::Phase::Idle);
        CHECK(frame().search().walker() == nullptr);
    }
}

TEST_CASE("Editing the map while a search runs resets the search", "[app][search]") {
    newMap(30, 20);
    chooseAlgorithm("dijkstra");
    frame().runBar().selectRate(20.0);
    frame().applyControls();
    const HeldTimer held; // five ticks of one step each, on any machine
    frame().search().go();
    ticks(5);
    REQUIRE(frame().search().phase() == SearchController::Phase::Running);
    CHECK(frame().search().walker()->stats().iterations == 5);

    MessageLog quiet;
    chooseTool(EditTool::Wall);
    clickCell({15, 10});
    CHECK(frame().search().phase() == SearchController::Phase::Idle);
    CHECK(frame().search().walker() == nullptr);
    CHECK(document().grid().isBlocked({15, 10}));
}

TEST_CASE("Go explains what is missing", "[app][search]") {
    MapGridDocument& doc = newMap(6, 6);
    chooseAlgorithm("astar");

    SECTION("no goal") {
        doc.GetCommandProcessor()->Submit(
            new MoveMarkerCommand(doc, MoveMarkerCommand::Marker::Goal, std::optional<Coord>{}));
        MessageLog messages;
        clickButton("Go");
        REQUIRE(messages.texts().size() == 1);
        CHECK_THAT(messages.joined(), Catch::Contains("no goal"));
    }
    SECTION("no start") {
        doc.GetCommandProcessor()->Submit(
            new MoveMarkerCommand(doc, MoveMarkerCommand::Marker::Start, std::optional<Coord>{}));
        MessageLog messages;
        clickButton("Go");
        CHECK_THAT(messages.joined(), Catch::Contains("no start"));
    }
    CHECK(frame().search().phase() == SearchController::Phase::Idle);
}

TEST_CASE("The algorithm list offers only algorithms, and one is always chosen", "[app][search]") {
    auto* list = dynamic_cast<wxChoice*>(frame().controls().FindWindow("algorithm"));
    REQUIRE(list != nullptr);
    REQUIRE(list->GetCount() == walkerRegistry().size());
    for (unsigned i = 0; i < list->GetCount(); ++i) {
        const std::string_view name = walkerRegistry()[i].displayName;
        CHECK(list->GetString(i) == wxString::FromUTF8(name.data(), name.size()));
    }
    chooseAlgorithm("no-such-walker");
    CHECK(list->GetSelection() != wxNOT_FOUND);
    CHECK(findWalker(frame().controls().runChoices().algorithm) != nullptr);
}

TEST_CASE("Step, pause and reset follow the keys", "[app][search]") {
    newMap(10, 10);
    chooseAlgorithm("dijkstra");
    CHECK(frame().handleShortcut(WXK_RIGHT, wxMOD_NONE));
    CHECK(frame().handleShortcut(WXK_RIGHT, wxMOD_NONE));
    REQUIRE(frame().search().walker() != nullptr);
    CHECK(frame().search().walker()->stats().iterations == 2);
    CHECK(frame().search().phase() == SearchController::Phase::Paused);
    CHECK(frame().handleShortcut('R', wxMOD_NONE));
    CHECK(frame().search().phase() == SearchController::Phase::Idle);
    const double scale = frame().canvas().viewport().scale;
    CHECK(frame().handleShortcut('+', wxMOD_SHIFT));
    CHECK(frame().canvas().viewport().scale > scale);
    CHECK_FALSE(frame().handleShortcut('z', wxMOD_CONTROL)); // left to the Edit menu
    chooseAlgorithm("astar");
}

TEST_CASE("The stats panel shows IDA*'s threshold and iteration while it searches",
          "[app][search][idastar]") {
    newMap(10, 10); // an open field: h(start) is the octile distance, 9 * sqrt(2)
    chooseAlgorithm("idastar");
    CHECK(frame().handleShortcut(WXK_RIGHT, wxMOD_NONE));
    REQUIRE(frame().search().walker() != nullptr);
    CHECK(frame().stats().outcome().Contains(L"is searching"));
    CHECK(frame().stats().outcome().Contains(L"threshold f \u2264 12.73, iteration 1"));
    CHECK(frame().handleShortcut('R', wxMOD_NONE));
    chooseAlgorithm("astar");
}

TEST_CASE("Pictures of the Pac-Man maze: mid-search and the finished A* path", "[app][screenshots]") {
    REQUIRE(frame().openPreset("pacman.maze"));
    chooseAlgorithm("astar");
    for (int i = 0; i < 30; ++i)
        frame().search().step();
    REQUIRE(frame().search().phase() == SearchController::Phase::Paused);
    CHECK(frame().search().walker()->stats().iterations == 30);
    savePicture("pacman-astar-mid-search.png");

    chooseFastestRate();
    frame().search().go();
    REQUIRE(runUntil(finished, 10.0));
    CHECK(frame().search().walker()->state() == WalkState::ReachedGoal);
    savePicture("pacman-astar-path.png");
    frame().stats().finishTimings();
}

TEST_CASE("Pictures of D* signposts", "[app][screenshots][dstar]") {
    if (!findWalker("dstar")) {
        WARN("D* is not in the registry yet: no signpost picture");
        return;
    }
    REQUIRE(frame().openPreset("pacman.maze"));
    chooseAlgorithm("dstar");
    chooseFastestRate();
    frame().search().go();
    REQUIRE(runUntil(finished, 10.0));
    savePicture("pacman-dstar-signposts.png");
    frame().stats().finishTimings();
    chooseAlgorithm("astar");
}

TEST_CASE("D* repairs its search when walls are added after it finished", "[app][search][dstar]") {
    if (!findWalker("dstar")) {
        WARN("D* is not in the registry yet");
        return;
    }
    MapGridDocument& doc = newMap(12, 8);
    chooseAlgorithm("dstar");
    chooseFastestRate();
    frame().search().go();
    REQUIRE(runUntil(finished, 10.0));

    chooseTool(EditTool::Wall);
    dragThrough({{5, 0}, {5, 6}});
    REQUIRE(runUntil(finished, 10.0));
    const MapGridWalker* walker = frame().search().walker();
    REQUIRE(walker != nullptr);
    CHECK(walker->state() == WalkState::ReachedGoal);
    CHECK(walker->stats().pathCost == Approx(referenceOptimalCost(doc.grid(), doc.movement())));
    for (Coord c : walker->path())
        CHECK_FALSE(doc.grid().isBlocked(c));
    frame().stats().finishTimings();
    chooseAlgorithm("astar");
}

TEST_CASE("Every walker of the registry runs to its end in the app", "[app][search]") {
    std::vector<std::string> names;
    for (const WalkerInfo& info : walkerRegistry())
        names.emplace_back(info.name);
    const std::string name = GENERATE_COPY(from_range(names));
    INFO("walker " << name);

    REQUIRE(frame().openPreset("pacman.maze"));
    chooseAlgorithm(name);
    chooseFastestRate();
    frame().search().reset();
    frame().search().go();
    REQUIRE(runUntil(finished, 20.0));
    const MapGridWalker* walker = frame().search().walker();
    REQUIRE(walker != nullptr);
    const MapGrid& grid = document().grid();
    if (walker->state() == WalkState::ReachedGoal && walker->description().traits.anyAngle) {
        // Straight segments may beat the grid optimum, never the straight line.
        const double dx = grid.goal()->x - grid.start()->x;
        const double dy = grid.goal()->y - grid.start()->y;
        CHECK(walker->stats().pathCost >= std::hypot(dx, dy) - 1e-9);
    } else if (walker->state() == WalkState::ReachedGoal) {
        CHECK(walker->stats().pathCost >= referenceOptimalCost(grid, document().movement()) - 1e-9);
    }
    frame().stats().finishTimings();
    chooseAlgorithm("astar");
}

TEST_CASE("The subgoal graph is built on a worker while the window says so", "[app][search]") {
    MapGridDocument& doc = newMap(40, 30);
    chooseTool(EditTool::Start);
    clickCell({1, 1});
    chooseTool(EditTool::Goal);
    clickCell({38, 28});
    chooseTool(EditTool::Wall);
    dragThrough({{10, 0}, {10, 25}});
    dragThrough({{25, 4}, {25, 29}});
    chooseAlgorithm("subgoal-graph");
    REQUIRE(doc.movement().neighbours == 8);
    REQUIRE(doc.movement().diagonalRule == DiagonalRule::NoCornerCutting);
    const HeldTimer held;                                         // the search steps only when ticked
    frame().search().setBriefBuild(std::chrono::milliseconds(0)); // to the worker, however small
    frame().search().go();
    // Go has asked for the graph; until it is taken the run shows no walker and says why.
    REQUIRE(frame().search().preparing());
    CHECK(frame().search().walker() == nullptr);
    CHECK(frame().GetStatusBar()->GetStatusText(1).StartsWith("Building the subgoal graph")); // the phase
    CHECK(frame().stats().outcome() == L"Building the subgoal graph\u2026");
    frame().finishJobs();
    CHECK_FALSE(frame().search().preparing());
    REQUIRE(frame().search().walker() != nullptr);
    frame().search().setRate(SearchController::kFastest);
    ticks(200);
    REQUIRE(finished());
    const MapGridWalker* walker = frame().search().walker();
    CHECK(walker->state() == WalkState::ReachedGoal);
    CHECK(walker->stats().pathCost == Approx(referenceOptimalCost(doc.grid(), doc.movement())));
    CHECK(walker->note().find("subgoal graph:") != std::string::npos);
    frame().search().setBriefBuild(std::chrono::milliseconds(5));
}

TEST_CASE("Zoomed out below two pixels a cell, each subgoal is at most one pixel", "[app][search]") {
    MapGridDocument& doc = newMap(600, 600);
    // Random walls: their corners see many others, and thousands of them stay global (in rooms
    // nearly every corner goes local).
    MazeOptions options;
    options.kind = MazeKind::RandomWalls;
    options.density = 0.1;
    options.width = options.height = 600;
    options.seed = 3;
    doc.GetCommandProcessor()->Submit(new ReplaceGridCommand(doc, generateMaze(options), "Generate"));
    chooseAlgorithm("subgoal-graph");
    frame().search().step();
    frame().finishJobs();
    const MapGridWalker* walker = frame().search().walker();
    REQUIRE(walker != nullptr);
    const AbstractMapView* map = walker->abstraction();
    REQUIRE(map != nullptr);
    REQUIRE(map->transitions.size() > 100);
    // 800 pixels for 600 cells: one or two pixels a cell. Squares a cell wide would cover up to four
    // pixels each; marked pixels cover one each, and some fall together.
    const wxImage image = frame().renderPicture(wxSize(800, 800)).ConvertToImage();
    image.SaveFile(screenshotPath("subgoal-graph-zoomed-out.png"), wxBITMAP_TYPE_PNG);
    const wxColour global = palette::transition();
    std::size_t pixels = 0;
    const unsigned char* rgb = image.GetData();
    // The map's rows only: the key below it shows a square of the colour too.
    for (int i = 0; i < image.GetWidth() * std::min(image.GetHeight(), 800); ++i)
        pixels +=
            rgb[3 * i] == global.Red() && rgb[3 * i + 1] == global.Green() && rgb[3 * i + 2] == global.Blue();
    CHECK(pixels > map->transitions.size() / 2);
    CHECK(pixels <= map->transitions.size());
}
