// The landmark options of the command line: --landmarks K and --landmark-cells, declared by A* and
// Best-First, with the costs worked out by hand and the errors for bad cells.

#include "cli/cli_process.h"
#include "support/csv_records.h"
#include "support/temp_dir.h"

#include <catch2/catch.hpp>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

namespace {

/// Writes text to a file in the test's own temporary folder and returns its quoted path.
std::string tempFile(const TempDir& scratch, const std::string& name, const std::string& text) {
    const auto path = scratch.path() / name;
    std::ofstream(path) << text;
    return "'" + path.string() + "'";
}

// A wall in the middle row; the goal is straight across from the start: 6 around the bar by
// orthogonal steps without corner cutting.
//   .....
//   S###G
//   .....
const char* const kBarMaze = "name: bar\nsize: 5 3\nstart: 0 1\ngoal: 4 1\nmap:\n.....\n.###.\n.....\n";

} // namespace

TEST_CASE("run --help offers the landmark options", "[cli][landmarks]") {
    const CliResult result = runCli("run --help");
    CHECK(result.exitCode == 0);
    CHECK_THAT(result.out, Catch::Contains("--landmarks") && Catch::Contains("--landmark-cells"));
}

TEST_CASE("run with landmarks finds the costs worked out by hand", "[cli][landmarks]") {
    const TempDir scratch;
    const std::string map = tempFile(scratch, "bar.maze", kBarMaze);
    for (const char* options : {"--landmarks 2", "--landmarks 16", "--landmark-cells '0,0 4,2'",
                                "--landmarks 3 --landmark-cells 2,0"}) {
        INFO(options);
        const CliResult result = runCli("run --map " + map + " --algo astar,best-first --csv " + options);
        REQUIRE(result.exitCode == 0);
        const auto rows = csvLines(result.out);
        REQUIRE(rows.size() == 3);
        CHECK(rows[1][0] == "astar");
        CHECK(rows[1][1] == "reached");
        CHECK(std::stod(rows[1][2]) == Approx(6.0));
        CHECK(rows[2][0] == "best-first");
        CHECK(rows[2][1] == "reached");
        REQUIRE(rows[1].size() == rows[0].size());
        CHECK(rows[1].back().empty()); // no note
    }
}

TEST_CASE("run refuses bad landmark cells and says which pair and why", "[cli][landmarks]") {
    const TempDir scratch;
    const std::string map = tempFile(scratch, "bar.maze", kBarMaze);
    SECTION("a pair not written X,Y") {
        const CliResult result = runCli("run --map " + map + " --algo astar --landmark-cells '0,0 1;2'");
        CHECK(result.exitCode != 0);
        CHECK_THAT(result.out, Catch::Contains("landmark-cells: pair 2 '1;2': expected X,Y"));
    }
    SECTION("a pair on a wall: the walk gives up with the reason as its note") {
        const CliResult result = runCli("run --map " + map + " --algo astar --csv --landmark-cells 2,1");
        const auto rows = csvLines(result.out);
        REQUIRE(rows.size() == 2);
        CHECK(rows[1][1] == "gave-up");
        CHECK_THAT(result.out, Catch::Contains("pair 1 '2,1': (2,1) is a cell the unit cannot enter"));
    }
    SECTION("a pair off the map") {
        const CliResult result = runCli("run --map " + map + " --algo astar --csv --landmark-cells 9,9");
        CHECK_THAT(result.out, Catch::Contains("(9,9) is outside the 5 x 3 map"));
    }
    SECTION("too many landmarks") {
        const CliResult result = runCli("run --map " + map + " --algo astar --landmarks 65");
        CHECK(result.exitCode != 0);
        CHECK_THAT(result.out,
                   Catch::Contains("--landmarks: expected a whole number from 0 to 64, found '65'"));
    }
    SECTION("a walker that does not read them") {
        const CliResult result = runCli("run --map " + map + " --algo dijkstra --landmarks 2");
        CHECK(result.exitCode != 0);
        CHECK_THAT(result.out, Catch::Contains("--landmarks is not a setting of dijkstra"));
    }
}
