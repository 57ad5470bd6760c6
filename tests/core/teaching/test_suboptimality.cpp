// The suboptimality explainer on the searches that rank cells by an estimate: one hand-drawn map per
// cause, its numbers worked by hand; an optimal walk; and walks with nothing to compare. The walkers
// that lose by a rule of their own are in test_suboptimality_rules.cpp, the check on random maps in
// test_suboptimality_random.cpp.
//
// Coordinates are (x, y): x the column from the left, y the row from the top, both from 0.

#include "pathfinder/basics/coord.h"
#include "pathfinder/grid/heuristic.h"
#include "pathfinder/grid/map_grid.h"
#include "pathfinder/search/walker.h"
#include "pathfinder/teaching/suboptimality.h"
#include "pathfinder/traces/search_summary.h"
#include "pathfinder/traces/walker_footprint.h"

#include "core/ascii_grid.h"
#include "core/teaching/suboptimality_checks.h"

#include <atomic>
#include <catch2/catch.hpp>
#include <cmath>
#include <string>
#include <vector>

using namespace pathfinder;
using namespace pathfinder::testing;
using namespace pathfinder::testing::suboptimality_checks;

namespace {

/// A U-shaped wall whose mouth faces the start, with the goal behind its back: 4 neighbours and
/// Manhattan lead Best-First into the mouth and A* over the top.
MapGrid uShapedWall() {
    return gridFromAscii({
        "........", //
        "S.####..", //
        ".....#..", //
        ".....#G.", //
        "..####..", //
        "........", //
    });
}

} // namespace

TEST_CASE("Best-First goes round a U-shaped wall the long way and is called greedy", "[suboptimality]") {
    // 4 neighbours, Manhattan. From (1, 1) Best-First prefers (1, 2), h = 5 + 1 = 6, to (1, 0),
    // h = 5 + 3 = 8: it heads into the U's mouth and then has to get out round its bottom arm.
    //   walk:    S (0,1) → (1,1) → down to (1,5) → right to (6,5) → up to G (6,3): 1 + 4 + 5 + 2 = 12
    //   optimal: S (0,1) → (1,1) → (1,0) → right to (6,0) → down to G (6,3):       1 + 1 + 5 + 3 = 10
    // The move (1,1) → (1,2) is the first that leaves every optimal route: 2 + (its distance 10) > 10.
    const MapGrid grid = uShapedWall();
    WalkerSettings settings;
    settings.movement = fourNeighbours();
    settings.heuristic = HeuristicKind::Manhattan;
    const auto walker = finishedWalk("best-first", grid, settings);
    const SuboptimalityReport report = explainSuboptimality(grid, *walker);
    INFO(asciiFromGrid(grid, walker->path()) << report.explanation);

    CHECK(report.cause == SuboptimalCause::Greedy);
    CHECK(report.walkCost == Approx(12));
    CHECK(report.optimalCost == Approx(10));
    REQUIRE(report.firstDivergence == std::size_t{1});
    CHECK(walker->path()[1] == Coord{1, 1});
    CHECK(report.optimalPath ==
          std::vector<Coord>{
              {0, 1}, {1, 1}, {1, 0}, {2, 0}, {3, 0}, {4, 0}, {5, 0}, {6, 0}, {6, 1}, {6, 2}, {6, 3}});
    REQUIRE(report.stretches.size() == 1);
    checkStretch(report.stretches[0], walker->path(), report.optimalPath, {1, 1}, {6, 3}, 11, 9);
    CHECK(report.stretches[0].lost() == Approx(2));
    CHECK(mentions(report.explanation, "(1, 1)"));
    CHECK(mentions(report.explanation, "loses 2"));
    CHECK(mentions(report.explanation, "heuristic alone"));
}

TEST_CASE("An explanation of a summary of the walk is the walk's own; a stop cuts it short",
          "[suboptimality]") {
    // Best-First round the U-shaped wall: a summary (the walk's map, path and figures, no cells) explains
    // the same loss.
    const MapGrid grid = uShapedWall();
    WalkerSettings settings;
    settings.movement = fourNeighbours();
    settings.heuristic = HeuristicKind::Manhattan;
    const auto walker = finishedWalk("best-first", grid, settings);
    const SearchSummary summary(*walker);
    REQUIRE(summary.grid() != nullptr);
    CHECK(summary.grid() != walker->grid()); // its own copy
    CHECK(*summary.grid() == grid);
    const SuboptimalityReport report = explainSuboptimality(*summary.grid(), summary);
    CHECK(report.cause == SuboptimalCause::Greedy);
    CHECK(report.walkCost == Approx(12));
    CHECK(report.optimalCost == Approx(10));
    CHECK(report.explanation == explainSuboptimality(grid, *walker).explanation);

    const std::atomic<bool> stop{true};
    const SuboptimalityReport stopped = explainSuboptimality(grid, *walker, &stop);
    CHECK(stopped.explanation == "The explanation was stopped before it was worked out.");
    CHECK(stopped.optimalPath.empty());
    CHECK(stopped.stretches.empty());
}

TEST_CASE("Weighted A* with w = 5 crosses costly cells and the weight is named", "[suboptimality]") {
    // 4 neighbours, Manhattan (admissible here), weight 5. Straight through the 3s, or round them:
    //   walk:    (0,1) → (1,1) → (2,1) 3 → (3,1) 3 → (4,1) 3 → (5,1) → G (6,1):  1 + 9 + 1 + 1 = 12
    //   optimal: (0,1) → (1,1) → (1,0) → right to (5,0) → (5,1) → G (6,1):       1 + 1 + 4 + 1 + 1 = 8
    // They part at (1,1), and meet again at (5,1): the walk's 10 against the optimal 6, 4 lost.
    // At (1,0), on the optimal route, g = 2 and 5·h = 5 · (5 + 1) = 30 for a true distance of 6:
    // its f = 32 is above the 12 at which A* took the goal.
    const MapGrid grid = gridFromAscii({
        ".......", //
        "S.333.G", //
        ".......", //
    });
    WalkerSettings settings;
    settings.movement = fourNeighbours();
    settings.heuristic = HeuristicKind::Manhattan;
    settings.weight = 5;
    const auto walker = finishedWalk("astar", grid, settings);
    const SuboptimalityReport report = explainSuboptimality(grid, *walker);
    INFO(asciiFromGrid(grid, walker->path()) << report.explanation);

    CHECK(report.cause == SuboptimalCause::Weight);
    CHECK(report.walkCost == Approx(12));
    CHECK(report.optimalCost == Approx(8));
    REQUIRE(report.firstDivergence == std::size_t{1});
    REQUIRE(report.stretches.size() == 1);
    checkStretch(report.stretches[0], walker->path(), report.optimalPath, {1, 1}, {5, 1}, 10, 6);
    REQUIRE(report.overestimatedCell == Coord{1, 0});
    CHECK(report.heuristicValue == Approx(6));
    CHECK(report.weightedEstimate == Approx(30));
    CHECK(report.trueDistance == Approx(6));
    CHECK(report.trueDistance == Approx(referenceDistanceToGoal(grid, settings.movement, {1, 0})));
    CHECK(mentions(report.explanation, "weight 5"));
    CHECK(mentions(report.explanation, "(1, 0)"));

    // A footprint keeps what the explainer reads: the description, the settings and the path.
    const SuboptimalityReport fromFootprint = explainSuboptimality(grid, WalkerFootprint(*walker));
    CHECK(fromFootprint.cause == report.cause);
    CHECK(fromFootprint.optimalPath == report.optimalPath);
    CHECK(fromFootprint.explanation == report.explanation);
}

TEST_CASE("A* with the Manhattan heuristic and diagonal moves is caught overestimating at a cell",
          "[suboptimality]") {
    // 8 neighbours, no corner cutting, diagonal √2, Manhattan: dx + dy counts a diagonal as 2.
    //   walk:    S (0,4) ↗ (1,3) → (1,2) → right to G (5,2):       √2 + 1 + 4 = 6.41
    //   optimal: S (0,4) → (1,4) → (2,4) → (3,4) ↗ (4,3) ↗ G (5,2):   3 + 2√2 = 5.83
    // They part at the start. At (1,4), on the optimal route, h = 4 + 2 = 6 but the true distance is
    // 2 + 2√2 = 4.83, and g + h = 1 + 6 = 7 is above the walk's 6.41.
    const MapGrid grid = gridFromAscii({
        ".......", //
        ".......", //
        ".....G.", //
        "..#....", //
        "S.....#", //
    });
    WalkerSettings settings;
    settings.heuristic = HeuristicKind::Manhattan;
    REQUIRE_FALSE(isAdmissible(settings.heuristic, settings.movement));
    const auto walker = finishedWalk("astar", grid, settings);
    const SuboptimalityReport report = explainSuboptimality(grid, *walker);
    INFO(asciiFromGrid(grid, walker->path()) << report.explanation);

    const double root2 = std::sqrt(2.0);
    CHECK(report.cause == SuboptimalCause::InadmissibleHeuristic);
    CHECK(report.walkCost == Approx(root2 + 5));
    CHECK(report.optimalCost == Approx(3 + 2 * root2));
    CHECK(report.firstDivergence == std::size_t{0});
    CHECK(report.optimalPath == std::vector<Coord>{{0, 4}, {1, 4}, {2, 4}, {3, 4}, {4, 3}, {5, 2}});
    REQUIRE(report.overestimatedCell == Coord{1, 4});
    CHECK(report.heuristicValue == Approx(6));
    CHECK(report.trueDistance == Approx(2 + 2 * root2));
    const double reference = referenceDistanceToGoal(grid, settings.movement, *report.overestimatedCell);
    CHECK(report.trueDistance == Approx(reference));
    CHECK(report.heuristicValue > reference);
    CHECK(mentions(report.explanation, "Manhattan"));
    CHECK(mentions(report.explanation, "h = 6"));
    CHECK(mentions(report.explanation, "4.83"));
}

TEST_CASE("An optimal A* walk has no cause and says it is optimal", "[suboptimality]") {
    // The U of the Best-First case: A* with Manhattan (admissible with 4 neighbours) goes over the top.
    const MapGrid grid = uShapedWall();
    WalkerSettings settings;
    settings.movement = fourNeighbours();
    settings.heuristic = HeuristicKind::Manhattan;
    const auto walker = finishedWalk("astar", grid, settings);
    const SuboptimalityReport report = explainSuboptimality(grid, *walker);

    CHECK(report.cause == SuboptimalCause::None);
    CHECK(report.walkCost == Approx(10));
    CHECK(report.optimalCost == Approx(10));
    CHECK_FALSE(report.firstDivergence);
    CHECK(report.stretches.empty());
    CHECK(report.optimalPath == walker->path());
    CHECK_FALSE(report.overestimatedCell);
    CHECK(mentions(report.explanation, "optimal"));
}

TEST_CASE("A walk without a path, or with a path the map no longer allows, has nothing to compare",
          "[suboptimality]") {
    MapGrid grid = gridFromAscii({
        "S#.", //
        "##G", //
    });
    WalkerSettings settings;
    const auto walker = finishedWalk("astar", grid, settings);
    REQUIRE(walker->path().empty());
    SuboptimalityReport report = explainSuboptimality(grid, *walker);
    CHECK(report.cause == SuboptimalCause::NoPath);
    CHECK(mentions(report.explanation, "cannot be reached"));

    MapGrid open = gridFromAscii({"S.G"});
    const auto done = finishedWalk("astar", open, settings);
    open.setWall({1, 0}, true); // the walker is not told
    report = explainSuboptimality(open, *done);
    CHECK(report.cause == SuboptimalCause::NoPath);
    CHECK(mentions(report.explanation, "not a legal route"));
}
