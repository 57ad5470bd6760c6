// run with a heuristic typed as an expression (--h-expression): it runs, says when it overestimated
// by how much, and a bad expression is a usage error that names the place.

#include "cli/cli_process.h"
#include "support/temp_dir.h"

#include <catch2/catch.hpp>
#include <filesystem>
#include <fstream>
#include <string>

namespace {

/// An open row of five cells, start at the left end and goal at the right.
std::string openRow(const TempDir& scratch) {
    const auto path = scratch.path() / "row.maze";
    std::ofstream(path) << "name: row\nsize: 5 1\nstart: 0 0\ngoal: 4 0\nmap:\n.....\n";
    return "'" + path.string() + "'";
}

} // namespace

TEST_CASE("run takes a heuristic typed as an expression", "[cli][expression]") {
    const TempDir scratch;
    const std::string maze = preset("test-8x8.maze");
    SECTION("an expression A* takes") {
        const CliResult result =
            runCli("run --map " + maze + " --algo astar --h-expression 'max(dx,dy)*1.5' --csv");
        INFO(result.out);
        CHECK(result.exitCode == 0);
        CHECK_THAT(result.out, Catch::Contains("\nastar,reached,"));
    }
    SECTION("an overestimate is reported with its size") {
        // 4 neighbours: 3·(dx + dy) exceeds the distance 4 − x by 2·(4 − x), 8 at the start.
        const CliResult result = runCli("run --map " + openRow(scratch) +
                                        " --neighbours 4 --algo astar --h-expression '3*(dx+dy)' --csv");
        INFO(result.out);
        CHECK(result.exitCode == 0);
        CHECK_THAT(result.out, Catch::Contains("h overestimated by up to 8: the path may not be optimal"));
    }
    SECTION("an admissible expression leaves no note") {
        const CliResult result = runCli("run --map " + openRow(scratch) +
                                        " --neighbours 4 --algo astar --h-expression 'dx+dy' --csv");
        INFO(result.out);
        CHECK(result.exitCode == 0);
        CHECK_THAT(result.out, !Catch::Contains("overestimated"));
    }
}

TEST_CASE("A bad expression is a usage error with its column", "[cli][expression]") {
    const std::string maze = preset("test-8x8.maze");
    struct Case {
        std::string arguments;
        std::string error;
    };
    const Case cases[] = {
        {"--algo astar --h-expression 'dx+)'", "error: h-expression:1:4: unexpected parenthesis ')'"},
        {"--algo best-first --h-expression 'dx + q'", "error: h-expression:1:6: unexpected token 'q'"},
        {"--algo dijkstra --h-expression dx", "error: --h-expression is not a setting of dijkstra"},
    };
    for (const Case& c : cases) {
        const CliResult result = runCli("run --map " + maze + " " + c.arguments);
        INFO(c.arguments << "\n" << result.out);
        CHECK(result.exitCode == 2);
        CHECK_THAT(result.out, Catch::StartsWith(c.error));
    }
}
