// Results that say what happened: Jump Point Search's fallbacks and jumps, Compare All's budgets,
// gave-up walkers and scales, failures on worker threads reported in the window, and a file name
// the command line gives in another encoding.

#include "pathfinder/generators/maze_generator.h"
#include "pathfinder/registry/walker_registry.h"

#include "app_driver.h"
#include "canvas/grid_canvas.h"
#include "canvas/map_footer.h"
#include "compare_driver.h"
#include "run/run_history.h"
#include "run/stats_panel.h"
#include "support/temp_dir.h"
#include "windows/compare_table.h"
#include "workers/run_timing.h"

#include <catch2/catch.hpp>
#include <fstream>
#include <regex>
#include <sstream>
#include <stdexcept>

using namespace pathfinder;
using namespace pathfinder::app;
using namespace pathfinder::app::testing;

namespace {

void searchToEnd(const std::string& algorithm) {
    chooseAlgorithm(algorithm);
    chooseFastestRate();
    frame().search().go();
    REQUIRE(runUntil([] { return frame().search().phase() == SearchController::Phase::Finished; }, 30));
    runFor(150); // the canvas paints, the strip under it follows
}

/// Makes every walker but A* the registry's own; A* throws, as a walker out of memory would.
std::unique_ptr<MapGridWalker> failingAStar(const std::string& name) {
    if (name == "astar")
        throw std::runtime_error("out of memory (a test's walker)");
    return createWalker(name);
}

} // namespace

TEST_CASE("Jump Point Search says when it searched as plain A*, in the banner, stats and history",
          "[app][jps]") {
    REQUIRE(frame().openPreset("terrain-hills.maze")); // cells that cost more than 1: no pruning holds
    searchToEnd("jps");
    const wxString note = "fell back to plain A* (cells cost other than 1: entry costs or terrain)";
    CHECK(frame().footer().shown().outcome.Contains(note));
    CHECK(frame().stats().outcome().Contains(note));
    const int row = frame().history().rows() - 1;
    CHECK(frame().history().cell(row, RunHistory::Settings).Contains(note));
    frame().search().reset();
}

TEST_CASE("Jump Point Search's jumps are drawn and keyed", "[app][jps]") {
    REQUIRE(frame().openPreset("rooms-40.maze"));
    searchToEnd("jps");
    CHECK_FALSE(frame().footer().shown().outcome.Contains("fell back"));
    CHECK(frame().footer().shown().key.jumps);
    // A* has only neighbours for parents: no jumps to draw or key.
    frame().search().reset();
    searchToEnd("astar");
    CHECK_FALSE(frame().footer().shown().key.jumps);
    frame().search().reset();
}

TEST_CASE("Compare All leaves Depth-First out unless asked, and remembers what was ticked",
          "[app][compare]") {
    frame().compareChoices() = CompareChoices::defaults();
    const CompareChoices defaults = CompareChoices::defaults();
    CHECK(std::find(defaults.walkers.begin(), defaults.walkers.end(), "depth-first") ==
          defaults.walkers.end());
    CHECK(defaults.walkers.size() == walkerRegistry().size() - 1);
    {
        CompareWindow& compare = openCompare();
        const auto ticked = compare.checkedWalkers();
        CHECK(std::find(ticked.begin(), ticked.end(), "depth-first") == ticked.end());
        compare.checkWalker("astar", false);
        compare.setRepetitions(4);
        compare.setBudgetPerCell(7);
        compare.Close(true);
        REQUIRE(runUntil([] { return frame().compareWindow() == nullptr; }));
    }
    CompareWindow& again = openCompare();
    const auto ticked = again.checkedWalkers();
    CHECK(std::find(ticked.begin(), ticked.end(), "astar") == ticked.end());
    CHECK(frame().compareChoices().repetitions == 4);
    CHECK(frame().compareChoices().budgetPerCell == 7);
    again.Close(true);
    REQUIRE(runUntil([] { return frame().compareWindow() == nullptr; }));
    frame().compareChoices() = CompareChoices::defaults();
}

TEST_CASE("A walker that spends its budget shows as gave-up, hatched, and can be left out of the charts",
          "[app][compare]") {
    // An open 64 x 64 map: Depth-First's iterative deepening needs far more than 3 x cells.
    MapGridDocument& doc = newMap(64, 64);
    (void)doc;
    frame().compareChoices() = CompareChoices::defaults();
    CompareWindow& compare = openCompare();
    for (const WalkerInfo& info : walkerRegistry())
        compare.checkWalker(std::string(info.name), info.name == "depth-first" || info.name == "astar");
    compare.setRepetitions(3);
    compare.setBudgetPerCell(3);
    compare.setChartOptions({true, true});
    runToEnd(compare);

    const CompareResult& result = compare.result();
    REQUIRE(result.rows.size() == 2);
    CHECK(result.budget == 3u * 64u * 64u);
    for (const CompareRow& row : result.rows) {
        CAPTURE(row.walker);
        if (row.walker == "depth-first") {
            CHECK(row.status == CompareStatus::GaveUp);
            CHECK(row.runs == 1); // a run that spent its budget is not repeated
            CHECK(row.stats.iterations == result.budget);
        } else {
            CHECK(row.status == CompareStatus::Reached);
            CHECK(row.runs == 3);
        }
    }
    const BarChart& time = compare.timeChartShown();
    CHECK(time.logScale);
    REQUIRE(time.bars.size() == 2);
    const std::string_view dfsName = findWalker("depth-first")->displayName;
    const auto dfsBar = std::find_if(time.bars.begin(), time.bars.end(), [&](const BarChart::Bar& b) {
        return b.label == wxString::FromUTF8(dfsName.data(), dfsName.size());
    });
    REQUIRE(dfsBar != time.bars.end());
    CHECK(dfsBar->gaveUp);
    CHECK(dfsBar->text.StartsWith("gave up"));

    compare.setChartOptions({false, false});
    CHECK_FALSE(compare.timeChartShown().logScale);
    REQUIRE(compare.timeChartShown().bars.size() == 1);
    CHECK(compare.timeChartShown().bars[0].label == "A*");
    CHECK(compare.expansionsChartShown().bars.size() == 1);
    compare.setChartOptions({true, true});
    compare.Close(true);
    REQUIRE(runUntil([] { return frame().compareWindow() == nullptr; }));
    frame().compareChoices() = CompareChoices::defaults();
}

TEST_CASE("A walker that throws on Compare All's worker is reported in the window",
          "[app][compare][errors]") {
    newMap(20, 20);
    CompareWindow& compare = openCompare();
    compare.setWalkerFactory(failingAStar);
    for (const WalkerInfo& info : walkerRegistry())
        compare.checkWalker(std::string(info.name), info.name == "dijkstra" || info.name == "astar");
    MessageLog messages;
    runToEnd(compare);
    CHECK(compare.result().error == "out of memory (a test's walker)");
    CHECK(compare.statusText().StartsWith("Failed: out of memory"));
    CHECK_THAT(messages.joined(), Catch::Contains("The comparison stopped: out of memory"));
    // Dijkstra ran before A* and is kept.
    CHECK(compare.result().rows[0].status == CompareStatus::Reached);
    CHECK(compare.runButton().IsEnabled());
    compare.Close(true);
    REQUIRE(runUntil([] { return frame().compareWindow() == nullptr; }));
}

TEST_CASE("A timing that throws on its worker shows as failed", "[app][errors]") {
    newMap(12, 12);
    frame().stats().setWalkerFactory(failingAStar);
    searchToEnd("astar");
    frame().stats().finishTimings();
    const int row = frame().history().rows() - 1;
    CHECK(frame().history().cell(row, RunHistory::Time) == "failed");
    CHECK(frame().stats().value("Time") == "failed");
    CHECK(frame().stats().outcome().Contains("timing failed: out of memory"));
    frame().stats().setWalkerFactory(nullptr);
    frame().search().reset();
}

TEST_CASE("A timing on a big map stops when asked, without running its searches to the end",
          "[app][errors]") {
    const MapGrid big = generateMaze(MazeOptions{MazeKind::RandomWalls, 2048, 2048, 5, 0.2});
    HeadlessTiming timing(big, "dijkstra", WalkerSettings{});
    timing.stop();
    const TimingResult result = timing.take();
    CHECK(result.stopped);
    CHECK(result.runs == 0);
}

TEST_CASE("A file name in another encoding on the command line opens, and a missing one says so",
          "[app][files]") {
    const TempDir dir;
    // "café.maze" in Latin-1: the 0xE9 byte is not UTF-8.
    const std::string latin1 = dir.path().string() + "/caf\xe9.maze";
    {
        std::ofstream out(latin1, std::ios::binary);
        out << "name: Latin-1 file\nsize: 3 2\nstart: 0 0\ngoal: 2 1\nmap:\n.#.\n...\n";
    }
    PathfinderApp::setCommandLineFiles({latin1});
    theApp().openStartupMaze();
    CHECK(document().mazeName() == "Latin-1 file");
    CHECK(document().grid().isBlocked({1, 0}));

    MessageLog messages;
    PathfinderApp::setCommandLineFiles({dir.path().string() + "/nowhere-\xff.maze"});
    theApp().openStartupMaze();
    CHECK_THAT(messages.joined(),
               Catch::Contains("There is no file") && Catch::Contains("nowhere-\\xff.maze"));
    CHECK(document().mazeName() == "Pac-Man maze"); // the default maze instead
    PathfinderApp::setCommandLineFiles({});
}

TEST_CASE("The run history exports as CSV with what produced each run", "[app][history]") {
    REQUIRE(frame().openPreset("pacman.maze"));
    const int before = frame().history().rows();
    searchToEnd("astar");
    searchToEnd("dijkstra");
    const SearchView* dijkstra = frame().search().walker();
    REQUIRE(dijkstra != nullptr);
    const std::uint64_t expanded = dijkstra->stats().expanded;
    REQUIRE(runUntil(
        [] {
            return !frame()
                        .history()
                        .cell(frame().history().rows() - 1, RunHistory::Time)
                        .Contains(L"\u2026");
        },
        30));

    const TempDir scratch;
    const std::string path = scratch.file("history.csv");
    REQUIRE(frame().exportHistory(path));
    const std::string text = readText(path);
    CHECK_THAT(text, Catch::StartsWith("# program: pathfinder\n"));
    CHECK_THAT(text, Catch::Contains("\n# commit: ") && Catch::Contains("\n# cpu: "));
    std::vector<std::string> lines;
    std::istringstream in(text);
    for (std::string line; std::getline(in, line);)
        if (line.rfind("# ", 0) != 0)
            lines.push_back(line);
    REQUIRE(lines.size() == static_cast<std::size_t>(frame().history().rows()) + 1);
    CHECK_THAT(lines[0], Catch::StartsWith("run,kind,walker,unit,status,path_cost,path_length,cost_basis,"
                                           "optimal_cost,cost_ratio,time_ns,expanded,"));
    const std::string& last = lines.back();
    CHECK_THAT(last, Catch::StartsWith(std::to_string(before + 2) + ",search,dijkstra," +
                                       document().grid().unit().name + ",reached,"));
    CHECK_THAT(last, Catch::Contains("," + std::to_string(expanded) + ","));
    const std::regex movement(",(4|8),(always|not-both-blocked|no-corner-cutting),(sqrt2|1\\.4|2),");
    CHECK(std::regex_search(last, movement));
    // The map's content hash: 64 hex digits, the same for both runs on the unchanged map.
    const std::regex hash(",([0-9a-f]{64}),");
    std::smatch astarHash;
    std::smatch dijkstraHash;
    REQUIRE(std::regex_search(lines[lines.size() - 2], astarHash, hash));
    REQUIRE(std::regex_search(last, dijkstraHash, hash));
    CHECK(astarHash[1] == dijkstraHash[1]);
    frame().search().reset();
}
