// Every text of the app's other windows and dialogs fits, and none is larger than the screen:
// Compare All with every walker run, Run a Scenario with a scenario run, the guide, Keyboard and
// Mouse, About, New, Generate Maze, Generate Terrain, Units, Colour Table, Resize Map, Export
// Animation and Breakpoints. Hidden from the default run, like test_app_fit.cpp; ctest runs both
// under a 1366 × 768 and an 800 × 600 screen.

#include "pathfinder/registry/walker_registry.h"

#include "app_driver.h"
#include "compare_driver.h"
#include "fit_log.h"
#include "frame/main_menu.h"
#include "run/breakpoint_dialog.h"
#include "windows/guide_window.h"
#include "windows/scenario_views.h"
#include "windows/scenario_window.h"

#include <wx/listctrl.h>
#include <wx/toplevel.h>

#include <catch2/catch.hpp>

using namespace pathfinder;
using namespace pathfinder::app;
using namespace pathfinder::app::testing;

namespace {

const std::string kFixtures = PATHFINDER_FIXTURE_DIR;

/// Opens the modal dialog that `command` shows, checks it as `scene` and cancels it.
void checkDialog(FitLog& log, int command, const std::string& scene) {
    bool seen = false;
    answerNextDialog([&](wxDialog& dialog) {
        seen = true;
        log.scene(scene);
        dialog.EndModal(wxID_CANCEL);
    });
    {
        MessageLog answers(wxNO);
        chooseMenu(command);
    }
    CHECK(seen);
}

} // namespace

TEST_CASE("Fit: Compare All with every walker run fits the screen, and so do its texts", "[.][fit]") {
    const ScreenSizedFrame screen;
    FitLog log;
    REQUIRE(frame().openPreset("rooms-40.maze"));
    CompareWindow& compare = openCompare();
    for (const WalkerInfo& walker : walkerRegistry())
        compare.checkWalker(std::string(walker.name), true);
    compare.setRepetitions(1);
    compare.setBudgetPerCell(2);
    log.scene("Compare All opened, every walker ticked");
    runToEnd(compare);
    log.scene("Compare All, every walker run");
    compare.setChartOptions({false, true});
    log.scene("Compare All, linear charts");
    compare.setChartOptions({true, true});
    compare.Close(true);
    REQUIRE(runUntil([] { return frame().compareWindow() == nullptr; }));
}

TEST_CASE("Fit: Run a Scenario with a scenario run fits the screen, and so do its texts", "[.][fit]") {
    const ScreenSizedFrame screen;
    FitLog log;
    REQUIRE(manager().CreateDocument(kFixtures + "/small.map", wxDOC_SILENT) != nullptr);
    {
        MessageLog answers(wxNO, kFixtures + "/small.map.scen");
        chooseMenu(ids::RunScenario);
    }
    ScenarioWindow* window = frame().scenarioWindow();
    REQUIRE(window != nullptr);
    log.scene("Run a Scenario opened with a scenario");
    for (const WalkerInfo& walker : walkerRegistry())
        window->checkWalker(std::string(walker.name), true);
    window->setRepetitions(1);
    REQUIRE(window->run());
    REQUIRE(runUntil([&] { return !window->running() && window->runButton().IsEnabled(); }, 300));
    log.scene("Run a Scenario, every walker run");
    window->showQuery(2);
    log.scene("Run a Scenario, a query shown on the map");
    window->Close(true);
    REQUIRE(runUntil([] { return frame().scenarioWindow() == nullptr; }));
}

TEST_CASE("Fit: the guide, Keyboard and Mouse, About and the dialogs fit the screen", "[.][fit]") {
    const ScreenSizedFrame screen;
    FitLog log;
    REQUIRE(frame().openPreset("pacman.maze"));

    chooseMenu(ids::AlgorithmGuide);
    REQUIRE(frame().guideWindow() != nullptr);
    log.scene("the guide's overview");
    frame().guideWindow()->showPage("astar");
    log.scene("the guide's page on A*");
    frame().guideWindow()->Close(true);
    runUntil([] { return frame().guideWindow() == nullptr; });

    chooseMenu(ids::KeyboardHelp);
    REQUIRE(shownWindowTitled("Keyboard and Mouse") != nullptr);
    log.scene("Keyboard and Mouse");
    closeWindowTitled("Keyboard and Mouse");

    chooseMenu(wxID_ABOUT);
    REQUIRE(shownWindowTitled("About Pathfinder Testbed") != nullptr);
    log.scene("About");
    closeWindowTitled("About Pathfinder Testbed");

    checkDialog(log, wxID_NEW, "New");
    checkDialog(log, ids::GenerateMaze, "Generate Maze");
    checkDialog(log, ids::GenerateTerrain, "Generate Terrain");
    checkDialog(log, ids::UnitTable, "Units");
    checkDialog(log, ids::ColourTable, "Colour Table");
    checkDialog(log, ids::ResizeMap, "Resize Map");
    chooseFastestRate();
    frame().search().go();
    REQUIRE(runUntil([] { return frame().search().phase() == SearchController::Phase::Finished; }, 30.0));
    checkDialog(log, ids::ExportAnimation, "Export Animation");
    frame().search().reset();

    chooseMenu(ids::Breakpoints);
    REQUIRE(frame().breakpointDialog() != nullptr);
    frame().toggleCellBreakpoint(Breakpoint::Kind::CellExpanded, Coord{1, 1});
    log.scene("Breakpoints");
    frame().toggleCellBreakpoint(Breakpoint::Kind::CellExpanded, Coord{1, 1});
    frame().breakpointDialog()->Hide();
}
