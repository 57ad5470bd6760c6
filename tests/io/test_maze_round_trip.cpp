// Saving and loading a .maze document gives back the same document: the name and comments with
// any characters a file can hold, every cell, start, goal and movement rule. The documents are
// generated, so the checks cover far more than hand-picked examples.

#include "pathfinder/basics/parse_error.h"
#include "pathfinder/basics/random.h"
#include "pathfinder/formats/maze_io.h"

#include "maze_text.h"
#include "support/temp_dir.h"

#include <catch2/catch.hpp>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

using namespace pathfinder;
using pathfinder::testing::parse;
using pathfinder::testing::write;

namespace {

/// Text with the characters that have tripped line-based formats up: line breaks of every kind,
/// blanks at either end, '#' and ':' (which start comments and end keys), key names, non-ASCII
/// UTF-8, bytes that are not UTF-8 and control characters.
std::string oddText(Random& random) {
    static const std::vector<std::string> pieces = {
        "a",    "Maze",  " ", "\t", "\r", "\n", "\r\n", "#",    ":",    "name:",
        "map:", "S",     "G", "é",  "→",  "×",  "\xff", "\xc3", "\x01", std::string(1, '\0'),
        "\x7f", "  x  ", "1",
    };
    std::string text;
    const int count = static_cast<int>(random.below(7));
    for (int i = 0; i < count; ++i)
        text += pieces[random.below(static_cast<std::uint32_t>(pieces.size()))];
    return text;
}

/// A document any file could hold: random size, walls and costs, start and goal (never on a
/// wall), movement rules or none, and an odd name and comments.
MazeFile randomMaze(Random& random) {
    MazeFile maze;
    const int width = 1 + static_cast<int>(random.below(12));
    const int height = 1 + static_cast<int>(random.below(12));
    maze.grid = MapGrid(width, height);
    for (int y = 0; y < height; ++y)
        for (int x = 0; x < width; ++x) {
            const auto roll = random.below(10);
            maze.grid.setCost({x, y}, roll < 2 ? 0 : roll < 5 ? 1 + static_cast<int>(random.below(9)) : 1);
        }
    const auto somewhere = [&] {
        const Coord c{static_cast<int>(random.below(static_cast<std::uint32_t>(width))),
                      static_cast<int>(random.below(static_cast<std::uint32_t>(height)))};
        if (maze.grid.isBlocked(c))
            maze.grid.setCost(c, 1 + static_cast<int>(random.below(9)));
        return c;
    };
    if (random.below(4) != 0)
        maze.grid.setStart(somewhere());
    if (random.below(4) != 0)
        maze.grid.setGoal(somewhere());
    if (random.below(2) != 0) {
        Movement m;
        m.neighbours = random.below(2) ? 4 : 8;
        m.diagonalRule = static_cast<DiagonalRule>(random.below(3));
        m.diagonalLength = static_cast<DiagonalLength>(random.below(3));
        maze.movement = m;
    }
    maze.name = oddText(random);
    const int comments = static_cast<int>(random.below(4));
    for (int i = 0; i < comments; ++i)
        maze.comments.push_back("#" + oddText(random));
    return maze;
}

/// The document as a file keeps it: name and comments as header text.
MazeFile asKept(MazeFile maze) {
    maze.name = headerText(maze.name);
    for (std::string& comment : maze.comments)
        comment = headerText(comment);
    return maze;
}

} // namespace

TEST_CASE("Generated documents save and load back as the same document", "[io][maze][roundtrip]") {
    Random random(20261124);
    for (int i = 0; i < 3000; ++i) {
        const MazeFile maze = randomMaze(random);
        const std::string text = write(maze);
        INFO("document " << i << ":\n" << text);
        MazeFile back;
        REQUIRE_NOTHROW(back = parse(text));
        CHECK(back == asKept(maze));
        // What was read saves to the very same bytes: the written form is a fixed point.
        CHECK(write(back) == text);
    }
}

TEST_CASE("A name or comment with a lone carriage return survives save and load", "[io][maze][roundtrip]") {
    // A carriage return inside a value, and one left at the end of a line after the CRLF's own.
    for (const std::string& name : {std::string("a\rb"), std::string("\r"), std::string("x\r\r")}) {
        INFO("name bytes: " << name.size());
        const MazeFile loaded = parse("name: " + name + "\n# c\rd\r\r\nsize: 1 1\nmap:\n.\n");
        const MazeFile again = parse(write(loaded));
        CHECK(again == loaded);
    }
    CHECK(parse("name: a\rb\nsize: 1 1\nmap:\n.\n").name == "a b");
}

TEST_CASE("Any document that loads saves and loads back the same", "[io][maze][roundtrip]") {
    // Header lines built from odd pieces: whatever of them parses must survive a save.
    Random random(7);
    int loaded = 0;
    for (int i = 0; i < 4000; ++i) {
        std::string text;
        if (random.below(2))
            text += oddText(random) + "\n";
        text += "name:" + oddText(random) + "\n";
        if (random.below(2))
            text += "#" + oddText(random) + "\n";
        text += "size: 2 1\n";
        if (random.below(2))
            text += "start: 0 0\n";
        text += "map:\n" + std::string(random.below(2) ? ".." : "#.") + "\n";
        MazeFile first;
        try {
            first = parse(text);
        } catch (const ParseError&) {
            continue;
        }
        ++loaded;
        INFO(text);
        CHECK(parse(write(first)) == first);
    }
    CHECK(loaded > 1000); // the generator makes mostly loadable documents
}

TEST_CASE("Saving a preset keeps its comments and every byte", "[io][maze][presets]") {
    namespace fs = std::filesystem;
    int presets = 0;
    for (const auto& entry : fs::directory_iterator(PATHFINDER_MAZE_DIR)) {
        if (entry.path().extension() != ".maze")
            continue;
        ++presets;
        INFO(entry.path().string());
        const std::string original = readText(entry.path().string());
        const MazeFile maze = parse(original);
        CHECK_FALSE(maze.comments.empty());
        CHECK(write(maze) == original);
    }
    CHECK(presets >= 10);
}

TEST_CASE("A start or goal on a wall is refused with its place", "[io][maze]") {
    SECTION("in the header, pointing at the wall in the map") {
        try {
            parse("size: 3 2\nstart: 0 0\ngoal: 2 1\nmap:\n..#\n#.#\n");
            FAIL("a goal on a wall was accepted");
        } catch (const ParseError& e) {
            CHECK(std::string(e.what()) == "test.maze:6:3: goal (2, 1) given on line 3 lies on a wall '#'");
        }
    }
    SECTION("the start first when both are on walls") {
        CHECK_THROWS_WITH(parse("size: 2 1\ngoal: 1 0\nstart: 0 0\nmap:\n##\n"),
                          "test.maze:5:1: start (0, 0) given on line 3 lies on a wall '#'");
    }
    SECTION("the writer will not write one") {
        MazeFile maze;
        maze.grid = MapGrid(2, 1);
        maze.grid.setWall({1, 0}, true);
        maze.grid.setGoal(Coord{1, 0});
        CHECK_THROWS_AS(write(maze), std::invalid_argument);
    }
}
