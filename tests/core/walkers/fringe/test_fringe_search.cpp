// Fringe Search against a map worked by hand and the reference Dijkstra of reference_dijkstra.h.

#include "pathfinder/basics/random.h"
#include "pathfinder/grid/map_grid.h"
#include "pathfinder/registry/walker_registry.h"
#include "pathfinder/search/run.h"
#include "pathfinder/search/walker.h"

#include "core/ascii_grid.h"
#include "core/path_checks.h"
#include "core/reference_dijkstra.h"
#include "support/random_map.h"
#include "walkers/fringe/fringe_search.h"

#include <catch2/catch.hpp>
#include <cmath>
#include <memory>
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

} // namespace

TEST_CASE("Fringe Search raises its threshold to the least f above it, on a map worked by hand", "[fringe]") {
    // 4 neighbours, Manhattan. Pass 1, flimit = h(S) = 2: S is expanded; its one child (0,1) has
    // f = 1 + 3 = 4 and waits. Pass 2, flimit = 4: (0,1), (1,1), (2,1) and the goal, each f = 4,
    // each put right after its parent and expanded in the same pass.
    const MapGrid grid = gridFromAscii({
        "S#G",
        "...",
    });
    FringeSearchWalker walker;
    ExpansionOrder order;
    walker.setListener(&order);
    WalkerSettings settings;
    settings.movement.neighbours = 4;
    settings.heuristic = HeuristicKind::Manhattan;
    walker.setup(grid, settings);
    CHECK(walker.threshold() == 2.0);
    CHECK(walker.searchNote() == "threshold f \u2264 2, pass 1");
    runToCompletion(walker, iterationLimit(grid));
    REQUIRE(walker.state() == WalkState::ReachedGoal);
    CHECK(walker.pass() == 2);
    CHECK(walker.threshold() == 4.0);
    CHECK(order.cells == std::vector<Coord>{{0, 0}, {0, 1}, {1, 1}, {2, 1}, {2, 0}});
    CHECK(walker.path() == std::vector<Coord>{{0, 0}, {0, 1}, {1, 1}, {2, 1}, {2, 0}});
    CHECK(walker.stats().expanded == 5);
}

TEST_CASE("Fringe Search finds least-cost paths on random maps under every movement rule", "[fringe]") {
    Random random(0xf121e5u);
    const std::vector<Movement> movements = allMovementSettings();
    for (int trial = 0; trial < 120; ++trial) {
        RandomMapOptions options;
        options.costShare = trial % 3 == 0 ? 0.3 : 0.0;
        options.terrainShare = trial % 3 == 1 ? 0.3 : 0.0;
        const MapGrid grid = randomSizedMap(random, 4, 20, options);
        WalkerSettings settings;
        settings.movement = movements[static_cast<std::size_t>(trial) % movements.size()];
        settings.heuristic = trial % 4 == 0 ? HeuristicKind::Zero : HeuristicKind::Octile;
        settings.searchUnreachable = trial % 2 == 0;
        INFO("trial " << trial << ", " << movementLabel(settings.movement));
        auto walker = createWalker("fringe");
        REQUIRE(walker != nullptr);
        walker->setup(grid, settings);
        runToCompletion(*walker, iterationLimit(grid));
        REQUIRE(walker->finished());
        const double reference = referenceDijkstra(grid, settings.movement);
        if (std::isinf(reference)) {
            CHECK(walker->state() == WalkState::UnableToReachGoal);
            continue;
        }
        REQUIRE(walker->state() == WalkState::ReachedGoal);
        CHECK(pathProblem(grid, settings.movement, walker->path()).empty());
        CHECK(closeTo(sumOfStepCosts(grid, settings.movement, walker->path()), reference));
    }
}

TEST_CASE("Fringe Search empties its fringe and gives up on a walled-in goal", "[fringe]") {
    const MapGrid grid = gridFromAscii({
        "S...#.",
        "....#.",
        "....#G",
        "....#.",
    });
    WalkerSettings settings;
    settings.searchUnreachable = true;
    auto walker = createWalker("fringe");
    walker->setup(grid, settings);
    runToCompletion(*walker, iterationLimit(grid));
    CHECK(walker->state() == WalkState::UnableToReachGoal);
    CHECK(walker->openSize() == 0);
    // Every cell left of the wall was expanded; none right of it was seen.
    for (int y = 0; y < 4; ++y)
        for (int x = 0; x < 6; ++x) {
            INFO(coordLabel({x, y}));
            const CellVisit expected = x < 4 ? CellVisit::Closed : CellVisit::Unseen;
            CHECK(walker->cellState({x, y}).visit == expected);
        }
    CHECK(walker->stats().expanded >= 16);
}
