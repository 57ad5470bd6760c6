#include "workers/run_timing.h"

#include "pathfinder/registry/walker_registry.h"
#include "pathfinder/search/run.h"
#include "pathfinder/walkers/any_angle/any_angle.h"

#include "sessions/unit_search_map.h"

#include <algorithm>
#include <exception>
#include <vector>

namespace pathfinder::app {

namespace {

constexpr auto kLongest = std::chrono::seconds(2);

} // namespace

TimingResult timeHeadless(const MapGrid& grid, const std::string& walker, const WalkerSettings& settings,
                          const std::atomic<bool>& stop, std::chrono::milliseconds budget, int maxRuns,
                          const WalkerFactory& factory) {
    TimingResult result;
    const UnitSearchMap units(grid);
    const MapGrid& searched = units.searched();
    result.optimalCost = referenceOptimalCost(searched, settings.movement, stop);
    auto w = factory ? factory(walker) : createWalker(walker);
    if (!w) {
        result.error = "there is no walker '" + walker + "'";
        return result;
    }
    if (!setupUnlessStopped(*w, searched, settings, &stop)) {
        result.stopped = true;
        return result;
    }
    const std::uint64_t limit = defaultBudget(searched);
    std::vector<std::int64_t> times;
    const auto begin = std::chrono::steady_clock::now();
    while (static_cast<int>(times.size()) < maxRuns) {
        const RunResult run = runToCompletion(*w, limit, &stop);
        if (stop) {
            result.stopped = true;
            return result;
        }
        times.push_back(run.stats.timeNs);
        const auto elapsed = std::chrono::steady_clock::now() - begin;
        // Three runs at least for a fair median, unless single runs are so long (huge maps)
        // that three would keep a thread busy for seconds.
        if ((times.size() >= 3 && elapsed >= budget) || elapsed >= kLongest)
            break;
    }
    result.stats = w->stats();
    result.stats.timeNs = 0; // the runs' times are below
    std::sort(times.begin(), times.end());
    result.runs = static_cast<int>(times.size());
    result.fastestNs = times.front();
    result.slowestNs = times.back();
    result.medianNs = medianOf(times);
    return result;
}

HeadlessTiming::HeadlessTiming(const MapGrid& grid, const std::string& walker, const WalkerSettings& settings,
                               WalkerFactory factory, std::vector<Coord> pathToSmooth)
    : m_job([copy = grid, walker, settings, factory = std::move(factory),
             path = std::move(pathToSmooth)](const std::atomic<bool>& stop) {
          std::vector<Coord> smoothed;
          const bool smoothing = !path.empty() && smoothable(copy);
          if (smoothing)
              smoothed = smoothPath(copy, settings.movement, path);
          TimingResult result =
              timeHeadless(copy, walker, settings, stop, std::chrono::milliseconds(300), 25, factory);
          if (smoothing) {
              result.smoothedCost = polylineLength(centresOf(smoothed));
              result.smoothedPath = std::move(smoothed);
          }
          return result;
      }) {}

HeadlessTiming::~HeadlessTiming() = default;

TimingResult HeadlessTiming::take() {
    BackgroundJob<TimingResult>::Outcome outcome = m_job.take();
    if (outcome.value)
        return std::move(*outcome.value);
    TimingResult failed;
    failed.error = outcome.error;
    return failed;
}

} // namespace pathfinder::app
