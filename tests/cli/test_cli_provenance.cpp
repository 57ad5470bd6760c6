#include "cli/cli_process.h"
#include "support/temp_dir.h"

#include <catch2/catch.hpp>
#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <regex>
#include <string>

namespace fs = std::filesystem;

namespace {

std::string fixturePath(const std::string& name) {
    return std::string(PATHFINDER_FIXTURE_DIR) + "/" + name;
}

/// The part of a command's output from its first line that starts with `c`: what follows notes on
/// stderr.
std::string from(const std::string& out, char c) {
    return out.substr(out.find(c));
}

} // namespace

TEST_CASE("run says what produced its CSV and JSON: program, machine, map with its hash, settings",
          "[cli][provenance]") {
    const std::string map = fixturePath("walls32.map");
    const std::string query =
        "run --map '" + map + "' --start 1,1 --goal 30,30 --algo astar,dijkstra --reps 3 ";
    const CliResult csv = runCli(query + "--neighbours 4 --weight 2.5 --tie-break fifo --csv");
    REQUIRE(csv.exitCode == 0);
    const auto meta = csvProvenance(csv.out);

    CHECK(meta.at("program") == "pathfinder-cli");
    const CliResult version = runCli("--version");
    CHECK_THAT(version.out, Catch::Contains(meta.at("version")));
    CHECK(std::regex_match(meta.at("commit"), std::regex("unknown|[0-9a-f]{12}(-dirty)?")));
    CHECK_FALSE(meta.at("build_type").empty());
    CHECK_FALSE(meta.at("compiler").empty());
    CHECK_FALSE(meta.at("cpu").empty());
    CHECK(std::regex_match(meta.at("date"), std::regex(R"(\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ)")));
    CHECK_THAT(meta.at("command"), Catch::Contains("--weight 2.5"));

    CHECK(meta.at("map") == map);
    CHECK(meta.at("map_sha256") == sha256sum(map));
    CHECK(meta.at("map_size") == "32x32");
    CHECK(meta.at("start") == "1,1");
    CHECK(meta.at("goal") == "30,30");
    CHECK(meta.at("walkers") == "astar,dijkstra");
    CHECK(meta.at("neighbours") == "4");
    CHECK(meta.at("corner_rule") == "no-corner-cutting");
    CHECK(meta.at("diagonal_length") == "sqrt2");
    CHECK(meta.at("heuristic") == "octile");
    CHECK(meta.at("weight") == "2.5");
    CHECK(meta.at("tie_break") == "fifo");
    CHECK(meta.at("repetitions") == "3");
    CHECK_THAT(meta.at("budget"), Catch::EndsWith("iterations (50x)"));
    // The header follows the provenance directly.
    CHECK_THAT(csv.out, Catch::Contains("\nwalker,status,path_cost,"));

    const CliResult json = runCli(query + "--neighbours 4 --weight 2.5 --tie-break fifo --json");
    REQUIRE(json.exitCode == 0);
    const auto document = nlohmann::json::parse(from(json.out, '{'));
    REQUIRE(document["rows"].size() == 2);
    for (const auto& [key, value] : meta)
        if (key != "date" && key != "command") // the run may fall in another second; --json, not --csv
            CHECK(document["meta"][key] == value);
}

TEST_CASE("scen, dynamic and bench name every file they read with its hash", "[cli][provenance]") {
    const TempDir scratch;
    const fs::path dir = scratch.path() / "maps";
    fs::create_directories(dir);
    fs::copy_file(fixturePath("small.map"), dir / "small.map");
    fs::copy_file(fixturePath("small.map.scen"), dir / "small.map.scen");
    const std::string scen = (dir / "small.map.scen").string();
    const std::string map = (dir / "small.map").string();

    SECTION("scen: each scenario file and its map") {
        const CliResult result = runCli("scen '" + scen + "' --algo astar --neighbours 8 --reps 2 --csv");
        REQUIRE(result.exitCode == 0);
        const auto meta = csvProvenance(result.out);
        CHECK(meta.at("scenario_1") == scen);
        CHECK(meta.at("scenario_1_sha256") == sha256sum(scen));
        CHECK(meta.at("scenario_1_map") == map);
        CHECK(meta.at("scenario_1_map_sha256") == sha256sum(map));
        CHECK(meta.at("repetitions") == "2");
        CHECK(meta.at("walkers") == "astar");
    }
    SECTION("dynamic: the map and the change script") {
        const std::string changes = scratch.write("changes.txt", "add 5 0\nremove 5 0\n");
        const CliResult result =
            runCli("dynamic --map '" + map + "' --start 0,0 --goal 9,0 --changes '" + changes + "' --csv");
        REQUIRE(result.exitCode == 0);
        const auto meta = csvProvenance(result.out);
        CHECK(meta.at("map_sha256") == sha256sum(map));
        CHECK(meta.at("changes") == changes);
        CHECK(meta.at("changes_sha256") == sha256sum(changes));
        CHECK(meta.at("walkers") == "dstar");
    }
    SECTION("bench: every map") {
        const std::string second = fixturePath("walls32.map");
        const CliResult result = runCli("bench '" + map + "' '" + second + "' --algo astar --reps 1 --json");
        REQUIRE(result.exitCode == 0);
        const auto meta = nlohmann::json::parse(from(result.out, '{'))["meta"];
        CHECK(meta["map_1"] == map);
        CHECK(meta["map_1_sha256"] == sha256sum(map));
        CHECK(meta["map_2_sha256"] == sha256sum(second));
    }
}

TEST_CASE("trace says what produced it in a meta object that its reader passes over",
          "[cli][provenance][trace]") {
    const TempDir dir;
    const std::string map = fixturePath("walls32.map");
    const std::string out = dir.file("run.trace.json");
    const CliResult result = runCli("trace --map '" + map +
                                    "' --start 1,1 --goal 30,30 --algo astar --heuristic euclidean "
                                    "--neighbours 4 --out '" +
                                    out + "'");
    REQUIRE(result.exitCode == 0);
    std::ifstream in(out);
    const auto meta = nlohmann::json::parse(in)["meta"];
    CHECK(meta["program"] == "pathfinder-cli");
    CHECK(meta["map"] == map);
    CHECK(meta["map_sha256"] == sha256sum(map));
    CHECK(meta["walkers"] == "astar");
    CHECK(meta["neighbours"] == "4");
    CHECK(meta["heuristic"] == "euclidean");
    // The trace reads back, meta and all, and compares with itself.
    const CliResult diff = runCli("trace-diff '" + out + "' '" + out + "'");
    INFO(diff.out);
    CHECK(diff.exitCode == 0);
}
