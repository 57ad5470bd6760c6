// What the commands write: every write checked (standard output included), --out files written
// atomically, never over an input, all or nothing when a command writes several files, and nothing
// left behind when a write fails (a full disk, a file size limit).

#include "cli/cli_process.h"
#include "support/temp_dir.h"

#include <catch2/catch.hpp>
#include <filesystem>
#include <string>
#include <vector>

namespace fs = std::filesystem;

namespace {

std::string quote(const std::string& path) {
    return "'" + path + "'";
}

/// Runs the program with its standard output sent to `stdoutTo` and its standard error captured.
CliResult runCliTo(const std::string& arguments, const std::string& stdoutTo) {
    return runCommand(std::string("'") + PATHFINDER_CLI + "' " + arguments + " 2>&1 >" + stdoutTo);
}

/// The names in a folder, hidden ones included.
std::vector<std::string> namesIn(const fs::path& dir) {
    std::vector<std::string> names;
    for (const auto& entry : fs::directory_iterator(dir))
        names.push_back(entry.path().filename().string());
    std::sort(names.begin(), names.end());
    return names;
}

/// A folder with a copy of the fixture map and its scenario, and of a preset maze.
struct Scratch {
    TempDir dir;
    std::string map;
    std::string scen;
    std::string maze;
    Scratch() {
        const fs::path fixtures(PATHFINDER_FIXTURE_DIR);
        fs::copy_file(fixtures / "small.map", dir.path() / "small.map");
        fs::copy_file(fixtures / "small.map.scen", dir.path() / "small.map.scen");
        fs::copy_file(fs::path(PATHFINDER_MAZE_DIR) / "test-8x8.maze", dir.path() / "test-8x8.maze");
        map = dir.file("small.map");
        scen = dir.file("small.map.scen");
        maze = dir.file("test-8x8.maze");
    }
};

} // namespace

TEST_CASE("A command whose standard output cannot be written fails with the system's reason",
          "[cli][output][posix]") {
    const Scratch s;
    const std::string changes = s.dir.write("changes.txt", "add 3 3\n");
    const std::string trace = s.dir.file("t.trace.json");
    REQUIRE(runCli("trace --map " + quote(s.maze) + " --out " + quote(trace)).exitCode == 0);
    const std::vector<std::string> commands = {
        "run --map " + quote(s.maze) + " --reps 1",
        "run --map " + quote(s.maze) + " --reps 1 --csv",
        "bench " + quote(s.maze) + " --reps 1 --json",
        "dynamic --map " + quote(s.maze) + " --changes " + quote(changes),
        "scen " + quote(s.scen) + " --csv",
        "trace-diff " + quote(trace) + " " + quote(trace),
        "generate --kind open --width 8 --height 8 --out " + quote(s.dir.file("g.maze")),
        "trace --map " + quote(s.maze) + " --out " + quote(s.dir.file("u.trace.json")),
        "experiment " +
            quote(s.dir.write("e.json",
                              R"({"walkers": [{"algo": "astar"}], "scenarios": ["small.map.scen"]})")) +
            " --out " + quote(s.dir.file("results")),
    };
    for (const std::string& command : commands) {
        const CliResult full = runCliTo(command, "/dev/full");
        INFO(command << "\n" << full.out);
        CHECK(full.exitCode == 2);
        CHECK_THAT(full.out,
                   Catch::Contains("error: cannot write the standard output: No space left on device"));
    }
}

TEST_CASE("Every command with --out writes the results to a file instead, whole, and nowhere else",
          "[cli][output]") {
    const Scratch s;
    const std::string trace = s.dir.file("t.trace.json");
    REQUIRE(runCli("trace --map " + quote(s.maze) + " --out " + quote(trace)).exitCode == 0);
    struct Case {
        std::string command;
        std::string expected; ///< a line the results hold
    };
    const std::vector<Case> cases = {
        {"run --map " + quote(s.maze) + " --reps 1 --csv", "walker,status,path_cost"},
        {"bench " + quote(s.maze) + " --reps 1", "map "},
        {"dynamic --map " + quote(s.maze) + " --random 2", "first search"},
        {"scen " + quote(s.scen) + " --csv", "scenario,query,line,bucket,map"},
        {"trace-diff " + quote(trace) + " " + quote(trace), "The traces agree"},
    };
    for (const Case& c : cases) {
        const std::string out = s.dir.file("results.txt");
        fs::remove(out);
        const CliResult result =
            runCliTo(c.command + " --out " + quote(out), quote(s.dir.file("stdout.txt")));
        INFO(c.command << "\n" << result.out);
        CHECK(result.exitCode == 0);
        CHECK(readText(s.dir.file("stdout.txt")).empty());
        CHECK_THAT(readText(out), Catch::Contains(c.expected));
    }
}

TEST_CASE("A device as --out is written, and a full one fails with the system's reason",
          "[cli][output][posix]") {
    const Scratch s;
    const std::string command = "run --map " + quote(s.maze) + " --reps 1 --csv";
    CHECK(runCli(command + " --out /dev/null").exitCode == 0);
    CHECK(fs::is_character_file("/dev/null"));
    const CliResult full = runCli(command + " --out /dev/full");
    CHECK(full.exitCode == 2);
    CHECK_THAT(full.out, Catch::Contains("error: cannot write '/dev/full': No space left on device"));
    CHECK(fs::is_character_file("/dev/full"));
}

TEST_CASE("No command writes over one of its inputs, whatever the name it is given by", "[cli][output]") {
    const Scratch s;
    const std::string changes = s.dir.write("changes.txt", "add 3 3\n");
    const std::string link = s.dir.file("link.maze");
    // Windows makes symbolic links only with a privilege a test does not have: there, the hard link
    // stands for both.
    std::error_code noLinks;
    fs::create_symlink(fs::u8path(s.maze), fs::u8path(link), noLinks);
    const bool symbolic = !noLinks;
    const std::string hard = s.dir.file("hard.scen");
    fs::create_hard_link(s.scen, hard);
    const std::string mazeBefore = readText(s.maze);
    const std::string scenBefore = readText(s.scen);
    const std::string changesBefore = readText(changes);
    std::vector<std::string> commands = {
        "run --map " + quote(s.maze) + " --out " + quote(s.maze),
        "bench " + quote(s.maze) + " --out " + quote(s.maze),
        "dynamic --map " + quote(s.maze) + " --changes " + quote(changes) + " --out " + quote(changes),
        "scen " + quote(s.scen) + " --out " + quote(hard),
        "scen " + quote(s.scen) + " --out " + quote(s.map),
    };
    if (symbolic) {
        commands.push_back("run --map " + quote(s.maze) + " --out " + quote(link));
        commands.push_back("trace --map " + quote(s.maze) + " --out " + quote(link));
    }
    for (const std::string& command : commands) {
        const CliResult result = runCli(command);
        INFO(command << "\n" << result.out);
        CHECK(result.exitCode == 2);
        CHECK_THAT(result.out, Catch::Contains("is one of this command's inputs"));
    }
    CHECK(readText(s.maze) == mazeBefore);
    CHECK(readText(s.scen) == scenBefore);
    CHECK(readText(changes) == changesBefore);
    CHECK(fs::is_symlink(link) == symbolic);
}

TEST_CASE("trace never writes its map over the map it reads", "[cli][output][trace]") {
    const TempDir scratch;
    const fs::path fixtures(PATHFINDER_FIXTURE_DIR);
    const std::string map = scratch.file("walls32.map");
    fs::copy_file(fixtures / "walls32.map", map);
    const std::string before = readText(map);
    SECTION("beside a .map it reads, the map goes to NAME.trace.map, and a note says so") {
        const CliResult result = runCli("trace --map " + quote(map) + " --start 1,1 --goal 30,30 --out " +
                                        quote(scratch.file("walls32.trace.json")));
        INFO(result.out);
        REQUIRE(result.exitCode == 0);
        CHECK(readText(map) == before);
        CHECK_THAT(result.out, Catch::Contains("is an input of this trace, so the map goes to"));
        CHECK_THAT(readText(scratch.file("walls32.trace.map")), Catch::StartsWith("type octile\nheight 32"));
        CHECK_THAT(readText(scratch.file("walls32.trace.json")),
                   Catch::Contains("\"map\": \"walls32.trace.map\""));
    }
    SECTION("nor through a hard link") {
        fs::create_hard_link(map, scratch.file("other.map"));
        const CliResult result = runCli("trace --map " + quote(map) + " --start 1,1 --goal 30,30 --out " +
                                        quote(scratch.file("other.trace.json")));
        INFO(result.out);
        REQUIRE(result.exitCode == 0);
        CHECK(readText(map) == before);
        CHECK(fs::exists(scratch.file("other.trace.map")));
    }
}

TEST_CASE("generate and convert write the map and its scenario together, or neither", "[cli][output]") {
    const TempDir scratch;
    const std::string out = scratch.file("rooms.map");
    fs::create_directory(out + ".scen"); // the scenario cannot be put in place
    for (const std::string& command :
         {"generate --kind rooms --width 40 --height 30 --seed 2 --scen 20 --out " + quote(out),
          "convert " + preset("test-8x8.maze") + " " + quote(out) + " --scen 5"}) {
        const CliResult result = runCli(command);
        INFO(command << "\n" << result.out);
        CHECK(result.exitCode == 2);
        CHECK_THAT(result.out, Catch::Contains("cannot write '" + out + ".scen'"));
        CHECK(namesIn(scratch.path()) == std::vector<std::string>{"rooms.map.scen"});
    }
}

TEST_CASE("convert keeps every comment of a .maze, and a preset converts back byte for byte",
          "[cli][output][convert]") {
    const TempDir scratch;
    // As the program writes a .maze: comments after the name, start and goal in the header too.
    const std::string maze =
        scratch.write("notes.maze", "name: notes\n# first comment\n# second, with \"quotes\"\n"
                                    "size: 3 2\nstart: 0 0\ngoal: 2 1\nmap:\nS.#\n..G\n");
    SECTION("to another file") {
        const std::string copy = scratch.file("copy.maze");
        REQUIRE(runCli("convert " + quote(maze) + " " + quote(copy)).exitCode == 0);
        CHECK(readText(copy) == readText(maze));
    }
    SECTION("in place") {
        const std::string before = readText(maze);
        REQUIRE(runCli("convert " + quote(maze) + " " + quote(maze)).exitCode == 0);
        CHECK(readText(maze) == before);
    }
    SECTION("every preset") {
        for (const auto& entry : fs::directory_iterator(PATHFINDER_MAZE_DIR)) {
            const std::string copy = scratch.file("preset.maze");
            INFO(entry.path());
            REQUIRE(runCli("convert " + quote(entry.path().string()) + " " + quote(copy)).exitCode == 0);
            CHECK(readText(copy) == readText(entry.path().string()));
        }
    }
}

TEST_CASE("A write past the file size limit fails with a message and leaves nothing behind",
          "[cli][output][limit][posix]") {
    const TempDir scratch;
    // `ulimit -f` counts blocks of 512 or 1024 bytes: 64 of them is far below what is written.
    const auto limited = [](const std::string& arguments) {
        return runCommand("ulimit -f 64; exec '" + std::string(PATHFINDER_CLI) + "' " + arguments + " 2>&1");
    };
    const std::string exp =
        scratch.write("e.json", R"({"walkers": [{"algo": "astar"}], "scenarios": ["s.scen"],
        "repetitions": 1})");
    REQUIRE(runCli("generate --kind open --width 300 --height 300 --out " + quote(scratch.file("s.map")) +
                   " --scen 600")
                .exitCode == 0);
    fs::rename(scratch.file("s.map.scen"), scratch.file("s.scen"));
    const std::vector<std::string> before = namesIn(scratch.path());
    const std::vector<std::string> commands = {
        "generate --kind open --width 512 --height 512 --out " + quote(scratch.file("big.maze")),
        "generate --kind open --width 512 --height 512 --scen 100 --out " + quote(scratch.file("big.map")),
        "trace --map " + quote(scratch.file("s.map")) + " --algo dijkstra --out " +
            quote(scratch.file("t.json")),
        "scen " + quote(scratch.file("s.scen")) + " --csv --out " + quote(scratch.file("rows.csv")),
        "experiment " + quote(exp) + " --out " + quote(scratch.file("results")),
    };
    for (const std::string& command : commands) {
        const CliResult result = limited(command);
        INFO(command << "\n" << result.out);
        CHECK(result.exitCode == 2);
        CHECK_THAT(result.out, Catch::Contains("File too large"));
        CHECK(namesIn(scratch.path()) == before);
    }
}

TEST_CASE("A command stopped by a signal leaves no file or folder it was writing",
          "[cli][output][signal][posix]") {
    const TempDir scratch;
    const std::string map = scratch.file("open.map");
    REQUIRE(runCli("generate --kind open --width 256 --height 256 --out " + quote(map)).exitCode == 0);
    // Depth-First's iterative deepening takes minutes here: the program is stopped while it writes.
    const std::string experiment = scratch.write(
        "e.json",
        R"({"walkers": [{"algo": "depth-first"}], "maps": [{"map": "open.map"}], "repetitions": 1})");
    struct Case {
        std::string arguments;
        std::string written; ///< what appears in the folder while the command works
    };
    const Case cases[] = {
        {"trace --map " + quote(map) + " --algo depth-first --out " + quote(scratch.file("t.trace.json")),
         "'\\.tmp$'"},
        {"experiment " + quote(experiment) + " --out " + quote(scratch.file("results")),
         "'^results\\.partial-'"},
    };
    const std::vector<std::string> before = namesIn(scratch.path());
    for (const Case& c : cases) {
        // (A background job ignores SIGINT, and so does the program then.) The wait ends too when
        // the program has ended: the test then fails on its status instead of waiting forever.
        for (const char* signal : {"TERM", "HUP"}) {
            const std::string dir = quote(scratch.path().string());
            const CliResult result =
                runCommand("'" + std::string(PATHFINDER_CLI) + "' " + c.arguments +
                           " --quiet 2>/dev/null & pid=$!; until ls -A " + dir + " | grep -q " + c.written +
                           " || ! kill -0 $pid 2>/dev/null; do sleep 0.01; done;" + " kill -" + signal +
                           " $pid; wait $pid; echo $?");
            INFO(c.arguments << " stopped by SIG" << signal);
            CHECK(result.out == (std::string(signal) == "TERM" ? "143\n" : "129\n"));
            CHECK(namesIn(scratch.path()) == before);
        }
    }
}
