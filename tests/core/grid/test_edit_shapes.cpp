// The cells the editor's brushes, lines, rectangles and fills cover, worked out by hand.
#include "pathfinder/grid/edit_shapes.h"
#include "pathfinder/grid/grid_line.h"
#include "pathfinder/grid/map_grid.h"
#include "pathfinder/grid/topology.h"

#include "core/ascii_grid.h"

#include <catch2/catch.hpp>
#include <vector>

using namespace pathfinder;
using namespace pathfinder::testing;

namespace {

MapGrid hexGrid(const std::vector<std::string>& rows) {
    MapGrid grid = gridFromAscii(rows);
    grid.setTopology(Topology::Hex);
    return grid;
}

} // namespace

TEST_CASE("A brush covers its square, clipped to the map", "[edit][brush]") {
    const MapGrid grid(9, 9);
    CHECK(brushCells(grid, {4, 4}, 1) == std::vector<Coord>{{4, 4}});
    CHECK(brushCells(grid, {4, 4}, 3) ==
          std::vector<Coord>{{3, 3}, {4, 3}, {5, 3}, {3, 4}, {4, 4}, {5, 4}, {3, 5}, {4, 5}, {5, 5}});
    CHECK(brushCells(grid, {4, 4}, 5).size() == 25);
    CHECK(brushCells(grid, {4, 4}, 9).size() == 81);
    SECTION("at a corner only the cells on the map") {
        CHECK(brushCells(grid, {0, 0}, 3) == std::vector<Coord>{{0, 0}, {1, 0}, {0, 1}, {1, 1}});
        CHECK(brushCells(grid, {8, 8}, 5).size() == 9);
        CHECK(brushCells(grid, {-3, 4}, 3).empty());
    }
}

TEST_CASE("A brush on a hex map covers the hexes within its reach", "[edit][brush][hex]") {
    const MapGrid grid = hexGrid(std::vector<std::string>(9, "........."));
    // An even row's neighbours are (x±1, y), (x−1, y±1) and (x, y±1).
    CHECK(brushCells(grid, {2, 2}, 3) ==
          std::vector<Coord>{{1, 1}, {2, 1}, {1, 2}, {2, 2}, {3, 2}, {1, 3}, {2, 3}});
    // An odd row's are (x±1, y), (x, y±1) and (x+1, y±1).
    CHECK(brushCells(grid, {2, 3}, 3) ==
          std::vector<Coord>{{2, 2}, {3, 2}, {1, 3}, {2, 3}, {3, 3}, {2, 4}, {3, 4}});
    // 1 + 6 + 12 hexes within two steps; 1 + 6 + 12 + 18 + 24 within four.
    CHECK(brushCells(grid, {4, 4}, 5).size() == 19);
    CHECK(brushCells(grid, {4, 4}, 9).size() == 61);
}

TEST_CASE("A brush drawn along a line covers each cell once", "[edit][brush]") {
    const MapGrid grid(6, 3);
    CHECK(brushLine(grid, {0, 0}, {5, 2}, 1) == bresenhamLine({0, 0}, {5, 2}));
    const std::vector<Coord> wide = brushLine(grid, {1, 1}, {4, 1}, 3);
    CHECK(wide.size() == 18); // every cell of the 6 × 3 map
    CHECK(wide.front() == Coord{0, 0});
    CHECK(brushLine(grid, {2, 1}, {2, 1}, 3) == brushCells(grid, {2, 1}, 3));
}

TEST_CASE("A rectangle covers the cells between its corners either way round", "[edit][rectangle]") {
    const MapGrid grid(5, 4);
    const std::vector<Coord> expected{{1, 1}, {2, 1}, {3, 1}, {1, 2}, {2, 2}, {3, 2}};
    CHECK(rectangleCells(grid, {1, 1}, {3, 2}) == expected);
    CHECK(rectangleCells(grid, {3, 2}, {1, 1}) == expected);
    CHECK(rectangleCells(grid, {3, 1}, {1, 2}) == expected);
    CHECK(rectangleCells(grid, {-2, -2}, {1, 1}) == std::vector<Coord>{{0, 0}, {1, 0}, {0, 1}, {1, 1}});
    CHECK(rectangleCells(grid, {2, 3}, {2, 3}) == std::vector<Coord>{{2, 3}});
}

TEST_CASE("A fill takes the cells alike reached across sides", "[edit][fill]") {
    const MapGrid grid = gridFromAscii({
        "..#..", //
        "..#..", //
        "###..", //
        ".....", //
    });
    CHECK(fillRegion(grid, {0, 0}, FillKey::Code) == std::vector<Coord>{{0, 0}, {1, 0}, {0, 1}, {1, 1}});
    CHECK(fillRegion(grid, {4, 3}, FillKey::Code).size() == 11);
    // The five walls share sides: (2, 0), (2, 1), (2, 2), (1, 2), (0, 2).
    CHECK(fillRegion(grid, {2, 0}, FillKey::Code).size() == 5);
    CHECK(fillRegion(grid, {5, 0}, FillKey::Code).empty());

    SECTION("never across a corner") {
        const MapGrid diagonal = gridFromAscii({
            ".#", //
            "#.", //
        });
        CHECK(fillRegion(diagonal, {0, 0}, FillKey::Code) == std::vector<Coord>{{0, 0}});
    }
    SECTION("costs and terrain differ from each other and from free cells") {
        MapGrid costs = gridFromAscii({"..22.."});
        costs.setTerrain({5, 0}, Terrain::Forest);
        CHECK(fillRegion(costs, {0, 0}, FillKey::Code) == std::vector<Coord>{{0, 0}, {1, 0}});
        CHECK(fillRegion(costs, {3, 0}, FillKey::Code) == std::vector<Coord>{{3, 0}, {2, 0}});
        CHECK(fillRegion(costs, {4, 0}, FillKey::Code) == std::vector<Coord>{{4, 0}});
    }
    SECTION("never across a wall on a side") {
        MapGrid sides(3, 1);
        sides.setSide({0, 0}, Direction::E, SideKind::Wall);
        CHECK(fillRegion(sides, {0, 0}, FillKey::Code) == std::vector<Coord>{{0, 0}});
        CHECK(fillRegion(sides, {2, 0}, FillKey::Code) == std::vector<Coord>{{2, 0}, {1, 0}});
        // A one-way side is crossed: the fill shapes cells, not moves.
        sides.setSide({0, 0}, Direction::E, SideKind::OneWayOut);
        CHECK(fillRegion(sides, {2, 0}, FillKey::Code).size() == 3);
    }
    SECTION("by height, whatever the cells' costs") {
        MapGrid heights = gridFromAscii({".2.", "..."});
        heights.setHeight({2, 0}, 3);
        heights.setHeight({2, 1}, 3);
        CHECK(fillRegion(heights, {0, 0}, FillKey::Height) ==
              std::vector<Coord>{{0, 0}, {1, 0}, {0, 1}, {1, 1}});
        CHECK(fillRegion(heights, {2, 0}, FillKey::Height) == std::vector<Coord>{{2, 0}, {2, 1}});
    }
}

TEST_CASE("A fill on a hex map steps to the six neighbours", "[edit][fill][hex]") {
    // (1, 0) is on an even row: (0, 1) is its south-west neighbour, which a square map's fill
    // would not reach.
    const std::vector<std::string> rows{"#.", ".#"};
    CHECK(fillRegion(hexGrid(rows), {1, 0}, FillKey::Code) == std::vector<Coord>{{1, 0}, {0, 1}});
    CHECK(fillRegion(gridFromAscii(rows), {1, 0}, FillKey::Code) == std::vector<Coord>{{1, 0}});
}
