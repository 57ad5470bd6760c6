#include "cli/cli_process.h"
#include "support/csv_records.h"
#include "support/temp_dir.h"

#include <algorithm>
#include <catch2/catch.hpp>
#include <filesystem>
#include <fstream>
#include <map>
#include <nlohmann/json.hpp>
#include <sstream>
#include <string>
#include <vector>

namespace fs = std::filesystem;

namespace {

/// A scratch folder holding a copy of the hand-worked fixture map and the given scenario text.
std::string scenarioFolder(const TempDir& scratch, const std::string& name, const std::string& scenario) {
    const fs::path dir = scratch.path() / name;
    fs::create_directories(dir);
    fs::copy_file(fs::path(PATHFINDER_FIXTURE_DIR) / "small.map", dir / "small.map",
                  fs::copy_options::overwrite_existing);
    std::ofstream(dir / "small.map.scen") << scenario;
    return dir.string();
}

std::string fixtureScenario() {
    std::ifstream in(fs::path(PATHFINDER_FIXTURE_DIR) / "small.map.scen");
    std::ostringstream text;
    text << in.rdbuf();
    return text.str();
}

/// The CSV rows without their last column (the time, which differs from run to run) and without
/// the provenance (whose command line and date differ).
std::string withoutTimes(const std::string& csv) {
    std::istringstream lines(csv);
    std::string line;
    std::string out;
    while (std::getline(lines, line))
        if (line.rfind("# ", 0) != 0)
            out += line.substr(0, line.rfind(',')) + "\n";
    return out;
}

/// The CSV row of `walker`'s result for the query from (sx, sy) to (gx, gy).
std::map<std::string, std::string> queryRow(const std::string& csv, const std::string& walker, int sx, int sy,
                                            int gx, int gy) {
    for (const auto& row : csvTable(csv))
        if (row.at("walker") == walker && row.at("start_x") == std::to_string(sx) &&
            row.at("start_y") == std::to_string(sy) && row.at("goal_x") == std::to_string(gx) &&
            row.at("goal_y") == std::to_string(gy))
            return row;
    FAIL("no row of " << walker << " from (" << sx << ", " << sy << ") to (" << gx << ", " << gy << ")");
    return {};
}

} // namespace

TEST_CASE("scen counts an any-angle path as a mismatch only when it is longer than the octile optimum",
          "[cli][scen]") {
    const TempDir scratch;
    const std::string dir = scenarioFolder(scratch, "angles", fixtureScenario());
    const CliResult result =
        runCli("scen '" + dir + "/small.map.scen' --algo thetastar,lazy-thetastar --csv");
    CHECK(result.exitCode == 0);
    const auto rows = csvTable(result.out);
    for (const auto& row : rows) {
        CAPTURE(row.at("walker"), row.at("query"));
        CHECK(row.at("status") == "reached");
        CHECK(row.at("cost_basis") == "any-angle");
        CHECK(std::stod(row.at("path_cost")) <= std::stod(row.at("optimal_cost")) * (1 + 1e-4));
    }
    CHECK(rows.size() == 16);
    const CliResult summary = runCli("scen '" + dir + "/small.map.scen' --algo thetastar");
    CHECK(summary.exitCode == 0);
    CHECK_THAT(summary.out, Catch::Contains("mean_cost_ratio"));
}

TEST_CASE("scen solves the hand-worked scenario with no mismatch", "[cli][scen]") {
    const TempDir scratch;
    const std::string dir = scenarioFolder(scratch, "good", fixtureScenario());
    const CliResult result = runCli("scen '" + dir + "/small.map.scen' --algo dijkstra,astar");
    CHECK(result.exitCode == 0);
    CHECK_THAT(result.out, Catch::Contains("mismatches"));
    CHECK_THAT(result.out, Catch::Contains("total"));
    CHECK_THAT(result.out, !Catch::Contains("differ"));

    const CliResult csv = runCli("scen '" + dir + "' --algo astar --csv");
    REQUIRE(csv.exitCode == 0);
    CHECK_THAT(csv.out, Catch::StartsWith("# program: pathfinder-cli\n"));
    CHECK_THAT(
        csv.out,
        Catch::Contains("\nscenario,query,line,bucket,map,start_x,start_y,goal_x,goal_y,optimal_cost,walker,"
                        "status,path_cost,path_length,cost_basis,cost_ratio,mismatch,path_steps,expanded,"
                        "generated,time_ns\n"));
    const auto row = queryRow(csv.out, "astar", 0, 0, 9, 0);
    CHECK(row.at("bucket") == "2");
    CHECK(row.at("map") == "small.map");
    CHECK(row.at("optimal_cost") == "9");
    CHECK(row.at("path_cost") == "9");
    CHECK(row.at("status") == "reached");
}

TEST_CASE("scen reports a wrong optimal length by file and line and exits non-zero", "[cli][scen]") {
    const TempDir scratch;
    // The straight run along the top row is 9 long; the file claims 8.
    const std::string dir = scenarioFolder(scratch, "wrong",
                                           "version 1\n2\tsmall.map\t10\t8\t0\t0\t9\t0\t8.00000000\n"
                                           "1\tsmall.map\t10\t8\t9\t0\t9\t7\t7.00000000\n");
    const CliResult result = runCli("scen '" + dir + "/small.map.scen' --algo astar");
    CHECK(result.exitCode != 0);
    CHECK_THAT(result.out, Catch::Contains("small.map.scen:2: astar found 9, the file's optimum is 8"));
    CHECK_THAT(result.out, Catch::Contains("1 of 2 results differs"));
}

TEST_CASE("scen under another movement checks each walker against the first one given", "[cli][scen]") {
    const TempDir scratch;
    const std::string dir = scenarioFolder(scratch, "movement", fixtureScenario());
    SECTION("4 neighbours: A* and Jump Point Search agree on the hand-worked lengths") {
        // With 4 neighbours (0,0) → (9,1) and (0,7) → (9,5) cost their row and column distances, 10
        // and 11; (2,3) → (9,3) goes round the wall down column 6, 3 + 7 + 3 = 13, where the file's
        // octile optimum is 10.07.
        const CliResult result = runCli("scen '" + dir + "' --algo astar,jps --neighbours 4 --csv");
        CHECK(result.exitCode == 0);
        CHECK_THAT(result.out, !Catch::Contains("differ"));
        for (const char* walker : {"astar", "jps"}) {
            CAPTURE(walker);
            CHECK(queryRow(result.out, walker, 0, 0, 9, 1).at("path_cost") == "10");
            CHECK(queryRow(result.out, walker, 0, 7, 9, 5).at("path_cost") == "11");
            CHECK(queryRow(result.out, walker, 2, 3, 9, 3).at("path_cost") == "13");
            CHECK(queryRow(result.out, walker, 2, 3, 9, 3).at("optimal_cost") == "10.07106781");
        }
    }
    SECTION("a walker that finds a dearer path than the first one is a mismatch") {
        // Best-First is not optimal: on line 6, (0,7) → (9,5), it takes a longer way than A*'s 11.
        const CliResult result = runCli("scen '" + dir + "' --algo astar,best-first --neighbours 4");
        CHECK(result.exitCode != 0);
        CHECK_THAT(result.out, Catch::Contains("small.map.scen:6: best-first found "));
        CHECK_THAT(result.out, Catch::Contains(", astar found 11\n"));
        CHECK_THAT(result.out, Catch::Contains("differs from the first walker's"));
        CHECK_THAT(result.out, !Catch::Contains("the file's optimum"));
    }
}

TEST_CASE("scen rejects malformed scenarios and missing maps with a clear message", "[cli][scen]") {
    const TempDir scratch;
    SECTION("a malformed field") {
        const std::string dir =
            scenarioFolder(scratch, "bad", "version 1\n0\tsmall.map\t10\t8\tzero\t0\t9\t0\t9\n");
        const CliResult result = runCli("scen '" + dir + "/small.map.scen'");
        CHECK(result.exitCode != 0);
        CHECK_THAT(result.out, Catch::Contains("small.map.scen:2:") && Catch::Contains("start_x"));
    }
    SECTION("a map that is not there") {
        const std::string dir =
            scenarioFolder(scratch, "nomap", "version 1\n0\tmaps/elsewhere.map\t10\t8\t0\t0\t9\t0\t9\n");
        const CliResult result = runCli("scen '" + dir + "/small.map.scen'");
        CHECK(result.exitCode != 0);
        CHECK_THAT(result.out,
                   Catch::Contains("small.map.scen:2:3: map 'maps/elsewhere.map' not found in " + dir));
    }
    SECTION("a start or goal on a wall, at its column") {
        const std::string dir =
            scenarioFolder(scratch, "wall", "version 1\n0\tsmall.map\t10\t8\t2\t2\t9\t0\t9\n");
        const CliResult result = runCli("scen '" + dir + "/small.map.scen'");
        CHECK(result.exitCode != 0);
        CHECK_THAT(result.out, Catch::Contains("small.map.scen:2:18: start (2, 2) lies on a wall of"));
    }
    SECTION("a file without queries") {
        const std::string dir = scenarioFolder(scratch, "empty", "version 1\n");
        const CliResult result = runCli("scen '" + dir + "/small.map.scen'");
        CHECK(result.exitCode != 0);
        CHECK_THAT(result.out, Catch::Contains("small.map.scen:2:1: no queries"));
    }
    SECTION("a map of another size") {
        const std::string dir =
            scenarioFolder(scratch, "size", "version 1\n0\tsmall.map\t12\t8\t0\t0\t9\t0\t9\n");
        const CliResult result = runCli("scen '" + dir + "/small.map.scen'");
        CHECK(result.exitCode != 0);
        CHECK_THAT(result.out, Catch::Contains("expects a 12 x 8 map"));
    }
    SECTION("an unknown walker") {
        const std::string dir = scenarioFolder(scratch, "walker", fixtureScenario());
        const CliResult result = runCli("scen '" + dir + "' --algo teleport");
        CHECK(result.exitCode != 0);
        CHECK_THAT(result.out, Catch::Contains("unknown walker 'teleport'"));
    }
}

TEST_CASE("scen looks for maps inside the map folder unless told to follow paths", "[cli][scen]") {
    const TempDir scratch;
    // The scenario names "../outside.map"; the map folder has its own small.map under that bare
    // name only when the test puts one there.
    const std::string dir =
        scenarioFolder(scratch, "inside", "version 1\n0\t../outside.map\t10\t8\t0\t0\t9\t0\t9\n");
    fs::copy_file(fs::path(PATHFINDER_FIXTURE_DIR) / "small.map", scratch.path() / "outside.map");
    SECTION("a '..' path is not followed out of the folder") {
        const CliResult result = runCli("scen '" + dir + "/small.map.scen'");
        CHECK(result.exitCode != 0);
        CHECK_THAT(result.out, Catch::Contains("map '../outside.map' not found in " + dir));
    }
    SECTION("the bare name inside the folder is used") {
        fs::copy_file(fs::path(PATHFINDER_FIXTURE_DIR) / "small.map", fs::path(dir) / "outside.map");
        CHECK(runCli("scen '" + dir + "/small.map.scen'").exitCode == 0);
    }
    SECTION("--follow-map-paths follows it") {
        CHECK(runCli("scen '" + dir + "/small.map.scen' --follow-map-paths").exitCode == 0);
    }
}

TEST_CASE("scen on a folder reads the .scen files of its sub-folders too", "[cli][scen]") {
    const TempDir scratch;
    const std::string dir = scenarioFolder(scratch, "top/nested", fixtureScenario());
    const CliResult result = runCli("scen '" + (scratch.path() / "top").string() + "' --csv");
    CHECK(result.exitCode == 0);
    const std::string rows = withoutTimes(result.out);
    CHECK(std::count(rows.begin(), rows.end(), '\n') == 9); // the header and the fixture's 8 queries
}

TEST_CASE("scen with more jobs than the machine has threads runs on the threads it has", "[cli][scen]") {
    const TempDir scratch;
    const std::string dir = scenarioFolder(scratch, "many", fixtureScenario());
    const CliResult result = runCli("scen '" + dir + "' --jobs 100000 --csv");
    CHECK(result.exitCode == 0);
    CHECK_THAT(result.out, Catch::Contains("note: --jobs 100000 asks for more threads"));
    const CliResult zero = runCli("scen '" + dir + "' --jobs 0");
    CHECK(zero.exitCode != 0);
    CHECK_THAT(zero.out, Catch::Contains("--jobs: expected a whole number from 1 to 1000000, found '0'"));
}

TEST_CASE("scen --jobs 2 gives the same results as --jobs 1", "[cli][scen]") {
    const TempDir scratch;
    const std::string dir = scenarioFolder(scratch, "jobs", fixtureScenario());
    const CliResult one = runCli("scen '" + dir + "' --algo all --csv --jobs 1");
    const CliResult two = runCli("scen '" + dir + "' --algo all --csv --jobs 2");
    // Reactive walkers may miss the optimum: the exit status then says so for both runs alike.
    CHECK(one.exitCode == two.exitCode);
    CHECK(withoutTimes(one.out) == withoutTimes(two.out));
}

TEST_CASE("scen names a search that spent its budget gave-up, as every command does", "[cli][scen]") {
    const TempDir scratch;
    const std::string dir = scenarioFolder(scratch, "budget", fixtureScenario());
    const CliResult result = runCli("scen '" + dir + "/small.map.scen' --algo dijkstra --budget 1 --csv");
    CHECK(result.exitCode != 0); // a query without its optimal path is a mismatch
    CHECK_THAT(result.out, Catch::Contains(",status,path_cost,"));
    int gaveUp = 0;
    // The CSV without the mismatches reported on stderr ("FILE.scen:LINE: ...", "N of M results ...").
    std::istringstream lines(result.out);
    std::string csv;
    for (std::string line; std::getline(lines, line);)
        if (line.find(".scen:") == std::string::npos && line.find(" results ") == std::string::npos)
            csv += line + "\n";
    for (const auto& row : csvTable(csv)) {
        CAPTURE(row.at("query"));
        // One expansion reaches only a goal on the start; every other query gives up, with no cost.
        const bool reached = row.at("status") == "reached";
        CHECK((reached || row.at("status") == "gave-up"));
        CHECK((reached || row.at("path_cost").empty()));
        gaveUp += reached ? 0 : 1;
    }
    CHECK(gaveUp > 0);
}

TEST_CASE("scen finds the recorded lengths on a map with swamp and water", "[cli][scen][terrain]") {
    // tests/fixtures/lake.map.scen: lengths worked by hand in tests/io/test_movingai_terrain.cpp,
    // two of its queries start on water.
    const TempDir scratch;
    const fs::path dir = scratch.path() / "lake";
    fs::create_directories(dir);
    for (const char* name : {"lake.map", "lake.map.scen"})
        fs::copy_file(fs::path(PATHFINDER_FIXTURE_DIR) / name, dir / name);
    const CliResult result =
        runCli("scen '" + (dir / "lake.map.scen").string() + "' --algo dijkstra,astar,jps");
    CHECK(result.exitCode == 0);
    CHECK_THAT(result.out, !Catch::Contains("differ"));
    const CliResult csv = runCli("scen '" + dir.string() + "' --algo astar --csv");
    CHECK(queryRow(csv.out, "astar", 2, 2, 1, 1).at("path_cost") == "1.41421356237");
    CHECK(queryRow(csv.out, "astar", 2, 2, 1, 1).at("optimal_cost") == "1.41421356");
    CHECK(queryRow(csv.out, "astar", 0, 2, 8, 2).at("path_cost") == "12");
    CHECK(queryRow(csv.out, "astar", 0, 2, 8, 2).at("map") == "lake.map");

    SECTION("a goal in the other medium is named as such") {
        std::ofstream(dir / "lake.map.scen") << "version 1\n0\tlake.map\t9\t5\t2\t2\t4\t2\t2\n";
        const CliResult wrong = runCli("scen '" + (dir / "lake.map.scen").string() + "'");
        CHECK(wrong.exitCode != 0);
        CHECK_THAT(wrong.out,
                   Catch::Contains("lake.map.scen:2:20: goal (4, 2) lies on land of ") &&
                       Catch::Contains("lake.map and the start in water: no move crosses between them"));
    }
}

TEST_CASE("generate --scen writes a scenario that scen runs with no mismatch", "[cli][scen][generate]") {
    const TempDir scratch;
    const std::string map = scratch.file("rooms.map");
    const CliResult made =
        runCli("generate --kind rooms --width 60 --height 40 --seed 4 --out '" + map + "' --scen 50");
    INFO(made.out);
    REQUIRE(made.exitCode == 0);
    const std::string scenario = readText(map + ".scen");
    CHECK(std::count(scenario.begin(), scenario.end(), '\n') == 51); // "version 1" and 50 queries
    const CliResult run = runCli("scen '" + map + ".scen' --algo dijkstra,astar");
    CHECK(run.exitCode == 0);
    CHECK_THAT(run.out, !Catch::Contains("differ"));

    const CliResult maze =
        runCli("generate --kind rooms --out '" + scratch.file("rooms.maze") + "' --scen 5");
    CHECK(maze.exitCode != 0);
    CHECK_THAT(maze.out, Catch::Contains("give --out a .map file name"));
}
