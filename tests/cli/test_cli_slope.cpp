// generate --slope: the slope factor of a generated terrain map, whose cells have heights.

#include "pathfinder/formats/maze_io.h"

#include "cli/cli_process.h"
#include "support/temp_dir.h"

#include <catch2/catch.hpp>
#include <filesystem>
#include <nlohmann/json.hpp>
#include <string>

using namespace pathfinder;

TEST_CASE("generate --slope writes the slope factor and the heights of a terrain map",
          "[cli][generate][terrain]") {
    const TempDir scratch;
    const std::string sloped = scratch.file("sloped.maze");
    const CliResult made =
        runCli("generate --kind terrain --width 60 --height 40 --seed 3 --slope 0.25 --out '" + sloped + "'");
    INFO(made.out);
    REQUIRE(made.exitCode == 0);
    CHECK_THAT(made.out, Catch::Contains("Strategy map 60\xc3\x97"
                                         "40, slope 0.25, seed 3"));
    const std::string text = readText(sloped);
    CHECK_THAT(text, Catch::Contains("\nslope: 0.25\n") && Catch::Contains("\nheights:\n"));
    const MazeFile maze = readMazeFile(sloped);
    CHECK(maze.grid.slope() == 0.25);
    CHECK((maze.grid.features() & kSlopes) != 0);

    // Without --slope the heights are saved and the slope factor stays 0, which a file leaves out.
    const std::string flat = scratch.file("flat.maze");
    REQUIRE(runCli("generate --kind terrain --width 60 --height 40 --seed 3 --out '" + flat + "'").exitCode ==
            0);
    const std::string flatText = readText(flat);
    CHECK_THAT(flatText, Catch::Contains("\nheights:\n"));
    CHECK(flatText.find("\nslope:") == std::string::npos);
    const MazeFile flatMaze = readMazeFile(flat);
    CHECK(flatMaze.grid.slope() == 0.0);
    for (int y = 0; y < 40; ++y)
        for (int x = 0; x < 60; ++x)
            REQUIRE(flatMaze.grid.height({x, y}) == maze.grid.height({x, y}));

    // A search prices the climbs: the sloped map's route costs more.
    const auto costOn = [](const std::string& map) {
        const CliResult run = runCli("run --map '" + map + "' --algo dijkstra --json");
        INFO(run.out);
        REQUIRE(run.exitCode == 0);
        const nlohmann::json row = nlohmann::json::parse(run.out)["rows"][0];
        REQUIRE(row["status"] == "reached");
        return row["path_cost"].get<double>();
    };
    CHECK(costOn(sloped) > costOn(flat));
}

TEST_CASE("generate --slope refuses what is not a slope factor, with a message", "[cli][generate][terrain]") {
    const TempDir scratch;
    const std::string out = scratch.file("bad.maze");
    for (const std::string bad : {"-1", "nan", "inf", "abc", "2e6", ""}) {
        INFO("--slope '" << bad << "'");
        const CliResult result = runCli("generate --kind terrain --width 20 --height 20 --slope '" + bad +
                                        "' --out '" + out + "'");
        CHECK(result.exitCode != 0);
        CHECK_THAT(result.out, Catch::Contains("--slope"));
        CHECK_FALSE(std::filesystem::exists(std::filesystem::u8path(out)));
    }
    SECTION("a kind without heights") {
        const CliResult result = runCli("generate --kind rooms --slope 0.5 --out '" + out + "'");
        CHECK(result.exitCode != 0);
        CHECK_THAT(result.out, Catch::Contains("--slope") && Catch::Contains("--kind rooms"));
    }
    SECTION("a Moving AI map, which keeps no heights") {
        const CliResult result =
            runCli("generate --kind terrain --slope 0.5 --out '" + scratch.file("bad.map") + "'");
        CHECK(result.exitCode != 0);
        CHECK_THAT(result.out, Catch::Contains("Moving AI .map has no heights"));
    }
    SECTION("0 is the default and allowed for every kind") {
        CHECK(runCli("generate --kind rooms --slope 0 --width 20 --height 20 --out '" + out + "'").exitCode ==
              0);
    }
}
