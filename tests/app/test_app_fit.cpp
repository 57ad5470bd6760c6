// Every text of the main window fits, at the size of the screen the tests run on: each pane of View,
// every walker mid-search and done, the timeline in the past, a walk, the terrain and All Units, the
// exercises and the tour. Hidden from the default run; ctest runs it under two screens:
//   xvfb-run -a -s "-screen 0 1366x768x24" build/release/tests/app_tests "[fit]"
//   xvfb-run -a -s "-screen 0 800x600x24" build/release/tests/app_tests "[fit]"

#include "pathfinder/registry/walker_registry.h"

#include "app_driver.h"
#include "canvas/grid_canvas.h"
#include "document/grid_commands.h"
#include "fit_log.h"
#include "frame/main_menu.h"
#include "frame/tour.h"
#include "panels/all_units_panel.h"
#include "panels/control_panel.h"
#include "panels/exercise_panel.h"
#include "run/run_bar.h"
#include "run/stats_panel.h"
#include "sessions/walk_session.h"

#include <wx/aui/framemanager.h>
#include <wx/spinctrl.h>

#include <catch2/catch.hpp>
#include <optional>

using namespace pathfinder;
using namespace pathfinder::app;
using namespace pathfinder::app::testing;

namespace {

/// Shows the pane of View with this name, through its menu command.
void showPane(const char* pane, int command) {
    if (!frame().panes().GetPane(pane).IsShown())
        chooseMenu(command);
    REQUIRE(frame().panes().GetPane(pane).IsShown());
}

/// Steps the search until it has finished, or gives up after many steps (an agent may wander).
void finishSearch() {
    for (int i = 0; i < 200 && frame().search().phase() != SearchController::Phase::Finished; ++i)
        frame().search().step(1000);
    frame().stats().finishTimings();
}

} // namespace

TEST_CASE("Fit: every text of the main window and its panes fits the screen", "[.][fit]") {
    const ScreenSizedFrame screen;
    FitLog log;
    REQUIRE(frame().openPreset("pacman.maze"));
    chooseAlgorithm("astar");
    log.scene("a map open, as the app starts");

    // Each rate says itself beside the slider.
    for (double rate :
         {1.0, 2.0, 5.0, 10.0, 20.0, 50.0, 100.0, 200.0, 500.0, 1000.0, 2000.0, 5000.0, 10000.0}) {
        frame().runBar().selectRate(rate);
        log.scene("the rate at " + std::to_string(static_cast<int>(rate)));
    }
    chooseFastestRate();
    log.scene("the fastest rate");

    showPane("controls", ids::ShowControls);
    showPane("statistics", ids::ShowStatistics);
    showPane("history", ids::ShowHistory);
    showPane("explanations", ids::ShowExplanations);
    log.scene("every pane of View shown");

    // Every walker part way and at its end, its settings enabled, its explanations and key shown.
    frame().controls().selectParameter(Parameter::Heuristic, "octile");
    for (const WalkerInfo& walker : walkerRegistry()) {
        const std::string name(walker.name);
        chooseAlgorithm(name);
        frame().search().reset();
        frame().search().step(25);
        log.scene(name + " part way");
        finishSearch();
        log.scene(name + " at its end");
    }
    chooseAlgorithm("astar");
    frame().search().reset();
    finishSearch();
    frame().canvas().onHover(Coord{1, 1});
    log.scene("the pointer over a cell that was searched");
    frame().canvas().onHover(std::nullopt);

    // The timeline in the past.
    frame().search().seekBy(-5);
    REQUIRE(frame().search().viewedStep().has_value());
    log.scene("the timeline in the past");
    frame().search().reset();

    // A walk with a repair, and the walk's figures.
    REQUIRE(frame().openPreset("culdesac.maze"));
    chooseAlgorithm("dstar");
    frame().search().walk();
    frame().search().pause();
    frame().search().step(4);
    REQUIRE(frame().search().walkSession() != nullptr);
    const std::vector<Coord> route = frame().search().walkSession()->route();
    if (route.size() > 8) {
        MapGridDocument& doc = document();
        doc.GetCommandProcessor()->Submit(new PaintCellsCommand(
            doc, {CellEdit{route[6], doc.grid().code(route[6]), MapGrid::kWall}}, "Wall"));
    }
    frame().search().step(4);
    log.scene("an agent walking, a repair made");
    frame().search().reset();

    // HPA*'s abstract map, and a bidirectional search's two frontiers, in the key.
    REQUIRE(frame().openPreset("rooms-40.maze"));
    for (const char* name : {"hpastar", "bidirectional-astar", "jps"}) {
        chooseAlgorithm(name);
        frame().search().reset();
        frame().search().step(40);
        log.scene(std::string(name) + " on the rooms");
    }
    frame().search().reset();

    // A terrain map, its costs in the key, and every unit's route.
    REQUIRE(frame().openPreset("strategy-river-valley.maze"));
    chooseAlgorithm("astar");
    finishSearch();
    log.scene("a terrain map searched");
    frame().search().reset();
    chooseMenu(ids::AllUnits);
    REQUIRE(runUntil([] { return !frame().allUnits().busy(); }, 60));
    log.scene("All Units");
    frame().allUnits().clear();
    frame().panes().GetPane("all units").Hide();
    frame().panes().Update();
    chooseTool(EditTool::Wall);
}

TEST_CASE("Fit: the map keeps most of the window as the app opens it", "[.][fit]") {
    const ScreenSizedFrame screen;
    REQUIRE(frame().openPreset("pacman.maze"));
    chooseMenu(ids::ResetLayout);
    runFor(200);
    const wxSize client = frame().GetClientSize();
    const wxSize map = frame().canvas().GetSize();
    INFO("map " << map.x << "x" << map.y << " of " << client.x << "x" << client.y);
    CHECK(map.x >= client.x * 6 / 10);
    CHECK(static_cast<double>(map.x) * map.y >= 0.4 * client.x * client.y);
}

TEST_CASE("Fit: the exercises and the tour fit the screen", "[.][fit]") {
    const ScreenSizedFrame screen;
    FitLog log;
    REQUIRE(frame().openPreset("open-field.maze"));
    chooseAlgorithm("astar");
    frame().controls().selectParameter(Parameter::Heuristic, "octile");
    frame().applyControls();

    chooseMenu(ids::ExpansionExercise);
    ExercisePanel& pane = frame().exercise();
    REQUIRE(pane.session().active());
    log.scene("the expansion exercise begun");
    // A right guess (the start is the only open cell), then a wrong one (the goal is not open).
    pane.clickCell(*document().grid().start());
    pane.clickCell(*document().grid().goal());
    log.scene("the expansion exercise after a wrong guess");
    pane.setTypingValues(true);
    pane.typeValues("1", "2", "3");
    log.scene("the expansion exercise, g, h and f typed");
    frame().exercise().stop();
    chooseMenu(ids::RepairExercise);
    REQUIRE(pane.session().active());
    log.scene("the repair exercise");
    pane.check();
    log.scene("the repair exercise checked");
    pane.stop();
    runFor(50);

    chooseMenu(ids::ShowTour);
    TourCard* tour = frame().tour();
    REQUIRE(tour != nullptr);
    for (std::size_t step = 0; step < tour->stepCount(); ++step) {
        tour->showStep(step);
        log.scene("the tour, hint " + std::to_string(step + 1));
    }
    // The first hint, on the map, leaves its start and goal in view.
    tour->showStep(0);
    GridCanvas& canvas = frame().canvas();
    const wxPoint origin = frame().ScreenToClient(canvas.ClientToScreen(wxPoint(0, 0)));
    for (const std::optional<Coord>& cell : {document().grid().start(), document().grid().goal()}) {
        REQUIRE(cell);
        wxRect rect = canvas.viewport().cellRect(*cell);
        rect.Offset(origin);
        CHECK_FALSE(tour->GetRect().Intersects(rect));
    }
    tour->dismiss();
    runUntil([] { return frame().tour() == nullptr; });
}
