#include "pathfinder/basics/sha256.h"
#include "pathfinder/formats/movingai_io.h"
#include "pathfinder/generators/maze_generator.h"
#include "pathfinder/generators/scenario_generator.h"
#include "pathfinder/search/run.h"

#include "app_driver.h"
#include "compare_driver.h"
#include "document/grid_commands.h"
#include "document/map_grid_document.h"
#include "frame/main_frame.h"
#include "frame/main_menu.h"
#include "support/temp_dir.h"
#include "windows/scenario_views.h"
#include "windows/scenario_window.h"

#include <wx/button.h>
#include <wx/display.h>
#include <wx/listctrl.h>

#include <catch2/catch.hpp>
#include <fstream>
#include <sstream>

using namespace pathfinder;
using namespace pathfinder::app;
using namespace pathfinder::app::testing;

namespace {

const std::string kFixtures = PATHFINDER_FIXTURE_DIR;

/// Opens Search › Run a Scenario with the file chooser answered by `scenario`.
ScenarioWindow& openScenarioWindow(const std::string& scenario) {
    if (ScenarioWindow* old = frame().scenarioWindow()) {
        old->Close();
        REQUIRE(runUntil([] { return frame().scenarioWindow() == nullptr; }));
    }
    MessageLog log(wxNO, scenario);
    chooseMenu(ids::RunScenario);
    ScenarioWindow* window = frame().scenarioWindow();
    REQUIRE(window != nullptr);
    REQUIRE(window->IsShown());
    runFor(100);
    return *window;
}

void runToEnd(ScenarioWindow& window, double seconds = 120.0) {
    REQUIRE(window.run());
    REQUIRE(runUntil([&] { return !window.running() && window.runButton().IsEnabled(); }, seconds));
}

/// The least cost of a query on the document's map by the plain reference Dijkstra.
double referenceCost(const ScenarioQuery& query) {
    MapGrid grid = document().grid();
    grid.setStart(query.start);
    grid.setGoal(query.goal);
    return referenceOptimalCost(grid, document().movement());
}

/// The CSV's rows (without its `# ` lines), split at commas.
std::vector<std::vector<std::string>> csvRows(const std::string& path, std::vector<std::string>& comments) {
    std::ifstream in(path);
    std::vector<std::vector<std::string>> rows;
    for (std::string line; std::getline(in, line);) {
        if (line.rfind("# ", 0) == 0) {
            comments.push_back(line);
            continue;
        }
        std::vector<std::string> cells(1);
        for (char c : line)
            if (c == ',')
                cells.emplace_back();
            else
                cells.back().push_back(c);
        rows.push_back(cells);
    }
    return rows;
}

} // namespace

TEST_CASE("A scenario runs on the open map and each query is shown on it when selected", "[app][scenario]") {
    REQUIRE(manager().CreateDocument(kFixtures + "/small.map", wxDOC_SILENT) != nullptr);
    const std::string file = kFixtures + "/small.map.scen";
    const auto queries = readScenarioFile(file);
    ScenarioWindow& window = openScenarioWindow(file);
    CHECK(window.queries().GetItemCount() == 8);
    CHECK(window.queries().cellText(2, 4) == "5.66"); // the file's optimal length, as written

    for (const std::string& name : window.checkedWalkers())
        window.checkWalker(name, false);
    window.checkWalker("astar", true);
    window.checkWalker("breadth-first", true);
    runToEnd(window);
    INFO(window.statusText().utf8_string());
    CHECK(window.statusText().StartsWith("Done in"));

    // Every cost against the plain Dijkstra; Breadth-First is not optimal on octile moves, so only
    // A* is held to it, and the counts say so. The walkers come in the menu's order.
    const ScenarioBatchResult& result = window.result();
    REQUIRE(result.results.size() == 16);
    REQUIRE(result.walkers.size() == 2);
    CHECK(result.walkers[0].name == "breadth-first");
    CHECK(result.walkers[1].name == "astar");
    std::size_t breadthOff = 0;
    for (std::size_t q = 0; q < queries.size(); ++q) {
        const QueryResult* row = result.query(q);
        REQUIRE(row);
        CHECK(row[1].pathCost == Approx(referenceCost(queries[q])).epsilon(1e-9));
        CHECK(row[0].pathCost >= referenceCost(queries[q]) - 1e-9);
        breadthOff += row[0].pathCost > referenceCost(queries[q]) + 1e-6;
    }
    CHECK(breadthOff > 0); // the fixture has queries where fewest moves are not least cost
    REQUIRE(window.figures().size() == 2);
    CHECK(window.figures()[1].reached == 8);
    CHECK(window.figures()[1].mismatches == 0);
    CHECK(window.figures()[0].mismatches == breadthOff);
    CHECK(window.summary().GetItemCount() == 2);
    CHECK(window.summary().GetItemText(0, 4) == wxString::Format("%zu", breadthOff));
    CHECK(window.summary().GetItemText(1, 4) == "0");
    CHECK(window.timePlot().plot().rows.size() == 2);

    SECTION("selecting a query puts it on the map, searches it, and is one undo step") {
        chooseFastestRate();
        CHECK_FALSE(window.chooseSearchWalker("jps")); // not in this run
        REQUIRE(window.chooseSearchWalker("astar"));
        const auto before = std::pair{document().grid().start(), document().grid().goal()};
        const long line = window.queries().lineOf(2);
        window.queries().SetItemState(line, wxLIST_STATE_SELECTED, wxLIST_STATE_SELECTED);
        runFor(50);
        CHECK(document().grid().start() == queries[2].start);
        CHECK(document().grid().goal() == queries[2].goal);
        REQUIRE(runUntil([] { return frame().search().phase() == SearchController::Phase::Finished; }, 20));
        // The scenario's walker ran; the main window's choice is left as it was.
        REQUIRE(frame().search().walker() != nullptr);
        CHECK(frame().search().walker()->description().name == "astar");
        CHECK(frame().search().timeline() != nullptr);
        CHECK_FALSE(window.stale()); // moving the start and goal changes nothing a run depends on
        document().GetCommandProcessor()->Undo();
        CHECK(std::pair{document().grid().start(), document().grid().goal()} == before);
    }
    SECTION("the results export as CSV with what produced them") {
        TempDir dir;
        const std::string csv = dir.file("results.csv");
        REQUIRE(window.exportCsv(csv));
        std::vector<std::string> comments;
        const auto rows = csvRows(csv, comments);
        REQUIRE(rows.size() == 17);
        // The core's scenario table, the one `pathfinder-cli scen --csv` writes.
        CHECK(rows[0][0] == "scenario");
        CHECK(rows[0][1] == "query");
        CHECK(rows[0][10] == "walker");
        CHECK(rows[0][12] == "path_cost");
        CHECK(rows[1][10] == "breadth-first");
        CHECK(rows[2][10] == "astar");
        CHECK(rows[6][1] == "3");
        CHECK(std::stod(rows[6][12]) == Approx(referenceCost(queries[2])));
        const std::string meta = [&] {
            std::string all;
            for (const auto& line : comments)
                all += line + "\n";
            return all;
        }();
        CHECK_THAT(meta, Catch::Contains("# scenario_sha256: " + sha256OfFile(file)));
        CHECK_THAT(meta, Catch::Contains("# walkers: breadth-first,astar"));
        CHECK_THAT(meta, Catch::Contains("# map_content_sha256: "));
    }
    SECTION("an edit to the map makes the run stale") {
        MapGrid grid = document().grid();
        grid.setWall({9, 7}, true);
        frame().submit(new ReplaceGridCommand(document(), grid, "Wall"));
        CHECK(window.stale());
        document().GetCommandProcessor()->Undo();
    }
    SECTION("a scenario for another map is refused where it goes wrong, and the open one stays") {
        TempDir dir;
        const std::string wrong = dir.write(
            "wrong.scen", "version 1\n0\tsmall.map\t10\t8\t0\t0\t1\t0\t1\n0\tx.map\t20\t8\t0\t0\t1\t0\t1\n");
        MessageLog log;
        CHECK_FALSE(window.openScenario(wrong));
        CHECK_THAT(log.joined(), Catch::Contains("wrong.scen:3:3:"));
        CHECK_THAT(log.joined(), Catch::Contains("expects a 20 x 8 map"));
        CHECK(window.queries().GetItemCount() == 8);
        CHECK(window.result().results.size() == 16);
    }
    window.Close();
    runFor(50);
}

TEST_CASE("A long scenario run keeps the window usable and stops when cancelled", "[app][scenario]") {
    TempDir dir;
    MazeOptions options;
    options.kind = MazeKind::Rooms;
    options.width = 192;
    options.height = 144;
    options.seed = 11;
    const MapGrid grid = generateMaze(options);
    const std::string map = dir.file("rooms.map");
    writeMovingAiMapFile(map, grid);
    const std::string scenario = dir.file("rooms.map.scen");
    writeScenarioFile(scenario, generateScenario(readMovingAiMapFile(map), "rooms.map", 400, 3));
    REQUIRE(manager().CreateDocument(map, wxDOC_SILENT) != nullptr);

    ScenarioWindow& window = openScenarioWindow(scenario);
    for (const std::string& name : window.checkedWalkers())
        window.checkWalker(name, false);
    for (const char* name : {"astar", "jps", "dijkstra", "bidirectional-astar"})
        window.checkWalker(name, true);

    SECTION("cancelled") {
        window.setRepetitions(50);
        REQUIRE(window.run());
        runFor(200);
        window.cancel();
        REQUIRE(runUntil([&] { return !window.running(); }, 30));
        CHECK(window.statusText().StartsWith("Cancelled after"));
        CHECK(window.result().results.size() < 400 * 4);
        CHECK(window.result().results.size() % 4 == 0);
    }
    SECTION("run to the end, and looked at") {
        runToEnd(window);
        CHECK(window.result().results.size() == 1600);
        for (const ScenarioWalkerFigures& f : window.figures()) {
            INFO(f.label);
            CHECK(f.reached == 400);
            CHECK(f.mismatches == 0);
        }
        const wxRect screen = wxDisplay().GetClientArea();
        window.SetSize(screen);
        window.queries().sortBy(5, false); // the first walker's (Dijkstra's) slowest queries first
        screenshot(window, "scenario-window.png");
    }
    window.Close();
    runFor(50);
}
