// Colour tables of picture maps: the file format read by hand, its errors at their line and column,
// round trips, and the nearest colour worked by hand.

#include "pathfinder/basics/parse_error.h"
#include "pathfinder/formats/picture_map.h"

#include "support/temp_dir.h"

#include <catch2/catch.hpp>
#include <sstream>
#include <string>

using namespace pathfinder;

namespace {

ColourTable parse(const std::string& text) {
    std::istringstream in(text);
    return readColourTable(in, "t.colours");
}

std::string errorOf(const std::string& text) {
    try {
        parse(text);
    } catch (const ParseError& error) {
        return error.what();
    }
    return "no error";
}

} // namespace

TEST_CASE("a colour table file is read line by line", "[picture]") {
    const ColourTable table = parse("# walls and corridors\n"
                                    "wall = 000000\n"
                                    "\n"
                                    "  free=FFFFFF   # white\n"
                                    "7 = 7f7F7f\n"
                                    "water = 1e90ff\n"
                                    "wall = 202020\n"
                                    "start = ff0000\r\n");
    REQUIRE(table.entries().size() == 6);
    CHECK(table.entries()[0] == ColourTable::Entry{0x000000, PictureCell::cell(MapGrid::kWall)});
    CHECK(table.entries()[1] == ColourTable::Entry{0xffffff, PictureCell::cell(1)});
    CHECK(table.entries()[2] == ColourTable::Entry{0x7f7f7f, PictureCell::cell(7)});
    CHECK(table.entries()[3] ==
          ColourTable::Entry{0x1e90ff, PictureCell::cell(MapGrid::codeOf(Terrain::Water))});
    CHECK(table.entries()[5] == ColourTable::Entry{0xff0000, PictureCell::start()});
    // A cell's first colour is the one written; both read as walls.
    CHECK(table.colourOf(PictureCell::cell(MapGrid::kWall)) == 0x000000u);
    CHECK(table.find(0x202020) == PictureCell::cell(MapGrid::kWall));
    CHECK_FALSE(table.colourOf(PictureCell::goal()));
}

TEST_CASE("a colour table's errors give their line and column", "[picture]") {
    CHECK(errorOf("wall = 000000\nlava = ff0000\n") ==
          "t.colours:2:1: unknown cell 'lava': expected one of wall, free, 1-9, jungle, forest, plains, "
          "desert, "
          "foothills, mountains, roadway, trail, swamp, water, start, goal");
    CHECK(errorOf("wall = 00000\n") ==
          "t.colours:1:8: expected a colour of six hexadecimal digits RRGGBB (e.g. 1e90ff), found '00000'");
    CHECK(errorOf("wall = 00000g\n") ==
          "t.colours:1:8: expected a colour of six hexadecimal digits RRGGBB (e.g. 1e90ff), found '00000g'");
    CHECK(errorOf("wall 000000\n") == "t.colours:1:1: expected 'CELL = RRGGBB' (e.g. 'wall = 000000'), found "
                                      "'wall 000000'");
    CHECK(errorOf("wall = 000000\nfree = 000000\n") ==
          "t.colours:2:8: the colour 000000 is given already, for wall");
    CHECK(errorOf("wall =\n") == "t.colours:1:7: expected a colour RRGGBB after '='");
    CHECK(errorOf(" = 000000\n") == "t.colours:1:2: expected a cell before '='");
    CHECK(errorOf("# nothing\n\n") == "t.colours:3:1: no colours: a colour table has lines 'CELL = RRGGBB'");
}

TEST_CASE("a colour table written is read back the same", "[picture]") {
    const ColourTable standard = ColourTable::standard();
    std::ostringstream out;
    writeColourTable(out, standard);
    CHECK(parse(out.str()) == standard);

    TempDir dir;
    const std::string path = dir.file("mine.colours");
    writeColourTableFile(path, standard);
    CHECK(readColourTableFile(path) == standard);
}

TEST_CASE("the standard table has a colour for every cell, each colour once", "[picture]") {
    const ColourTable table = ColourTable::standard();
    for (int code = 0; code < MapGrid::kCodeCount; ++code)
        CHECK(table.colourOf(PictureCell::cell(static_cast<std::uint8_t>(code))));
    CHECK(table.colourOf(PictureCell::start()) == 0x00ff00u);
    CHECK(table.colourOf(PictureCell::goal()) == 0xff0000u);
    CHECK(table.entries().size() == static_cast<std::size_t>(MapGrid::kCodeCount) + 2);
    // Every word a table writes reads back as its cell.
    for (const ColourTable::Entry& entry : table.entries())
        CHECK(pictureCellOfWord(pictureCellWord(entry.cell)) == entry.cell);
    CHECK_THROWS_AS(ColourTable::standard().add(0xffffff, PictureCell::cell(2)), std::invalid_argument);
}

TEST_CASE("a colour not in the table takes the nearest one's cell", "[picture]") {
    ColourTable table;
    table.add(0x000000, PictureCell::cell(MapGrid::kWall));
    table.add(0xffffff, PictureCell::cell(1));
    table.add(0x0000ff, PictureCell::cell(MapGrid::codeOf(Terrain::Water)));
    // 0x404040: 3 x 64² = 12 288 from black, 3 x 191² = 109 443 from white.
    CHECK(table.nearest(0x404040).cell == PictureCell::cell(MapGrid::kWall));
    // 0x3030c0: 2 x 48² + 192² = 41 472 from black; 2 x 48² + 63² = 8 577 from blue.
    CHECK(table.nearest(0x3030c0).colour == 0x0000ffu);
    // 0x808080 is 3 x 128² from black and 3 x 127² from white: white is nearer.
    CHECK(table.nearest(0x808080).colour == 0xffffffu);
    // A tie goes to the earlier entry: 0x000001 is 1 from 0x000000 and from 0x000002.
    ColourTable close;
    close.add(0x000000, PictureCell::cell(MapGrid::kWall));
    close.add(0x000002, PictureCell::cell(1));
    CHECK(close.nearest(0x000001).colour == 0x000000u);
}
