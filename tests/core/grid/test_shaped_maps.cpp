// Small hex maps, walls and one-way sides between cells, and slopes, with the costs worked out by
// hand, checked against MapGrid::canStep, stepCost, pathCost, the reference, Dijkstra and A*.

#include "pathfinder/grid/map_grid.h"
#include "pathfinder/grid/movement.h"
#include "pathfinder/grid/topology.h"

#include "core/path_checks.h"
#include "core/reference_shaped.h"
#include "core/shaped_hand.h"

#include <algorithm>
#include <catch2/catch.hpp>
#include <cmath>
#include <stdexcept>
#include <vector>

using namespace pathfinder;
using namespace pathfinder::testing;

namespace {

const double kRoot2 = std::sqrt(2.0);

/// The steps out of `from` on the map are exactly to `neighbours`, each costing its entry cost.
void checkNeighbours(const MapGrid& grid, const Movement& movement, Coord from,
                     const std::vector<Coord>& neighbours) {
    for (int d = 0; d < kDirectionCount; ++d) {
        const Coord to = from + offsetOf(static_cast<Direction>(d));
        const bool listed = std::find(neighbours.begin(), neighbours.end(), to) != neighbours.end();
        checkStep(grid, movement, from, static_cast<Direction>(d),
                  listed ? unitEntryCost(grid, to) : kNoStep);
    }
    CHECK(shapedSteps(grid, movement, from).size() == neighbours.size());
}

} // namespace

TEST_CASE("A hex cell's neighbours lean left on even rows and right on odd rows, whatever the movement",
          "[shaped][hex]") {
    // 5x3, row 1 shifted right by half a hex:
    //     (0,0) (1,0) (2,0) (3,0) (4,0)
    //        (0,1) (1,1) (2,1) (3,1) (4,1)
    //     (0,2) (1,2) (2,2) (3,2) (4,2)
    // (3,0) costs 4, so a step into it costs 4; every other step costs 1.
    MapGrid grid(5, 3);
    grid.setTopology(Topology::Hex);
    grid.setCost({3, 0}, 4);
    for (const Movement& movement :
         {fourWay(), eightWay(DiagonalRule::NoCornerCutting), eightWay(DiagonalRule::Always)}) {
        INFO(movementLabel(movement));
        // Even row: W, E, and above/below the cells at x - 1 and x (above is off the map on row 0).
        checkNeighbours(grid, movement, {2, 0}, {{1, 0}, {3, 0}, {1, 1}, {2, 1}});
        checkNeighbours(grid, movement, {2, 2}, {{1, 2}, {3, 2}, {1, 1}, {2, 1}});
        // Odd row: W, E, and above/below the cells at x and x + 1.
        checkNeighbours(grid, movement, {2, 1}, {{1, 1}, {3, 1}, {2, 0}, {3, 0}, {2, 2}, {3, 2}});
        checkNeighbours(grid, movement, {0, 1}, {{1, 1}, {0, 0}, {1, 0}, {0, 2}, {1, 2}});
        checkNeighbours(grid, movement, {4, 1}, {{3, 1}, {4, 0}, {4, 2}});
    }
    // Every cell of the map: canStep allows exactly the reference's steps.
    for (int y = 0; y < 3; ++y)
        for (int x = 0; x < 5; ++x)
            for (int d = 0; d < kDirectionCount; ++d) {
                const Coord to = Coord{x, y} + offsetOf(static_cast<Direction>(d));
                INFO(coordLabel({x, y}) << " -> " << coordLabel(to));
                CHECK(grid.canStep({x, y}, static_cast<Direction>(d), fourWay()) ==
                      std::isfinite(shapedStepCost(grid, fourWay(), {x, y}, to)));
            }
    // The sides of a hex are its six neighbours' headings: NE is no side of an even row's hex, NW
    // none of an odd row's.
    CHECK_THROWS_AS(grid.setSide({2, 0}, Direction::SE, SideKind::Wall), std::invalid_argument);
    CHECK_THROWS_AS(grid.setSide({2, 1}, Direction::NW, SideKind::Wall), std::invalid_argument);
    // A wall on (2,1)'s upper-right side closes that step both ways.
    grid.setSide({2, 1}, Direction::NE, SideKind::Wall);
    CHECK(grid.side({3, 0}, Direction::SW) == SideKind::Wall);
    checkStep(grid, fourWay(), {2, 1}, Direction::NE, kNoStep);
    checkStep(grid, fourWay(), {3, 0}, Direction::SW, kNoStep);
    checkStep(grid, fourWay(), {2, 1}, Direction::N, 1.0);
}

TEST_CASE("A hex route goes round a row of walls the cheaper way", "[shaped][hex]") {
    //     S     .     .     .     .          S = (0,0), G = (4,2)
    //        5     #     #     #     .       (0,1) costs 5; (1,1)-(3,1) walls
    //     .     .     .     .     G
    // Left: (0,0) (0,1) (1,2) (2,2) (3,2) (4,2) costs 5 + 1 + 1 + 1 + 1 = 9. Right: along row 0 to
    // (4,0), then (4,1) and (4,2): 6 steps of 1 = 6. (3,0)'s lower neighbours (2,1) and (3,1) are
    // walls, so the right way must reach (4,0). On square cells the same map would cost 4 + √2 with
    // 8 neighbours under Always ((3,0) -> (4,1) diagonally): the hex rules are in force.
    MapGrid grid(5, 3);
    grid.setTopology(Topology::Hex);
    grid.setCost({0, 1}, 5);
    for (int x = 1; x <= 3; ++x)
        grid.setWall({x, 1}, true);
    grid.setStart(Coord{0, 0});
    grid.setGoal(Coord{4, 2});
    for (const Movement& movement : {fourWay(), eightWay(DiagonalRule::Always)})
        checkRoute(grid, movement, 6.0);
    const std::vector<Coord> right = {{0, 0}, {1, 0}, {2, 0}, {3, 0}, {4, 0}, {4, 1}, {4, 2}};
    const std::vector<Coord> left = {{0, 0}, {0, 1}, {1, 2}, {2, 2}, {3, 2}, {4, 2}};
    CHECK(pathCost(grid, fourWay(), right) == Approx(6.0));
    CHECK(pathCost(grid, fourWay(), left) == Approx(9.0));
    CHECK(shapedPathCost(grid, fourWay(), right) == Approx(6.0));
    CHECK(shapedPathCost(grid, fourWay(), left) == Approx(9.0));
    // (3,0) -> (4,1) is a square diagonal, not a hex step.
    CHECK(std::isinf(pathCost(grid, eightWay(DiagonalRule::Always), {{3, 0}, {4, 1}})));
    // Back the same way: 6 (the left way back costs 1 + 1 + 1 + 5 + 1 = 9).
    grid.setStart(Coord{4, 2});
    grid.setGoal(Coord{0, 0});
    checkRoute(grid, fourWay(), 6.0);
}

TEST_CASE("Walls between cells force a detour, with 4 neighbours and with 8 under each diagonal rule",
          "[shaped][sides]") {
    // 4x3; wall sides between (1,1)|(2,1) and (1,2)|(2,2), open between (1,0)|(2,0):
    //     .  .  .  .
    //     .  . |.  .
    //     S  . |.  G        S = (0,2), G = (3,2): 3 apart without the walls.
    // 4 neighbours: up to row 0 to cross and back down: 3 across, 2 up, 2 down = 7.
    // 8 neighbours, diagonal length L:
    //   (1,1) -> (2,2) SE and (1,2) -> (2,1) NE cross a wall side on both routes: never allowed.
    //   (1,1) -> (2,0) NE: through (1,0) open, through (2,1) closed by the wall: one closed route.
    //   Always, NotBothBlocked: (0,2) (1,1) (2,0) (3,1) (3,2) = 3L + 1.
    //   NoCornerCutting: the only crossing is (1,0) -> (2,0): (0,2) (1,1) (1,0) (2,0) (3,1) (3,2)
    //   = 2L + 3. With L = 2 both are 7, the 4-neighbour cost.
    MapGrid grid(4, 3);
    grid.setSide({1, 1}, Direction::E, SideKind::Wall);
    grid.setSide({1, 2}, Direction::E, SideKind::Wall);
    grid.setStart(Coord{0, 2});
    grid.setGoal(Coord{3, 2});
    checkRoute(grid, fourWay(), 7.0);
    checkStep(grid, fourWay(), {1, 1}, Direction::E, kNoStep);
    checkStep(grid, fourWay(), {2, 2}, Direction::W, kNoStep);
    checkStep(grid, fourWay(), {1, 0}, Direction::E, 1.0);
    for (const DiagonalLength length :
         {DiagonalLength::Sqrt2, DiagonalLength::OnePointFour, DiagonalLength::Two}) {
        const double l = diagonalLengthOf(length);
        for (const DiagonalRule rule :
             {DiagonalRule::Always, DiagonalRule::NotBothBlocked, DiagonalRule::NoCornerCutting}) {
            const Movement movement = eightWay(rule, length);
            const bool oneClosedRoute = rule != DiagonalRule::NoCornerCutting;
            checkStep(grid, movement, {1, 1}, Direction::SE, kNoStep);
            checkStep(grid, movement, {1, 2}, Direction::NE, kNoStep);
            checkStep(grid, movement, {1, 1}, Direction::NE, oneClosedRoute ? l : kNoStep);
            checkStep(grid, movement, {0, 2}, Direction::NE, l);
            checkRoute(grid, movement, oneClosedRoute ? 3 * l + 1 : 2 * l + 3);
        }
    }
}

TEST_CASE("A one-way door costs one step one way and a detour the other", "[shaped][sides]") {
    // 2x3; a door (0,0) -> (1,0) crossed eastwards only, a wall between (0,1) and (1,1):
    //     A >B        A = (0,0), B = (1,0)
    //     . |.
    //     .  .
    // A -> B: 1. B -> A: round by row 2: (1,0) (1,1) (1,2) (0,2) (0,1) (0,0) = 5 with 4 neighbours
    // and with NoCornerCutting. (1,0) -> (0,1) SW is never allowed: through (1,1) the wall, through
    // (0,0) the door the wrong way. With Always or NotBothBlocked (1,1) -> (0,2) SW has one closed
    // route (the wall) and is allowed: (1,0) (1,1) (0,2) (0,1) (0,0) = 3 + √2.
    MapGrid grid(2, 3);
    grid.setSide({0, 0}, Direction::E, SideKind::OneWayOut);
    grid.setSide({0, 1}, Direction::E, SideKind::Wall);
    CHECK(grid.side({1, 0}, Direction::W) == SideKind::OneWayIn);
    MapGrid mirrored(2, 3);
    mirrored.setSide({1, 0}, Direction::W, SideKind::OneWayIn);
    mirrored.setSide({1, 1}, Direction::W, SideKind::Wall);
    CHECK(mirrored == grid);
    grid.setStart(Coord{0, 0});
    grid.setGoal(Coord{1, 0});
    MapGrid back = grid;
    back.setStart(Coord{1, 0});
    back.setGoal(Coord{0, 0});
    checkRoute(grid, fourWay(), 1.0);
    checkRoute(back, fourWay(), 5.0);
    checkStep(grid, fourWay(), {0, 0}, Direction::E, 1.0);
    checkStep(grid, fourWay(), {1, 0}, Direction::W, kNoStep);
    for (const DiagonalRule rule :
         {DiagonalRule::Always, DiagonalRule::NotBothBlocked, DiagonalRule::NoCornerCutting}) {
        const Movement movement = eightWay(rule);
        const bool oneClosedRoute = rule != DiagonalRule::NoCornerCutting;
        checkRoute(grid, movement, 1.0);
        checkRoute(back, movement, oneClosedRoute ? 3 + kRoot2 : 5.0);
        checkStep(grid, movement, {1, 0}, Direction::SW, kNoStep);
        checkStep(grid, movement, {1, 1}, Direction::SW, oneClosedRoute ? kRoot2 : kNoStep);
        // (0,1) -> (1,0) NE: through (0,0) and the door eastwards, open; through (1,1) the wall.
        checkStep(grid, movement, {0, 1}, Direction::NE, oneClosedRoute ? kRoot2 : kNoStep);
    }
}

TEST_CASE("A climb costs 1 + s times the rise, a descent costs its plain cost", "[shaped][slopes]") {
    // 3x1, entry costs 1 3 1, heights 0 2 1, s = 0.5:
    //   (0,0) -> (1,0): 1 x 3 x (1 + 0.5 x 2) = 6;  (1,0) -> (2,0): 1 x 1 (down) = 1;  total 7.
    //   (2,0) -> (1,0): 1 x 3 x (1 + 0.5 x 1) = 4.5; (1,0) -> (0,0): 1 x 1 = 1;        total 5.5.
    MapGrid ridge(3, 1);
    ridge.setCost({1, 0}, 3);
    ridge.setHeight({1, 0}, 2);
    ridge.setHeight({2, 0}, 1);
    ridge.setSlope(0.5);
    checkStep(ridge, fourWay(), {0, 0}, Direction::E, 6.0);
    checkStep(ridge, fourWay(), {1, 0}, Direction::E, 1.0);
    checkStep(ridge, fourWay(), {2, 0}, Direction::W, 4.5);
    checkStep(ridge, fourWay(), {1, 0}, Direction::W, 1.0);
    ridge.setStart(Coord{0, 0});
    ridge.setGoal(Coord{2, 0});
    checkRoute(ridge, fourWay(), 7.0);
    ridge.setStart(Coord{2, 0});
    ridge.setGoal(Coord{0, 0});
    checkRoute(ridge, fourWay(), 5.5);
    // Without a slope factor the heights cost nothing: 3 + 1.
    ridge.setSlope(0.0);
    checkRoute(ridge, fourWay(), 4.0);

    // A diagonal climb, length 2: (0,1) -> (1,0) with (1,0) costing 2 and 3 higher, s = 0.25:
    // 2 x 2 x (1 + 0.25 x 3) = 7; back down 2 x 1 = 2.
    MapGrid corner(2, 2);
    corner.setCost({1, 0}, 2);
    corner.setHeight({1, 0}, 3);
    corner.setSlope(0.25);
    const Movement two = eightWay(DiagonalRule::Always, DiagonalLength::Two);
    checkStep(corner, two, {0, 1}, Direction::NE, 7.0);
    checkStep(corner, two, {1, 0}, Direction::SW, 2.0);
}

TEST_CASE("A route goes round a hill when the climb costs more than the way round", "[shaped][slopes]") {
    // 3x3, the centre 9 high, s = 1: over it (0,1) (1,1) (2,1) costs (1 + 9) + 1 = 11; round it
    // (0,1) (0,0) (1,0) (2,0) (2,1) costs 4 with 4 neighbours, and (0,1) (1,0) (2,1) costs 2√2 with
    // 8 (the hill is no wall: no corner is cut). At s = 0.2 the climb costs 1 + 1.8 = 2.8 and the
    // way over 3.8 beats the way round (4) with 4 neighbours.
    MapGrid hill(3, 3);
    hill.setHeight({1, 1}, 9);
    hill.setSlope(1.0);
    hill.setStart(Coord{0, 1});
    hill.setGoal(Coord{2, 1});
    checkStep(hill, fourWay(), {0, 1}, Direction::E, 10.0);
    checkStep(hill, fourWay(), {1, 1}, Direction::E, 1.0);
    checkRoute(hill, fourWay(), 4.0);
    checkRoute(hill, eightWay(DiagonalRule::NoCornerCutting), 2 * kRoot2);
    hill.setSlope(0.2);
    checkRoute(hill, fourWay(), 3.8);
}
