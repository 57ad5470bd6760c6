// Long runs say how they go on the standard error, also when it is not a terminal (a log, a pipe):
// plain lines, counted in what the command does. PATHFINDER_PROGRESS=always starts them at once
// instead of after the first second, so that a test sees them however fast the machine is.

#include "cli/cli_process.h"
#include "support/temp_dir.h"

#include <catch2/catch.hpp>
#include <filesystem>
#include <string>

namespace fs = std::filesystem;

namespace {

std::string quote(const std::string& path) {
    return "'" + path + "'";
}

/// The program's standard error alone (standard output is thrown away), progress forced on.
std::string stderrOf(const std::string& arguments,
                     const std::string& environment = "PATHFINDER_PROGRESS=always") {
    return runCommand(environment + " '" + std::string(PATHFINDER_CLI) + "' " + arguments +
                      " 2>&1 >/dev/null")
        .out;
}

} // namespace

TEST_CASE("Commands that can run long show their progress as plain lines in a log", "[cli][progress]") {
    const TempDir scratch;
    const fs::path fixtures(PATHFINDER_FIXTURE_DIR);
    fs::copy_file(fixtures / "small.map", scratch.path() / "small.map");
    fs::copy_file(fixtures / "small.map.scen", scratch.path() / "small.map.scen");
    const std::string scen = scratch.file("small.map.scen");
    const std::string experiment =
        scratch.write("e.json", R"({"walkers": [{"algo": "astar"}], "scenarios": ["small.map.scen"]})");
    const std::string maze = preset("test-20x20.maze");
    struct Case {
        std::string arguments;
        std::string finalLine;
    };
    const Case cases[] = {
        {"scen " + quote(scen), "scen: 8 / 8 queries (100%)\n"},
        {"experiment " + quote(experiment) + " --out " + quote(scratch.file("r")),
         "experiment: 8 / 8 queries (100%)\n"},
        {"run --map " + maze + " --algo astar,dijkstra,jps --reps 1", "run: 3 / 3 walkers (100%)\n"},
        {"bench " + maze + " " + preset("test-8x8.maze") + " --algo astar,dijkstra --reps 1",
         "bench: 4 / 4 runs (100%)\n"},
        {"dynamic --map " + maze + " --random 20 --algo dstar,astar", "dynamic: 2 / 2 replays (100%)\n"},
    };
    for (const Case& c : cases) {
        const std::string err = stderrOf(c.arguments);
        INFO(c.arguments << "\n" << err);
        CHECK_THAT(err, Catch::Contains(c.finalLine));
        CHECK(err.find('\r') == std::string::npos); // no bar redrawn in place: a log keeps every line
    }
    SECTION("dynamic says how the making of random changes and their optimal costs goes") {
        const std::string err = stderrOf("dynamic --map " + maze + " --random 20");
        CHECK_THAT(err, Catch::Contains("dynamic: 20 / 20 changes made (100%)"));
        CHECK_THAT(err, Catch::Contains("dynamic: 21 / 21 optimal costs (reference Dijkstra) (100%)"));
    }
    SECTION("trace-diff says how far through the first trace it is") {
        const std::string trace = scratch.file("a.trace.json");
        REQUIRE(runCli("trace --map " + maze + " --algo dijkstra --quiet --out " + quote(trace)).exitCode ==
                0);
        const auto kib = std::to_string((fs::file_size(trace) + 1023) / 1024);
        const std::string err = stderrOf("trace-diff " + quote(trace) + " " + quote(trace));
        INFO(err);
        CHECK_THAT(err, Catch::Contains("trace-diff: " + kib + " / " + kib + " KiB of A (100%)\n"));
        CHECK(stderrOf("trace-diff " + quote(trace) + " " + quote(trace) + " --quiet").empty());
    }
    SECTION("--quiet and PATHFINDER_PROGRESS=never show none") {
        for (const std::string& command :
             {"scen " + quote(scen), "experiment " + quote(experiment) + " --out " + quote(scratch.file("q")),
              "run --map " + maze, "bench " + maze, "dynamic --map " + maze + " --random 3",
              "trace --map " + maze + " --out " + quote(scratch.file("q.trace.json")),
              "generate --out " + quote(scratch.file("q.map")) + " --scen 5",
              "convert " + quote(scratch.file("small.map")) + " " + quote(scratch.file("q2.map")) +
                  " --scen 5"}) {
            const std::string err = stderrOf(command + " --quiet");
            INFO(command << "\n" << err);
            CHECK(err.find(command.substr(0, command.find(' ')) + ": ") == std::string::npos);
        }
        CHECK(stderrOf("scen " + quote(scen), "PATHFINDER_PROGRESS=never").empty());
    }
}

TEST_CASE("dynamic --random says why it made fewer changes than asked for", "[cli][dynamic]") {
    const TempDir scratch;
    // A corridor without walls: a wall on its one middle cell cuts the goal off, and none can go.
    const std::string corridor = scratch.write("corridor.maze", "size: 3 1\nmap:\nS.G\n");
    const CliResult result = runCli("dynamic --map " + quote(corridor) + " --random 5 --algo astar");
    INFO(result.out);
    CHECK(result.exitCode == 0);
    CHECK_THAT(result.out,
               Catch::Contains("note: made 0 of the 5 changes asked for: the map has no wall left to "
                               "remove, and a wall on any cell of the route would cut the goal off"));
    // A map that has walls to remove and a route to wall keeps making changes as long as asked.
    const CliResult many =
        runCli("dynamic --map " + preset("test-8x8.maze") + " --random 300 --algo astar --csv");
    INFO(many.out);
    CHECK(many.exitCode == 0);
    CHECK_THAT(many.out, Catch::Contains("\n300,"));
    CHECK_THAT(many.out, !Catch::Contains("note: made"));
}
