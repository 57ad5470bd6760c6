#pragma once

// What every fuzz target does with a map it parsed: a few walkers run on it with a small budget,
// and what they report must hold up. Any failure aborts, which libFuzzer reports as a crash with
// the input that caused it.

#include "pathfinder/formats/maze_io.h"
#include "pathfinder/grid/map_grid.h"
#include "pathfinder/registry/walker_registry.h"
#include "pathfinder/search/run.h"

#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <sstream>
#include <string>

namespace pathfinder::fuzz {

[[noreturn]] inline void fail(const char* what) {
    std::fprintf(stderr, "fuzz check failed: %s\n", what);
    std::abort();
}

inline void require(bool holds, const char* what) {
    if (!holds)
        fail(what);
}

/// Writes the document and reads it back: it must come back the same, and write the same bytes.
inline void requireRoundTrip(const MazeFile& maze) {
    std::ostringstream first;
    writeMaze(first, maze);
    std::istringstream in(first.str());
    const MazeFile back = readMaze(in, "round-trip.maze");
    require(back == maze, "a loaded .maze document saves and loads back the same");
    std::ostringstream second;
    writeMaze(second, back);
    require(second.str() == first.str(), "saving what was loaded gives the same bytes");
}

/// Runs a few walkers with a small budget: each ends (or gives up) with figures that hold up, and
/// the optimal searches agree with the reference Dijkstra when they reach the goal.
inline void runWalkers(const MapGrid& grid, const Movement& movement) {
    // Small maps only: the parsers are what is fuzzed, and a search of a big map would cost more
    // than many parses.
    if (!grid.start() || !grid.goal() || grid.cellCount() > 24 * 24)
        return;
    WalkerSettings settings;
    settings.movement = movement;
    const double optimal = referenceOptimalCost(grid, movement);
    for (const char* name : {"astar", "jps", "dstar", "random-bounce"}) {
        auto walker = createWalker(name);
        walker->setup(grid, settings);
        runToCompletion(*walker, 2000);
        const Outcome outcome = walker->outcome();
        require(outcome != Outcome::Searching, "a run ends within its budget");
        const RunStats& stats = walker->stats();
        if (outcome == Outcome::Reached) {
            require(!walker->path().empty(), "a walker that reached the goal has a path");
            require(std::isfinite(pathCost(grid, movement, walker->path())), "the path is legal");
            if (walker->description().traits.optimal)
                require(std::fabs(stats.pathCost - optimal) <= 1e-9 * std::max(1.0, optimal),
                        "an optimal walker finds the reference cost");
        } else if (outcome == Outcome::Unreachable) {
            require(std::isinf(optimal), "a goal called unreachable is unreachable");
        }
    }
}

} // namespace pathfinder::fuzz
