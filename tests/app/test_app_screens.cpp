// Screenshots of the whole screen for people to look at (and for the README), not checks: hidden
// from the default run. Run under a virtual screen of the size to look at, e.g.
//   xvfb-run -a -s "-screen 0 800x600x24" build/release/tests/app_tests "[screens]"
// writes screen-WxH-*.png to the build's screenshots folder.

#include "pathfinder/registry/walker_registry.h"

#include "app_driver.h"
#include "canvas/grid_canvas.h"
#include "compare_driver.h"
#include "document/grid_commands.h"
#include "document/unit_table_dialog.h"
#include "frame/main_menu.h"
#include "frame/tour.h"
#include "panels/all_units_panel.h"
#include "panels/control_panel.h"
#include "run/run_bar.h"
#include "run/stats_panel.h"
#include "sessions/walk_session.h"
#include "windows/guide_window.h"

#include <wx/display.h>
#include <wx/grid.h>
#include <wx/spinctrl.h>

#include <catch2/catch.hpp>
#include <cstdlib>
#include <utility>

using namespace pathfinder;
using namespace pathfinder::app;
using namespace pathfinder::app::testing;

namespace {

/// The whole virtual screen, as a person would see it.
void shootScreen(const std::string& what) {
    runFor(700);
    const wxRect screen = wxDisplay(static_cast<unsigned>(0)).GetGeometry();
    const std::string path = screenshotPath("screen-" + std::to_string(screen.width) + "x" +
                                            std::to_string(screen.height) + "-" + what + ".png");
    const std::string command = "xwd -root -silent | convert xwd:- '" + path + "'";
    CHECK(std::system(command.c_str()) == 0);
}

} // namespace

TEST_CASE("Screens: terrain, the terrain brush and All Units", "[.][screens]") {
    const wxRect area = wxDisplay(static_cast<unsigned>(0)).GetClientArea();
    frame().SetSize(area);
    // A generated strategy map, crossed by a jeep.
    answerNextDialog([](wxDialog& dialog) {
        for (const auto& [name, value] :
             {std::pair{"width", 64}, std::pair{"height", 44}, std::pair{"seed", 12}})
            if (auto* spin = dynamic_cast<wxSpinCtrl*>(dialog.FindWindow(name)))
                spin->SetValue(value);
        dialog.EndModal(wxID_OK);
    });
    {
        MessageLog answers(wxNO);
        chooseMenu(ids::GenerateTerrain);
    }
    MapGridDocument& doc = document();
    REQUIRE(doc.grid().hasTerrain());
    doc.GetCommandProcessor()->Submit(new ChangeUnitsCommand(doc, "jeep"));
    frame().controls().selectTerrain(Terrain::Forest);
    chooseAlgorithm("astar");
    frame().controls().selectParameter(Parameter::Heuristic, "zero"); // Dijkstra's spread: more to see
    frame().applyControls();
    for (int i = 0; i < 500; ++i)
        frame().search().step();
    shootScreen("terrain-search");
    frame().controls().selectParameter(Parameter::Heuristic, "octile");
    chooseFastestRate();
    frame().search().reset();
    frame().search().go();
    runUntil([] { return frame().search().phase() == SearchController::Phase::Finished; });
    frame().stats().finishTimings();
    shootScreen("terrain");

    // Close up: the glyphs, and the hatch where the jeep cannot go.
    frame().canvas().zoomBy(2.6);
    shootScreen("terrain-zoom");
    frame().canvas().fitToWindow();

    // The Units dialog, a wrong factor in it.
    answerNextDialog([](wxDialog& shown) {
        auto& dialog = dynamic_cast<UnitTableDialog&>(shown);
        dialog.grid().SetCellValue(2, 1 + static_cast<int>(Terrain::Water), "deep");
        dialog.check();
        shootScreen("units-dialog");
        dialog.EndModal(wxID_CANCEL);
    });
    chooseMenu(ids::UnitTable);

    frame().search().reset();
    chooseMenu(ids::AllUnits);
    runUntil([] { return !frame().allUnits().busy(); }, 30);
    shootScreen("all-units");
    frame().allUnits().selectRow(2); // the jeep
    shootScreen("all-units-jeep");
    frame().allUnits().clear();
    frame().panes().GetPane("all units").Hide();
    frame().panes().Update();
    chooseTool(EditTool::Wall);
}

TEST_CASE("Screens: the main window and Compare All at the screen's size", "[.][screens]") {
    const wxRect area = wxDisplay(static_cast<unsigned>(0)).GetClientArea();
    frame().SetSize(area);
    REQUIRE(frame().openPreset("pacman.maze"));
    chooseAlgorithm("astar");
    frame().runBar().selectRate(20.0);
    frame().applyControls();
    frame().search().go();
    runFor(1500);
    frame().search().pause();
    shootScreen("search-paused");
    chooseFastestRate();
    frame().search().go();
    runUntil([] { return frame().search().phase() == SearchController::Phase::Finished; });
    frame().stats().finishTimings();
    shootScreen("search-done");

    REQUIRE(frame().openPreset("rooms-40.maze"));
    chooseAlgorithm("jps");
    frame().search().go();
    runUntil([] { return frame().search().phase() == SearchController::Phase::Finished; });
    shootScreen("jps");

    CompareWindow& compare = openCompare();
    compare.SetSize(area);
    compare.checkWalker("depth-first", true);
    compare.setBudgetPerCell(2);
    compare.setRepetitions(3);
    runToEnd(compare);
    shootScreen("compare");
    compare.Close(true);
    runUntil([] { return frame().compareWindow() == nullptr; });

    REQUIRE(frame().openPreset("culdesac.maze"));
    chooseAlgorithm("dstar");
    frame().runBar().selectRate(10.0);
    frame().applyControls();
    frame().search().walk();
    runUntil(
        [] {
            const WalkSession* walk = frame().search().walkSession();
            return walk && walk->counters().moves >= 4;
        },
        20);
    // A wall across the route a few cells ahead of the agent: D* repairs round it.
    REQUIRE(frame().search().walkSession());
    const std::vector<Coord> route = frame().search().walkSession()->route();
    REQUIRE(route.size() > 8);
    MapGridDocument& doc = document();
    std::vector<CellEdit> wall;
    for (int dy = -1; dy <= 1; ++dy)
        wall.push_back({{route[6].x, route[6].y + dy}, 1, 0});
    doc.GetCommandProcessor()->Submit(new PaintCellsCommand(doc, wall, "Wall"));
    runUntil(
        [] {
            const WalkSession* walk = frame().search().walkSession();
            return walk && walk->counters().moves >= 7;
        },
        20);
    frame().search().pause();
    shootScreen("walk");
    // The timeline moved back a few steps: the edit is a mark on it, the handle in the past.
    frame().search().seekBy(-4);
    shootScreen("walk-timeline");
    frame().search().reset();

    // The explanations beside an A* search paused on a plateau of equal f.
    if (!frame().panes().GetPane("explanations").IsShown())
        chooseMenu(ids::ShowExplanations);
    REQUIRE(frame().openPreset("open-field.maze"));
    chooseAlgorithm("astar");
    for (int i = 0; i < 40; ++i)
        frame().search().step();
    shootScreen("explanations");
    frame().search().reset();

    // Best-First round the rooms, and the path explained beside the optimal one.
    REQUIRE(frame().openPreset("rooms-40.maze"));
    chooseAlgorithm("best-first");
    chooseFastestRate();
    frame().search().go();
    runUntil([] { return frame().search().phase() == SearchController::Phase::Finished; });
    {
        MessageLog log;
        chooseMenu(ids::ExplainSuboptimality);
    }
    frame().stats().finishTimings();
    shootScreen("explain-path");
    frame().search().reset();
    chooseMenu(ids::ShowExplanations);
    chooseAlgorithm("astar");
}

TEST_CASE("Screens: a bidirectional A* mid-search, both frontiers and where they meet", "[.][screens]") {
    const wxRect area = wxDisplay(static_cast<unsigned>(0)).GetClientArea();
    frame().SetSize(area);
    REQUIRE(frame().openPreset("rooms-40.maze"));
    chooseAlgorithm("bidirectional-astar");
    frame().applyControls();
    // Until the two searches have met, and a little beyond, so that both frontiers stand on the map.
    int stepsAfterMeeting = 0;
    for (int i = 0;
         i < 5000 && stepsAfterMeeting < 20 && frame().search().phase() != SearchController::Phase::Finished;
         ++i) {
        frame().search().step();
        const SearchView* view = frame().search().shownView();
        if (view && view->meetingPoint())
            ++stepsAfterMeeting;
    }
    shootScreen("bidirectional-astar");
    chooseFastestRate();
    frame().search().go();
    runUntil([] { return frame().search().phase() == SearchController::Phase::Finished; });
    frame().stats().finishTimings();
    shootScreen("bidirectional-astar-done");
    frame().search().reset();
    chooseAlgorithm("astar");
}

TEST_CASE("Screens: the search families mid-search and done, and the map's regions", "[.][screens]") {
    const wxRect area = wxDisplay(static_cast<unsigned>(0)).GetClientArea();
    frame().SetSize(area);
    REQUIRE(frame().openPreset("rooms-40.maze"));
    // Each new walker paused part way, then finished; a walker not in this build is left out.
    for (const char* name :
         {"jps-plus", "bidirectional-bfs", "bidirectional-dijkstra", "bidirectional-astar", "hpastar",
          "thetastar", "lazy-thetastar", "anya", "idastar", "stack-depth-first", "bounded-astar"}) {
        if (!findWalker(name))
            continue;
        INFO(name);
        chooseAlgorithm(name);
        frame().applyControls();
        for (int i = 0; i < 60; ++i)
            frame().search().step();
        shootScreen(std::string(name) + "-mid");
        chooseFastestRate();
        frame().search().go();
        runUntil([] { return frame().search().phase() == SearchController::Phase::Finished; }, 60);
        frame().stats().finishTimings();
        shootScreen(std::string(name) + "-done");
        frame().search().reset();
    }
    // The regions of a map with closed rooms, and a search answered at once.
    REQUIRE(frame().openPreset("culdesac.maze"));
    MapGridDocument& doc = document();
    const Coord goal = *doc.grid().goal();
    std::vector<CellEdit> ring;
    for (int dy = -1; dy <= 1; ++dy)
        for (int dx = -1; dx <= 1; ++dx)
            if (dx != 0 || dy != 0)
                ring.push_back({{goal.x + dx, goal.y + dy}, 1, 0});
    doc.GetCommandProcessor()->Submit(new PaintCellsCommand(doc, ring, "Wall"));
    chooseMenu(ids::Regions);
    chooseAlgorithm("astar");
    frame().applyControls();
    frame().search().go();
    runUntil([] { return frame().search().phase() == SearchController::Phase::Finished; });
    shootScreen("regions");
    chooseMenu(ids::Regions);
    doc.GetCommandProcessor()->Undo();
    frame().search().reset();
}

TEST_CASE("Screens: the tour's hints and the guide", "[.][screens]") {
    const wxRect area = wxDisplay(static_cast<unsigned>(0)).GetClientArea();
    frame().SetSize(area);
    REQUIRE(frame().openPreset("pacman.maze"));
    chooseAlgorithm("astar");
    frame().startTour();
    TourCard* tour = frame().tour();
    REQUIRE(tour != nullptr);
    for (std::size_t step = 0; step < tour->stepCount(); ++step) {
        tour->showStep(step);
        shootScreen("tour-" + std::to_string(step + 1));
    }
    tour->dismiss();
    frame().showGuide("astar");
    GuideWindow* guide = frame().guideWindow();
    REQUIRE(guide != nullptr);
    shootScreen("guide-astar");
    guide->showPage("");
    shootScreen("guide-overview");
    guide->Close();
}
