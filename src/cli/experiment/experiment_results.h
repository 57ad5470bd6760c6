#pragma once

#include "pathfinder/experiments/scenario_runner.h"
#include "pathfinder/experiments/statistics.h"

#include "experiment/experiment_file.h"

#include <string>
#include <utility>
#include <vector>

namespace pathfinder::cli {

/// A scenario file's family: the folder it lies in, as the Moving AI benchmark sorts its maps.
std::string familyOf(const ScenarioSet& set);

/// An experiment's results arranged for its report: by query ("task", in runScenarios()'s order of
/// sets and queries) and walker, with the families the queries fall in.
class ExperimentResults {
public:
    /// A family's name and its queries; the last, "all", holds every query when there are several.
    using Family = std::pair<std::string, std::vector<std::size_t>>;

    /// `results` are runScenarios()'s for `sets` and the experiment's walkers; all three must
    /// outlive this.
    ExperimentResults(const Experiment& experiment, const std::vector<ScenarioSet>& sets,
                      const std::vector<QueryResult>& results);

    const Experiment& experiment() const { return m_e; }
    std::size_t walkerCount() const { return m_walkers; }
    /// The walker the others are compared with.
    std::size_t baseline() const { return m_baseline; }
    const std::vector<const ScenarioQuery*>& queries() const { return m_queries; }
    const std::vector<Family>& families() const { return m_families; }

    const QueryResult& at(std::size_t task, std::size_t walker) const {
        return m_results[task * m_walkers + walker];
    }
    /// `of` each of the tasks' results of one walker.
    std::vector<double> values(const std::vector<std::size_t>& tasks, std::size_t walker,
                               double (*of)(const QueryResult&)) const;
    /// The bootstrap interval of a sample's median, with the experiment's resamples and seed.
    Interval medianInterval(const std::vector<double>& sample) const;

    static double micros(const QueryResult& r) { return static_cast<double>(r.timeNs) / 1e3; }
    static double expansions(const QueryResult& r) { return static_cast<double>(r.expanded); }

protected:
    const Experiment& m_e;
    const std::vector<QueryResult>& m_results;
    std::size_t m_walkers;
    std::size_t m_baseline = 0;
    std::vector<const ScenarioQuery*> m_queries;
    std::vector<Family> m_families;
};

} // namespace pathfinder::cli
