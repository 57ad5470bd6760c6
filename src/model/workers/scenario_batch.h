#pragma once

#include "pathfinder/experiments/scenario_runner.h"

#include <atomic>
#include <cstddef>
#include <cstdint>
#include <limits>
#include <memory>
#include <string>
#include <thread>
#include <vector>

namespace pathfinder::app {

/// The five numbers of a box plot and the mean of a sample; NaN throughout for no values.
struct BoxSummary {
    static constexpr double kNone = std::numeric_limits<double>::quiet_NaN();
    std::size_t count = 0;
    double low = kNone; ///< the smallest value
    double q1 = kNone;  ///< the first quartile (type-7, see quantile)
    double median = kNone;
    double q3 = kNone;
    double high = kNone; ///< the largest value
    double mean = kNone;
};

/// The box-plot summary of `values`.
BoxSummary boxSummary(const std::vector<double>& values);

/// One walker's figures over the queries of a scenario run.
struct ScenarioWalkerFigures {
    std::string label;
    std::size_t queries = 0;    ///< queries it ran
    std::size_t reached = 0;    ///< of which it reached the goal
    std::size_t gaveUp = 0;     ///< of which it spent its budget
    std::size_t mismatches = 0; ///< of which QueryResult::mismatch
    BoxSummary timeUs;          ///< search time per query, µs
    BoxSummary expanded;        ///< nodes expanded per query
    double totalTimeMs = 0.0;   ///< the sum of its search times
};

/// The figures of each walker, in the order of `walkers`, from the results of runScenarios.
std::vector<ScenarioWalkerFigures> scenarioFigures(const std::vector<QueryResult>& results,
                                                   const std::vector<ScenarioWalker>& walkers);

/// What a scenario run leaves.
struct ScenarioBatchResult {
    ScenarioSet set;
    std::vector<ScenarioWalker> walkers;
    ScenarioRunOptions options;       ///< as run (without its stop flag)
    std::vector<QueryResult> results; ///< as runScenarios gives them: query by query, walker by walker
    bool cancelled = false;           ///< stopped before the end: `results` hold the queries finished
    std::string error;                ///< what ended the run when it failed, else empty
    std::int64_t elapsedNs = 0;       ///< wall-clock time of the run

    /// The results of the query at this index of set.queries, one per walker, or nullptr when it did
    /// not finish.
    const QueryResult* query(std::size_t index) const;
};

/// Runs a scenario's queries (runScenarios) on a worker thread, so that a window can show its
/// progress and stay usable. The worker reads only the set it was given, whose map is its own;
/// cancel() ends it within kStopCheckInterval iterations of the runs under way. An exception on the
/// worker ends the run with ScenarioBatchResult::error set.
class ScenarioBatch {
public:
    ScenarioBatch();
    /// Cancels a run under way and waits for the worker.
    ~ScenarioBatch();
    ScenarioBatch(const ScenarioBatch&) = delete;
    ScenarioBatch& operator=(const ScenarioBatch&) = delete;

    /// Starts running every query of `set` with `walkers`. Discards an earlier result not taken.
    void start(ScenarioSet set, std::vector<ScenarioWalker> walkers, ScenarioRunOptions options);
    /// Asks the worker to stop; returns at once.
    void cancel();
    /// True from start() until the result is taken.
    bool active() const { return m_job != nullptr; }
    /// True once the worker has stopped, having finished, failed or been cancelled.
    bool finished() const;
    /// Queries finished so far.
    std::size_t done() const;
    /// Queries in all.
    std::size_t total() const;
    /// Waits for the worker (at once when finished()) and hands over what it did.
    ScenarioBatchResult take();

private:
    struct Job;
    void stop();

    std::unique_ptr<Job> m_job;
    std::thread m_thread;
};

} // namespace pathfinder::app
