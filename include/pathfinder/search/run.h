#pragma once

#include "pathfinder/grid/map_grid.h"
#include "pathfinder/grid/movement.h"
#include "pathfinder/search/walker.h"

#include <atomic>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace pathfinder {

/// An upper bound on iterate() calls for a walker on this grid, beyond which a run is
/// considered hung. Generous: a correct walker always finishes well within it.
std::uint64_t iterationLimit(const MapGrid& grid);

/// Iterations (expansions of a search, steps of an agent) one run may take by default before it ends
/// as gave-up: 50 × the map's cells, and at least 10 000. Every walker but Depth-First's iterative
/// deepening on large open maps finishes well within it.
std::uint64_t defaultBudget(const MapGrid& grid);

/// The budget a person asked for: "N" iterations, or "Nx" for N × the map's cells; nothing when the
/// text is neither, or N is 0.
std::optional<std::uint64_t> parseBudget(const std::string& text, const MapGrid& grid);

/// Iterations between two looks at a stop flag: small enough that a run stops within well under
/// a millisecond of work, large enough that the look costs nothing measurable.
inline constexpr std::uint64_t kStopCheckInterval = 1024;

/// What a run of a walker to its end gave.
struct RunResult {
    WalkState state = WalkState::StillLooking;
    Outcome outcome = Outcome::Searching;
    RunStats stats; ///< the walker's counters, and timeNs: the time of its iterations (a median for
                    ///< runRepeatedly), measured on a monotonic clock
    int runs = 0;   ///< runs made: fewer than asked when a run spent its budget
};

/// setup() for a walker run on a worker thread: what the walker builds from the whole map first (its
/// WalkerPreparation: a graph, tables) is built with `stop` watched, so that setting the flag ends
/// even that work within milliseconds. Returns false, the walker not set up, when the flag was set
/// first. Without a flag, setup() itself.
bool setupUnlessStopped(MapGridWalker& walker, const MapGrid& grid, const WalkerSettings& settings,
                        const std::atomic<bool>* stop);

/// Resets the walker and iterates until it finishes or has made `maxIterations` iterations; then it
/// ends as gave-up (MapGridWalker::giveUpForBudget). When `stop` is given, another thread may end
/// the run early by setting it: the flag is read before the first iteration and then every
/// kStopCheckInterval iterations, and once it is set the walker is left StillLooking (the run was
/// cancelled, not given up); the time spent is measured either way.
RunResult runToCompletion(MapGridWalker& walker, std::uint64_t maxIterations,
                          const std::atomic<bool>* stop = nullptr);

/// Runs the walker to completion `repetitions` times (at least once), or once only when that run
/// spends its whole budget (repeating a run cut short times nothing of interest). The result is
/// the last run's, with the median time of the runs: the figure to compare walkers by. A `stop`
/// flag set by another thread ends the runs as in runToCompletion, and no run starts after it.
RunResult runRepeatedly(MapGridWalker& walker, std::uint64_t maxIterations, int repetitions,
                        const std::atomic<bool>* stop = nullptr);

/// How a time-sliced run divides its work, as a game spreads a search over frames: slices of
/// `iterations` iterations, or of at least `microseconds` µs of work (the slice ends at the first
/// iteration past it). Exactly one of the two is non-zero.
struct SliceLimit {
    std::uint64_t iterations = 0;
    std::uint64_t microseconds = 0;
};

/// What a time-sliced run measured. Times add up the slices' durations (the time between slices,
/// when a game would draw a frame, is not counted); -1 when the event did not happen.
struct SlicedRun {
    RunResult run;
    std::uint64_t slices = 0;
    std::int64_t firstMoveNs = -1;    ///< until the first step of the path was known
    std::int64_t first20StepsNs = -1; ///< until its first 20 steps (or the whole path, if shorter)
    std::int64_t longestSliceNs = 0;
};

/// Resets the walker and runs it in slices until it finishes or has made `maxIterations`
/// iterations (then it ends as gave-up). A step is known once it is the agent's (a walker that
/// moves as it goes, trail()) or the path's when the walker has finished.
SlicedRun runSliced(MapGridWalker& walker, std::uint64_t maxIterations, SliceLimit limit);

/// The median of some durations (the upper middle one for an even count); 0 for none.
std::int64_t medianOf(std::vector<std::int64_t> values);

/// Least cost from the grid's start to its goal by a plain Dijkstra, independent of the
/// walkers' engine; +infinity when unreachable or when start or goal is missing or blocked.
double referenceOptimalCost(const MapGrid& grid, const Movement& movement);

/// As referenceOptimalCost, but another thread may cut it short by setting `stop` (read every
/// kStopCheckInterval cells taken off the queue); then the result is NaN (unknown).
double referenceOptimalCost(const MapGrid& grid, const Movement& movement, const std::atomic<bool>& stop);

/// Fewest moves from start to goal (every step counts 1), or nothing when unreachable.
std::optional<std::uint64_t> referenceFewestMoves(const MapGrid& grid, const Movement& movement);

} // namespace pathfinder
