// The suboptimality explainer on walkers that lose by a rule of their own rather than by an estimate:
// Breadth-First and Depth-First count moves, PathJoiner splices, Wall Trace follows its hand. One
// hand-drawn map each, its numbers worked by hand.
//
// Coordinates are (x, y): x the column from the left, y the row from the top, both from 0.

#include "pathfinder/basics/coord.h"
#include "pathfinder/grid/map_grid.h"
#include "pathfinder/grid/movement.h"
#include "pathfinder/search/walker.h"
#include "pathfinder/teaching/suboptimality.h"

#include "core/ascii_grid.h"
#include "core/teaching/suboptimality_checks.h"
#include "core/walker_helpers.h"

#include <catch2/catch.hpp>
#include <string>
#include <vector>

using namespace pathfinder;
using namespace pathfinder::testing;
using namespace pathfinder::testing::suboptimality_checks;

TEST_CASE("Breadth-First and Depth-First take the fewest moves through a costly cell", "[suboptimality]") {
    // 4 neighbours. The only 4-move route runs through the 9:
    //   walk:    S (0,0) → (1,0) → (2,0) 9 → (3,0) → G (4,0):                 1 + 9 + 1 + 1 = 12
    //   optimal: S (0,0) → (1,0) → (1,1) → (2,1) → (3,1) → (3,0) → G (4,0):   6 moves, 6
    // (1,0) → (2,0) is the first move off every optimal route (2 + ... ≥ 10 + 2 > 6). Of the optimal
    // routes from (1,0), the one back up through (3,0) shares the walk's last move: 10 against 4.
    const MapGrid grid = gridFromAscii({
        "S.9.G", //
        ".....", //
    });
    WalkerSettings settings;
    settings.movement = fourNeighbours();
    const std::string name = GENERATE(as<std::string>{}, "breadth-first", "depth-first");
    const auto walker = finishedWalk(name, grid, settings);
    const SuboptimalityReport report = explainSuboptimality(grid, *walker);
    INFO(name << "\n" << asciiFromGrid(grid, walker->path()) << report.explanation);

    CHECK(report.cause == SuboptimalCause::CountsMoves);
    CHECK(report.walkCost == Approx(12));
    CHECK(report.optimalCost == Approx(6));
    REQUIRE(report.firstDivergence == std::size_t{1});
    CHECK(report.optimalPath == std::vector<Coord>{{0, 0}, {1, 0}, {1, 1}, {2, 1}, {3, 1}, {3, 0}, {4, 0}});
    REQUIRE(report.stretches.size() == 1);
    checkStretch(report.stretches[0], walker->path(), report.optimalPath, {1, 0}, {3, 0}, 10, 4);
    CHECK(mentions(report.explanation, "4 moves (the fewest possible)"));
    CHECK(mentions(report.explanation, "cost from 1 to 9"));
}

TEST_CASE("PathJoiner's splice after a wall is cleared is called a splice", "[suboptimality][pathjoiner]") {
    // The worked example of test_path_joiner.cpp: 8 neighbours, diagonals always allowed, diagonal 1.4.
    // A* plans the V under the wall; clearing (4,0) joins (6,2) to (1,1) through (4,0):
    //   walk:    (0,0) ↘ (1,1) ↗ (2,0) → (3,0) → (4,0) ↘ (5,1) ↘ (6,2) ↗ (7,1) ↗ (8,0):  6·1.4 + 2 = 10.4
    //   optimal: along row 0, 8 × 1 = 8 (the only optimal route: two diagonals cost 2.8 for 2 across).
    // Two stretches: (0,0)–(2,0) costs 2.8 against 2, and (4,0)–(8,0) 5.6 against 4; 0.8 + 1.6 = 2.4.
    MapGrid grid = gridFromAscii({
        "S...#...G", //
        "....#....", //
        "....#....", //
        "....#....", //
        ".........", //
    });
    WalkerSettings settings;
    settings.movement.neighbours = 8;
    settings.movement.diagonalRule = DiagonalRule::Always;
    settings.movement.diagonalLength = DiagonalLength::OnePointFour;
    const auto walker = finishedWalk("pathjoiner", grid, settings);
    REQUIRE(walker->path() ==
            std::vector<Coord>{{0, 0}, {1, 1}, {2, 2}, {3, 3}, {4, 4}, {5, 3}, {6, 2}, {7, 1}, {8, 0}});
    CHECK(explainSuboptimality(grid, *walker).cause == SuboptimalCause::None);
    {
        ChangeForwarder forward(grid, *walker);
        grid.setWall({4, 0}, false);
        iterateToEnd(*walker, grid);
    }
    const SuboptimalityReport report = explainSuboptimality(grid, *walker);
    INFO(asciiFromGrid(grid, walker->path()) << report.explanation);

    CHECK(report.cause == SuboptimalCause::Splice);
    CHECK(report.walkCost == Approx(10.4));
    CHECK(report.optimalCost == Approx(8));
    CHECK(report.firstDivergence == std::size_t{0});
    REQUIRE(report.stretches.size() == 2);
    checkStretch(report.stretches[0], walker->path(), report.optimalPath, {0, 0}, {2, 0}, 2.8, 2);
    checkStretch(report.stretches[1], walker->path(), report.optimalPath, {4, 0}, {8, 0}, 5.6, 4);
    CHECK(report.totalLost() == Approx(2.4));
    CHECK(mentions(report.explanation, "2 times"));
    CHECK(mentions(report.explanation, "splicing"));
}

TEST_CASE("Wall Trace follows a long wall the long way round and its rule is named", "[suboptimality]") {
    // 4 neighbours, left hand, m-line rule. Blocked at (2,2) heading east, it keeps the wall on its
    // left, so it turns right (south) and follows the wall's long side down and round:
    //   walk:    S (0,2) → (2,2) → down to (2,6) → (4,6) → up to (4,2) → G (7,2):  2 + 4 + 2 + 4 + 3 = 15
    //   optimal: S (0,2) → (2,2) → up to (2,0) → (4,0) → down to (4,2) → G (7,2):  2 + 2 + 2 + 2 + 3 = 11
    // They part at (2,2) and meet again at (4,2): 10 against 6.
    const MapGrid grid = gridFromAscii({
        "........", //
        "...#....", //
        "S..#...G", //
        "...#....", //
        "...#....", //
        "...#....", //
        "........", //
    });
    WalkerSettings settings;
    settings.movement = fourNeighbours();
    settings.hand = Hand::Left;
    settings.stopRule = StopRule::MLine;
    const auto walker = finishedWalk("wall-trace", grid, settings);
    const SuboptimalityReport report = explainSuboptimality(grid, *walker);
    INFO(asciiFromGrid(grid, walker->path()) << report.explanation);

    CHECK(report.cause == SuboptimalCause::ReactiveRule);
    CHECK(report.walkCost == Approx(15));
    CHECK(report.optimalCost == Approx(11));
    REQUIRE(report.firstDivergence == std::size_t{2});
    CHECK(walker->path()[2] == Coord{2, 2});
    REQUIRE(report.stretches.size() == 1);
    checkStretch(report.stretches[0], walker->path(), report.optimalPath, {2, 2}, {4, 2}, 10, 6);
    CHECK(mentions(report.explanation, "left hand"));
    CHECK(mentions(report.explanation, "start\u2013goal line"));
}
