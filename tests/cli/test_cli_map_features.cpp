// run, generate and convert on maps with hex cells, walls between cells, one-way sides and slopes:
// the costs worked by hand in the fixtures' comments, refusals, and what a .map cannot keep; maps as
// .png pictures.

#include "pathfinder/formats/maze_io.h"
#include "pathfinder/formats/picture_map.h"

#include "cli/cli_process.h"
#include "support/csv_records.h"
#include "support/temp_dir.h"

#include <catch2/catch.hpp>
#include <filesystem>
#include <string>
#include <utility>
#include <vector>

using namespace pathfinder;

namespace {

/// The path_cost of dijkstra and astar in `run`'s CSV of the map and options given.
std::vector<std::string> dijkstraAndAStarCosts(const std::string& arguments) {
    const CliResult result = runCli("run --map " + arguments + " --algo dijkstra,astar --csv");
    INFO(result.out);
    REQUIRE(result.exitCode == 0);
    const auto rows = csvTable(result.out);
    REQUIRE(rows.size() == 2);
    for (const auto& row : rows) {
        CHECK(row.at("status") == "reached");
        CHECK(row.at("path_cost") == row.at("optimal_cost"));
    }
    return {rows[0].at("path_cost"), rows[1].at("path_cost")};
}

using Costs = std::vector<std::string>;

} // namespace

TEST_CASE("run gives the hand-worked optimal costs on hex, walled, one-way and sloped maps",
          "[cli][features]") {
    // Each fixture's comment shows its working.
    SECTION("hex cells") {
        CHECK(dijkstraAndAStarCosts(fixture("features/hex-5x3.maze")) == Costs{"5", "5"});
    }
    SECTION("a wall between cells forces a detour") {
        CHECK(dijkstraAndAStarCosts(fixture("features/wall-detour.maze")) == Costs{"7", "7"});
    }
    SECTION("a one-way side, against it and along it") {
        CHECK(dijkstraAndAStarCosts(fixture("features/oneway-door.maze")) == Costs{"4", "4"});
        CHECK(dijkstraAndAStarCosts(fixture("features/oneway-door.maze") + " --start 2,0 --goal 0,0") ==
              Costs{"2", "2"});
    }
    SECTION("heights and a slope") {
        CHECK(dijkstraAndAStarCosts(fixture("features/slope.maze")) == Costs{"4.5", "4.5"});
        // Back from (2,0) to (0,0): over the hill 2 x (1 + 0.5 x 3) + 1 = 6; below it 1 + 1 x (1 + 0.5 x 1)
        // + 1 + 1 = 4.5, the climb to (1,1) now coming from (2,1).
        CHECK(dijkstraAndAStarCosts(fixture("features/slope.maze") + " --start 2,0 --goal 0,0") ==
              Costs{"4.5", "4.5"});
    }
    SECTION("a Tiled hexagonal map") {
        // The cells of hex-5x3.maze: the same 5 steps.
        CHECK(dijkstraAndAStarCosts(fixture("tmx/hex.tmx") + " --tmx-mapping " +
                                    fixture("tmx/hex-rules.txt") + " --start 0,0 --goal 4,2") ==
              Costs{"5", "5"});
    }
}

TEST_CASE("run says which walkers refuse a map, and gives them no cost", "[cli][features]") {
    const TempDir scratch;
    const std::string csv = scratch.file("rows.csv");
    const CliResult result = runCli("run --map " + fixture("features/hex-5x3.maze") +
                                    " --algo dijkstra,jps,thetastar,anya --csv --out '" + csv + "'");
    INFO(result.out);
    REQUIRE(result.exitCode == 0);
    const auto rows = csvTable(readText(csv));
    REQUIRE(rows.size() == 4);
    CHECK(rows[0].at("path_cost") == "5");
    int refused = 0;
    for (const auto& row : rows) {
        INFO(row.at("walker"));
        // The map's optimum stands in every row; a walker that refused it has no figure of its own.
        CHECK(row.at("optimal_cost") == "5");
        if (row.at("status") != "gave-up")
            continue;
        ++refused;
        CHECK_THAT(row.at("note"), Catch::EndsWith(" does not handle hex cells"));
        CHECK(row.at("path_cost").empty());
        CHECK(row.at("cost_ratio").empty());
        CHECK(row.at("smoothed_length").empty());
        CHECK_THAT(result.out, Catch::Contains("note: " + row.at("note") + ", so it did not search "));
    }
    if (refused == 0)
        WARN("every walker handles hex cells now: no refusal was seen");
}

TEST_CASE("generate --topology hex makes hex maps of the kinds that allow them", "[cli][features]") {
    const TempDir scratch;
    SECTION("an open hex field, whose corner-to-corner cost is the hex distance") {
        const std::string out = scratch.file("open.maze");
        const CliResult made =
            runCli("generate --kind open --topology hex --width 9 --height 7 --seed 1 --out '" + out + "'");
        INFO(made.out);
        REQUIRE(made.exitCode == 0);
        const MazeFile maze = readMazeFile(out);
        CHECK(maze.grid.topology() == Topology::Hex);
        CHECK_THAT(maze.name, Catch::Contains("hex cells"));
        CHECK_THAT(readText(out), Catch::Contains("\ntopology: hex\n"));
        // From (0,0) to (8,6): six steps down, every second one (SE from an odd row) also a column
        // to the right, reach (3,6); five steps east end at (8,6). 11 = max(|dq|, |dr|, |dq + dr|)
        // with dq = 8 - 6/2 = 5, dr = 6.
        CHECK(maze.grid.start() == Coord{0, 0});
        CHECK(maze.grid.goal() == Coord{8, 6});
        CHECK(dijkstraAndAStarCosts("'" + out + "'") == Costs{"11", "11"});
    }
    SECTION("random walls on hexes") {
        const std::string out = scratch.file("random.maze");
        const CliResult made =
            runCli("generate --kind random --topology hex --width 12 --height 8 --out '" + out + "'");
        INFO(made.out);
        REQUIRE(made.exitCode == 0);
        CHECK(readMazeFile(out).grid.topology() == Topology::Hex);
    }
    SECTION("the backtracker's square corridors are refused") {
        const CliResult refused =
            runCli("generate --kind backtracker --topology hex --out '" + scratch.file("maze.maze") + "'");
        CHECK(refused.exitCode == 2);
        CHECK_THAT(refused.out, Catch::Contains("--kind backtracker makes square mazes"));
        CHECK(fileCount(scratch.path()) == 0);
    }
    SECTION("a .map cannot hold hex cells") {
        const CliResult refused =
            runCli("generate --kind open --topology hex --out '" + scratch.file("open.map") + "'");
        CHECK(refused.exitCode == 2);
        CHECK_THAT(refused.out, Catch::Contains("a Moving AI .map has square cells only"));
        CHECK(fileCount(scratch.path()) == 0);
    }
}

TEST_CASE("convert to a .map lists the hex cells, sides and heights it drops", "[cli][features]") {
    const TempDir scratch;
    const std::vector<std::pair<std::string, std::string>> cases = {
        {"hex-5x3.maze", "warning: a Moving AI map cannot keep the hex cells (a .map is square"},
        {"wall-detour.maze",
         "warning: a Moving AI map cannot keep 2 wall sides (walls between cells; a .map has "
         "wall cells only)"},
        {"oneway-door.maze", "warning: a Moving AI map cannot keep 1 one-way side (written open"},
        {"slope.maze", "warning: a Moving AI map cannot keep the heights of 2 cells and the slope factor 0.5 "
                       "(slopes; a .map is flat, climbing costs nothing)"},
    };
    for (const auto& [file, warning] : cases) {
        INFO(file);
        const std::string out = scratch.file(file + ".map");
        const CliResult result = runCli("convert " + fixture("features/" + file) + " '" + out + "'");
        INFO(result.out);
        CHECK(result.exitCode == 0);
        CHECK_THAT(result.out, Catch::Contains(warning));
    }
}

TEST_CASE("convert keeps a .maze's features, written in the one canonical form", "[cli][features]") {
    const TempDir scratch;
    const std::vector<std::pair<std::string, std::string>> cases = {
        {"hex-5x3.maze", "\ntopology: hex\n"},
        // The second wall is written from (2,1) in the fixture, from (1,1) here.
        {"wall-detour.maze", "\nwall: 1 0 E\nwall: 1 1 E\nmap:\n"},
        {"oneway-door.maze", "\noneway: 2 0 W\nmap:\n"},
        {"slope.maze", "\nslope: 0.5\nmap:\nS2G\n...\nheights:\n030\n010\n"},
    };
    for (const auto& [file, lines] : cases) {
        INFO(file);
        const std::string once = scratch.file("once-" + file);
        const std::string twice = scratch.file("twice-" + file);
        REQUIRE(runCli("convert " + fixture("features/" + file) + " '" + once + "'").exitCode == 0);
        REQUIRE(runCli("convert '" + once + "' '" + twice + "'").exitCode == 0);
        CHECK_THAT(readText(once), Catch::Contains(lines));
        CHECK(readText(twice) == readText(once));
        CHECK(readMazeFile(once).grid ==
              readMazeFile(std::string(PATHFINDER_FIXTURE_DIR) + "/features/" + file).grid);
    }
}

TEST_CASE("bench and trace say once per walker and map which walkers refuse a map", "[cli][features]") {
    const TempDir scratch;
    const std::string map = fixture("features/hex-5x3.maze");
    const auto occurrences = [](const std::string& text, const std::string& part) {
        std::size_t count = 0;
        for (std::size_t at = text.find(part); at != std::string::npos; at = text.find(part, at + 1))
            ++count;
        return count;
    };
    const std::string note = "note: Anya does not handle hex cells, so anya did not search ";
    SECTION("bench, over repeated runs and the map twice over") {
        const CliResult result =
            runCli("bench " + map + " " + map + " --algo dijkstra,anya --reps 3 --csv --out '" +
                   scratch.file("rows.csv") + "'");
        INFO(result.out);
        REQUIRE(result.exitCode == 0);
        CHECK(occurrences(result.out, note) == 1);
        CHECK(occurrences(result.out, "does not handle") == 1);
        CHECK_THAT(result.out, Catch::Contains("hex-5x3.maze (its rows are gave-up, without a cost)"));
    }
    SECTION("trace") {
        const CliResult result =
            runCli("trace --map " + map + " --algo anya --out '" + scratch.file("anya.trace.json") + "'");
        INFO(result.out);
        REQUIRE(result.exitCode == 0);
        CHECK(occurrences(result.out, note) == 1);
    }
}

TEST_CASE("convert writes a map as a picture and reads it back; every command reads pictures",
          "[cli][features][picture]") {
    const TempDir scratch;
    const std::string png = scratch.file("river.png");
    // Terrain, walls, start and goal: all kept.
    CliResult result = runCli("convert " + preset("terrain-river.maze") + " '" + png + "'");
    INFO(result.out);
    REQUIRE(result.exitCode == 0);
    CHECK(result.out.find("warning") == std::string::npos);
    const std::string back = scratch.file("river.maze");
    result = runCli("convert '" + png + "' '" + back + "'");
    REQUIRE(result.exitCode == 0);
    CHECK(readMazeFile(back).grid ==
          readMazeFile(std::string(PATHFINDER_MAZE_DIR) + "/terrain-river.maze").grid);
    // A search on the picture costs what it costs on the .maze.
    CHECK(dijkstraAndAStarCosts("'" + png + "'") == dijkstraAndAStarCosts(preset("terrain-river.maze")));
}

TEST_CASE("the colour table of pictures: written by colours, given by --colours",
          "[cli][features][picture]") {
    const TempDir scratch;
    const std::string table = scratch.file("standard.colours");
    CliResult result = runCli("colours --out '" + table + "'");
    INFO(result.out);
    REQUIRE(result.exitCode == 0);
    CHECK(readColourTableFile(table) == ColourTable::standard());
    const CliResult printed = runCli("colours");
    REQUIRE(printed.exitCode == 0);
    CHECK(printed.out == readText(table));

    // A table without the terrains cannot write the river, and says which cell lacks a colour.
    const std::string bare = scratch.write("bare.colours", "wall = 000000\nfree = ffffff\nstart = ff0000\n");
    result = runCli("convert " + preset("terrain-river.maze") + " '" + scratch.file("out.png") +
                    "' --colours '" + bare + "'");
    CHECK(result.exitCode != 0);
    CHECK_THAT(result.out, Catch::Contains("the colour table has no colour for"));
    CHECK_FALSE(std::filesystem::exists(std::filesystem::u8path(scratch.file("out.png"))));

    // What the picture cannot keep is said before it is written.
    result = runCli("convert " + preset("pacman.maze") + " '" + scratch.file("pacman.png") + "'");
    REQUIRE(result.exitCode == 0);
    CHECK_THAT(result.out, Catch::Contains("warning: the picture cannot keep the movement rules"));
    CHECK_THAT(
        runCli("convert " + fixture("features/wall-detour.maze") + " '" + scratch.file("w.png") + "'").out,
        Catch::Contains("warning: the picture cannot keep 2 walls between cells"));
}
