// IDA*, the plain stack depth-first search and A* with a bounded open list, against hand-worked
// maps and the reference Dijkstra of reference_dijkstra.h.

#include "pathfinder/basics/random.h"
#include "pathfinder/grid/map_grid.h"
#include "pathfinder/registry/walker_registry.h"
#include "pathfinder/search/run.h"
#include "pathfinder/search/walker.h"
#include "pathfinder/teaching/suboptimality.h"

#include "core/ascii_grid.h"
#include "core/path_checks.h"
#include "core/reference_dijkstra.h"
#include "support/random_map.h"

#include <catch2/catch.hpp>
#include <cmath>
#include <memory>
#include <string>
#include <vector>

using namespace pathfinder;
using namespace pathfinder::testing;

namespace {

/// Records the cells of the Expanding events, in order.
struct ExpansionOrder : SearchListener {
    std::vector<Coord> cells;
    void onSearchEvent(const SearchEvent& event) override {
        if (event.kind == SearchEventKind::Expanding)
            cells.push_back(event.cell);
    }
};

std::unique_ptr<MapGridWalker> finished(const std::string& name, const MapGrid& grid,
                                        const WalkerSettings& settings) {
    auto walker = createWalker(name);
    REQUIRE(walker != nullptr);
    walker->setup(grid, settings);
    runToCompletion(*walker, iterationLimit(grid));
    REQUIRE(walker->finished());
    return walker;
}

WalkerSettings fourNeighboursManhattan() {
    WalkerSettings settings;
    settings.movement.neighbours = 4;
    settings.heuristic = HeuristicKind::Manhattan;
    return settings;
}

/// A goal walled in on a 6×4 map: the start's region is the 16 cells left of the wall.
MapGrid walledInGoal() {
    return gridFromAscii({
        "S...#.",
        "....#.",
        "....#G",
        "....#.",
    });
}

} // namespace

TEST_CASE("IDA* raises its threshold to the least f that exceeded it, on a map worked by hand",
          "[classic][idastar]") {
    // 4 neighbours, Manhattan. Iteration 1, threshold h(S) = 2: the only step, down, has
    // f = 1 + 3 = 4 > 2. Iteration 2, threshold 4: S, (0,1), (1,1), (2,1) and the goal, each f = 4.
    const MapGrid grid = gridFromAscii({
        "S#G",
        "...",
    });
    auto walker = createWalker("idastar");
    ExpansionOrder order;
    walker->setListener(&order);
    walker->setup(grid, fourNeighboursManhattan());
    CHECK(walker->note() == "threshold f \u2264 2, iteration 1");
    MapGrid open(10, 10); // 9 diagonal steps: h(start) = 9·√2, about 12.728
    open.setStart(Coord{0, 0});
    open.setGoal(Coord{9, 9});
    const auto across = createWalker("idastar");
    across->setup(open, WalkerSettings{});
    CHECK(across->note() == "threshold f \u2264 12.73, iteration 1");
    runToCompletion(*walker, iterationLimit(grid));

    CHECK(walker->state() == WalkState::ReachedGoal);
    CHECK(walker->stats().pathCost == 4.0);
    CHECK(walker->note() == "threshold f \u2264 4, iteration 2");
    const std::vector<Coord> expected = {{0, 0}, {0, 0}, {0, 1}, {1, 1}, {2, 1}, {2, 0}};
    CHECK(order.cells == expected);
    CHECK(walker->stats().expanded == 6);
    CHECK(walker->stats().reexpanded == 1); // the start, again in iteration 2
    CHECK(walker->path() == std::vector<Coord>{{0, 0}, {0, 1}, {1, 1}, {2, 1}, {2, 0}});
}

TEST_CASE("IDA* shows its current path open and the cells it backed out of closed", "[classic][idastar]") {
    // 4 neighbours, Manhattan, threshold h(S) = 4 from the first iteration. Children go least f first:
    // from S, right (f 4) before down (f 6, over the threshold: not pushed).
    const MapGrid grid = gridFromAscii({
        "S..#G",
        "...#.",
        ".....",
    });
    auto walker = createWalker("idastar");
    walker->setup(grid, fourNeighboursManhattan());
    // S; (1,0) f 4; (2,0) f 4; then (2,0)'s children, both over 4: back to the stack's next.
    for (int i = 0; i < 3; ++i)
        walker->iterate();
    CHECK(walker->current() == Coord{2, 0});
    CHECK(walker->cellState({0, 0}).visit == CellVisit::Open);
    CHECK(walker->cellState({1, 0}).visit == CellVisit::Open);
    CHECK(walker->cellState({2, 0}).visit == CellVisit::Open);
    CHECK(walker->cellState({2, 0}).g == 2.0);
    CHECK(walker->cellState({2, 0}).parent == Coord{1, 0});
    // The stack is empty: the next iterate() closes the path and starts iteration 2 at the least
    // f that exceeded 4: (2,1) at 3 + 3 = 6, (0,1) and (1,1) at 6 too.
    CHECK(walker->openSize() == 0);
    walker->iterate();
    CHECK(walker->note() == "threshold f \u2264 6, iteration 2");
    CHECK(walker->cellState({2, 0}).visit == CellVisit::Unseen); // a new iteration forgets the last
    runToCompletion(*walker, iterationLimit(grid));
    CHECK(walker->state() == WalkState::ReachedGoal);
    CHECK(walker->stats().pathCost == referenceDijkstra(grid, fourNeighboursManhattan().movement));
    CHECK(walker->stats().pathCost == 8.0);
}

TEST_CASE("IDA* matches the reference Dijkstra's cost whenever it reaches the goal on random maps",
          "[classic][idastar][optimality]") {
    Random random(0x1DA5);
    const std::vector<Movement> movements = allMovementSettings();
    int reached = 0;
    int gaveUp = 0;
    for (int map = 0; map < 200; ++map) {
        RandomMapOptions options;
        options.costShare = map % 4 == 3 ? 0.3 : 0.0;
        const MapGrid grid = randomSizedMap(random, 1, 10, options);
        WalkerSettings settings;
        settings.movement = movements[static_cast<std::size_t>(map) % movements.size()];
        settings.tieBreak = static_cast<TieBreak>(map % 3);
        const double optimal = referenceDijkstra(grid, settings.movement);
        const auto walker = finished("idastar", grid, settings);
        INFO("map " << map << ", " << movementLabel(settings.movement) << ", optimal " << optimal << "\n"
                    << asciiFromGrid(grid, walker->path()));
        if (walker->state() == WalkState::ReachedGoal) {
            ++reached;
            CHECK(pathProblem(grid, settings.movement, walker->path()) == "");
            CHECK(closeTo(walker->stats().pathCost, optimal));
            CHECK(closeTo(sumOfStepCosts(grid, settings.movement, walker->path()), optimal));
        } else if (walker->stats().gaveUp) {
            ++gaveUp;
            CHECK(walker->stats().expanded == 100 * grid.cellCount());
        } else {
            CHECK(std::isinf(optimal)); // "unreachable" only where it is
        }
    }
    CHECK(reached > 100);
    CHECK(gaveUp > 0); // the budget does run out on some of these maps
}

TEST_CASE("IDA* gives up after its node budget and says so", "[classic][idastar]") {
    const MapGrid grid = walledInGoal();
    WalkerSettings settings;
    settings.searchUnreachable = true; // search instead of seeing that the regions differ
    settings.nodeBudget = 500;
    const auto walker = finished("idastar", grid, settings);
    CHECK(walker->outcome() == Outcome::GaveUp);
    CHECK(walker->stats().expanded == 500);

    settings.searchUnreachable = false;
    const auto quick = finished("idastar", grid, settings);
    CHECK(quick->outcome() == Outcome::Unreachable);
    CHECK(quick->stats().expanded == 0);
    CHECK(quick->note() == "unreachable: different regions");

    // A goal on a wall is answered without a search, even when told to search.
    MapGrid onWall = gridFromAscii({"S..G"});
    onWall.setWall(*onWall.goal(), true);
    settings.searchUnreachable = true;
    const auto walled = finished("idastar", onWall, settings);
    CHECK(walled->outcome() == Outcome::Unreachable);
    CHECK(walled->stats().expanded == 0);
}

TEST_CASE("Depth-First (stack) runs north first, then clockwise, on a map worked by hand",
          "[classic][stack-depth-first]") {
    // 8 neighbours, diagonals always allowed. From S the stack takes N first: (0,1), then (0,0); E of
    // it (1,0); E again (2,0), (3,0); down the east side (3,1) and S onto the goal. The route costs
    // 7 where the cheapest, S-(1,3)-(2,2)-G, costs 1 + 2·√2.
    const MapGrid grid = gridFromAscii({
        "....",
        ".#..",
        "S#.G",
        "....",
    });
    WalkerSettings settings;
    settings.movement.diagonalRule = DiagonalRule::Always;
    auto walker = createWalker("stack-depth-first");
    ExpansionOrder order;
    walker->setListener(&order);
    walker->setup(grid, settings);
    runToCompletion(*walker, iterationLimit(grid));
    const std::vector<Coord> expected = {{0, 2}, {0, 1}, {0, 0}, {1, 0}, {2, 0}, {3, 0}, {3, 1}, {3, 2}};
    CHECK(order.cells == expected);
    CHECK(walker->path() == expected);
    CHECK(walker->stats().pathCost == 7.0);
    CHECK(walker->stats().expanded == 8);
    // Pushed: 3 from S, 2, 1, 2, 3, 2, 3: (1,0) and (2,1) twice.
    CHECK(walker->stats().generated == 16);
    CHECK(referenceDijkstra(grid, settings.movement) == Approx(1 + 2 * std::sqrt(2.0)));
}

TEST_CASE("Depth-First (stack) finds a legal path whenever one exists on random maps",
          "[classic][stack-depth-first]") {
    Random random(0xDF5);
    const std::vector<Movement> movements = allMovementSettings();
    for (int map = 0; map < 200; ++map) {
        RandomMapOptions options;
        options.costShare = map % 2 == 0 ? 0.3 : 0.0;
        const MapGrid grid = randomSizedMap(random, 1, 30, options);
        WalkerSettings settings;
        settings.movement = movements[static_cast<std::size_t>(map) % movements.size()];
        const auto walker = finished("stack-depth-first", grid, settings);
        const double optimal = referenceDijkstra(grid, settings.movement);
        INFO("map " << map << ", " << movementLabel(settings.movement) << "\n" << asciiFromGrid(grid));
        CHECK((walker->state() == WalkState::ReachedGoal) == std::isfinite(optimal));
        CHECK_FALSE(walker->stats().gaveUp);
        CHECK(walker->stats().expanded <= grid.cellCount()); // each cell once
        if (walker->state() == WalkState::ReachedGoal) {
            CHECK(pathProblem(grid, settings.movement, walker->path()) == "");
            CHECK(walker->stats().pathCost >= optimal * (1 - 1e-9));
        }
    }
}

TEST_CASE("Bounded A* with a bound of one loses 8 on a map worked by hand, and nothing with room",
          "[classic][bounded-astar]") {
    // 4 neighbours, Manhattan, larger g first (then first in). With room for one open cell, every
    // expansion keeps its best child: S → (1,1) → (2,1), where up and down tie at f 6 and down,
    // opened second, is dropped. Up leads along the top onto the 9 and down to G: 1+1+1+1+9+1 = 14.
    // The cheapest route goes along the bottom: 6. Dropped: N and S of S, N and S of (1,1), S of
    // (2,1); W of (2,0) is not opened, for it was opened before with a smaller g.
    const MapGrid grid = gridFromAscii({
        "....9",
        "S..#G",
        ".....",
    });
    WalkerSettings settings = fourNeighboursManhattan();
    settings.openBound = 1;
    const auto tight = finished("bounded-astar", grid, settings);
    CHECK(tight->state() == WalkState::ReachedGoal);
    CHECK(tight->stats().pathCost == 14.0);
    CHECK(tight->note() == "dropped 5 cells (open bound 1)");
    CHECK(tight->stats().expanded == 7);
    CHECK(pathProblem(grid, settings.movement, tight->path()) == "");

    const double optimal = referenceDijkstra(grid, settings.movement);
    CHECK(optimal == 6.0);
    settings.openBound = static_cast<std::uint64_t>(grid.cellCount());
    const auto roomy = finished("bounded-astar", grid, settings);
    CHECK(roomy->stats().pathCost == optimal);
    CHECK(roomy->note().empty());
}

TEST_CASE("Bounded A* gives up when it dropped the only route", "[classic][bounded-astar]") {
    // From S, right and down tie at f 6; down, opened second, is dropped. Right runs into a dead end,
    // the open list runs empty, and having dropped a cell it cannot say that the goal is unreachable.
    const MapGrid grid = gridFromAscii({
        "S..#",
        ".#.#",
        ".###",
        "...G",
    });
    WalkerSettings settings = fourNeighboursManhattan();
    settings.openBound = 1;
    const auto walker = finished("bounded-astar", grid, settings);
    CHECK(walker->outcome() == Outcome::GaveUp);
    CHECK(walker->note() == "dropped 1 cell (open bound 1)");
    CHECK(walker->stats().expanded == 4);
    CHECK(std::isfinite(referenceDijkstra(grid, settings.movement)));
}

TEST_CASE("Bounded A* with a bound of at least the map's cells finds A*'s cost on random maps",
          "[classic][bounded-astar][optimality]") {
    Random random(0xB0A5);
    const std::vector<Movement> movements = allMovementSettings();
    int reached = 0;
    int dearer = 0;
    for (int map = 0; map < 200; ++map) {
        RandomMapOptions options;
        options.costShare = map % 2 == 0 ? 0.3 : 0.0;
        const MapGrid grid = randomSizedMap(random, 1, 40, options);
        WalkerSettings settings;
        settings.movement = movements[static_cast<std::size_t>(map) % movements.size()];
        settings.tieBreak = static_cast<TieBreak>(map % 3);
        settings.openBound = static_cast<std::uint64_t>(grid.cellCount());
        const double optimal = referenceDijkstra(grid, settings.movement);
        const auto roomy = finished("bounded-astar", grid, settings);
        INFO("map " << map << ", " << movementLabel(settings.movement) << ", optimal " << optimal);
        CHECK((roomy->state() == WalkState::ReachedGoal) == std::isfinite(optimal));
        CHECK_FALSE(roomy->stats().gaveUp);
        if (roomy->state() == WalkState::ReachedGoal) {
            ++reached;
            CHECK(closeTo(roomy->stats().pathCost, optimal));
        }
        // A tight bound: a legal path never cheaper than the optimum, or an honest answer.
        settings.openBound = 4;
        const auto tight = finished("bounded-astar", grid, settings);
        if (tight->state() == WalkState::ReachedGoal) {
            CHECK(pathProblem(grid, settings.movement, tight->path()) == "");
            CHECK(tight->stats().pathCost >= optimal * (1 - 1e-9));
            dearer += tight->stats().pathCost > optimal * (1 + 1e-9) ? 1 : 0;
        } else if (!tight->stats().gaveUp) {
            CHECK(std::isinf(optimal));
        }
    }
    CHECK(reached > 100);
    CHECK(dearer > 0);
}

TEST_CASE("IDA*, Depth-First (stack) and Bounded A* end on unreachable goals", "[classic]") {
    const MapGrid grid = walledInGoal();
    WalkerSettings settings;
    // By default the map's regions answer at once.
    for (const char* name : {"idastar", "stack-depth-first", "bounded-astar"}) {
        INFO(name);
        const auto walker = finished(name, grid, settings);
        CHECK(walker->outcome() == Outcome::Unreachable);
        CHECK(walker->stats().expanded == 0);
    }

    // Told to search: the stack search expands each of the start's 16 cells once.
    settings.searchUnreachable = true;
    const auto stack = finished("stack-depth-first", grid, settings);
    CHECK(stack->outcome() == Outcome::Unreachable);
    CHECK(stack->stats().expanded == 16);

    // With room for every cell nothing is dropped: the goal is shown unreachable. With room for
    // two, cells are dropped and it cannot tell.
    settings.openBound = 24;
    const auto roomy = finished("bounded-astar", grid, settings);
    CHECK(roomy->outcome() == Outcome::Unreachable);
    settings.openBound = 2;
    const auto tight = finished("bounded-astar", grid, settings);
    CHECK(tight->outcome() == Outcome::GaveUp);

    // IDA* tries routes until its budget runs out (its test above).
}

TEST_CASE("The path explainer names what the stack search and the bounded open list lost by",
          "[classic][suboptimality]") {
    WalkerSettings always;
    always.movement.diagonalRule = DiagonalRule::Always;
    const MapGrid winding = gridFromAscii({
        "....",
        ".#..",
        "S#.G",
        "....",
    });
    const auto stack = finished("stack-depth-first", winding, always);
    const SuboptimalityReport first = explainSuboptimality(winding, *stack);
    CHECK(first.cause == SuboptimalCause::FirstRoute);
    CHECK_THAT(first.explanation, Catch::Contains("keeps the first route that reaches the goal, 7 moves"));

    const MapGrid trap = gridFromAscii({
        "....9",
        "S..#G",
        ".....",
    });
    WalkerSettings settings = fourNeighboursManhattan();
    settings.openBound = 1;
    const auto bounded = finished("bounded-astar", trap, settings);
    const SuboptimalityReport dropped = explainSuboptimality(trap, *bounded);
    CHECK(dropped.cause == SuboptimalCause::DroppedNodes);
    CHECK(dropped.walkCost - dropped.optimalCost == 8.0);
    CHECK_THAT(dropped.explanation, Catch::Contains("keeps at most 1 cell on its open list"));
}
