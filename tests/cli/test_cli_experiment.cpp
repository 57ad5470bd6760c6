#include "cli/cli_process.h"
#include "support/temp_dir.h"

#include <algorithm>
#include <catch2/catch.hpp>
#include <cmath>
#include <filesystem>
#include <map>
#include <nlohmann/json.hpp>
#include <sstream>
#include <string>
#include <vector>

namespace fs = std::filesystem;

namespace {

/// Two families (folders) holding the hand-worked fixture map and its eight queries, and an
/// experiment file beside them; returns the experiment file's path.
std::string experimentFolder(const TempDir& scratch, const std::string& experiment) {
    for (const char* family : {"alpha", "beta"}) {
        const fs::path dir = scratch.path() / "maps" / family;
        fs::create_directories(dir);
        for (const char* name : {"small.map", "small.map.scen"})
            fs::copy_file(fs::path(PATHFINDER_FIXTURE_DIR) / name, dir / name);
    }
    return scratch.write("experiment.json", experiment);
}

const char* const kExperiment = R"({
  "name": "Fixture check",
  "walkers": [
    {"algo": "dijkstra"},
    {"algo": "astar"},
    {"algo": "astar", "label": "w_A* 50%", "weight": 3}
  ],
  "scenarios": ["maps"],
  "repetitions": 1,
  "baseline": "dijkstra",
  "slices": {"iterations": 1}
})";

/// The data rows of results.csv as column → cell maps.
std::vector<std::map<std::string, std::string>> csvRecords(const std::string& text) {
    std::istringstream lines(text);
    std::string line;
    std::vector<std::string> header;
    std::vector<std::map<std::string, std::string>> records;
    while (std::getline(lines, line)) {
        if (line.rfind("# ", 0) == 0)
            continue;
        std::vector<std::string> cells;
        std::istringstream fields(line);
        std::string cell;
        while (std::getline(fields, cell, ','))
            cells.push_back(cell);
        if (line.back() == ',')
            cells.emplace_back();
        if (header.empty()) {
            header = cells;
            continue;
        }
        REQUIRE(cells.size() == header.size());
        std::map<std::string, std::string> record;
        for (std::size_t i = 0; i < cells.size(); ++i)
            record[header[i]] = cells[i];
        records.push_back(record);
    }
    return records;
}

/// The cells of the first Markdown table row that starts with `start` in the report, after the
/// text `after`.
std::vector<std::string> tableRow(const std::string& report, const std::string& start,
                                  const std::string& after = "") {
    const std::size_t at = report.find("\n| " + start, report.find(after));
    REQUIRE(at != std::string::npos);
    const std::string line = report.substr(at + 1, report.find('\n', at + 1) - at - 1);
    std::vector<std::string> cells;
    std::istringstream fields(line);
    std::string cell;
    std::getline(fields, cell, '|');
    while (std::getline(fields, cell, '|'))
        cells.push_back(cell.substr(1, cell.size() - 2));
    return cells;
}

double medianOf(std::vector<double> v) {
    std::sort(v.begin(), v.end());
    const std::size_t n = v.size();
    return n % 2 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
}

} // namespace

TEST_CASE("experiment runs a file end to end into a folder of results, manifest, report and charts",
          "[cli][experiment]") {
    const TempDir scratch;
    const std::string file = experimentFolder(scratch, kExperiment);
    const fs::path out = scratch.path() / "results";
    const CliResult result = runCli("experiment '" + file + "' --out '" + out.string() + "' --jobs 2");
    INFO(result.out);
    REQUIRE(result.exitCode == 0);
    for (const char* name : {"results.csv", "manifest.json", "report.md", "report.tex", "cactus-time.svg",
                             "time-by-bucket.svg", "expansions-by-length.svg"})
        CHECK(fs::is_regular_file(out / name));
    CHECK(std::distance(fs::directory_iterator(scratch.path()), fs::directory_iterator()) ==
          3); // no leftovers

    const std::string csv = readText((out / "results.csv").string());
    const auto meta = csvProvenance(csv);
    CHECK(meta.at("experiment_sha256") == sha256sum(file));
    CHECK(meta.at("walker_3") == "w_A* 50% = astar (heuristic octile, weight 3, tie-break larger-g)");
    CHECK(meta.at("baseline") == "dijkstra");

    // Every query once per walker; Dijkstra and A* meet the file's optimum, the weighted A* not always.
    const auto records = csvRecords(csv);
    REQUIRE(records.size() == 2 * 8 * 3);
    for (const auto& r : records) {
        CAPTURE(r.at("label"), r.at("line"));
        CHECK(r.at("status") == "reached");
        if (r.at("label") != "w_A* 50%")
            CHECK(std::stod(r.at("path_cost")) == Approx(std::stod(r.at("optimal_cost"))).epsilon(1e-6));
        CHECK(std::stoull(r.at("slices")) >= std::stoull(r.at("expanded"))); // one expansion per slice
    }

    // The report's figures, recounted here from the raw rows.
    const std::string report = readText((out / "report.md").string());
    std::map<std::string, std::vector<double>> expanded;
    std::map<std::string, std::vector<double>> time;
    for (const auto& r : records) {
        expanded[r.at("label")].push_back(std::stod(r.at("expanded")));
        time[r.at("label")].push_back(std::stod(r.at("time_ns")));
    }
    int faster = 0;
    std::vector<double> ratios;
    for (std::size_t i = 0; i < time["astar"].size(); ++i) {
        faster += time["astar"][i] < time["dijkstra"][i] ? 1 : 0;
        ratios.push_back(expanded["astar"][i] / expanded["dijkstra"][i]);
    }
    // Rows of the paired table: family, walker, time ratio, CI, faster on, slower on, p, p, ratio, CI.
    const auto paired = tableRow(report, "all | astar | ", "_Each walker against dijkstra");
    REQUIRE(paired.size() == 10);
    CHECK(std::stoi(paired[4]) == faster);
    CHECK(std::stod(paired[8]) == Approx(medianOf(ratios)).margin(0.0005));
    // Queries per family and walker in the distribution tables.
    CHECK(tableRow(report, "alpha | dijkstra | ")[2] == "8");
    CHECK_THAT(report, Catch::Contains("![Queries solved within a time](cactus-time.svg)"));

    const std::string tex = readText((out / "report.tex").string());
    CHECK_THAT(tex, Catch::Contains("\\begin{tabular}"));
    CHECK_THAT(tex, Catch::Contains("w\\_A* 50\\%"));

    const auto manifest = nlohmann::json::parse(readText((out / "manifest.json").string()));
    REQUIRE(manifest["scenarios"].size() == 2);
    for (const auto& set : manifest["scenarios"]) {
        CHECK(set["sha256"] == sha256sum(set["file"]));
        CHECK(set["map_sha256"] == sha256sum(set["map"]));
        CHECK(set["queries"] == 8);
    }
    CHECK(manifest["walkers"][2]["settings"]["weight"] == "3");
    CHECK(manifest["experiment"]["sha256"] == sha256sum(file));
}

TEST_CASE("experiment refuses a bad file where it is wrong and never loses an earlier result",
          "[cli][experiment]") {
    const TempDir scratch;
    const std::string good = experimentFolder(scratch, kExperiment);
    const fs::path out = scratch.path() / "results";

    SECTION("an unknown key, at its line and column") {
        const std::string bad = scratch.write(
            "bad.json", "{\n  \"walkers\": [{\"algo\": \"astar\"}],\n  \"scenarios\": [\"maps\"],\n"
                        "  \"repetition\": 3\n}\n");
        const CliResult result = runCli("experiment '" + bad + "' --out '" + out.string() + "'");
        CHECK(result.exitCode != 0);
        CHECK_THAT(result.out, Catch::Contains("bad.json:4:17: unknown key \"repetition\""));
        CHECK_FALSE(fs::exists(out));
    }
    SECTION("a key given twice, at its second value") {
        const std::string bad =
            scratch.write("bad.json", "{\"walkers\": [{\"algo\": \"astar\"}], \"scenarios\": [\"maps\"],\n"
                                      " \"repetitions\": 1, \"repetitions\": 5}");
        const CliResult result = runCli("experiment '" + bad + "' --out '" + out.string() + "'");
        CHECK(result.exitCode != 0);
        CHECK_THAT(result.out, Catch::Contains("bad.json:2:20: the member 'repetitions' is given twice"));
    }
    SECTION("a parameter the walker does not read") {
        const std::string bad = scratch.write(
            "bad.json",
            "{\"walkers\": [{\"algo\": \"breadth-first\", \"weight\": 2}], \"scenarios\": [\"maps\"]}");
        const CliResult result = runCli("experiment '" + bad + "' --out '" + out.string() + "'");
        CHECK(result.exitCode != 0);
        CHECK_THAT(result.out,
                   Catch::Contains("bad.json:1:50: \"weight\" is not a setting of breadth-first"));
    }
    SECTION("earlier results are kept unless --overwrite, and kept when the run fails") {
        REQUIRE(runCli("experiment '" + good + "' --out '" + out.string() + "/'").exitCode == 0);
        const std::string report = readText((out / "report.md").string());
        REQUIRE_FALSE(report.empty());
        CHECK(runCli("experiment '" + good + "' --out '" + out.string() + "'").exitCode != 0);
        CHECK(readText((out / "report.md").string()) == report);

        fs::remove(scratch.path() / "maps" / "beta" / "small.map"); // a query's map is now missing
        const CliResult failed = runCli("experiment '" + good + "' --out '" + out.string() + "' --overwrite");
        CHECK(failed.exitCode != 0);
        CHECK_THAT(failed.out, Catch::Contains("small.map.scen:2:"));
        CHECK(readText((out / "report.md").string()) == report);
    }
    SECTION("--overwrite replaces only earlier results, never a folder that holds the inputs") {
        fs::create_directories(scratch.path() / "notes");
        scratch.write("notes/keep.txt", "mine");
        const CliResult notResults = runCli("experiment '" + good + "' --out '" +
                                            (scratch.path() / "notes").string() + "' --overwrite");
        CHECK(notResults.exitCode != 0);
        CHECK_THAT(notResults.out, Catch::Contains("is not the results of an experiment"));
        CHECK(readText(scratch.file("notes/keep.txt")) == "mine");

        const CliResult inputs =
            runCli("experiment '" + good + "' --out '" + scratch.path().string() + "' --overwrite");
        CHECK(inputs.exitCode != 0);
        CHECK_THAT(inputs.out, Catch::Contains("which writing the results there would replace"));
        CHECK(fs::exists(good));
    }
}

TEST_CASE("experiment runs maps with changes: first searches, then each walker's answer to the change",
          "[cli][experiment]") {
    const TempDir scratch;
    const std::string maze = std::string(PATHFINDER_MAZE_DIR) + "/test-8x8.maze";
    const std::string file = scratch.write("maps.json", R"({
  "walkers": [{"algo": "dijkstra"}, {"algo": "dstar"}, {"algo": "pathjoiner"}],
  "maps": [{"map": ")" + maze + R"(", "changes": "remove 4 1"}],
  "repetitions": 2
})");
    const fs::path out = scratch.path() / "results";
    const CliResult result = runCli("experiment '" + file + "' --out '" + out.string() + "'");
    INFO(result.out);
    REQUIRE(result.exitCode == 0);
    const std::string csv = readText((out / "results.csv").string());
    CHECK(csvProvenance(csv).at("map_1_sha256") == sha256sum(maze));
    const auto records = csvRecords(csv);
    REQUIRE(records.size() == 3 * 2 * 2); // walkers × runs × (first search, after the change)
    for (const auto& r : records) {
        CAPTURE(r.at("walker"), r.at("step"));
        CHECK(r.at("status") == "reached");
        // Removing the wall at (4,1) opens the straight row from (0,1) to (7,1): seven steps.
        if (r.at("step") == "1")
            CHECK(std::stod(r.at("optimal_cost")) == 7.0);
        if (r.at("walker") != "pathjoiner") // it splices, and may miss the optimum after a change
            CHECK(std::stod(r.at("path_cost")) == Approx(std::stod(r.at("optimal_cost"))).epsilon(1e-9));
    }
    const std::string report = readText((out / "report.md").string());
    CHECK(tableRow(report, "dstar, after change 1 | ").size() == 2);
    CHECK_THAT(report, Catch::Contains("_dstar: first search (\u00b5s)_"));
    CHECK(fs::is_regular_file(out / "first-search.svg"));
    const auto manifest = nlohmann::json::parse(readText((out / "manifest.json").string()));
    CHECK(manifest["maps"][0]["changes"][0] == "remove 4 1");

    SECTION("a change script that is wrong is reported where it is in the experiment file") {
        const std::string bad =
            scratch.write("bad.json", "{\"walkers\": [{\"algo\": \"astar\"}],\n \"maps\": [{\"map\": \"" +
                                          maze + "\", \"changes\": \"remove 40 1\"}]}");
        const CliResult refused = runCli("experiment '" + bad + "' --out '" + scratch.file("other") + "'");
        CHECK(refused.exitCode != 0);
        CHECK_THAT(refused.out, Catch::Contains("bad.json:2:") && Catch::Contains("\"changes\" of"));
    }
}
