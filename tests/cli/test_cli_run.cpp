#include "pathfinder/walker_registry.h"

#include "cli/cli_process.h"
#include "support/temp_dir.h"

#include <catch2/catch.hpp>
#include <cmath>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <sstream>
#include <vector>

namespace {

/// Writes text to a file in the test's own temporary folder and returns its quoted path.
std::string tempFile(const TempDir& scratch, const std::string& name, const std::string& text) {
    const auto path = scratch.path() / name;
    std::ofstream(path) << text;
    return "'" + path.string() + "'";
}

// A wall in the middle row; the goal is straight across from the start.
//   .....
//   S###G
//   .....
const char* const kBarMaze = "name: bar\nsize: 5 3\nstart: 0 1\ngoal: 4 1\nmap:\n.....\n.###.\n.....\n";

std::vector<std::vector<std::string>> csvRows(const std::string& text) {
    std::vector<std::vector<std::string>> rows;
    std::istringstream lines(text);
    std::string line;
    while (std::getline(lines, line)) {
        std::vector<std::string> cells;
        std::istringstream fields(line);
        std::string cell;
        while (std::getline(fields, cell, ','))
            cells.push_back(cell);
        rows.push_back(cells);
    }
    return rows;
}

} // namespace

TEST_CASE("run --help lists every walker and option", "[cli]") {
    const CliResult result = runCli("run --help");
    CHECK(result.exitCode == 0);
    for (const char* walker : {"breadth-first", "depth-first", "best-first", "dijkstra", "astar"})
        CHECK_THAT(result.out, Catch::Contains(walker));
    for (const char* option :
         {"--map", "--start", "--goal", "--algo", "--heuristic", "--weight", "--neighbours", "--diagonal",
          "--diagonal-length", "--tie-break", "--csv", "--json"})
        CHECK_THAT(result.out, Catch::Contains(option));
}

TEST_CASE("run solves a map to the costs worked out by hand", "[cli]") {
    const TempDir scratch;
    const std::string map = tempFile(scratch, "bar.maze", kBarMaze);

    SECTION("no corner cutting: around the bar by orthogonal steps, cost 6") {
        const CliResult result = runCli("run --map " + map + " --algo dijkstra,astar --csv");
        REQUIRE(result.exitCode == 0);
        const auto rows = csvRows(result.out);
        REQUIRE(rows.size() == 3);
        CHECK(rows[0] == std::vector<std::string>{"walker", "status", "path_cost", "optimal_cost", "steps",
                                                  "expanded", "generated", "reexpanded", "dead_ends",
                                                  "peak_open", "time_ns", "revisits", "distinct_cells",
                                                  "seed"});
        for (std::size_t i = 1; i < rows.size(); ++i) {
            CHECK(rows[i][1] == "reached");
            CHECK(std::stod(rows[i][2]) == Approx(6.0));
            CHECK(std::stod(rows[i][3]) == Approx(6.0));
            CHECK(rows[i][4] == "6");
        }
    }
    SECTION("corner cutting allowed: two diagonals and two straight steps, 2 + 2 sqrt 2") {
        const CliResult result = runCli("run --map " + map + " --algo astar --diagonal always --csv");
        REQUIRE(result.exitCode == 0);
        const auto rows = csvRows(result.out);
        REQUIRE(rows.size() == 2);
        CHECK(std::stod(rows[1][2]) == Approx(2.0 + 2.0 * std::sqrt(2.0)).epsilon(1e-9));
        CHECK(rows[1][4] == "4");
    }
    SECTION("--start and --goal override the file's positions") {
        const CliResult result = runCli("run --map " + map + " --start 0,0 --goal 4,0 --algo dijkstra --csv");
        REQUIRE(result.exitCode == 0);
        CHECK(std::stod(csvRows(result.out)[1][2]) == Approx(4.0));
    }
    SECTION("a walled-off goal is reported unreachable") {
        const CliResult result = runCli("run --map " + map + " --goal 2,1 --algo all --csv");
        REQUIRE(result.exitCode == 0);
        const auto rows = csvRows(result.out);
        REQUIRE(rows.size() == pathfinder::walkerRegistry().size() + 1);
        for (std::size_t i = 1; i < rows.size(); ++i) {
            CHECK(rows[i][1] == "unreachable");
            CHECK(rows[i][2] == "inf");
        }
    }
}

TEST_CASE("run --algo all prints one row per registered walker", "[cli]") {
    const CliResult result = runCli("run --map " + preset("pacman.maze") + " --algo all");
    REQUIRE(result.exitCode == 0);
    for (const auto& info : pathfinder::walkerRegistry())
        CHECK_THAT(result.out, Catch::Contains(std::string(info.name)));
}

TEST_CASE("run --json writes one object per walker with numbers and nulls", "[cli]") {
    const TempDir scratch;
    const std::string map = tempFile(scratch, "bar-json.maze", kBarMaze);
    const CliResult result = runCli("run --map " + map + " --algo breadth-first,dijkstra --json");
    REQUIRE(result.exitCode == 0);
    const auto json = nlohmann::json::parse(result.out);
    REQUIRE(json.is_array());
    REQUIRE(json.size() == 2);
    CHECK(json[0]["walker"] == "breadth-first");
    CHECK(json[1]["path_cost"].get<double>() == Approx(6.0));
    CHECK(json[1]["expanded"].is_number_integer());

    const CliResult blocked = runCli("run --map " + map + " --goal 1,1 --algo dijkstra --json");
    REQUIRE(blocked.exitCode == 0);
    CHECK(nlohmann::json::parse(blocked.out)[0]["path_cost"].is_null());
}

TEST_CASE("run rejects bad input with a clear message and a non-zero exit", "[cli]") {
    const TempDir scratch;
    const std::string map = tempFile(scratch, "bar-errors.maze", kBarMaze);

    SECTION("an unknown walker lists the valid ones") {
        const CliResult result = runCli("run --map " + map + " --algo astar,warp-drive");
        CHECK(result.exitCode != 0);
        CHECK_THAT(result.out, Catch::Contains("warp-drive") && Catch::Contains("breadth-first") &&
                                   Catch::Contains("astar"));
    }
    SECTION("an unknown heuristic") {
        const CliResult result = runCli("run --map " + map + " --heuristic psychic");
        CHECK(result.exitCode != 0);
        CHECK_THAT(result.out, Catch::Contains("psychic"));
    }
    SECTION("a start outside the map") {
        const CliResult result = runCli("run --map " + map + " --start 9,9");
        CHECK(result.exitCode != 0);
        CHECK_THAT(result.out, Catch::Contains("--start 9,9 is outside the 5 x 3 map"));
    }
    SECTION("a malformed coordinate") {
        const CliResult result = runCli("run --map " + map + " --goal '4;1'");
        CHECK(result.exitCode != 0);
        CHECK_THAT(result.out, Catch::Contains("expected X,Y"));
    }
    SECTION("a malformed map names its file, line and column") {
        const std::string bad = tempFile(scratch, "bad.maze", "size: 3 2\nmap:\n..x\n...\n");
        const CliResult result = runCli("run --map " + bad);
        CHECK(result.exitCode != 0);
        CHECK_THAT(result.out, Catch::Contains("bad.maze:3:3:"));
    }
    SECTION("a Moving AI map has no start or goal until they are given") {
        const std::string movingAi =
            tempFile(scratch, "open.map", "type octile\nheight 2\nwidth 3\nmap\n...\n...\n");
        const CliResult missing = runCli("run --map " + movingAi);
        CHECK(missing.exitCode != 0);
        CHECK_THAT(missing.out, Catch::Contains("--start"));
        const CliResult given =
            runCli("run --map " + movingAi + " --start 0,0 --goal 2,1 --algo dijkstra --csv");
        CHECK(given.exitCode == 0);
        CHECK(std::stod(csvRows(given.out)[1][2]) == Approx(1.0 + std::sqrt(2.0)));
    }
    SECTION("a missing file") {
        const CliResult result = runCli("run --map /nonexistent/nowhere.maze");
        CHECK(result.exitCode != 0);
        CHECK_THAT(result.out, Catch::Contains("nowhere.maze"));
    }
}
