#include "workers/scenario_batch.h"

#include "pathfinder/experiments/statistics.h"

#include <algorithm>
#include <chrono>
#include <exception>
#include <utility>

namespace pathfinder::app {

BoxSummary boxSummary(const std::vector<double>& values) {
    BoxSummary box;
    box.count = values.size();
    if (values.empty())
        return box;
    const auto [low, high] = std::minmax_element(values.begin(), values.end());
    box.low = *low;
    box.high = *high;
    box.q1 = quantile(values, 0.25);
    box.median = quantile(values, 0.5);
    box.q3 = quantile(values, 0.75);
    box.mean = mean(values);
    return box;
}

std::vector<ScenarioWalkerFigures> scenarioFigures(const std::vector<QueryResult>& results,
                                                   const std::vector<ScenarioWalker>& walkers) {
    std::vector<ScenarioWalkerFigures> figures;
    for (const ScenarioWalker& walker : walkers) {
        ScenarioWalkerFigures f;
        f.label = walker.label;
        std::vector<double> times;
        std::vector<double> expanded;
        for (const QueryResult& result : results) {
            if (result.walker != walker.label)
                continue;
            ++f.queries;
            f.reached += result.outcome == Outcome::Reached;
            f.gaveUp += result.outcome == Outcome::GaveUp;
            f.mismatches += result.mismatch;
            times.push_back(static_cast<double>(result.timeNs) / 1e3);
            expanded.push_back(static_cast<double>(result.expanded));
            f.totalTimeMs += static_cast<double>(result.timeNs) / 1e6;
        }
        f.timeUs = boxSummary(times);
        f.expanded = boxSummary(expanded);
        figures.push_back(std::move(f));
    }
    return figures;
}

const QueryResult* ScenarioBatchResult::query(std::size_t index) const {
    // Results come query by query in the set's order, one per walker: a binary search finds the
    // query's first result.
    const auto first = std::lower_bound(results.begin(), results.end(), index,
                                        [](const QueryResult& r, std::size_t q) { return r.query < q; });
    if (first == results.end() || first->query != index)
        return nullptr;
    return &*first;
}

struct ScenarioBatch::Job {
    ScenarioBatchResult result;
    std::atomic<bool> stop{false};
    std::atomic<bool> finished{false};
    std::atomic<std::size_t> done{0};
    std::size_t total = 0;
};

ScenarioBatch::ScenarioBatch() = default;

ScenarioBatch::~ScenarioBatch() {
    stop();
}

void ScenarioBatch::stop() {
    if (m_job)
        m_job->stop = true;
    if (m_thread.joinable())
        m_thread.join();
    m_job.reset();
}

void ScenarioBatch::start(ScenarioSet set, std::vector<ScenarioWalker> walkers, ScenarioRunOptions options) {
    stop();
    m_job = std::make_unique<Job>();
    Job& job = *m_job;
    job.total = set.queries.size();
    job.result.set = std::move(set);
    job.result.walkers = std::move(walkers);
    options.stop = nullptr;
    job.result.options = options;
    m_thread = std::thread([&job] {
        const auto begin = std::chrono::steady_clock::now();
        // The app runs a scenario on the map it has open: where that is not the file's map, the
        // file's optimal lengths are for another map, and each query is judged by its own optimum.
        job.result.options.referenceOptima = !scenarioMapMatchesFile(job.result.set);
        ScenarioRunOptions stoppable = job.result.options;
        stoppable.stop = &job.stop;
        try {
            job.result.results = runScenarios({job.result.set}, job.result.walkers, stoppable,
                                              [&job](std::size_t done, std::size_t) { job.done = done; });
        } catch (const std::exception& error) {
            job.result.error = error.what();
            job.result.results.clear();
        }
        // runScenarios numbers results by set; there is one set here, so QueryResult::query is the
        // index into its queries.
        const std::size_t walkerCount = std::max<std::size_t>(1, job.result.walkers.size());
        job.result.cancelled = job.result.error.empty() &&
                               job.result.results.size() < job.total * walkerCount &&
                               !job.result.walkers.empty();
        job.done = job.result.results.size() / walkerCount;
        job.result.elapsedNs =
            std::chrono::duration_cast<std::chrono::nanoseconds>(std::chrono::steady_clock::now() - begin)
                .count();
        job.finished = true;
    });
}

void ScenarioBatch::cancel() {
    if (m_job)
        m_job->stop = true;
}

bool ScenarioBatch::finished() const {
    return m_job && m_job->finished;
}

std::size_t ScenarioBatch::done() const {
    return m_job ? m_job->done.load() : 0;
}

std::size_t ScenarioBatch::total() const {
    return m_job ? m_job->total : 0;
}

ScenarioBatchResult ScenarioBatch::take() {
    if (m_thread.joinable())
        m_thread.join();
    ScenarioBatchResult result = m_job ? std::move(m_job->result) : ScenarioBatchResult{};
    m_job.reset();
    return result;
}

} // namespace pathfinder::app
