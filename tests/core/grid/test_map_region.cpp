// Copying, pasting and clearing a rectangle of a map, worked by hand and by round trips.
#include "pathfinder/grid/map_grid.h"
#include "pathfinder/grid/map_region.h"
#include "pathfinder/grid/topology.h"

#include "core/ascii_grid.h"
#include "core/busy_map.h"

#include <catch2/catch.hpp>
#include <stdexcept>

using namespace pathfinder;
using namespace pathfinder::testing;

TEST_CASE("A copied region holds its cells and the sides between them, and no start or goal",
          "[edit][region]") {
    MapGrid grid = gridFromAscii({
        "#23S", //
        ".45#", //
        "6..7", //
    });
    grid.setSide({1, 0}, Direction::E, SideKind::Wall); // inside the copy
    grid.setSide({0, 0}, Direction::E, SideKind::Wall); // on its rim: left out
    grid.setHeight({2, 1}, 6);
    const MapGrid clip = copyRegion(grid, {{1, 0}, 2, 2});
    CHECK(clip == [] {
        MapGrid expected = gridFromAscii({"23", "45"});
        expected.setSide({0, 0}, Direction::E, SideKind::Wall);
        expected.setHeight({1, 1}, 6);
        return expected;
    }());
    CHECK(clip.wallSideCount() == 1);
    CHECK_FALSE(clip.start());
    // A rectangle reaching off the map is clipped to it; one wholly off it is refused.
    CHECK(copyRegion(grid, {{2, 1}, 5, 5}) == copyRegion(grid, {{2, 1}, 2, 2}));
    CHECK_THROWS_AS(copyRegion(grid, {{7, 0}, 2, 2}), std::invalid_argument);

    SECTION("pasted elsewhere, the start and the goal keep their cells") {
        MapGrid target(4, 3);
        target.setGoal(Coord{3, 2});
        const MapGrid pasted = pastedRegion(target, clip, {2, 1});
        CHECK(pasted.code({2, 1}) == 2);
        CHECK(pasted.code({3, 1}) == 3);
        CHECK(pasted.code({2, 2}) == 4);
        CHECK(pasted.code({3, 2}) == MapGrid::kMinCost);
        CHECK(pasted.goal() == Coord{3, 2});
        CHECK(pasted.height({3, 2}) == 0);
        CHECK(pasted.side({2, 1}, Direction::E) == SideKind::Wall);
        // Off the map's edge nothing is written.
        const MapGrid corner = pastedRegion(target, clip, {3, 0});
        CHECK(corner.code({3, 0}) == 2);
        CHECK(corner.code({3, 1}) == 4);
        CHECK(corner.codeCount(MapGrid::kMinCost) == 10); // the other 10 of the 12 cells
    }
    SECTION("cleared, its cells are free and level and its inner sides open; the start stays") {
        const MapGrid cleared = clearedRegion(grid, {{1, 0}, 3, 2});
        for (const Coord c : {Coord{1, 0}, Coord{2, 0}, Coord{1, 1}, Coord{2, 1}, Coord{3, 1}})
            CHECK(cleared.code(c) == MapGrid::kMinCost);
        CHECK(cleared.start() == Coord{3, 0});
        CHECK(cleared.height({2, 1}) == 0);
        CHECK(cleared.side({1, 0}, Direction::E) == SideKind::Open);
        CHECK(cleared.side({0, 0}, Direction::E) == SideKind::Wall);
        CHECK(cleared.isWall({0, 0}));
        CHECK(cleared.code({0, 2}) == 6);
    }
}

TEST_CASE("A region cut and pasted back in place gives the same map", "[edit][region]") {
    for (const Topology topology : {Topology::Square, Topology::Hex})
        for (unsigned seed = 1; seed <= 5; ++seed) {
            INFO(labelOf(topology) << " map, seed " << seed);
            const MapGrid grid = busyMap(topology, seed);
            const CellRect rect = cellRectBetween(grid, {2, 2}, {6, 5});
            CHECK(rect == CellRect{{2, 2}, 5, 4});
            const MapGrid clip = copyRegion(grid, rect);
            const MapGrid cleared = clearedRegion(grid, rect);
            CHECK(pastedRegion(cleared, clip, rect.topLeft) == grid);
        }
}

TEST_CASE("On a hex map a region starts on an even row", "[edit][region][hex]") {
    MapGrid hex(6, 6);
    hex.setTopology(Topology::Hex);
    CHECK(cellRectBetween(hex, {1, 3}, {4, 4}) == CellRect{{1, 2}, 4, 3});
    CHECK(cellRectBetween(hex, {4, 4}, {1, 3}) == CellRect{{1, 2}, 4, 3});
    hex.setCost({0, 0}, 7);
    // Pasted at an odd row, the clip lands a row higher, where its rows shift as they did.
    const MapGrid clip = copyRegion(hex, {{0, 0}, 1, 1});
    CHECK(pastedRegion(hex, clip, {3, 3}).code({3, 2}) == 7);
    CHECK(cellRectBetween(MapGrid(6, 6), {1, 3}, {4, 4}) == CellRect{{1, 3}, 4, 2});
    CHECK(cellRectBetween(MapGrid(6, 6), {7, 7}, {9, 9}) == CellRect{});
}
