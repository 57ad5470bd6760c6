#include "pathfinder/search/run.h"

#include "pathfinder/basics/number_text.h"

#include "basics/zeroed_pages.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <functional>
#include <limits>
#include <queue>

namespace pathfinder {

std::uint64_t iterationLimit(const MapGrid& grid) {
    // Iterative deepening may repeat a round for every extra move its path needs, so the
    // bound is cells × (W + H) expansions of up to 8 neighbours, plus slack for tiny maps.
    const auto cells = static_cast<std::uint64_t>(grid.cellCount());
    const auto span = static_cast<std::uint64_t>(grid.width() + grid.height());
    return 8 * cells * span + 1000;
}

std::uint64_t defaultBudget(const MapGrid& grid) {
    return std::max<std::uint64_t>(10000, 50 * static_cast<std::uint64_t>(grid.cellCount()));
}

std::optional<std::uint64_t> parseBudget(const std::string& text, const MapGrid& grid) {
    const bool perCell = !text.empty() && (text.back() == 'x' || text.back() == 'X');
    // The one rule of number_text.h: leading zeros are allowed, a value past the range is refused.
    const auto parsed = parseWholeNumber(std::string_view(text).substr(0, text.size() - (perCell ? 1 : 0)), 1,
                                         std::numeric_limits<std::uint64_t>::max());
    if (!parsed)
        return std::nullopt;
    const std::uint64_t n = *parsed;
    if (!perCell)
        return n;
    const auto cells = static_cast<std::uint64_t>(grid.cellCount());
    if (n > std::numeric_limits<std::uint64_t>::max() / cells)
        return std::numeric_limits<std::uint64_t>::max();
    return n * cells;
}

bool setupUnlessStopped(MapGridWalker& walker, const MapGrid& grid, const WalkerSettings& settings,
                        const std::atomic<bool>* stop) {
    if (stop) {
        if (stop->load())
            return false;
        if (const std::unique_ptr<WalkerPreparation> preparation = walker.preparation(grid, settings)) {
            preparation->run(*stop);
            if (stop->load())
                return false;
            walker.adopt(*preparation);
        }
    }
    walker.setup(grid, settings);
    return true;
}

RunResult runToCompletion(MapGridWalker& walker, std::uint64_t maxIterations, const std::atomic<bool>* stop) {
    walker.reset();
    const auto begin = std::chrono::steady_clock::now();
    std::uint64_t done = 0;
    while (!walker.finished() && done < maxIterations && !(stop && stop->load(std::memory_order_relaxed))) {
        const std::uint64_t batchEnd = std::min(maxIterations, done + kStopCheckInterval);
        while (!walker.finished() && done < batchEnd) {
            walker.iterate();
            ++done;
        }
    }
    if (done >= maxIterations)
        walker.giveUpForBudget();
    const auto end = std::chrono::steady_clock::now();
    RunResult result{walker.state(), walker.outcome(), walker.stats(), 1};
    result.stats.timeNs = std::chrono::duration_cast<std::chrono::nanoseconds>(end - begin).count();
    return result;
}

namespace {

/// Steps of the route the walker has committed to so far.
std::size_t stepsKnown(const MapGridWalker& walker) {
    if (walker.finished() && walker.outcome() == Outcome::Reached && !walker.path().empty())
        return walker.path().size() - 1;
    return walker.trail().empty() ? 0 : walker.trail().size() - 1;
}

} // namespace

SlicedRun runSliced(MapGridWalker& walker, std::uint64_t maxIterations, SliceLimit limit) {
    using Clock = std::chrono::steady_clock;
    walker.reset();
    SlicedRun sliced;
    std::int64_t elapsed = 0;
    std::uint64_t done = 0;
    const auto sliceTime = std::chrono::microseconds(limit.microseconds);
    while (!walker.finished() && done < maxIterations) {
        const auto begin = Clock::now();
        const std::uint64_t sliceEnd =
            limit.iterations > 0 ? std::min(maxIterations, done + limit.iterations) : maxIterations;
        do {
            walker.iterate();
            ++done;
        } while (!walker.finished() && done < sliceEnd &&
                 (limit.iterations > 0 || Clock::now() - begin < sliceTime));
        const std::int64_t ns =
            std::chrono::duration_cast<std::chrono::nanoseconds>(Clock::now() - begin).count();
        elapsed += ns;
        ++sliced.slices;
        sliced.longestSliceNs = std::max(sliced.longestSliceNs, ns);
        const std::size_t known = stepsKnown(walker);
        if (sliced.firstMoveNs < 0 && known >= 1)
            sliced.firstMoveNs = elapsed;
        const bool wholePath = walker.finished() && walker.outcome() == Outcome::Reached;
        if (sliced.first20StepsNs < 0 && (known >= 20 || (known >= 1 && wholePath)))
            sliced.first20StepsNs = elapsed;
    }
    if (!walker.finished()) // the budget is spent
        walker.giveUpForBudget();
    sliced.run = {walker.state(), walker.outcome(), walker.stats(), 1};
    sliced.run.stats.timeNs = elapsed;
    return sliced;
}

RunResult runRepeatedly(MapGridWalker& walker, std::uint64_t maxIterations, int repetitions,
                        const std::atomic<bool>* stop) {
    std::vector<std::int64_t> times;
    RunResult result;
    for (int i = 0; i < std::max(1, repetitions); ++i) {
        result = runToCompletion(walker, maxIterations, stop);
        times.push_back(result.stats.timeNs);
        if (result.stats.iterations >= maxIterations || (stop && stop->load(std::memory_order_relaxed)))
            break;
    }
    result.stats.timeNs = medianOf(times);
    result.runs = static_cast<int>(times.size());
    return result;
}

std::int64_t medianOf(std::vector<std::int64_t> values) {
    if (values.empty())
        return 0;
    const auto middle = values.begin() + static_cast<std::ptrdiff_t>(values.size() / 2);
    std::nth_element(values.begin(), middle, values.end());
    return *middle;
}

namespace {

/// Runs a lazy-deletion Dijkstra over the grid with the given step cost and returns the
/// distance to the goal, or +infinity. Deliberately plain: it shares nothing with the engine.
/// Returns NaN when `stop` is given and gets set.
double plainDijkstra(const MapGrid& grid, const Movement& movement, bool countMoves,
                     const std::atomic<bool>* stop = nullptr) {
    const auto start = grid.start();
    const auto goal = grid.goal();
    const double inf = std::numeric_limits<double>::infinity();
    if (!start || !goal || grid.isBlocked(*start))
        return inf;
    // Distances in zero-filled pages, so that only the pages of cells reached take memory: a cell
    // holds its distance's bits with the top bit set, and zero until it is reached.
    const ZeroedPages pages(grid.cellCount() * sizeof(std::uint64_t));
    auto* const dist = static_cast<std::uint64_t*>(pages.data());
    constexpr std::uint64_t kReached = std::uint64_t{1} << 63;
    auto distanceAt = [&](Coord c) {
        const std::uint64_t stored = dist[grid.cellIndex(c)];
        if (stored == 0)
            return inf;
        const std::uint64_t bits = stored & ~kReached;
        double d;
        std::memcpy(&d, &bits, sizeof d);
        return d;
    };
    auto setDistance = [&](Coord c, double d) {
        std::uint64_t bits;
        std::memcpy(&bits, &d, sizeof bits);
        dist[grid.cellIndex(c)] = bits | kReached;
    };
    using Item = std::pair<double, std::pair<int, int>>;
    std::priority_queue<Item, std::vector<Item>, std::greater<>> queue;
    setDistance(*start, 0.0);
    queue.push({0.0, {start->x, start->y}});
    std::uint64_t popped = 0;
    while (!queue.empty()) {
        if (stop && ++popped % kStopCheckInterval == 0 && stop->load(std::memory_order_relaxed))
            return std::numeric_limits<double>::quiet_NaN();
        const auto [d, xy] = queue.top();
        queue.pop();
        const Coord c{xy.first, xy.second};
        if (d > distanceAt(c))
            continue;
        if (c == *goal)
            return d;
        for (int i = 0; i < kDirectionCount; ++i) {
            const auto dir = static_cast<Direction>(i);
            if (!grid.canStep(c, dir, movement))
                continue;
            const Coord n = c + offsetOf(dir);
            const double nd = d + (countMoves ? 1.0 : grid.stepCost(c, dir, movement));
            if (nd < distanceAt(n)) {
                setDistance(n, nd);
                queue.push({nd, {n.x, n.y}});
            }
        }
    }
    return inf;
}

} // namespace

double referenceOptimalCost(const MapGrid& grid, const Movement& movement) {
    return plainDijkstra(grid, movement, false);
}

double referenceOptimalCost(const MapGrid& grid, const Movement& movement, const std::atomic<bool>& stop) {
    return plainDijkstra(grid, movement, false, &stop);
}

std::optional<std::uint64_t> referenceFewestMoves(const MapGrid& grid, const Movement& movement) {
    const double moves = plainDijkstra(grid, movement, true);
    if (!std::isfinite(moves))
        return std::nullopt;
    return static_cast<std::uint64_t>(moves);
}

} // namespace pathfinder
