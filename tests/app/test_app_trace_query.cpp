// An imported trace is shown with the query it records: its start and goal, on the open map or on
// the map written beside it.
#include "pathfinder/traces/search_trace_io.h"

#include "app_driver.h"
#include "frame/main_menu.h"
#include "run/stats_panel.h"
#include "widgets/text_format.h"

#include <catch2/catch.hpp>
#include <string>

using namespace pathfinder;
using namespace pathfinder::app;
using namespace pathfinder::app::testing;

namespace {

/// The map the canvas draws: a frame's, while the timeline shows one.
const MapGrid& drawnMap() {
    const PaintScene scene = frame().search().scene(document().grid());
    REQUIRE(scene.grid != nullptr);
    return *scene.grid;
}

/// Runs A* from `start` to `goal` on a new 16 x 12 map and exports its trace; returns the file.
std::string exportedRun(Coord start, Coord goal, double& cost) {
    newMap(16, 12);
    chooseTool(EditTool::Start);
    clickCell(start);
    chooseTool(EditTool::Goal);
    clickCell(goal);
    chooseTool(EditTool::Wall);
    dragThrough({{8, 1}, {8, 10}});
    REQUIRE(document().grid().start() == start);
    REQUIRE(document().grid().goal() == goal);
    chooseAlgorithm("astar");
    chooseFastestRate();
    frame().search().go();
    REQUIRE(runUntil(runFinished, 10.0));
    const MapGridWalker* walker = frame().search().walker();
    REQUIRE(walker != nullptr);
    cost = walker->stats().pathCost;
    frame().stats().finishTimings();
    const std::string file = tempPath("query-" + std::to_string(start.x) + ".trace.json");
    MessageLog log(wxYES, wxString::FromUTF8(file));
    chooseMenu(ids::ExportTrace);
    frame().finishJobs(); // the trace is written on a worker
    REQUIRE(log.texts().size() == 1);
    return file;
}

void importTrace(const std::string& file) {
    MessageLog log(wxYES, wxString::FromUTF8(file));
    chooseMenu(ids::ImportTrace);
    INFO(log.joined());
    REQUIRE(frame().search().showingRecording());
}

} // namespace

TEST_CASE("An imported trace is shown with its own start and goal", "[app][timeline][trace]") {
    const Coord start{3, 5};
    const Coord goal{12, 4};
    double cost = 0;
    const std::string file = exportedRun(start, goal, cost);
    REQUIRE(readPosthocTraceFile(file).query.start == start);

    SECTION("on the open map, whose own start and goal are elsewhere and stay") {
        chooseTool(EditTool::Start);
        clickCell({0, 0});
        chooseTool(EditTool::Goal);
        clickCell({15, 11});
        importTrace(file);
        CHECK(drawnMap().start() == start);
        CHECK(drawnMap().goal() == goal);
        chooseMenu(ids::TimelineEnd);
        CHECK(drawnMap().start() == start);
        CHECK(drawnMap().goal() == goal);
        // Its path is priced as the run priced it.
        CHECK(frame().stats().value("Path cost") == formatCost(cost));
        // Showing a trace edits nothing.
        CHECK(document().grid().start() == Coord{0, 0});
        CHECK(document().grid().goal() == Coord{15, 11});
    }
    SECTION("on the map written beside it, opened with the trace's start and goal") {
        newMap(9, 7); // not the trace's size
        importTrace(file);
        CHECK(document().grid().width() == 16);
        CHECK(document().grid().start() == start);
        CHECK(document().grid().goal() == goal);
        CHECK(drawnMap().start() == start);
        CHECK(drawnMap().goal() == goal);
    }
    frame().search().reset();
}
