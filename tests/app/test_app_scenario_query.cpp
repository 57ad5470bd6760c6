// Selecting a query in Run a Scenario searches it with the scenario window's walker and leaves the
// main window's choice of walker as the person set it.
#include "pathfinder/registry/walker_registry.h"

#include "app_driver.h"
#include "canvas/map_footer.h"
#include "frame/main_menu.h"
#include "panels/control_panel.h"
#include "run/run_history.h"
#include "run/stats_panel.h"
#include "windows/scenario_views.h"
#include "windows/scenario_window.h"

#include <wx/listctrl.h>

#include <catch2/catch.hpp>
#include <string>

using namespace pathfinder;
using namespace pathfinder::app;
using namespace pathfinder::app::testing;

namespace {

wxString displayName(const std::string& walker) {
    const WalkerInfo* info = findWalker(walker);
    REQUIRE(info != nullptr);
    return wxString::FromUTF8(info->displayName.data(), info->displayName.size());
}

bool finished() {
    return frame().search().phase() == SearchController::Phase::Finished;
}

} // namespace

TEST_CASE("A scenario's query is searched by the scenario's walker; the main window keeps its own",
          "[app][scenario]") {
    const std::string fixtures = PATHFINDER_FIXTURE_DIR;
    REQUIRE(manager().CreateDocument(fixtures + "/small.map", wxDOC_SILENT) != nullptr);
    chooseAlgorithm("dijkstra");
    chooseFastestRate();
    ScenarioWindow* window = nullptr;
    {
        MessageLog log(wxNO, fixtures + "/small.map.scen");
        chooseMenu(ids::RunScenario);
        window = frame().scenarioWindow();
        REQUIRE(window != nullptr);
    }
    for (const std::string& name : window->checkedWalkers())
        window->checkWalker(name, false);
    window->checkWalker("astar", true);
    window->checkWalker("breadth-first", true);
    REQUIRE(window->run());
    REQUIRE(runUntil([&] { return !window->running() && window->runButton().IsEnabled(); }, 60.0));
    REQUIRE(window->chooseSearchWalker("breadth-first"));
    const int rowsBefore = frame().history().rows();

    window->showQuery(2);
    REQUIRE(runUntil(finished, 20.0));
    // The main window's walker is still the person's...
    CHECK(frame().search().runSettings().algorithm == "dijkstra");
    CHECK(frame().controls().runChoices().algorithm == "dijkstra");
    // ...and what ran, Breadth-First, is named where the run is described.
    const MapGridWalker* walker = frame().search().walker();
    REQUIRE(walker != nullptr);
    CHECK(walker->description().name == "breadth-first");
    const wxString bfs = displayName("breadth-first");
    CHECK(frame().stats().outcome().StartsWith(bfs));
    CHECK(frame().footer().shown().outcome.StartsWith(bfs));
    REQUIRE(frame().history().rows() == rowsBefore + 1);
    CHECK(frame().history().cell(rowsBefore, RunHistory::Algorithm) == bfs);
    frame().stats().finishTimings();

    // Go runs the chosen walker again.
    frame().search().go();
    REQUIRE(runUntil(finished, 20.0));
    walker = frame().search().walker();
    REQUIRE(walker != nullptr);
    CHECK(walker->description().name == "dijkstra");
    frame().stats().finishTimings();
    window->Close();
    runFor(50);
    chooseAlgorithm("astar");
    frame().search().reset();
}
