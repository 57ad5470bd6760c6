#include "pathfinder/basics/parse_error.h"
#include "pathfinder/basics/random.h"
#include "pathfinder/formats/maze_io.h"
#include "pathfinder/grid/terrain.h"

#include "support/random_map.h"

#include <catch2/catch.hpp>
#include <sstream>
#include <string>

using namespace pathfinder;

namespace {

MazeFile parse(const std::string& text) {
    std::istringstream in(text);
    return readMaze(in, "t.maze");
}

std::string write(const MazeFile& maze) {
    std::ostringstream out;
    writeMaze(out, maze);
    return out.str();
}

std::string errorOf(const std::string& text) {
    try {
        parse(text);
    } catch (const ParseError& e) {
        return e.what();
    }
    return "no error";
}

const std::string kHeader = "size: 10 2\nstart: 0 0\ngoal: 9 1\n";

} // namespace

TEST_CASE("A .maze keeps terrain letters, its unit, its limit and its own unit rows", "[io][terrain]") {
    const std::string text = "name: every terrain\n" + kHeader +
                             "unit: scout\nimpassable: 50\n"
                             "factors: scout 0.5 0.75 1 1.25 2 60 0.25 0.3 3 49.5\n"
                             "factors: jeep 100 1.5 1.1 1.2 1.5 100 1 1 100 7\n"
                             "map:\njfpdhmrtsw\n..#29jjww.\n";
    const MazeFile maze = parse(text);
    const MapGrid& grid = maze.grid;
    for (int x = 0; x < kTerrainCount; ++x)
        CHECK(grid.terrain({x, 0}) == static_cast<Terrain>(x));
    CHECK(grid.code({2, 1}) == MapGrid::kWall);
    CHECK(grid.code({3, 1}) == 2);
    CHECK_FALSE(grid.terrain({0, 1}));
    CHECK(grid.unit().name == "scout");
    CHECK(grid.impassableLimit() == 50);
    // The scout's costs as its row says; mountains (60) are at or above the limit of 50.
    CHECK(grid.entryCost({0, 0}) == 0.5);
    CHECK(grid.entryCost({6, 0}) == 0.25);
    CHECK(grid.isBlocked({5, 0}));
    CHECK_FALSE(grid.isWall({5, 0}));
    CHECK(grid.entryCost({9, 0}) == 49.5);
    REQUIRE(maze.units);
    CHECK(maze.units->find("jeep")->factorOf(Terrain::Water) == 7);
    CHECK(*maze.units->find("tank") == *UnitTable::standard().find("tank"));

    // Written and read back: the same file, and the text is stable.
    const std::string once = write(maze);
    const MazeFile back = parse(once);
    CHECK(back == maze);
    CHECK(write(back) == once);
    CHECK(once.find("unit: scout\n") != std::string::npos);
    CHECK(once.find("factors: jeep 100 1.5 1.1 1.2 1.5 100 1 1 100 7\n") != std::string::npos);
    CHECK(once.find("factors: tank") == std::string::npos); // a standard row goes without saying
}

TEST_CASE("A map with the default unit and table writes no unit keys", "[io][terrain]") {
    const MazeFile maze = parse(kHeader + "map:\nffff..rrrr\nppppwwwwss\n");
    CHECK(maze.grid.unit() == defaultUnit());
    CHECK_FALSE(maze.units);
    const std::string text = write(maze);
    CHECK(text.find("unit:") == std::string::npos);
    CHECK(text.find("factors:") == std::string::npos);
    CHECK(parse(text) == maze);
}

TEST_CASE("Random terrain maps with every unit survive a round trip", "[io][terrain]") {
    Random random(77);
    const UnitTable table = UnitTable::standard();
    for (int i = 0; i < 60; ++i) {
        testing::RandomMapOptions options;
        options.terrainShare = 0.6;
        options.costShare = 0.2;
        MazeFile maze;
        maze.grid = testing::randomSizedMap(random, 1, 30, options);
        maze.grid.setUnit(table.units[static_cast<std::size_t>(i) % table.units.size()]);
        const MazeFile back = parse(write(maze));
        INFO("map " << i << ", unit " << maze.grid.unit().name);
        CHECK(back == maze);
        CHECK(back.grid.unit() == maze.grid.unit());
    }
}

TEST_CASE("A unit table file round-trips, exact to the last digit", "[io][terrain]") {
    UnitTable table = UnitTable::standard();
    table.impassableLimit = 12.5;
    table.find("apc")->factor[2] = 0.1 + 0.2; // not a short decimal
    table.units.push_back(UnitProfile{"scout", {1, 2, 3, 4, 5, 6, 7, 8, 9, 10.000000000000002}, false});
    std::ostringstream out;
    writeUnitTable(out, table);
    std::istringstream in(out.str());
    const UnitTable back = readUnitTable(in, "units.txt");
    CHECK(back == table);
}

TEST_CASE("Malformed unit keys and terrain rows say where and what", "[io][terrain]") {
    CHECK(
        errorOf(kHeader + "unit: submarine\nmap:\n..........\n..........\n") ==
        "t.maze:4:7: unknown unit 'submarine' (known units: light-infantry, heavy-infantry, jeep, apc, tank, "
        "mobile-base, hovercraft, movingai)");
    CHECK(errorOf(kHeader + "factors: jeep 1 1 1 x 1 1 1 1 1 1\nmap:\n") ==
          "t.maze:4:21: expected the desert factor, a number above 0 and at most 1000000, found 'x'");
    CHECK(errorOf(kHeader + "factors: jeep 1 1 1 0 1 1 1 1 1 1\nmap:\n") ==
          "t.maze:4:21: expected the desert factor, a number above 0 and at most 1000000, found '0'");
    CHECK(errorOf(kHeader + "factors: jeep 1 1 1 1 1 1 1 1 1 1 1\nmap:\n") ==
          "t.maze:4:35: unexpected '1' after the 10 factors");
    CHECK(errorOf(kHeader + "factors: a 1 1 1 1 1 1 1 1 1 1\nfactors: a 2 2 2 2 2 2 2 2 2 2\nmap:\n") ==
          "t.maze:5:10: unit 'a' is given twice (first on line 4)");
    CHECK(errorOf(kHeader + "factors: movingai 1 1 1 1 1 1 1 1 1 1\nmap:\n") ==
          "t.maze:4:10: the movingai unit's rules are fixed; give it another name");
    CHECK(errorOf(kHeader + "impassable: -3\nmap:\n") ==
          "t.maze:4:13: expected a limit above 0 and at most 1000000, found '-3'");
    CHECK(errorOf(kHeader + "map:\n..........\n....q.....\n") ==
          "t.maze:6:5: expected one of . # 1-9 S G or a terrain letter (jfpdhmrtsw), found 'q'");
}
