// Anya's memory: a search that outgrows its limit gives up and says why, the limit a share of the
// map, and stale nodes swept off the open list without changing the paths found.

#include "pathfinder/basics/random.h"
#include "pathfinder/grid/map_grid.h"
#include "pathfinder/search/run.h"
#include "pathfinder/search/walker.h"

#include "core/walkers/any_angle/anya_checks.h"
#include "support/random_map.h"
#include "walkers/any_angle/anya.h"

#include <catch2/catch.hpp>
#include <cmath>
#include <cstddef>
#include <cstdint>

using namespace pathfinder;
using namespace pathfinder::testing;
using namespace pathfinder::testing::anya_checks;

TEST_CASE("Anya that needs more memory than its limit gives up and says why", "[search][anya][memory]") {
    Random random(0xA17A);
    RandomMapOptions options;
    options.wallDensity = 0.25;
    MapGrid grid = randomMap(random, 90, 70, options);
    grid.setStart(Coord{0, 0});
    grid.setGoal(Coord{89, 69});
    grid.setWall(*grid.start(), false);
    grid.setWall(*grid.goal(), false);
    const double shortest = visibilityGraphCost(grid, Movement{});
    REQUIRE(std::isfinite(shortest));

    AnyaWalker walker;
    const std::size_t limit = 16384;
    walker.setSearchByteLimit(limit);
    walker.setup(grid, WalkerSettings{});
    std::size_t steps = 0;
    // The search never holds more than the limit on the way, however far it got.
    while (walker.state() == WalkState::StillLooking && steps < iterationLimit(grid)) {
        walker.iterate();
        ++steps;
        REQUIRE(walker.searchBytes() <= limit);
    }
    CHECK(walker.outcome() == Outcome::GaveUp);
    CHECK(walker.stats().gaveUp);
    CHECK(walker.stats().expanded > 10); // it searched until the limit stopped it
    CHECK(walker.path().empty());
    CHECK(walker.note().rfind("gave up: out of memory for this map", 0) == 0);

    SECTION("with the map's own limit it finds the shortest path, and the note is gone") {
        walker.setSearchByteLimit(0);
        walker.reset();
        runToCompletion(walker, iterationLimit(grid));
        REQUIRE(walker.outcome() == Outcome::Reached);
        CHECK(walker.stats().pathCost == Approx(shortest).margin(1e-9));
        CHECK(walker.note().empty());
        CHECK(walker.searchBytes() <= AnyaWalker::searchByteLimit(grid.cellCount()));
    }
}

TEST_CASE("Anya's memory limit is a share of the map, with a floor for small maps",
          "[search][anya][memory]") {
    CHECK(AnyaWalker::searchByteLimit(100) == AnyaWalker::kLeastSearchBytes);
    CHECK(AnyaWalker::searchByteLimit(std::size_t{4096} * 4096) == std::size_t{256} << 20);
}

TEST_CASE("Anya sweeping stale nodes off its open list finds the same shortest paths",
          "[search][anya][memory]") {
    // Swept whenever the heap reaches 2 entries (or doubles), stale nodes leave long before they
    // would come up; the costs must still be the visibility graph's.
    Random random(0x57A1E);
    std::uint64_t swept = 0;
    int reached = 0;
    for (int map = 0; map < 200; ++map) {
        RandomMapOptions options;
        options.maxWallDensity = 0.45;
        const MapGrid grid = randomSizedMap(random, 8, 24, options);
        const Movement movement = map % 2 == 0 ? eightWith(DiagonalRule::NoCornerCutting) : fourNeighbours();
        const double expected = visibilityGraphCost(grid, movement);
        AnyaWalker walker;
        walker.search().setLeastSweep(2);
        WalkerSettings settings;
        settings.movement = movement;
        walker.setup(grid, settings);
        runToCompletion(walker, iterationLimit(grid));
        INFO("map " << map << " " << describe(grid, movement));
        if (!std::isfinite(expected)) {
            CHECK(walker.state() == WalkState::UnableToReachGoal);
            continue;
        }
        REQUIRE(walker.state() == WalkState::ReachedGoal);
        CHECK(walker.stats().pathCost == Approx(expected).margin(1e-9).epsilon(0));
        swept += walker.search().droppedStale();
        ++reached;
    }
    CHECK(reached > 100);
    CHECK(swept > 0); // the maps did leave stale nodes to sweep
}
