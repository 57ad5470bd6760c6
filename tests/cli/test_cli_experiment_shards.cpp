// An experiment split into shards (experiment FILE --shard K/N) and joined again (experiment merge)
// gives what a single run gives; merge refuses shards that do not make one whole experiment.

#include "cli/cli_process.h"
#include "experiment/experiment_shards.h"
#include "options/exit_status.h"
#include "support/csv_records.h"
#include "support/temp_dir.h"

#include <catch2/catch.hpp>
#include <filesystem>
#include <map>
#include <nlohmann/json.hpp>
#include <set>
#include <sstream>
#include <string>
#include <vector>

namespace fs = std::filesystem;

namespace {

std::string quote(const std::string& path) {
    return "'" + path + "'";
}

/// Two families (folders) with the hand-worked fixture map and its eight queries each: 16 queries.
std::string experimentFolder(const TempDir& scratch, const std::string& name, const std::string& experiment) {
    for (const char* family : {"alpha", "beta"}) {
        const fs::path dir = scratch.path() / "maps" / family;
        fs::create_directories(dir);
        for (const char* file : {"small.map", "small.map.scen"})
            if (!fs::exists(dir / file))
                fs::copy_file(fs::path(PATHFINDER_FIXTURE_DIR) / file, dir / file);
    }
    return scratch.write(name, experiment);
}

const char* const kExperiment = R"({
  "name": "Shards",
  "walkers": [
    {"algo": "dijkstra"},
    {"algo": "astar"},
    {"algo": "astar", "label": "w_A*", "weight": 3}
  ],
  "scenarios": ["maps"],
  "repetitions": 2,
  "baseline": "dijkstra",
  "slices": {"iterations": 1}
})";
constexpr std::size_t kQueries = 16;
constexpr std::size_t kWalkers = 3;

/// The data rows of results.csv, each without the columns that hold times.
std::vector<std::string> rowsWithoutTimes(const std::string& text) {
    std::vector<bool> time;
    std::vector<std::string> rows;
    for (const std::vector<std::string>& cells : csvLines(text)) {
        if (time.empty()) {
            for (const std::string& name : cells)
                time.push_back(name.size() > 3 && name.compare(name.size() - 3, 3, "_ns") == 0);
            REQUIRE(std::count(time.begin(), time.end(), true) == 4);
        }
        REQUIRE(cells.size() == time.size());
        std::string kept;
        for (std::size_t i = 0; i < cells.size(); ++i)
            if (!time[i])
                kept += cells[i] + ",";
        rows.push_back(kept);
    }
    return rows;
}

/// The lines of the report from the table whose caption starts with `caption` to the blank line
/// after it.
std::string table(const std::string& report, const std::string& caption) {
    const std::size_t at = report.find(caption);
    REQUIRE(at != std::string::npos);
    const std::size_t rows = report.find("\n|", at);
    return report.substr(at, report.find("\n\n", rows) - at);
}

nlohmann::json manifestOf(const fs::path& folder) {
    return nlohmann::json::parse(readText((folder / "manifest.json").string()));
}

/// Runs shard K of N for every K into folders "PREFIX-K"; returns their paths.
std::vector<std::string> runShards(const TempDir& scratch, const std::string& file, std::size_t count,
                                   const std::string& prefix) {
    std::vector<std::string> folders;
    for (std::size_t k = 1; k <= count; ++k) {
        const std::string out = scratch.file(prefix + "-" + std::to_string(k));
        const CliResult result =
            runCli("experiment " + quote(file) + " --quiet --shard " + std::to_string(k) + "/" +
                   std::to_string(count) + " --out " + quote(out));
        INFO(result.out);
        REQUIRE(result.exitCode == 0);
        folders.push_back(out);
    }
    return folders;
}

std::string quoted(const std::vector<std::string>& folders) {
    std::string words;
    for (const std::string& folder : folders)
        words += " " + quote(folder);
    return words;
}

} // namespace

TEST_CASE("Shards of an experiment, merged, give the rows and report of a single run but for the times",
          "[cli][experiment][shard]") {
    const TempDir scratch;
    const std::string file = experimentFolder(scratch, "experiment.json", kExperiment);
    const fs::path whole = scratch.path() / "whole";
    REQUIRE(runCli("experiment " + quote(file) + " --quiet --out " + quote(whole.string())).exitCode == 0);
    const std::vector<std::string> shards = runShards(scratch, file, 3, "shard");

    // Each shard says which it is, of which experiment, and which queries are its: 6, 5 and 5.
    std::set<std::size_t> tasks;
    for (std::size_t k = 1; k <= 3; ++k) {
        const nlohmann::json manifest = manifestOf(shards[k - 1]);
        CHECK(manifest["shard"]["index"] == k);
        CHECK(manifest["shard"]["count"] == 3);
        CHECK(manifest["shard"]["tasks_total"] == kQueries);
        CHECK(manifest["experiment"]["sha256"] == sha256sum(file));
        CHECK(manifest["partial"] == false);
        for (std::size_t task : manifest["shard"]["tasks"].get<std::vector<std::size_t>>()) {
            CHECK(task % 3 == k - 1);
            CHECK(tasks.insert(task).second);
        }
        CHECK(rowsWithoutTimes(readText(shards[k - 1] + "/results.csv")).size() ==
              1 + (k == 1 ? 6 : 5) * kWalkers);
    }
    CHECK(tasks.size() == kQueries);

    // In any order the folders are given.
    const fs::path merged = scratch.path() / "merged";
    const CliResult merge = runCli("experiment merge" + quoted({shards[2], shards[0], shards[1]}) +
                                   " --out " + quote(merged.string()));
    INFO(merge.out);
    REQUIRE(merge.exitCode == 0);
    CHECK_THAT(merge.out, Catch::Contains("16 queries, 3 walkers, merged from 3 shards"));
    for (const char* name : {"results.csv", "manifest.json", "report.md", "report.tex", "cactus-time.svg",
                             "time-by-bucket.svg", "expansions-by-length.svg"})
        CHECK(fs::is_regular_file(merged / name));

    const auto single = rowsWithoutTimes(readText((whole / "results.csv").string()));
    REQUIRE(single.size() == 1 + kQueries * kWalkers);
    CHECK(rowsWithoutTimes(readText((merged / "results.csv").string())) == single);

    const std::string singleReport = readText((whole / "report.md").string());
    const std::string mergedReport = readText((merged / "report.md").string());
    // What was run (the line under the title), the expansions and the costs; not the times.
    const auto summary = [](const std::string& report) {
        const std::size_t at = report.find("# Shards\n\n");
        REQUIRE(at != std::string::npos);
        return report.substr(at, report.find('\n', at + 10) - at);
    };
    CHECK_THAT(summary(mergedReport),
               Catch::Contains("16 queries from 2 scenario files (2 families), 3 walkers"));
    CHECK(summary(mergedReport) == summary(singleReport));
    for (const char* caption : {"Expansions per query", "Path cost over"})
        CHECK(table(mergedReport, caption) == table(singleReport, caption));
    const nlohmann::json singleManifest = manifestOf(whole);
    const nlohmann::json mergedManifest = manifestOf(merged);
    for (const char* key : {"walkers", "run", "scenarios", "outputs", "partial"})
        CHECK(mergedManifest[key] == singleManifest[key]);
    CHECK(mergedManifest["merged_from"].size() == 3);
    CHECK(!mergedManifest.contains("shard")); // a merged folder is no shard: it cannot be merged again
}

TEST_CASE("Shards split the queries round-robin: each in exactly one shard, sizes one apart at most",
          "[cli][experiment][shard]") {
    for (std::size_t total : {0, 1, 7, 16}) {
        for (std::size_t count : {1, 2, 3, 5, 16, 17, 40}) {
            CAPTURE(total, count);
            std::vector<int> seen(total, 0);
            std::size_t smallest = total;
            std::size_t largest = 0;
            for (std::size_t k = 1; k <= count; ++k) {
                const auto tasks = pathfinder::cli::shardTasks(total, {k, count});
                smallest = std::min(smallest, tasks.size());
                largest = std::max(largest, tasks.size());
                for (std::size_t t : tasks) {
                    REQUIRE(t < total);
                    ++seen[t];
                }
            }
            CHECK(std::count(seen.begin(), seen.end(), 1) == static_cast<long>(total));
            CHECK(largest - std::min(smallest, largest) <= 1);
            CHECK(largest == (total + count - 1) / count);
        }
    }

    SECTION("more shards than queries: the shards past the queries have none, and merge still joins them") {
        const TempDir scratch;
        const std::string file = experimentFolder(scratch, "experiment.json", kExperiment);
        const std::vector<std::string> shards = runShards(scratch, file, 20, "s");
        for (std::size_t k = 17; k <= 20; ++k) {
            const nlohmann::json manifest = manifestOf(shards[k - 1]);
            CHECK(manifest["shard"]["tasks"].empty());
            CHECK(!fs::exists(shards[k - 1] + "/results.csv"));
        }
        const fs::path whole = scratch.path() / "whole";
        REQUIRE(runCli("experiment " + quote(file) + " --quiet --out " + quote(whole.string())).exitCode ==
                0);
        const fs::path merged = scratch.path() / "merged";
        const CliResult merge =
            runCli("experiment merge" + quoted(shards) + " --out " + quote(merged.string()));
        INFO(merge.out);
        REQUIRE(merge.exitCode == 0);
        CHECK(rowsWithoutTimes(readText((merged / "results.csv").string())) ==
              rowsWithoutTimes(readText((whole / "results.csv").string())));
    }
}

TEST_CASE("The option --shard takes K/N with 1 <= K <= N, and says what is wrong otherwise",
          "[cli][experiment][shard]") {
    const TempDir scratch;
    const std::string file = experimentFolder(scratch, "experiment.json", kExperiment);
    const std::map<std::string, std::string> cases = {
        {"0/3", "the shard K (before the slash) must be from 1 to N = 3"},
        {"4/3", "the shard K (before the slash) must be from 1 to N = 3"},
        {"x/2", "the shard K (before the slash)"},
        {"1/0", "the number of shards N (after the slash)"},
        {"2", "expected K/N"},
        {"1/y", "the number of shards N (after the slash)"},
    };
    for (const auto& [value, message] : cases) {
        const CliResult result = runCli("experiment " + quote(file) + " --shard " + quote(value) + " --out " +
                                        quote(scratch.file("out")));
        INFO(value << "\n" << result.out);
        CHECK(result.exitCode == pathfinder::cli::kExitTrouble);
        CHECK_THAT(result.out, Catch::Contains("error: --shard " + value + ": " + message));
        CHECK(!fs::exists(scratch.file("out")));
    }
}

TEST_CASE("experiment merge refuses shards that do not make one whole experiment, and writes nothing",
          "[cli][experiment][shard]") {
    const TempDir scratch;
    const std::string file = experimentFolder(scratch, "experiment.json", kExperiment);
    const std::vector<std::string> shards = runShards(scratch, file, 3, "a");
    std::string other = kExperiment;
    other.replace(other.find("\"repetitions\": 2"), 16, "\"repetitions\": 1");
    const std::string otherFile = experimentFolder(scratch, "other.json", other);
    const std::vector<std::string> others = runShards(scratch, otherFile, 3, "b");
    const fs::path whole = scratch.path() / "whole";
    REQUIRE(runCli("experiment " + quote(file) + " --quiet --out " + quote(whole.string())).exitCode == 0);

    struct Case {
        std::vector<std::string> folders;
        std::string message;
    };
    const Case cases[] = {
        {{shards[0], shards[2]}, "shard 2/3 is missing: merge takes all 3 shards of the experiment"},
        {{shards[0]}, "shards 2/3, 3/3 are missing"},
        {{shards[0], shards[1], shards[1], shards[2]},
         shards[1] + " and " + shards[1] + " are both shard 2/3"},
        {{shards[0], others[1], shards[2]},
         others[1] + " is a shard of another experiment than " + shards[0]},
        {{shards[0], shards[1], whole.string()}, whole.string() + " holds a whole experiment, not a shard"},
    };
    for (const Case& c : cases) {
        const CliResult result =
            runCli("experiment merge" + quoted(c.folders) + " --out " + quote(scratch.file("merged")));
        INFO(result.out);
        CHECK(result.exitCode == pathfinder::cli::kExitTrouble);
        CHECK_THAT(result.out, Catch::StartsWith("error: ") && Catch::Contains(c.message));
        CHECK(!fs::exists(scratch.file("merged")));
    }
    // A shard of another split.
    const std::vector<std::string> halves = runShards(scratch, file, 2, "c");
    const CliResult split = runCli("experiment merge" + quoted({shards[0], halves[1], shards[2]}) +
                                   " --out " + quote(scratch.file("m")));
    INFO(split.out);
    CHECK(split.exitCode == pathfinder::cli::kExitTrouble);
    CHECK_THAT(split.out, Catch::Contains(halves[1] + " is shard 2/2, of another split than " + shards[0]));
    CHECK(!fs::exists(scratch.file("m")));
}
