#include "pathfinder/experiments/result_columns.h"
#include "pathfinder/registry/walker_registry.h"
#include "pathfinder/search/run.h"

#include "app_driver.h"
#include "compare_driver.h"
#include "document/grid_commands.h"
#include "frame/main_menu.h"
#include "support/csv_records.h"
#include "support/temp_dir.h"
#include "widgets/text_format.h"
#include "windows/compare_export.h"
#include "windows/compare_footprint.h"
#include "windows/compare_table.h"
#include "windows/compare_window.h"

#include <wx/button.h>
#include <wx/filename.h>
#include <wx/menu.h>
#include <wx/uiaction.h>

#include <algorithm>
#include <catch2/catch.hpp>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <sstream>

using namespace pathfinder;
using namespace pathfinder::app;
using namespace pathfinder::app::testing;

namespace {

using Clock = std::chrono::steady_clock;

/// The core's own result for a walker on a copy of the document's map, without the app.
RunStats coreStats(const MapGridDocument& doc, const std::string& walkerName) {
    const MapGrid copy = doc.grid();
    auto walker = createWalker(walkerName);
    walker->setup(copy, frame().search().runSettings().walker);
    runToCompletion(*walker, iterationLimit(copy));
    return walker->stats();
}

bool sameCost(double a, double b) {
    if (!std::isfinite(a) || !std::isfinite(b))
        return std::isinf(a) == std::isinf(b) && std::isnan(a) == std::isnan(b);
    return std::abs(a - b) <= 1e-9;
}

std::vector<std::vector<std::string>> readCsv(const std::string& path) {
    return csvLines(readText(path));
}

/// The cells of one CSV line without quotes.
std::vector<std::string> csvFields(const std::string& line) {
    std::vector<std::string> cells(1);
    for (const char c : line)
        if (c == ',')
            cells.emplace_back();
        else
            cells.back() += c;
    return cells;
}

void click(wxPoint screenPoint) {
    wxUIActionSimulator sim;
    sim.MouseMove(screenPoint);
    runFor(40);
    sim.MouseClick();
    runFor(80);
}

/// Clicks the header of a column of the table, as a person sorting it does.
void clickHeader(CompareTable& table, int column) {
    int x = 0;
    for (int c = 0; c < column; ++c)
        x += table.GetColumnWidth(c);
    const wxPoint topLeft = table.GetScreenPosition();
    click(topLeft + wxPoint(x + table.GetColumnWidth(column) / 2, 10));
}

std::vector<double> expansionsAsShown(CompareWindow& compare) {
    std::vector<double> values;
    for (long line = 0; line < compare.table().GetItemCount(); ++line) {
        const CompareRow& row = compare.result().rows[compare.table().rowAt(line)];
        values.push_back(static_cast<double>(row.stats.expanded));
    }
    return values;
}

/// A 1024×1024 open field with start and goal in opposite corners: long runs for every walker.
MapGridDocument& bigOpenMap() {
    MapGridDocument& doc = newMap(1024, 1024);
    runFor(50);
    return doc;
}

} // namespace

TEST_CASE("Compare All on the Pac-Man maze gives every walker the core's path cost", "[app][compare]") {
    REQUIRE(frame().openPreset("pacman.maze"));
    const MapGridDocument& doc = document();
    const wxMenuItem* item = frame().GetMenuBar()->FindItem(ids::CompareAll);
    REQUIRE(item != nullptr);
    CHECK(item->GetItemLabel().EndsWith("\tCtrl+K"));
    CompareWindow& compare = openCompare();
    compare.checkWalker("depth-first", true); // ticked by hand: it is not by default
    CHECK(compare.checkedWalkers().size() == walkerRegistry().size());
    compare.setRepetitions(3);
    runToEnd(compare);

    const CompareResult& result = compare.result();
    CHECK_FALSE(result.cancelled);
    CHECK(compare.statusText().StartsWith("Done in"));
    REQUIRE(result.rows.size() == walkerRegistry().size());
    CHECK(compare.table().GetItemCount() == static_cast<int>(result.rows.size()));
    const double optimal = referenceOptimalCost(doc.grid(), doc.movement());
    REQUIRE(std::isfinite(optimal));
    CHECK(result.optimalCost == optimal);

    for (const CompareRow& row : result.rows) {
        CAPTURE(row.walker);
        const RunStats core = coreStats(doc, row.walker);
        CHECK(row.done());
        CHECK(row.runs == 3);
        CHECK(sameCost(row.stats.pathCost, core.pathCost));
        CHECK(row.stats.expanded == core.expanded);
        CHECK(row.stats.pathSteps == core.pathSteps);
        CHECK(row.minNs <= row.medianNs);
        CHECK(row.medianNs <= row.maxNs);
        if (row.optimal) {
            CHECK(row.status == CompareStatus::Reached);
            // The shortest any-angle path is no longer than the grid optimum; the others equal it.
            if (findWalker(row.walker)->traits.anyAngle)
                CHECK(row.stats.pathCost <= optimal + 1e-9);
            else
                CHECK(row.stats.pathCost == Approx(optimal).margin(1e-9));
        }
    }

    SECTION("the footprints show A* and Dijkstra with their numbers") {
        CHECK(compare.footprint(0).selected() == "astar");
        CHECK(compare.footprint(1).selected() == "dijkstra");
        const SearchView* astar = compare.footprint(0).walker();
        REQUIRE(astar != nullptr);
        CHECK(astar->grid() == result.grid.get());
        CHECK(compare.footprint(0).caption().StartsWith("A*: "));
        CHECK(compare.footprint(0).caption().Contains("cost " + formatCost(astar->stats().pathCost)));
    }

    SECTION("the CSV export holds the same rows") {
        const std::string path = tempPath("compare.csv");
        REQUIRE(compare.exportCsv(path));
        const auto lines = readCsv(path);
        REQUIRE(lines.size() == result.rows.size() + 1);
        std::ostringstream read;
        read << std::ifstream(path).rdbuf();
        const std::string text = read.str();
        CHECK_THAT(text, Catch::StartsWith("# program: pathfinder\n"));
        CHECK_THAT(text, Catch::Contains("\n# map_content_sha256: "));
        CHECK_THAT(text, Catch::Contains("\n# repetitions: 3\n"));
        CHECK_THAT(text, Catch::Contains("\n# walkers: " + result.rows.front().walker));
        // Every column is one of the core's, named as the command line names it.
        for (const std::string& name : lines[0]) {
            CAPTURE(name);
            CHECK(findResultColumn(name) != nullptr);
        }
        CHECK(lines[0] == csvFields(compareTable({}, 0.0).csvHeader()));
        const auto column = [&](const char* name) {
            const auto at = std::find(lines[0].begin(), lines[0].end(), name);
            REQUIRE(at != lines[0].end());
            return static_cast<std::size_t>(at - lines[0].begin());
        };
        for (std::size_t i = 0; i < result.rows.size(); ++i) {
            const CompareRow& row = result.rows[i];
            const auto& cells = lines[i + 1];
            CAPTURE(row.walker);
            REQUIRE(cells.size() == lines[0].size());
            CHECK(cells[column("walker")] == row.walker);
            CHECK(cells[column("status")] == (row.status == CompareStatus::Reached  ? "reached"
                                              : row.status == CompareStatus::GaveUp ? "gave-up"
                                                                                    : "unreachable"));
            // The Pac-Man maze counts a diagonal 1.4: an any-angle figure is a length there, not a cost.
            const bool anyAngle = findWalker(row.walker)->traits.anyAngle;
            CHECK(cells[column("cost_basis")] == (anyAngle ? "length" : "grid"));
            const std::string& figure = cells[column(anyAngle ? "path_length" : "path_cost")];
            if (row.status == CompareStatus::Reached)
                CHECK(sameCost(std::strtod(figure.c_str(), nullptr), row.stats.pathCost));
            CHECK(std::strtod(cells[column("optimal_cost")].c_str(), nullptr) ==
                  Approx(optimal).margin(1e-9));
            CHECK(std::stoull(cells[column("expanded")]) == row.stats.expanded);
            CHECK(std::stoll(cells[column("time_ns")]) == row.medianNs);
            CHECK(cells[column("runs")] == "3");
        }
        std::remove(path.c_str());
    }

    SECTION("a smaller choice of walkers gives one row each, in menu order") {
        for (const WalkerInfo& info : walkerRegistry())
            compare.checkWalker(std::string(info.name), false);
        compare.checkWalker("wall-trace", true);
        compare.checkWalker("astar", true);
        compare.checkWalker("breadth-first", true);
        runToEnd(compare);
        REQUIRE(compare.result().rows.size() == 3);
        CHECK(compare.result().rows[0].walker == "breadth-first");
        CHECK(compare.result().rows[1].walker == "astar");
        CHECK(compare.result().rows[2].walker == "wall-trace");
        CHECK(compare.table().GetItemCount() == 3);
        // Dijkstra did not run: the second footprint falls back to another walker.
        CHECK(compare.footprint(1).selected() == "astar");
    }
    compare.Close(true);
    REQUIRE(runUntil([] { return frame().compareWindow() == nullptr; }));
}

TEST_CASE("Clicking a column header of the comparison sorts by it, again reverses", "[app][compare]") {
    REQUIRE(frame().openPreset("pacman.maze"));
    CompareWindow& compare = openCompare();
    compare.setRepetitions(1);
    runToEnd(compare);
    compare.Raise();
    runFor(200);
    CompareTable& table = compare.table();

    clickHeader(table, CompareTable::Expanded);
    CHECK(table.sortColumn() == CompareTable::Expanded);
    CHECK(table.sortAscending());
    const std::vector<double> ascending = expansionsAsShown(compare);
    CHECK(std::is_sorted(ascending.begin(), ascending.end()));

    runFor(600); // not a double click
    clickHeader(table, CompareTable::Expanded);
    CHECK_FALSE(table.sortAscending());
    const std::vector<double> descending = expansionsAsShown(compare);
    CHECK(std::is_sorted(descending.rbegin(), descending.rend()));
    CHECK(descending.front() > descending.back());

    SECTION("numbers sort as numbers, not as text") {
        table.sortBy(CompareTable::PathCost, true);
        double previous = -1.0;
        for (long line = 0; line < table.GetItemCount(); ++line) {
            const CompareRow& row = compare.result().rows[table.rowAt(line)];
            const double cost = row.status == CompareStatus::Reached ? row.stats.pathCost : HUGE_VAL;
            CHECK(cost >= previous);
            previous = cost;
        }
        table.sortBy(CompareTable::Walker, true);
        CHECK(table.cellText(0, CompareTable::Walker) == "A*");
    }
    compare.Close(true);
    REQUIRE(runUntil([] { return frame().compareWindow() == nullptr; }));
}

TEST_CASE("Cancelling a long comparison on a 1024x1024 map gives control back within a second",
          "[app][compare]") {
    bigOpenMap();
    CompareWindow& compare = openCompare();
    compare.setRepetitions(200);
    compare.Raise();
    runFor(100);

    // During the reference search at the start, or during the walkers' runs.
    const bool early = GENERATE(true, false);
    CAPTURE(early);
    REQUIRE(compare.run());
    if (early)
        runFor(20);
    else
        REQUIRE(runUntil([&] { return compare.statusText().Contains("/"); }, 30.0));
    runFor(early ? 0 : 300);
    REQUIRE(compare.running());
    REQUIRE(compare.cancelButton().IsEnabled());

    const wxRect r = compare.cancelButton().GetScreenRect();
    wxUIActionSimulator sim;
    sim.MouseMove(r.GetPosition() + wxPoint(r.width / 2, r.height / 2));
    runFor(40);
    REQUIRE(compare.running());
    const auto clicked = Clock::now();
    sim.MouseClick();
    const bool back = runUntil([&] { return !compare.running() && compare.runButton().IsEnabled(); }, 10.0);
    INFO("status: " << compare.statusText().utf8_string() << ", running " << compare.running());
    REQUIRE(back);
    const double seconds = std::chrono::duration<double>(Clock::now() - clicked).count();
    std::printf("cancel %s: control back after %.0f ms\n",
                early ? "during the reference search" : "during runs", seconds * 1000.0);
    CHECK(seconds < 1.0);
    CHECK(compare.result().cancelled);
    CHECK(compare.statusText().StartsWith("Cancelled"));

    compare.Close(true);
    REQUIRE(runUntil([] { return frame().compareWindow() == nullptr; }));
}

TEST_CASE("Closing the Compare window while it runs cancels and waits for the worker", "[app][compare]") {
    bigOpenMap();
    CompareWindow& compare = openCompare();
    compare.setRepetitions(100);
    REQUIRE(compare.run());
    runFor(400);
    REQUIRE(compare.running());
    const auto begin = Clock::now();
    SECTION("closed by the user") {
        compare.Close();
    }
    SECTION("destroyed without a close, as when the main window goes") {
        compare.Destroy();
    }
    REQUIRE(runUntil([] { return frame().compareWindow() == nullptr; }));
    CHECK(std::chrono::duration<double>(Clock::now() - begin).count() < 1.0);
    // The menu opens a fresh window afterwards.
    CompareWindow& again = openCompare();
    CHECK_FALSE(again.running());
    CHECK(again.result().rows.empty());
    again.Close(true);
    REQUIRE(runUntil([] { return frame().compareWindow() == nullptr; }));
}

TEST_CASE("A walled-off goal shows in the comparison as no path, not as a cost", "[app][compare]") {
    MapGridDocument& doc = newMap(12, 8);
    std::vector<CellEdit> walls;
    for (Coord c : {Coord{10, 7}, Coord{10, 6}, Coord{11, 6}})
        walls.push_back({c, 1, 0});
    frame().submit(new PaintCellsCommand(doc, walls, "Walls"));
    CompareWindow& compare = openCompare();
    compare.setRepetitions(1);
    runToEnd(compare);

    CHECK(std::isinf(compare.result().optimalCost));
    for (long line = 0; line < compare.table().GetItemCount(); ++line) {
        const CompareRow& row = compare.result().rows[compare.table().rowAt(line)];
        CAPTURE(row.walker);
        CHECK((row.status == CompareStatus::Unreachable || row.status == CompareStatus::GaveUp));
        CHECK((compare.table().cellText(line, CompareTable::Status) == "unreachable" ||
               compare.table().cellText(line, CompareTable::Status) == "gave-up"));
        // No path to a goal that cannot be reached costs inf; a walker that gave up found none and has no
        // cost.
        CHECK(compare.table().cellText(line, CompareTable::PathCost) ==
              (row.status == CompareStatus::Unreachable ? wxString("inf") : wxString(L"\u2013")));
        if (row.optimal)
            CHECK(row.status == CompareStatus::Unreachable);
    }
    const std::string path = tempPath("compare-unreachable.csv");
    REQUIRE(compare.exportCsv(path));
    const auto lines = readCsv(path);
    REQUIRE(lines.size() == compare.result().rows.size() + 1);
    for (std::size_t i = 1; i < lines.size(); ++i) {
        CAPTURE(lines[i][0]);
        CHECK((lines[i][1] == "unreachable" || lines[i][1] == "gave-up"));
        CHECK(lines[i][2] == (lines[i][1] == "unreachable" ? "inf" : "")); // path_cost
        CHECK(lines[i][5] == "inf");                                       // optimal_cost
        CHECK(lines[i][6].empty());                                        // cost_ratio
    }
    std::remove(path.c_str());
    compare.Close(true);
    REQUIRE(runUntil([] { return frame().compareWindow() == nullptr; }));
}

TEST_CASE("A picture of the Compare window with table, charts and footprints", "[app][compare]") {
    REQUIRE(frame().openPreset("pacman.maze"));
    CompareWindow& compare = openCompare();
    compare.SetSize(0, 0, 1240, 940);
    compare.setRepetitions(5);
    runToEnd(compare);
    compare.table().sortBy(CompareTable::MedianTime, true);

    screenshot(compare, "compare.png");

    const std::string png = screenshotPath("compare-export.png");
    const std::string svg = screenshotPath("compare-export.svg");
    CHECK(compare.exportPicture(png));
    CHECK(compare.exportPicture(svg));
    CHECK(wxFileName::GetSize(png) > 10000);
    CHECK(wxFileName::GetSize(svg) > 10000);
    compare.Close(true);
    REQUIRE(runUntil([] { return frame().compareWindow() == nullptr; }));
}
