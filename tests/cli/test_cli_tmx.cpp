#include "pathfinder/formats/maze_io.h"

#include "cli/cli_process.h"
#include "support/temp_dir.h"

#include <catch2/catch.hpp>
#include <string>

namespace {

const std::string kMapping = " --tmx-mapping " + fixture("tmx/rules.txt");

} // namespace

TEST_CASE("run reads a Tiled map with its mapping file", "[cli][tmx]") {
    const CliResult result =
        runCli("run --map " + fixture("tmx/csv.tmx") + kMapping + " --algo dijkstra,astar --csv");
    CHECK(result.exitCode == 0);
    CHECK_THAT(result.out, Catch::Contains("note: ") && Catch::Contains("csv.tmx names no start or goal"));
    CHECK_THAT(result.out, Catch::Contains("\ndijkstra,reached,") && Catch::Contains("\nastar,reached,"));

    SECTION("without a mapping file it says what is missing") {
        const CliResult bare = runCli("run --map " + fixture("tmx/csv.tmx"));
        CHECK(bare.exitCode != 0);
        CHECK_THAT(
            bare.out,
            Catch::Contains("csv.tmx is a Tiled map: say what its tiles become with --tmx-mapping FILE"));
    }
    SECTION("a layer that is not there is named") {
        const CliResult missing =
            runCli("run --map " + fixture("tmx/zlib.tmx") + kMapping + " --tmx-layer Roofs");
        CHECK(missing.exitCode != 0);
        CHECK_THAT(missing.out, Catch::Contains("zlib.tmx:9:1: no tile layer named 'Roofs' (its tile layers: "
                                                "'Ground', 'Top')"));
    }
}

TEST_CASE("convert turns a Tiled map into a .maze", "[cli][tmx]") {
    const TempDir scratch;
    const std::string out = scratch.file("ground.maze");
    const CliResult result = runCli("convert " + fixture("tmx/zlib.tmx") + " '" + out + "'" + kMapping);
    REQUIRE(result.exitCode == 0);
    const pathfinder::MazeFile maze = pathfinder::readMazeFile(out);
    CHECK(maze.name == "zlib");
    CHECK(readText(out).find("map:\n..ffww\n.5.rs.\n##..#w\n.....#\n") != std::string::npos);

    SECTION("a chosen layer") {
        const std::string top = scratch.file("top.maze");
        REQUIRE(runCli("convert " + fixture("tmx/csv.tmx") + " '" + top + "'" + kMapping + " --tmx-layer Top")
                    .exitCode == 0);
        CHECK(readText(top).find("map:\n......\n.####.\n......\n......\n") != std::string::npos);
    }
    SECTION("to a Moving AI map, with what it cannot keep") {
        const std::string map = scratch.file("ground.map");
        const CliResult moving = runCli("convert " + fixture("tmx/csv.tmx") + " '" + map + "'" + kMapping);
        REQUIRE(moving.exitCode == 0);
        CHECK_THAT(moving.out,
                   Catch::Contains("warning: a Moving AI map cannot keep 2 cells of forest terrain"));
        CHECK(readText(map) == "type octile\nheight 4\nwidth 6\nmap\n....WW\n....S.\n@@..@W\n.....@\n");
    }
    SECTION("a malformed mapping file is reported at its line and column") {
        const std::string rules = scratch.write("bad-rules.txt", "default = wall\nforest = lava\n");
        const CliResult bad =
            runCli("convert " + fixture("tmx/csv.tmx") + " '" + out + "' --tmx-mapping '" + rules + "'");
        CHECK(bad.exitCode != 0);
        CHECK_THAT(bad.out,
                   Catch::Contains("bad-rules.txt:2:10: expected wall, free, a cost 1-9 or a terrain"));
    }
}
