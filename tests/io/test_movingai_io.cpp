#include "pathfinder/basics/parse_error.h"
#include "pathfinder/formats/movingai_io.h"

#include "support/temp_dir.h"

#include <catch2/catch.hpp>
#include <cmath>
#include <cstdio>
#include <filesystem>
#include <sstream>
#include <string>
#include <vector>

using namespace pathfinder;

namespace {

MapGrid parseMap(const std::string& text) {
    std::istringstream in(text);
    return readMovingAiMap(in, "test.map");
}

std::vector<ScenarioQuery> parseScenario(const std::string& text) {
    std::istringstream in(text);
    return readScenario(in, "test.scen");
}

/// Walls as '@' and free cells as '.', one string per row.
std::vector<std::string> wallRows(const MapGrid& grid) {
    std::vector<std::string> rows;
    for (int y = 0; y < grid.height(); ++y) {
        std::string row;
        for (int x = 0; x < grid.width(); ++x)
            row += grid.isBlocked({x, y}) ? '@' : '.';
        rows.push_back(row);
    }
    return rows;
}

} // namespace

TEST_CASE("A Moving AI map is read with every terrain letter", "[io][movingai]") {
    const MapGrid grid = parseMap("type octile\n"
                                  "height 3\n"
                                  "width 4\n"
                                  "map\n"
                                  ".GS@\n"
                                  "OTW.\n"
                                  "....\n");
    REQUIRE(grid.width() == 4);
    REQUIRE(grid.height() == 3);
    CHECK(wallRows(grid) == std::vector<std::string>{"...@", "@@@.", "...."});
    CHECK(grid.code({1, 0}) == 1);
    CHECK_FALSE(grid.start().has_value());
    CHECK_FALSE(grid.goal().has_value());
}

TEST_CASE("Moving AI map headers may give width before height and end lines with CRLF", "[io][movingai]") {
    const MapGrid grid = parseMap("type octile\r\nwidth 2\r\nheight 1\r\nmap\r\n@.\r\n\r\n");
    REQUIRE(grid.width() == 2);
    REQUIRE(grid.height() == 1);
    CHECK(wallRows(grid) == std::vector<std::string>{"@."});
}

TEST_CASE("writeMovingAiMap then readMovingAiMap keeps every wall", "[io][movingai][roundtrip]") {
    MapGrid grid(7, 5);
    for (Coord wall : {Coord{0, 0}, Coord{3, 1}, Coord{3, 2}, Coord{3, 3}, Coord{6, 4}})
        grid.setWall(wall, true);
    grid.setCost({1, 1}, 6);

    std::ostringstream out;
    writeMovingAiMap(out, grid);
    CHECK(out.str().rfind("type octile\nheight 5\nwidth 7\nmap\n@......\n", 0) == 0);

    std::istringstream in(out.str());
    const MapGrid back = readMovingAiMap(in, "written.map");
    CHECK(wallRows(back) == wallRows(grid));
    SECTION("entry costs are not part of the format") {
        CHECK(back.code({1, 1}) == 1);
    }
}

TEST_CASE("Moving AI maps on disk", "[io][movingai][file]") {
    const TempDir dir;
    SECTION("export then import") {
        const std::string path = dir.file("export.map");
        MapGrid grid(3, 2);
        grid.setWall({1, 0}, true);
        writeMovingAiMapFile(path, grid);
        CHECK(readMovingAiMapFile(path) == grid);
    }
    SECTION("missing files are ParseErrors at line 0") {
        const std::string missing = dir.file("missing.map");
        CHECK_THROWS_AS(readMovingAiMapFile(missing), ParseError);
        CHECK_THROWS_WITH(readScenarioFile(missing + ".scen"), Catch::Contains("cannot open"));
    }
    SECTION("an unwritable path is a runtime_error with the system's reason") {
        const std::string bad = dir.file("no-such-folder/x.map");
        CHECK_THROWS_WITH(writeMovingAiMapFile(bad, MapGrid(1, 1)),
                          "cannot write '" + bad + "': No such file or directory");
    }
}

TEST_CASE("What a Moving AI map cannot keep is listed before it is written", "[io][movingai]") {
    MapGrid grid(4, 3);
    CHECK(movingAiLosses(grid, std::nullopt).empty());
    CHECK(movingAiLosses(grid, Movement{}).empty());
    grid.setWall({0, 0}, true); // walls are kept
    CHECK(movingAiLosses(grid, std::nullopt).empty());

    grid.setCost({1, 1}, 5);
    grid.setCost({2, 1}, 9);
    grid.setStart(Coord{3, 0});
    grid.setGoal(Coord{3, 2});
    const auto losses = movingAiLosses(grid, Movement{8, DiagonalRule::Always, DiagonalLength::OnePointFour});
    REQUIRE(losses.size() == 4);
    CHECK(losses[0] == "the entry costs of 2 cells (written as free cells of cost 1)");
    CHECK(losses[1] == "the start (3, 0)");
    CHECK(losses[2] == "the goal (3, 2)");
    CHECK_THAT(losses[3],
               Catch::StartsWith("the movement rules (8 neighbours, corner cutting allowed, diagonal 1.4)"));
}

TEST_CASE("A scenario file lists queries with their line numbers", "[io][scen]") {
    const auto queries = parseScenario("version 1\n"
                                       "0\tmaps/dao/arena.map\t49\t49\t1\t11\t1\t12\t1.00000000\n"
                                       "\n"
                                       "3  ./x.y.map  49 49   4 5 6 7   14.24264069\n");
    REQUIRE(queries.size() == 2);
    const ScenarioQuery& first = queries[0];
    CHECK(first.bucket == 0);
    CHECK(first.map == "maps/dao/arena.map");
    CHECK(first.mapWidth == 49);
    CHECK(first.mapHeight == 49);
    CHECK(first.start == Coord{1, 11});
    CHECK(first.goal == Coord{1, 12});
    CHECK(first.optimalLength == 1.0);
    CHECK(first.line == 2);

    const ScenarioQuery& second = queries[1];
    CHECK(second.bucket == 3);
    CHECK(second.map == "./x.y.map");
    CHECK(second.start == Coord{4, 5});
    CHECK(second.goal == Coord{6, 7});
    CHECK(second.optimalLength == Approx(14.24264069));
    CHECK(second.line == 4);
}

TEST_CASE("Scenario files without a version line or with 'version 1.0' are read", "[io][scen]") {
    SECTION("old format") {
        const auto queries = parseScenario("0 a.map 4 4 0 0 3 3 4.24264069\r\n");
        REQUIRE(queries.size() == 1);
        CHECK(queries[0].line == 1);
        CHECK(queries[0].optimalLength == Approx(3 * std::sqrt(2.0)).epsilon(1e-8));
    }
    SECTION("version 1.0") {
        CHECK(parseScenario("version 1.0\n0 a.map 4 4 0 0 3 0 3\n").size() == 1);
    }
    SECTION("no queries at all is an error, not an empty run") {
        CHECK_THROWS_WITH(
            parseScenario("version 1\n"),
            "test.scen:2:1: no queries: a scenario file lists one query per line after 'version 1'");
        CHECK_THROWS_WITH(
            parseScenario(""),
            "test.scen:1:1: no queries: a scenario file lists one query per line after 'version 1'");
        CHECK_THROWS_AS(parseScenario("\n\n  \n"), ParseError);
    }
}
