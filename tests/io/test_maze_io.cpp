#include "pathfinder/basics/parse_error.h"
#include "pathfinder/formats/maze_io.h"

#include "maze_text.h"
#include "support/temp_dir.h"

#include <catch2/catch.hpp>
#include <cstdio>
#include <filesystem>
#include <sstream>
#include <string>
#include <vector>

using namespace pathfinder;
using pathfinder::testing::parse;
using pathfinder::testing::write;

namespace {

/// Every cell's cost as rows of characters, for readable comparisons.
std::vector<std::string> costRows(const MapGrid& grid) {
    std::vector<std::string> rows;
    for (int y = 0; y < grid.height(); ++y) {
        std::string row;
        for (int x = 0; x < grid.width(); ++x)
            row += static_cast<char>('0' + grid.code({x, y}));
        rows.push_back(row);
    }
    return rows;
}

void requireSameMaze(const MazeFile& a, const MazeFile& b) {
    CHECK(a.name == b.name);
    CHECK(a.comments == b.comments);
    CHECK(a.grid == b.grid);
    CHECK(a.movement == b.movement);
}

MazeFile roundTrip(const MazeFile& maze) {
    return parse(write(maze));
}

/// A free, all-cost-1 maze of the given size and name.
MazeFile blankMaze(int width, int height, std::string name = "") {
    MazeFile maze;
    maze.name = std::move(name);
    maze.grid = MapGrid(width, height);
    return maze;
}

} // namespace

TEST_CASE("A .maze document is read into cells, start, goal and name", "[io][maze]") {
    const MazeFile maze = parse("# a comment before the header\n"
                                "name: Little test\n"
                                "\n"
                                "size: 5 3\n"
                                "map:\n"
                                "S.#..\n"
                                ".29#.\n"
                                "...1G\n");
    CHECK(maze.name == "Little test");
    REQUIRE(maze.grid.width() == 5);
    REQUIRE(maze.grid.height() == 3);
    CHECK(costRows(maze.grid) == std::vector<std::string>{"11011", "12901", "11111"});
    CHECK(maze.grid.start() == Coord{0, 0});
    CHECK(maze.grid.goal() == Coord{4, 2});
    CHECK_FALSE(maze.movement.has_value());
}

TEST_CASE("Movement keys in a .maze header fill in a Movement", "[io][maze]") {
    SECTION("one key leaves the others at their defaults") {
        const MazeFile maze = parse("size: 1 1\nneighbours: 4\nmap:\n.\n");
        REQUIRE(maze.movement.has_value());
        CHECK(maze.movement->neighbours == 4);
        CHECK(maze.movement->diagonalRule == Movement{}.diagonalRule);
        CHECK(maze.movement->diagonalLength == Movement{}.diagonalLength);
    }
    SECTION("all three keys") {
        const MazeFile maze =
            parse("diagonal-length: 1.4\ndiagonal: always\nneighbours: 8\nsize: 1 1\nmap:\n.\n");
        REQUIRE(maze.movement.has_value());
        CHECK(*maze.movement == Movement{8, DiagonalRule::Always, DiagonalLength::OnePointFour});
    }
}

TEST_CASE("Start and goal may be given in the header, in the map, or both at the same cell", "[io][maze]") {
    SECTION("header only, on a cost cell") {
        const MazeFile maze = parse("size: 3 1\nstart: 0 0\ngoal: 2 0\nmap:\n3.7\n");
        CHECK(maze.grid.start() == Coord{0, 0});
        CHECK(maze.grid.goal() == Coord{2, 0});
        CHECK(maze.grid.code({0, 0}) == 3);
        CHECK(maze.grid.code({2, 0}) == 7);
    }
    SECTION("both, agreeing") {
        const MazeFile maze = parse("size: 3 1\nstart: 1 0\nmap:\n.S.\n");
        CHECK(maze.grid.start() == Coord{1, 0});
        CHECK_FALSE(maze.grid.goal().has_value());
    }
    SECTION("neither") {
        const MazeFile maze = parse("size: 2 2\nmap:\n..\n..\n");
        CHECK_FALSE(maze.grid.start().has_value());
        CHECK_FALSE(maze.grid.goal().has_value());
    }
}

TEST_CASE("CRLF line endings, a byte-order mark and trailing blank lines are accepted", "[io][maze]") {
    const MazeFile fromCrlf = parse("\xEF\xBB\xBFname: windows\r\nsize: 3 2\r\nmap:\r\nS#.\r\n.3G\r\n\r\n\n");
    const MazeFile fromLf = parse("name: windows\nsize: 3 2\nmap:\nS#.\n.3G\n");
    requireSameMaze(fromCrlf, fromLf);
    CHECK(fromCrlf.grid.goal() == Coord{2, 1});
}

TEST_CASE("A file without a final line break is read", "[io][maze]") {
    const MazeFile maze = parse("size: 2 1\nmap:\n.#");
    CHECK(maze.grid.isBlocked({1, 0}));
}

TEST_CASE("writeMaze then readMaze gives back the same maze", "[io][maze][roundtrip]") {
    SECTION("costs, walls, start and goal on plain cells") {
        MazeFile maze = blankMaze(6, 4, "costs");
        maze.grid.setCost({1, 0}, 5);
        maze.grid.setCost({2, 1}, 9);
        maze.grid.setCost({3, 2}, 2);
        maze.grid.setWall({4, 3}, true);
        maze.grid.setWall({0, 3}, true);
        maze.grid.setStart(Coord{0, 0});
        maze.grid.setGoal(Coord{5, 3});
        const std::string text = write(maze);
        CHECK(text.find("S5") != std::string::npos);
        requireSameMaze(roundTrip(maze), maze);
    }
    SECTION("start on a cost-5 cell") {
        MazeFile maze = blankMaze(3, 3);
        maze.grid.setCost({1, 1}, 5);
        maze.grid.setStart(Coord{1, 1});
        maze.grid.setGoal(Coord{2, 2});
        const std::string text = write(maze);
        // The cost survives because the cell is written as '5', not 'S'.
        CHECK(text.find(".5.") != std::string::npos);
        CHECK(text.find('S') == std::string::npos);
        requireSameMaze(roundTrip(maze), maze);
    }
    SECTION("start and goal on the same cell") {
        MazeFile maze = blankMaze(2, 2);
        maze.grid.setStart(Coord{1, 0});
        maze.grid.setGoal(Coord{1, 0});
        requireSameMaze(roundTrip(maze), maze);
    }
    SECTION("no start, no goal, no name") {
        MazeFile maze = blankMaze(7, 1);
        maze.grid.setWall({3, 0}, true);
        requireSameMaze(roundTrip(maze), maze);
        CHECK(write(maze).find("start") == std::string::npos);
    }
    SECTION("the largest map") {
        MazeFile maze = blankMaze(MapGrid::kMaxSide, 2);
        maze.grid.setCost({MapGrid::kMaxSide - 1, 1}, 3);
        requireSameMaze(roundTrip(maze), maze);
    }
}

TEST_CASE("Every movement setting survives a round trip", "[io][maze][roundtrip]") {
    const int neighbours = GENERATE(4, 8);
    const DiagonalRule rule =
        GENERATE(DiagonalRule::Always, DiagonalRule::NotBothBlocked, DiagonalRule::NoCornerCutting);
    const DiagonalLength length =
        GENERATE(DiagonalLength::Sqrt2, DiagonalLength::OnePointFour, DiagonalLength::Two);
    MazeFile maze = blankMaze(2, 2, "movement");
    maze.movement = Movement{neighbours, rule, length};
    const MazeFile back = roundTrip(maze);
    requireSameMaze(back, maze);
}

TEST_CASE("A name is written on one line", "[io][maze]") {
    MazeFile maze = blankMaze(1, 1, "  two\nlines ");
    CHECK(roundTrip(maze).name == "two lines");
}

TEST_CASE("A CRLF copy of a written maze reads the same", "[io][maze][roundtrip]") {
    MazeFile maze = blankMaze(3, 2, "crlf");
    maze.grid.setCost({2, 0}, 4);
    maze.grid.setStart(Coord{0, 1});
    maze.movement = Movement{4, DiagonalRule::Always, DiagonalLength::Two};
    std::string crlf;
    for (char c : write(maze)) {
        if (c == '\n')
            crlf += '\r';
        crlf += c;
    }
    requireSameMaze(parse(crlf), maze);
}

TEST_CASE("Maze files on disk", "[io][maze][file]") {
    const TempDir dir;
    const std::string path = dir.file("roundtrip.maze");

    SECTION("write then read") {
        MazeFile maze = blankMaze(4, 3, "on disk");
        maze.grid.setCost({1, 1}, 8);
        maze.grid.setGoal(Coord{3, 2});
        writeMazeFile(path, maze);
        requireSameMaze(readMazeFile(path), maze);
    }
    SECTION("a missing file is a ParseError naming the file") {
        const std::string missing = dir.file("no-such-file.maze");
        try {
            readMazeFile(missing);
            FAIL("readMazeFile did not throw");
        } catch (const ParseError& e) {
            CHECK(e.file() == missing);
            CHECK(e.line() == 0);
            CHECK(e.column() == 0);
            CHECK_THAT(e.what(), Catch::StartsWith(missing + ": cannot open"));
        }
    }
    SECTION("an unwritable path is a runtime_error with the system's reason") {
        const std::string bad = dir.file("no-such-folder/x.maze");
        CHECK_THROWS_WITH(writeMazeFile(bad, blankMaze(1, 1)),
                          "cannot write '" + bad + "': No such file or directory");
    }
}

TEST_CASE("Every preset maze reads and round-trips", "[io][maze][presets]") {
    namespace fs = std::filesystem;
    const fs::path dir(PATHFINDER_MAZE_DIR);
    if (!fs::is_directory(dir))
        return;
    for (const auto& entry : fs::directory_iterator(dir)) {
        if (entry.path().extension() != ".maze")
            continue;
        INFO(entry.path().string());
        MazeFile maze;
        REQUIRE_NOTHROW(maze = readMazeFile(entry.path().string()));
        requireSameMaze(roundTrip(maze), maze);
    }
}
