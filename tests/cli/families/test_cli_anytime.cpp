#include "cli/cli_process.h"
#include "support/temp_dir.h"

#include <catch2/catch.hpp>
#include <cmath>
#include <cstdio>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

namespace {

/// A lure: the goal straight ahead across cells of cost 2, the way round the top row cheaper. With
/// 4 neighbours, by hand: straight on costs 8 × 2 + 1 = 17, round the top 1 + 9 + 1 = 11. Weight 5
/// ranks the estimate far above the cost, so the first solution goes straight on.
//   ..........
//   S22222222G
//   ..........
const char* const kLureMaze =
    "name: lure\nsize: 10 3\nstart: 0 1\ngoal: 9 1\nmap:\n..........\n.22222222.\n..........\n";

struct Solution {
    double cost = 0.0;
    double bound = 0.0;
    long long expanded = 0;
    long long timeNs = 0;
};

/// The solution lines that follow "NAME: N solution(s) (cost, bound, expanded, time_ns)".
std::vector<Solution> solutionLines(const std::string& out, const std::string& name) {
    std::vector<Solution> solutions;
    std::istringstream lines(out);
    std::string line;
    bool inside = false;
    while (std::getline(lines, line)) {
        if (line.rfind(name + ": ", 0) == 0 &&
            line.find("(cost, bound, expanded, time_ns)") != std::string::npos) {
            inside = true;
            continue;
        }
        if (!inside)
            continue;
        if (line.rfind("  ", 0) != 0)
            break;
        Solution s;
        char tail[32] = {};
        int index = 0;
        if (std::sscanf(line.c_str(), " %d: cost %lf, bound %lf, expanded %lld, time_ns %lld%31s", &index,
                        &s.cost, &s.bound, &s.expanded, &s.timeNs, tail) < 5)
            break;
        CHECK(index == static_cast<int>(solutions.size()) + 1);
        solutions.push_back(s);
    }
    return solutions;
}

} // namespace

TEST_CASE("run lists ARA*'s solutions: costs and bounds fall, the last is the least cost within 1",
          "[cli][arastar]") {
    const TempDir scratch;
    const auto path = scratch.path() / "lure.maze";
    std::ofstream(path) << kLureMaze;
    const CliResult result =
        runCli("run --map '" + path.string() +
               "' --algo arastar,astar --neighbours 4 --initial-weight 5 --weight-step 1");
    INFO(result.out);
    REQUIRE(result.exitCode == 0);
    const std::vector<Solution> solutions = solutionLines(result.out, "arastar");
    REQUIRE(solutions.size() >= 2);
    CHECK(solutions.front().cost == 17.0);
    const double optimal = 11.0;
    for (std::size_t i = 0; i < solutions.size(); ++i) {
        CHECK(solutions[i].bound >= 1.0);
        CHECK(solutions[i].bound <= 5.0);
        CHECK(solutions[i].cost <= solutions[i].bound * optimal + 1e-9);
        CHECK(solutions[i].expanded > 0);
        CHECK(solutions[i].timeNs >= 0);
        if (i > 0) {
            CHECK(solutions[i].cost <= solutions[i - 1].cost);
            CHECK(solutions[i].bound <= solutions[i - 1].bound);
            CHECK(solutions[i].expanded >= solutions[i - 1].expanded);
        }
    }
    CHECK(solutions.back().bound == 1.0);
    CHECK(std::fabs(solutions.back().cost - optimal) < 1e-9);
    // A* is no anytime walker: it has no list of solutions.
    CHECK(solutionLines(result.out, "astar").empty());
    CHECK(result.out.find("astar: ") == result.out.find("arastar: ") + 2);
}

TEST_CASE("run's CSV has no solution lines", "[cli][arastar]") {
    const TempDir scratch;
    const auto path = scratch.path() / "lure.maze";
    std::ofstream(path) << kLureMaze;
    const CliResult result = runCli("run --map '" + path.string() + "' --algo arastar --csv");
    REQUIRE(result.exitCode == 0);
    CHECK(result.out.find("(cost, bound, expanded, time_ns)") == std::string::npos);
}
