// Resizing and cropping a map, worked by hand and by round trips.
#include "pathfinder/grid/map_grid.h"
#include "pathfinder/grid/map_resize.h"
#include "pathfinder/grid/topology.h"

#include "core/ascii_grid.h"
#include "core/busy_map.h"

#include <catch2/catch.hpp>
#include <stdexcept>

using namespace pathfinder;
using namespace pathfinder::testing;

TEST_CASE("A resized map keeps its cells where the offset puts them", "[edit][resize]") {
    MapGrid grid = gridFromAscii({
        "#2S", //
        ".G3", //
    });
    grid.setHeight({0, 1}, 4);
    grid.setSide({0, 1}, Direction::E, SideKind::Wall);
    const MapGrid bigger = resizedGrid(grid, 4, 4, {1, 1});
    CHECK(bigger.width() == 4);
    CHECK(bigger.height() == 4);
    CHECK(bigger.isWall({1, 1}));
    CHECK(bigger.code({2, 1}) == 2);
    CHECK(bigger.code({3, 2}) == 3);
    CHECK(bigger.start() == Coord{3, 1});
    CHECK(bigger.goal() == Coord{2, 2});
    CHECK(bigger.height({1, 2}) == 4);
    CHECK(bigger.side({1, 2}, Direction::E) == SideKind::Wall);
    // New cells are free with cost 1; only the old wall is a wall.
    int walls = 0;
    for (int y = 0; y < 4; ++y)
        for (int x = 0; x < 4; ++x)
            walls += bigger.isWall({x, y}) ? 1 : 0;
    CHECK(walls == 1);
    CHECK(bigger.code({0, 3}) == MapGrid::kMinCost);

    SECTION("cropping drops what falls outside, and a side with it") {
        const MapGrid cropped = resizedGrid(grid, 2, 2, {-1, 0});
        CHECK(cropped.code({0, 0}) == 2);
        CHECK(cropped.start() == Coord{1, 0});
        CHECK(cropped.goal() == Coord{0, 1});
        CHECK(cropped.wallSideCount() == 0);
        CHECK(cropped.height({0, 1}) == 0);
    }
}

TEST_CASE("Growing a map and cropping it back gives the same map", "[edit][resize]") {
    for (const Topology topology : {Topology::Square, Topology::Hex})
        for (unsigned seed = 1; seed <= 5; ++seed) {
            const MapGrid grid = busyMap(topology, seed);
            INFO(labelOf(topology) << " map, seed " << seed);
            const MapGrid grown = resizedGrid(grid, 14, 12, {3, 2});
            CHECK(grown.wallSideCount() == grid.wallSideCount());
            CHECK(grown.oneWaySideCount() == grid.oneWaySideCount());
            CHECK(resizedGrid(grown, 9, 7, {-3, -2}) == grid);
        }
}

TEST_CASE("A resize that would lose the start or break a hex map says why", "[edit][resize]") {
    MapGrid grid(5, 5);
    grid.setStart(Coord{0, 0});
    grid.setGoal(Coord{4, 4});
    CHECK(resizeProblem(grid, 5, 5, {0, 0}).empty());
    CHECK(resizeProblem(grid, 4, 5, {0, 0}) == "the goal at (4, 4) would fall outside the new map");
    CHECK(resizeProblem(grid, 5, 5, {-1, 0}) == "the start at (0, 0) would fall outside the new map");
    CHECK_THAT(resizeProblem(grid, 0, 5, {0, 0}), Catch::Contains("1 to 4096 cells"));
    CHECK_THROWS_AS(resizedGrid(grid, 4, 5, {0, 0}), std::invalid_argument);
    grid.setTopology(Topology::Hex);
    CHECK(resizeProblem(grid, 7, 7, {1, 1}) == "the rows of a hex map move in pairs, and 1 is odd");
    CHECK(resizeProblem(grid, 7, 7, {1, 2}).empty());
}

TEST_CASE("The anchor puts the old map at a side, a corner or the middle", "[edit][resize]") {
    MapGrid square(4, 4);
    CHECK(anchorOffset(square, 10, 9, 0, 0) == Coord{0, 0});
    CHECK(anchorOffset(square, 10, 9, 1, 1) == Coord{3, 2});
    CHECK(anchorOffset(square, 10, 9, 2, 2) == Coord{6, 5});
    CHECK(anchorOffset(square, 1, 1, 1, 1) == Coord{-2, -2});
    CHECK(anchorOffset(square, 1, 2, 1, 1) == Coord{-2, -1});
    MapGrid hex(4, 4);
    hex.setTopology(Topology::Hex);
    CHECK(anchorOffset(hex, 10, 9, 2, 2) == Coord{6, 4});
    CHECK(anchorOffset(hex, 4, 1, 1, 2) == Coord{0, -4});
}
