// Square diagonals past a corner where closed sides meet, worked out by hand for each diagonal rule,
// and checked against MapGrid::canStep, stepCost, pathCost, the reference, Dijkstra and A*.
//
// The map is 2x2 and the corner is its centre. Its four sides:
//
//     (0,0) s2 (1,0)        s1: between (0,1) and (0,0), side((0,1), N)
//       s1 -+- s4           s2: between (0,0) and (1,0), side((0,0), E)
//     (0,1) s3 (1,1)        s3: between (0,1) and (1,1), side((0,1), E)
//                           s4: between (1,1) and (1,0), side((1,1), N)
//
// The diagonal (0,1) -> (1,0) (NE, and SW back) passes the corner through (0,0), crossing s1 and
// s2, or through (1,1), crossing s3 and s4. The diagonal (0,0) -> (1,1) (SE, and NW back) passes
// through (1,0), crossing s2 and s4, or through (0,1), crossing s1 and s3. A wall side closes each
// route that crosses it; when the sides close both routes no rule lets the diagonal through; when
// one route is closed, Always and NotBothBlocked let it through and NoCornerCutting does not.

#include "pathfinder/grid/map_grid.h"
#include "pathfinder/grid/movement.h"

#include "core/reference_shaped.h"
#include "core/shaped_hand.h"

#include <array>
#include <catch2/catch.hpp>
#include <cmath>
#include <utility>
#include <vector>

using namespace pathfinder;
using namespace pathfinder::testing;

namespace {

const double kRoot2 = std::sqrt(2.0);
constexpr std::array<DiagonalRule, 3> kRules = {DiagonalRule::Always, DiagonalRule::NotBothBlocked,
                                                DiagonalRule::NoCornerCutting};

const std::pair<Coord, Direction> s1{{0, 1}, Direction::N};
const std::pair<Coord, Direction> s2{{0, 0}, Direction::E};
const std::pair<Coord, Direction> s3{{0, 1}, Direction::E};
const std::pair<Coord, Direction> s4{{1, 1}, Direction::N};

struct CornerCase {
    const char* name;
    std::vector<std::pair<Coord, Direction>> wallSides;
    std::vector<Coord> wallCells;
    std::array<bool, 3> northEast; ///< (0,1) -> (1,0) and back allowed, per rule of kRules
    std::array<bool, 3> southEast; ///< (0,0) -> (1,1) and back allowed (checked when both are free)
    std::array<double, 3> cost;    ///< least cost from (0,1) to (1,0), per rule
};

MapGrid cornerMap(const CornerCase& c) {
    MapGrid grid(2, 2);
    for (const auto& [cell, heading] : c.wallSides)
        grid.setSide(cell, heading, SideKind::Wall);
    for (const Coord cell : c.wallCells)
        grid.setWall(cell, true);
    grid.setStart(Coord{0, 1});
    grid.setGoal(Coord{1, 0});
    return grid;
}

} // namespace

TEST_CASE("A square diagonal past a corner of side walls follows the diagonal rule, and never slips between "
          "sides that close both routes",
          "[shaped][sides][corners]") {
    const double no = kNoStep;
    // clang-format off
    const std::vector<CornerCase> cases = {
        // One wall side closes one route of each diagonal: a single closed route.
        {"one wall: the start's E side, s3", {s3}, {},
         {true, true, false}, {true, true, false}, {kRoot2, kRoot2, 2}},
        {"one wall: the start's N side, s1", {s1}, {},
         {true, true, false}, {true, true, false}, {kRoot2, kRoot2, 2}},
        {"one wall: the target's W side, s2", {s2}, {},
         {true, true, false}, {true, true, false}, {kRoot2, kRoot2, 2}},
        // An L around the start or the target closes both routes of NE (and leaves the start, or the
        // target, shut in); one route of SE.
        {"L around the start (0,1): s1 and s3", {s1, s3}, {},
         {false, false, false}, {true, true, false}, {no, no, no}},
        {"L around the target (1,0): s2 and s4", {s2, s4}, {},
         {false, false, false}, {true, true, false}, {no, no, no}},
        // An L around a side cell of NE closes that route only, but both routes of SE.
        {"L around (0,0): s1 and s2", {s1, s2}, {},
         {true, true, false}, {false, false, false}, {kRoot2, kRoot2, 2}},
        {"L around (1,1): s3 and s4", {s3, s4}, {},
         {true, true, false}, {false, false, false}, {kRoot2, kRoot2, 2}},
        // A straight line through the corner closes both routes of both diagonals.
        {"straight line W to E: s1 and s4", {s1, s4}, {},
         {false, false, false}, {false, false, false}, {no, no, no}},
        {"straight line N to S: s2 and s3", {s2, s3}, {},
         {false, false, false}, {false, false, false}, {no, no, no}},
        // A wall cell closes one route and a side the other: not the sides alone, so Always lets it
        // through, and the other rules see both routes closed (the goal then cannot be reached).
        {"wall cell (0,0) and s3", {s3}, {{0, 0}},
         {true, false, false}, {}, {kRoot2, no, no}},
        {"wall cell (1,1) and s1", {s1}, {{1, 1}},
         {true, false, false}, {}, {kRoot2, no, no}},
    };
    // clang-format on
    for (const CornerCase& c : cases) {
        const MapGrid grid = cornerMap(c);
        for (std::size_t r = 0; r < kRules.size(); ++r) {
            const Movement movement = eightWay(kRules[r]);
            INFO(c.name << ", " << movementLabel(movement));
            const double diagonal = c.northEast[r] ? kRoot2 : kNoStep;
            checkStep(grid, movement, {0, 1}, Direction::NE, diagonal);
            checkStep(grid, movement, {1, 0}, Direction::SW, diagonal);
            if (c.wallCells.empty()) {
                const double crossing = c.southEast[r] ? kRoot2 : kNoStep;
                checkStep(grid, movement, {0, 0}, Direction::SE, crossing);
                checkStep(grid, movement, {1, 1}, Direction::NW, crossing);
            }
            checkRoute(grid, movement, c.cost[r]);
        }
        // With 4 neighbours no diagonal is taken, and the goal is 2 away or shut off.
        const Movement four = fourWay();
        INFO(c.name << ", 4 neighbours");
        checkStep(grid, four, {0, 1}, Direction::NE, kNoStep);
        checkRoute(grid, four, std::isfinite(c.cost[2]) ? 2.0 : kNoStep);
    }
}

TEST_CASE("A one-way side at a corner closes a diagonal's route in one direction only",
          "[shaped][sides][corners]") {
    // s1 is a wall and s3 one way, crossed only from (1,1) into (0,1). NE from (0,1): through (0,0)
    // s1 closes it; through (1,1) s3 would be crossed eastwards, the wrong way: both routes closed
    // by sides, never allowed. SW from (1,0): through (1,1) s4 southwards and s3 westwards, the right
    // way, is open; through (0,0) s1 closes it: one closed route. SE from (0,0): through (1,0) open,
    // through (0,1) s1 closes it. NW from (1,1): through (1,0) open; through (0,1) s3 westwards is
    // allowed but then s1 closes it.
    MapGrid grid(2, 2);
    grid.setSide({0, 1}, Direction::N, SideKind::Wall);
    grid.setSide({0, 1}, Direction::E, SideKind::OneWayIn);
    CHECK(grid.side({1, 1}, Direction::W) == SideKind::OneWayOut);
    grid.setStart(Coord{0, 1});
    grid.setGoal(Coord{1, 0});
    const std::array<bool, 3> oneClosedRoute = {true, true, false};
    for (std::size_t r = 0; r < kRules.size(); ++r) {
        const Movement movement = eightWay(kRules[r], DiagonalLength::OnePointFour);
        INFO(movementLabel(movement));
        const double oneRoute = oneClosedRoute[r] ? 1.4 : kNoStep;
        checkStep(grid, movement, {0, 1}, Direction::NE, kNoStep);
        checkStep(grid, movement, {1, 0}, Direction::SW, oneRoute);
        checkStep(grid, movement, {0, 0}, Direction::SE, oneRoute);
        checkStep(grid, movement, {1, 1}, Direction::NW, oneRoute);
        checkStep(grid, movement, {0, 1}, Direction::E, kNoStep);
        checkStep(grid, movement, {1, 1}, Direction::W, 1.0);
        // (0,1) is shut in: its N side is a wall, its E side one way inwards, NE closed.
        checkRoute(grid, movement, kNoStep);
        // Back from (1,0): the diagonal (1.4) where one closed route is allowed, else S then W (2).
        MapGrid back = grid;
        back.setStart(Coord{1, 0});
        back.setGoal(Coord{0, 1});
        checkRoute(back, movement, oneClosedRoute[r] ? 1.4 : 2.0);
    }
}
