#include "pathfinder/movingai_io.h"
#include "pathfinder/parse_error.h"

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
    CHECK(grid.cost({1, 0}) == 1);
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
        CHECK(back.cost({1, 1}) == 1);
    }
}

TEST_CASE("Moving AI maps on disk", "[io][movingai][file]") {
    const std::filesystem::path dir = std::filesystem::temp_directory_path();
    SECTION("export then import") {
        const std::string path = (dir / "pathfinder_io_test_export.map").string();
        MapGrid grid(3, 2);
        grid.setWall({1, 0}, true);
        writeMovingAiMapFile(path, grid);
        CHECK(readMovingAiMapFile(path) == grid);
        std::remove(path.c_str());
    }
    SECTION("missing files are ParseErrors at line 0") {
        const std::string missing = (dir / "pathfinder_io_test_missing.map").string();
        CHECK_THROWS_AS(readMovingAiMapFile(missing), ParseError);
        CHECK_THROWS_WITH(readScenarioFile(missing + ".scen"), Catch::Contains("cannot open"));
    }
    SECTION("an unwritable path is a runtime_error") {
        const std::string bad = (dir / "pathfinder_io_test_no_such_dir" / "x.map").string();
        CHECK_THROWS_AS(writeMovingAiMapFile(bad, MapGrid(1, 1)), std::runtime_error);
    }
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
    SECTION("no queries at all") {
        CHECK(parseScenario("version 1\n").empty());
        CHECK(parseScenario("").empty());
    }
}
