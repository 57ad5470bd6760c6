#include "pathfinder/basics/parse_error.h"
#include "pathfinder/formats/maze_io.h"
#include "pathfinder/formats/movingai_io.h"

#include <catch2/catch.hpp>
#include <optional>
#include <sstream>
#include <string>
#include <vector>

using namespace pathfinder;

namespace {

enum class Format { Maze, Map, Scen };

/// One malformed document and where and how its error must be reported.
struct MalformedCase {
    const char* name;
    Format format;
    std::string text;
    int line;
    int column;
    const char* phrase; ///< must appear in the message
};

void parse(Format format, const std::string& text) {
    std::istringstream in(text);
    switch (format) {
    case Format::Maze:
        readMaze(in, "bad.maze");
        break;
    case Format::Map:
        readMovingAiMap(in, "bad.map");
        break;
    case Format::Scen:
        readScenario(in, "bad.scen");
        break;
    }
}

std::optional<ParseError> parseError(Format format, const std::string& text) {
    try {
        parse(format, text);
    } catch (const ParseError& e) {
        return e;
    }
    return std::nullopt;
}

const std::string kMapHeader = "type octile\nheight 2\nwidth 3\nmap\n";

// Columns are 1-based byte positions. A field at the end of a line that is missing is reported at
// the column just past the line's last character.
const std::vector<MalformedCase> kCases = {
    // .maze header
    {"unknown key", Format::Maze, "name: t\nfoo: 1\nsize: 2 2\nmap:\n..\n..\n", 2, 1, "unknown key 'foo'"},
    {"indented unknown key", Format::Maze, "  # note\n  bogus: 1\n", 2, 3, "unknown key 'bogus'"},
    {"line without a colon", Format::Maze, "size 8 8\n", 1, 1, "expected 'key: value' or 'map:'"},
    {"empty key", Format::Maze, "size: 2 2\n: 3\n", 2, 1, "expected a key before ':'"},
    {"duplicate key", Format::Maze, "size: 2 2\nname: a\nsize: 3 3\nmap:\n", 3, 1,
     "duplicate key 'size' (first given on line 1)"},
    {"width not a number", Format::Maze, "size: eight 8\n", 1, 7, "expected an integer width, found 'eight'"},
    {"height missing", Format::Maze, "size: 8\n", 1, 8, "expected the height after 'size:'"},
    {"zero width", Format::Maze, "size: 0 3\n", 1, 7, "width must be at least 1"},
    {"extra size value", Format::Maze, "size: 2 2 2\n", 1, 11, "unexpected '2' after the height"},
    {"width too large", Format::Maze, "size: 100000 5\nmap:\n", 1, 7,
     "size 100000 x 5 exceeds the maximum 4096 x 4096"},
    {"height too large", Format::Maze, "size: 5 4097\n", 1, 9,
     "size 5 x 4097 exceeds the maximum 4096 x 4096"},
    {"start x outside", Format::Maze, "size: 8 8\nstart: 9 2\nmap:\n", 2, 8,
     "start (9, 2) is outside the 8 x 8 map"},
    {"goal y outside", Format::Maze, "size: 4 3\ngoal: 1 3\nmap:\n", 2, 9,
     "goal (1, 3) is outside the 4 x 3 map"},
    {"negative start", Format::Maze, "start: -1 0\nsize: 4 4\nmap:\n", 1, 8,
     "start (-1, 0) is outside the 4 x 4 map"},
    {"start y not a number", Format::Maze, "start: 1 y\n", 1, 10, "expected an integer y, found 'y'"},
    {"extra start value", Format::Maze, "size: 4 4\nstart: 1 2 3\n", 2, 12, "unexpected '3' after the y"},
    {"six neighbours", Format::Maze, "neighbours: 6\n", 1, 13, "expected 4 or 8 neighbours, found '6'"},
    {"unknown diagonal rule", Format::Maze, "diagonal: sometimes\n", 1, 11,
     "expected always, not-both-blocked or no-corner-cutting, found 'sometimes'"},
    {"unknown diagonal length", Format::Maze, "diagonal-length: 1.5\n", 1, 18,
     "expected sqrt2, 1.4 or 2, found '1.5'"},
    {"movement key without a value", Format::Maze, "diagonal:\n", 1, 10,
     "expected a value after 'diagonal:'"},
    {"missing size", Format::Maze, "name: x\nmap:\n", 2, 1, "missing 'size:' before 'map:'"},
    {"text after map:", Format::Maze, "size: 1 1\nmap: now\n.\n", 2, 6, "unexpected 'now' after 'map:'"},
    {"no map line", Format::Maze, "size: 2 2\n# only a comment\n", 3, 1, "missing 'map:' line"},
    // .maze rows
    {"unknown cell", Format::Maze, "size: 4 2\nmap:\n....\n.x..\n", 4, 2,
     "expected one of . # 1-9 S G or a terrain letter (jfpdhmrtsw), found 'x'"},
    {"zero is not a cost", Format::Maze, "size: 3 1\nmap:\n..0\n", 3, 3, "found '0'"},
    {"tab in a row", Format::Maze, "size: 3 1\nmap:\n.\t.\n", 3, 2, "found a tab"},
    {"control byte in a row", Format::Maze, std::string("size: 2 1\nmap:\n.\x01\n"), 3, 2, "found byte 0x01"},
    {"bad cell in a CRLF file", Format::Maze, "size: 2 1\r\nmap:\r\n.?\r\n", 3, 2, "found '?'"},
    {"short row", Format::Maze, "size: 8 2\nmap:\n........\n.......\n", 4, 8, "row has 7 cells, expected 8"},
    {"long row", Format::Maze, "size: 4 2\nmap:\n......\n....\n", 3, 5, "row has 6 cells, expected 4"},
    {"empty row inside the map", Format::Maze, "size: 2 3\nmap:\n..\n\n..\n", 4, 1,
     "row has 0 cells, expected 2"},
    {"too few rows", Format::Maze, "size: 3 4\nmap:\n...\n...\n", 5, 1, "map has 2 rows, expected 4"},
    {"too few rows then blank lines", Format::Maze, "size: 3 4\nmap:\n...\n\n\n", 4, 1,
     "map has 1 row, expected 4"},
    {"no rows at all", Format::Maze, "size: 3 8\nmap:\n", 3, 1, "map has 0 rows, expected 8"},
    {"text after the rows", Format::Maze, "size: 2 1\nmap:\n..\n\n  hello\n", 5, 3,
     "expected the end of the file after 1 map row, found 'hello'"},
    {"two starts", Format::Maze, "size: 3 2\nmap:\nS..\n..S\n", 4, 3,
     "second start 'S' (the first is at (0, 0)"},
    {"two goals", Format::Maze, "size: 3 1\nmap:\nGG.\n", 3, 2, "second goal 'G'"},
    {"start in header and map disagree", Format::Maze, "size: 3 2\nstart: 0 0\nmap:\n...\n.S.\n", 5, 2,
     "start 'S' at (1, 1) differs from 'start: 0 0' on line 2"},
    {"goal in header and map disagree", Format::Maze, "goal: 2 1\nsize: 3 2\nmap:\nG..\n...\n", 4, 1,
     "goal 'G' at (0, 0) differs from 'goal: 2 1' on line 1"},

    // Moving AI .map
    {"map: missing type", Format::Map, "height 2\nwidth 3\nmap\n", 1, 1,
     "expected 'type octile', found 'height'"},
    {"map: unsupported type", Format::Map, "type hex\n", 1, 6, "unsupported map type 'hex'"},
    {"map: type without a value", Format::Map, "type\n", 1, 5, "expected the map type after 'type'"},
    {"map: empty file", Format::Map, "", 1, 1, "expected 'type octile', found the end of the file"},
    {"map: height not a number", Format::Map, "type octile\nheight two\n", 2, 8,
     "expected an integer height, found 'two'"},
    {"map: zero height", Format::Map, "type octile\nheight 0\n", 2, 8, "height must be at least 1"},
    {"map: extra height value", Format::Map, "type octile\nheight 2 3\n", 2, 10,
     "unexpected '3' after the height"},
    {"map: huge height", Format::Map, "type octile\nheight 100000\nwidth 100000\nmap\n", 2, 8,
     "height 100000 exceeds the maximum 4096"},
    {"map: huge width", Format::Map, "type octile\nheight 4\nwidth 5000\nmap\n", 3, 7,
     "width 5000 exceeds the maximum 4096"},
    {"map: duplicate height", Format::Map, "type octile\nheight 2\nheight 2\n", 3, 1,
     "duplicate 'height' line"},
    {"map: map before width", Format::Map, "type octile\nheight 2\nmap\n", 3, 1,
     "expected 'width W', found 'map'"},
    {"map: blank header line", Format::Map, "type octile\n\n", 2, 1,
     "expected 'height H' or 'width W', found an empty line"},
    {"map: missing map line", Format::Map, "type octile\nheight 1\nwidth 1\n.\n", 4, 1,
     "expected 'map', found '.'"},
    {"map: unknown terrain", Format::Map, kMapHeader + "...\n.x.\n", 6, 2,
     "expected one of . G S @ O T W, found 'x'"},
    {"map: short row", Format::Map, kMapHeader + "...\n..\n", 6, 3, "row has 2 cells, expected 3"},
    {"map: long row", Format::Map, kMapHeader + "....\n...\n", 5, 4, "row has 4 cells, expected 3"},
    {"map: too few rows", Format::Map, kMapHeader + "...\n", 6, 1, "map has 1 row, expected 2"},
    {"map: too many rows", Format::Map, kMapHeader + "...\n...\n...\n", 7, 1,
     "expected the end of the file after 2 map rows, found '...'"},

    // Moving AI .scen
    {"scen: start_x not a number", Format::Scen, "version 1\n0\tm.map\t10\t8\tabc\t0\t1\t1\t1.41421356\n", 2,
     14, "expected an integer start_x, found 'abc'"},
    {"scen: too few fields", Format::Scen, "version 1\n0 m.map 10 8 1 1 2 2\n", 2, 21, "expected 9 fields"},
    {"scen: too many fields", Format::Scen, "0 m.map 10 8 1 1 2 2 1.4 extra\n", 1, 26,
     "expected 9 fields (bucket map width height start_x start_y goal_x goal_y optimal_length), found 10"},
    {"scen: negative bucket", Format::Scen, "-1 m.map 10 8 1 1 2 2 3\n", 1, 1, "bucket must be at least 0"},
    {"scen: zero width", Format::Scen, "0 m.map 0 8 1 1 2 2 3\n", 1, 9, "width must be at least 1"},
    {"scen: height not a number", Format::Scen, "0 m.map 10 8.5 1 1 2 2 3\n", 1, 12,
     "expected an integer height"},
    {"scen: negative start_y", Format::Scen, "0 m.map 10 8 1 -1 2 2 3\n", 1, 16,
     "start_y must not be negative"},
    {"scen: start_x outside the width", Format::Scen, "0 m.map 10 8 10 1 2 2 3\n", 1, 14,
     "start_x 10 is outside the map width 10"},
    {"scen: goal_y outside the height", Format::Scen, "0 m.map 10 8 1 1 2 8 3\n", 1, 20,
     "goal_y 8 is outside the map height 8"},
    {"scen: NaN length", Format::Scen, "0 m.map 10 8 1 1 2 2 nan\n", 1, 22,
     "expected a finite number for optimal_length, found 'nan'"},
    {"scen: negative length", Format::Scen, "0 m.map 10 8 1 1 2 2 -1.5\n", 1, 22,
     "optimal_length must not be negative"},
    {"scen: comma decimal", Format::Scen, "0 m.map 10 8 1 1 2 2 1,41\n", 1, 22,
     "expected a finite number for optimal_length, found '1,41'"},
    {"scen: unsupported version", Format::Scen, "version 2\n", 1, 9, "unsupported scenario version '2'"},
    {"scen: second bad line is reported", Format::Scen,
     "version 1\n0 m.map 4 4 0 0 1 1 1.41421356\n\n0 m.map 4 4 0 0 x 1 1\n", 4, 17,
     "expected an integer goal_x, found 'x'"},
};

} // namespace

TEST_CASE("Malformed files report the line, column and what was expected", "[io][errors]") {
    REQUIRE(kCases.size() >= 30);
    for (const MalformedCase& c : kCases) {
        INFO("case: " << c.name);
        const std::optional<ParseError> error = parseError(c.format, c.text);
        REQUIRE(error.has_value());
        INFO("what(): " << error->what());
        CHECK(error->line() == c.line);
        CHECK(error->column() == c.column);
        CHECK_THAT(error->message(), Catch::Contains(c.phrase));
    }
}

TEST_CASE("A parse error reads file:line:col: message", "[io][errors]") {
    const std::optional<ParseError> error = parseError(Format::Maze, "size: 4 2\nmap:\n....\n.x..\n");
    REQUIRE(error.has_value());
    CHECK(error->file() == "bad.maze");
    CHECK(std::string(error->what()) ==
          "bad.maze:4:2: expected one of . # 1-9 S G or a terrain letter (jfpdhmrtsw), found 'x'");
    CHECK(ParseError("f", 0, 0, "cannot open").what() == std::string("f: cannot open"));
}

TEST_CASE("A header claiming a 100000 x 100000 map is rejected before any allocation", "[io][errors]") {
    // The header alone is enough: rows are never read, so no grid of that size is ever made.
    SECTION(".maze") {
        const auto error = parseError(Format::Maze, "name: huge\nsize: 100000 100000\nmap:\n");
        REQUIRE(error.has_value());
        CHECK(error->line() == 2);
        CHECK(error->message() == "size 100000 x 100000 exceeds the maximum 4096 x 4096");
    }
    SECTION(".maze with a number beyond 64 bits") {
        const auto error = parseError(Format::Maze, "size: 99999999999999999999999 1\n");
        REQUIRE(error.has_value());
        CHECK_THAT(error->message(), Catch::Contains("exceeds the maximum 4096 x 4096"));
    }
    SECTION(".map") {
        const auto error = parseError(Format::Map, "type octile\nheight 100000\nwidth 100000\nmap\n");
        REQUIRE(error.has_value());
        CHECK(error->line() == 2);
        CHECK(error->message() == "height 100000 exceeds the maximum 4096");
    }
}
