#include "workers/compare_runner.h"

#include "pathfinder/registry/walker_registry.h"
#include "pathfinder/search/run.h"
#include "pathfinder/search/unit_size_support.h"
#include "pathfinder/traces/walker_footprint.h"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <mutex>
#include <stdexcept>

namespace pathfinder::app {

const SearchView* CompareResult::walker(const std::string& name) const {
    for (std::size_t i = 0; i < rows.size() && i < walkers.size(); ++i)
        if (rows[i].walker == name)
            return walkers[i].get();
    return nullptr;
}

/// Everything the worker uses. The UI thread reads only `progress` (under the mutex) and the
/// atomics until the worker has ended; then `result` is handed over.
struct CompareRunner::Job {
    CompareResult result;
    WalkerFactory factory;
    std::atomic<bool> stop{false};
    std::atomic<bool> ended{false};
    mutable std::mutex mutex;
    CompareProgress progress;

    void run();
    void runAll();
    bool runRow(std::size_t index);
    template <class Change>
    void update(Change change) {
        const std::lock_guard<std::mutex> lock(mutex);
        change(progress);
    }
};

namespace {

CompareStatus statusOf(const SearchView& walker) {
    switch (walker.outcome()) {
    case Outcome::Reached:
        return CompareStatus::Reached;
    case Outcome::Unreachable:
        return CompareStatus::Unreachable;
    case Outcome::GaveUp:
    case Outcome::Searching:
        break;
    }
    return CompareStatus::GaveUp;
}

} // namespace

void CompareRunner::Job::run() {
    const auto begin = std::chrono::steady_clock::now();
    try {
        runAll();
    } catch (const std::exception& e) {
        result.error = e.what();
    } catch (...) {
        result.error = "an unknown error";
    }
    if (!result.error.empty()) {
        for (CompareRow& row : result.rows)
            if (!row.done())
                row.status = CompareStatus::Cancelled;
        update([&](CompareProgress& p) { p.rows = result.rows; });
    }
    result.elapsedNs =
        std::chrono::duration_cast<std::chrono::nanoseconds>(std::chrono::steady_clock::now() - begin)
            .count();
}

void CompareRunner::Job::runAll() {
    const MapGrid& grid = result.units->searched();
    result.optimalCost = referenceOptimalCost(grid, result.settings.movement, stop);
    update([&](CompareProgress& p) { p.optimalCost = result.optimalCost; });
    for (CompareRow& row : result.rows)
        row.stats.optimalCost = result.optimalCost;

    for (std::size_t i = 0; i < result.rows.size(); ++i) {
        if (stop || !runRow(i)) {
            result.cancelled = true;
            break;
        }
    }
    if (result.cancelled) {
        for (CompareRow& row : result.rows)
            if (!row.done())
                row.status = CompareStatus::Cancelled;
        update([&](CompareProgress& p) { p.rows = result.rows; });
    }
}

/// Runs one walker its repetitions; false when cancelled before it was done.
bool CompareRunner::Job::runRow(std::size_t index) {
    CompareRow& row = result.rows[index];
    row.status = CompareStatus::Running;
    update([&](CompareProgress& p) {
        p.current = static_cast<int>(index);
        p.repetition = 1;
        p.rows[index].status = CompareStatus::Running;
    });
    auto walker = factory ? factory(row.walker) : createWalker(row.walker);
    if (!walker)
        throw std::runtime_error("there is no walker '" + row.walker + "'");
    if (!setupUnlessStopped(*walker, result.units->searched(), result.settings, &stop))
        return false;
    if (const std::string refusal = unitSizeRefusal(walker->description(), result.units->size());
        !refusal.empty()) {
        row.status = CompareStatus::GaveUp;
        row.note = refusal;
        result.walkers[index] = std::make_unique<WalkerFootprint>(*walker, kTrailCellsDrawn);
        update([&](CompareProgress& p) {
            p.runsDone += result.repetitions;
            p.rows[index] = row;
        });
        return true;
    }
    std::vector<std::int64_t> times;
    for (int r = 0; r < result.repetitions; ++r) {
        const RunResult run = runToCompletion(*walker, result.budget, &stop);
        if (stop)
            return false; // the last run may be cut short: its numbers mean nothing
        times.push_back(run.stats.timeNs);
        // A run that spent its budget is not repeated: its time says only how long the budget took.
        const bool spent =
            walker->outcome() == Outcome::GaveUp && walker->stats().iterations >= result.budget;
        update([&](CompareProgress& p) {
            p.runsDone += spent ? result.repetitions - r : 1;
            p.repetition = std::min(r + 2, result.repetitions);
        });
        if (spent)
            break;
    }
    std::sort(times.begin(), times.end());
    row.status = statusOf(*walker);
    const double optimal = row.stats.optimalCost;
    row.stats = walker->stats();
    row.stats.optimalCost = optimal;
    row.runs = static_cast<int>(times.size());
    row.minNs = times.front();
    row.maxNs = times.back();
    row.medianNs = medianOf(times);
    row.stats.timeNs = row.medianNs;
    row.note = walker->note();
    // Keep what the footprint views draw, not the walker's working state: a byte or so per cell
    // instead of tens, and of an agent's trail only the part that is drawn. On a big map that is the
    // difference between megabytes and gigabytes.
    result.walkers[index] = std::make_unique<WalkerFootprint>(*walker, kTrailCellsDrawn);
    update([&](CompareProgress& p) { p.rows[index] = row; });
    return true;
}

CompareRunner::CompareRunner() = default;

CompareRunner::~CompareRunner() {
    stop();
}

void CompareRunner::start(const MapGrid& grid, const WalkerSettings& settings,
                          const std::vector<std::string>& walkers, int repetitions, int budgetPerCell) {
    stop();
    m_job = std::make_unique<Job>();
    m_job->factory = m_factory;
    CompareResult& r = m_job->result;
    r.grid = std::make_unique<const MapGrid>(grid);
    r.units = std::make_unique<const UnitSearchMap>(*r.grid);
    r.settings = settings;
    r.repetitions = std::max(1, repetitions);
    r.budget = std::max<std::uint64_t>(10000, static_cast<std::uint64_t>(std::max(1, budgetPerCell)) *
                                                  static_cast<std::uint64_t>(grid.cellCount()));
    for (const std::string& name : walkers) {
        const WalkerInfo* info = findWalker(name);
        if (!info)
            continue;
        CompareRow row;
        row.walker = name;
        row.displayName = std::string(info->displayName);
        row.optimal = info->traits.optimal;
        row.comparison = costComparison(*info, r.units->searched(), settings.movement);
        r.rows.push_back(row);
    }
    r.walkers.resize(r.rows.size());
    m_job->progress.rows = r.rows;
    m_job->progress.runsTotal = static_cast<int>(r.rows.size()) * r.repetitions;
    Job* job = m_job.get();
    m_thread = std::thread([job] {
        job->run();
        job->ended = true;
    });
}

void CompareRunner::cancel() {
    if (m_job)
        m_job->stop = true;
}

bool CompareRunner::finished() const {
    return m_job && m_job->ended;
}

CompareProgress CompareRunner::progress() const {
    if (!m_job)
        return {};
    const std::lock_guard<std::mutex> lock(m_job->mutex);
    return m_job->progress;
}

CompareResult CompareRunner::take() {
    if (!m_job)
        return {};
    if (m_thread.joinable())
        m_thread.join();
    CompareResult result = std::move(m_job->result);
    m_job.reset();
    return result;
}

void CompareRunner::stop() {
    cancel();
    if (m_thread.joinable())
        m_thread.join();
    m_job.reset();
}

} // namespace pathfinder::app
