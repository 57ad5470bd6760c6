#include "experiment/experiment_results.h"

#include "platform/files.h"

#include <algorithm>
#include <filesystem>

namespace pathfinder::cli {

namespace {

/// The queries of the experiment (indices into runScenarios()'s order of sets and queries) by
/// family, then all of them when there is more than one family.
std::vector<ExperimentResults::Family> familiesOf(const std::vector<ScenarioSet>& sets) {
    std::vector<ExperimentResults::Family> out;
    std::vector<std::size_t> all;
    std::size_t task = 0;
    for (const ScenarioSet& set : sets) {
        const std::string family = familyOf(set);
        auto found = std::find_if(out.begin(), out.end(), [&](const auto& f) { return f.first == family; });
        if (found == out.end())
            found = out.insert(out.end(), {family, {}});
        for (std::size_t q = 0; q < set.queries.size(); ++q, ++task) {
            found->second.push_back(task);
            all.push_back(task);
        }
    }
    if (out.size() > 1)
        out.emplace_back("all", std::move(all));
    return out;
}

} // namespace

std::string familyOf(const ScenarioSet& set) {
    const std::string folder =
        platform::utf8FromPath(platform::pathFromUtf8(set.path).parent_path().filename());
    return folder.empty() ? "scenarios" : folder;
}

ExperimentResults::ExperimentResults(const Experiment& e, const std::vector<ScenarioSet>& sets,
                                     const std::vector<QueryResult>& results)
    : m_e(e), m_results(results), m_walkers(e.walkers.size()), m_families(familiesOf(sets)) {
    for (std::size_t w = 0; w < e.walkers.size(); ++w)
        if (e.walkers[w].label == e.baseline)
            m_baseline = w;
    for (const ScenarioSet& set : sets)
        for (const ScenarioQuery& query : set.queries)
            m_queries.push_back(&query);
}

std::vector<double> ExperimentResults::values(const std::vector<std::size_t>& tasks, std::size_t walker,
                                              double (*of)(const QueryResult&)) const {
    std::vector<double> out;
    out.reserve(tasks.size());
    for (std::size_t t : tasks)
        out.push_back(of(at(t, walker)));
    return out;
}

Interval ExperimentResults::medianInterval(const std::vector<double>& sample) const {
    return bootstrapInterval(sample, Statistic::Median, m_e.resamples, m_e.seed);
}

} // namespace pathfinder::cli
