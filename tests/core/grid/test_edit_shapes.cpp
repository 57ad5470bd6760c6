// The cells the editor's brushes, lines, rectangles and fills cover, worked out by hand.
#include "pathfinder/grid/edit_shapes.h"
#include "pathfinder/grid/grid_line.h"
#include "pathfinder/grid/map_grid.h"
#include "pathfinder/grid/topology.h"

#include "core/ascii_grid.h"

#include <algorithm>
#include <catch2/catch.hpp>
#include <random>
#include <vector>

using namespace pathfinder;
using namespace pathfinder::testing;

namespace {

/// The cells a fill from `seed` takes, row by row.
std::vector<Coord> region(const MapGrid& grid, Coord seed, FillKey key) {
    return cellsOf(fillRuns(grid, seed, key));
}

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
    CHECK(region(grid, {0, 0}, FillKey::Code) == std::vector<Coord>{{0, 0}, {1, 0}, {0, 1}, {1, 1}});
    CHECK(region(grid, {4, 3}, FillKey::Code).size() == 11);
    // The five walls share sides: (2, 0), (2, 1), (2, 2), (1, 2), (0, 2).
    CHECK(region(grid, {2, 0}, FillKey::Code).size() == 5);
    CHECK(region(grid, {5, 0}, FillKey::Code).empty());
    // The right-hand region as runs: two cells on each of the first two rows, then whole rows.
    CHECK(fillRuns(grid, {4, 3}, FillKey::Code) ==
          std::vector<CellRun>{{0, 3, 5}, {1, 3, 5}, {2, 3, 5}, {3, 0, 5}});

    SECTION("never across a corner") {
        const MapGrid diagonal = gridFromAscii({
            ".#", //
            "#.", //
        });
        CHECK(region(diagonal, {0, 0}, FillKey::Code) == std::vector<Coord>{{0, 0}});
    }
    SECTION("costs and terrain differ from each other and from free cells") {
        MapGrid costs = gridFromAscii({"..22.."});
        costs.setTerrain({5, 0}, Terrain::Forest);
        CHECK(region(costs, {0, 0}, FillKey::Code) == std::vector<Coord>{{0, 0}, {1, 0}});
        CHECK(region(costs, {3, 0}, FillKey::Code) == std::vector<Coord>{{2, 0}, {3, 0}});
        CHECK(region(costs, {4, 0}, FillKey::Code) == std::vector<Coord>{{4, 0}});
    }
    SECTION("never across a wall on a side") {
        MapGrid sides(3, 1);
        sides.setSide({0, 0}, Direction::E, SideKind::Wall);
        CHECK(region(sides, {0, 0}, FillKey::Code) == std::vector<Coord>{{0, 0}});
        CHECK(region(sides, {2, 0}, FillKey::Code) == std::vector<Coord>{{1, 0}, {2, 0}});
        // A one-way side is crossed: the fill shapes cells, not moves.
        sides.setSide({0, 0}, Direction::E, SideKind::OneWayOut);
        CHECK(region(sides, {2, 0}, FillKey::Code).size() == 3);
    }
    SECTION("by height, whatever the cells' costs") {
        MapGrid heights = gridFromAscii({".2.", "..."});
        heights.setHeight({2, 0}, 3);
        heights.setHeight({2, 1}, 3);
        CHECK(region(heights, {0, 0}, FillKey::Height) == std::vector<Coord>{{0, 0}, {1, 0}, {0, 1}, {1, 1}});
        CHECK(region(heights, {2, 0}, FillKey::Height) == std::vector<Coord>{{2, 0}, {2, 1}});
    }
}

TEST_CASE("A fill on a hex map steps to the six neighbours", "[edit][fill][hex]") {
    // (1, 0) is on an even row: (0, 1) is its south-west neighbour, which a square map's fill
    // would not reach.
    const std::vector<std::string> rows{"#.", ".#"};
    CHECK(region(hexGrid(rows), {1, 0}, FillKey::Code) == std::vector<Coord>{{1, 0}, {0, 1}});
    CHECK(region(gridFromAscii(rows), {1, 0}, FillKey::Code) == std::vector<Coord>{{1, 0}});
}

TEST_CASE("A fill's runs hold what a breadth-first flood reaches", "[edit][fill]") {
    // The reference: a plain breadth-first flood over the side headings, cell by cell.
    const auto flood = [](const MapGrid& grid, Coord seed, FillKey key) {
        const auto value = [&](Coord c) { return key == FillKey::Code ? grid.code(c) : grid.height(c); };
        std::vector<char> seen(grid.cellCount(), 0);
        std::vector<Coord> cells{seed};
        seen[grid.cellIndex(seed)] = 1;
        for (std::size_t next = 0; next < cells.size(); ++next)
            for (int d = 0; d < kDirectionCount; ++d) {
                const auto heading = static_cast<Direction>(d);
                const Coord n = cells[next] + offsetOf(heading);
                if (isSideHeading(grid.topology(), heading, cells[next].y) && grid.inBounds(n) &&
                    !seen[grid.cellIndex(n)] && value(n) == value(seed) &&
                    grid.side(cells[next], heading) != SideKind::Wall) {
                    seen[grid.cellIndex(n)] = 1;
                    cells.push_back(n);
                }
            }
        std::sort(cells.begin(), cells.end(),
                  [](Coord a, Coord b) { return a.y != b.y ? a.y < b.y : a.x < b.x; });
        return cells;
    };
    std::mt19937 random(2009);
    for (int round = 0; round < 120; ++round) {
        const int width = 1 + static_cast<int>(random() % 24), height = 1 + static_cast<int>(random() % 24);
        MapGrid grid(width, height);
        if (round % 3 == 2)
            grid.setTopology(Topology::Hex);
        for (int y = 0; y < height; ++y)
            for (int x = 0; x < width; ++x) {
                const Coord c{x, y};
                if (random() % 4 == 0)
                    grid.setCode(c, random() % 2 == 0 ? MapGrid::kWall : static_cast<std::uint8_t>(2));
                if (round % 2 == 1 && random() % 5 == 0)
                    grid.setHeight(c, 1 + static_cast<int>(random() % 2));
                for (const Direction d : {Direction::E, Direction::S, Direction::SW, Direction::SE})
                    if (isSideHeading(grid.topology(), d, y) && grid.inBounds(c + offsetOf(d)) &&
                        random() % 6 == 0)
                        grid.setSide(c, d, random() % 3 == 0 ? SideKind::OneWayOut : SideKind::Wall);
            }
        for (int query = 0; query < 8; ++query) {
            const Coord seed{static_cast<int>(random() % width), static_cast<int>(random() % height)};
            for (const FillKey key : {FillKey::Code, FillKey::Height}) {
                INFO("round " << round << ", seed (" << seed.x << ", " << seed.y << ")");
                const std::vector<CellRun> runs = fillRuns(grid, seed, key);
                CHECK(cellsOf(runs) == flood(grid, seed, key));
                CHECK(cellCount(runs) == cellsOf(runs).size());
                // Runs are sorted, not empty, and no two of them touch on a row (they would be one).
                for (std::size_t i = 0; i < runs.size(); ++i) {
                    CHECK(runs[i].size() > 0);
                    if (i > 0 && runs[i].y == runs[i - 1].y)
                        CHECK(runs[i].first >= runs[i - 1].end);
                }
            }
        }
    }
}

TEST_CASE("A cell taken out of runs cuts its run", "[edit][fill]") {
    const std::vector<CellRun> runs{{0, 0, 5}, {1, 2, 3}, {2, 1, 4}};
    CHECK(withoutCell(runs, {2, 0}) == std::vector<CellRun>{{0, 0, 2}, {0, 3, 5}, {1, 2, 3}, {2, 1, 4}});
    CHECK(withoutCell(runs, {0, 0}) == std::vector<CellRun>{{0, 1, 5}, {1, 2, 3}, {2, 1, 4}});
    CHECK(withoutCell(runs, {3, 2}) == std::vector<CellRun>{{0, 0, 5}, {1, 2, 3}, {2, 1, 3}});
    CHECK(withoutCell(runs, {2, 1}) == std::vector<CellRun>{{0, 0, 5}, {2, 1, 4}});
    CHECK(withoutCell(runs, {5, 0}) == runs);
    CHECK(withoutCell(runs, {0, 1}) == runs);
    CHECK(cellCount(runs) == 9);
}
