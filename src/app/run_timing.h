#pragma once

#include "pathfinder/map_grid.h"
#include "pathfinder/run_stats.h"
#include "pathfinder/walker.h"

#include <chrono>
#include <cstdint>
#include <future>
#include <string>

namespace pathfinder::app {

/// How long a walker takes on a map when nothing is drawn, from repeated headless runs.
struct TimingResult {
    std::int64_t medianNs = 0;
    std::int64_t fastestNs = 0;
    std::int64_t slowestNs = 0;
    int runs = 0;
    RunStats stats;                          ///< the counters of the last run
    double optimalCost = RunStats::kUnknown; ///< from the core's reference Dijkstra
};

/// Runs `walker` to completion on `grid` again and again — at least 3 times, then until about
/// `budget` has passed or `maxRuns` runs are done, and fewer only when runs take seconds — and
/// reports the median time of a run.
TimingResult timeHeadless(const MapGrid& grid, const std::string& walker, const WalkerSettings& settings,
                          std::chrono::milliseconds budget = std::chrono::milliseconds(300),
                          int maxRuns = 25);

/// The same on a worker thread, with its own copy of the grid: the document's grid is never
/// touched from another thread, and the UI stays responsive while big maps are timed.
std::future<TimingResult> timeHeadlessAsync(const MapGrid& grid, const std::string& walker,
                                            const WalkerSettings& settings);

} // namespace pathfinder::app
