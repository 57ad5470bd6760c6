// --open-list on run and bench: every container gives the searches of the best-first engine the
// same expansions and the costs worked out by hand.

#include "cli/cli_process.h"
#include "support/csv_records.h"
#include "support/temp_dir.h"

#include <catch2/catch.hpp>
#include <fstream>
#include <map>
#include <sstream>
#include <string>
#include <vector>

namespace {

std::string tempFile(const TempDir& scratch, const std::string& name, const std::string& text) {
    const auto path = scratch.path() / name;
    std::ofstream(path) << text;
    return "'" + path.string() + "'";
}

// Around the bar by orthogonal steps (no corner cutting): cost 6.
//   .....
//   S###G
//   .....
const char* const kBarMaze = "name: bar\nsize: 5 3\nstart: 0 1\ngoal: 4 1\nmap:\n.....\n.###.\n.....\n";

} // namespace

TEST_CASE("run and bench take --open-list, and every container expands the same cells", "[cli][openlist]") {
    const TempDir scratch;
    const std::string map = tempFile(scratch, "bar.maze", kBarMaze);
    const std::string walkers = " --algo breadth-first,best-first,dijkstra,astar";
    const CliResult reference = runCli("run --map " + map + walkers + " --reps 1 --csv");
    REQUIRE(reference.exitCode == 0);
    const auto expected = csvTable(reference.out);
    REQUIRE(expected.size() == 4);
    for (const char* kind : {"four-ary-heap", "binary-heap", "sorted-array", "unsorted-list", "buckets"}) {
        INFO(kind);
        for (const char* command : {"run --map ", "bench "}) {
            INFO(command);
            const CliResult result = runCli(std::string(command) + map + walkers + " --open-list " + kind +
                                            " --reps 1 --csv --quiet");
            REQUIRE(result.exitCode == 0);
            const auto rows = csvTable(result.out);
            REQUIRE(rows.size() == 4);
            for (std::size_t i = 0; i < rows.size(); ++i) {
                CHECK(rows[i].at("walker") == expected[i].at("walker"));
                CHECK(rows[i].at("status") == "reached");
                CHECK(rows[i].at("expanded") == expected[i].at("expanded"));
                if (rows[i].at("walker") == "dijkstra" || rows[i].at("walker") == "astar")
                    CHECK(std::stod(rows[i].at("path_cost")) == Approx(6.0));
            }
        }
    }
}

TEST_CASE("The option --open-list names its containers when given another, and is no setting of JPS",
          "[cli][openlist]") {
    const TempDir scratch;
    const std::string map = tempFile(scratch, "bar.maze", kBarMaze);
    const CliResult unknown = runCli("run --map " + map + " --algo astar --open-list fibonacci-heap");
    CHECK(unknown.exitCode != 0);
    CHECK_THAT(unknown.out, Catch::Contains("--open-list") && Catch::Contains("sorted-array"));
    const CliResult jps = runCli("run --map " + map + " --algo jps --open-list buckets");
    CHECK(jps.exitCode != 0);
    CHECK_THAT(jps.out, Catch::Contains("--open-list is not a setting of jps"));
}
