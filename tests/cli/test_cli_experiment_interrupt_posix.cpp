// An experiment stopped by Ctrl+C (SIGINT) or a kill (SIGTERM) keeps the queries it finished, in a
// result folder marked partial, and says so; its progress lines on the standard error carry the
// rate and the time left, also when the standard output is a file.

#include "cli/cli_process.h"
#include "support/temp_dir.h"

#include <catch2/catch.hpp>
#include <csignal>
#include <fcntl.h>
#include <filesystem>
#include <nlohmann/json.hpp>
#include <regex>
#include <string>
#include <sys/wait.h>
#include <thread>
#include <unistd.h>

namespace fs = std::filesystem;

namespace {

/// Starts pathfinder-cli with `arguments`, its standard output and error into files, progress
/// lines forced on, and SIGINT handled as a terminal would (not ignored as in a background job).
pid_t spawnCli(const std::vector<std::string>& arguments, const std::string& out, const std::string& err) {
    const pid_t pid = fork();
    if (pid != 0)
        return pid;
    std::signal(SIGINT, SIG_DFL); // the test framework's handlers stay out of the program
    std::signal(SIGTERM, SIG_DFL);
    setenv("PATHFINDER_PROGRESS", "always", 1);
    const int outFd = open(out.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
    const int errFd = open(err.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
    dup2(outFd, 1);
    dup2(errFd, 2);
    std::vector<char*> argv{const_cast<char*>(PATHFINDER_CLI)};
    for (const std::string& argument : arguments)
        argv.push_back(const_cast<char*>(argument.c_str()));
    argv.push_back(nullptr);
    execv(PATHFINDER_CLI, argv.data());
    _exit(127);
}

} // namespace

TEST_CASE("An interrupted experiment keeps the queries it finished, marked partial",
          "[cli][experiment][signal][posix]") {
    const TempDir scratch;
    REQUIRE(runCli("generate --kind open --width 256 --height 256 --out '" + scratch.file("open.map") + "'")
                .exitCode == 0);
    // 400 searches across the whole map: seconds of work, stopped once the first are done.
    std::string queries = "version 1\n";
    for (int i = 0; i < 400; ++i)
        queries += "0\topen.map\t256\t256\t0\t0\t255\t255\t360.62445840\n";
    scratch.write("open.map.scen", queries);
    const std::string file = scratch.write(
        "e.json", R"({"walkers": [{"algo": "dijkstra"}], "scenarios": ["open.map.scen"], "repetitions": 3})");
    for (const int signal : {SIGINT, SIGTERM}) {
        CAPTURE(signal);
        const std::string out = scratch.file("results-" + std::to_string(signal));
        const std::string err = scratch.file("err-" + std::to_string(signal) + ".txt");
        const pid_t pid = spawnCli({"experiment", file, "--out", out}, scratch.file("out.txt"), err);
        REQUIRE(pid > 0);
        // Waits for a line of queries done (not the first, "0 / 400"); the bound only keeps a
        // broken build from hanging the test.
        const std::regex done("experiment: [1-9][0-9]* / 400 queries \\([0-9]+%\\)(.*)\n");
        std::string pace; // what follows the count on that line
        bool started = false;
        for (int i = 0; i < 3000 && !started; ++i) {
            const std::string text = readText(err);
            std::smatch line;
            started = std::regex_search(text, line, done);
            if (started)
                pace = line[1].str();
            if (!started)
                std::this_thread::sleep_for(std::chrono::milliseconds(20));
        }
        kill(pid, signal);
        int status = 0;
        REQUIRE(waitpid(pid, &status, 0) == pid);
        const std::string text = readText(err);
        INFO(text);
        REQUIRE(started);
        // A line of queries done carries the rate and the time left.
        CHECK(std::regex_match(
            pace, std::regex(", [0-9.e+-]+/s, about [0-9]+ (s|min [0-9]+ s|h [0-9]+ min) left")));
        REQUIRE(WIFEXITED(status));
        CHECK(WEXITSTATUS(status) == 2);
        const auto manifest = nlohmann::json::parse(readText(out + "/manifest.json"));
        CHECK(manifest["partial"] == true);
        CHECK(manifest["queries_total"] == 400);
        const std::size_t finished = manifest["queries_done"].get<std::size_t>();
        CHECK(finished >= 1);
        CHECK(finished < 400);
        CHECK_THAT(text, Catch::Contains("experiment: stopped by a signal after " + std::to_string(finished) +
                                         " of 400 queries; " + out +
                                         " holds their results, marked partial in its manifest.json"));
        // The rows of the queries done, one each, every one reached.
        const std::string csv = readText(out + "/results.csv");
        std::size_t rows = 0;
        std::size_t reached = 0;
        for (std::size_t at = csv.find('\n'); at != std::string::npos; at = csv.find('\n', at + 1)) {
            const std::string next = csv.substr(at + 1, csv.find('\n', at + 1) - at - 1);
            rows += !next.empty() && next[0] != '#' ? 1 : 0;
            reached += next.find(",reached,") != std::string::npos ? 1 : 0;
        }
        CHECK(rows == 1 + finished); // the header and a row per query done
        CHECK(reached == finished);
    }
}

TEST_CASE("experiment shows its progress on the standard error when the standard output is a file",
          "[cli][experiment][progress][posix]") {
    const TempDir scratch;
    const fs::path fixtures(PATHFINDER_FIXTURE_DIR);
    fs::copy_file(fixtures / "small.map", scratch.path() / "small.map");
    fs::copy_file(fixtures / "small.map.scen", scratch.path() / "small.map.scen");
    const std::string file =
        scratch.write("e.json", R"({"walkers": [{"algo": "astar"}], "scenarios": ["small.map.scen"]})");
    const std::string out = scratch.file("out.txt");
    const std::string err = scratch.file("err.txt");
    const CliResult result =
        runCommand("PATHFINDER_PROGRESS=always '" + std::string(PATHFINDER_CLI) + "' experiment '" + file +
                   "' --out '" + scratch.file("r") + "' >'" + out + "' 2>'" + err + "'");
    CHECK(result.exitCode == 0);
    CHECK_THAT(readText(out), Catch::StartsWith("wrote "));
    CHECK_THAT(readText(out), !Catch::Contains("queries ("));
    CHECK_THAT(readText(err), Catch::Contains("experiment: 8 / 8 queries (100%)\n"));
}
