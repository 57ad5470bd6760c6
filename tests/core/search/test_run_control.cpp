// Runs under control: a stop flag another thread sets, and time-sliced runs as a game spreads them over
// frames.

#include "pathfinder/grid/map_grid.h"
#include "pathfinder/registry/walker_registry.h"
#include "pathfinder/search/run.h"
#include "pathfinder/search/walker.h"

#include "core/ascii_grid.h"
#include "core/walker_helpers.h"

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

TEST_CASE("A time-sliced run does the same work as a run in one go, one slice per few iterations",
          "[run][sliced]") {
    const std::string name = GENERATE(from_range(registeredWalkerNames()));
    const std::uint64_t perSlice = GENERATE(1, 3);
    CAPTURE(name, perSlice);
    const MapGrid grid = smallMaze();
    auto plain = createWalker(name);
    auto sliced = createWalker(name);
    plain->setup(grid, WalkerSettings{});
    sliced->setup(grid, WalkerSettings{});

    const RunResult whole = runToCompletion(*plain, iterationLimit(grid));
    const SlicedRun run = runSliced(*sliced, iterationLimit(grid), SliceLimit{perSlice, 0});
    CHECK(run.run.state == whole.state);
    CHECK(sliced->path() == plain->path());
    CHECK(run.run.stats.expanded == whole.stats.expanded);
    CHECK(run.run.stats.iterations == whole.stats.iterations);
    // iterate() calls: those that did work, and perhaps one more that found the walker done.
    const std::uint64_t calls = whole.stats.iterations;
    CHECK(run.slices >= (calls + perSlice - 1) / perSlice);
    CHECK(run.slices <= (calls + perSlice) / perSlice);
    CHECK(run.longestSliceNs <= run.run.stats.timeNs);
    if (whole.outcome == Outcome::Reached) {
        REQUIRE(run.firstMoveNs >= 0);
        REQUIRE(run.first20StepsNs >= run.firstMoveNs);
        CHECK(run.first20StepsNs <= run.run.stats.timeNs);
    }
}

TEST_CASE("A search knows its first move only when it has finished; an agent after its first step",
          "[run][sliced]") {
    const MapGrid grid = smallMaze();
    SECTION("A* in slices of one expansion") {
        auto walker = createWalker("astar");
        walker->setup(grid, WalkerSettings{});
        const SlicedRun run = runSliced(*walker, iterationLimit(grid), SliceLimit{1, 0});
        REQUIRE(run.run.outcome == Outcome::Reached);
        REQUIRE(run.slices > 1);
        // The path is known at the end of the last slice, all of it at once.
        CHECK(run.firstMoveNs == run.run.stats.timeNs);
        CHECK(run.first20StepsNs == run.run.stats.timeNs);
    }
    SECTION("Wall Trace moves as it goes: its 20th step comes before its end") {
        auto walker = createWalker("wall-trace");
        walker->setup(grid, WalkerSettings{});
        const SlicedRun run = runSliced(*walker, iterationLimit(grid), SliceLimit{1, 0});
        REQUIRE(run.run.outcome == Outcome::Reached);
        REQUIRE(walker->trail().size() > 21);
        CHECK(run.firstMoveNs < run.first20StepsNs);
        CHECK(run.first20StepsNs < run.run.stats.timeNs);
    }
    SECTION("Slices by time end at the first iteration past their length") {
        auto walker = createWalker("dijkstra");
        walker->setup(grid, WalkerSettings{});
        const SlicedRun run = runSliced(*walker, iterationLimit(grid), SliceLimit{0, 1'000'000});
        // A second is far more than this search needs: one slice does it all.
        CHECK(run.slices == 1);
        CHECK(run.longestSliceNs == run.run.stats.timeNs);
    }
}
