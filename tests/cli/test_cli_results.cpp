// Results that never mislead: every table the command line writes names its columns from the one
// list, an any-angle figure is set beside the grid optimum only where it is a cost, an unreachable
// goal is "inf" and a walker that gave up has no cost, and counts read right in the singular.
#include "pathfinder/experiments/result_columns.h"
#include "pathfinder/experiments/scenario_table.h"

#include "cli/cli_process.h"
#include "support/csv_records.h"
#include "support/temp_dir.h"

#include <catch2/catch.hpp>
#include <cmath>
#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

namespace fs = std::filesystem;

namespace {

std::string tempFile(const TempDir& scratch, const std::string& name, const std::string& text) {
    return "'" + scratch.write(name, text) + "'";
}

/// Checks that every column of the CSV's header is one of the core's result columns.
void checkHeader(const std::string& what, const std::string& csv) {
    const auto lines = csvLines(csv);
    REQUIRE_FALSE(lines.empty());
    for (const std::string& name : lines.front()) {
        CAPTURE(what, name);
        CHECK(pathfinder::findResultColumn(name) != nullptr);
    }
}

/// A scratch folder with the hand-worked fixture map and its scenario.
std::string scenarioFolder(const TempDir& scratch) {
    const fs::path dir = scratch.path() / "maps" / "small";
    fs::create_directories(dir);
    for (const char* name : {"small.map", "small.map.scen"})
        fs::copy_file(fs::path(PATHFINDER_FIXTURE_DIR) / name, dir / name);
    return dir.string();
}

double number(const std::string& cell) {
    return std::stod(cell);
}

//   .....
//   S###G    a bar between start and goal; every free cell costs 1
//   .....
const char* const kBarMaze = "name: bar\nsize: 5 3\nstart: 0 1\ngoal: 4 1\nmap:\n.....\n.###.\n.....\n";
// The same bar on a map whose free cells all cost 3.
const char* const kDearBarMaze =
    "name: dear bar\nsize: 5 3\nstart: 0 1\ngoal: 4 1\nmap:\n33333\n3###3\n33333\n";

} // namespace

TEST_CASE("Every CSV and JSON of the command line names its columns from the one list", "[cli][results]") {
    const TempDir scratch;
    const std::string map = tempFile(scratch, "bar.maze", kBarMaze);
    const std::string changes = tempFile(scratch, "changes.txt", "remove 2 1\n");
    const std::string dir = scenarioFolder(scratch);
    const std::vector<std::pair<std::string, std::string>> commands = {
        {"run", "run --map " + map + " --algo all --reps 1 --budget 20x"},
        {"bench", "bench " + map + " --algo astar,anya --reps 1"},
        {"dynamic", "dynamic --map " + map + " --changes " + changes + " --algo dstar,thetastar"},
        {"scen", "scen '" + dir + "' --algo astar,anya"},
    };
    for (const auto& [what, command] : commands) {
        const CliResult csv = runCli(command + " --csv");
        INFO(csv.out);
        REQUIRE(csv.exitCode == 0);
        checkHeader(what, csv.out);
        const CliResult json = runCli(command + " --json");
        REQUIRE(json.exitCode == 0);
        const nlohmann::json parsed = nlohmann::json::parse(json.out); // outlives the loop over its rows
        for (const auto& row : parsed["rows"])
            for (const auto& [key, value] : row.items()) {
                CAPTURE(what, key);
                CHECK(pathfinder::findResultColumn(key) != nullptr);
            }
    }

    SECTION("an experiment's results.csv, over scenarios and over maps with changes") {
        const std::string scenarios = scratch.write(
            "scenarios.json", R"({"walkers": [{"algo": "astar"}, {"algo": "anya", "label": "Anya"}],
                                  "scenarios": ["maps"], "slices": {"iterations": 4}})");
        const std::string maze = std::string(PATHFINDER_MAZE_DIR) + "/test-8x8.maze";
        const std::string maps = scratch.write("maps.json", R"({"walkers": [{"algo": "dstar"}],
            "maps": [{"map": ")" + maze + R"(", "changes": "remove 4 1"}]})");
        for (const std::string& file : {scenarios, maps}) {
            const fs::path out = scratch.path() / ("out-" + fs::path(file).stem().string());
            const CliResult result = runCli("experiment '" + file + "' --out '" + out.string() + "'");
            INFO(result.out);
            REQUIRE(result.exitCode == 0);
            checkHeader(file, readText((out / "results.csv").string()));
        }
    }
}

TEST_CASE("scen --csv is the core's scenario table, the one the app exports", "[cli][results]") {
    const TempDir scratch;
    const std::string dir = scenarioFolder(scratch);
    const CliResult result = runCli("scen '" + dir + "' --algo astar,thetastar --csv");
    REQUIRE(result.exitCode == 0);
    const auto lines = csvLines(result.out);
    const std::string header = pathfinder::scenarioResultTable({}, {}, {}).csvHeader();
    std::string written;
    for (const std::string& name : lines.front())
        written += (written.empty() ? "" : ",") + name;
    CHECK(written == header);
    const auto rows = csvTable(result.out);
    REQUIRE(rows.size() == 2 * 8);
    for (const auto& row : rows) {
        CAPTURE(row.at("walker"), row.at("query"));
        CHECK(row.at("status") == "reached");
        CHECK(row.at("map") == "small.map");
        CHECK(std::stoi(row.at("line")) == std::stoi(row.at("query")) + 1); // after "version 1"
        if (row.at("walker") == "astar") {
            CHECK(row.at("cost_basis") == "grid");
            CHECK(number(row.at("path_cost")) == Approx(number(row.at("optimal_cost"))).epsilon(1e-6));
            CHECK(row.at("path_length").empty());
        } else {
            // A Moving AI map costs 1 a cell: the length is the cost, at most the octile optimum.
            CHECK(row.at("cost_basis") == "any-angle");
            CHECK(row.at("path_cost") == row.at("path_length"));
            CHECK(number(row.at("cost_ratio")) <= 1 + 1e-4);
        }
        CHECK(row.at("mismatch") == "0");
    }
}

TEST_CASE("run on a terrain preset gives an any-angle walker a length, no cost and no ratio",
          "[cli][results]") {
    // The river crossing: the straight line fords a river of cost 9, 27 cells long; the cheapest route
    // of grid steps costs 42.9. The length is no cost to set beside it.
    const CliResult result = runCli("run --map " + preset("terrain-river.maze") +
                                    " --algo astar,thetastar,lazy-thetastar,anya --reps 1 --csv");
    REQUIRE(result.exitCode == 0);
    const auto rows = csvTable(result.out);
    REQUIRE(rows.size() == 4);
    const auto astar = rowWhere(rows, "walker", "astar");
    CHECK(astar.at("cost_basis") == "grid");
    CHECK(number(astar.at("path_cost")) == Approx(number(astar.at("optimal_cost"))));
    CHECK(number(astar.at("cost_ratio")) == Approx(1.0));
    CHECK(astar.at("path_length").empty());
    CHECK(astar.at("note").empty());
    // smoothed_length: the A* path pulled taut, a length shorter than its cost on this map.
    CHECK(number(astar.at("smoothed_length")) < number(astar.at("path_cost")));
    for (const char* name : {"thetastar", "lazy-thetastar", "anya"}) {
        CAPTURE(name);
        const auto row = rowWhere(rows, "walker", name);
        CHECK(row.at("status") == "reached");
        CHECK(row.at("cost_basis") == "length");
        CHECK(row.at("path_cost").empty());
        CHECK(row.at("cost_ratio").empty());
        CHECK(number(row.at("path_length")) == Approx(27.0)); // straight along row 17, from x 1 to 28
        CHECK_THAT(row.at("note"),
                   Catch::Contains("not a cost") && Catch::Contains("ignores the map's costs"));
    }
    const CliResult table = runCli("run --map " + preset("terrain-river.maze") + " --algo anya --reps 1");
    CHECK_THAT(table.out, Catch::Contains("smoothed_length") && !Catch::Contains("smoothed_cost"));
}

TEST_CASE("run on a map of one cost gives an any-angle walker its length times that cost", "[cli][results]") {
    const TempDir scratch;
    // By hand, on the bar: around it by grid steps, 6 cells (no corner cutting). Anya, from the start's
    // centre (0.5, 1.5) to the bar's corner (1, 1), along its top edge to (4, 1) and down to the goal's
    // centre: √0.5 + 3 + √0.5 = 3 + √2. Theta* opens cells by the movement's steps, and no corner
    // cutting keeps it from stepping past the bar's far end diagonally: up to (1.5, 0.5), along row 0
    // to (4.5, 0.5) and down, √2 + 3 + 1.
    const std::vector<std::pair<const char*, double>> lengths = {{"anya", 3 + std::sqrt(2.0)},
                                                                 {"thetastar", 4 + std::sqrt(2.0)}};
    for (const auto& [maze, cost] : {std::pair{kBarMaze, 1.0}, std::pair{kDearBarMaze, 3.0}}) {
        CAPTURE(cost);
        const std::string map = tempFile(scratch, "bar.maze", maze);
        const CliResult result = runCli("run --map " + map + " --algo astar,anya,thetastar --reps 1 --csv");
        REQUIRE(result.exitCode == 0);
        const auto rows = csvTable(result.out);
        CHECK(number(rowWhere(rows, "walker", "astar").at("path_cost")) == Approx(6 * cost));
        for (const auto& [name, length] : lengths) {
            CAPTURE(name);
            const auto row = rowWhere(rows, "walker", name);
            CHECK(row.at("cost_basis") == "any-angle");
            CHECK(number(row.at("path_length")) == Approx(length));
            CHECK(number(row.at("path_cost")) == Approx(length * cost));
            CHECK(number(row.at("optimal_cost")) == Approx(6 * cost));
            CHECK(number(row.at("cost_ratio")) == Approx(length / 6));
            CHECK(row.at("note") == "any-angle: may be shorter than any grid path");
        }
    }
}

TEST_CASE("An unreachable goal costs inf everywhere, and a walker that gave up has no cost",
          "[cli][results]") {
    const TempDir scratch;
    // The goal is sealed off by walls; Random Bounce gives up after its step limit.
    const std::string map =
        tempFile(scratch, "sealed.maze",
                 "name: sealed\nsize: 5 3\nstart: 0 1\ngoal: 4 1\nmap:\n...#.\n...#.\n...#.\n");
    const CliResult result =
        runCli("run --map " + map + " --algo astar,anya,random-bounce --max-steps 5 --reps 1 --csv");
    REQUIRE(result.exitCode == 0);
    const auto rows = csvTable(result.out);
    for (const char* name : {"astar", "anya"}) {
        CAPTURE(name);
        const auto row = rowWhere(rows, "walker", name);
        CHECK(row.at("status") == "unreachable");
        CHECK(row.at("path_cost") == "inf");
        CHECK(row.at("optimal_cost") == "inf");
        CHECK(row.at("cost_ratio").empty());
        CHECK(row.at("path_steps").empty());
    }
    const auto bounce = rowWhere(rows, "walker", "random-bounce");
    CHECK(bounce.at("status") == "gave-up");
    CHECK(bounce.at("path_cost").empty()); // it proved nothing: no path, and no infinite cost either
    CHECK(bounce.at("path_steps").empty());

    const CliResult json = runCli("run --map " + map + " --algo random-bounce --max-steps 5 --reps 1 --json");
    CHECK(nlohmann::json::parse(json.out)["rows"][0]["path_cost"].is_null());
}

TEST_CASE("An experiment over one scenario file says so in the singular", "[cli][results]") {
    const TempDir scratch;
    scenarioFolder(scratch);
    const std::string file =
        scratch.write("one.json", R"({"walkers": [{"algo": "astar"}], "scenarios": ["maps"]})");
    const fs::path out = scratch.path() / "out";
    const CliResult result = runCli("experiment '" + file + "' --out '" + out.string() + "'");
    INFO(result.out);
    REQUIRE(result.exitCode == 0);
    const std::string report = readText((out / "report.md").string());
    CHECK_THAT(report, Catch::Contains("8 queries from 1 scenario file (1 family), 1 walker,"));
    CHECK_THAT(result.out, Catch::Contains("(8 queries, 1 walker)"));
}

TEST_CASE("trace calls an any-angle length on terrain a length", "[cli][results]") {
    const TempDir scratch;
    const std::string out = scratch.file("anya.trace.json");
    const CliResult anya =
        runCli("trace --map " + preset("terrain-river.maze") + " --algo anya --out '" + out + "'");
    REQUIRE(anya.exitCode == 0);
    CHECK_THAT(anya.out, Catch::Contains("anya: reached, path length 27, expanded "));
    const CliResult astar =
        runCli("trace --map " + preset("terrain-river.maze") + " --algo astar --out '" + out + "'");
    CHECK_THAT(astar.out, Catch::Contains("astar: reached, path cost 42.9411254969"));
}
