#include "pathfinder/registry/walker_registry.h"

#include "cli/cli_process.h"
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

namespace {

/// Writes text to a file in the test's own temporary folder and returns its quoted path.
std::string tempMaze(const TempDir& scratch, const std::string& name, const std::string& text) {
    const auto path = scratch.path() / name;
    std::ofstream(path) << text;
    return "'" + path.string() + "'";
}

/// CSV rows as maps from column name to cell; empty cells (also the last one) are kept.
std::vector<std::map<std::string, std::string>> csvRecords(const std::string& text) {
    std::vector<std::vector<std::string>> rows;
    std::istringstream lines(text);
    std::string line;
    while (std::getline(lines, line)) {
        if (line.rfind("# ", 0) == 0)
            continue; // provenance
        std::vector<std::string> cells(1);
        for (char c : line) {
            if (c == ',')
                cells.emplace_back();
            else
                cells.back() += c;
        }
        rows.push_back(cells);
    }
    std::vector<std::map<std::string, std::string>> records;
    for (std::size_t r = 1; r < rows.size(); ++r) {
        REQUIRE(rows[r].size() == rows[0].size());
        std::map<std::string, std::string> record;
        for (std::size_t i = 0; i < rows[0].size(); ++i)
            record[rows[0][i]] = rows[r][i];
        records.push_back(record);
    }
    return records;
}

// A wall across the straight line to the goal, short enough to get round.
const char* const kWallMaze = "name: wall\nsize: 10 7\nstart: 0 3\ngoal: 9 3\nmap:\n"
                              "..........\n.....#....\n.....#....\n.....#....\n.....#....\n.....#....\n"
                              "..........\n";

// A cup open toward the start, its lips hooked inward; the goal is behind it.
const char* const kHookedCup = "name: hooked cup\nsize: 20 11\nstart: 1 5\ngoal: 17 5\nmap:\n"
                               "....................\n"
                               "...#########........\n"
                               "...#.......#........\n"
                               "...#####...#........\n"
                               "...........#........\n"
                               "...........#........\n"
                               "...........#........\n"
                               "...#####...#........\n"
                               "...#.......#........\n"
                               "...#########........\n"
                               "....................\n";

// The goal inside a closed room.
const char* const kClosedRoom = "name: room\nsize: 14 9\nstart: 1 4\ngoal: 10 4\nmap:\n"
                                "..............\n"
                                "..............\n"
                                ".......#####..\n"
                                ".......#...#..\n"
                                ".......#...#..\n"
                                ".......#...#..\n"
                                ".......#####..\n"
                                "..............\n"
                                "..............\n";

} // namespace

TEST_CASE("run --help lists the reactive walkers and their options", "[cli][reactive]") {
    const CliResult result = runCli("run --help");
    CHECK(result.exitCode == 0);
    for (const char* text : {"random-bounce", "wall-trace", "--seed", "--max-steps", "--hand", "--stop-rule"})
        CHECK_THAT(result.out, Catch::Contains(text));
}

TEST_CASE("run reports a walk that ran out of steps as gave-up, with its walk counts", "[cli][reactive]") {
    const TempDir scratch;
    const std::string map = tempMaze(scratch, "wall.maze", kWallMaze);
    const CliResult result = runCli("run --map " + map + " --algo random-bounce,astar --max-steps 3 --csv");
    REQUIRE(result.exitCode == 0);
    const auto records = csvRecords(result.out);
    REQUIRE(records.size() == 2);

    const auto& bounce = records[0];
    CHECK(bounce.at("walker") == "random-bounce");
    CHECK(bounce.at("status") == "gave-up");
    CHECK(bounce.at("path_cost").empty()); // it gave up: no path, and no proof that none exists
    CHECK(bounce.at("expanded") == "3");
    CHECK(bounce.at("distinct_cells") == "4"); // three moves east from the start, nothing in the way
    CHECK(bounce.at("revisits") == "0");
    CHECK(bounce.at("seed") == "1");

    // Searches have no walk and no seed: those cells stay empty.
    const auto& astar = records[1];
    CHECK(astar.at("status") == "reached");
    CHECK(astar.at("revisits").empty());
    CHECK(astar.at("distinct_cells").empty());
    CHECK(astar.at("seed").empty());
}

TEST_CASE("run --seed makes Random Bounce walks repeatable", "[cli][reactive]") {
    const TempDir scratch;
    const std::string map = tempMaze(scratch, "wall-seed.maze", kWallMaze);
    auto walk = [&](const std::string& seed) {
        const CliResult result =
            runCli("run --map " + map + " --algo random-bounce --seed " + seed + " --csv");
        REQUIRE(result.exitCode == 0);
        auto record = csvRecords(result.out).at(0);
        record.erase("time_ns");
        return record;
    };
    const auto first = walk("7");
    CHECK(first.at("status") == "reached");
    CHECK(first.at("seed") == "7");
    CHECK(first.at("path_steps") == "20");
    CHECK(walk("7") == first);

    // Across many seeds the walks differ in length.
    std::vector<std::string> lengths;
    for (const char* seed : {"1", "2", "3", "4", "5"})
        lengths.push_back(walk(seed).at("path_steps"));
    CHECK(std::any_of(lengths.begin(), lengths.end(), [&](const auto& s) { return s != lengths.front(); }));
}

TEST_CASE("run --stop-rule and --hand choose how Wall Trace leaves and follows walls", "[cli][reactive]") {
    const TempDir scratch;
    const std::string map = tempMaze(scratch, "hooked-cup.maze", kHookedCup);
    for (const char* hand : {"left", "right"}) {
        INFO("hand " << hand);
        const std::string common = "run --map " + map + " --algo wall-trace --hand " + hand + " --csv";
        const auto heading = csvRecords(runCli(common + " --stop-rule heading").out).at(0);
        CHECK(heading.at("status") == "gave-up");
        CHECK(heading.at("expanded") == "4400"); // the default limit: 20 x 220 cells
        const auto mline = csvRecords(runCli(common + " --stop-rule mline").out).at(0);
        CHECK(mline.at("status") == "reached");
        const auto sight = csvRecords(runCli(common + " --stop-rule sight").out).at(0);
        CHECK(sight.at("status") == "reached");
    }
    // m-line is the default.
    CHECK(csvRecords(runCli("run --map " + map + " --algo wall-trace --csv").out).at(0).at("status") ==
          "reached");
}

TEST_CASE("run reports Wall Trace's two circuits round a closed room as gave-up", "[cli][reactive]") {
    const TempDir scratch;
    const std::string map = tempMaze(scratch, "room.maze", kClosedRoom);
    const CliResult result = runCli("run --map " + map + " --algo all --json");
    REQUIRE(result.exitCode == 0);
    const auto json = nlohmann::json::parse(result.out)["rows"];
    REQUIRE(json.size() == pathfinder::walkerRegistry().size());
    std::map<std::string, nlohmann::json> byWalker;
    for (const auto& row : json) {
        INFO("walker " << row["walker"]);
        const bool reactive = row["walker"] == "random-bounce" || row["walker"] == "wall-trace";
        CHECK(row["status"] == (reactive ? "gave-up" : "unreachable"));
        CHECK(row["path_cost"].is_null());
        // The real-time agents stand on the start before the early answer: they have a walk too.
        const bool walks = reactive || row["walker"] == "lrtastar" || row["walker"] == "rtaastar";
        CHECK(row["revisits"].is_null() != walks);
        byWalker[row["walker"].get<std::string>()] = row;
    }
    REQUIRE(byWalker.count("random-bounce") == 1);
    REQUIRE(byWalker.count("wall-trace") == 1);
    CHECK(byWalker["random-bounce"]["seed"] == 1);
    CHECK(byWalker["wall-trace"]["seed"].is_null());
    CHECK(byWalker["wall-trace"]["expanded"] == 5 + 24 + 24); // to the wall, then once round each way
}

TEST_CASE("run rejects unknown hands and stop rules, and negative seeds and step limits", "[cli][reactive]") {
    const TempDir scratch;
    const std::string map = tempMaze(scratch, "wall-errors.maze", kWallMaze);
    const CliResult hand = runCli("run --map " + map + " --algo wall-trace --hand middle");
    CHECK(hand.exitCode != 0);
    CHECK_THAT(hand.out, Catch::Contains("--hand") && Catch::Contains("middle"));
    const CliResult rule = runCli("run --map " + map + " --algo wall-trace --stop-rule never");
    CHECK(rule.exitCode != 0);
    CHECK_THAT(rule.out, Catch::Contains("--stop-rule") && Catch::Contains("never"));
    const CliResult seed = runCli("run --map " + map + " --algo random-bounce --seed -4");
    CHECK(seed.exitCode != 0);
    CHECK_THAT(seed.out, Catch::Contains("--seed"));
    const CliResult steps = runCli("run --map " + map + " --algo random-bounce --max-steps -1");
    CHECK(steps.exitCode != 0);
    CHECK_THAT(steps.out, Catch::Contains("--max-steps"));
}

TEST_CASE("run reports the trials of a real-time agent run until its values settle", "[cli][realtime]") {
    const TempDir scratch;
    const std::string map = tempMaze(scratch, "wall.maze", kWallMaze);
    const CliResult result =
        runCli("run --map " + map + " --algo lrtastar,rtaastar,astar --trials 0 --lookahead 8 --csv");
    REQUIRE(result.exitCode == 0);
    const auto records = csvRecords(result.out);
    REQUIRE(records.size() == 3);
    for (std::size_t i = 0; i < 2; ++i) {
        CAPTURE(records[i].at("walker"));
        CHECK(records[i].at("status") == "reached");
        // The first walk learns, so at least a second one follows; the last walks the least cost.
        CHECK(std::stoi(records[i].at("trials")) >= 2);
        CHECK(records[i].at("path_cost") == records[i].at("optimal_cost"));
    }
    CHECK(records[2].at("trials").empty());
}
