// HPA*'s abstract map built apart from the walker (WalkerPreparation): on a copy of the map, then
// adopted, with edits after the copy brought up to date cluster by cluster; stopped builds ignored.

#include "pathfinder/basics/random.h"
#include "pathfinder/registry/walker_registry.h"
#include "pathfinder/search/run.h"

#include "core/path_checks.h"
#include "support/random_map.h"
#include "walkers/hierarchical/hpa_star.h"

#include <atomic>
#include <catch2/catch.hpp>
#include <memory>

using namespace pathfinder;
using namespace pathfinder::testing;

namespace {

MapGrid randomWalls(Random& random) {
    RandomMapOptions options;
    options.wallDensity = 0.25;
    options.costShare = 0.2;
    return randomMap(random, 50, 37, options);
}

/// The walker's path cost on the grid, run to its end.
double costOf(MapGridWalker& walker, const MapGrid& grid) {
    runToCompletion(walker, iterationLimit(grid));
    return walker.state() == WalkState::ReachedGoal ? walker.stats().pathCost : -1.0;
}

} // namespace

TEST_CASE("HPA* adopts an abstract map built on a copy and searches as with its own", "[hpastar]") {
    Random random(31337);
    for (int round = 0; round < 10; ++round) {
        MapGrid grid = randomWalls(random);
        WalkerSettings settings;
        settings.clusterSize = 8;
        HpaStarWalker adopting;
        REQUIRE(adopting.needsPreparation(grid, settings));
        const std::unique_ptr<WalkerPreparation> preparation = adopting.preparation(grid, settings);
        REQUIRE(preparation);
        CHECK(preparation->what() == "the HPA* abstract map");
        const std::atomic<bool> go{false};
        preparation->run(go);
        // Every other round, walls change after the copy: reset updates the clusters round them.
        if (round % 2 == 1)
            for (int i = 0; i < 12; ++i) {
                const Coord c = randomCell(random, grid);
                if (c != grid.start() && c != grid.goal())
                    grid.setWall(c, !grid.isWall(c));
            }
        adopting.adopt(*preparation);
        CHECK_FALSE(adopting.needsPreparation(grid, settings));
        adopting.setup(grid, settings);
        CHECK(adopting.preprocessNs() >= preparation->buildNs());

        HpaStarWalker own;
        own.setup(grid, settings);
        INFO("round " << round);
        CHECK(adopting.abstractMap().transitionCount() == own.abstractMap().transitionCount());
        CHECK(adopting.abstractMap().clusterCount() == own.abstractMap().clusterCount());
        const double cost = costOf(adopting, grid);
        CHECK(cost == costOf(own, grid));
        if (cost >= 0.0)
            CHECK(pathProblem(grid, settings.movement, adopting.path()) == "");
    }
}

TEST_CASE("HPA* ignores a stopped build and needs none on a map it refuses", "[hpastar]") {
    Random random(5);
    MapGrid grid = randomWalls(random);
    WalkerSettings settings;
    HpaStarWalker walker;
    const std::unique_ptr<WalkerPreparation> stopped = walker.preparation(grid, settings);
    REQUIRE(stopped);
    const std::atomic<bool> stop{true};
    stopped->run(stop);
    walker.adopt(*stopped);
    CHECK(walker.needsPreparation(grid, settings));
    // Another cluster size needs another abstract map.
    walker.setup(grid, settings);
    CHECK_FALSE(walker.needsPreparation(grid, settings));
    WalkerSettings larger = settings;
    larger.clusterSize = settings.clusterSize * 2;
    CHECK(walker.needsPreparation(grid, larger));
    // Another walker's preparation is not taken.
    const std::unique_ptr<MapGridWalker> jpsPlus = createWalker("jps-plus");
    const std::unique_ptr<WalkerPreparation> table = jpsPlus->preparation(grid, WalkerSettings{});
    REQUIRE(table);
    const std::atomic<bool> go{false};
    table->run(go);
    walker.adopt(*table);
    CHECK_FALSE(walker.needsPreparation(grid, settings));
    CHECK(walker.preparation(grid, settings) == nullptr);
}
