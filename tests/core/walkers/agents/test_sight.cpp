#include "pathfinder/basics/random.h"
#include "pathfinder/walkers/agents/sight.h"

#include "core/ascii_grid.h"
#include "core/walkers/agents/reference_sight.h"

#include <catch2/catch.hpp>

using namespace pathfinder;
using pathfinder::testing::gridFromAscii;

namespace {

bool clear(const MapGrid& grid, Coord from, Coord to) {
    return Sight::lineIsClear(grid, from, to);
}

} // namespace

TEST_CASE("A wall cell hides the cells behind it from the line rule", "[agents][sight]") {
    // Eye at (0,0); the segment to (4,0) runs along row 0 through the wall at (2,0).
    const MapGrid grid = gridFromAscii({".....", ".....", "....."});
    MapGrid walled = grid;
    walled.setWall({2, 0}, true);
    CHECK(clear(grid, {0, 0}, {4, 0}));
    CHECK_FALSE(clear(walled, {0, 0}, {4, 0}));
    CHECK_FALSE(clear(walled, {0, 0}, {3, 0}));
    CHECK(clear(walled, {0, 0}, {2, 0})); // the wall's own face is seen
    CHECK(clear(walled, {0, 0}, {1, 0}));

    const Sight line(4, SightRule::Line);
    const Sight radius(4, SightRule::Radius);
    CHECK_FALSE(line.sees(walled, {0, 0}, {4, 0}));
    CHECK(radius.sees(walled, {0, 0}, {4, 0})); // the radius rule ignores walls
}

TEST_CASE("A sloping line of sight is blocked only by the cells it passes through", "[agents][sight]") {
    // From the centre of (0,0) to that of (4,2): y = 0.5 + (x − 0.5)/2 crosses y = 1 at x = 1.5 and
    // y = 2 at x = 3.5, so it passes (0,0) (1,0) (1,1) (2,1) (3,1) (3,2) (4,2) and no corner.
    const MapGrid open = gridFromAscii({".....", ".....", "....."});
    for (const Coord passed : {Coord{1, 0}, Coord{1, 1}, Coord{2, 1}, Coord{3, 1}, Coord{3, 2}}) {
        MapGrid grid = open;
        grid.setWall(passed, true);
        INFO("wall at " << passed.x << "," << passed.y);
        CHECK_FALSE(clear(grid, {0, 0}, {4, 2}));
        CHECK_FALSE(clear(grid, {4, 2}, {0, 0}));
    }
    for (const Coord beside : {Coord{2, 0}, Coord{0, 1}, Coord{2, 2}, Coord{4, 1}, Coord{1, 2}}) {
        MapGrid grid = open;
        grid.setWall(beside, true);
        INFO("wall at " << beside.x << "," << beside.y);
        CHECK(clear(grid, {0, 0}, {4, 2}));
    }
}

TEST_CASE("A wall side hides what lies across it; a one-way side does not", "[agents][sight]") {
    MapGrid grid = gridFromAscii({".....", "....."});
    grid.setSide({1, 0}, Direction::E, SideKind::Wall); // between (1,0) and (2,0)
    CHECK(clear(grid, {0, 0}, {1, 0}));
    CHECK_FALSE(clear(grid, {0, 0}, {2, 0}));
    CHECK_FALSE(clear(grid, {4, 0}, {0, 0}));
    CHECK(clear(grid, {0, 1}, {4, 1})); // the row below passes under it
    grid.setSide({1, 0}, Direction::E, SideKind::OneWayOut);
    CHECK(clear(grid, {0, 0}, {4, 0}));
}

TEST_CASE("A corner hides the cell beyond it only when both ways round it are closed", "[agents][sight]") {
    // From (0,0) to (2,2) the segment passes the corner points (1,1) and (2,2) exactly; at the
    // first it goes from (0,0) into (1,1), beside it (1,0) and (0,1).
    const MapGrid open = gridFromAscii({"...", "...", "..."});
    CHECK(clear(open, {0, 0}, {2, 2}));

    MapGrid oneWall = open;
    oneWall.setWall({1, 0}, true);
    CHECK(clear(oneWall, {0, 0}, {2, 2}));

    MapGrid twoWalls = oneWall;
    twoWalls.setWall({0, 1}, true);
    CHECK_FALSE(clear(twoWalls, {0, 0}, {2, 2}));
    CHECK_FALSE(clear(twoWalls, {2, 2}, {0, 0}));

    MapGrid wallAndSide = oneWall; // the way through (0,1) closed by the side between (0,1) and (1,1)
    wallAndSide.setSide({0, 1}, Direction::E, SideKind::Wall);
    CHECK_FALSE(clear(wallAndSide, {0, 0}, {2, 2}));

    MapGrid twoSides = open; // (0,0)'s east and south sides: both ways leave it through a wall side
    twoSides.setSide({0, 0}, Direction::E, SideKind::Wall);
    twoSides.setSide({0, 0}, Direction::S, SideKind::Wall);
    CHECK_FALSE(clear(twoSides, {0, 0}, {2, 2}));

    MapGrid middle = open; // the cell the segment passes through at the corner
    middle.setWall({1, 1}, true);
    CHECK_FALSE(clear(middle, {0, 0}, {2, 2}));
}

TEST_CASE("The radius rule sees within the radius, and always the eight cells around", "[agents][sight]") {
    const MapGrid grid = gridFromAscii({"#....", ".....", ".....", "....."});
    const Sight sight(2, SightRule::Radius);
    CHECK(sight.sees(grid, {0, 0}, {2, 0}));       // distance 2
    CHECK_FALSE(sight.sees(grid, {0, 0}, {2, 1})); // √5
    CHECK(sight.sees(grid, {1, 1}, {0, 0}));       // a wall next to it
    const Sight line(1, SightRule::Line);
    MapGrid closed = grid;
    closed.setSide({1, 1}, Direction::E, SideKind::Wall);
    CHECK(line.sees(closed, {1, 1}, {2, 1})); // touched across a wall side
    CHECK(line.sees(closed, {1, 1}, {2, 2})); // diagonal neighbours beyond radius 1 too
    CHECK_FALSE(line.sees(closed, {1, 1}, {3, 1}));
    int seen = 0;
    sight.forEachSeen(grid, {0, 0}, [&seen](Coord) { ++seen; });
    CHECK(seen == 6); // (0,0) (1,0) (2,0) (0,1) (1,1) (0,2)
}

TEST_CASE("Line of sight agrees with the reference worked out from the whole segment", "[agents][sight]") {
    Random random(36);
    for (int map = 0; map < 60; ++map) {
        MapGrid grid(9, 8);
        for (int y = 0; y < grid.height(); ++y)
            for (int x = 0; x < grid.width(); ++x) {
                if (random.below(5) == 0)
                    grid.setWall({x, y}, true);
                if (x + 1 < grid.width() && random.below(8) == 0)
                    grid.setSide({x, y}, Direction::E, SideKind::Wall);
                if (y + 1 < grid.height() && random.below(8) == 0)
                    grid.setSide({x, y}, Direction::S, SideKind::Wall);
            }
        for (int pair = 0; pair < 60; ++pair) {
            const Coord a{static_cast<int>(random.below(9)), static_cast<int>(random.below(8))};
            const Coord b{static_cast<int>(random.below(9)), static_cast<int>(random.below(8))};
            INFO("map " << map << " from " << a.x << "," << a.y << " to " << b.x << "," << b.y);
            const bool expected = testing::referenceLineOfSight(grid, a, b);
            REQUIRE(clear(grid, a, b) == expected);
            REQUIRE(clear(grid, b, a) == expected);
        }
    }
}
