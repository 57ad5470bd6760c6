#include "run_timing.h"

#include "pathfinder/run.h"
#include "pathfinder/walker_registry.h"

#include <algorithm>
#include <vector>

namespace pathfinder::app {

namespace {

constexpr auto kLongest = std::chrono::seconds(2);

} // namespace

TimingResult timeHeadless(const MapGrid& grid, const std::string& walker, const WalkerSettings& settings,
                          std::chrono::milliseconds budget, int maxRuns) {
    TimingResult result;
    result.optimalCost = referenceOptimalCost(grid, settings.movement);
    auto w = createWalker(walker);
    if (!w)
        return result;
    w->setup(grid, settings);
    const std::uint64_t limit = iterationLimit(grid);
    std::vector<std::int64_t> times;
    const auto begin = std::chrono::steady_clock::now();
    while (static_cast<int>(times.size()) < maxRuns) {
        runToCompletion(*w, limit);
        times.push_back(w->stats().timeNs);
        const auto elapsed = std::chrono::steady_clock::now() - begin;
        // Three runs at least for a fair median, unless single runs are so long (huge maps)
        // that three would keep a thread busy for seconds.
        if ((times.size() >= 3 && elapsed >= budget) || elapsed >= kLongest)
            break;
    }
    result.stats = w->stats();
    std::sort(times.begin(), times.end());
    result.runs = static_cast<int>(times.size());
    result.fastestNs = times.front();
    result.slowestNs = times.back();
    const std::size_t mid = times.size() / 2;
    result.medianNs = times.size() % 2 ? times[mid] : (times[mid - 1] + times[mid]) / 2;
    return result;
}

std::future<TimingResult> timeHeadlessAsync(const MapGrid& grid, const std::string& walker,
                                            const WalkerSettings& settings) {
    return std::async(std::launch::async,
                      [copy = grid, walker, settings] { return timeHeadless(copy, walker, settings); });
}

} // namespace pathfinder::app
