// run --via, run --goals and flow: routes through via-points, the nearest of several goals, and a
// flow field against a search per agent, checked against costs worked out by hand.
#include "cli/cli_process.h"
#include "support/temp_dir.h"

#include <catch2/catch.hpp>
#include <fstream>
#include <nlohmann/json.hpp>
#include <string>

namespace {

std::string tempFile(const TempDir& scratch, const std::string& name, const std::string& text) {
    const auto path = scratch.path() / name;
    std::ofstream(path) << text;
    return "'" + path.string() + "'";
}

// A wall across the middle with one gap at the right; the cell of cost 9 at (1,0).
//   S9...
//   ###..
//   ....G
const char* const kGapMaze = "name: gap\nsize: 5 3\nstart: 0 0\ngoal: 4 2\nmap:\n.9...\n###..\n.....\n";

nlohmann::json rowsOf(const std::string& out) {
    return nlohmann::json::parse(out)["rows"];
}

} // namespace

TEST_CASE("run --via gives each leg and the route, at the costs worked by hand", "[cli][via]") {
    TempDir scratch;
    const std::string map = tempFile(scratch, "gap.maze", kGapMaze);
    // 4 neighbours. Leg 1, (0,0) to (0,2): the wall covers x 0-2, so east through the 9 to (3,0),
    // down the gap to (3,2) and west: 9 + 1 + 1, + 1 + 1, + 1 + 1 + 1 = 16 in 8 steps.
    // Leg 2, (0,2) to the goal (4,2): 4 steps east, 4. The route: 20 in 12 steps.
    const CliResult result =
        runCli("run --map " + map + " --neighbours 4 --via 0,2 --json --algo astar,dijkstra");
    REQUIRE(result.exitCode == 0);
    const auto rows = rowsOf(result.out);
    REQUIRE(rows.size() == 6);
    CHECK(rows[0]["leg"] == "1");
    CHECK(rows[0]["start"] == "0,0");
    CHECK(rows[0]["goal"] == "0,2");
    CHECK(rows[0]["path_cost"] == 16.0);
    CHECK(rows[1]["leg"] == "2");
    CHECK(rows[1]["path_cost"] == 4.0);
    CHECK(rows[2]["leg"] == "route");
    CHECK(rows[2]["path_cost"] == 20.0);
    CHECK(rows[2]["optimal_cost"] == 20.0);
    CHECK(rows[2]["path_steps"] == 12);
    CHECK(rows[5]["walker"] == "dijkstra");
    CHECK(rows[5]["path_cost"] == 20.0);
}

TEST_CASE("run --via names the leg that cannot be reached", "[cli][via]") {
    TempDir scratch;
    // The bottom row is cut off: nothing reaches (0,2).
    const std::string map =
        tempFile(scratch, "cut.maze", "name: cut\nsize: 3 3\nstart: 0 0\ngoal: 2 0\nmap:\n...\n###\n...\n");
    const CliResult result = runCli("run --map " + map + " --via 0,2 --csv");
    REQUIRE(result.exitCode == 0);
    CHECK_THAT(result.out,
               Catch::Contains("leg 1 of 2, from the start (0, 0) to via-point 1 (0, 2): unreachable"));
    CHECK_THAT(result.out, Catch::Contains("# via: 0,2"));
}

TEST_CASE("run --via and --goals refuse cells off the map, on walls or badly written", "[cli][via]") {
    TempDir scratch;
    const std::string map = tempFile(scratch, "gap.maze", kGapMaze);
    const CliResult off = runCli("run --map " + map + " --via 9,9");
    CHECK(off.exitCode == 2);
    CHECK_THAT(off.out, Catch::Contains("--via 9,9 is outside the 5 x 3 map"));
    const CliResult wall = runCli("run --map " + map + " --goals '4,0 1,1'");
    CHECK(wall.exitCode == 2);
    CHECK_THAT(wall.out, Catch::Contains("--goals 1,1 lies on a wall"));
    const CliResult form = runCli("run --map " + map + " --via 3");
    CHECK(form.exitCode == 2);
    CHECK_THAT(form.out, Catch::Contains("--via: expected X,Y"));
    const CliResult both = runCli("run --map " + map + " --via 3,0 --goals 4,0");
    CHECK(both.exitCode == 2);
    const CliResult walker = runCli("run --map " + map + " --goals 4,0 --algo jps");
    CHECK(walker.exitCode == 2);
    CHECK_THAT(walker.out, Catch::Contains("(Dijkstra) or by g + w·h (A*), not 'jps'"));
}

TEST_CASE("run --goals reaches the cheapest goal and says which", "[cli][goals]") {
    TempDir scratch;
    const std::string map = tempFile(scratch, "gap.maze", kGapMaze);
    // (2,0) is 2 steps east but enters the 9: 9 + 1 = 10; (0,2) is behind the wall: 16 (see above).
    // (3,1), by the gap: 9 + 1 + 1 + 1 = 12. The nearest is (2,0) at 10.
    const CliResult result =
        runCli("run --map " + map + " --neighbours 4 --goals '0,2 3,1 2,0' --algo dijkstra,astar --json");
    REQUIRE(result.exitCode == 0);
    const auto json = nlohmann::json::parse(result.out);
    CHECK(json["meta"]["goals"] == "0,2 3,1 2,0");
    for (const auto& row : json["rows"]) {
        CHECK(row["goal"] == "2,0");
        CHECK(row["path_cost"] == 10.0);
        CHECK(row["optimal_cost"] == 10.0);
        CHECK(row["status"] == "reached");
    }
}

TEST_CASE("flow sends the agents by one flow field and by A* at the same total cost", "[cli][flow]") {
    TempDir scratch;
    const std::string map = tempFile(scratch, "gap.maze", kGapMaze);
    const CliResult result = runCli("flow --map " + map + " --agents 50 --seed 3 --json");
    REQUIRE(result.exitCode == 0);
    const auto json = nlohmann::json::parse(result.out);
    CHECK(json["meta"]["agents"] == "50");
    CHECK(json["meta"]["seed"] == "3");
    const auto rows = json["rows"];
    REQUIRE(rows.size() == 2);
    CHECK(rows[0]["walker"] == "flow-field");
    CHECK(rows[1]["walker"] == "astar");
    CHECK(rows[0]["reached"] == 50);
    CHECK(rows[1]["reached"] == 50);
    CHECK(rows[0]["total_cost"] == Approx(rows[1]["total_cost"].get<double>()));
    // The field settles each of the 12 free cells once.
    CHECK(rows[0]["expanded"] == 12);
    const CliResult bad = runCli("flow --map " + map + " --agents 0");
    CHECK(bad.exitCode == 2);
}
