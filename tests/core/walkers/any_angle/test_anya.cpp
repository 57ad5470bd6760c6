// Anya, the optimal any-angle search: its entry in the registry, and maps whose shortest paths are
// worked out by hand. Its costs on random maps are checked in test_anya_optimality.cpp, its memory
// limit in test_anya_memory.cpp.

#include "pathfinder/grid/map_grid.h"
#include "pathfinder/registry/walker_registry.h"
#include "pathfinder/search/search_view.h"

#include "core/ascii_grid.h"
#include "core/walkers/any_angle/anya_checks.h"

#include <catch2/catch.hpp>
#include <cmath>
#include <vector>

using namespace pathfinder;
using namespace pathfinder::testing;
using namespace pathfinder::testing::anya_checks;

TEST_CASE("Anya is registered as anya: optimal, complete, any-angle, unweighted", "[search][anya]") {
    const WalkerInfo* anya = findWalker("anya");
    REQUIRE(anya != nullptr);
    CHECK(anya->displayName == "Anya");
    CHECK(anya->traits.anyAngle);
    CHECK(anya->traits.optimal);
    CHECK(anya->traits.complete);
    CHECK_FALSE(anya->traits.weightedCosts);
    CHECK(anya->parameters == std::vector<Parameter>{Parameter::SearchUnreachable});
}

TEST_CASE("Anya goes straight across an open map", "[search][anya]") {
    const MapGrid grid = gridFromAscii({
        "S....",
        ".....",
        "....G",
    });
    const AnyaRun run = runAnya(grid, eightWith(DiagonalRule::NoCornerCutting));
    REQUIRE(run.state == WalkState::ReachedGoal);
    CHECK(run.cost == Approx(std::hypot(4.0, 2.0)).margin(1e-9));
    CHECK(run.points.size() == 2);
    checkPath(grid, eightWith(DiagonalRule::NoCornerCutting), run);
}

TEST_CASE("Anya bends round one block at its corner: the sum of two hypotenuses", "[search][anya]") {
    // The block covers [1, 3] × [1, 2]. From (0.5, 0.5) to (3.5, 2.5) the straight line enters it;
    // round the corner (3, 1): √(2.5² + 0.5²) + √(0.5² + 1.5²) = √6.5 + √2.5, and as much round (1, 2).
    const MapGrid grid = gridFromAscii({
        "S...",
        ".##.",
        "...G",
    });
    for (const Movement& movement : {fourNeighbours(), eightWith(DiagonalRule::Always)}) {
        const AnyaRun run = runAnya(grid, movement);
        REQUIRE(run.state == WalkState::ReachedGoal);
        CHECK(run.cost == Approx(std::sqrt(6.5) + std::sqrt(2.5)).margin(1e-9));
        REQUIRE(run.points.size() == 3);
        const PathPoint turn = run.points[1];
        CHECK(((turn == PathPoint{3.0, 1.0}) || (turn == PathPoint{1.0, 2.0})));
        checkPath(grid, movement, run);
    }
}

TEST_CASE("Anya wraps round a wall's end: two corners on the way", "[search][anya]") {
    // A wall covers [2, 3] × [0, 3]; start (0.5, 0.5), goal (4.5, 0.5). The path goes round both of the
    // wall's lower corners, (2, 3) and (3, 3): √(1.5² + 2.5²) + 1 + √(1.5² + 2.5²) = 2√8.5 + 1.
    const MapGrid grid = gridFromAscii({
        "S.#.G",
        "..#..",
        "..#..",
        ".....",
    });
    const AnyaRun run = runAnya(grid, fourNeighbours());
    REQUIRE(run.state == WalkState::ReachedGoal);
    CHECK(run.cost == Approx(2.0 * std::sqrt(8.5) + 1.0).margin(1e-9));
    checkPath(grid, fourNeighbours(), run);
}

TEST_CASE("Anya passes between two diagonal walls only where the movement allows it", "[search][anya]") {
    // Through the double corner (1, 1): √2 from centre to centre. Otherwise there is no way at all.
    const MapGrid grid = gridFromAscii({
        "S#",
        "#G",
    });
    const AnyaRun through = runAnya(grid, eightWith(DiagonalRule::Always));
    REQUIRE(through.state == WalkState::ReachedGoal);
    CHECK(through.cost == Approx(std::sqrt(2.0)).margin(1e-9));
    for (const Movement& movement : {fourNeighbours(), eightWith(DiagonalRule::NotBothBlocked),
                                     eightWith(DiagonalRule::NoCornerCutting)})
        CHECK(runAnya(grid, movement).state == WalkState::UnableToReachGoal);
}

TEST_CASE("Anya reports an unreachable goal, a walled goal and a goal that is the start", "[search][anya]") {
    const MapGrid walledOff = gridFromAscii({
        "S.....",
        "...###",
        "...#G#",
        "...###",
    });
    const AnyaRun none = runAnya(walledOff, eightWith(DiagonalRule::Always));
    CHECK(none.state == WalkState::UnableToReachGoal);
    CHECK(none.points.empty());
    CHECK(std::isinf(none.cost));

    MapGrid same = gridFromAscii({"S..", "..G"});
    same.setGoal(same.start());
    const AnyaRun here = runAnya(same, fourNeighbours());
    REQUIRE(here.state == WalkState::ReachedGoal);
    CHECK(here.cost == 0.0);
    CHECK(here.cells == std::vector<Coord>{*same.start()});
}
