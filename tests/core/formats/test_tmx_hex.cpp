// Tiled hexagonal maps: pointy-top hexes with the odd rows shifted right are read as hex maps;
// other staggers are refused where the file says them.

#include "pathfinder/basics/parse_error.h"
#include "pathfinder/formats/tmx_io.h"

#include <catch2/catch.hpp>
#include <sstream>
#include <string>

using namespace pathfinder;

namespace {

const std::string kFixtures = PATHFINDER_FIXTURE_DIR;

/// A 2 x 1 map of one tile whose <map> element carries `attributes` after its orientation.
std::string hexMap(const std::string& attributes) {
    return "<?xml version=\"1.0\"?>\n"
           "<map orientation=\"hexagonal\"" +
           attributes +
           " width=\"2\" height=\"1\" tilewidth=\"8\" tileheight=\"8\">\n"
           " <tileset firstgid=\"1\" name=\"T\" tilewidth=\"8\" tileheight=\"8\" tilecount=\"1\" "
           "columns=\"1\"/>\n"
           " <layer name=\"L\" width=\"2\" height=\"1\"><data encoding=\"csv\">1,1</data></layer>\n"
           "</map>\n";
}

TmxMapping anyTileFree() {
    TmxMapping mapping;
    mapping.fileName = "rules.txt";
    mapping.fallback = TmxRule{1, 1, 1};
    return mapping;
}

/// "line:col: message" of the error reading `text`, or "no error".
std::string errorOf(const std::string& text) {
    std::istringstream in(text);
    try {
        readTmxMap(in, "hex.tmx", anyTileFree());
    } catch (const ParseError& e) {
        return std::to_string(e.line()) + ":" + std::to_string(e.column()) + ": " + e.message();
    }
    return "no error";
}

} // namespace

TEST_CASE("A Tiled map of odd-r hexes reads as a hex map of the same cells", "[formats][tmx]") {
    const MapGrid grid =
        readTmxMap(kFixtures + "/tmx/hex.tmx", readTmxMappingFile(kFixtures + "/tmx/hex-rules.txt"));
    CHECK(grid.topology() == Topology::Hex);
    REQUIRE(grid.width() == 5);
    REQUIRE(grid.height() == 3);
    // Rock on (1,1), (2,1) and (3,1); grass everywhere else.
    for (int y = 0; y < 3; ++y)
        for (int x = 0; x < 5; ++x)
            CHECK(grid.isWall({x, y}) == (y == 1 && x >= 1 && x <= 3));
}

TEST_CASE("Tiled hexagonal maps of other staggers are refused at the attribute", "[formats][tmx][errors]") {
    // Tiled's defaults, when the stagger is left out, are the odd rows.
    CHECK(errorOf(hexMap("")) == "no error");
    CHECK(errorOf(hexMap(" staggeraxis=\"y\" staggerindex=\"odd\"")) == "no error");
    // <map orientation="hexagonal" staggeraxis="x": the value of staggeraxis starts at column 43.
    CHECK(
        errorOf(hexMap(" staggeraxis=\"x\" staggerindex=\"odd\"")) ==
        "2:43: a hexagonal map is read only with staggeraxis=\"y\" (pointy-top hexes in rows), this one has "
        "'x' (in Tiled: Map > Map Properties > Stagger Axis Y)");
    // ... staggerindex=" after staggeraxis="y" : the value starts at column 60.
    CHECK(
        errorOf(hexMap(" staggeraxis=\"y\" staggerindex=\"even\"")) ==
        "2:60: a hexagonal map is read only with staggerindex=\"odd\" (the odd rows shifted right), this one "
        "has 'even' (in Tiled: Map > Map Properties > Stagger Index Odd)");
}
