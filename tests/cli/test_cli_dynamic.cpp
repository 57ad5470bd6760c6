#include "cli/cli_process.h"
#include "support/temp_dir.h"

#include <catch2/catch.hpp>
#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <sstream>

namespace {

std::string tempFile(const TempDir& scratch, const std::string& name, const std::string& text) {
    const auto path = scratch.path() / name;
    std::ofstream(path) << text;
    return "'" + path.string() + "'";
}

//   .....
//   S###G    a bar between start and goal; no corner cutting by default
//   .....
const char* const kBarMaze = "name: bar\nsize: 5 3\nstart: 0 1\ngoal: 4 1\nmap:\n.....\n.###.\n.....\n";

// Lifting the bar one cell at a time, with no corner cutting and diagonals of √2:
//   start        6         round the bar by orthogonal steps (both diagonals at its ends cut a corner)
//   remove 1 1   4 + √2    (0,1)→(1,0) is now a legal diagonal; then 3 east and 1 south
//   remove 2 1   4 + √2    the same cost (also via (1,1)→(2,0)); (3,1) still blocks the row
//   remove 3 1   4         straight across
//   add 2 1      2 + 2√2   (0,1)→(1,0), east to (3,0), then the diagonal (3,0)→(4,1)
//   remove 2 1   4         straight across again
//   cost 1 1 9   2 + 2√2   over the dear cell: (0,1)→(1,0)→(2,1) diagonally, then 2 east (12 through it)
const char* const kLiftTheBar = "# lift the bar\nremove 1 1\nremove 2 1\nremove 3 1\n\nadd 2 1\nremove 2 1\n"
                                "cost 1 1 9\n";
const double kRoot2 = 1.4142135623730951;
const double kExpectedCosts[] = {6, 4 + kRoot2, 4 + kRoot2, 4, 2 + 2 * kRoot2, 4, 2 + 2 * kRoot2};

/// Every row of `dynamic --json` reached the goal at the optimal cost of its step, `expected[step]`:
/// D* and A* at that cost, PathJoiner (which splices) at no less.
void checkRepairCosts(const nlohmann::json& rows, const double* expected) {
    for (const auto& row : rows) {
        const int step = row["step"].get<int>();
        INFO(row.dump());
        CHECK(row["status"] == "reached");
        CHECK(row["optimal_cost"].get<double>() == Approx(expected[step]));
        if (row["walker"] == "pathjoiner")
            CHECK(row["path_cost"].get<double>() >= Approx(expected[step]));
        else
            CHECK(row["path_cost"].get<double>() == Approx(expected[step]));
    }
}

} // namespace

TEST_CASE("dynamic replays a change script with every walker, matching costs worked out by hand",
          "[cli][dynamic]") {
    const TempDir scratch;
    const std::string map = tempFile(scratch, "bar.maze", kBarMaze);
    const std::string changes = tempFile(scratch, "lift.txt", kLiftTheBar);
    const CliResult result =
        runCli("dynamic --map " + map + " --changes " + changes + " --algo dstar,pathjoiner,astar --json");
    REQUIRE(result.exitCode == 0);
    const auto rows = nlohmann::json::parse(result.out)["rows"];
    REQUIRE(rows.size() == 3 * 7);
    checkRepairCosts(rows, kExpectedCosts);
    CHECK(rows[0]["change"] == "first search");
    CHECK(rows[1]["change"] == "remove 1 1");
    CHECK(rows[6]["change"] == "cost 1 1 9");
}

TEST_CASE("dynamic reports a sealed goal as unreachable and recovers when it opens", "[cli][dynamic]") {
    const TempDir scratch;
    const std::string map = tempFile(scratch, "seal.maze", kBarMaze);
    // Walls above and below the goal seal it (its diagonals would cut their corners); opening the
    // bar's last cell lets the route in from the top: 4 along row 0, then down twice, cost 6.
    const std::string changes = tempFile(scratch, "seal.txt", "add 4 0\nadd 4 2\nremove 3 1\n");
    const CliResult result =
        runCli("dynamic --map " + map + " --changes " + changes + " --algo dstar,astar --csv");
    REQUIRE(result.exitCode == 0);
    for (const char* walker : {"dstar", "astar"}) {
        CHECK_THAT(result.out, Catch::Contains(std::string("1,add 4 0,") + walker + ",reached,6,,grid,6,1,"));
        CHECK_THAT(result.out,
                   Catch::Contains(std::string("2,add 4 2,") + walker + ",unreachable,inf,,grid,inf,,"));
        CHECK_THAT(result.out,
                   Catch::Contains(std::string("3,remove 3 1,") + walker + ",reached,6,,grid,6,1,"));
    }
}

TEST_CASE("dynamic --random is reproducible from its seed", "[cli][dynamic]") {
    const std::string map = "'" + std::string(PATHFINDER_MAZE_DIR) + "/test-20x20.maze'";
    const auto changesOf = [&](const std::string& seed) {
        const CliResult result =
            runCli("dynamic --map " + map + " --random 8 --seed " + seed + " --algo astar --json");
        REQUIRE(result.exitCode == 0);
        std::vector<std::string> changes;
        const auto document = nlohmann::json::parse(result.out);
        for (const auto& row : document["rows"])
            changes.push_back(row["change"]);
        return changes;
    };
    const auto first = changesOf("5");
    CHECK(first.size() == 9);
    CHECK(first == changesOf("5"));
    CHECK(first != changesOf("6"));
}

TEST_CASE("dynamic repairs terrain edits, priced for the map's unit", "[cli][dynamic][terrain]") {
    // The road-or-water fixture for the jeep (4 neighbours): the road, 1 + 5 + 1.1 = 7.1.
    //   terrain 3 0 water     the road is cut; the forest below: 1.5 + 5 x 1.5 + 1.1 = 10.1
    //   terrain 3 1 r         a ford of road in the lake does not help: its neighbours are water
    //   terrain 3 0 t         the cut mended with trail, as cheap as road: 7.1 again
    //   terrain 2 2 mountains the forest is cut too; the road still serves: 7.1
    const TempDir scratch;
    const std::string changes = tempFile(
        scratch, "floods.txt", "terrain 3 0 water\nterrain 3 1 r\nterrain 3 0 t\nterrain 2 2 mountains\n");
    const CliResult result =
        runCli("dynamic --map " + fixture("terrain/road-or-water.maze") + " --unit jeep --changes " +
               changes + " --algo dstar,pathjoiner,astar --json");
    REQUIRE(result.exitCode == 0);
    const double expected[] = {7.1, 10.1, 10.1, 7.1, 7.1};
    const auto rows = nlohmann::json::parse(result.out)["rows"];
    REQUIRE(rows.size() == 3 * 5);
    checkRepairCosts(rows, expected);
    CHECK(rows[1]["change"] == "terrain 3 0 water");
    CHECK(rows[2]["change"] == "terrain 3 1 roadway");
}

TEST_CASE("dynamic rejects a bad change script with its line and column", "[cli][dynamic]") {
    const TempDir scratch;
    const std::string map = tempFile(scratch, "bad-changes.maze", kBarMaze);
    SECTION("an unknown edit") {
        const CliResult result = runCli("dynamic --map " + map + " --changes " +
                                        tempFile(scratch, "bad1.txt", "add 1 1\n  paint 2 2\n"));
        CHECK(result.exitCode != 0);
        CHECK_THAT(result.out,
                   Catch::Contains("bad1.txt:2:3: expected add, remove, cost, terrain, start or goal"));
    }
    SECTION("a cell outside the map") {
        const CliResult result =
            runCli("dynamic --map " + map + " --changes " + tempFile(scratch, "bad2.txt", "remove 2 7\n"));
        CHECK(result.exitCode != 0);
        CHECK_THAT(result.out, Catch::Contains("bad2.txt:1:10: y 7 is outside the 5 x 3 map"));
    }
    SECTION("a missing number") {
        const CliResult result =
            runCli("dynamic --map " + map + " --changes " + tempFile(scratch, "bad3.txt", "cost 1 1\n"));
        CHECK(result.exitCode != 0);
        CHECK_THAT(result.out, Catch::Contains("bad3.txt:1:9: expected X Y COST after 'cost'"));
    }
    SECTION("a cost out of range") {
        const CliResult result =
            runCli("dynamic --map " + map + " --changes " + tempFile(scratch, "bad4.txt", "cost 1 1 12\n"));
        CHECK(result.exitCode != 0);
        CHECK_THAT(result.out, Catch::Contains("bad4.txt:1:10: cost 12 is outside 1-9"));
    }
    SECTION("an unknown terrain") {
        const CliResult result = runCli("dynamic --map " + map + " --changes " +
                                        tempFile(scratch, "bad5.txt", "terrain 1 1 lava\n"));
        CHECK(result.exitCode != 0);
        CHECK_THAT(result.out, Catch::Contains("bad5.txt:1:13: expected a terrain (jungle, forest"));
    }
    SECTION("neither a script nor random changes") {
        const CliResult result = runCli("dynamic --map " + map);
        CHECK(result.exitCode != 0);
        CHECK_THAT(result.out, Catch::Contains("--changes FILE or --random N"));
    }
}

TEST_CASE("generate writes the same map for the same seed, and convert round-trips the walls",
          "[cli][generate]") {
    const TempDir scratch;
    const std::string a = scratch.file("gen-a.maze");
    const std::string b = scratch.file("gen-b.maze");
    const std::string movingAi = scratch.file("gen.map");
    const std::string back = scratch.file("gen-back.maze");
    REQUIRE(runCli("generate --kind rooms --width 30 --height 20 --seed 4 --out '" + a + "'").exitCode == 0);
    REQUIRE(runCli("generate --kind rooms --width 30 --height 20 --seed 4 --out '" + b + "'").exitCode == 0);
    const auto slurp = [](const std::string& path) {
        std::ifstream in(path);
        std::ostringstream text;
        text << in.rdbuf();
        return text.str();
    };
    CHECK(slurp(a) == slurp(b));
    CHECK_THAT(slurp(a), Catch::Contains("size: 30 20"));

    REQUIRE(runCli("convert '" + a + "' '" + movingAi + "'").exitCode == 0);
    CHECK_THAT(slurp(movingAi), Catch::StartsWith("type octile\nheight 20\nwidth 30\nmap\n"));
    REQUIRE(runCli("convert '" + movingAi + "' '" + back + "'").exitCode == 0);
    // Walls survive both ways; the Moving AI format has no start or goal.
    const auto costOf = [](const std::string& mapPath) {
        const CliResult result =
            runCli("run --map '" + mapPath + "' --start 0,0 --goal 29,19 --algo dijkstra --json");
        REQUIRE(result.exitCode == 0);
        return nlohmann::json::parse(result.out)["rows"][0]["path_cost"];
    };
    CHECK(costOf(back) == costOf(a));

    const CliResult badKind = runCli("generate --kind hexagons --out '" + a + "'");
    CHECK(badKind.exitCode != 0);
    CHECK_THAT(badKind.out, Catch::Contains("hexagons"));
}

TEST_CASE("generate --kind terrain writes a strategy map whose goal its unit reaches",
          "[cli][generate][terrain]") {
    const TempDir scratch;
    const std::string a = scratch.file("terrain-a.maze");
    const std::string b = scratch.file("terrain-b.maze");
    const CliResult made =
        runCli("generate --kind terrain --width 60 --height 40 --seed 3 --out '" + a + "'");
    REQUIRE(made.exitCode == 0);
    CHECK_THAT(made.out, Catch::Contains("Strategy map 60\xc3\x97"
                                         "40, seed 3"));
    // The wall density means nothing to terrain maps.
    REQUIRE(runCli("generate --kind terrain --width 60 --height 40 --seed 3 --density 0.9 --out '" + b + "'")
                .exitCode == 0);
    const auto slurp = [](const std::string& path) {
        std::ifstream in(path);
        std::ostringstream text;
        text << in.rdbuf();
        return text.str();
    };
    CHECK(slurp(a) == slurp(b));
    const std::string text = slurp(a);
    CHECK_THAT(text, Catch::Contains("size: 60 40"));
    const std::string rows = text.substr(text.find("map:\n") + 5);
    for (const char letter : std::string("fprw"))
        CHECK(rows.find(letter) != std::string::npos);

    const CliResult run = runCli("run --map '" + a + "' --algo astar --json");
    REQUIRE(run.exitCode == 0);
    CHECK(nlohmann::json::parse(run.out)["rows"][0]["status"] == "reached");
}

TEST_CASE("dynamic runs a map without start and goal between its free corners, as run does",
          "[cli][dynamic]") {
    const CliResult result =
        runCli("dynamic --map " + fixture("small.map") + " --random 3 --algo dstar --csv");
    INFO(result.out);
    CHECK(result.exitCode == 0);
    CHECK_THAT(result.out,
               Catch::Contains("names no start or goal, so the walkers run between the free cells "
                               "nearest its corners: start (0, 0) and goal (9, 7)"));
    CHECK_THAT(result.out, Catch::Contains("\n3,"));
}
