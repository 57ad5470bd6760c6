// Inputs that never end or are far too large are refused where they pass a limit, with their place;
// memory follows the map, not the size of a trace.

#include "cli/cli_process.h"
#include "support/sanitizers.h"
#include "support/temp_dir.h"

#include <catch2/catch.hpp>
#include <filesystem>
#include <string>

namespace fs = std::filesystem;

namespace {

std::string quote(const std::string& path) {
    return "'" + path + "'";
}

} // namespace

TEST_CASE("An endless input is refused at its place, and quickly", "[cli][limits][posix]") {
    const TempDir scratch;
    const std::string maze = preset("test-8x8.maze");
    struct Case {
        std::string arguments;
        std::string error;
    };
    const Case cases[] = {
        {"run --map /dev/zero", "error: /dev/zero:1:65537: the line is longer than 65536 bytes"},
        {"dynamic --map " + maze + " --changes /dev/zero", "error: /dev/zero:1:65537: the line is longer"},
        {"scen /dev/zero", "error: /dev/zero:1:65537: the line is longer"},
        {"run --map " + maze + " --units /dev/zero", "error: /dev/zero:1:65537: the line is longer"},
        {"bench /dev/zero", "error: /dev/zero:1:65537: the line is longer"},
        {"experiment /dev/zero --out " + quote(scratch.file("r")),
         "error: /dev/zero: the file is larger than 16777216 bytes, the most an experiment file may hold"},
        {"trace-diff /dev/zero /dev/zero", "error: /dev/zero:1:1: expected a JSON value, found byte 0x00"},
    };
    for (const Case& c : cases) {
        const CliResult result = runCli(c.arguments);
        INFO(c.arguments << "\n" << result.out);
        CHECK(result.exitCode == 2);
        CHECK_THAT(result.out, Catch::StartsWith(c.error));
    }
    CHECK(fs::is_empty(scratch.path()));
}

TEST_CASE("Errors name their place, and echo no more than a readable part of what they quote",
          "[cli][limits]") {
    const TempDir scratch;
    fs::copy_file(fs::path(PATHFINDER_FIXTURE_DIR) / "small.map", scratch.path() / "small.map");
    SECTION("a .scen map name no file system takes") {
        const std::string scen = scratch.write("long.scen", "version 1\n0\t" + std::string(300, 'm') +
                                                                ".map\t10\t8\t0\t0\t9\t0\t9\n");
        const CliResult result = runCli("scen " + quote(scen));
        REQUIRE(result.out.size() < scen.size() + 200);
        INFO(result.out);
        CHECK(result.exitCode == 2);
        CHECK_THAT(result.out, Catch::StartsWith("error: " + scen +
                                                 ":2:3: the map's name 'mmmmmmmmmmmmmmmmmmmmmmmm...' "
                                                 "is 304 bytes long; a file name has at most 255 bytes"));
    }
    SECTION("a .scen map name of ten megabytes") {
        const std::string scen = scratch.write("huge.scen", "version 1\n0\t" + std::string(10 << 20, 'm') +
                                                                ".map\t10\t8\t0\t0\t9\t0\t9\n");
        const CliResult result = runCli("scen " + quote(scen));
        CHECK(result.exitCode == 2);
        // The size first: a message that echoes the name is too long to show in a failure.
        REQUIRE(result.out.size() < scen.size() + 200);
        CHECK_THAT(result.out, Catch::StartsWith("error: " + scen + ":2:65537: the line is longer"));
    }
    SECTION("a folder where a trace goes") {
        const std::string trace = scratch.write("a.trace.json", R"({"events": []})");
        const CliResult result = runCli("trace-diff " + quote(trace) + " " + quote(scratch.path().string()));
        CHECK(result.exitCode == 2);
        CHECK_THAT(result.out, Catch::StartsWith("error: " + scratch.path().string() +
                                                 ": expected a file, found a folder"));
    }
    SECTION("an empty --out") {
        const std::string experiment =
            scratch.write("e.json", R"({"walkers": [{"algo": "astar"}], "scenarios": ["small.map.scen"]})");
        const CliResult result = runCli("experiment " + quote(experiment) + " --out ''");
        CHECK(result.exitCode == 2);
        CHECK_THAT(result.out, Catch::StartsWith("error: --out: expected a value, found an empty one"));
    }
}

#if !defined(PATHFINDER_ADDRESS_SANITIZER)
// Under a limit of the address space far below what holding the whole trace would take (AddressSanitizer
// reserves more than that for itself, so these run only without it).
TEST_CASE("trace and trace-diff need memory for the map, not for the trace", "[cli][limits][trace][posix]") {
    const TempDir scratch;
    const std::string map = scratch.file("open.map");
    REQUIRE(runCli("generate --kind open --width 384 --height 384 --out " + quote(map)).exitCode == 0);
    const std::string trace = scratch.file("dijkstra.trace.json");
    const auto limited = [](const std::string& arguments) {
        return runCommand("ulimit -v 98304; exec '" + std::string(PATHFINDER_CLI) + "' " + arguments +
                          " 2>&1");
    };
    // A Dijkstra over 147 456 cells: 442 371 events, 55 MB of trace.
    const CliResult written = limited("trace --map " + quote(map) + " --algo dijkstra --out " + quote(trace));
    INFO(written.out);
    REQUIRE(written.exitCode == 0);
    CHECK_THAT(written.out, Catch::Contains("wrote 442371 events (147456 expanding)"));
    CHECK(fs::file_size(trace) > 50'000'000);
    const CliResult compared = limited("trace-diff " + quote(trace) + " " + quote(trace));
    INFO(compared.out);
    CHECK(compared.exitCode == 0);
    CHECK_THAT(compared.out, Catch::Contains("The traces agree: 442371 events each."));
}
#endif

// POSIX systems refuse a name longer than 255 bytes with ENAMETOOLONG; Windows reports it as a
// missing file or folder, which the program passes on as it is.
TEST_CASE(
    "Names no file system takes are refused with the system's reason, in an experiment and for its --out",
    "[cli][limits][posix]") {
    const TempDir scratch;
    fs::copy_file(fs::path(PATHFINDER_FIXTURE_DIR) / "small.map", scratch.path() / "small.map");
    const std::string name(300, 'n');
    const std::string experiment = scratch.write(
        "long.json", "{\"walkers\": [{\"algo\": \"astar\"}], \"scenarios\": [\"" + name + "\"]}");
    const CliResult scenario =
        runCli("experiment " + quote(experiment) + " --out " + quote(scratch.file("r")));
    CHECK(scenario.exitCode == 2);
    CHECK_THAT(scenario.out, Catch::StartsWith("error: " + experiment + ":1:48: no file or folder "));
    CHECK_THAT(scenario.out, Catch::Contains("(File name too long)"));
    const std::string good =
        scratch.write("good.json", R"({"walkers": [{"algo": "astar"}], "scenarios": ["small.map.scen"]})");
    fs::copy_file(fs::path(PATHFINDER_FIXTURE_DIR) / "small.map.scen", scratch.path() / "small.map.scen");
    const CliResult out = runCli("experiment " + quote(good) + " --out " + quote(scratch.file(name)));
    CHECK(out.exitCode == 2);
    CHECK_THAT(out.out, Catch::StartsWith("error: --out " + scratch.file(name) + ": File name too long"));
    const CliResult map = runCli("run --map " + quote(scratch.file(name)));
    CHECK(map.exitCode == 2);
    CHECK_THAT(map.out, Catch::StartsWith("error: --map: cannot use '" + scratch.file(name) +
                                          "': File name too long"));
}
