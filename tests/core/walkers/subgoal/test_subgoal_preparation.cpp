// The subgoal graph built apart from the walker (WalkerPreparation): on a copy of the map, stopped,
// for cells that changed since, and not at all where the walker searches without a graph.

#include "pathfinder/registry/walker_registry.h"

#include "subgoal_checks.h"
#include "walkers/subgoal/subgoal_walker.h"

#include <atomic>

using namespace pathfinder;
using namespace pathfinder::testing;

TEST_CASE("A subgoal graph built on a copy of the map is adopted by the walker", "[subgoal-graph]") {
    Random random(4242);
    for (int round = 0; round < 12; ++round) {
        MapGrid grid = randomMap(random, 40, 30, subgoalWalls(0.3));
        const WalkerSettings settings;
        SubgoalGraphWalker walker;
        REQUIRE(walker.needsPreparation(grid, settings));
        std::unique_ptr<WalkerPreparation> preparation = walker.preparation(grid, settings);
        REQUIRE(preparation);
        CHECK(preparation->what() == "the subgoal graph");
        const std::atomic<bool> stop{false};
        preparation->run(stop);
        CHECK(preparation->buildNs() > 0);
        walker.adopt(*preparation);
        CHECK_FALSE(walker.needsPreparation(grid, settings));
        walker.setup(grid, settings);
        INFO("round " << round << ": " << walker.note());
        // The adopted graph is the one the walker would have built, and its time is this reset's.
        SubgoalGraph own;
        own.build(grid, SubgoalGraph::kSqrt2Length, true);
        CHECK(walker.graph().subgoalCount() == own.subgoalCount());
        CHECK(walker.graph().edgeCount() == own.edgeCount());
        CHECK(walker.graph().globalCount() == own.globalCount());
        CHECK(walker.stats().heuristicBuildNs == preparation->buildNs());
        CHECK(walker.note().find("apart from it, on a copy of the map") != std::string::npos);
        checkSubgoalOptimal(walker, grid, settings.movement);
        // The next reset on the same cells keeps it.
        walker.reset();
        CHECK(walker.stats().heuristicBuildNs == 0);
    }
}

TEST_CASE("A subgoal graph's preparation that is stopped or outdated is not used", "[subgoal-graph]") {
    Random random(77);
    MapGrid grid = randomMap(random, 40, 30, subgoalWalls(0.3));
    const WalkerSettings settings;
    SubgoalGraphWalker walker;

    // Stopped before it began: nothing built, nothing adopted.
    std::unique_ptr<WalkerPreparation> stopped = walker.preparation(grid, settings);
    const std::atomic<bool> stop{true};
    stopped->run(stop);
    walker.adopt(*stopped);
    CHECK(walker.needsPreparation(grid, settings));

    // Built for cells that an edit changed since: the walker builds its own at reset.
    std::unique_ptr<WalkerPreparation> outdated = walker.preparation(grid, settings);
    for (int x = 5; x < 35; ++x)
        grid.setWall({x, 15}, true);
    const std::atomic<bool> go{false};
    outdated->run(go);
    walker.adopt(*outdated);
    CHECK(walker.needsPreparation(grid, settings));
    walker.setup(grid, settings);
    CHECK(walker.note().find("at this reset") != std::string::npos);
    CHECK_FALSE(walker.needsPreparation(grid, settings));
    checkSubgoalOptimal(walker, grid, settings.movement);

    // Another diagonal's length decides other local subgoals: built again.
    WalkerSettings longer = settings;
    longer.movement.diagonalLength = DiagonalLength::OnePointFour;
    CHECK(walker.needsPreparation(grid, longer));
}

TEST_CASE("The subgoal graph needs no preparation where it searches as plain A*", "[subgoal-graph]") {
    MapGrid grid = oneBlockMap();
    SubgoalGraphWalker walker;
    WalkerSettings fourWay;
    fourWay.movement.neighbours = 4;
    CHECK_FALSE(walker.needsPreparation(grid, fourWay));
    CHECK(walker.preparation(grid, fourWay) == nullptr);
    WalkerSettings corners;
    corners.movement.diagonalRule = DiagonalRule::Always;
    CHECK_FALSE(walker.needsPreparation(grid, corners));
    grid.setCost({0, 0}, 3);
    CHECK_FALSE(walker.needsPreparation(grid, WalkerSettings{}));
    // A walker of another kind builds nothing apart.
    const std::unique_ptr<MapGridWalker> astar = createWalker("astar");
    CHECK_FALSE(astar->needsPreparation(grid, WalkerSettings{}));
}

TEST_CASE("setupUnlessStopped builds through the preparation and gives up when stopped", "[subgoal-graph]") {
    Random random(606);
    const MapGrid grid = randomMap(random, 40, 30, subgoalWalls(0.3));
    const WalkerSettings settings;
    SECTION("a flag that stays clear: set up, the graph adopted, optimal") {
        SubgoalGraphWalker walker;
        const std::atomic<bool> clear{false};
        REQUIRE(setupUnlessStopped(walker, grid, settings, &clear));
        CHECK(walker.grid() == &grid);
        CHECK_FALSE(walker.needsPreparation(grid, settings));
        CHECK(walker.stats().heuristicBuildNs > 0);
        checkSubgoalOptimal(walker, grid, settings.movement);
    }
    SECTION("a flag already set: nothing built, not set up") {
        SubgoalGraphWalker walker;
        const std::atomic<bool> set{true};
        CHECK_FALSE(setupUnlessStopped(walker, grid, settings, &set));
        CHECK(walker.grid() == nullptr);
        CHECK(walker.needsPreparation(grid, settings));
    }
    SECTION("without a flag: setup() itself") {
        SubgoalGraphWalker walker;
        REQUIRE(setupUnlessStopped(walker, grid, settings, nullptr));
        checkSubgoalOptimal(walker, grid, settings.movement);
    }
}
