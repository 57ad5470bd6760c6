// The grid line that Wall Trace's sight rule and the app's strokes use.
#include "pathfinder/grid/grid_line.h"
#include "pathfinder/grid/map_grid.h"

#include "core/ascii_grid.h"

#include <catch2/catch.hpp>
#include <vector>

using namespace pathfinder;
using namespace pathfinder::testing;

TEST_CASE("Line of sight follows a Bresenham line and respects walls and the diagonal rule", "[line]") {
    SECTION("the Bresenham line") {
        CHECK(bresenhamLine({0, 0}, {5, 2}) ==
              std::vector<Coord>{{0, 0}, {1, 0}, {2, 1}, {3, 1}, {4, 2}, {5, 2}});
        CHECK(bresenhamLine({2, 2}, {2, 2}) == std::vector<Coord>{{2, 2}});
        CHECK(bresenhamLine({3, 0}, {0, 3}) == std::vector<Coord>{{3, 0}, {2, 1}, {1, 2}, {0, 3}});
    }
    SECTION("a wall on the line blocks it; one beside it does not") {
        const MapGrid grid = gridFromAscii({
            "......", //
            "..#...", //
            "......", //
        });
        CHECK_FALSE(hasLineOfSight(grid, Movement{}, {0, 1}, {5, 1}));
        CHECK(hasLineOfSight(grid, Movement{}, {0, 0}, {5, 0}));
        CHECK(hasLineOfSight(grid, Movement{}, {0, 2}, {5, 2}));
    }
    SECTION("a diagonal step past walls needs the diagonal rule to allow it") {
        const MapGrid grid = gridFromAscii({
            ".#.", //
            "#..", //
        });
        Movement movement;
        movement.diagonalRule = DiagonalRule::Always;
        CHECK(hasLineOfSight(grid, movement, {0, 0}, {1, 1}));
        movement.diagonalRule = DiagonalRule::NotBothBlocked;
        CHECK_FALSE(hasLineOfSight(grid, movement, {0, 0}, {1, 1}));
        movement.neighbours = 4;
        CHECK_FALSE(hasLineOfSight(grid, movement, {0, 0}, {1, 1}));
    }
    SECTION("with 4 neighbours a diagonal step is clear only when both cells beside it are free") {
        const MapGrid grid = gridFromAscii({
            "...", //
            "#..", //
        });
        Movement movement;
        movement.neighbours = 4;
        CHECK_FALSE(hasLineOfSight(grid, movement, {0, 0}, {1, 1}));
        CHECK(hasLineOfSight(grid, movement, {1, 0}, {2, 1}));
    }
}
