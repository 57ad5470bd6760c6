// run --unit-size and the unit-size line of a unit table: the costs worked by hand in the fixture's
// comment, the commands that plan for units of one cell only, and the maps that hold none larger.

#include "pathfinder/formats/maze_io.h"

#include "cli/cli_process.h"
#include "support/csv_records.h"
#include "support/temp_dir.h"

#include <catch2/catch.hpp>
#include <string>

using namespace pathfinder;

namespace {

/// The rows of `run`'s CSV with dijkstra, astar and jps on the map and options given.
std::vector<std::map<std::string, std::string>> rowsOf(const std::string& arguments) {
    const CliResult result = runCli("run --map " + arguments + " --algo dijkstra,astar,jps --csv");
    INFO(result.out);
    REQUIRE(result.exitCode == 0);
    return csvTable(result.out);
}

} // namespace

TEST_CASE("run plans for a unit of 2x2 or 3x3 cells", "[cli][units][size]") {
    SECTION("one cell takes the narrow gap") {
        for (const auto& row : rowsOf(fixture("units/gaps.maze")))
            CHECK(row.at("path_cost") == "7");
    }
    SECTION("a 2x2 unit takes the wide gap") {
        for (const auto& row : rowsOf(fixture("units/gaps.maze") + " --unit-size 2")) {
            CHECK(row.at("status") == "reached");
            CHECK(row.at("path_cost") == "15");
            CHECK(row.at("optimal_cost") == "15");
            CHECK(row.at("smoothed_length").empty()); // a point's taut line would clip the square's corners
        }
    }
    SECTION("a 3x3 unit fits neither") {
        for (const auto& row : rowsOf(fixture("units/gaps.maze") + " --unit-size 3"))
            CHECK(row.at("status") == "unreachable");
    }
    SECTION("the unit's size from the map's own unit table, in the provenance too") {
        const CliResult result =
            runCli("run --map " + fixture("units/gaps-2x2.maze") + " --algo astar --csv");
        INFO(result.out);
        REQUIRE(result.exitCode == 0);
        CHECK_THAT(result.out, Catch::Contains("# unit_size: 2\n"));
        const auto rows = csvTable(result.out);
        REQUIRE(rows.size() == 1);
        CHECK(rows[0].at("path_cost") == "15");
        // --unit-size overrides it.
        for (const auto& row : rowsOf(fixture("units/gaps-2x2.maze") + " --unit-size 1"))
            CHECK(row.at("path_cost") == "7");
    }
}

TEST_CASE("Unit sizes that cannot be planned for are refused with a reason", "[cli][units][size]") {
    SECTION("a size out of range") {
        const CliResult result = runCli("run --map " + fixture("units/gaps.maze") + " --unit-size 4");
        CHECK(result.exitCode == 2);
        CHECK_THAT(result.out, Catch::Contains("--unit-size"));
    }
    SECTION("a hex map") {
        const CliResult result = runCli("run --map " + fixture("features/hex-5x3.maze") + " --unit-size 2");
        CHECK(result.exitCode == 2);
        CHECK_THAT(result.out, Catch::Contains("needs square cells"));
    }
    SECTION("a command that plans for one cell only") {
        const TempDir scratch;
        const CliResult result = runCli("trace --map " + fixture("units/gaps-2x2.maze") +
                                        " --algo astar --out '" + scratch.file("trace.json") + "'");
        CHECK(fileCount(scratch.path()) == 0);
        CHECK(result.exitCode == 2);
        CHECK_THAT(result.out,
                   Catch::Contains("is 2 cells wide, and 'trace' plans for units of one cell only"));
    }
}

TEST_CASE("The unit-size line round-trips through convert", "[cli][units][size]") {
    const TempDir scratch;
    const std::string copy = scratch.file("copy.maze");
    const CliResult result = runCli("convert " + fixture("units/gaps-2x2.maze") + " '" + copy + "'");
    INFO(result.out);
    REQUIRE(result.exitCode == 0);
    CHECK(readText(copy) == readText(std::string(PATHFINDER_FIXTURE_DIR) + "/units/gaps-2x2.maze"));
    CHECK(readMazeFile(copy).grid.unit().size == 2);
}

TEST_CASE("Any-angle walkers refuse a unit larger than one cell, saying why", "[cli][units][size]") {
    // The notes of walkers that refuse go to standard error, away from the table.
    const CliResult result =
        runCommand(std::string("'") + PATHFINDER_CLI + "' run --map " + fixture("units/gaps.maze") +
                   " --unit-size 2 --algo thetastar,anya,astar --csv --quiet 2>/dev/null");
    INFO(result.out);
    REQUIRE(result.exitCode == 0);
    const auto rows = csvTable(result.out);
    REQUIRE(rows.size() == 3);
    for (const auto& row : rows) {
        CAPTURE(row.at("walker"));
        if (row.at("walker") == "astar") {
            CHECK(row.at("path_cost") == "15");
            continue;
        }
        CHECK(row.at("status") == "gave-up");
        CHECK(row.at("path_cost").empty());
        CHECK_THAT(row.at("note"), Catch::Contains("plans straight segments for a point"));
    }
}
