#pragma once

#include "pathfinder/provenance.h"

#include "scenario_batch.h"

#include <string>

namespace pathfinder::app {

/// What produced a scenario run on the map named `mapName`: the app and the machine, the map's
/// content hash, the scenario file and its hash, the movement and walker settings, the walkers, their
/// budget and repetitions, and whether the run was cancelled.
Provenance scenarioProvenance(const ScenarioBatchResult& result, const std::string& mapName);

/// The run as CSV: the provenance as `# key: value` lines, then the header row and one line per
/// query and walker: query (1-based, in the file's order), bucket, start_x, start_y, goal_x, goal_y,
/// optimal (the file's), walker (its registry name), outcome, cost, expanded, generated, steps, time_us
/// (median of the repetitions, search only) and off_optimal (1 when the cost is not the file's optimum, or,
/// under other movement rules, not the first walker's).
std::string scenarioCsv(const ScenarioBatchResult& result, const Provenance& provenance);

} // namespace pathfinder::app
