// Jump Point Search under the movements whose forced neighbours differ from those of the Moving AI
// rule: diagonals allowed between two walls (DiagonalRule::Always) and 4 neighbours. Each map is
// drawn so that the route exists only through a forced neighbour of that rule.
#include "pathfinder/grid/map_grid.h"
#include "pathfinder/grid/movement.h"
#include "pathfinder/search/walker.h"

#include "core/jps_checks.h"

#include <catch2/catch.hpp>
#include <cmath>
#include <vector>

using namespace pathfinder;
using namespace pathfinder::testing;

TEST_CASE("Jump Point Search with diagonals between two walls turns at the forced neighbour past the gap",
          "[search][jps]") {
    //   x 01234567
    // y 0 S..#....    two walls meet corner to corner at (3,2) and (4,3): the only way from the
    //   1 ...#....    left part to the right one is the diagonal (3,3) → (4,2) between them, which
    //   2 ...#....    only DiagonalRule::Always allows; least cost 3√2 + √2 + 2√2 + 1 = 1 + 6√2
    //   3 ....#...
    //   4 ....#..G
    //
    // The start's runs: east and south meet a wall or the border with nothing forced; south-east, from
    // (1,1) and (2,2) the straight runs find nothing, and (3,3) has a forced neighbour of its own: its
    // north side (3,2) is a wall with (4,2) free beyond it. So (3,3) is the start's one successor,
    // heading south-east. It jumps E, SE and S (nothing: walls and the border) and north-east, forced:
    // one step between the two walls to (4,2), whose south side (4,3) is a wall with (5,3) free beyond
    // it, forced for the heading north-east. From (4,2) the runs N, E and NE find nothing (no wall
    // ends beside them); south-east, from (5,3) nothing, from (6,4) the run east meets the goal. So
    // the expansions are the start, (3,3), (4,2), (6,4) and the goal, 4 nodes generated.
    const MapGrid grid = gridFromAscii({
        "S..#....",
        "...#....",
        "...#....",
        "....#...",
        "....#..G",
    });
    const double root2 = std::sqrt(2.0);
    const Movement always = eightNeighbours(DiagonalRule::Always);
    const std::vector<Coord> route = {{0, 0}, {1, 1}, {2, 2}, {3, 3}, {4, 2}, {5, 3}, {6, 4}, {7, 4}};

    // Mirrored in the main diagonal, the same rules find the mirrored jump points.
    for (const bool mirrored : {false, true}) {
        INFO((mirrored ? "mirrored" : "as drawn"));
        const MapGrid map = mirrored ? transposedGrid(grid) : grid;
        const auto at = [mirrored](Coord c) { return mirrored ? transposed(c) : c; };
        JumpPointSearchWalker walker;
        WalkerSettings settings;
        settings.movement = always;
        walker.setup(map, settings);

        CHECK(expansionOrder(walker) ==
              std::vector<Coord>{at({0, 0}), at({3, 3}), at({4, 2}), at({6, 4}), at({7, 4})});
        REQUIRE(walker.state() == WalkState::ReachedGoal);
        CHECK(walker.jumping());
        CHECK(walker.stats().generated == 4);
        std::vector<Coord> expected;
        for (Coord c : route)
            expected.push_back(at(c));
        CHECK(walker.path() == expected);
        CHECK(walker.stats().pathCost == Approx(1.0 + 6.0 * root2));
        CHECK(walker.cellState(at({4, 2})).parent == at({3, 3}));
        CHECK(walker.cellState(at({4, 2})).g == Approx(4.0 * root2));
        checkAgainstReference(map, always, solve(walker, map));
    }
    SECTION("the rules that forbid the step between two walls find no route") {
        for (DiagonalRule rule : {DiagonalRule::NotBothBlocked, DiagonalRule::NoCornerCutting}) {
            INFO(toString(rule));
            const JpsRun run = runJps(grid, eightNeighbours(rule));
            checkAgainstReference(grid, eightNeighbours(rule), run);
            CHECK(run.state == WalkState::UnableToReachGoal);
        }
    }
}

TEST_CASE("Jump Point Search with 4 neighbours turns from a column into a row only behind a wall",
          "[search][jps]") {
    const Movement four = fourNeighbours();
    JumpPointSearchWalker walker;
    WalkerSettings settings;
    settings.movement = four;

    SECTION("a turn found by a run down a column from a run along a row") {
        //   x 0123456
        // y 0 S..#...    a wall down column 3 with a door at (3,2); least cost 9, the distance
        //   1 ...#...
        //   2 .......
        //   3 ...#..G
        //
        // Moves along a row come first. The start runs south down column 0 (nothing: no free side
        // cell behind a wall) and east along row 0 to the wall, running up and down the column of
        // each cell it passes. Down column 2 from (2,0), (2,2) has its east side (3,2) free behind
        // the wall (3,1): a route may turn east there and nowhere earlier, so (2,2) is the start's
        // successor, 2 + 2 steps away, heading south. (2,2) runs on south (nothing) and east, forced,
        // along row 2 to the border; down column 6 from (6,2) lies the goal: the successor of (2,2),
        // 4 + 1 steps on. The bends (2,0) and (6,2) are never nodes.
        const MapGrid grid = gridFromAscii({
            "S..#...",
            "...#...",
            ".......",
            "...#..G",
        });
        walker.setup(grid, settings);
        CHECK(expansionOrder(walker) == std::vector<Coord>{{0, 0}, {2, 2}, {6, 3}});
        REQUIRE(walker.state() == WalkState::ReachedGoal);
        CHECK(walker.jumping());
        CHECK(walker.stats().generated == 2);
        CHECK(walker.path() ==
              std::vector<Coord>{
                  {0, 0}, {1, 0}, {2, 0}, {2, 1}, {2, 2}, {3, 2}, {4, 2}, {5, 2}, {6, 2}, {6, 3}});
        CHECK(walker.stats().pathCost == 9.0);
        const CellView turn = walker.cellState({2, 2});
        CHECK(turn.parent == Coord{0, 0});
        CHECK(turn.g == 4.0);
        CHECK(walker.cellState({6, 3}).parent == Coord{2, 2});
        CHECK(walker.cellState({2, 0}).visit == CellVisit::Unseen);
        CHECK(walker.cellState({6, 2}).visit == CellVisit::Unseen);
        checkAgainstReference(grid, four, solve(walker, grid));
    }
    SECTION("a turn found by a column run of its own") {
        //   x 0123
        // y 0 S#..    the start's run east meets the wall at once; its run south stops at (0,2),
        //   1 .#..    whose east side (1,2) is free behind the wall (1,1). (0,2) turns east along
        //   2 ....    row 2, and down column 3 from (3,2) lies the goal: least cost 6.
        //   3 .#.G
        const MapGrid grid = gridFromAscii({
            "S#..",
            ".#..",
            "....",
            ".#.G",
        });
        walker.setup(grid, settings);
        CHECK(expansionOrder(walker) == std::vector<Coord>{{0, 0}, {0, 2}, {3, 3}});
        REQUIRE(walker.state() == WalkState::ReachedGoal);
        CHECK(walker.stats().generated == 2);
        CHECK(walker.path() == std::vector<Coord>{{0, 0}, {0, 1}, {0, 2}, {1, 2}, {2, 2}, {3, 2}, {3, 3}});
        CHECK(walker.stats().pathCost == 6.0);
        CHECK(walker.cellState({0, 2}).g == 2.0);
        CHECK(walker.cellState({3, 3}).parent == Coord{0, 2});
        checkAgainstReference(grid, four, solve(walker, grid));
    }
    SECTION("no turn without a wall: an open field takes one run along the row and one down a column") {
        MapGrid grid(40, 30);
        grid.setStart(Coord{3, 25});
        grid.setGoal(Coord{37, 2});
        walker.setup(grid, settings);
        CHECK(expansionOrder(walker) == std::vector<Coord>{{3, 25}, {37, 2}});
        CHECK(walker.stats().generated == 1);
        CHECK(walker.stats().pathCost == 34.0 + 23.0);
        CHECK(walker.path().size() == 34 + 23 + 1);
        CHECK(walker.path()[34] == Coord{37, 25}); // the bend
    }
}
