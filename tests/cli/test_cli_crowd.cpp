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

//   #######
//   ....#..      a corridor with a bay above x = 4: WHCA* lets two agents pass there
const char* const kBayMaze = "name: bay\nsize: 7 2\nstart: 0 1\ngoal: 6 1\nmap:\n####.##\n.......\n";

} // namespace

TEST_CASE("crowd walks random agents and prints a row per agent, a total and the provenance",
          "[cli][crowd]") {
    const std::string rule = GENERATE("wait", "whca", "flow");
    const CliResult r =
        runCli("crowd " + fixture("walls32.map") + " --agents 6 --seed 4 --rule " + rule + " --json --quiet");
    INFO(r.out);
    REQUIRE(r.exitCode == 0);
    const auto doc = nlohmann::json::parse(r.out);
    CHECK(doc["meta"]["rule"] == rule);
    CHECK(doc["meta"]["agents_seed"] == "4");
    CHECK(doc["meta"]["map"].get<std::string>().find("walls32.map") != std::string::npos);
    const auto& rows = doc["rows"];
    REQUIRE(rows.size() == 7);
    std::uint64_t waits = 0;
    double cost = 0;
    for (std::size_t i = 0; i < 6; ++i) {
        CHECK(rows[i]["agent"] == std::to_string(i + 1));
        waits += rows[i]["waits"].get<std::uint64_t>();
        cost += rows[i]["walked_cost"].get<double>();
        // A walk never costs less than its straight-line length: cells cost at least 1.
        CHECK(rows[i]["walked_cost"].get<double>() >= rows[i]["moves"].get<double>() - 1e-9);
    }
    CHECK(rows[6]["agent"] == "total");
    CHECK(rows[6]["waits"].get<std::uint64_t>() == waits);
    CHECK(rows[6]["walked_cost"].get<double>() == Approx(cost));
    CHECK(rows[6]["ticks"].get<std::uint64_t>() >= 1);
    // The same seed, the same walk.
    const CliResult again =
        runCli("crowd " + fixture("walls32.map") + " --agents 6 --seed 4 --rule " + rule + " --json --quiet");
    CHECK(nlohmann::json::parse(again.out)["rows"] == rows);
}

TEST_CASE("crowd reads its agents from a file and passes two agents through a bay under WHCA*",
          "[cli][crowd]") {
    const TempDir scratch;
    const std::string maze = tempFile(scratch, "bay.maze", kBayMaze);
    const std::string agents =
        tempFile(scratch, "agents.txt", "# two agents, head on\n0 1 6 1\n6 1 0 1  # back\n");
    const CliResult r = runCli("crowd " + maze + " --agents-file " + agents +
                               " --rule whca --window 16 --neighbours 4 --csv --quiet");
    INFO(r.out);
    REQUIRE(r.exitCode == 0);
    const auto meta = csvProvenance(r.out);
    CHECK(meta.at("agents").find("agents.txt") != std::string::npos);
    CHECK(meta.at("agents_sha256").size() == 64);
    CHECK(meta.at("window") == "16");
    CHECK(r.out.find("\n1,\"0,1\",\"6,1\",") != std::string::npos);
    // Agent 2 waits once in the bay while agent 1 passes below (as the core's hand-worked test).
    CHECK(r.out.find("\n2,\"6,1\",\"0,1\",") != std::string::npos);
    CHECK(r.out.find(",reached,8,1,8,") != std::string::npos);
    CHECK(r.out.find("\ntotal,,,,,2 of 2 reached,,1,14,") != std::string::npos);
}

TEST_CASE("crowd refuses bad options and bad agents files with a clear message", "[cli][crowd]") {
    const TempDir scratch;
    const std::string maze = tempFile(scratch, "bay.maze", kBayMaze);
    const auto refused = [](const std::string& arguments, const std::string& message) {
        const CliResult r = runCli("crowd " + arguments);
        INFO(r.out);
        CHECK(r.exitCode == 2);
        CHECK(r.out.find(message) != std::string::npos);
    };
    refused(maze, "crowd needs --agents N (random agents) or --agents-file FILE");
    refused(maze + " --agents 2 --agents-file " + maze, "excludes");
    refused(maze + " --agents 2 --rule fast", "--rule");
    refused(maze + " --agents 2 --rule whca --algo dijkstra", "--algo applies to --rule wait");
    refused(maze + " --agents 2 --window 3", "--window applies to --rule whca");
    refused(maze + " --agents 2 --algo nosuch", "--algo: unknown walker 'nosuch'");
    refused(maze + " --agents 0", "--agents");
    refused(maze + " --agents 5",
            "5 agents need 10 distinct free cells in one connected region; the largest has 8");
    const std::string bad = tempFile(scratch, "bad.txt", "0 1 6 1\n6 1 x 1\n");
    refused(maze + " --agents-file " + bad, "bad.txt:2:5: expected the goal's x, a whole number, not 'x'");
}

TEST_CASE("crowd --out writes the table to the file and nothing to the standard output", "[cli][crowd]") {
    const TempDir scratch;
    const std::string maze = tempFile(scratch, "bay.maze", kBayMaze);
    const std::string out = (scratch.path() / "crowd.csv").string();
    const CliResult r = runCli("crowd " + maze + " --agents 2 --seed 1 --csv --quiet --out '" + out + "'");
    INFO(r.out);
    CHECK(r.exitCode == 0);
    CHECK(r.out.empty());
    const std::string written = readText(out);
    CHECK(written.find("agent,start,goal,unit,walker,status") != std::string::npos);
    CHECK(written.find("\ntotal,") != std::string::npos);
}

TEST_CASE("crowd --rule flow leads agents that share a goal through it one after another", "[cli][crowd]") {
    const TempDir scratch;
    //   ....#..
    //   .......   five agents on the west side all head for (6,1); each walks its least cost
    const std::string maze =
        tempFile(scratch, "wall.maze", "name: wall\nsize: 7 2\nneighbours: 4\nmap:\n....#..\n.......\n");
    const std::string agents =
        tempFile(scratch, "agents.txt", "0 0 6 1\n1 0 6 1\n2 0 6 1\n0 1 6 1\n1 1 6 1\n");
    const CliResult r = runCli("crowd " + maze + " --agents-file " + agents + " --rule flow --csv --quiet");
    INFO(r.out);
    REQUIRE(r.exitCode == 0);
    // By hand, four neighbours: from (x,0) down and along the bottom row, 1 + (6 - x); from (x,1), 6 - x.
    const char* const expected[] = {"7", "6", "5", "6", "5"};
    std::istringstream lines(r.out);
    std::string line;
    int row = 0;
    while (std::getline(lines, line)) {
        if (line.empty() || line[0] == '#' || line.rfind("agent,", 0) == 0 || line.rfind("total", 0) == 0)
            continue;
        REQUIRE(row < 5);
        CHECK(line.find(",flow,reached,") != std::string::npos);
        CHECK(line.find(std::string(",") + expected[row] + ",") != std::string::npos);
        ++row;
    }
    CHECK(row == 5);
}

TEST_CASE("crowd --tick-ms bounds each tick's planning by time and notes the longest tick", "[cli][crowd]") {
    const CliResult r =
        runCli("crowd " + fixture("walls32.map") + " --agents 10 --seed 2 --tick-ms 5 --csv --quiet");
    INFO(r.out);
    REQUIRE(r.exitCode == 0);
    CHECK(r.out.find("# budget: 5 ms of planning a tick") != std::string::npos);
    CHECK(r.out.find("note: planning stopped 5 ms into each tick; the longest tick took ") !=
          std::string::npos);
    const CliResult both =
        runCli("crowd " + fixture("walls32.map") + " --agents 10 --tick-ms 5 --budget 100");
    CHECK(both.exitCode == 2);
    CHECK(both.out.find("excludes") != std::string::npos);
}
