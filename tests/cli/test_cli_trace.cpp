#include "cli/cli_process.h"
#include "support/gif_frames.h"
#include "support/temp_dir.h"

#include <catch2/catch.hpp>
#include <filesystem>
#include <iterator>
#include <nlohmann/json.hpp>
#include <string>

namespace {

const std::string kQuery = "--map " + fixture("walls32.map") + " --start 1,1 --goal 30,30 --algo astar";

nlohmann::json readJson(const std::string& path) {
    return nlohmann::json::parse(readText(path));
}

/// The expansions `run` reports for the same query: a count that owes nothing to the trace code.
long long expansionsByRun(const std::string& extra) {
    const CliResult run = runCli("run " + kQuery + " " + extra + " --reps 1 --json");
    REQUIRE(run.exitCode == 0);
    const auto rows = nlohmann::json::parse(run.out.substr(run.out.find('{')))["rows"];
    REQUIRE(rows.size() == 1);
    return rows[0]["expanded"].get<long long>();
}

long long countType(const nlohmann::json& trace, const std::string& type) {
    long long n = 0;
    for (const auto& event : trace["events"])
        if (event["type"] == type)
            ++n;
    return n;
}

} // namespace

TEST_CASE("trace writes a Posthoc trace of an A* run on a Moving AI map, with the map beside it",
          "[cli][trace]") {
    const TempDir scratch;
    const std::string out = scratch.file("astar.trace.json");
    const CliResult result = runCli("trace " + kQuery + " --out '" + out + "'");
    INFO(result.out);
    REQUIRE(result.exitCode == 0);

    const nlohmann::json trace = readJson(out);
    CHECK(trace["version"] == "1.4.0");
    CHECK(trace["views"]["main"][0]["$"] == "rect");
    const auto& events = trace["events"];
    REQUIRE(events.size() > 3);

    SECTION("as many expanding events as the run's expansions") {
        CHECK(countType(trace, "expanding") == expansionsByRun(""));
    }
    SECTION("source and destination first, end last") {
        CHECK(events[0]["type"] == "source");
        CHECK(events[0]["x"] == 1);
        CHECK(events[0]["y"] == 1);
        CHECK(events[1]["type"] == "destination");
        CHECK(events[1]["x"] == 30);
        CHECK(events[1]["y"] == 30);
        CHECK(events.back()["type"] == "end");
        CHECK(countType(trace, "end") == 1);
    }
    SECTION("every id is the cell's index y * 32 + x, and every pId a neighbour's") {
        for (const auto& event : events) {
            const int x = event["x"];
            const int y = event["y"];
            CHECK(event["id"] == y * 32 + x);
            if (!event["pId"].is_null()) {
                const int parent = event["pId"];
                CHECK(std::abs(parent % 32 - x) <= 1);
                CHECK(std::abs(parent / 32 - y) <= 1);
            }
        }
    }
    SECTION("the map beside it is the fixture as Posthoc reads it") {
        const std::string map = readText(scratch.file("astar.map"));
        const std::string fixtureMap = readText(std::string(PATHFINDER_FIXTURE_DIR) + "/walls32.map");
        CHECK(map.rfind("type octile\nheight 32\nwidth 32\nmap\n", 0) == 0);
        // The fixture's trees ('T') are walls; the written map has '@' for every wall.
        std::string expected = fixtureMap;
        for (char& c : expected)
            if (c == 'T')
                c = '@';
        CHECK(map == expected);
        CHECK(trace["pathfinder"]["map"] == "astar.map");
    }
}

TEST_CASE("trace-diff says that two runs of the same query agree", "[cli][trace]") {
    const TempDir scratch;
    const std::string a = scratch.file("a.trace.json");
    const std::string b = scratch.file("b.trace.json");
    REQUIRE(runCli("trace " + kQuery + " --out '" + a + "'").exitCode == 0);
    REQUIRE(runCli("trace " + kQuery + " --out '" + b + "'").exitCode == 0);
    const CliResult diff = runCli("trace-diff '" + a + "' '" + b + "'");
    INFO(diff.out);
    CHECK(diff.exitCode == 0);
    const auto events = readJson(a)["events"].size();
    CHECK_THAT(diff.out, Catch::Contains("The traces agree: " + std::to_string(events) + " events each."));
}

TEST_CASE("trace-diff names the first event where two tie-breaks part", "[cli][trace]") {
    const TempDir scratch;
    const std::string a = scratch.file("larger-g.trace.json");
    const std::string b = scratch.file("fifo.trace.json");
    REQUIRE(runCli("trace " + kQuery + " --tie-break larger-g --out '" + a + "'").exitCode == 0);
    REQUIRE(runCli("trace " + kQuery + " --tie-break fifo --out '" + b + "'").exitCode == 0);
    const nlohmann::json ta = readJson(a);
    const nlohmann::json tb = readJson(b);
    CHECK(countType(tb, "expanding") == expansionsByRun("--tie-break fifo"));

    // Where they part, found here from the files alone.
    std::size_t first = 0;
    while (first < ta["events"].size() && first < tb["events"].size() &&
           ta["events"][first] == tb["events"][first])
        ++first;
    REQUIRE(first < ta["events"].size());
    const auto& ea = ta["events"][first];
    const auto& eb = tb["events"][first];

    const CliResult diff = runCli("trace-diff '" + a + "' '" + b + "'");
    INFO(diff.out);
    CHECK(diff.exitCode == 1);
    CHECK_THAT(diff.out, Catch::Contains("part at event " + std::to_string(first + 1) + ","));
    const auto cell = [](const nlohmann::json& e) {
        return e["type"].get<std::string>() + " (" + std::to_string(e["x"].get<int>()) + ", " +
               std::to_string(e["y"].get<int>()) + ")";
    };
    CHECK_THAT(diff.out, Catch::Contains("A has " + cell(ea)));
    CHECK_THAT(diff.out, Catch::Contains("B has " + cell(eb)));
    CHECK_THAT(diff.out, Catch::Contains(std::to_string(ta["events"].size()) + " events"));
    CHECK_THAT(diff.out, Catch::Contains(std::to_string(tb["events"].size()) + " events"));
}

TEST_CASE("trace-diff exits 2 with file:line:col for a malformed trace", "[cli][trace]") {
    const TempDir scratch;
    const std::string good = scratch.file("good.trace.json");
    REQUIRE(runCli("trace " + kQuery + " --out '" + good + "'").exitCode == 0);
    const std::string bad =
        scratch.write("bad.trace.json",
                      "{\n  \"events\": [\n    { \"type\": \"expanding\", \"x\": -1, \"y\": 0 }\n  ]\n}\n");
    const CliResult diff = runCli("trace-diff '" + good + "' '" + bad + "'");
    CHECK(diff.exitCode == 2);
    CHECK_THAT(diff.out, Catch::Contains("bad.trace.json:3:33:"));
}

TEST_CASE("trace records one walker only", "[cli][trace]") {
    const TempDir scratch;
    const CliResult result = runCli("trace --map " + fixture("walls32.map") +
                                    " --algo astar,dijkstra --out '" + scratch.file("t.json") + "'");
    CHECK(result.exitCode != 0);
    CHECK_THAT(result.out, Catch::Contains("one walker"));
}

TEST_CASE("trace --gif writes an animation of the run, a frame a step, that giflib reads back",
          "[cli][trace][gif]") {
    const TempDir scratch;
    const std::string gif = scratch.file("astar.gif");
    const CliResult result = runCli("trace --map " + preset("test-8x8.maze") + " --algo astar --gif '" + gif +
                                    "' --cell-size 5 --fps 10 --quiet");
    INFO(result.out);
    REQUIRE(result.exitCode == 0);
    const pathfinder::testing::DecodedGif decoded = pathfinder::testing::decodeGif(gif);
    // 8 cells of 5 pixels, widened by the legend to its widest entry (59 pixels).
    CHECK(decoded.width == 59);
    CHECK(decoded.frames.size() > 5);
    CHECK(decoded.loops);
    CHECK(decoded.delays.front() == 10);
    CHECK_THAT(result.out, Catch::Contains("wrote " + std::to_string(decoded.frames.size()) + " frames"));
    // The first frame shows the start and goal of the map, the last also the path.
    CHECK_FALSE(decoded.frames.front() == decoded.frames.back());
    // No trace was asked for, so none was written.
    CHECK(std::distance(std::filesystem::directory_iterator(scratch.path()),
                        std::filesystem::directory_iterator()) == 1);
}

TEST_CASE("trace --gif --regions tints each connected region of the map", "[cli][trace][gif]") {
    // Two rooms parted by a wall; the goal's room is closed off, so A* searches the start's room only.
    const TempDir scratch;
    const std::string maze = scratch.write("rooms.maze", "size: 5 2\nstart: 0 0\ngoal: 4 0\nmap:\n"
                                                         "S.#.G\n"
                                                         "..#..\n");
    const std::string plain = scratch.file("plain.gif");
    const std::string tinted = scratch.file("tinted.gif");
    const std::string trace = "trace --map '" + maze + "' --algo astar --cell-size 4 --no-legend --quiet";
    REQUIRE(runCli(trace + " --gif '" + plain + "'").exitCode == 0);
    const CliResult result = runCli(trace + " --gif '" + tinted + "' --regions");
    INFO(result.out);
    REQUIRE(result.exitCode == 0);
    const pathfinder::Raster before = pathfinder::testing::decodeGif(plain).frames.front();
    const pathfinder::Raster after = pathfinder::testing::decodeGif(tinted).frames.front();
    // Cell (3, 1), in the goal's room, is never reached: plain ground without --regions, tinted with it.
    using namespace pathfinder;
    const Rgb ground = colours::cellShade(1);
    CHECK(before.at(3 * 4 + 2, 4 + 2) == ground);
    const Rgb right = after.at(3 * 4 + 2, 4 + 2);
    const Rgb left = after.at(1 * 4 + 2, 4 + 2);
    CHECK_FALSE(right == ground);
    CHECK_FALSE(right == left);
    // The wall is not tinted, and cells of one room share its tint.
    CHECK(after.at(2 * 4 + 2, 2) == before.at(2 * 4 + 2, 2));
    CHECK(after.at(3 * 4 + 2, 2) == right);
}

TEST_CASE("trace --gif of two walkers puts them side by side, and of D* shows its repairs",
          "[cli][trace][gif]") {
    const TempDir scratch;
    const std::string both = scratch.file("both.gif");
    const std::string maze = preset("test-20x20.maze");
    const CliResult pair = runCli("trace --map " + maze + " --algo astar,dijkstra --gif '" + both +
                                  "' --cell-size 4 --no-legend --steps-per-frame 1 --quiet");
    INFO(pair.out);
    REQUIRE(pair.exitCode == 0);
    const auto decoded = pathfinder::testing::decodeGif(both);
    CHECK(decoded.width == 20 * 4 + 8 + 20 * 4);
    CHECK(decoded.height == 20 * 4);

    // D* runs to the goal, then a wall is put on its route and it repairs: more frames than the
    // run alone.
    const std::string alone = scratch.file("alone.gif");
    const std::string repaired = scratch.file("repaired.gif");
    const std::string changes = scratch.write("changes.txt", "add 19 18\nadd 18 19\n");
    const std::string dstar =
        "trace --map " + maze + " --algo dstar --cell-size 2 --steps-per-frame 1 --quiet";
    REQUIRE(runCli(dstar + " --gif '" + alone + "'").exitCode == 0);
    const CliResult withChanges = runCli(dstar + " --gif '" + repaired + "' --changes '" + changes + "'");
    INFO(withChanges.out);
    REQUIRE(withChanges.exitCode == 0);
    CHECK(pathfinder::testing::decodeGif(repaired).frames.size() >
          pathfinder::testing::decodeGif(alone).frames.size() + 2);
}

TEST_CASE("trace --gif refuses what it cannot do, and says why", "[cli][trace][gif]") {
    const TempDir scratch;
    const std::string maze = preset("test-8x8.maze");
    const std::string gif = scratch.file("x.gif");
    const auto refused = [&](const std::string& call, const std::string& reason) {
        const CliResult result = runCli(call);
        INFO(call << "\n" << result.out);
        CHECK(result.exitCode == 2);
        CHECK_THAT(result.out, Catch::Contains(reason));
        CHECK_FALSE(std::filesystem::exists(gif));
    };
    refused("trace --map " + maze + " --algo astar", "give one");
    refused("trace --map " + maze + " --algo astar --gif '" + gif + "' --fps 0", "--fps");
    refused("trace --map " + maze + " --algo astar,dijkstra,breadth-first --gif '" + gif + "'",
            "two side by side");
    refused("trace --map " + maze + " --algo astar --gif '" + gif + "' --from-step 9 --to-step 3",
            "before --from-step");
    refused("trace --map " + maze + " --algo astar --gif '" + gif + "' --out '" + gif + "'", "same file");
    refused("trace --map " + maze + " --algo astar --gif '" + maze + "'", "");
}
