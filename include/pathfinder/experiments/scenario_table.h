#pragma once

#include "pathfinder/experiments/result_table.h"
#include "pathfinder/experiments/scenario_runner.h"

#include <vector>

namespace pathfinder {

/// The results of a scenario run as one table, a row per query and walker in the order of
/// runScenarios(): scenario, query, line, bucket, map, start_x, start_y, goal_x, goal_y,
/// optimal_cost (QueryResult::optimalCost: the file's, or the reference on another map), walker (its registry
/// name), status, path_cost, path_length, cost_basis, cost_ratio, mismatch, path_steps, expanded, generated,
/// time_ns (see resultColumns()). The command line's `scen --csv` and the app's scenario export are this
/// table. `results` are runScenarios()'s for `sets` and `walkers`.
ResultTable scenarioResultTable(const std::vector<ScenarioSet>& sets,
                                const std::vector<ScenarioWalker>& walkers,
                                const std::vector<QueryResult>& results);

} // namespace pathfinder
