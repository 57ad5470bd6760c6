#include "pathfinder/basics/random.h"
#include "pathfinder/grid/map_grid.h"
#include "pathfinder/registry/walker_registry.h"
#include "pathfinder/search/walker.h"

#include "core/ascii_grid.h"
#include "core/path_checks.h"
#include "core/reference_dijkstra.h"
#include "core/reference_shaped.h"
#include "core/shaped_cases.h"
#include "core/walker_helpers.h"
#include "support/random_map.h"

#include <catch2/catch.hpp>
#include <cmath>
#include <memory>
#include <string>
#include <vector>

using namespace pathfinder;
using namespace pathfinder::testing;

namespace {

/// The least cost from every cell to the goal (infinity from walls and cells that cannot reach it),
/// y·width + x: the reference of reference_shaped.h run from each cell in turn.
std::vector<double> costsToGoal(const MapGrid& grid, const Movement& movement) {
    std::vector<double> costs(grid.cellCount(), std::numeric_limits<double>::infinity());
    const Coord goal = *grid.goal();
    for (int y = 0; y < grid.height(); ++y)
        for (int x = 0; x < grid.width(); ++x)
            costs[static_cast<std::size_t>(y) * grid.width() + x] = shapedDistancesFrom(
                grid, movement, {x, y})[static_cast<std::size_t>(goal.y) * grid.width() + goal.x];
    return costs;
}

/// Iterates the walker until its run ends: every trial is bounded by the step limit, and the
/// trials by the trials setting or the cap.
void runToEnd(MapGridWalker& walker) {
    for (std::uint64_t i = 0; i < 50'000'000 && !walker.finished(); ++i)
        walker.iterate();
    REQUIRE(walker.finished());
}

MapGrid randomTerrainMap(Random& random, int maxSide) {
    RandomMapOptions options;
    options.costShare = 0.3;
    options.terrainShare = 0.15;
    options.maxWallDensity = 0.35;
    return randomSizedMap(random, 2, maxSide, options);
}

} // namespace

TEST_CASE("Real-time agents run to convergence walk the reference Dijkstra's least cost",
          "[realtime][optimality]") {
    const std::string name = GENERATE("lrtastar", "rtaastar");
    const std::uint64_t lookahead = GENERATE(1, 4, 30);
    Random random(0x27A + lookahead + (name == "lrtastar" ? 0 : 1000));
    int reached = 0;
    for (const Movement& movement : allMovementSettings()) {
        for (int map = 0; map < 8; ++map) {
            MapGrid grid = randomTerrainMap(random, 10);
            if (map % 4 == 3)
                grid.setTopology(Topology::Hex);
            CAPTURE(name, lookahead, movementLabel(movement), map, asciiFromGrid(grid));
            const double optimum = referenceShapedDijkstra(grid, movement);
            auto walker = createWalker(name);
            WalkerSettings settings;
            settings.movement = movement;
            settings.lookahead = lookahead;
            settings.searchUnreachable = map % 2 == 0;
            walker->setup(grid, settings);
            runToEnd(*walker);
            if (std::isinf(optimum)) {
                // Found out alone, an agent may walk to its step limit: it ends either way.
                CHECK(walker->state() == WalkState::UnableToReachGoal);
                continue;
            }
            ++reached;
            REQUIRE(walker->state() == WalkState::ReachedGoal);
            CHECK(walker->stats().trials >= 1);
            CHECK(walker->note().empty()); // the values settled
            CHECK(closeTo(walker->stats().pathCost, optimum));
            CHECK(shapedPathProblem(grid, movement, walker->path()).empty());
            CHECK(closeTo(shapedPathCost(grid, movement, walker->path()), optimum));
        }
    }
    CHECK(reached > 20);
}

TEST_CASE("Every trial reaches a reachable goal, and learned values only rise and never pass the true cost",
          "[realtime]") {
    const std::string name = GENERATE("lrtastar", "rtaastar");
    const std::uint64_t lookahead = GENERATE(1, 6);
    Random random(0x1EA + lookahead + (name == "lrtastar" ? 0 : 500));
    int checkedTrials = 0;
    int learnedCells = 0;
    for (int map = 0; map < 24; ++map) {
        const std::vector<Movement> movements = allMovementSettings();
        const Movement movement = movements[static_cast<std::size_t>(map) % movements.size()];
        MapGrid grid = randomTerrainMap(random, 8);
        if (map % 5 == 4)
            grid.setTopology(Topology::Hex);
        if (std::isinf(referenceShapedDijkstra(grid, movement)))
            continue;
        CAPTURE(name, lookahead, movementLabel(movement), map, asciiFromGrid(grid));
        const std::vector<double> truth = costsToGoal(grid, movement);
        auto walker = createWalker(name);
        WalkerSettings settings;
        settings.movement = movement;
        settings.lookahead = lookahead;
        settings.trials = 1 + static_cast<std::uint64_t>(map % 4);
        walker->setup(grid, settings);
        std::vector<double> previous(grid.cellCount(), 0.0);
        const auto values = [&] {
            std::vector<double> now(grid.cellCount(), 0.0);
            for (int y = 0; y < grid.height(); ++y)
                for (int x = 0; x < grid.width(); ++x)
                    now[static_cast<std::size_t>(y) * grid.width() + x] = walker->cellState({x, y}).h;
            return now;
        };
        previous = values();
        while (!walker->finished()) {
            walker->iterate();
            const std::vector<double> now = values();
            for (std::size_t i = 0; i < now.size(); ++i) {
                const Coord c{static_cast<int>(i % grid.width()), static_cast<int>(i / grid.width())};
                if (!isFreeCell(grid, c))
                    continue;
                CAPTURE(coordLabel(c));
                REQUIRE(now[i] >= previous[i]);
                REQUIRE(now[i] <= truth[i] * (1 + 1e-9) + 1e-9);
                const auto learned = walker->cellState(c).learned;
                REQUIRE(learned.has_value() ==
                        (now[i] > heuristic(settings.heuristic, c, *grid.goal(), movement, grid.topology()) *
                                      grid.leastEntryFactor()));
            }
            previous = now;
        }
        // Each trial ended on the goal (a trial that did not would have ended the run as gave-up).
        REQUIRE(walker->state() == WalkState::ReachedGoal);
        CHECK(walker->stats().trials >= 1);
        CHECK(walker->stats().trials <= settings.trials);
        checkedTrials += static_cast<int>(walker->stats().trials);
        for (int y = 0; y < grid.height(); ++y)
            for (int x = 0; x < grid.width(); ++x)
                learnedCells += walker->cellState({x, y}).learned ? 1 : 0;
    }
    CHECK(checkedTrials > 15);
    CHECK(learnedCells > 0);
}

TEST_CASE("On a winding corridor every lookahead settles on the least cost", "[realtime]") {
    // The estimate points through the walls: the small lookaheads learn the corridor cell by cell.
    const MapGrid grid = gridFromAscii({
        "S.........", //
        "#########.", //
        "..........", //
        ".#########", //
        ".........G", //
    });
    const double optimum = referenceDijkstra(grid, Movement{});
    for (const char* name : {"lrtastar", "rtaastar"})
        for (const std::uint64_t lookahead : {1, 2, 8, 200}) {
            CAPTURE(name, lookahead);
            auto walker = createWalker(name);
            WalkerSettings settings;
            settings.lookahead = lookahead;
            walker->setup(grid, settings);
            runToEnd(*walker);
            REQUIRE(walker->state() == WalkState::ReachedGoal);
            CHECK(closeTo(walker->stats().pathCost, optimum));
            CHECK(walker->trail() == walker->path()); // the settled trial walks no loop
        }
}

TEST_CASE("Real-time agents settle on the least cost on maps with hex cells, sides and slopes",
          "[realtime][shaped]") {
    const std::string name = GENERATE("lrtastar", "rtaastar");
    const ShapedFamily family = GENERATE(ShapedFamily::Hex, ShapedFamily::Sides, ShapedFamily::Slopes);
    int settled = 0;
    int trapped = 0;
    for (const ShapedCase& c : makeShapedCases(family, 40, 0x5EA1 + static_cast<int>(family))) {
        CAPTURE(name, c.label());
        auto walker = createWalker(name);
        WalkerSettings settings;
        settings.movement = c.movement;
        settings.heuristic = c.heuristic;
        settings.lookahead = 1 + static_cast<std::uint64_t>(c.index % 3) * 5;
        walker->setup(c.grid, settings);
        runToEnd(*walker);
        if (!c.reachable()) {
            CHECK(walker->state() == WalkState::UnableToReachGoal);
            continue;
        }
        // With one-way sides the agent may walk where it cannot come back from: it gives up.
        if (walker->state() != WalkState::ReachedGoal && c.grid.oneWaySideCount() > 0) {
            CHECK(walker->stats().gaveUp);
            ++trapped;
            continue;
        }
        REQUIRE(walker->state() == WalkState::ReachedGoal);
        CHECK(shapedPathProblem(c.grid, c.movement, walker->path()).empty());
        CHECK(closeTo(walker->stats().pathCost, c.optimalCost));
        ++settled;
    }
    CHECK(settled > 15);
    CHECK(trapped < settled);
}

TEST_CASE("A real-time agent reset after a run forgets it: the next run is a fresh agent's", "[realtime]") {
    // The per-cell records live in zero-filled pages, and a reset zeroes only the blocks the last
    // run wrote: maps up to 40 × 40 span several blocks.
    const std::string name = GENERATE("lrtastar", "rtaastar");
    Random random(name == "lrtastar" ? 0x51 : 0x52);
    for (int map = 0; map < 12; ++map) {
        MapGrid grid = randomTerrainMap(random, 40);
        CAPTURE(name, map, asciiFromGrid(grid));
        WalkerSettings settings;
        settings.movement =
            allMovementSettings()[static_cast<std::size_t>(map) % allMovementSettings().size()];
        settings.lookahead = map % 3 == 0 ? 1 : 9;
        auto fresh = createWalker(name);
        fresh->setup(grid, settings);
        runToEnd(*fresh);
        auto reused = createWalker(name);
        reused->setup(grid, settings);
        runToEnd(*reused);
        reused->reset();
        // Nothing learned and nothing visited is left, but the agent on the start.
        for (int y = 0; y < grid.height(); ++y)
            for (int x = 0; x < grid.width(); ++x) {
                const CellView view = reused->cellState({x, y});
                CHECK_FALSE(view.learned.has_value());
                CHECK(view.visits == (grid.start() == Coord{x, y} && !grid.isBlocked({x, y}) ? 1 : 0));
            }
        runToEnd(*reused);
        CHECK(reused->state() == fresh->state());
        CHECK(reused->stats().trials == fresh->stats().trials);
        CHECK(reused->stats().expanded == fresh->stats().expanded);
        CHECK(reused->stats().pathSteps == fresh->stats().pathSteps);
        CHECK(reused->path() == fresh->path());
    }
}
