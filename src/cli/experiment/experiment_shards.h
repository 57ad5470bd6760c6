#pragma once

#include "pathfinder/experiments/scenario_runner.h"

#include "experiment/experiment_file.h"

#include <cstddef>
#include <memory>
#include <nlohmann/json.hpp>
#include <string>
#include <utility>
#include <vector>

namespace pathfinder::cli {

// An experiment's work items are its tasks: one query of one scenario file, run by every walker
// with every repetition, numbered from 0 in runScenarios()'s order of files and queries. Shard K
// of N runs the tasks t with t mod N = K - 1: round-robin, so that every shard gets some of every
// file, and the shards' sizes differ by one at most.

/// Shard K of N (1-based); 1 of 1 is the whole experiment.
struct Shard {
    std::size_t index = 1;
    std::size_t count = 1;

    bool whole() const { return count == 1; }
    /// "K/N".
    std::string text() const { return std::to_string(index) + "/" + std::to_string(count); }
};

/// Reads "K/N" with 1 ≤ K ≤ N; throws UsageError naming the option and what is wrong.
Shard parseShard(const std::string& text);

/// The tasks of `shard` among `total`, in increasing order.
std::vector<std::size_t> shardTasks(std::size_t total, const Shard& shard);

/// The queries of all `sets` together: the number of tasks.
std::size_t taskCount(const std::vector<ScenarioSet>& sets);

/// Some of the tasks of a list of scenario sets, as sets of their own: each set keeps the chosen
/// queries in their order, and a set left without any is left out.
struct TaskSelection {
    std::vector<ScenarioSet> sets;
    std::vector<std::size_t> tasks; ///< each query's task among the original sets, in order
};

/// The selection of `tasks` (increasing, each below taskCount(sets)).
TaskSelection selectTasks(const std::vector<ScenarioSet>& sets, const std::vector<std::size_t>& tasks);

/// The task a result of runScenarios() over `sets` belongs to.
std::size_t taskOf(const std::vector<ScenarioSet>& sets, const QueryResult& result);

/// The set and query of `task` among `sets`.
std::pair<std::size_t, std::size_t> locateTask(const std::vector<ScenarioSet>& sets, std::size_t task);

/// The results of runScenarios() over the selection's sets as rows for shard.json: each row says
/// its task among the original sets and its walker (`walkers` of them, in the experiment's order),
/// every figure in full (numbers as text, so that infinities and NaN survive).
nlohmann::ordered_json shardRows(const TaskSelection& selection, const std::vector<QueryResult>& results,
                                 std::size_t walkers);

/// A row of shardRows() as a result over `sets` (the experiment's whole list), with its walker's
/// label and cost comparison as the experiment gives them (`made` holds a walker of each of the
/// experiment's, createWalker()'s); throws std::runtime_error for a row out of range. `task` and
/// `walker` receive where it belongs.
QueryResult resultFromRow(const nlohmann::json& row, const Experiment& e,
                          const std::vector<ScenarioSet>& sets,
                          const std::vector<std::unique_ptr<MapGridWalker>>& made, std::size_t& task,
                          std::size_t& walker);

} // namespace pathfinder::cli
