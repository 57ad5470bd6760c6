// A* and Best-First with landmarks (the differential heuristic): optimal costs against the reference
// Dijkstra, expansions against the base heuristic alone, the tables kept across queries and built
// afresh after edits, bad landmark cells and tables past the byte limit.

#include "pathfinder/basics/random.h"
#include "pathfinder/grid/landmarks.h"
#include "pathfinder/grid/map_grid.h"
#include "pathfinder/registry/walker_registry.h"
#include "pathfinder/search/run.h"
#include "pathfinder/search/walker.h"

#include "core/ascii_grid.h"
#include "core/path_checks.h"
#include "core/reference_dijkstra.h"
#include "core/reference_shaped.h"
#include "core/shaped_cases.h"
#include "support/random_map.h"

#include <catch2/catch.hpp>
#include <cmath>
#include <memory>
#include <stdexcept>
#include <string>
#include <vector>

using namespace pathfinder;
using namespace pathfinder::testing;

namespace {

std::unique_ptr<MapGridWalker> ranToEnd(const std::string& name, const MapGrid& grid,
                                        const WalkerSettings& settings) {
    auto walker = createWalker(name);
    REQUIRE(walker != nullptr);
    walker->setup(grid, settings);
    runToCompletion(*walker, iterationLimit(grid));
    REQUIRE(walker->finished());
    return walker;
}

/// Cells v the unit can enter with g*(v) + h(v) < C*, where g* is the reference's least cost from the
/// start and h the estimate the walker reports for v once it has seen it: A* with a consistent h
/// expands every such cell whatever its tie-break.
std::size_t surelyExpanded(const MapGrid& grid, const Movement& movement, const MapGridWalker& walker,
                           double best) {
    const std::vector<double> g = referenceDistances(grid, movement);
    std::size_t count = 0;
    for (int y = 0; y < grid.height(); ++y)
        for (int x = 0; x < grid.width(); ++x) {
            const CellView view = walker.cellState({x, y});
            const double gStar = g[grid.cellIndex({x, y})];
            if (view.visit != CellVisit::Unseen && gStar + view.h < best - 1e-9)
                ++count;
        }
    return count;
}

} // namespace

TEST_CASE("A* with landmarks finds the reference Dijkstra's cost on random maps", "[landmarks][astar]") {
    Random random(0xa17);
    const std::vector<Movement> movements = allMovementSettings();
    for (int index = 0; index < 60; ++index) {
        RandomMapOptions options;
        options.costShare = index % 2 == 0 ? 0.3 : 0.0;
        options.terrainShare = index % 3 == 0 ? 0.3 : 0.0;
        const MapGrid grid = randomSizedMap(random, 1, 24, options);
        WalkerSettings settings;
        settings.movement = movements[static_cast<std::size_t>(index) % movements.size()];
        settings.landmarks = 1 + static_cast<std::uint64_t>(index) % 8;
        if (index % 5 == 4)
            settings.landmarkCells = std::to_string(grid.goal()->x) + "," + std::to_string(grid.goal()->y);
        const double optimal = referenceDijkstra(grid, settings.movement);
        INFO("map #" << index << " " << movementLabel(settings.movement) << "\n" << asciiFromGrid(grid));
        const auto walker = ranToEnd("astar", grid, settings);
        if (std::isinf(optimal)) {
            CHECK(walker->state() == WalkState::UnableToReachGoal);
            continue;
        }
        REQUIRE(walker->state() == WalkState::ReachedGoal);
        CHECK(walker->stats().pathCost == Approx(optimal).epsilon(1e-9));
        CHECK(walker->stats().reexpanded == 0); // consistent: no closed cell is reopened
        CHECK(walker->stats().heuristicBytes > 0);
        CHECK(walker->note().empty());
    }
}

TEST_CASE("A* with landmarks is optimal on hex maps, sides and heights", "[landmarks][astar]") {
    for (const ShapedFamily family : {ShapedFamily::Hex, ShapedFamily::Sides, ShapedFamily::Slopes}) {
        for (const ShapedCase& c : makeShapedCases(family, 20, 0x1a2d + static_cast<int>(family))) {
            WalkerSettings settings;
            settings.movement = c.movement;
            settings.heuristic = c.heuristic;
            settings.landmarks = 1 + static_cast<std::uint64_t>(c.index) % 8;
            settings.searchUnreachable = true;
            INFO(c.label());
            const auto walker = ranToEnd("astar", c.grid, settings);
            if (!c.reachable()) {
                CHECK(walker->state() == WalkState::UnableToReachGoal);
                continue;
            }
            REQUIRE(walker->state() == WalkState::ReachedGoal);
            CHECK(walker->stats().pathCost == Approx(c.optimalCost).epsilon(1e-9));
            CHECK(shapedPathCost(c.grid, c.movement, walker->path()) == Approx(c.optimalCost).epsilon(1e-9));
        }
    }
}

TEST_CASE("Landmarks never make A* expand more cells than the base heuristic alone", "[landmarks][astar]") {
    Random random(0xe59);
    const std::vector<Movement> movements = allMovementSettings();
    for (int index = 0; index < 80; ++index) {
        RandomMapOptions options;
        options.costShare = index % 2 == 0 ? 0.3 : 0.0;
        options.terrainShare = index % 3 == 0 ? 0.2 : 0.0;
        const MapGrid grid = randomSizedMap(random, 8, 32, options);
        WalkerSettings base;
        base.movement = movements[static_cast<std::size_t>(index) % movements.size()];
        WalkerSettings alt = base;
        alt.landmarks = 1 + static_cast<std::uint64_t>(index) % 8;
        const double optimal = referenceDijkstra(grid, base.movement);
        if (std::isinf(optimal))
            continue;
        INFO("map #" << index << " " << movementLabel(base.movement) << ", " << alt.landmarks
                     << " landmarks\n"
                     << asciiFromGrid(grid));
        const auto plain = ranToEnd("astar", grid, base);
        const auto sharper = ranToEnd("astar", grid, alt);
        CHECK(sharper->stats().pathCost == Approx(optimal).epsilon(1e-9));
        CHECK(sharper->stats().expanded <= plain->stats().expanded);
        // What holds whatever the ties: the cells below C*, which both expand, are fewer with landmarks.
        CHECK(surelyExpanded(grid, base.movement, *sharper, optimal) <=
              surelyExpanded(grid, base.movement, *plain, optimal));
    }
}

TEST_CASE("Best-First with landmarks reaches the goal on random maps", "[landmarks][best-first]") {
    Random random(0xbe5);
    for (int index = 0; index < 30; ++index) {
        RandomMapOptions options;
        options.costShare = 0.3;
        const MapGrid grid = randomSizedMap(random, 1, 16, options);
        WalkerSettings settings;
        settings.landmarks = 4;
        const double optimal = referenceDijkstra(grid, settings.movement);
        const auto walker = ranToEnd("best-first", grid, settings);
        INFO("map #" << index << "\n" << asciiFromGrid(grid));
        CHECK(walker->state() ==
              (std::isinf(optimal) ? WalkState::UnableToReachGoal : WalkState::ReachedGoal));
        if (walker->state() == WalkState::ReachedGoal)
            CHECK(walker->stats().pathCost >= optimal - 1e-9);
    }
}

TEST_CASE("Landmark tables are kept across queries and built afresh after an edit", "[landmarks][astar]") {
    MapGrid grid = gridFromAscii({
        "S.........",
        ".########.",
        "........3G",
    });
    WalkerSettings settings;
    settings.landmarks = 2;
    auto walker = createWalker("astar");
    walker->setup(grid, settings);
    CHECK(walker->stats().heuristicBuildNs > 0);
    const auto bytes = walker->stats().heuristicBytes;
    CHECK(bytes == 2 * grid.paddedSize() * sizeof(double) * 2); // costs differ: both ways
    grid.setStart(Coord{5, 0});
    walker->reset();
    CHECK(walker->stats().heuristicBuildNs == 0); // the same cells: the tables are kept
    CHECK(walker->stats().heuristicBytes == bytes);
    runToCompletion(*walker, iterationLimit(grid));
    CHECK(walker->stats().pathCost == referenceDijkstra(grid, settings.movement));
    grid.setWall(Coord{9, 1}, true);
    walker->reset();
    CHECK(walker->stats().heuristicBuildNs > 0); // the cells changed: built afresh
    runToCompletion(*walker, iterationLimit(grid));
    CHECK(walker->state() == WalkState::ReachedGoal);
    CHECK(walker->stats().pathCost == referenceDijkstra(grid, settings.movement));
}

TEST_CASE("Bad landmark cells are refused with the pair and what is wrong", "[landmarks][astar]") {
    const MapGrid grid = gridFromAscii({
        "S..",
        ".#G",
    });
    WalkerSettings settings;
    SECTION("badly written: the settings are refused") {
        settings.landmarkCells = "0,0 1;1";
        CHECK(
            settingsProblem(settings) ==
            "landmark-cells: pair 2 '1;1': expected X,Y (two whole numbers separated by a comma, no spaces), "
            "found '1;1'");
        auto walker = createWalker("astar");
        CHECK_THROWS_AS(walker->setup(grid, settings), std::invalid_argument);
    }
    SECTION("on a wall or off the map: the walk gives up and says why") {
        settings.landmarkCells = "0,0 1,1";
        const auto onWall = ranToEnd("astar", grid, settings);
        CHECK(onWall->stats().gaveUp);
        CHECK(onWall->path().empty());
        CHECK(onWall->note() == "landmark-cells: pair 2 '1,1': (1,1) is a cell the unit cannot enter");
        settings.landmarkCells = "5,0";
        const auto off = ranToEnd("best-first", grid, settings);
        CHECK(off->stats().gaveUp);
        CHECK(off->note() == "landmark-cells: pair 1 '5,0': (5,0) is outside the 3 x 2 map");
    }
}

TEST_CASE("A walk refused for a landmark on a wall searches once the wall is gone", "[landmarks][astar]") {
    MapGrid grid = gridFromAscii({
        "S..",
        ".#G",
    });
    WalkerSettings settings;
    settings.landmarkCells = "1,1";
    auto walker = createWalker("astar");
    walker->setup(grid, settings);
    runToCompletion(*walker, iterationLimit(grid));
    CHECK(walker->stats().gaveUp);
    grid.setWall(Coord{1, 1}, false);
    runToCompletion(*walker, iterationLimit(grid));
    CHECK(walker->state() == WalkState::ReachedGoal);
    CHECK(walker->note().empty());
    CHECK(walker->stats().pathCost == referenceDijkstra(grid, settings.movement));
    grid.setStart(std::nullopt);
    runToCompletion(*walker, iterationLimit(grid));
    CHECK(walker->state() == WalkState::UnableToReachGoal);
    CHECK_FALSE(walker->stats().gaveUp); // no start: unreachable, not a refusal of the landmarks
}

TEST_CASE("Landmarks past the byte limit are left out and the run says why", "[landmarks][astar]") {
    MapGrid grid(723, 723);
    grid.setStart(Coord{0, 0});
    grid.setGoal(Coord{6, 3});
    WalkerSettings settings;
    settings.landmarks = 64;
    const auto walker = ranToEnd("astar", grid, settings);
    CHECK(walker->state() == WalkState::ReachedGoal);
    CHECK(walker->stats().pathCost == Approx(3 + 3 * std::sqrt(2.0)));
    CHECK(walker->stats().heuristicBytes == 0);
    CHECK(walker->note() ==
          "landmarks left out: their tables would take 257 MiB, above the limit of 256 MiB");
}
