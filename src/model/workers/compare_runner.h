#pragma once

#include "pathfinder/grid/map_grid.h"
#include "pathfinder/search/cost_comparison.h"
#include "pathfinder/search/run_stats.h"
#include "pathfinder/search/walker.h"

#include "machine/trail_limit.h"
#include "sessions/unit_search_map.h"
#include "workers/run_timing.h"

#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <thread>
#include <vector>

namespace pathfinder::app {

/// Where one walker of a comparison stands.
enum class CompareStatus { Waiting, Running, Reached, Unreachable, GaveUp, Cancelled };

} // namespace pathfinder::app

namespace pathfinder {

/// "waiting", "running", "cancelled", and for a walker that ran to its end the outcome's one word
/// ("reached", "unreachable", "gave-up"), as everywhere else.
template <>
struct EnumNames<app::CompareStatus> {
    static constexpr EnumName<app::CompareStatus> table[] = {
        {app::CompareStatus::Waiting, "waiting", "Waiting"},
        {app::CompareStatus::Running, "running", "Running"},
        {app::CompareStatus::Reached, toString(Outcome::Reached), labelOf(Outcome::Reached)},
        {app::CompareStatus::Unreachable, toString(Outcome::Unreachable), labelOf(Outcome::Unreachable)},
        {app::CompareStatus::GaveUp, toString(Outcome::GaveUp), labelOf(Outcome::GaveUp)},
        {app::CompareStatus::Cancelled, "cancelled", "Cancelled"},
    };
};

} // namespace pathfinder

namespace pathfinder::app {

/// One walker's line in a comparison: its last run's counters and the times of all its runs.
struct CompareRow {
    std::string walker;      ///< registry name
    std::string displayName; ///< e.g. "A*"
    bool optimal = false;    ///< the walker guarantees least-cost paths (its traits)
    /// What stats.pathCost is on the compared map, and whether it may be set beside the optimum.
    CostComparison comparison;
    CompareStatus status = CompareStatus::Waiting;
    RunStats stats; ///< the last run's counters, with optimalCost filled in
    std::int64_t medianNs = 0;
    std::int64_t minNs = 0;
    std::int64_t maxNs = 0;
    int runs = 0;     ///< runs completed
    std::string note; ///< the walker's note on how it searched (e.g. a fallback), or empty

    /// The walker ran to its end (reached the goal, proved it unreachable or gave up).
    bool done() const {
        return status == CompareStatus::Reached || status == CompareStatus::Unreachable ||
               status == CompareStatus::GaveUp;
    }
};

/// A snapshot of a comparison under way, for the window to show.
struct CompareProgress {
    std::vector<CompareRow> rows;
    double optimalCost = RunStats::kUnknown; ///< known once the reference search is done
    int current = -1;                        ///< row being run, −1 before the first
    int repetition = 0;                      ///< 1-based run of the current row
    int runsDone = 0;
    int runsTotal = 0;
};

/// What a finished (or cancelled) comparison leaves: the rows, and the grid copy with each
/// walker's footprint (WalkerFootprint) bound to it, so that their closed and open sets can be drawn.
struct CompareResult {
    std::unique_ptr<const MapGrid> grid; ///< declared first: the footprints refer to it
    /// The map the walkers search: `grid`, or a larger unit's positions on it.
    std::unique_ptr<const UnitSearchMap> units;
    std::vector<std::unique_ptr<const SearchView>>
        walkers; ///< per row (footprints); null unless the row is done()
    std::vector<CompareRow> rows;
    WalkerSettings settings;
    double optimalCost = RunStats::kUnknown;
    int repetitions = 0;
    bool cancelled = false;
    std::string error;          ///< what stopped the comparison when it failed, else empty
    std::uint64_t budget = 0;   ///< iterations each run was allowed
    std::int64_t elapsedNs = 0; ///< wall-clock time of the whole comparison

    /// The walker of the row with this registry name, if it ran to its end.
    const SearchView* walker(const std::string& name) const;
};

/// Runs walkers one after another, each several times, on a worker thread with its own copy of
/// the grid. The worker touches nothing but that copy and its own walkers; the window polls
/// progress() and, once finished(), takes the result.
///
/// cancel() is honoured within a batch of kStopCheckInterval iterations: the runs and the
/// reference Dijkstra for the optimal cost read the flag as they go, so even a 1024×1024 map
/// stops within milliseconds. Only a walker's setup (allocating its per-cell state) is not
/// interrupted. An exception on the worker (a walker out of memory, say) ends the comparison with
/// CompareResult::error set; it never ends the app.
class CompareRunner {
public:
    CompareRunner();
    /// Cancels a comparison under way and waits for the worker.
    ~CompareRunner();
    CompareRunner(const CompareRunner&) = delete;
    CompareRunner& operator=(const CompareRunner&) = delete;

    /// Starts comparing `walkers` (registry names; unknown ones are skipped) on a copy of
    /// `grid`, each run `repetitions` times (at least once), each run allowed `budgetPerCell` × the
    /// map's cells iterations (and at least 10 000) before it ends as gave-up. Discards an earlier
    /// result not taken.
    void start(const MapGrid& grid, const WalkerSettings& settings, const std::vector<std::string>& walkers,
               int repetitions, int budgetPerCell);
    /// Makes the walkers the comparison runs (for tests that need one that fails).
    void setWalkerFactory(WalkerFactory factory) { m_factory = std::move(factory); }
    /// Asks the worker to stop; returns at once.
    void cancel();
    /// True from start() until the result is taken.
    bool active() const { return m_job != nullptr; }
    /// True once the worker has stopped, having finished or been cancelled.
    bool finished() const;
    CompareProgress progress() const;
    /// Waits for the worker (at once when finished()) and hands over what it did.
    CompareResult take();

private:
    struct Job;
    void stop();

    std::unique_ptr<Job> m_job;
    std::thread m_thread;
    WalkerFactory m_factory;
};

} // namespace pathfinder::app
