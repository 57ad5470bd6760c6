#include "pathfinder/formats/movingai_io.h"
#include "pathfinder/registry/walker_registry.h"
#include "pathfinder/search/run.h"

#include <algorithm>
#include <catch2/catch.hpp>
#include <cmath>
#include <string>
#include <vector>

using namespace pathfinder;

namespace {

const std::string kFixtureDir = PATHFINDER_FIXTURE_DIR;

bool closeRelative(double actual, double expected) {
    return std::abs(actual - expected) <= 1e-4 * std::max(1.0, std::abs(expected));
}

} // namespace

// tests/fixtures/small.map (10 x 8; x grows right, y down; '@' and 'O' and 'T' block, 'G' is ground):
//
//     x 0123456789
//   y0  .....G....
//   y1  ..........
//   y2  ..@@@@@...      a wall along y = 2 from x = 2 to 6 ...
//   y3  ......@.O.      ... turning down x = 6 to y = 5: a pocket open to the left and below
//   y4  ......@...
//   y5  T.....@...
//   y6  ..........
//   y7  ..........
//
// Moves are octile (orthogonal 1, diagonal √2 = 1.41421356) without corner cutting: a diagonal
// needs both cells it squeezes past to be free. Where a straight-line octile route exists its
// length, max(dx, dy) - min(dx, dy) + √2·min(dx, dy), is optimal because no path can be shorter.
//
//   (0,0)->(9,0)  straight along y = 0 through the 'G' ground cell:         9
//   (9,0)->(9,7)  straight down x = 9 (the 'O' is at x = 8):                7
//   (0,3)->(4,7)  four diagonals through (1,4) (2,5) (3,6), all sides free: 4√2     = 5.65685425
//   (0,0)->(9,1)  eight along y = 0, one diagonal at the end:               8 + √2  = 9.41421356
//   (0,7)->(9,5)  seven along y = 7, then (8,6) and (9,5) diagonally:       7 + 2√2 = 9.82842712
//   (4,4)->(8,4)  the column x = 6 is walled for y = 2..5, and the wall row above closes the
//                 top, so the route crosses at (6,6). (5,5)->(6,6) would cut the corner of
//                 (6,5), so (6,6) is entered from (5,6): (4,4)->(5,6) costs 1 + √2, then 1.
//                 Leaving, (6,6)->(7,5) cuts the same corner, so (6,6)->(7,6) costs 1, then
//                 (7,6)->(8,4) costs 1 + √2. Total                           4 + 2√2 = 6.82842712
//   (4,3)->(4,1)  out of the pocket over its left end: the gap is x = 0..1 at y = 2, and
//                 (2,3)->(1,2) and (1,2)->(2,1) both cut the corner of (2,2), so the route is
//                 left 3 to (1,3), up 2 to (1,1), right 3 to (4,1)           = 8
//                 (the right side is only reachable around the bottom of x = 6, longer still).
//   (2,3)->(9,3)  around the bottom: (2,3)->(5,6) three diagonals, (6,6) 1, (7,6) 1, then
//                 (8,5) and (9,4) diagonally (the 'O' at (8,3) blocks the direct line) and up
//                 1 to (9,3):                                               3 + 5√2 = 10.07106781
TEST_CASE("A* and Dijkstra solve the hand-checked Moving AI fixture", "[io][scen][fixture]") {
    const std::vector<ScenarioQuery> queries = readScenarioFile(kFixtureDir + "/small.map.scen");
    REQUIRE(queries.size() == 8);
    const double root2 = std::sqrt(2.0);
    const std::vector<double> byHand = {
        9, 7, 4 * root2, 8 + root2, 7 + 2 * root2, 4 + 2 * root2, 8, 3 + 5 * root2};

    for (std::size_t i = 0; i < queries.size(); ++i) {
        const ScenarioQuery& query = queries[i];
        INFO("scenario line " << query.line << ": (" << query.start.x << ", " << query.start.y << ") -> ("
                              << query.goal.x << ", " << query.goal.y << ")");
        CHECK(closeRelative(query.optimalLength, byHand[i]));

        MapGrid grid = readMovingAiMapFile(kFixtureDir + "/" + query.map);
        REQUIRE(grid.width() == query.mapWidth);
        REQUIRE(grid.height() == query.mapHeight);
        grid.setStart(query.start);
        grid.setGoal(query.goal);

        CHECK(closeRelative(referenceOptimalCost(grid, Movement{}), query.optimalLength));
        for (const char* name : {"astar", "dijkstra"}) {
            INFO("walker " << name);
            auto walker = createWalker(name);
            REQUIRE(walker);
            walker->setup(grid, WalkerSettings{});
            CHECK(runToCompletion(*walker, iterationLimit(grid)).state == WalkState::ReachedGoal);
            CHECK(closeRelative(walker->stats().pathCost, query.optimalLength));
        }
    }
}
