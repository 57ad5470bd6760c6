#include "pathfinder/registry/walker_registry.h"

#include "cli/cli_process.h"
#include "support/temp_dir.h"

#include <catch2/catch.hpp>
#include <cmath>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <sstream>
#include <utility>
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
        if (line.rfind("# ", 0) == 0)
            continue; // provenance
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
        CHECK(rows[0] ==
              std::vector<std::string>{"walker",     "status",       "path_cost",  "path_length",
                                       "cost_basis", "optimal_cost", "cost_ratio", "path_steps",
                                       "expanded",   "generated",    "reexpanded", "dead_ends",
                                       "peak_open",  "time_ns",      "revisits",   "distinct_cells",
                                       "seed",       "trials",       "runs",       "smoothed_length",
                                       "note"});
        for (std::size_t i = 1; i < rows.size(); ++i) {
            CHECK(rows[i][1] == "reached");
            CHECK(std::stod(rows[i][2]) == Approx(6.0));
            CHECK(rows[i][4] == "grid");
            CHECK(std::stod(rows[i][5]) == Approx(6.0));
            CHECK(std::stod(rows[i][6]) == Approx(1.0));
            // Round the bar by row 0 or row 2: from the start the centre of (1, 0) (or (1, 2)) is the
            // farthest in sight, past the bar's corner, √2; then 3 along the row and 1 down to the goal.
            REQUIRE(rows[i].size() == 20); // the empty note is the line's last cell, dropped by the split
            CHECK(std::stod(rows[i][19]) == Approx(4.0 + std::sqrt(2.0)));
            CHECK(rows[i][7] == "6");
        }
    }
    SECTION("corner cutting allowed: two diagonals and two straight steps, 2 + 2 sqrt 2") {
        const CliResult result = runCli("run --map " + map + " --algo astar --diagonal always --csv");
        REQUIRE(result.exitCode == 0);
        const auto rows = csvRows(result.out);
        REQUIRE(rows.size() == 2);
        CHECK(std::stod(rows[1][2]) == Approx(2.0 + 2.0 * std::sqrt(2.0)).epsilon(1e-9));
        CHECK(rows[1][7] == "4");
    }
    SECTION("--start and --goal override the file's positions") {
        const CliResult result = runCli("run --map " + map + " --start 0,0 --goal 4,0 --algo dijkstra --csv");
        REQUIRE(result.exitCode == 0);
        CHECK(std::stod(csvRows(result.out)[1][2]) == Approx(4.0));
    }
    SECTION("a walled-off goal is reported unreachable") {
        const std::string sealed =
            tempFile(scratch, "sealed.maze", "size: 5 3\nstart: 0 1\ngoal: 3 1\nmap:\n..###\n..#.#\n..###\n");
        const CliResult result = runCli("run --map " + sealed + " --algo all --csv");
        REQUIRE(result.exitCode == 0);
        const auto rows = csvRows(result.out);
        REQUIRE(rows.size() == pathfinder::walkerRegistry().size() + 1);
        for (std::size_t i = 1; i < rows.size(); ++i) {
            // The searches show it; the reactive agents cannot, and give up.
            // A walker that gave up proved nothing: no cost, where an unreachable goal costs inf.
            const bool agent = rows[i][0] == "random-bounce" || rows[i][0] == "wall-trace";
            CHECK(rows[i][1] == (agent ? "gave-up" : "unreachable"));
            CHECK(rows[i][2] == (agent ? "" : "inf"));
        }
    }
}

TEST_CASE("run on a Moving AI map without --start and --goal runs between its free corners and says so",
          "[cli]") {
    const TempDir scratch;
    // Corners (0, 0) and (3, 2) are walls: the nearest free cells are (1, 0) and (2, 2).
    const std::string movingAi =
        tempFile(scratch, "CORNERS.MAP", "type octile\nheight 3\nwidth 4\nmap\n@...\n....\n...@\n");
    const CliResult result = runCli("run --map " + movingAi + " --algo dijkstra --csv");
    REQUIRE(result.exitCode == 0);
    CHECK_THAT(
        result.out,
        Catch::Contains("run between the free cells nearest its corners: start (1, 0) and goal (2, 2)"));
    // From (1, 0) to (2, 2): one diagonal and one straight step (no corner cutting is needed).
    CHECK_THAT(result.out, Catch::Contains("dijkstra,reached,2.41421356237"));
    const CliResult given = runCli("run --map " + movingAi + " --start 1,1 --goal 2,1 --algo dijkstra --csv");
    CHECK(given.exitCode == 0);
    CHECK_THAT(given.out, !Catch::Contains("note:"));
}

TEST_CASE("run takes the median of 5 runs unless told otherwise, and says how many", "[cli]") {
    const CliResult result =
        runCli("run --map " + preset("pacman.maze") + " --algo astar,depth-first --budget 500");
    REQUIRE(result.exitCode == 0);
    CHECK_THAT(result.out, Catch::Contains("time_ns is the median of 5 runs"));
    const CliResult csv =
        runCli("run --map " + preset("pacman.maze") + " --algo astar,depth-first --budget 500 --csv");
    const auto rows = csvRows(csv.out);
    REQUIRE(rows.size() == 3);
    CHECK(rows[1][0] == "astar");
    CHECK(rows[1][1] == "reached");
    CHECK(rows[1][18] == "5");
    // Depth-First needs 2 579 expansions here: with a budget of 500 it gives up, after one run.
    CHECK(rows[2][0] == "depth-first");
    CHECK(rows[2][1] == "gave-up");
    CHECK(std::stoul(rows[2][8]) <= 500);
    CHECK(rows[2][18] == "1");
}

TEST_CASE("run says when Jump Point Search fell back to plain A*", "[cli]") {
    const CliResult costs = runCli("run --map " + preset("terrain-hills.maze") + " --algo jps --csv");
    CHECK_THAT(costs.out,
               Catch::Contains("fell back to plain A* (cells cost other than 1: entry costs or terrain)"));
    // It jumps under every movement on maps whose cells all cost 1: diagonals always allowed (the
    // pacman map's rule), 4 neighbours, and no corner cutting.
    const CliResult always = runCli("run --map " + preset("pacman.maze") + " --algo jps --csv");
    REQUIRE(always.exitCode == 0);
    CHECK_THAT(always.out, !Catch::Contains("fell back"));
    const CliResult four = runCli("run --map " + preset("pacman.maze") + " --algo jps --neighbours 4 --csv");
    REQUIRE(four.exitCode == 0);
    CHECK_THAT(four.out, !Catch::Contains("fell back"));
    const CliResult jumps = runCli("run --map " + preset("rooms-40.maze") + " --algo jps --csv");
    CHECK_THAT(jumps.out, !Catch::Contains("fell back"));
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
    const auto json = nlohmann::json::parse(result.out)["rows"];
    REQUIRE(json.is_array());
    REQUIRE(json.size() == 2);
    CHECK(json[0]["walker"] == "breadth-first");
    CHECK(json[1]["path_cost"].get<double>() == Approx(6.0));
    CHECK(json[1]["expanded"].is_number_integer());

    const std::string sealed =
        tempFile(scratch, "sealed.maze", "size: 3 3\nstart: 0 0\ngoal: 2 2\nmap:\n...\n.##\n.#.\n");
    const CliResult blocked = runCli("run --map " + sealed + " --algo dijkstra --json");
    REQUIRE(blocked.exitCode == 0);
    const auto row = nlohmann::json::parse(blocked.out)["rows"][0];
    CHECK(row["status"] == "unreachable");
    CHECK(row["path_cost"].is_null());
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
    SECTION("a start or goal on a wall") {
        const CliResult result = runCli("run --map " + map + " --goal 2,1");
        CHECK(result.exitCode != 0);
        CHECK_THAT(result.out, Catch::Contains("--goal 2,1 lies on a wall"));
    }
    SECTION("numbers out of range name the option and the range in words") {
        const std::pair<const char*, const char*> cases[] = {
            {"--reps 0", "--reps: expected a whole number from 1 to 1000, found '0'"},
            {"--weight nan", "--weight: expected a number from 0 to 1000000, found 'nan'"},
            {"--weight inf", "--weight: expected a number from 0 to 1000000, found 'inf'"},
            {"--weight -1", "--weight: expected a number from 0 to 1000000, found '-1'"},
            {"--max-steps -1", "--max-steps: expected a whole number from 0 to 1000000000000, found '-1'"},
            {"--max-steps 18446744073709551616",
             "--max-steps: expected a whole number from 0 to 1000000000000, found '18446744073709551616'"},
            {"--max-steps 2^64",
             "--max-steps: expected a whole number from 0 to 1000000000000, found '2^64'"},
            {"--budget 0", "--budget: expected a number of iterations N or Nx"},
        };
        for (const auto& [option, message] : cases) {
            INFO(option);
            const CliResult result = runCli("run --map " + map + " " + option);
            CHECK(result.exitCode != 0);
            CHECK_THAT(result.out, Catch::Contains(message));
            CHECK(result.out.size() < 400); // no 309-digit numbers
        }
    }
    SECTION("a missing file") {
        const CliResult result = runCli("run --map /nonexistent/nowhere.maze");
        CHECK(result.exitCode != 0);
        CHECK_THAT(result.out, Catch::Contains("nowhere.maze"));
    }
}

TEST_CASE("Every command names an outcome with the same word: Random Bounce that gave up is gave-up",
          "[cli][outcome]") {
    const TempDir scratch;
    // The goal is walled in: the searches show it unreachable, the agent can only give up.
    const std::string sealed =
        tempFile(scratch, "sealed.maze", "size: 6 3\nstart: 0 1\ngoal: 4 1\nmap:\n...###\n...#.#\n...###\n");
    const CliResult run = runCli("run --map " + sealed + " --algo random-bounce,astar --max-steps 300 --csv");
    REQUIRE(run.exitCode == 0);
    CHECK_THAT(run.out, Catch::Contains("random-bounce,gave-up"));
    CHECK_THAT(run.out, Catch::Contains("astar,unreachable"));
    const CliResult bench = runCli("bench " + sealed + " --algo random-bounce,astar --reps 1 --csv");
    REQUIRE(bench.exitCode == 0);
    CHECK_THAT(bench.out, Catch::Contains(",random-bounce,gave-up,"));
    CHECK_THAT(bench.out, Catch::Contains(",astar,unreachable,"));
    const std::string changes = tempFile(scratch, "none.txt", "cost 0 0 2\n");
    const CliResult dynamic =
        runCli("dynamic --map " + sealed + " --changes " + changes + " --algo random-bounce,astar --csv");
    REQUIRE(dynamic.exitCode == 0);
    CHECK_THAT(dynamic.out, Catch::Contains("random-bounce,gave-up"));
    CHECK_THAT(dynamic.out, Catch::Contains("astar,unreachable"));
}

TEST_CASE("pathfinder-cli --version says its version", "[cli]") {
    const CliResult result = runCli("--version");
    CHECK(result.exitCode == 0);
    CHECK_THAT(result.out, Catch::StartsWith("pathfinder-cli 0."));
}

TEST_CASE("A write error says why", "[cli]") {
    const TempDir scratch;
    const std::string out = scratch.file("no-such-folder/out.maze");
    const CliResult result = runCli("generate --kind open --width 4 --height 4 --out '" + out + "'");
    CHECK(result.exitCode != 0);
    CHECK_THAT(result.out, Catch::Contains("cannot write '" + out + "': No such file or directory"));
}

TEST_CASE("convert says what a Moving AI map cannot keep", "[cli]") {
    const TempDir scratch;
    const std::string out = scratch.file("river.map");
    const CliResult result = runCli("convert " + preset("terrain-river.maze") + " '" + out + "'");
    CHECK(result.exitCode == 0);
    CHECK_THAT(result.out, Catch::Contains("warning: a Moving AI map cannot keep the entry costs of") &&
                               Catch::Contains("warning: a Moving AI map cannot keep the start (1, 17)"));
}

TEST_CASE("An option that none of the chosen walkers reads is an error naming those they read",
          "[cli][parameters]") {
    const TempDir scratch;
    const std::string map =
        tempFile(scratch, "open.maze", "size: 5 3\nstart: 0 0\ngoal: 4 2\nmap:\n.....\n.....\n.....\n");
    const CliResult dijkstra = runCli("run --map " + map + " --algo dijkstra --heuristic manhattan");
    CHECK(dijkstra.exitCode != 0);
    CHECK_THAT(dijkstra.out, Catch::Contains("--heuristic is not a setting of dijkstra") &&
                                 Catch::Contains("its settings are --tie-break"));
    const CliResult bfs = runCli("run --map " + map + " --algo breadth-first,depth-first --weight 2");
    CHECK(bfs.exitCode != 0);
    CHECK_THAT(bfs.out, Catch::Contains("--weight is not a setting of breadth-first or depth-first") &&
                            Catch::Contains("their settings are --open-list and --search-unreachable"));
    const CliResult flood = runCli("bench " + map + " --algo astar --flood-all");
    CHECK(flood.exitCode != 0);
    CHECK_THAT(flood.out, Catch::Contains("--flood-all is not a setting of astar") &&
                              Catch::Contains("--flood-all is a setting of dstar"));
    // An option read by one of several chosen walkers is accepted.
    CHECK(runCli("run --map " + map + " --algo dijkstra,astar --heuristic manhattan --reps 1").exitCode == 0);
    CHECK(runCli("run --map " + map + " --algo dstar --flood-all --reps 1").exitCode == 0);
}

TEST_CASE("Every walker's parameters are options of the commands that run walkers", "[cli][parameters]") {
    for (const char* command : {"run", "bench", "dynamic"}) {
        const CliResult help = runCli(std::string(command) + " --help");
        REQUIRE(help.exitCode == 0);
        for (const pathfinder::WalkerInfo& info : pathfinder::walkerRegistry())
            for (pathfinder::Parameter id : info.parameters) {
                if (std::string(command) == "dynamic" && id == pathfinder::Parameter::Seed)
                    continue; // dynamic's --seed is that of its random changes
                INFO(command << ": " << info.name << " " << pathfinder::parameterSpec(id).key);
                CHECK_THAT(help.out, Catch::Contains("--" + std::string(pathfinder::parameterSpec(id).key)));
            }
    }
}

TEST_CASE("run starts on water when told to, and keeps the goal in the start's medium",
          "[cli][run][terrain]") {
    // tests/fixtures/lake.map: a lake of water W at x = 1..3, y = 1..3 (see
    // tests/io/test_movingai_terrain.cpp).
    const CliResult onWater =
        runCli("run --map " + fixture("lake.map") + " --start 2,2 --goal 1,1 --algo astar --csv");
    CHECK(onWater.exitCode == 0);
    CHECK_THAT(onWater.out, Catch::Contains("\nastar,reached,1.41421356237,,grid,1.41421356237,"));
    const CliResult ashore = runCli("run --map " + fixture("lake.map") + " --start 2,2 --goal 4,2");
    CHECK(ashore.exitCode != 0);
    CHECK_THAT(
        ashore.out,
        Catch::Contains("--goal 4,2 lies on land and the start in water: no move crosses between them"));
    const CliResult tree = runCli("run --map " + fixture("lake.map") + " --start 5,0");
    CHECK(tree.exitCode != 0);
    CHECK_THAT(tree.out, Catch::Contains("--start 5,0 lies on a wall"));
}
