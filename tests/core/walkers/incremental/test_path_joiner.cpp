// PathJoiner: a worked example with both join cases, hand-checked,
// repairs after walls are added, and random change sequences checked against an independent Dijkstra.
//
// The worked example, letters = rows (A = y 0 … E = y 4), numbers = columns (1 = x 0 … 9 = x 8);
// 8 neighbours, diagonals always allowed, diagonal length 1.4, every entry cost 1:
//
//          1 2 3 4 5 6 7 8 9
//       A  S . . . # . . . G      A* path A1 B2 C3 D4 E5 D6 C7 B8 A9, cost 8 × 1.4 = 11.2
//       B  . * . . # . . * .      (the only least-cost route: every step a diagonal)
//       C  . . * . # . * . .
//       D  . . . * # * . . .      Clearing A5 starts a Dijkstra from A5 (FIFO, order N NE E SE S
//       E  . . . . * . . . .      SW W NW) that settles C7 first (X1 = 2.8 via B6), then tests
//                                 C3 (2.8 + 2.8 < 5.6 no), B8 (2.8 + 3.4 < 1.4 no), B2 (2.8 + 3.4 < 7 yes).

#include "pathfinder/basics/coord.h"
#include "pathfinder/basics/random.h"
#include "pathfinder/grid/map_grid.h"
#include "pathfinder/grid/movement.h"
#include "pathfinder/registry/walker_registry.h"
#include "pathfinder/search/run.h"
#include "pathfinder/search/walker.h"

// The trace accessors belong to the concrete walker, which the core keeps among its own headers.
#include "core/ascii_grid.h"
#include "core/path_checks.h"
#include "core/reference_dijkstra.h"
#include "core/walker_helpers.h"
#include "walkers/incremental/path_joiner.h"

#include <algorithm>
#include <catch2/catch.hpp>
#include <cmath>
#include <cstdint>
#include <vector>

using namespace pathfinder;
using namespace pathfinder::testing;

namespace {

Movement thesisMovement() {
    Movement movement;
    movement.neighbours = 8;
    movement.diagonalRule = DiagonalRule::Always;
    movement.diagonalLength = DiagonalLength::OnePointFour;
    return movement;
}

MapGrid thesisGrid() {
    return gridFromAscii({
        "S...#...G",
        "....#....",
        "....#....",
        "....#....",
        ".........",
    });
}

const std::vector<Coord> kThesisPath = {{0, 0}, {1, 1}, {2, 2}, {3, 3}, {4, 4},
                                        {5, 3}, {6, 2}, {7, 1}, {8, 0}};

void checkJoinTest(const PathJoinerWalker::JoinTest& test, Coord node, double x1, double x2, double y,
                   bool joined) {
    INFO("join test at " << coordLabel(test.node));
    CHECK(test.node == node);
    CHECK(test.x1 == Approx(x1).margin(1e-9));
    CHECK(test.x2 == Approx(x2).margin(1e-9));
    CHECK(test.y == Approx(y).margin(1e-9));
    CHECK(test.joined == joined);
}

std::vector<Coord> reversed(std::vector<Coord> cells) {
    std::reverse(cells.begin(), cells.end());
    return cells;
}

} // namespace

TEST_CASE("PathJoiner is registered as a dynamic, non-optimal walker", "[pathjoiner]") {
    const WalkerInfo* info = findWalker("pathjoiner");
    REQUIRE(info != nullptr);
    CHECK(info->displayName == "PathJoiner");
    CHECK(info->traits.dynamicRepair);
    CHECK(info->traits.weightedCosts);
    CHECK(info->declares(Parameter::Heuristic));
    CHECK(info->declares(Parameter::TieBreak));
    CHECK_FALSE(info->traits.optimal);
    CHECK(dynamic_cast<PathJoinerWalker*>(info->create().get()) != nullptr);
}

TEST_CASE("PathJoiner repairs the thesis's worked example with the thesis's numbers", "[pathjoiner]") {
    MapGrid grid = thesisGrid();
    WalkerSettings settings;
    settings.movement = thesisMovement();
    PathJoinerWalker walker;
    walker.setup(grid, settings);

    SECTION("its first plan is A*'s, one expansion per iterate") {
        const auto astar = createWalker("astar");
        astar->setup(grid, settings);
        iterateToEnd(*astar, grid);
        const std::uint64_t expanded = iterateToEnd(walker, grid);
        CHECK(walker.state() == WalkState::ReachedGoal);
        CHECK(walker.path() == kThesisPath);
        CHECK(astar->path() == kThesisPath);
        CHECK(expanded == astar->stats().expanded);
        CHECK(walker.stats().iterations == astar->stats().iterations);
        CHECK(walker.stats().generated == astar->stats().generated);
    }

    SECTION("clearing A5 joins C7 to B2 through A5") {
        REQUIRE(walker.adoptPath(kThesisPath));
        CHECK(walker.state() == WalkState::ReachedGoal);
        CHECK(walker.path() == kThesisPath);
        const std::vector<double> cum = {0.0, 1.4, 2.8, 4.2, 5.6, 7.0, 8.4, 9.8, 11.2};
        REQUIRE(walker.costAlongPath().size() == cum.size());
        for (std::size_t i = 0; i < cum.size(); ++i)
            CHECK(walker.costAlongPath()[i] == Approx(cum[i]).margin(1e-9));

        ChangeForwarder forward(grid, walker);
        grid.setWall({4, 0}, false);
        CHECK(walker.state() == WalkState::StillLooking);
        const std::uint64_t expanded = iterateToEnd(walker, grid);

        // A5; A6, A4; B6, B4; A7, A3; B7, B3; C6, C4 — then C7 (the locator), C3, A8, A2, B8, B2.
        CHECK(expanded == 17);
        CHECK(walker.locator() == Coord{6, 2});
        REQUIRE(walker.joinTests().size() == 3);
        checkJoinTest(walker.joinTests()[0], {2, 2}, 2.8, 2.8, 5.6, false);
        checkJoinTest(walker.joinTests()[1], {7, 1}, 2.8, 3.4, 1.4, false);
        checkJoinTest(walker.joinTests()[2], {1, 1}, 2.8, 3.4, 7.0, true);

        const std::vector<Coord> joined = {{0, 0}, {1, 1}, {2, 0}, {3, 0}, {4, 0},
                                           {5, 1}, {6, 2}, {7, 1}, {8, 0}};
        CHECK(walker.state() == WalkState::ReachedGoal);
        CHECK(walker.path() == joined);
        CHECK(pathProblem(grid, settings.movement, walker.path()) == "");
        CHECK(walker.splicedSection() == std::vector<Coord>{{1, 1}, {2, 0}, {3, 0}, {4, 0}, {5, 1}, {6, 2}});
        CHECK(walker.stats().pathCost == Approx(10.4).margin(1e-9));

        // Not optimal: straight along row A costs 8. The caller fills in the optimum.
        CHECK(referenceDijkstra(grid, settings.movement) == Approx(8.0).margin(1e-9));
        RunStats stats = walker.stats();
        stats.optimalCost = referenceOptimalCost(grid, settings.movement);
        CHECK(stats.optimalCost == Approx(8.0).margin(1e-9));
        CHECK(stats.excess() == Approx(2.4).margin(1e-9));
    }
}

TEST_CASE("PathJoiner joins a locator that lies earlier on the path than the joined node", "[pathjoiner]") {
    // The same map walked from A9 to A1: the search from A5 still settles C7 first, which is now the
    // third cell of the path, so the new path leaves at C7 and comes back at B2.
    MapGrid grid = thesisGrid();
    grid.setStart(Coord{8, 0});
    grid.setGoal(Coord{0, 0});
    WalkerSettings settings;
    settings.movement = thesisMovement();
    PathJoinerWalker walker;
    walker.setup(grid, settings);
    REQUIRE(walker.adoptPath(reversed(kThesisPath)));

    ChangeForwarder forward(grid, walker);
    grid.setWall({4, 0}, false);
    iterateToEnd(walker, grid);

    CHECK(walker.locator() == Coord{6, 2});
    REQUIRE(walker.joinTests().size() == 3);
    checkJoinTest(walker.joinTests()[0], {2, 2}, 2.8, 2.8, 5.6, false);
    checkJoinTest(walker.joinTests()[1], {7, 1}, 2.8, 3.4, 1.4, false);
    checkJoinTest(walker.joinTests()[2], {1, 1}, 2.8, 3.4, 7.0, true);
    CHECK(walker.state() == WalkState::ReachedGoal);
    CHECK(walker.path() ==
          std::vector<Coord>{{8, 0}, {7, 1}, {6, 2}, {5, 1}, {4, 0}, {3, 0}, {2, 0}, {1, 1}, {0, 0}});
    CHECK(pathProblem(grid, settings.movement, walker.path()) == "");
    CHECK(walker.stats().pathCost == Approx(10.4).margin(1e-9));
    CHECK(walker.stats().pathCost < 11.2);
}

TEST_CASE("PathJoiner mends a path that a new wall cuts", "[pathjoiner]") {
    WalkerSettings settings; // 8 neighbours, no corner cutting, √2
    PathJoinerWalker walker;

    SECTION("a wall dropped on the path: the path goes round it") {
        MapGrid grid = gridFromAscii({".......", ".......", "S.....G", ".......", "......."});
        walker.setup(grid, settings);
        iterateToEnd(walker, grid);
        REQUIRE(walker.path().size() == 7);
        ChangeForwarder forward(grid, walker);
        grid.setWall({3, 2}, true);
        CHECK(iterateToEnd(walker, grid) > 0);
        INFO(asciiFromGrid(grid, walker.path()));
        CHECK(walker.state() == WalkState::ReachedGoal);
        CHECK(pathProblem(grid, settings.movement, walker.path()) == "");
        CHECK(walker.stats().pathCost >= referenceDijkstra(grid, settings.movement) - 1e-9);
        REQUIRE(walker.splicedSection().size() >= 3);
        CHECK(walker.splicedSection().front() == Coord{2, 2});
        CHECK(walker.splicedSection().back() == Coord{4, 2});
    }

    SECTION("a wall in the only doorway to the goal: unreachable, no path") {
        MapGrid grid = gridFromAscii({"S......", "..###..", "..#G#..", "..#.#..", "......."});
        walker.setup(grid, settings);
        iterateToEnd(walker, grid);
        REQUIRE(walker.state() == WalkState::ReachedGoal);
        ChangeForwarder forward(grid, walker);
        grid.setWall({3, 3}, true);
        iterateToEnd(walker, grid);
        CHECK(walker.state() == WalkState::UnableToReachGoal);
        CHECK(walker.path().empty());
        CHECK(std::isinf(walker.stats().pathCost));

        grid.setWall({3, 3}, false); // the way opens again: a fresh plan finds it
        iterateToEnd(walker, grid);
        CHECK(walker.state() == WalkState::ReachedGoal);
        CHECK(pathProblem(grid, settings.movement, walker.path()) == "");
    }

    SECTION("a goal that becomes a wall: unreachable") {
        MapGrid grid = gridFromAscii({"S....", ".....", "....G"});
        walker.setup(grid, settings);
        iterateToEnd(walker, grid);
        ChangeForwarder forward(grid, walker);
        grid.setWall(*grid.goal(), true);
        CHECK(iterateToEnd(walker, grid) == 0);
        CHECK(walker.state() == WalkState::UnableToReachGoal);
        CHECK(walker.path().empty());
    }

    SECTION("a wall off the path: nothing changes and nothing is searched") {
        MapGrid grid = gridFromAscii({".......", "S.....G", ".......", "......."});
        walker.setup(grid, settings);
        iterateToEnd(walker, grid);
        const std::vector<Coord> before = walker.path();
        ChangeForwarder forward(grid, walker);
        grid.setWall({3, 3}, true);
        CHECK(iterateToEnd(walker, grid) == 0);
        CHECK(walker.state() == WalkState::ReachedGoal);
        CHECK(walker.path() == before);
        CHECK(walker.splicedSection().empty());
    }

    SECTION("a wall beside a diagonal step breaks it only where corners may not be cut") {
        const std::vector<Coord> diagonal = {{0, 0}, {1, 1}, {2, 2}, {3, 3}};
        for (DiagonalRule rule : {DiagonalRule::Always, DiagonalRule::NoCornerCutting}) {
            MapGrid grid = gridFromAscii({"S...", "....", "....", "...G"});
            settings.movement.diagonalRule = rule;
            walker.setup(grid, settings);
            REQUIRE(walker.adoptPath(diagonal));
            ChangeForwarder forward(grid, walker);
            grid.setWall({2, 1}, true); // a side cell of the step (1,1) → (2,2)
            iterateToEnd(walker, grid);
            INFO(toString(rule) << "\n" << asciiFromGrid(grid, walker.path()));
            CHECK(walker.state() == WalkState::ReachedGoal);
            CHECK(pathProblem(grid, settings.movement, walker.path()) == "");
            CHECK((walker.path() == diagonal) == (rule == DiagonalRule::Always));
        }
    }
}

TEST_CASE("PathJoiner follows cost changes and a start that moves along its path", "[pathjoiner]") {
    MapGrid grid = gridFromAscii({".......", "S.....G", "......."});
    WalkerSettings settings;
    PathJoinerWalker walker;
    walker.setup(grid, settings);
    iterateToEnd(walker, grid);
    const std::vector<Coord> straight = walker.path();
    REQUIRE(straight.size() == 7);

    SECTION("a cost raised on the path: the same cells at the new cost, no search") {
        ChangeForwarder forward(grid, walker);
        grid.setCost({3, 1}, 3);
        CHECK(iterateToEnd(walker, grid) == 0);
        CHECK(walker.path() == straight);
        CHECK(walker.stats().pathCost == Approx(8.0));
        CHECK(walker.costAlongPath().back() == Approx(8.0));
    }

    SECTION("the start moved onto the path: the cells before it are dropped") {
        ChangeForwarder forward(grid, walker);
        grid.setStart(straight[2]);
        CHECK(iterateToEnd(walker, grid) == 0);
        CHECK(walker.path() == std::vector<Coord>(straight.begin() + 2, straight.end()));
    }

    SECTION("an agent's unannounced steps are caught up with at the next change") {
        grid.setStart(straight[3]); // no forwarder yet: the walker is not told
        ChangeForwarder forward(grid, walker);
        grid.setWall({3, 2}, true);
        CHECK(iterateToEnd(walker, grid) == 0);
        CHECK(walker.path() == std::vector<Coord>(straight.begin() + 3, straight.end()));
        CHECK(walker.costAlongPath().front() == 0.0);
    }

    SECTION("the start moved off the path: a fresh plan") {
        ChangeForwarder forward(grid, walker);
        grid.setStart(Coord{0, 2});
        CHECK(iterateToEnd(walker, grid) > 0);
        CHECK(walker.state() == WalkState::ReachedGoal);
        CHECK(walker.path().front() == Coord{0, 2});
        CHECK(pathProblem(grid, settings.movement, walker.path()) == "");
    }

    SECTION("the goal moved: a fresh plan") {
        ChangeForwarder forward(grid, walker);
        grid.setGoal(Coord{6, 2});
        CHECK(iterateToEnd(walker, grid) > 0);
        CHECK(walker.path().back() == Coord{6, 2});
        CHECK(pathProblem(grid, settings.movement, walker.path()) == "");
    }
}
