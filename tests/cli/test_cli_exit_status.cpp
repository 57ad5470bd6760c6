// One scheme of exit statuses for every command: 0 done, 1 done and a fault found (scen's
// mismatches, trace-diff's differences), 2 not done (a usage error, an input that cannot be read,
// an output that cannot be written).

#include "cli/cli_process.h"
#include "support/temp_dir.h"

#include <catch2/catch.hpp>
#include <filesystem>
#include <string>
#include <vector>

namespace fs = std::filesystem;

namespace {

struct Call {
    const char* what;
    std::string arguments;
    int status;
};

/// A folder with the fixture map and scenario, a good and a bad scenario, an experiment, a change
/// script and two traces that differ.
struct Inputs {
    TempDir scratch;
    std::string map = fixture("small.map");
    std::string maze = preset("test-8x8.maze");
    std::string scen;
    std::string wrongScen;
    std::string experiment;
    std::string changes;
    std::string traceA;
    std::string traceB;

    Inputs() {
        const fs::path fixtures(PATHFINDER_FIXTURE_DIR);
        fs::copy_file(fixtures / "small.map", scratch.path() / "small.map");
        fs::copy_file(fixtures / "small.map.scen", scratch.path() / "small.map.scen");
        scen = quote(scratch.file("small.map.scen"));
        wrongScen = quote(scratch.write("wrong.scen", "version 1\n0\tsmall.map\t10\t8\t0\t0\t9\t0\t8.5\n"));
        experiment = quote(scratch.write(
            "experiment.json", R"({"walkers": [{"algo": "astar"}], "scenarios": ["small.map.scen"]})"));
        changes = quote(scratch.write("changes.txt", "add 3 3\nremove 3 3\n"));
        traceA = quote(scratch.file("a.trace.json"));
        traceB = quote(scratch.file("b.trace.json"));
        const std::string query = " --map " + maze + " --out ";
        REQUIRE(runCli("trace --algo astar" + query + traceA).exitCode == 0);
        REQUIRE(runCli("trace --algo astar --tie-break fifo" + query + traceB).exitCode == 0);
    }

    static std::string quote(const std::string& path) { return "'" + path + "'"; }
    std::string out(const std::string& name) const { return quote(scratch.file(name)); }
};

} // namespace

TEST_CASE("Every command exits 0 done, 1 a fault found, 2 not done, as its help says", "[cli][exit]") {
    const Inputs in;
    const std::vector<Call> calls = {
        {"run", "run --map " + in.maze + " --reps 1", 0},
        {"run: a bad value", "run --map " + in.maze + " --reps 0", 2},
        {"run: a setting no walker takes", "run --map " + in.maze + " --algo dijkstra --heuristic manhattan",
         2},
        {"run: an unknown option", "run --map " + in.maze + " --colour red", 2},
        {"run: no --map", "run", 2},
        {"run: a map that cannot be read", "run --map " + in.out("changes.txt"), 2},
        {"bench", "bench " + in.maze + " --reps 1", 0},
        {"bench: an unknown walker", "bench " + in.maze + " --algo teleport", 2},
        {"bench: a missing map", "bench " + in.out("absent.maze"), 2},
        {"dynamic", "dynamic --map " + in.maze + " --changes " + in.changes, 0},
        {"dynamic: neither script nor random", "dynamic --map " + in.maze, 2},
        {"dynamic: a script that cannot be read", "dynamic --map " + in.maze + " --changes " + in.maze, 2},
        {"scen", "scen " + in.scen, 0},
        {"scen: a result off the optimum", "scen " + in.wrongScen, 1},
        {"scen: a bad budget", "scen " + in.scen + " --budget 0x", 2},
        {"scen: a missing file", "scen " + in.out("absent.scen"), 2},
        {"experiment", "experiment " + in.experiment + " --out " + in.out("results"), 0},
        {"experiment: no --out", "experiment " + in.experiment, 2},
        {"experiment: a bad file", "experiment " + in.changes + " --out " + in.out("other"), 2},
        {"generate", "generate --kind open --width 4 --height 3 --out " + in.out("g.maze"), 0},
        {"generate: a bad kind", "generate --kind castle --out " + in.out("g.maze"), 2},
        {"generate: --scen on a .maze", "generate --scen 5 --out " + in.out("g.maze"), 2},
        {"convert", "convert " + in.maze + " " + in.out("c.map"), 0},
        {"convert: a missing input", "convert " + in.out("absent.maze") + " " + in.out("c.map"), 2},
        {"trace", "trace --map " + in.maze + " --out " + in.out("t.trace.json"), 0},
        {"trace: two walkers", "trace --map " + in.maze + " --algo astar,dijkstra --out " + in.out("t.json"),
         2},
        {"trace-diff: the same trace", "trace-diff " + in.traceA + " " + in.traceA, 0},
        {"trace-diff: traces that differ", "trace-diff " + in.traceA + " " + in.traceB, 1},
        {"trace-diff: a file that is not a trace", "trace-diff " + in.traceA + " " + in.changes, 2},
        {"trace-diff: one file", "trace-diff " + in.traceA, 2},
        {"no command", "", 2},
        {"an unknown command", "explode", 2},
        {"--version", "--version", 0},
        {"--help", "--help", 0},
    };
    for (const Call& call : calls) {
        const CliResult result = runCli(call.arguments);
        INFO(call.what << ": " << result.out);
        CHECK(result.exitCode == call.status);
        if (call.status == 2)
            CHECK_THAT(result.out, Catch::StartsWith("error: ") || Catch::Contains("\nerror: "));
    }
}

TEST_CASE("Every command's help states its exit statuses", "[cli][exit]") {
    CHECK_THAT(runCli("--help").out, Catch::Contains("Exit status of every command: 0 done; 1 done, and the "
                                                     "results show a fault"));
    for (const char* command :
         {"run", "flow", "bench", "dynamic", "generate", "convert", "experiment", "trace"}) {
        const CliResult help = runCli(std::string(command) + " --help");
        INFO(command << ": " << help.out);
        CHECK(help.exitCode == 0);
        CHECK_THAT(help.out, Catch::Contains("Exit status: 0 done; 2 not done: a usage error"));
    }
    CHECK_THAT(runCli("scen --help").out,
               Catch::Contains("Exit status: 0 done; 1 done, and a result is off"));
    CHECK_THAT(runCli("trace-diff --help").out,
               Catch::Contains("Exit status (as diff's): 0 the traces agree, 1 they differ, 2"));
}

TEST_CASE("An unknown command is named, with the commands there are", "[cli][exit]") {
    const CliResult explode = runCli("explode");
    CHECK(explode.exitCode == 2);
    CHECK_THAT(explode.out,
               Catch::StartsWith(
                   "error: unknown command 'explode'; the commands are run, flow, dynamic, "
                   "generate, convert, colours, scen, experiment, bench, trace, trace-diff and crowd"));
    const CliResult typo = runCli("trace-dif a b");
    CHECK(typo.exitCode == 2);
    CHECK_THAT(typo.out, Catch::Contains("(did you mean 'trace-diff'?)"));
    const CliResult none = runCli("");
    CHECK_THAT(none.out, Catch::StartsWith("error: expected a command: run, flow, dynamic"));
}
