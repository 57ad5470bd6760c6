// The .maze lines of a map's topology, sides, heights and slope: what they read to, the one form
// they are written in, and where a bad one is reported.

#include "pathfinder/basics/parse_error.h"
#include "pathfinder/formats/maze_io.h"

#include "io/maze_text.h"

#include <catch2/catch.hpp>
#include <string>

using namespace pathfinder;
using pathfinder::testing::parse;
using pathfinder::testing::write;

namespace {

/// A 3 x 2 square map with a wall east of (0,0), a wall south of (1,0), one-way sides out of
/// (2,0) westwards and out of (1,1) both ways, heights and a slope, written in the canonical form.
const std::string kSquareText = "size: 3 2\n"
                                "slope: 0.25\n"
                                "wall: 0 0 E\n"
                                "wall: 1 0 S\n"
                                "oneway: 2 0 W\n"
                                "oneway: 1 1 E\n"
                                "oneway: 1 1 W\n"
                                "map:\n"
                                "...\n"
                                "...\n"
                                "heights:\n"
                                "030\n"
                                "009\n";

/// A 4 x 3 hex map: walls between (1,0)-(1,1), (0,1)-(0,2), (2,1)-(3,2) and (1,2)-(2,2), one-way
/// sides out of (1,0) westwards and out of (3,0) south-westwards, heights and a slope.
const std::string kHexText = "size: 4 3\n"
                             "topology: hex\n"
                             "slope: 2\n"
                             "wall: 1 0 SE\n"
                             "wall: 0 1 SW\n"
                             "wall: 2 1 SE\n"
                             "wall: 1 2 E\n"
                             "oneway: 1 0 W\n"
                             "oneway: 3 0 SW\n"
                             "map:\n"
                             "....\n"
                             "....\n"
                             "....\n"
                             "heights:\n"
                             "0000\n"
                             "0000\n"
                             "0005\n";

/// "line:col: message" of the error reading `text`, or "no error".
std::string errorOf(const std::string& text) {
    try {
        parse(text);
    } catch (const ParseError& e) {
        return std::to_string(e.line()) + ":" + std::to_string(e.column()) + ": " + e.message();
    }
    return "no error";
}

} // namespace

TEST_CASE("A square .maze's walls, one-way sides, heights and slope read as written", "[formats][maze]") {
    const MapGrid grid = parse(kSquareText).grid;
    CHECK(grid.topology() == Topology::Square);
    // Each wall seen from both of its cells.
    CHECK(grid.side({0, 0}, Direction::E) == SideKind::Wall);
    CHECK(grid.side({1, 0}, Direction::W) == SideKind::Wall);
    CHECK(grid.side({1, 0}, Direction::S) == SideKind::Wall);
    CHECK(grid.side({1, 1}, Direction::N) == SideKind::Wall);
    // One way out of (2,0) westwards is one way into (1,0) from the east.
    CHECK(grid.side({2, 0}, Direction::W) == SideKind::OneWayOut);
    CHECK(grid.side({1, 0}, Direction::E) == SideKind::OneWayIn);
    CHECK(grid.side({1, 1}, Direction::E) == SideKind::OneWayOut);
    CHECK(grid.side({2, 1}, Direction::W) == SideKind::OneWayIn);
    CHECK(grid.side({1, 1}, Direction::W) == SideKind::OneWayOut);
    CHECK(grid.side({0, 1}, Direction::E) == SideKind::OneWayIn);
    CHECK(grid.side({0, 0}, Direction::S) == SideKind::Open);
    CHECK(grid.wallSideCount() == 2);
    CHECK(grid.oneWaySideCount() == 3);
    CHECK(grid.height({1, 0}) == 3);
    CHECK(grid.height({2, 1}) == 9);
    CHECK(grid.height({0, 0}) == 0);
    CHECK(grid.slope() == 0.25);
    CHECK(grid.features() == (kSideWalls | kOneWaySides | kSlopes));
}

TEST_CASE("A hex .maze's sides name the hex's sides of its row", "[formats][maze]") {
    const MapGrid grid = parse(kHexText).grid;
    CHECK(grid.topology() == Topology::Hex);
    // (1,0) is on an even row: its SE neighbour is (1,1), straight below, which sees it as NW.
    CHECK(grid.side({1, 0}, Direction::S) == SideKind::Wall);
    CHECK(grid.side({1, 1}, Direction::N) == SideKind::Wall);
    // (0,1) is on an odd row: its SW neighbour is (0,2), straight below.
    CHECK(grid.side({0, 1}, Direction::S) == SideKind::Wall);
    // (2,1)'s SE neighbour on an odd row is (3,2), a square diagonal away.
    CHECK(grid.side({2, 1}, Direction::SE) == SideKind::Wall);
    CHECK(grid.side({3, 2}, Direction::NW) == SideKind::Wall);
    CHECK(grid.side({1, 2}, Direction::E) == SideKind::Wall);
    CHECK(grid.side({1, 0}, Direction::W) == SideKind::OneWayOut);
    CHECK(grid.side({0, 0}, Direction::E) == SideKind::OneWayIn);
    // (3,0) on an even row: SW is the square diagonal to (2,1).
    CHECK(grid.side({3, 0}, Direction::SW) == SideKind::OneWayOut);
    CHECK(grid.side({2, 1}, Direction::NE) == SideKind::OneWayIn);
    CHECK(grid.wallSideCount() == 4);
    CHECK(grid.oneWaySideCount() == 2);
    CHECK(grid.height({3, 2}) == 5);
    CHECK(grid.slope() == 2.0);
}

TEST_CASE("Maps built in memory are written in the canonical form, byte for byte", "[formats][maze]") {
    SECTION("square: walls and one-way sides set from either cell") {
        MazeFile maze;
        maze.grid = MapGrid(3, 2);
        MapGrid& grid = maze.grid;
        grid.setSide({1, 0}, Direction::W, SideKind::Wall);      // written from (0,0), its E side
        grid.setSide({1, 1}, Direction::N, SideKind::Wall);      // written from (1,0), its S side
        grid.setSide({2, 0}, Direction::W, SideKind::OneWayOut); // written from (2,0)
        grid.setSide({2, 1}, Direction::W, SideKind::OneWayIn);  // out of (1,1) eastwards
        grid.setSide({1, 1}, Direction::W, SideKind::OneWayOut);
        grid.setHeight({1, 0}, 3);
        grid.setHeight({2, 1}, 9);
        grid.setSlope(0.25);
        CHECK(write(maze) == kSquareText);
    }
    SECTION("hex") {
        MazeFile maze;
        maze.grid = MapGrid(4, 3);
        MapGrid& grid = maze.grid;
        grid.setTopology(Topology::Hex);
        grid.setSide({1, 1}, Direction::N, SideKind::Wall);       // (1,1)'s NW on an odd row
        grid.setSide({3, 2}, Direction::NW, SideKind::Wall);      // (3,2)'s NW on an even row
        grid.setSide({0, 2}, Direction::N, SideKind::Wall);       // (0,2)'s NE on an even row
        grid.setSide({2, 2}, Direction::W, SideKind::Wall);       // written from (1,2), its E side
        grid.setSide({3, 0}, Direction::SW, SideKind::OneWayOut); // (3,0)'s SW on an even row
        grid.setSide({0, 0}, Direction::E, SideKind::OneWayIn);   // out of (1,0) westwards
        grid.setHeight({3, 2}, 5);
        grid.setSlope(2.0);
        CHECK(write(maze) == kHexText);
    }
}

TEST_CASE("Canonical feature lines read and write back byte for byte", "[formats][maze]") {
    for (const std::string& text :
         {kSquareText, kHexText, std::string("size: 2 1\ntopology: hex\nmap:\n..\n"),
          std::string("size: 2 1\nmap:\n..\nheights:\n19\n")}) {
        INFO(text);
        const MazeFile first = parse(text);
        const std::string written = write(first);
        CHECK(written == text);
        const MazeFile second = parse(written);
        CHECK(second == first);
        CHECK(write(second) == written);
    }
}

TEST_CASE("Sides written from the other cell read to the same map and write canonically", "[formats][maze]") {
    // kHexText's sides, each written from its other cell, in another order; blank lines before the
    // heights block, and a slope of 0 where the default is meant.
    const std::string other = "size: 4 3\n"
                              "topology: hex\n"
                              "wall: 2 2 W\n"
                              "wall: 3 2 NW\n"
                              "oneway: 3 0 SW\n"
                              "wall: 0 2 NE\n"
                              "wall: 1 1 NW\n"
                              "oneway: 1 0 W\n"
                              "slope: 2.0\n"
                              "map:\n"
                              "....\n"
                              "....\n"
                              "....\n"
                              "\n"
                              "heights:\n"
                              "0000\n"
                              "0000\n"
                              "0005\n";
    CHECK(parse(other).grid == parse(kHexText).grid);
    CHECK(write(parse(other)) == kHexText);
    const std::string square =
        "size: 3 2\nwall: 1 0 W\nwall: 1 1 N\nslope: 0\nmap:\n...\n...\nheights:\n000\n000\n";
    CHECK(write(parse(square)) == "size: 3 2\nwall: 0 0 E\nwall: 1 0 S\nmap:\n...\n...\n");
}

TEST_CASE("Bad feature lines are reported at their line and column", "[formats][maze][errors]") {
    const std::string rows = "map:\n...\n...\n...\n";
    CHECK(errorOf("size: 3 3\nwall: 1 1 Q\n" + rows) ==
          "2:11: unknown side 'Q' (the sides of a square cell: N E S W)");
    CHECK(errorOf("size: 3 3\ntopology: hex\noneway: 1 1 up\n" + rows) ==
          "3:13: unknown side 'up' (the sides of a hex cell: E W NE NW SE SW)");
    CHECK(errorOf("size: 3 3\nwall: 1 1 NE\n" + rows) ==
          "2:11: 'NE' is a side of a hex cell, and this map is square (the sides of a square cell: N E S W); "
          "a hex map says 'topology: hex' before its sides");
    CHECK(errorOf("size: 3 3\ntopology: hex\nwall: 1 1 N\n" + rows) ==
          "3:11: 'N' is a side of a square cell, and this map is hex (the sides of a hex cell: E W NE NW SE "
          "SW)");
    CHECK(errorOf("size: 3 3\noneway: 1 5 E\n" + rows) == "2:11: cell (1, 5) is outside the 3 x 3 map");
    CHECK(errorOf("size: 3 3\nwall: -1 0 E\n" + rows) == "2:7: cell (-1, 0) is outside the 3 x 3 map");
    CHECK(errorOf("size: 3 3\nwall: 2 0 E\n" + rows) ==
          "2:11: the E side of (2, 0) is on the edge of the 3 x 3 map: no cell lies beyond it");
    // (0,1) is on an odd row: its SW neighbour is (0,2), inside; on an even row SW leaves the map.
    CHECK(errorOf("size: 3 3\ntopology: hex\nwall: 0 1 SW\nwall: 0 2 SW\n" + rows) ==
          "4:11: the SW side of (0, 2) is on the edge of the 3 x 3 map: no cell lies beyond it");
    CHECK(errorOf("size: 3 3\nwall: 0 0 E\noneway: 1 0 W\n" + rows) ==
          "3:9: the side between (1, 0) and (0, 0) was already given on line 2");
    CHECK(errorOf("size: 3 3\nwall: 1 1\n" + rows) == "2:10: expected the side (N E S W) after 'wall:'");
    CHECK(errorOf("size: 3 3\noneway: one 1 E\n" + rows) == "2:9: expected an integer x, found 'one'");
    CHECK(errorOf("size: 3 3\nwall: 1 1 E E\n" + rows) == "2:13: unexpected 'E' after the side");
    CHECK(errorOf("size: 3 3\nslope: -1\n" + rows) ==
          "2:8: bad slope factor: expected a number from 0 to 1000000, found '-1'");
    CHECK(errorOf("size: 3 3\nslope: steep\n" + rows) ==
          "2:8: bad slope factor: expected a number from 0 to 1000000, found 'steep'");
    CHECK(errorOf("size: 3 3\nslope:\n" + rows) == "2:7: expected the slope factor after 'slope:'");
    CHECK(errorOf("size: 3 3\ntopology: triangle\n" + rows) ==
          "2:11: expected the topology square or hex, found 'triangle'");
    CHECK(errorOf("size: 3 3\nwall: 0 0 E\ntopology: hex\n" + rows) ==
          "3:1: 'topology:' must come before the 'wall:' and 'oneway:' lines, whose side names depend on it "
          "(the first is on line 2)");
    CHECK(errorOf("size: 3 3\ntopology: hex\ntopology: hex\n" + rows) ==
          "3:1: duplicate key 'topology' (first given on line 2)");
    CHECK(errorOf("wall: 0 0 E\nsize: 3 3\n" + rows) ==
          "1:1: 'size:' must come before the 'wall:' and 'oneway:' lines");
    CHECK(errorOf("size: 3 3\nheights:\n" + rows) ==
          "2:1: the 'heights:' block comes after the map rows, not in the header");
}

TEST_CASE("A bad heights block is reported at its line and column", "[formats][maze][errors]") {
    const std::string map = "size: 3 2\nmap:\n...\n...\n";
    CHECK(errorOf(map + "heights:\n000\n") == "7:1: the heights block has 1 row, expected 2");
    CHECK(errorOf(map + "heights:\n0000\n000\n") == "6:4: row has 4 cells, expected 3");
    CHECK(errorOf(map + "heights:\n000\n0x0\n") == "7:2: expected a height 0-9, found 'x'");
    CHECK(errorOf(map + "heights: 3\n000\n000\n") == "5:10: unexpected '3' after 'heights:'");
    CHECK(errorOf(map + "heights:\n000\n000\nhello\n") ==
          "8:1: expected the end of the file after the 2 rows of the heights block, found 'hello'");
    CHECK(errorOf(map + "heights:\n000\n000\nheights:\n000\n000\n") ==
          "8:1: a second 'heights:' block (the first begins on line 5)");
    CHECK(errorOf(map + "  hills\n") == "5:3: expected the end of the file after 2 map rows, found 'hills' "
                                        "(only a 'heights:' block may follow "
                                        "the map rows)");
}
