// Figures that never mislead in the app: an any-angle walker's length is set beside the grid optimum
// only where it is a cost, in Compare's table, CSV and footprints, the statistics and the run
// history; the history has the unit and the agents' walks; the scenario export is the command line's
// table; an unreachable goal is "inf"; and counts read right in the singular.
#include "pathfinder/experiments/result_columns.h"
#include "pathfinder/registry/walker_registry.h"
#include "pathfinder/search/run.h"

#include "app_driver.h"
#include "canvas/grid_painter.h"
#include "compare_driver.h"
#include "document/grid_commands.h"
#include "frame/status_text.h"
#include "run/run_history.h"
#include "run/stats_panel.h"
#include "sessions/walk_session.h"
#include "support/csv_records.h"
#include "support/temp_dir.h"
#include "widgets/text_format.h"
#include "windows/compare_export.h"
#include "windows/compare_footprint.h"
#include "windows/compare_table.h"
#include "windows/scenario_window.h"

#include <wx/button.h>

#include <catch2/catch.hpp>
#include <cmath>
#include <cstdio>
#include <map>
#include <regex>
#include <sstream>
#include <string>
#include <vector>

using namespace pathfinder;
using namespace pathfinder::app;
using namespace pathfinder::app::testing;

namespace {

using Record = std::map<std::string, std::string>;

/// The CSV's data rows as column → cell, after checking that every column is one of the core's.
std::vector<Record> checkedRecords(const std::string& text) {
    const auto lines = csvLines(text);
    REQUIRE_FALSE(lines.empty());
    for (const std::string& name : lines.front()) {
        CAPTURE(name);
        CHECK(findResultColumn(name) != nullptr);
    }
    return csvTable(text);
}

/// Fails when `text` counts one thing with a plural noun ("1 moves").
void checkSingular(const wxString& text) {
    static const std::regex oneOfMany(
        R"(\b1 (moves|repairs|iterations|steps|cells|queries|walkers|runs|events|units|segments|results)\b)");
    INFO(text.utf8_string());
    CHECK_FALSE(std::regex_search(text.utf8_string(), oneOfMany));
}

void searchToEnd(const std::string& algorithm) {
    chooseAlgorithm(algorithm);
    chooseFastestRate();
    frame().search().go();
    REQUIRE(runUntil([] { return frame().search().phase() == SearchController::Phase::Finished; }, 30));
    runFor(100);
}

bool walkEnded() {
    const WalkSession* session = frame().search().walkSession();
    return session && session->ended();
}

/// Runs the command line with `arguments` and returns what it printed.
std::string runCli(const std::string& arguments) {
    FILE* pipe = popen((std::string("'") + PATHFINDER_CLI + "' " + arguments).c_str(), "r");
    REQUIRE(pipe != nullptr);
    std::string out;
    char buffer[4096];
    while (std::fgets(buffer, sizeof buffer, pipe))
        out += buffer;
    CHECK(pclose(pipe) == 0);
    return out;
}

} // namespace

TEST_CASE("Compare All on a terrain map sets no any-angle length beside the optimum",
          "[app][compare][figures]") {
    // The river crossing: the straight line from start to goal fords the river of cost 9, 27 cells
    // long; the cheapest route of grid steps costs 42.9. Set beside it as a cost, the length would read
    // as 0.629 of the optimum.
    REQUIRE(frame().openPreset("terrain-river.maze"));
    CompareWindow& compare = openCompare();
    for (const WalkerInfo& info : walkerRegistry())
        compare.checkWalker(std::string(info.name), true); // every walker, Depth-First's included
    compare.SetSize(0, 0, 1366, 768);
    compare.setRepetitions(1);
    runToEnd(compare);
    const double optimal = referenceOptimalCost(document().grid(), document().movement());
    REQUIRE(optimal == Approx(42.941125497));
    const CompareTable& table = compare.table();
    for (long line = 0; line < table.GetItemCount(); ++line) {
        const CompareRow& row = compare.result().rows[table.rowAt(line)];
        CAPTURE(row.walker);
        const wxString cost = table.cellText(line, CompareTable::PathCost);
        const wxString ratio = table.cellText(line, CompareTable::CostRatio);
        if (row.status != CompareStatus::Reached) {
            // IDA* spends its node budget here: it found no path, and so has no cost and no ratio.
            CHECK(row.status == CompareStatus::GaveUp);
            CHECK(cost == L"\u2013");
            CHECK(ratio == L"\u2013");
        } else if (findWalker(row.walker)->traits.anyAngle) {
            CHECK(cost == "length 27");
            CHECK(ratio == L"\u2013");
            CHECK(table.cellText(line, CompareTable::Steps) == "1 segment");
            CHECK(table.cellText(line, CompareTable::Note).Contains("ignores the map's costs"));
        } else {
            // A grid cost, never below the optimum: its ratio is at least 1.
            CHECK(cost == formatCost(row.stats.pathCost));
            double value = 0;
            REQUIRE(ratio.ToCDouble(&value));
            CHECK(value >= 1.0 - 1e-9);
            CHECK(value == Approx(row.stats.pathCost / optimal).margin(0.0005));
        }
    }
    // The any-angle walkers come late in the menu's order: the picture shows the table's end.
    compare.table().EnsureVisible(compare.table().GetItemCount() - 1);
    screenshot(compare, "compare-terrain.png");

    SECTION("the footprint's caption calls the length a length") {
        REQUIRE(compare.footprint(0).select("anya"));
        CHECK(compare.footprint(0).caption().StartsWith("Anya: "));
        CHECK(compare.footprint(0).caption().EndsWith(" expanded, length 27"));
        REQUIRE(compare.footprint(0).select("astar"));
        CHECK(compare.footprint(0).caption().Contains("cost " + formatCost(optimal)));
    }
    SECTION("the CSV leaves the length out of the cost column and gives no ratio") {
        const TempDir dir;
        const std::string path = dir.file("compare.csv");
        REQUIRE(compare.exportCsv(path));
        for (const Record& r : checkedRecords(readText(path))) {
            CAPTURE(r.at("walker"));
            if (r.at("status") != "reached") {
                CHECK(r.at("path_cost").empty());
                CHECK(r.at("cost_ratio").empty());
            } else if (findWalker(r.at("walker"))->traits.anyAngle) {
                CHECK(r.at("cost_basis") == "length");
                CHECK(r.at("path_cost").empty());
                CHECK(std::stod(r.at("path_length")) == Approx(27.0));
                CHECK(r.at("cost_ratio").empty());
                CHECK_THAT(r.at("note"), Catch::Contains("not a cost"));
            } else {
                CHECK(r.at("cost_basis") == "grid");
                CHECK(std::stod(r.at("cost_ratio")) >= 1.0 - 1e-9);
            }
        }
    }
    compare.Close(true);
    REQUIRE(runUntil([] { return frame().compareWindow() == nullptr; }));
}

TEST_CASE("On a map of one cost an any-angle ratio below 1 is expected and said so",
          "[app][compare][figures]") {
    MapGridDocument& doc = newMap(12, 8);
    std::vector<CellEdit> walls;
    for (int y = 1; y < 8; ++y)
        walls.push_back({{5, y}, 1, 0});
    frame().submit(new PaintCellsCommand(doc, walls, "Walls"));
    CompareWindow& compare = openCompare();
    for (const WalkerInfo& info : walkerRegistry())
        compare.checkWalker(std::string(info.name), false);
    for (const char* name : {"astar", "anya", "thetastar"})
        compare.checkWalker(name, true);
    compare.setRepetitions(1);
    runToEnd(compare);
    const double optimal = compare.result().optimalCost;
    for (long line = 0; line < compare.table().GetItemCount(); ++line) {
        const CompareRow& row = compare.result().rows[compare.table().rowAt(line)];
        CAPTURE(row.walker);
        if (row.walker == "astar") {
            CHECK(compare.table().cellText(line, CompareTable::CostRatio) == "1.000");
            continue;
        }
        CHECK(compare.table().cellText(line, CompareTable::PathCost) == formatCost(row.stats.pathCost));
        CHECK(compare.table().cellText(line, CompareTable::CostRatio) ==
              wxString::FromCDouble(row.stats.pathCost / optimal, 3) + " (any-angle)");
        CHECK(row.stats.pathCost < optimal);
        CHECK(compare.table().cellText(line, CompareTable::Note) ==
              "any-angle: may be shorter than any grid path");
    }
    compare.Close(true);
    REQUIRE(runUntil([] { return frame().compareWindow() == nullptr; }));
}

TEST_CASE("The statistics call an any-angle length on terrain a length, and a smoothed path's a length",
          "[app][figures]") {
    REQUIRE(frame().openPreset("terrain-river.maze"));
    searchToEnd("thetastar");
    CHECK(frame().stats().value("Path cost") == "length 27");
    CHECK(frame().stats().value("Steps") == "1 segment");
    CHECK(frame().stats().outcome().StartsWith("Theta* reached the goal: length 27, 1 segment, "));
    CHECK(saveScreenShot(frame(), "figures-thetastar-terrain.png"));
    searchToEnd("astar");
    const SearchView* astar = frame().search().walker();
    REQUIRE(astar != nullptr);
    // The smoothed length is timed on a worker: "…" stands in the figure until it comes.
    CHECK(runUntil([] { return !frame().stats().value("Path cost").Contains(L"\u2026"); }, 10.0));
    CHECK(frame().stats().value("Path cost") ==
          formatCost(astar->stats().pathCost) + L" \u00b7 smoothed length 27");
    frame().search().reset();
}

TEST_CASE("The run history names the unit and records the agents' walks", "[app][history][figures]") {
    // The river valley: the jeep keeps to the trail and the roads, the hovercraft rides the river; the
    // unit tells their runs apart.
    REQUIRE(frame().openPreset("strategy-river-valley.maze"));
    MapGridDocument& doc = document();
    REQUIRE(doc.grid().unit().name == "jeep");
    RunHistory& history = frame().history();
    searchToEnd("astar");
    const int jeepRow = history.rows() - 1;
    CHECK(history.cell(jeepRow, RunHistory::Unit) == "jeep");
    CHECK(history.cell(jeepRow, RunHistory::Kind) == "search");
    frame().search().reset();
    doc.GetCommandProcessor()->Submit(new ChangeUnitsCommand(doc, "hovercraft"));
    runFor(50);
    searchToEnd("astar");
    const int hovercraftRow = history.rows() - 1;
    CHECK(history.cell(hovercraftRow, RunHistory::Unit) == "hovercraft");
    CHECK(history.cell(hovercraftRow, RunHistory::PathCost) != history.cell(jeepRow, RunHistory::PathCost));
    frame().search().reset();
    doc.GetCommandProcessor()->Undo();

    SECTION("a walk is a row: its outcome, moves, repairs, walker and settings") {
        MapGridDocument& open = newMap(12, 8);
        chooseAlgorithm("dstar");
        chooseFastestRate();
        frame().applyControls();
        const int before = history.rows();
        frame().search().walk();
        frame().search().pause();
        for (int i = 0; i < 3; ++i)
            frame().search().step();
        // A wall across the route ahead: D* repairs.
        const WalkSession* walk = frame().search().walkSession();
        REQUIRE(walk != nullptr);
        const std::vector<Coord> ahead = walk->route();
        REQUIRE(ahead.size() > 3);
        frame().submit(new PaintCellsCommand(open, {{ahead[2], 1, 0}}, "Wall"));
        frame().search().go();
        REQUIRE(runUntil(walkEnded, 30));
        REQUIRE(history.rows() == before + 1);
        const int row = history.rows() - 1;
        CHECK(history.cell(row, RunHistory::Kind) == "walk");
        CHECK(history.cell(row, RunHistory::Algorithm) == "D* (incremental)");
        CHECK(history.cell(row, RunHistory::Result) == "reached");
        CHECK(history.cell(row, RunHistory::Steps) == formatCount(walk->counters().moves));
        CHECK(history.cell(row, RunHistory::Repairs) == formatCount(walk->counters().repairs));
        CHECK(walk->counters().repairs >= 1);
        // The cost of the moves made, each a step onto a cell of cost 1: 1 or √2 by hand.
        double walked = 0;
        const std::vector<Coord>& trail = walk->trail();
        for (std::size_t i = 1; i < trail.size(); ++i)
            walked += trail[i].x != trail[i - 1].x && trail[i].y != trail[i - 1].y ? std::sqrt(2.0) : 1.0;
        CHECK(walk->counters().walkedCost == Approx(walked));
        CHECK(history.cell(row, RunHistory::PathCost) == formatCost(walked));
        checkSingular(describeWalk(*walk));
        const std::uint64_t moves = walk->counters().moves;

        // Reset ends the walk that had ended: the same row, not a second one.
        frame().search().reset();
        CHECK(history.rows() == before + 1);
        // A walk ended while it walks is a row too, cancelled.
        frame().search().walk();
        frame().search().pause();
        frame().search().step();
        frame().search().reset();
        REQUIRE(history.rows() == before + 2);
        CHECK(history.cell(before + 1, RunHistory::Result) == "cancelled");
        CHECK(history.cell(before + 1, RunHistory::Steps) == "1");
        CHECK(saveScreenShot(frame(), "figures-history-walks.png"));

        const std::vector<Record> records = checkedRecords(history.csv());
        REQUIRE(records.size() == static_cast<std::size_t>(history.rows()));
        const Record& walkRecord = records[static_cast<std::size_t>(before)];
        CHECK(walkRecord.at("kind") == "walk");
        CHECK(walkRecord.at("walker") == "dstar");
        CHECK(walkRecord.at("status") == "reached");
        CHECK(walkRecord.at("moves") == std::to_string(moves));
        CHECK(std::stoull(walkRecord.at("repairs")) >= 1);
        CHECK(std::stod(walkRecord.at("path_cost")) == Approx(walked));
        CHECK(walkRecord.at("optimal_cost").empty());
        CHECK(records.back().at("status") == "cancelled");
        CHECK(records.back().at("moves") == "1");
        CHECK(records[static_cast<std::size_t>(jeepRow)].at("unit") == "jeep");
        CHECK(records[static_cast<std::size_t>(hovercraftRow)].at("unit") == "hovercraft");
    }
}

TEST_CASE("The scenario export is the command line's scen table, row for row", "[app][scenario][figures]") {
    const std::string fixtures = PATHFINDER_FIXTURE_DIR;
    REQUIRE(manager().CreateDocument(fixtures + "/small.map", wxDOC_SILENT) != nullptr);
    const std::string file = fixtures + "/small.map.scen";
    MessageLog log(wxNO, file);
    chooseMenu(ids::RunScenario);
    ScenarioWindow* window = frame().scenarioWindow();
    REQUIRE(window != nullptr);
    runFor(100);
    for (const std::string& name : window->checkedWalkers())
        window->checkWalker(name, false);
    window->checkWalker("astar", true);
    window->checkWalker("anya", true);
    REQUIRE(window->run());
    REQUIRE(runUntil([&] { return !window->running() && window->runButton().IsEnabled(); }, 60));
    const TempDir dir;
    const std::string path = dir.file("app.csv");
    REQUIRE(window->exportCsv(path));
    auto app = csvLines(readText(path));
    auto cli = csvLines(runCli("scen '" + file + "' --algo astar,anya --csv"));
    checkedRecords(readText(path));
    REQUIRE(app.size() == 17);
    REQUIRE(cli.size() == app.size());
    CHECK(app.front() == cli.front());
    // Every cell but the time, which differs from run to run.
    const std::size_t time = static_cast<std::size_t>(
        std::find(app.front().begin(), app.front().end(), "time_ns") - app.front().begin());
    REQUIRE(time < app.front().size());
    for (std::size_t i = 1; i < app.size(); ++i) {
        app[i].erase(app[i].begin() + static_cast<std::ptrdiff_t>(time));
        cli[i].erase(cli[i].begin() + static_cast<std::ptrdiff_t>(time));
        CHECK(app[i] == cli[i]);
    }
    window->Close();
    REQUIRE(runUntil([] { return frame().scenarioWindow() == nullptr; }));
}

TEST_CASE("Messages that count one thing say it in the singular", "[app][words][figures]") {
    newMap(2, 1); // start and goal side by side: one move, one step
    chooseAlgorithm("astar");
    frame().applyControls();
    frame().search().step();
    checkSingular(describePhase(frame().search()));
    CHECK(describePhase(frame().search()) == "Paused after 1 iteration");
    searchToEnd("astar");
    checkSingular(frame().stats().outcome());
    CHECK(frame().stats().outcome().Contains(", 1 step, "));
    frame().search().reset();
    frame().search().walk();
    REQUIRE(runUntil(walkEnded, 10));
    const WalkSession* walk = frame().search().walkSession();
    REQUIRE(walk != nullptr);
    CHECK(describeWalk(*walk) == "The agent reached the goal with A*: 1 move, 0 repairs");
    frame().search().reset();
}
