#include "pathfinder/map_grid.h"
#include "pathfinder/run.h"
#include "pathfinder/walker.h"
#include "pathfinder/walker_registry.h"

#include "ascii_grid.h"
#include "walker_helpers.h"

#include <atomic>
#include <catch2/catch.hpp>
#include <cmath>
#include <string>
#include <thread>
#include <vector>

using namespace pathfinder;
using namespace pathfinder::testing;

namespace {

MapGrid smallMaze() {
    return gridFromAscii({
        "S...#.....",
        ".##.#.###.",
        ".#..#...#.",
        ".#.####.#.",
        ".#......#G",
    });
}

} // namespace

TEST_CASE("A run with a stop flag that stays clear ends as a plain run does", "[run][stop]") {
    const std::string name = GENERATE(from_range(registeredWalkerNames()));
    CAPTURE(name);
    const MapGrid grid = smallMaze();
    auto plain = createWalker(name);
    auto stoppable = createWalker(name);
    plain->setup(grid, WalkerSettings{});
    stoppable->setup(grid, WalkerSettings{});
    const std::atomic<bool> stop{false};

    const WalkState expected = runToCompletion(*plain, iterationLimit(grid)).state;
    CHECK(runToCompletion(*stoppable, iterationLimit(grid), &stop).state == expected);
    CHECK(stoppable->path() == plain->path());
    CHECK(stoppable->stats().iterations == plain->stats().iterations);
    CHECK(stoppable->stats().expanded == plain->stats().expanded);
    if (expected == WalkState::ReachedGoal)
        CHECK(stoppable->stats().pathCost == plain->stats().pathCost);
}

TEST_CASE("A stop flag set before the run leaves the walker looking without a step", "[run][stop]") {
    const MapGrid grid = smallMaze();
    auto walker = createWalker("astar");
    walker->setup(grid, WalkerSettings{});
    const std::atomic<bool> stop{true};

    CHECK(runToCompletion(*walker, iterationLimit(grid), &stop).state == WalkState::StillLooking);
    CHECK(walker->stats().iterations == 0);
    CHECK(walker->path().empty());
}

TEST_CASE("Another thread stops a long run between batches of iterations", "[run][stop]") {
    // Dijkstra across an open 1024×1024 field expands about a million cells: far more than can
    // happen between starting the thread and setting the flag.
    MapGrid grid(1024, 1024);
    grid.setStart(Coord{0, 0});
    grid.setGoal(Coord{1023, 1023});
    auto walker = createWalker("dijkstra");
    walker->setup(grid, WalkerSettings{});
    std::atomic<bool> stop{false};
    WalkState state = WalkState::ReachedGoal;

    std::thread runner([&] { state = runToCompletion(*walker, iterationLimit(grid), &stop).state; });
    stop = true;
    runner.join();

    CHECK(state == WalkState::StillLooking);
    CHECK(walker->stats().iterations < grid.cellCount());
    CHECK(walker->stats().iterations % kStopCheckInterval == 0);
}

TEST_CASE("The reference cost can be stopped too, and is unknown then", "[run][stop]") {
    MapGrid grid(100, 100);
    grid.setStart(Coord{0, 0});
    grid.setGoal(Coord{99, 99});
    std::atomic<bool> stop{false};
    CHECK(referenceOptimalCost(grid, Movement{}, stop) == referenceOptimalCost(grid, Movement{}));
    stop = true;
    CHECK(std::isnan(referenceOptimalCost(grid, Movement{}, stop)));
}
