#include "pathfinder/basics/parse_error.h"
#include "pathfinder/formats/tmx_io.h"

#include "support/temp_dir.h"

#include <catch2/catch.hpp>
#include <filesystem>
#include <sstream>
#include <string>
#include <vector>

using namespace pathfinder;

namespace {

const std::string kTmxDir = std::string(PATHFINDER_FIXTURE_DIR) + "/tmx";

/// The cells row by row, as .maze rows: '#' wall, '.' cost 1, '2'-'9' costs, terrain letters.
std::vector<std::string> cellRows(const MapGrid& grid) {
    std::vector<std::string> rows;
    for (int y = 0; y < grid.height(); ++y) {
        std::string row;
        for (int x = 0; x < grid.width(); ++x) {
            const int code = grid.code({x, y});
            row += MapGrid::isTerrainCode(code) ? terrainLetter(MapGrid::terrainOfCode(code))
                   : code == MapGrid::kWall     ? '#'
                   : code == 1                  ? '.'
                                                : static_cast<char>('0' + code);
        }
        rows.push_back(row);
    }
    return rows;
}

TmxMapping mappingOf(const std::string& text, const std::string& name = "rules.txt") {
    std::istringstream in(text);
    return readTmxMapping(in, name);
}

std::string mappingError(const std::string& text) {
    try {
        mappingOf(text);
    } catch (const ParseError& e) {
        return e.what();
    }
    return "no error";
}

// A 3 x 2 map with one tileset; line 9 and 10 are the CSV rows, line 11 ends the data.
const std::string kSmallMap =
    "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    "<map orientation=\"orthogonal\" width=\"3\" height=\"2\" tilewidth=\"8\" tileheight=\"8\">\n"
    " <tileset firstgid=\"1\" name=\"Tiles\" tilecount=\"4\">\n"
    "  <tile id=\"0\"><properties><property name=\"terrain\" value=\"grass\"/></properties></tile>\n"
    "  <tile id=\"1\"><properties><property name=\"terrain\" value=\"water\"/></properties></tile>\n"
    " </tileset>\n"
    " <layer name=\"Ground\" width=\"3\" height=\"2\">\n"
    "  <data encoding=\"csv\">\n"
    "1,2,0,\n"
    "2,1,3\n"
    "</data>\n"
    " </layer>\n"
    "</map>\n";
const std::string kSmallRules = "grass = free\nwater = water\n2 = wall\nempty = free\n";

/// kSmallMap with `from` replaced by `to` (which must be there).
std::string smallMapWith(const std::string& from, const std::string& to) {
    std::string text = kSmallMap;
    const std::size_t at = text.find(from);
    REQUIRE(at != std::string::npos);
    return text.replace(at, from.size(), to);
}

MapGrid readSmall(const std::string& text, const std::string& rules = kSmallRules,
                  const TmxOptions& options = {}) {
    std::istringstream in(text);
    return readTmxMap(in, "small.tmx", mappingOf(rules, "small-rules.txt"), options);
}

std::string smallError(const std::string& text, const std::string& rules = kSmallRules) {
    try {
        readSmall(text, rules);
    } catch (const ParseError& e) {
        return e.what();
    }
    return "no error";
}

const std::vector<std::string> kGroundRows = {"..ffww", ".5.rs.", "##..#w", ".....#"};

} // namespace

TEST_CASE("A mapping file reads every kind of rule", "[io][tmx]") {
    const TmxMapping mapping = mappingOf("# comment\n"
                                         "property kind   # the property\n"
                                         "unit movingai\n"
                                         "forest = forest\n"
                                         "\"deep water\" = water\n"
                                         "\"7\" = 7\n"
                                         "3 = wall\n"
                                         "tileset \"Out doors\" 12 = free\n"
                                         "tileset Features 0=desert\n"
                                         "empty = free\n"
                                         "default = 9\n");
    CHECK(mapping.fileName == "rules.txt");
    CHECK(mapping.property == "kind");
    REQUIRE(mapping.unit);
    CHECK(mapping.unit->name == "movingai");
    CHECK(mapping.byValue.at("forest").code == MapGrid::codeOf(Terrain::Forest));
    CHECK(mapping.byValue.at("forest").line == 4);
    CHECK(mapping.byValue.at("forest").column == 1);
    CHECK(mapping.byValue.at("deep water").code == MapGrid::codeOf(Terrain::Water));
    CHECK(mapping.byValue.at("7").code == 7);
    CHECK(mapping.byId.at(3).code == MapGrid::kWall);
    CHECK(mapping.byTilesetId.at({"Out doors", 12}).code == 1);
    CHECK(mapping.byTilesetId.at({"Features", 0}).code == MapGrid::codeOf(Terrain::Desert));
    CHECK(mapping.empty->code == 1);
    CHECK(mapping.fallback->code == 9);
    CHECK(mappingOf("default = wall\n").property == "terrain");
}

TEST_CASE("A malformed mapping file is reported at its line and column", "[io][tmx][errors]") {
    CHECK(mappingError("forest = lava\n") ==
          "rules.txt:1:10: expected wall, free, a cost 1-9 or a terrain (jungle, forest, plains, desert, "
          "foothills, mountains, roadway, trail, swamp, water), found 'lava'");
    CHECK(mappingError("default = wall\nforest\n") ==
          "rules.txt:2:1: expected 'KEY = VALUE', 'property NAME' or 'unit NAME', found 'forest'");
    CHECK(mappingError("forest =\n") ==
          "rules.txt:1:9: expected what the tile becomes after '=': wall, free, a cost 1-9 or a terrain "
          "(jungle, forest, plains, desert, foothills, mountains, roadway, trail, swamp, water)");
    CHECK(mappingError("= wall\n") == "rules.txt:1:1: expected a tile id, 'tileset NAME ID', a property "
                                      "value, 'empty' or 'default' before '='");
    CHECK(mappingError("forest = wall free\n") == "rules.txt:1:15: unexpected 'free' after the value");
    CHECK(mappingError("deep water = water\n") ==
          "rules.txt:1:6: unexpected 'water' before '=' (quote a property value with spaces)");
    CHECK(mappingError("3 = wall\n  3 = free\n") ==
          "rules.txt:2:3: tile id 3 is mapped twice (first on line 1)");
    CHECK(mappingError("default = wall\ndefault = free\n") ==
          "rules.txt:2:1: 'default' is mapped twice (first on line 1)");
    CHECK(mappingError("unit tank\nunit jeep\ndefault = wall\n") ==
          "rules.txt:2:1: a second 'unit' line (the first is line 1)");
    CHECK_THAT(mappingError("unit zeppelin\n"),
               Catch::StartsWith("rules.txt:1:6: unknown unit 'zeppelin' (known units: light-infantry,"));
    CHECK(mappingError("\"deep water = water\n") ==
          "rules.txt:1:1: a quoted text is not closed on its line (expected '\"')");
    CHECK(mappingError("tileset Features = wall\n") ==
          "rules.txt:1:18: expected 'tileset NAME ID = VALUE' (quote a name with spaces)");
    CHECK(mappingError("tileset Features x = wall\n") ==
          "rules.txt:1:18: expected a tile id (a whole number from 0 to 268435455), found 'x'");
    CHECK(mappingError("-1 = wall\n") ==
          "rules.txt:1:1: expected a tile id (a whole number from 0 to 268435455), found '-1'");
    CHECK(mappingError("property = wall\n") ==
          "rules.txt:1:1: 'property' is a word of the mapping file: quote it to map the value \"property\"");
    CHECK(mappingError("# nothing but a comment\nproperty terrain\n") ==
          "rules.txt:3:1: no rules: a mapping file says what tiles become, one 'KEY = VALUE' a line "
          "(e.g. 'default = wall')");
    CHECK_THAT(mappingError("property\n"),
               Catch::Contains("rules.txt:1:9: expected a name after 'property'"));
}

TEST_CASE("A Tiled map in CSV becomes the cells its mapping says", "[io][tmx]") {
    const TmxMapping rules = readTmxMappingFile(kTmxDir + "/rules.txt");
    const MapGrid grid = readTmxMap(kTmxDir + "/csv.tmx", rules);
    // Overworld (embedded): 0 grass, 1 forest, 2 water, 3 no property (rule "3 = 5"), 4 rock, 5-7
    // nothing (default). Features (features.tsx, firstgid 9): 0 roadway, 1 by its tileset rule,
    // 2 grass. Gid 2147483649 is gid 1 flipped.
    CHECK(cellRows(grid) == kGroundRows);
    CHECK(grid.unit() == defaultUnit());
    CHECK_FALSE(grid.start());
    CHECK_FALSE(grid.goal());

    SECTION("a layer is chosen by name, inside a group too") {
        TmxOptions options;
        options.layer = "Top";
        CHECK(cellRows(readTmxMap(kTmxDir + "/csv.tmx", rules, options)) ==
              std::vector<std::string>{"......", ".####.", "......", "......"});
    }
    SECTION("the mapping's unit is the map's") {
        TmxMapping withUnit = rules;
        withUnit.unit = *UnitTable::standard().find("jeep");
        CHECK(readTmxMap(kTmxDir + "/csv.tmx", withUnit).unit().name == "jeep");
    }
}

TEST_CASE("Base64 layers, zlib and gzip compressed, read as their CSV", "[io][tmx]") {
    const TmxMapping rules = readTmxMappingFile(kTmxDir + "/rules.txt");
    CHECK(readTmxMap(kTmxDir + "/zlib.tmx", rules) == readTmxMap(kTmxDir + "/csv.tmx", rules));
    TmxOptions top;
    top.layer = "Top";
    CHECK(readTmxMap(kTmxDir + "/zlib.tmx", rules, top) == readTmxMap(kTmxDir + "/csv.tmx", rules, top));

    const std::vector<std::string> small = {".w.", "w.#"};
    CHECK(cellRows(readSmall(kSmallMap)) == small);
    SECTION("uncompressed base64") {
        CHECK(cellRows(readSmall(
                  smallMapWith("<data encoding=\"csv\">\n1,2,0,\n2,1,3\n",
                               "<data encoding=\"base64\">\nAQAAAAIAAAAAAAAAAgAAAAEAAAADAAAA\n"))) == small);
    }
    SECTION("<tile> elements") {
        CHECK(cellRows(readSmall(smallMapWith("<data encoding=\"csv\">\n1,2,0,\n2,1,3\n",
                                              "<data><tile gid=\"1\"/><tile gid=\"2\"/><tile/><tile "
                                              "gid=\"2\"/><tile gid=\"1\"/><tile gid=\"3\"/>"))) == small);
    }
}

TEST_CASE("A tile without a rule is reported where it is in the map", "[io][tmx][errors]") {
    SECTION("in CSV, at its number") {
        const TmxMapping rules =
            mappingOf("property terrain\ngrass = free\nforest = forest\nwater = water\n"
                      "rock = wall\nroadway = roadway\n3 = 5\ntileset Features 1 = swamp\n"
                      "empty = free\n");
        const std::string path = kTmxDir + "/csv.tmx";
        CHECK_THROWS_WITH(readTmxMap(path, rules),
                          path + ":31:18: tile 6 (tileset 'Overworld' id 5) at (4, 2) has no "
                                 "mapping in rules.txt (it has no property 'terrain')");
    }
    SECTION("in base64, at its <data>") {
        const TmxMapping rules = mappingOf("grass = free\nforest = forest\nwater = water\nroadway = roadway\n"
                                           "3 = 5\ntileset Features 1 = swamp\nempty = free\n");
        const std::string path = kTmxDir + "/zlib.tmx";
        CHECK_THROWS_WITH(readTmxMap(path, rules),
                          path + ":35:3: tile 5 (tileset 'Overworld' id 4) at (0, 2) has no "
                                 "mapping in rules.txt (its property 'terrain' is 'rock')");
    }
    SECTION("an empty cell") {
        CHECK(
            smallError(kSmallMap, "grass = free\nwater = water\n2 = wall\n") ==
            "small.tmx:9:5: an empty cell (gid 0) at (2, 0) has no mapping in small-rules.txt (give one with "
            "'empty = ...' or 'default = ...')");
    }
}

TEST_CASE("A malformed .tmx is reported at its line and column", "[io][tmx][errors]") {
    CHECK(smallError(smallMapWith("orthogonal", "isometric")) ==
          "small.tmx:2:19: only orthogonal and hexagonal maps are read, this one is 'isometric'");
    CHECK(smallError(smallMapWith("height=\"2\" tilewidth", "height=\"2\" infinite=\"1\" tilewidth")) ==
          "small.tmx:2:62: infinite maps are not read (in Tiled, turn off Map > Map Properties > Infinite)");
    CHECK(smallError(smallMapWith("encoding=\"csv\"", "encoding=\"base64\" compression=\"zstd\"")) ==
          "small.tmx:8:40: zstd-compressed layers are not read: in Tiled, choose the tile layer format "
          "Base64 (zlib compressed) or CSV in Map > Map Properties");
    CHECK(smallError(smallMapWith("encoding=\"csv\"", "encoding=\"hex\"")) ==
          "small.tmx:8:19: expected the encoding csv or base64, found 'hex'");
    CHECK(smallError(smallMapWith("2,1,3", "2,x,3")) ==
          "small.tmx:10:3: expected a tile number (a gid) or ',', found 'x'");
    CHECK(smallError(smallMapWith("2,1,3", "2,,3")) == "small.tmx:10:3: expected a tile number before ','");
    CHECK(smallError(smallMapWith("2,1,3", "2 1,3")) ==
          "small.tmx:10:3: expected ',' between two tile numbers, found '1'");
    CHECK(smallError(smallMapWith("2,1,3", "2,1")) ==
          "small.tmx:11:1: the layer data holds 5 tiles; a 3 x 2 layer has 6");
    CHECK(smallError(smallMapWith("2,1,3", "2,1,3,1")) ==
          "small.tmx:10:7: more tiles than a 3 x 2 layer has");
    CHECK(smallError(smallMapWith("2,1,3", "2,1,9")) ==
          "small.tmx:10:5: tile 9 at (2, 1) is in no tileset: 'Tiles' has gids 1 to 4");
    CHECK(smallError(
              smallMapWith("<layer name=\"Ground\" width=\"3\"", "<layer name=\"Ground\" width=\"4\"")) ==
          "small.tmx:7:30: the layer's width 4 differs from the map's 3");
    CHECK(
        smallError(smallMapWith("</tileset>\n", "</tileset>\n <layer name=\"Empty\" width=\"3\" height=\"2\">"
                                                "<data encoding=\"csv\">0,0,0,0,0,0</data></layer>\n"
                                                " <tileset firstgid=\"9\" name=\"Late\"/>\n")) ==
        "small.tmx:8:2: a tileset after a layer (Tiled writes every tileset before the first layer)");
    CHECK(smallError(smallMapWith("<tileset firstgid=\"1\"", "<tileset firstgid=\"0\"")) ==
          "small.tmx:3:21: firstgid must be at least 1, found '0'");
    CHECK(smallError(smallMapWith("</layer>", "</layr>")) == "small.tmx:12:4: malformed XML: mismatched tag");
    CHECK(smallError("<tileset name=\"x\"/>") ==
          "small.tmx:1:1: expected a <map> element (a Tiled .tmx map), found <tileset>");

    SECTION("a map without a tile layer, a layer without data") {
        const std::size_t layer = kSmallMap.find(" <layer");
        const std::string layerText = kSmallMap.substr(layer, kSmallMap.find("</map>") - layer);
        CHECK(smallError(smallMapWith(layerText, " <objectgroup name=\"Spawns\"/>\n")) ==
              "small.tmx:2:1: the map has no tile layer");
        CHECK(smallError(smallMapWith(layerText, " <layer name=\"Bare\"/>\n")) ==
              "small.tmx:7:2: the layer 'Bare' has no <data>");
    }
    SECTION("a layer that is not there") {
        TmxOptions options;
        options.layer = "Roofs";
        std::istringstream in(kSmallMap);
        CHECK_THROWS_WITH(readTmxMap(in, "small.tmx", mappingOf(kSmallRules), options),
                          "small.tmx:2:1: no tile layer named 'Roofs' (its tile layers: 'Ground')");
    }
    SECTION("a mapping rule for a tileset or a tile the map does not have") {
        CHECK(smallError(kSmallMap, kSmallRules + "\ntileset Overworld 3 = wall\n") ==
              "small-rules.txt:6:1: no tileset 'Overworld' in small.tmx (its tilesets: 'Tiles')");
        CHECK(smallError(kSmallMap, kSmallRules + "tileset Tiles 4 = wall\n") ==
              "small-rules.txt:5:1: tile id 4 is not in the tileset 'Tiles' of small.tmx (it has 4 tiles)");
        CHECK(smallError(kSmallMap, kSmallRules + "   9 = wall\n") ==
              "small-rules.txt:5:4: tile id 9 is not in the tileset 'Tiles' of small.tmx (it has 4 tiles)");
    }
}

TEST_CASE("External tilesets are read from the map's folder, their errors placed in them",
          "[io][tmx][errors]") {
    const TempDir dir;
    const std::string tmx = dir.write(
        "map.tmx", smallMapWith(kSmallMap.substr(kSmallMap.find(" <tileset"),
                                                 kSmallMap.find(" <layer") - kSmallMap.find(" <tileset")),
                                " <tileset firstgid=\"1\" source=\"tiles/set.tsx\"/>\n"));
    const std::string tsx =
        "<?xml version=\"1.0\"?>\n"
        "<tileset name=\"Tiles\" tilecount=\"4\">\n"
        " <tile id=\"0\"><properties><property name=\"terrain\" value=\"grass\"/></properties></tile>\n"
        " <tile id=\"1\"><properties><property name=\"terrain\">water</property></properties></tile>\n"
        "</tileset>\n";
    const TmxMapping rules = mappingOf(kSmallRules);
    SECTION("a good one") {
        std::filesystem::create_directories(dir.path() / "tiles");
        dir.write("tiles/set.tsx", tsx);
        CHECK(cellRows(readTmxMap(tmx, rules)) == std::vector<std::string>{".w.", "w.#"});
    }
    SECTION("one that is not there") {
        CHECK_THROWS_WITH(readTmxMap(tmx, rules),
                          tmx + ":3:32: the tileset file 'tiles/set.tsx' is not there (looked for " +
                              (dir.path() / "tiles/set.tsx").string() + ")");
    }
    SECTION("a malformed one") {
        std::filesystem::create_directories(dir.path() / "tiles");
        std::string bad = tsx;
        bad.replace(bad.find("<tile id=\"1\">"), 13, "<tile id=\"one\">");
        const std::string path = dir.write("tiles/set.tsx", bad);
        CHECK_THROWS_WITH(readTmxMap(tmx, rules),
                          path + ":4:12: expected a whole number for id, found 'one'");
    }
}

TEST_CASE("Hostile .tmx files are refused before they cost anything", "[io][tmx][errors]") {
    CHECK(smallError(smallMapWith("width=\"3\" height=\"2\" tilewidth",
                                  "width=\"100000\" height=\"2\" tilewidth")) ==
          "small.tmx:2:38: width 100000 exceeds the maximum 4096");
    CHECK(
        smallError(smallMapWith("height=\"2\" tilewidth", "height=\"99999999999999999999999\" tilewidth")) ==
        "small.tmx:2:49: height 99999999999999999999999 exceeds the maximum 4096");
    const std::string base64 = "<data encoding=\"base64\">\n";
    const auto withData = [&](const std::string& compression, const std::string& data) {
        return smallMapWith("<data encoding=\"csv\">\n1,2,0,\n2,1,3\n",
                            "<data encoding=\"base64\"" + compression + ">\n" + data + "\n");
    };
    SECTION("truncated base64") {
        CHECK(smallError(withData("", "AQAAAAIAAAAAAAAAAgAAAAEAAAADAAA")) ==
              "small.tmx:10:1: the base64 text is cut short: its last group has 3 of 4 characters");
        CHECK(smallError(withData("", "AQAAAAIAAAAAAAAAAgAAAAEAAAA=")) ==
              "small.tmx:10:1: the layer data holds 20 bytes; a 3 x 2 layer needs 24 (4 a tile)");
        CHECK(smallError(withData("", "AQAA*AIA")) ==
              "small.tmx:9:5: expected base64 text (A-Z, a-z, 0-9, '+', '/', '='), found '*'");
        CHECK(smallError(withData("", "AQ==AAAA")) ==
              "small.tmx:9:5: base64 text goes on after its '=' padding");
    }
    SECTION("compressed data cut short, corrupt, or inflating past the layer") {
        CHECK(smallError(withData(" compression=\"zlib\"", "eJxjZGBgYGKAABDNCMTMQAwA")) ==
              "small.tmx:8:3: the zlib data is cut short (it ends before its last block)");
        CHECK_THAT(smallError(withData(" compression=\"gzip\"", "eJxjZGBgYGKAABDNCMTMQAwA")),
                   Catch::StartsWith("small.tmx:8:3: the gzip data is corrupt"));
        CHECK(smallError(withData(
                  " compression=\"zlib\"",
                  "eJztwTEBAAAAwqD1T20ND6AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA"
                  "AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAACAVwOGrwAB")) ==
              "small.tmx:8:3: the zlib data holds more than a 3 x 2 layer (24 bytes)");
        CHECK(smallError(withData(" compression=\"zlib\"", std::string(4000, 'A'))) ==
              "small.tmx:9:1400: more data than a 3 x 2 layer holds");
    }
    SECTION("a gid beyond the tilesets") {
        CHECK(smallError(smallMapWith("2,1,3", "2,1,268435455")) ==
              "small.tmx:10:5: tile 268435455 at (2, 1) is in no tileset: 'Tiles' has gids 1 to 4");
        CHECK(smallError(smallMapWith("2,1,3", "2,1,4294967296")) ==
              "small.tmx:10:5: a tile number beyond 32 bits (a gid is at most 4294967295)");
    }
    SECTION("entities that expand without bound") {
        const std::string laughs = "<?xml version=\"1.0\"?>\n<!DOCTYPE map [\n <!ENTITY a \"aaaaaaaaaa\">\n"
                                   " <!ENTITY b \"&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;\">\n]>\n<map>&b;</map>\n";
        CHECK_THAT(smallError(laughs), Catch::StartsWith("small.tmx:3:13: entity declarations are not read"));
    }
}
