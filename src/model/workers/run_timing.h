#pragma once

#include "pathfinder/grid/map_grid.h"
#include "pathfinder/search/run_stats.h"
#include "pathfinder/search/walker.h"

#include "workers/background_job.h"

#include <atomic>
#include <chrono>
#include <cstdint>
#include <functional>
#include <future>
#include <memory>
#include <string>
#include <vector>

namespace pathfinder::app {

/// How long a walker takes on a map when nothing is drawn, from repeated headless runs.
struct TimingResult {
    std::int64_t medianNs = 0;
    std::int64_t fastestNs = 0;
    std::int64_t slowestNs = 0;
    int runs = 0;
    RunStats stats;                          ///< the counters of the last run
    double optimalCost = RunStats::kUnknown; ///< from the core's reference Dijkstra
    /// The path given to smooth, pulled taut between cells in sight (smoothPath()), and its length;
    /// empty and unknown when no path was given.
    std::vector<Coord> smoothedPath;
    double smoothedCost = RunStats::kUnknown;
    bool stopped = false; ///< cut short by the stop flag: the figures mean nothing
    std::string error;    ///< what went wrong, when the timing failed
};

/// Makes the walker that is timed; createWalker() by default, another for tests.
using WalkerFactory = std::function<std::unique_ptr<MapGridWalker>(const std::string& name)>;

/// Runs `walker` to completion on `grid` again and again — at least 3 times, then until about
/// `budget` has passed or `maxRuns` runs are done, and fewer only when runs take seconds — and
/// reports the median time of a run. Each run may take defaultBudget(grid) iterations. Setting
/// `stop` ends it within a fraction of a millisecond of work (stopped is then set).
TimingResult timeHeadless(const MapGrid& grid, const std::string& walker, const WalkerSettings& settings,
                          const std::atomic<bool>& stop,
                          std::chrono::milliseconds budget = std::chrono::milliseconds(300), int maxRuns = 25,
                          const WalkerFactory& factory = nullptr);

/// A timing on a worker thread, with its own copy of the grid: the document's grid is never touched
/// from another thread, and the UI stays responsive while big maps are timed. An exception on the
/// worker becomes the result's error, never an end of the app.
///
/// The figures of a finished run that take time in proportion to the map go along: the run's path,
/// when given, is smoothed there first (TimingResult::smoothedPath and smoothedCost).
class HeadlessTiming {
public:
    HeadlessTiming(const MapGrid& grid, const std::string& walker, const WalkerSettings& settings,
                   WalkerFactory factory = nullptr, std::vector<Coord> pathToSmooth = {});
    /// Stops the worker and waits for it (within milliseconds).
    ~HeadlessTiming();
    HeadlessTiming(const HeadlessTiming&) = delete;
    HeadlessTiming& operator=(const HeadlessTiming&) = delete;

    bool ready() const { return m_job.ready(); }
    /// Waits for the result (at once when ready()); call once.
    TimingResult take();
    /// Asks the worker to stop; returns at once.
    void stop() { m_job.stop(); }

private:
    BackgroundJob<TimingResult> m_job;
};

} // namespace pathfinder::app
