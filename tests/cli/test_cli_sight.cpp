#include "cli/cli_process.h"
#include "support/temp_dir.h"

#include <catch2/catch.hpp>
#include <fstream>
#include <nlohmann/json.hpp>
#include <sstream>

namespace {

std::string tempFile(const TempDir& scratch, const std::string& name, const std::string& text) {
    const auto path = scratch.path() / name;
    std::ofstream(path) << text;
    return "'" + path.string() + "'";
}

/// The rows of a --json report written to `out` inside `scratch`.
nlohmann::json rowsOf(const TempDir& scratch, const std::string& out) {
    std::ifstream in(scratch.path() / out);
    std::stringstream text;
    text << in.rdbuf();
    return nlohmann::json::parse(text.str())["rows"];
}

//   .....
//   S###G    a bar between start and goal; no corner cutting by default. The optimum goes round
//   .....    the bar by orthogonal steps: 6 moves of cost 1.
const char* const kBarMaze = "name: bar\nsize: 5 3\nstart: 0 1\ngoal: 4 1\nmap:\n.....\n.###.\n.....\n";

} // namespace

TEST_CASE("dynamic --sight walks D*, PathJoiner and A* and prints one row each", "[cli][dynamic][sight]") {
    const TempDir scratch;
    const std::string map = tempFile(scratch, "bar.maze", kBarMaze);
    const std::string out = (scratch.path() / "walks.json").string();
    // Sight 8 sees the whole 5×3 map from the start: every walker walks an optimal route.
    const CliResult result = runCli("dynamic --map " + map + " --sight 8 --json --out '" + out + "'");
    INFO(result.out);
    REQUIRE(result.exitCode == 0);
    CHECK_THAT(result.out,
               Catch::Contains("full_sight_cost is the least cost on the map as the walk left it"));
    const auto rows = rowsOf(scratch, "walks.json");
    REQUIRE(rows.size() == 3);
    const char* const walkers[] = {"dstar", "pathjoiner", "astar"};
    for (std::size_t i = 0; i < 3; ++i) {
        INFO(rows[i].dump());
        CHECK(rows[i]["walker"] == walkers[i]);
        CHECK(rows[i]["status"] == "reached");
        CHECK(rows[i]["moves"] == 6);
        CHECK(rows[i]["path_cost"].get<double>() == Approx(6.0));
        CHECK(rows[i]["full_sight_cost"].get<double>() == Approx(6.0));
        CHECK(rows[i]["cells_seen"] == 15);
        CHECK(rows[i]["changes_made"] == 0);
    }
}

TEST_CASE("dynamic --sight 1 sees the wall sides beside it and walks the detour they leave",
          "[cli][dynamic][sight]") {
    // The fixture's walls close the way east on rows 0 and 1 right next to the start, so even an
    // agent that sees only the cells it touches knows of both at once and walks the optimum, 7.
    for (const char* rule : {"radius", "line"}) {
        const CliResult result = runCli("dynamic --map " + fixture("features/wall-detour.maze") +
                                        " --sight 1 --sight-rule " + rule + " --csv");
        INFO(result.out);
        REQUIRE(result.exitCode == 0);
        CHECK_THAT(result.out, Catch::Contains("# sight: 1 cell, rule " + std::string(rule)));
        for (const char* walker : {"dstar", "pathjoiner", "astar"})
            CHECK_THAT(result.out, Catch::Contains(std::string("\n") + walker + ",reached,7,7,7,"));
    }
}

TEST_CASE("dynamic --sight makes the changes as the agents walk, one every K steps",
          "[cli][dynamic][sight]") {
    // A change script of four edits off the route (dearer cells on the bottom row), made before steps
    // 2, 4, 6 and 8 (counted from 0); a walk of 6 moves takes steps 0 to 5, so 2 of them are made, and
    // the agent, which sees them, replans after each.
    const TempDir scratch;
    const std::string map = tempFile(scratch, "bar.maze", kBarMaze);
    const std::string changes =
        tempFile(scratch, "far.txt", "cost 0 2 5\ncost 1 2 5\ncost 2 2 5\ncost 3 2 5\n");
    const CliResult result = runCli("dynamic --map " + map + " --changes " + changes +
                                    " --sight 8 --change-every 2 --algo astar --csv");
    INFO(result.out);
    REQUIRE(result.exitCode == 0);
    CHECK_THAT(result.out, Catch::Contains("# change_every: 2 steps"));
    CHECK_THAT(result.out, Catch::Contains("\nastar,reached,6,6,6,2,"));
    CHECK_THAT(result.out, Catch::Contains(",15,2,\n"));
}

TEST_CASE("dynamic --sight on a fixture map with random changes prints a row per walker",
          "[cli][dynamic][sight]") {
    const CliResult result =
        runCli("dynamic --map " + fixture("small.map") + " --sight 8 --sight-rule line --random 5 --csv");
    INFO(result.out);
    REQUIRE(result.exitCode == 0);
    for (const char* walker : {"dstar", "pathjoiner", "astar"})
        CHECK_THAT(result.out, Catch::Contains(std::string("\n") + walker + ",reached,"));
}

TEST_CASE("dynamic refuses bad --sight values and walkers that cannot walk with limited sight",
          "[cli][dynamic][sight]") {
    const std::string map = fixture("small.map");
    for (const char* bad : {"0", "-2", "abc", "2.5", "5000"}) {
        const CliResult result = runCli("dynamic --map " + map + " --sight " + bad);
        INFO(result.out);
        CHECK(result.exitCode == 2);
        CHECK_THAT(result.out, Catch::Contains("--sight: expected a whole number from 1 to 4096, found '" +
                                               std::string(bad) + "'"));
    }
    const CliResult rule = runCli("dynamic --map " + map + " --sight 3 --sight-rule circle");
    CHECK(rule.exitCode == 2);
    CHECK_THAT(rule.out, Catch::Contains("--sight-rule: circle not in {radius,line}"));
    const CliResult alone = runCli("dynamic --map " + map + " --random 2 --sight-rule line");
    CHECK(alone.exitCode == 2);
    CHECK_THAT(alone.out, Catch::Contains("--sight-rule requires --sight"));
    const CliResult hex = runCli("dynamic --map " + fixture("features/hex-5x3.maze") + " --sight 3");
    CHECK(hex.exitCode == 2);
    CHECK_THAT(hex.out, Catch::Contains("limited sight measures square cells, not hex cells"));

    const CliResult agent = runCli("dynamic --map " + map + " --sight 3 --algo wall-trace,astar --csv");
    INFO(agent.out);
    REQUIRE(agent.exitCode == 0);
    CHECK_THAT(agent.out,
               Catch::Contains("note: Wall Trace moves an agent of its own and plans no path, so it "
                               "cannot walk with limited sight"));
    CHECK_THAT(agent.out, Catch::Contains("\nwall-trace,gave-up,,"));
    CHECK_THAT(agent.out, Catch::Contains("\nastar,reached,"));
}
