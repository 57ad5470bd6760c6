// Any-angle geometry: clear segments and the cells a polyline crosses, checked by hand and against
// a brute-force reference that tests each segment against every cell's square, every edge and
// every corner of the map exactly. String pulling is in test_string_pulling.cpp.
#include "pathfinder/basics/random.h"
#include "pathfinder/grid/map_grid.h"
#include "pathfinder/walkers/any_angle/any_angle.h"

#include "core/any_angle_checks.h"
#include "core/any_angle_maps.h"
#include "core/ascii_grid.h"
#include "core/path_checks.h"

#include <algorithm>
#include <catch2/catch.hpp>
#include <cmath>
#include <cstdint>
#include <string>
#include <vector>

using namespace pathfinder;
using namespace pathfinder::testing;

namespace {

/// A random point on the half-cell lattice, now and then a little outside the map; centres,
/// corners and edge midpoints alike.
PathPoint randomPoint(Random& random, const MapGrid& grid) {
    const auto x = static_cast<int>(random.below(static_cast<std::uint32_t>(2 * grid.width() + 5))) - 2;
    const auto y = static_cast<int>(random.below(static_cast<std::uint32_t>(2 * grid.height() + 5))) - 2;
    return {x / 2.0, y / 2.0};
}

std::string segmentLabel(PathPoint a, PathPoint b, const Movement& movement) {
    return "(" + std::to_string(a.x) + "," + std::to_string(a.y) + ") -> (" + std::to_string(b.x) + "," +
           std::to_string(b.y) + ") " + movementLabel(movement);
}

} // namespace

TEST_CASE("A segment between free cells is clear; one through a wall is not", "[any-angle]") {
    const MapGrid grid = gridFromAscii({
        ".....", //
        "..#..", //
        ".....", //
    });
    const Movement movement;
    CHECK(segmentIsClear(grid, movement, centreOf({0, 0}), centreOf({4, 0})));
    CHECK_FALSE(segmentIsClear(grid, movement, centreOf({0, 1}), centreOf({4, 1})));
    CHECK(segmentIsClear(grid, movement, centreOf({0, 0}), centreOf({1, 2})));
    CHECK_FALSE(segmentIsClear(grid, movement, centreOf({0, 0}), centreOf({4, 2})));
    SECTION("a segment of no length is clear on a free cell") {
        CHECK(segmentIsClear(grid, movement, centreOf({1, 1}), centreOf({1, 1})));
        CHECK_FALSE(segmentIsClear(grid, movement, centreOf({2, 1}), centreOf({2, 1})));
        CHECK(segmentIsClear(grid, movement, {2.0, 1.0}, {2.0, 1.0})); // a corner of the wall
    }
}

TEST_CASE("A segment may touch a single wall's corner under every movement", "[any-angle]") {
    const MapGrid grid = gridFromAscii({
        "#..", //
        "...", //
        "..#", //
    });
    for (const Movement& movement : geometryMovements()) {
        INFO(movementLabel(movement));
        CHECK_FALSE(segmentIsClear(grid, movement, centreOf({0, 0}), {2.0, 2.0})); // starts in a wall
        // The line x + y = 4 meets the wall (2, 2), whose square has x + y >= 4, only at its corner.
        CHECK(segmentIsClear(grid, movement, centreOf({1, 2}), centreOf({2, 1})));
        // From (0, 1) to (1, 0) through the corner point (1, 1): only (0, 0) of the side cells is a wall.
        CHECK(segmentIsClear(grid, movement, centreOf({0, 1}), centreOf({1, 0})));
        CHECK(segmentIsClear(grid, movement, centreOf({1, 1}), {2.0, 2.0}));       // ends at the corner
        CHECK_FALSE(segmentIsClear(grid, movement, centreOf({1, 1}), {3.0, 3.0})); // goes on inside
    }
}

TEST_CASE("Passing between two walls that meet at a corner needs diagonal steps between walls",
          "[any-angle]") {
    const MapGrid grid = gridFromAscii({
        ".#", //
        "#.", //
    });
    const PathPoint from = centreOf({0, 0});
    const PathPoint to = centreOf({1, 1});
    CHECK(segmentIsClear(grid, eightWith(DiagonalRule::Always), from, to));
    CHECK_FALSE(segmentIsClear(grid, eightWith(DiagonalRule::NotBothBlocked), from, to));
    CHECK_FALSE(segmentIsClear(grid, eightWith(DiagonalRule::NoCornerCutting), from, to));
    CHECK_FALSE(segmentIsClear(grid, fourNeighbours(), from, to));
    SECTION("ending at the double corner is not passing through it") {
        for (const Movement& movement : geometryMovements()) {
            CHECK(segmentIsClear(grid, movement, from, {1.0, 1.0}));
            CHECK(segmentIsClear(grid, movement, {1.0, 1.0}, to));
        }
    }
    SECTION("a path that turns there and goes on to the opposite cell passes through it") {
        const std::vector<PathPoint> through{from, {1.0, 1.0}, to};
        const std::vector<PathPoint> back{from, {1.0, 1.0}, {0.5, 0.0}};
        CHECK(pathIsClear(grid, eightWith(DiagonalRule::Always), through));
        for (const Movement& movement : {eightWith(DiagonalRule::NotBothBlocked),
                                         eightWith(DiagonalRule::NoCornerCutting), fourNeighbours()}) {
            INFO(movementLabel(movement));
            CHECK_FALSE(pathIsClear(grid, movement, through));
            CHECK(pathIsClear(grid, movement, back));
        }
    }
    SECTION("running along an edge through the double corner passes through it too") {
        const MapGrid open = gridFromAscii({
            "#..", //
            "..#", //
        });
        // Along y = 1 from x = 0 to x = 3: the stretch over x in [0, 1] has (0, 1) free below, the one over
        // [1, 2] has both sides free, [2, 3] has (2, 0) free above; the point (1, 1) is a corner where
        // (0, 0) and (1, 1)... are free: no double corner there, nor at (2, 1).
        CHECK(segmentIsClear(open, eightWith(DiagonalRule::NoCornerCutting), {0.0, 1.0}, {3.0, 1.0}));
        const MapGrid pinch = gridFromAscii({
            "#.", //
            ".#", //
        });
        CHECK_FALSE(segmentIsClear(pinch, eightWith(DiagonalRule::NoCornerCutting), {0.0, 1.0}, {2.0, 1.0}));
        CHECK_FALSE(segmentIsClear(pinch, fourNeighbours(), {1.0, 0.0}, {1.0, 2.0}));
        CHECK(segmentIsClear(pinch, eightWith(DiagonalRule::Always), {0.0, 1.0}, {2.0, 1.0}));
    }
}

TEST_CASE("A segment along a cell edge needs a free cell on one side", "[any-angle]") {
    const MapGrid grid = gridFromAscii({
        "###", //
        "...", //
        "###", //
        "###", //
    });
    const Movement movement;
    CHECK(segmentIsClear(grid, movement, {0.0, 1.0}, {3.0, 1.0}));       // walls above, free below
    CHECK(segmentIsClear(grid, movement, {0.0, 2.0}, {3.0, 2.0}));       // free above, walls below
    CHECK_FALSE(segmentIsClear(grid, movement, {0.0, 3.0}, {3.0, 3.0})); // walls on both sides
    CHECK_FALSE(segmentIsClear(grid, movement, {0.0, 0.0}, {3.0, 0.0})); // the map's edge, walls below
    CHECK(segmentIsClear(grid, movement, {0.0, 1.0}, {0.0, 2.0}));       // the map's left edge, free right
    CHECK_FALSE(segmentIsClear(grid, movement, {1.0, 2.0}, {1.0, 4.0})); // between two walls
    CHECK_FALSE(segmentIsClear(grid, movement, {1.5, 2.0}, {1.5, 3.0})); // through a wall's middle
}

TEST_CASE("A segment that leaves the map is not clear", "[any-angle]") {
    const MapGrid grid(4, 3);
    const Movement movement;
    CHECK(segmentIsClear(grid, movement, {0.0, 0.0}, {4.0, 3.0}));
    CHECK(segmentIsClear(grid, movement, {0.0, 0.0}, {4.0, 0.0})); // along the top edge, free below
    CHECK_FALSE(segmentIsClear(grid, movement, {-0.5, 0.5}, centreOf({2, 1})));
    CHECK_FALSE(segmentIsClear(grid, movement, centreOf({3, 2}), {4.5, 2.5}));
    CHECK_FALSE(segmentIsClear(grid, movement, {0.0, -0.5}, {0.0, 1.0}));
    CHECK_FALSE(segmentIsClear(grid, movement, {1e300, 0.5}, centreOf({0, 0})));
    CHECK_FALSE(segmentIsClear(grid, movement, {std::nan(""), 0.5}, centreOf({0, 0})));
    CHECK_FALSE(segmentIsClear(grid, movement, {0.25, 0.5}, centreOf({0, 0}))); // off the lattice
}

TEST_CASE("segmentIsClear agrees with a brute-force reference on random maps", "[any-angle]") {
    Random random(20240611);
    int clearCount = 0;
    int blockedCount = 0;
    for (int map = 0; map < 60; ++map) {
        const int width = 3 + static_cast<int>(random.below(6));
        const int height = 3 + static_cast<int>(random.below(6));
        const MapGrid grid = randomWalls(random, width, height, 15 + random.below(40));
        for (int i = 0; i < 150; ++i) {
            const PathPoint a = randomPoint(random, grid);
            PathPoint b = randomPoint(random, grid);
            if (random.below(4) == 0) // axis-parallel and diagonal segments are the delicate ones
                b = random.below(2) == 0 ? PathPoint{a.x, b.y} : PathPoint{b.x, a.y + (b.x - a.x)};
            for (const Movement& movement : geometryMovements()) {
                const bool expected = referenceClear(grid, movement, a, b);
                INFO(asciiFromGrid(grid) << segmentLabel(a, b, movement));
                REQUIRE(segmentIsClear(grid, movement, a, b) == expected);
                REQUIRE(segmentIsClear(grid, movement, b, a) == expected);
                (expected ? clearCount : blockedCount) += 1;
            }
        }
    }
    // The sample must hold both answers in numbers, or the comparison proves little.
    CHECK(clearCount > 2000);
    CHECK(blockedCount > 2000);
}

TEST_CASE("A turn at a double corner passes through it exactly when it changes sides", "[any-angle]") {
    // Reference: with the walls on one diagonal of the corner, the other diagonal's line through the
    // corner parts the plane; a path passes through the corner when it arrives on one side of the
    // walls' line and leaves on the other.
    Random random(77);
    int through = 0;
    int around = 0;
    for (int round = 0; round < 400; ++round) {
        MapGrid grid = randomWalls(random, 6, 6, 20);
        const int cx = 2 + static_cast<int>(random.below(3));
        const int cy = 2 + static_cast<int>(random.below(3));
        const bool falling = random.below(2) == 0; // walls at NW and SE, else at NE and SW
        grid.setWall({cx - 1, cy - 1}, falling);
        grid.setWall({cx, cy}, falling);
        grid.setWall({cx, cy - 1}, !falling);
        grid.setWall({cx - 1, cy}, !falling);
        const PathPoint corner{double(cx), double(cy)};
        const PathPoint a = randomPoint(random, grid);
        const PathPoint b = randomPoint(random, grid);
        const auto side = [&](PathPoint p) {
            const double rx = p.x - corner.x;
            const double ry = p.y - corner.y;
            return falling ? rx - ry : rx + ry; // the walls' line is y = x (falling) or y = -x
        };
        for (const Movement& movement : geometryMovements()) {
            const bool segmentsClear = referenceClear(grid, movement, a, corner) &&
                                       referenceClear(grid, movement, corner, b) && a != corner &&
                                       b != corner;
            if (!segmentsClear)
                continue;
            const bool changesSides = (side(a) > 0) != (side(b) > 0);
            const bool expected = allowsDoubleCorners(movement) || !changesSides;
            INFO(asciiFromGrid(grid) << segmentLabel(a, b, movement) << " via corner " << cx << "," << cy);
            CHECK(pathIsClear(grid, movement, {a, corner, b}) == expected);
            CHECK(pathIsClear(grid, movement, {a, corner, corner, b}) == expected);
            CHECK(referenceTurnSqueezes(grid, a, corner, b) == changesSides); // the walkers' checks use it
            (changesSides ? through : around) += 1;
        }
    }
    CHECK(through > 20);
    CHECK(around > 20);
}

TEST_CASE("cellsAlong gives the free cells a clear polyline crosses, a walk the movement allows",
          "[any-angle]") {
    SECTION("by hand") {
        const MapGrid grid(6, 4);
        CHECK(cellsAlong(grid, Movement{}, {centreOf({0, 0}), centreOf({3, 0})}) ==
              std::vector<Coord>{{0, 0}, {1, 0}, {2, 0}, {3, 0}});
        CHECK(cellsAlong(grid, Movement{}, {centreOf({0, 0}), centreOf({2, 2})}) ==
              std::vector<Coord>{{0, 0}, {1, 1}, {2, 2}});
        CHECK(cellsAlong(grid, Movement{}, {centreOf({0, 0}), centreOf({2, 1})}) ==
              std::vector<Coord>{{0, 0}, {1, 0}, {1, 1}, {2, 1}});
        CHECK(cellsAlong(grid, Movement{}, {centreOf({0, 0}), centreOf({2, 1}), centreOf({2, 3})}) ==
              std::vector<Coord>{{0, 0}, {1, 0}, {1, 1}, {2, 1}, {2, 2}, {2, 3}});
        CHECK(cellsAlong(grid, Movement{}, {centreOf({1, 1})}) == std::vector<Coord>{{1, 1}});
        CHECK(cellsAlong(grid, Movement{}, {{-1.0, 0.0}, centreOf({1, 1})}).empty());
    }
    SECTION("along an edge it takes the free side") {
        const MapGrid grid = gridFromAscii({
            "#..", //
            "..#", //
        });
        const std::vector<PathPoint> alongEdge = {centreOf({0, 1}), {1.0, 1.0}, {3.0, 1.0}};
        CHECK(cellsAlong(grid, eightWith(DiagonalRule::Always), alongEdge) ==
              std::vector<Coord>{{0, 1}, {1, 1}, {2, 0}});
        // (1,1) to (2,0) would cut the corner of the wall at (2,1).
        CHECK(cellsAlong(grid, eightWith(DiagonalRule::NoCornerCutting), alongEdge) ==
              std::vector<Coord>{{0, 1}, {1, 1}, {1, 0}, {2, 0}});
    }
    SECTION("through a corner it goes round when the movement refuses the diagonal step") {
        const MapGrid grid = gridFromAscii({
            ".#.", //
            "...", //
            "...", //
        });
        const std::vector<PathPoint> diagonal = {centreOf({0, 0}), centreOf({2, 2})};
        CHECK(cellsAlong(grid, eightWith(DiagonalRule::Always), diagonal) ==
              std::vector<Coord>{{0, 0}, {1, 1}, {2, 2}});
        CHECK(cellsAlong(grid, eightWith(DiagonalRule::NotBothBlocked), diagonal) ==
              std::vector<Coord>{{0, 0}, {1, 1}, {2, 2}});
        CHECK(cellsAlong(grid, eightWith(DiagonalRule::NoCornerCutting), diagonal) ==
              std::vector<Coord>{{0, 0}, {0, 1}, {1, 1}, {2, 2}});
        CHECK(cellsAlong(grid, fourNeighbours(), diagonal) ==
              std::vector<Coord>{{0, 0}, {0, 1}, {1, 1}, {2, 1}, {2, 2}});
        // A turn at a corner point, round the wall's corner.
        CHECK(cellsAlong(grid, fourNeighbours(),
                         {centreOf({0, 0}), {1.0, 1.0}, {2.0, 1.0}, centreOf({2, 0})}) ==
              std::vector<Coord>{{0, 0}, {0, 1}, {1, 1}, {2, 1}, {2, 0}});
    }
    SECTION("on random maps") {
        Random random(4242);
        int checked = 0;
        for (int round = 0; round < 3000; ++round) {
            const MapGrid grid = randomWalls(random, 7, 6, 25);
            const Movement movement = geometryMovements()[random.below(4)];
            std::vector<PathPoint> points;
            const auto count = 1 + random.below(4);
            for (std::uint32_t i = 0; i < count; ++i)
                points.push_back(randomPoint(random, grid));
            bool clear = true;
            for (std::size_t i = 1; i < points.size(); ++i)
                clear = clear && referenceClear(grid, movement, points[i - 1], points[i]);
            if (!clear || !pathIsClear(grid, movement, points))
                continue;
            ++checked;
            const std::vector<Coord> cells = cellsAlong(grid, movement, points);
            INFO(asciiFromGrid(grid, cells));
            REQUIRE_FALSE(cells.empty());
            for (std::size_t i = 0; i < cells.size(); ++i) {
                CHECK(isFreeCell(grid, cells[i]));
                if (i > 0)
                    CHECK(stepProblem(grid, movement, cells[i - 1], cells[i]) == "");
            }
            const auto holds = [](Coord c, PathPoint p) {
                return p.x >= c.x && p.x <= c.x + 1 && p.y >= c.y && p.y <= c.y + 1;
            };
            CHECK(holds(cells.front(), points.front()));
            CHECK(holds(cells.back(), points.back()));
            // Every cell whose interior a segment crosses is among them.
            for (std::size_t i = 1; i < points.size(); ++i) {
                const P2 a = doubled(points[i - 1]);
                const P2 b = doubled(points[i]);
                if (a.x == b.x && a.y == b.y)
                    continue;
                for (int y = 0; y < grid.height(); ++y)
                    for (int x = 0; x < grid.width(); ++x)
                        if (meetsInterior(a, b, x, y))
                            CHECK(std::find(cells.begin(), cells.end(), Coord{x, y}) != cells.end());
            }
        }
        CHECK(checked > 300);
    }
}
