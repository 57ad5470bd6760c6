// The suboptimality explainer: one hand-drawn map per cause, its numbers worked by hand, and a check on
// random maps against the reference Dijkstra for every walker.
//
// Coordinates are (x, y): x the column from the left, y the row from the top, both from 0.

#include "pathfinder/basics/coord.h"
#include "pathfinder/basics/random.h"
#include "pathfinder/grid/heuristic.h"
#include "pathfinder/grid/map_grid.h"
#include "pathfinder/grid/movement.h"
#include "pathfinder/registry/walker_registry.h"
#include "pathfinder/search/run.h"
#include "pathfinder/search/walker.h"
#include "pathfinder/teaching/suboptimality.h"
#include "pathfinder/traces/search_summary.h"
#include "pathfinder/traces/walker_footprint.h"

#include "core/ascii_grid.h"
#include "core/path_checks.h"
#include "core/reference_dijkstra.h"
#include "core/walker_helpers.h"

#include <atomic>
#include <catch2/catch.hpp>
#include <cmath>
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

using namespace pathfinder;
using namespace pathfinder::testing;

namespace {

Movement fourNeighbours() {
    Movement movement;
    movement.neighbours = 4;
    return movement;
}

/// The walker, set up on the grid with these settings and run to its end.
std::unique_ptr<MapGridWalker> finishedWalk(const std::string& name, const MapGrid& grid,
                                            const WalkerSettings& settings) {
    auto walker = createWalker(name);
    REQUIRE(walker != nullptr);
    walker->setup(grid, settings);
    runToCompletion(*walker, iterationLimit(grid));
    return walker;
}

/// The least cost from `cell` to the grid's goal, by the tests' own Dijkstra.
double referenceDistanceToGoal(const MapGrid& grid, const Movement& movement, Coord cell) {
    MapGrid from = grid;
    from.setStart(cell);
    return referenceDijkstra(from, movement);
}

void checkStretch(const DivergentStretch& stretch, const std::vector<Coord>& walk,
                  const std::vector<Coord>& optimal, Coord from, Coord to, double walkCost,
                  double optimalCost) {
    CHECK(walk[stretch.walkFrom] == from);
    CHECK(optimal[stretch.optimalFrom] == from);
    CHECK(walk[stretch.walkTo] == to);
    CHECK(optimal[stretch.optimalTo] == to);
    CHECK(stretch.walkCost == Approx(walkCost).margin(1e-9));
    CHECK(stretch.optimalCost == Approx(optimalCost).margin(1e-9));
}

bool mentions(const std::string& text, const std::string& part) {
    return text.find(part) != std::string::npos;
}

} // namespace

TEST_CASE("Best-First goes round a U-shaped wall the long way and is called greedy", "[suboptimality]") {
    // 4 neighbours, Manhattan. From (1, 1) Best-First prefers (1, 2), h = 5 + 1 = 6, to (1, 0),
    // h = 5 + 3 = 8: it heads into the U's mouth and then has to get out round its bottom arm.
    //   walk:    S (0,1) → (1,1) → down to (1,5) → right to (6,5) → up to G (6,3): 1 + 4 + 5 + 2 = 12
    //   optimal: S (0,1) → (1,1) → (1,0) → right to (6,0) → down to G (6,3):       1 + 1 + 5 + 3 = 10
    // The move (1,1) → (1,2) is the first that leaves every optimal route: 2 + (its distance 10) > 10.
    const MapGrid grid = gridFromAscii({
        "........", //
        "S.####..", //
        ".....#..", //
        ".....#G.", //
        "..####..", //
        "........", //
    });
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
    // The U above: a summary (the walk's map, path and figures, no cells) explains the same loss.
    const MapGrid grid = gridFromAscii({
        "........", //
        "S.####..", //
        ".....#..", //
        ".....#G.", //
        "..####..", //
        "........", //
    });
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

TEST_CASE("An optimal A* walk has no cause and says it is optimal", "[suboptimality]") {
    // The U of the Best-First case: A* with Manhattan (admissible with 4 neighbours) goes over the top.
    const MapGrid grid = gridFromAscii({
        "........", //
        "S.####..", //
        ".....#..", //
        ".....#G.", //
        "..####..", //
        "........", //
    });
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

TEST_CASE(
    "On random maps the explainer's optimum is the reference Dijkstra's and the stretches add up to the "
    "loss, for every walker",
    "[suboptimality][random]") {
    const std::string name = GENERATE(from_range(registeredWalkerNames()));
    const WalkerInfo* info = findWalker(name);
    REQUIRE(info != nullptr);
    const std::vector<Movement> movements = allMovementSettings();
    Random random(0x50B0 + name.size());
    for (int round = 0; round < 40; ++round) {
        RandomMapOptions options;
        options.costShare = round % 2 == 0 ? 0.0 : 0.3;
        MapGrid grid = randomMap(random, 12, 9, options);
        WalkerSettings settings;
        settings.movement = movements[random.below(static_cast<std::uint32_t>(movements.size()))];
        const bool admissibleSettings = round % 3 == 0;
        if (!admissibleSettings) {
            settings.heuristic = round % 3 == 1 ? HeuristicKind::Manhattan : HeuristicKind::Euclidean;
            settings.weight = round % 4 == 1 ? 3.0 : 1.0;
        }
        settings.seed = round + 1;
        const auto walker = finishedWalk(name, grid, settings);
        const SuboptimalityReport report = explainSuboptimality(grid, *walker);
        const Movement& movement = settings.movement;
        const std::vector<Coord>& walk = walker->path();
        INFO(name << ", round " << round << ", " << movementLabel(movement) << "\n"
                  << asciiFromGrid(grid, walk) << report.explanation);

        CHECK(closeTo(report.optimalCost, referenceDijkstra(grid, movement)));
        if (walk.empty()) {
            CHECK(report.cause == SuboptimalCause::NoPath);
            continue;
        }
        if (info->traits.anyAngle) {
            // Straight segments are not grid moves: the report gives their length and compares nothing.
            CHECK(report.cause == SuboptimalCause::NoPath);
            CHECK(report.walkCost == walker->stats().pathCost);
            CHECK(report.stretches.empty());
            CHECK(mentions(report.explanation, "straight"));
            continue;
        }
        CHECK(pathProblem(grid, movement, report.optimalPath) == "");
        CHECK(closeTo(sumOfStepCosts(grid, movement, report.optimalPath), report.optimalCost));
        CHECK(closeTo(report.walkCost, sumOfStepCosts(grid, movement, walk)));
        CHECK(report.walkCost - report.optimalCost == Approx(report.totalLost()).margin(1e-9));

        // Outside the stretches the two paths make the same moves; every stretch loses something.
        std::size_t w = 0, o = 0;
        for (const DivergentStretch& stretch : report.stretches) {
            CHECK(stretch.lost() > 1e-9);
            REQUIRE(stretch.walkFrom - w == stretch.optimalFrom - o);
            for (; w < stretch.walkFrom; ++w, ++o)
                CHECK(walk[w] == report.optimalPath[o]);
            CHECK(walk[stretch.walkFrom] == report.optimalPath[stretch.optimalFrom]);
            CHECK(walk[stretch.walkTo] == report.optimalPath[stretch.optimalTo]);
            w = stretch.walkTo;
            o = stretch.optimalTo;
        }
        REQUIRE(walk.size() - w == report.optimalPath.size() - o);
        for (; w < walk.size(); ++w, ++o)
            CHECK(walk[w] == report.optimalPath[o]);

        const bool optimal = closeTo(report.walkCost, report.optimalCost);
        CHECK(report.stretches.empty() == optimal);
        CHECK((report.cause == SuboptimalCause::None) == optimal);
        CHECK(report.cause != SuboptimalCause::Unexplained);
        if (info->traits.optimal && (admissibleSettings || !info->declares(Parameter::Heuristic)))
            CHECK(report.cause == SuboptimalCause::None);
        if (optimal)
            continue;

        // The first divergence: up to it the walk can still end optimally, one move later it cannot.
        REQUIRE(report.firstDivergence);
        const std::size_t a = *report.firstDivergence;
        CHECK(report.stretches.front().walkFrom == a);
        const std::vector<Coord> upTo(walk.begin(), walk.begin() + static_cast<std::ptrdiff_t>(a + 2));
        const std::vector<Coord> toDivergence(upTo.begin(), upTo.end() - 1);
        const double before = sumOfStepCosts(grid, movement, toDivergence);
        CHECK(closeTo(before + referenceDistanceToGoal(grid, movement, walk[a]), report.optimalCost));
        CHECK(sumOfStepCosts(grid, movement, upTo) + referenceDistanceToGoal(grid, movement, walk[a + 1]) >
              report.optimalCost + 1e-9);

        if (report.overestimatedCell) {
            const double distance = referenceDistanceToGoal(grid, movement, *report.overestimatedCell);
            CHECK(closeTo(report.trueDistance, distance));
            CHECK(report.weightedEstimate > distance);
            CHECK(closeTo(report.weightedEstimate,
                          settings.weight * heuristic(settings.heuristic, *report.overestimatedCell,
                                                      *grid.goal(), movement)));
        }
        if (report.cause == SuboptimalCause::Weight || report.cause == SuboptimalCause::InadmissibleHeuristic)
            CHECK(report.overestimatedCell);
    }
}
