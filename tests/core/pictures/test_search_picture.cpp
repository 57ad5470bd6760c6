// Pictures of a search: the font's glyphs, each cell's colour worked out by hand from the palette,
// and the sizes of maps, legends and hex rows.

#include "pathfinder/pictures/palette.h"
#include "pathfinder/pictures/search_picture.h"
#include "pathfinder/registry/walker_registry.h"
#include "pathfinder/search/walker.h"

#include "core/ascii_grid.h"
#include "core/walker_helpers.h"

#include <catch2/catch.hpp>
#include <stdexcept>

using namespace pathfinder;
using namespace pathfinder::testing;

namespace {

/// The colour at the middle of cell (x, y) of a picture of `cell` pixels a cell (square rows).
Rgb middle(const Raster& picture, int x, int y, int cell) {
    return picture.at(x * cell + cell / 2, y * cell + cell / 2);
}

/// A picture of `grid` at `cell` pixels a cell, without a legend, before any search.
Raster unsearched(const MapGrid& grid, int cell) {
    auto walker = createWalker("astar");
    walker->setup(grid, WalkerSettings{});
    SearchPictureOptions options;
    options.cellPixels = cell;
    options.legend = false;
    return drawSearch(*walker, options);
}

std::unique_ptr<MapGridWalker> solved(const char* name, MapGrid& grid) {
    auto walker = createWalker(name);
    walker->setup(grid, WalkerSettings{});
    walker->reset();
    iterateToEnd(*walker, grid);
    REQUIRE(walker->finished());
    return walker;
}

} // namespace

TEST_CASE("Text is drawn in the 5x7 font, capitals for small letters, clipped at the edges", "[pictures]") {
    const Rgb ink{255, 255, 255};
    Raster picture(12, 8, Rgb{0, 0, 0});
    picture.text(0, 0, "a1", 1, ink);
    // A: .###. / #...# / #...# / ##### / #...# / #...# / #...#
    CHECK(picture.at(0, 0) == Rgb{0, 0, 0});
    CHECK(picture.at(1, 0) == ink);
    CHECK(picture.at(3, 0) == ink);
    CHECK(picture.at(4, 0) == Rgb{0, 0, 0});
    CHECK(picture.at(0, 3) == ink);
    CHECK(picture.at(2, 3) == ink);
    CHECK(picture.at(2, 4) == Rgb{0, 0, 0});
    CHECK(picture.at(5, 3) == Rgb{0, 0, 0}); // the space between glyphs
    // 1: ..#.. / .##.. / ..#.. ... / .###.
    CHECK(picture.at(6 + 2, 0) == ink);
    CHECK(picture.at(6 + 1, 1) == ink);
    CHECK(picture.at(6 + 0, 6) == Rgb{0, 0, 0});
    CHECK(picture.at(6 + 3, 6) == ink);
    CHECK(picture.at(0, 7) == Rgb{0, 0, 0}); // below the glyphs

    // Scale 2 doubles each font pixel; a character the font lacks is a question mark.
    Raster big(10, 14, Rgb{0, 0, 0});
    big.text(0, 0, "A", 2, ink);
    CHECK(big.at(2, 0) == ink);
    CHECK(big.at(3, 1) == ink);
    CHECK(big.at(1, 1) == Rgb{0, 0, 0});
    Raster unknown(5, 7, Rgb{0, 0, 0});
    Raster question(5, 7, Rgb{0, 0, 0});
    unknown.text(0, 0, "~", 1, ink);
    question.text(0, 0, "?", 1, ink);
    CHECK(unknown == question);
    // Text past the edges is left out, not wrapped.
    Raster edge(4, 4, Rgb{0, 0, 0});
    edge.text(-2, -2, "A", 1, ink);
    CHECK(edge.at(0, 1) == ink); // the glyph's row 3, column 2
}

TEST_CASE("A picture of a finished A* has each cell in the colour the palette gives it", "[pictures]") {
    MapGrid grid = gridFromAscii({
        "S.#.",
        ".3#.",
        "...G",
    });
    auto walker = solved("astar", grid);
    SearchPictureOptions options;
    options.cellPixels = 10;
    options.legend = false;
    options.arrows = false; // the next test draws them
    const Raster picture = drawSearch(*walker, options);
    REQUIRE(picture.width() == 40);
    REQUIRE(picture.height() == 30);

    CHECK(middle(picture, 2, 0, 10) == colours::kWall);
    CHECK(middle(picture, 2, 1, 10) == colours::kWall);
    CHECK(middle(picture, 0, 0, 10) == colours::kStart);
    CHECK(middle(picture, 3, 2, 10) == colours::kGoal);
    // Every cell of the path between start and goal is marked, and no cell off it.
    const std::vector<Coord>& path = walker->path();
    REQUIRE(path.size() >= 5);
    for (std::size_t i = 1; i + 1 < path.size(); ++i)
        CHECK(middle(picture, path[i].x, path[i].y, 10) == colours::kPath);
    // A cell the search closed and the path left out: its ground (white for cost 1, 255 - 2 × 17
    // for cost 3) tinted by the closed cells' tint; its corner pixel is the grid line.
    for (int y = 0; y < 3; ++y)
        for (int x = 0; x < 4; ++x) {
            const Coord c{x, y};
            if (std::find(path.begin(), path.end(), c) != path.end() || grid.code(c) == MapGrid::kWall)
                continue;
            const CellView state = walker->cellState(c);
            const unsigned char ground = grid.code(c) == 3 ? 221 : 255;
            Rgb expected{ground, ground, ground};
            if (state.visit == CellVisit::Closed)
                expected = colours::tint(expected, colours::kClosedTint);
            else if (state.visit == CellVisit::Open)
                expected = colours::tint(expected, colours::kOpenTint);
            CAPTURE(x, y);
            CHECK(middle(picture, x, y, 10) == expected);
            CHECK(picture.at(x * 10, y * 10) == Rgb{colours::gridLine(expected.r),
                                                    colours::gridLine(expected.g),
                                                    colours::gridLine(expected.b)});
        }
}

TEST_CASE("Parent arrows run from a cell's centre to the side it shares with its parent", "[pictures]") {
    // Dijkstra from S to G: the cell below S is reached from S alone (its one neighbour at cost 0),
    // closed before G, and off the path along the top row.
    MapGrid grid = gridFromAscii({
        "S.G",
        "...",
    });
    auto walker = solved("dijkstra", grid);
    SearchPictureOptions options;
    options.cellPixels = 10;
    options.legend = false;
    const Raster picture = drawSearch(*walker, options);
    // Cell (0, 1): its centre is (5, 15); the arrow goes up to the side at y = 10.
    for (int y = 10; y <= 15; ++y)
        CHECK(picture.at(5, y) == colours::kArrow);
    CHECK_FALSE(picture.at(5, 17) == colours::kArrow);
    CHECK_FALSE(picture.at(2, 15) == colours::kArrow);
    // Below 8 pixels a cell there are none.
    options.cellPixels = 7;
    const Raster small = drawSearch(*walker, options);
    for (int y = 0; y < small.height(); ++y)
        for (int x = 0; x < small.width(); ++x)
            CHECK_FALSE(small.at(x, y) == colours::kArrow);
}

TEST_CASE("Walls between cells are drawn on their sides, a one-way side inside the cell it stops",
          "[pictures]") {
    MapGrid grid(3, 1);
    grid.setSide({0, 0}, Direction::E, SideKind::Wall);
    grid.setSide({1, 0}, Direction::E, SideKind::OneWayOut); // from (1,0) into (2,0) only
    const Raster picture = unsearched(grid, 12);
    // The wall: 12 / 6 = 2 pixels, plus one, astride x = 12.
    for (const int x : {10, 11, 12})
        CHECK(picture.at(x, 6) == colours::kWall);
    CHECK_FALSE(picture.at(9, 6) == colours::kWall);
    CHECK_FALSE(picture.at(13, 6) == colours::kWall);
    // The one-way side at x = 24: a line 1 pixel wide just inside (2,0), which may not cross it.
    CHECK(picture.at(24, 6) == colours::kWall);
    CHECK_FALSE(picture.at(23, 6) == colours::kWall);
    CHECK_FALSE(picture.at(25, 6) == colours::kWall);
}

TEST_CASE("Walls between hexes are drawn on their sides, a south side in two halves", "[pictures][hex]") {
    // 12 pixels a hex; row 1 sits 6 pixels to the right. Hex (1, 0) spans x 12–23, y 0–11; below
    // it, (0, 1) spans x 6–17 and (1, 1) x 18–29, so its south-west side is x 12–17 of y = 12 and
    // its south-east side x 18–23.
    MapGrid grid(3, 2);
    grid.setTopology(Topology::Hex);
    grid.setSide({1, 0}, Direction::SW, SideKind::Wall);     // to (0, 1)
    grid.setSide({1, 1}, Direction::E, SideKind::OneWayOut); // from (1, 1) into (2, 1) only
    const Raster picture = unsearched(grid, 12);
    // The wall: 3 pixels astride y = 12 (rows 10–12), on x 12–17 only.
    for (const int y : {10, 11, 12}) {
        CHECK(picture.at(12, y) == colours::kWall);
        CHECK(picture.at(17, y) == colours::kWall);
        CHECK_FALSE(picture.at(18, y) == colours::kWall);
        CHECK_FALSE(picture.at(11, y) == colours::kWall);
    }
    CHECK_FALSE(picture.at(14, 9) == colours::kWall);
    CHECK_FALSE(picture.at(14, 13) == colours::kWall);
    // The one-way side: hex (1, 1) spans x 18–29, so its east side is x = 30, and the line of 1 pixel
    // lies just inside (2, 1), on rows 12–23.
    CHECK(picture.at(30, 18) == colours::kWall);
    CHECK_FALSE(picture.at(29, 18) == colours::kWall);
    CHECK_FALSE(picture.at(31, 18) == colours::kWall);
}

TEST_CASE("Connected regions are tinted each a colour of its own when asked", "[pictures]") {
    // Two rooms, parted by a column of walls; the right one holds cells of cost 3.
    const MapGrid grid = gridFromAscii({
        ".#.3", //
        ".#33", //
    });
    auto walker = createWalker("astar");
    walker->setup(grid, WalkerSettings{});
    SearchPictureOptions options;
    options.cellPixels = 4; // no grid lines
    options.legend = false;
    const Raster plain = drawSearch(*walker, options);
    options.regions = Connectivity::Orthogonal;
    const Raster tinted = drawSearch(*walker, options);
    const ConnectedRegions labels(grid, Connectivity::Orthogonal);
    REQUIRE(labels.regionCount() == 2);
    REQUIRE(labels.regionOf({0, 0}) != labels.regionOf({2, 0}));
    for (int y = 0; y < 2; ++y)
        for (int x = 0; x < 4; ++x) {
            const Coord c{x, y};
            const Rgb ground = colours::cellShade(grid.code(c));
            CHECK(middle(plain, x, y, 4) == ground);
            CHECK(middle(tinted, x, y, 4) ==
                  (grid.isWall(c) ? ground : colours::tint(ground, colours::regionTint(labels.regionOf(c)))));
        }
    // The two rooms differ, and the cells of one room share its tint.
    CHECK_FALSE(middle(tinted, 0, 0, 4) == middle(tinted, 2, 0, 4));
    CHECK(middle(tinted, 0, 0, 4) == middle(tinted, 0, 1, 4));
    CHECK(middle(tinted, 3, 0, 4) == middle(tinted, 2, 1, 4)); // both of cost 3
}

TEST_CASE("A raised cell is shaded for its height, as the app shades it", "[pictures]") {
    MapGrid grid(3, 1);
    grid.setHeight({1, 0}, 5);
    grid.setCost({2, 0}, 3);
    grid.setHeight({2, 0}, 9);
    auto walker = createWalker("astar");
    walker->setup(grid, WalkerSettings{});
    SearchPictureOptions options;
    options.cellPixels = 4; // no grid lines
    options.legend = false;
    const Raster picture = drawSearch(*walker, options);
    CHECK(middle(picture, 0, 0, 4) == Rgb{255, 255, 255});
    // Height 5 on white: each channel × (100 − 30) / 100, warmed by 20·5/9, 4·5/9 and −20·5/9.
    CHECK(middle(picture, 1, 0, 4) == Rgb{189, 180, 167});
    // Cost 3 (grey 221) at height 9: 221 × 46 / 100 = 101, then + 20, + 4 and − 20.
    CHECK(middle(picture, 2, 0, 4) == Rgb{121, 105, 81});
}

TEST_CASE("A picture's size follows the cell size, the legend and hex rows, and refuses too large a one",
          "[pictures]") {
    MapGrid grid = gridFromAscii({"S..", "..G"});
    auto walker = solved("dijkstra", grid);
    SearchPictureOptions options;
    options.cellPixels = 3;
    options.legend = false;
    CHECK(drawSearch(*walker, options).width() == 9);
    CHECK(drawSearch(*walker, options).height() == 6);

    // The legend widens a narrow map's picture to its widest entry, "current" (7 characters, a
    // swatch of 7 pixels and a gap of 3: 7 + 3 + 7 × 6 - 1 = 51, with margins of 4: 59), and adds
    // a line for the caption and one for each row of entries.
    options.legend = true;
    options.caption = "A*";
    const Raster withLegend = drawSearch(*walker, options);
    CHECK(withLegend.width() == 59);
    CHECK(withLegend.height() > 6 + 2 * 11);
    CHECK(withLegend.at(4 + 1, 6 + 4) == Rgb{235, 235, 235}); // the caption's A, top row

    // Odd rows of a hex map sit half a cell to the right: the picture is half a cell wider.
    MapGrid hex = grid;
    hex.setTopology(Topology::Hex);
    auto hexWalker = solved("dijkstra", hex);
    options.legend = false;
    options.cellPixels = 4;
    const Raster hexPicture = drawSearch(*hexWalker, options);
    CHECK(hexPicture.width() == 3 * 4 + 2);
    CHECK(hexPicture.at(0, 4 + 1) == colours::kBackground); // left of row 1's first cell
    CHECK(middle(hexPicture, 2, 1, 4) != colours::kBackground);

    options.cellPixels = 0;
    CHECK_THROWS_AS(drawSearch(*walker, options), std::invalid_argument);
    options.cellPixels = 65;
    CHECK_THROWS_AS(drawSearch(*walker, options), std::invalid_argument);
    CHECK(searchPictureSize(20000, 20000, false, SearchPictureOptions{}).width == 0);
}

TEST_CASE("Two pictures side by side keep their pixels, a gap between them", "[pictures]") {
    Raster left(2, 3, Rgb{1, 2, 3});
    Raster right(4, 1, Rgb{9, 9, 9});
    const Raster both = sideBySide(left, right, 5, Rgb{0, 0, 0});
    CHECK(both.width() == 11);
    CHECK(both.height() == 3);
    CHECK(both.at(1, 2) == Rgb{1, 2, 3});
    CHECK(both.at(3, 0) == Rgb{0, 0, 0});
    CHECK(both.at(7, 0) == Rgb{9, 9, 9});
    CHECK(both.at(7, 1) == Rgb{0, 0, 0});
}
