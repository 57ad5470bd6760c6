#include "experiment/experiment_shards.h"

#include "pathfinder/basics/enum_names.h"
#include "pathfinder/basics/number_text.h"
#include "pathfinder/registry/walker_registry.h"
#include "pathfinder/search/cost_comparison.h"

#include "options/exit_status.h"

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <stdexcept>
#include <tuple>

namespace pathfinder::cli {

namespace {

/// A double as text that reads back to the same value, infinities and NaN included.
std::string exact(double value) {
    char text[40];
    std::snprintf(text, sizeof text, "%.17g", value);
    return text;
}

double exactValue(const nlohmann::json& cell) {
    const std::string text = cell.get<std::string>();
    return std::strtod(text.c_str(), nullptr);
}

} // namespace

Shard parseShard(const std::string& text) {
    const std::size_t slash = text.find('/');
    const auto problem = [&text](const std::string& what) {
        return UsageError("--shard " + text + ": " + what);
    };
    if (slash == std::string::npos)
        throw problem("expected K/N, shard K of N (1-based), such as 2/8");
    constexpr std::uint64_t kMost = 1u << 20;
    const std::string k = text.substr(0, slash);
    const std::string n = text.substr(slash + 1);
    if (const auto wrong = wholeNumberProblem(n, 1, kMost))
        throw problem("the number of shards N (after the slash): " + *wrong);
    const std::uint64_t count = *parseWholeNumber(n, 1, kMost);
    if (const auto wrong = wholeNumberProblem(k, 1, count))
        throw problem("the shard K (before the slash) must be from 1 to N = " + n + ": " + *wrong);
    return {static_cast<std::size_t>(*parseWholeNumber(k, 1, count)), static_cast<std::size_t>(count)};
}

std::vector<std::size_t> shardTasks(std::size_t total, const Shard& shard) {
    std::vector<std::size_t> tasks;
    for (std::size_t t = shard.index - 1; t < total; t += shard.count)
        tasks.push_back(t);
    return tasks;
}

std::size_t taskCount(const std::vector<ScenarioSet>& sets) {
    std::size_t total = 0;
    for (const ScenarioSet& set : sets)
        total += set.queries.size();
    return total;
}

TaskSelection selectTasks(const std::vector<ScenarioSet>& sets, const std::vector<std::size_t>& tasks) {
    TaskSelection selection;
    selection.tasks = tasks;
    auto next = tasks.begin();
    std::size_t first = 0;
    for (const ScenarioSet& set : sets) {
        ScenarioSet chosen = set;
        chosen.queries.clear();
        for (; next != tasks.end() && *next < first + set.queries.size(); ++next)
            chosen.queries.push_back(set.queries[*next - first]);
        first += set.queries.size();
        if (!chosen.queries.empty())
            selection.sets.push_back(std::move(chosen));
    }
    return selection;
}

std::size_t taskOf(const std::vector<ScenarioSet>& sets, const QueryResult& result) {
    std::size_t task = result.query;
    for (std::size_t s = 0; s < result.set; ++s)
        task += sets[s].queries.size();
    return task;
}

std::pair<std::size_t, std::size_t> locateTask(const std::vector<ScenarioSet>& sets, std::size_t task) {
    for (std::size_t s = 0; s < sets.size(); ++s) {
        if (task < sets[s].queries.size())
            return {s, task};
        task -= sets[s].queries.size();
    }
    throw std::out_of_range("task " + std::to_string(task) + " is past the experiment's queries");
}

nlohmann::ordered_json shardRows(const TaskSelection& selection, const std::vector<QueryResult>& results,
                                 std::size_t walkers) {
    nlohmann::ordered_json rows = nlohmann::ordered_json::array();
    for (std::size_t i = 0; i < results.size(); ++i) {
        const QueryResult& r = results[i];
        rows.push_back({{"task", selection.tasks[taskOf(selection.sets, r)]},
                        {"walker", i % walkers},
                        {"outcome", std::string(toString(r.outcome))},
                        {"path_cost", exact(r.pathCost)},
                        {"optimal_cost", exact(r.optimalCost)},
                        {"expanded", r.expanded},
                        {"generated", r.generated},
                        {"path_steps", r.pathSteps},
                        {"time_ns", r.timeNs},
                        {"refusal", r.refusal},
                        {"first_move_ns", r.firstMoveNs},
                        {"first_20_steps_ns", r.first20StepsNs},
                        {"longest_slice_ns", r.longestSliceNs},
                        {"slices", r.slices},
                        {"mismatch", r.mismatch}});
    }
    return rows;
}

QueryResult resultFromRow(const nlohmann::json& row, const Experiment& e,
                          const std::vector<ScenarioSet>& sets,
                          const std::vector<std::unique_ptr<MapGridWalker>>& made, std::size_t& task,
                          std::size_t& walker) {
    task = row.at("task").get<std::size_t>();
    walker = row.at("walker").get<std::size_t>();
    if (task >= taskCount(sets) || walker >= e.walkers.size())
        throw std::runtime_error("a row of task " + std::to_string(task) + ", walker " +
                                 std::to_string(walker + 1) + " is past the experiment's queries or walkers");
    const auto outcome = parseEnum<Outcome>(row.at("outcome").get<std::string>());
    if (!outcome)
        throw std::runtime_error("a row with an unknown outcome \"" + row.at("outcome").get<std::string>() +
                                 "\"");
    QueryResult r;
    std::tie(r.set, r.query) = locateTask(sets, task);
    r.walker = e.walkers[walker].label;
    r.outcome = *outcome;
    r.pathCost = exactValue(row.at("path_cost"));
    r.optimalCost = exactValue(row.at("optimal_cost"));
    r.expanded = row.at("expanded").get<std::uint64_t>();
    r.generated = row.at("generated").get<std::uint64_t>();
    r.pathSteps = row.at("path_steps").get<std::uint64_t>();
    r.timeNs = row.at("time_ns").get<std::int64_t>();
    r.refusal = row.at("refusal").get<std::string>();
    r.firstMoveNs = row.at("first_move_ns").get<std::int64_t>();
    r.first20StepsNs = row.at("first_20_steps_ns").get<std::int64_t>();
    r.longestSliceNs = row.at("longest_slice_ns").get<std::int64_t>();
    r.slices = row.at("slices").get<std::uint64_t>();
    r.mismatch = row.at("mismatch").get<bool>();
    // What the figure is follows from the walker, the map and the movement, as the run found it.
    r.comparison = costComparison(made[walker]->description(), *sets[r.set].map, e.run.movement);
    return r;
}

} // namespace pathfinder::cli
