// Maps from pictures: pictures made here with libpng itself, read through the standard colour table
// and checked cell by cell against what each pixel was painted; maps written and read back; what a
// picture cannot keep; and the refusals, each with its place.

#include "pathfinder/basics/parse_error.h"
#include "pathfinder/basics/random.h"
#include "pathfinder/formats/picture_map.h"

#include "support/random_map.h"
#include "support/temp_dir.h"

#include <catch2/catch.hpp>
#include <png.h>
#include <string>
#include <vector>

using namespace pathfinder;

namespace {

/// A PNG of `width` × `height` pixels given row by row as 0xRRGGBB, made by libpng (not by the code
/// under test); with `alpha`, each pixel's alpha byte is the colour's top byte.
std::string makePng(int width, int height, const std::vector<std::uint32_t>& pixels, bool alpha = false) {
    png_image image{};
    image.version = PNG_IMAGE_VERSION;
    image.width = static_cast<png_uint_32>(width);
    image.height = static_cast<png_uint_32>(height);
    image.format = alpha ? PNG_FORMAT_RGBA : PNG_FORMAT_RGB;
    const std::size_t channels = alpha ? 4 : 3;
    std::vector<png_byte> bytes;
    for (const std::uint32_t p : pixels) {
        bytes.push_back(static_cast<png_byte>(p >> 16 & 0xff));
        bytes.push_back(static_cast<png_byte>(p >> 8 & 0xff));
        bytes.push_back(static_cast<png_byte>(p & 0xff));
        if (alpha)
            bytes.push_back(static_cast<png_byte>(p >> 24 & 0xff));
    }
    REQUIRE(bytes.size() == channels * static_cast<std::size_t>(width) * static_cast<std::size_t>(height));
    png_alloc_size_t size = 0;
    REQUIRE(png_image_write_to_memory(&image, nullptr, &size, 0, bytes.data(), 0, nullptr));
    std::string out(size, '\0');
    REQUIRE(png_image_write_to_memory(&image, out.data(), &size, 0, bytes.data(), 0, nullptr));
    out.resize(size);
    return out;
}

/// The pixels of a PNG, decoded by libpng, as 0xRRGGBB.
std::vector<std::uint32_t> decodePng(const std::string& png, int& width, int& height) {
    png_image image{};
    image.version = PNG_IMAGE_VERSION;
    REQUIRE(png_image_begin_read_from_memory(&image, png.data(), png.size()));
    image.format = PNG_FORMAT_RGB;
    std::vector<png_byte> bytes(std::size_t{3} * image.width * image.height);
    REQUIRE(png_image_finish_read(&image, nullptr, bytes.data(), 0, nullptr));
    width = static_cast<int>(image.width);
    height = static_cast<int>(image.height);
    std::vector<std::uint32_t> pixels;
    for (std::size_t i = 0; i < bytes.size(); i += 3)
        pixels.push_back(std::uint32_t{bytes[i]} << 16 | std::uint32_t{bytes[i + 1]} << 8 | bytes[i + 2]);
    return pixels;
}

std::uint8_t water() {
    return MapGrid::codeOf(Terrain::Water);
}

} // namespace

TEST_CASE("a picture becomes a map, a pixel a cell, through the standard colours", "[picture]") {
    // Row 0: wall, free, cost 3 (grey 255 - 2 x 20 = 215), water. Row 1: start, goal, near-black,
    // near-white. The last two are not in the table: they take the wall's and the free cell's.
    const std::string png =
        makePng(4, 2, {0x000000, 0xffffff, 0xd7d7d7, 0x1e90ff, 0x00ff00, 0xff0000, 0x101010, 0xfefefe});
    const PictureMap map = readPictureMap(png, "hand.png", ColourTable::standard());
    REQUIRE(map.grid.width() == 4);
    REQUIRE(map.grid.height() == 2);
    CHECK(map.grid.code({0, 0}) == MapGrid::kWall);
    CHECK(map.grid.code({1, 0}) == 1);
    CHECK(map.grid.code({2, 0}) == 3);
    CHECK(map.grid.code({3, 0}) == water());
    CHECK(map.grid.start() == Coord{0, 1});
    CHECK(map.grid.code({0, 1}) == 1);
    CHECK(map.grid.goal() == Coord{1, 1});
    CHECK(map.grid.code({1, 1}) == 1);
    CHECK(map.grid.code({2, 1}) == MapGrid::kWall);
    CHECK(map.grid.code({3, 1}) == 1);
    CHECK(map.approximated == 2);
    CHECK(map.approximatedColours == 2);
    CHECK(map.firstApproximated == Coord{2, 1});
}

TEST_CASE("transparent pixels are seen over white", "[picture]") {
    // Alpha 0 over anything is white (free); opaque black stays a wall.
    const std::string png = makePng(2, 1, {0x00000000, 0xff000000}, true);
    const PictureMap map = readPictureMap(png, "alpha.png", ColourTable::standard());
    CHECK(map.grid.code({0, 0}) == 1);
    CHECK(map.grid.code({1, 0}) == MapGrid::kWall);
    CHECK(map.approximated == 0);
}

TEST_CASE("a map written as a picture has the table's colours and reads back the same", "[picture]") {
    Random random(GENERATE(1u, 2u, 3u, 4u));
    testing::RandomMapOptions options;
    options.costShare = 0.3;
    options.terrainShare = 0.3;
    MapGrid grid = testing::randomMap(random, 23, 17, options);
    // The start and the goal on free cells of cost 1, as the picture keeps them.
    grid.setCost(*grid.start(), 1);
    grid.setCost(*grid.goal(), 1);
    const ColourTable table = ColourTable::standard();
    REQUIRE(pictureLosses(grid, table).empty());

    const std::string png = writePictureMap(grid, table);
    int width = 0;
    int height = 0;
    const std::vector<std::uint32_t> pixels = decodePng(png, width, height);
    REQUIRE(width == 23);
    REQUIRE(height == 17);
    for (int y = 0; y < height; ++y) {
        for (int x = 0; x < width; ++x) {
            const Coord c{x, y};
            PictureCell expected = PictureCell::cell(grid.code(c));
            if (c == grid.start())
                expected = PictureCell::start();
            else if (c == grid.goal())
                expected = PictureCell::goal();
            CHECK(pixels[grid.cellIndex(c)] == *table.colourOf(expected));
        }
    }
    const PictureMap back = readPictureMap(png, "back.png", table);
    CHECK(back.grid == grid);
    CHECK(back.approximated == 0);
    // Written again, the same bytes.
    CHECK(writePictureMap(back.grid, table) == png);
}

TEST_CASE("a picture file is written atomically and read back", "[picture]") {
    TempDir dir;
    MapGrid grid(3, 2);
    grid.setWall({1, 0}, true);
    grid.setStart(Coord{0, 0});
    grid.setGoal(Coord{2, 1});
    const std::string path = dir.file("map.png");
    writePictureMapFile(path, grid, ColourTable::standard());
    CHECK(isPicturePath(path));
    CHECK(isPicturePath("MAP.PNG"));
    CHECK_FALSE(isPicturePath("map.maze"));
    CHECK(readPictureMapFile(path, ColourTable::standard()).grid == grid);
    CHECK_THROWS_AS(readPictureMapFile(dir.file("missing.png"), ColourTable::standard()), ParseError);
}

TEST_CASE("what a picture cannot keep is said, and a cell without a colour is refused", "[picture]") {
    MapGrid grid(4, 1);
    grid.setCost({0, 0}, 3);
    grid.setStart(Coord{0, 0});
    grid.setTerrain({2, 0}, Terrain::Water);
    ColourTable table = ColourTable::standard();
    const std::vector<std::string> losses = pictureLosses(grid, table);
    REQUIRE(losses.size() == 1);
    CHECK(losses[0] == "the start's cell, 3 (the start's colour reads back as a free cell of cost 1)");
    // Read back, the start's cell is a free cell of cost 1.
    CHECK(readPictureMap(writePictureMap(grid, table), "s.png", table).grid.code({0, 0}) == 1);

    ColourTable noWater;
    noWater.add(0x000000, PictureCell::cell(MapGrid::kWall));
    noWater.add(0xffffff, PictureCell::cell(1));
    noWater.add(0x808080, PictureCell::cell(3));
    const std::vector<std::string> lost = pictureLosses(grid, noWater);
    REQUIRE(lost.size() == 2);
    CHECK(lost[0] == "1 cell of water, for which the colour table has no colour");
    CHECK(lost[1] == "the start, for which the colour table has no colour");
    CHECK_THROWS_WITH(writePictureMap(grid, noWater), Catch::Contains("no colour for water"));

    MapGrid hex(3, 3);
    hex.setTopology(Topology::Hex);
    hex.setHeight({1, 1}, 4);
    const std::vector<std::string> hexLosses = pictureLosses(hex, table);
    REQUIRE(hexLosses.size() == 2);
    CHECK(hexLosses[0] == "the hex cells (a picture's pixels are square)");
    CHECK(hexLosses[1] == "the cells' heights");
}

TEST_CASE("pictures that cannot be maps are refused with the reason", "[picture]") {
    const ColourTable table = ColourTable::standard();
    const auto parseError = [&](const std::string& bytes) -> ParseError {
        try {
            readPictureMap(bytes, "p.png", table);
        } catch (const ParseError& error) {
            return error;
        }
        FAIL("no ParseError");
        return ParseError("", 0, 0, "");
    };
    SECTION("too wide: refused before it is decoded") {
        const std::string png =
            makePng(MapGrid::kMaxSide + 1, 1, std::vector<std::uint32_t>(MapGrid::kMaxSide + 1));
        const ParseError error = parseError(png);
        CHECK(error.line() == 0);
        CHECK_THAT(error.message(), Catch::Contains("4097 x 1 pixels") && Catch::Contains("4096 x 4096"));
    }
    SECTION("not a PNG") {
        CHECK_THAT(parseError("size: 3 3\n").message(), Catch::StartsWith("not a PNG picture"));
    }
    SECTION("cut short") {
        const std::string png = makePng(64, 64, std::vector<std::uint32_t>(64 * 64, 0x123456));
        CHECK_THAT(parseError(png.substr(0, png.size() / 2)).message(),
                   Catch::StartsWith("the PNG picture is damaged"));
    }
    SECTION("a second start, at its pixel") {
        const ParseError error =
            parseError(makePng(3, 2, {0xffffff, 0x00ff00, 0xffffff, 0xffffff, 0xffffff, 0x00ff00}));
        CHECK(error.line() == 2);
        CHECK(error.column() == 3);
        CHECK_THAT(error.message(), Catch::Contains("a second start") && Catch::Contains("pixel 1,0"));
    }
    SECTION("an empty colour table") {
        CHECK_THROWS_AS(readPictureMap(makePng(1, 1, {0}), "p.png", ColourTable()), ParseError);
    }
}
