#pragma once

#include "pathfinder/formats/provenance.h"

#include "workers/scenario_batch.h"

#include <string>

namespace pathfinder::app {

/// What produced a scenario run on the map named `mapName`: the app and the machine, the map's
/// content hash, the scenario file and its hash, the movement and walker settings, the walkers, their
/// budget and repetitions, and whether the run was cancelled.
Provenance scenarioProvenance(const ScenarioBatchResult& result, const std::string& mapName);

/// The run as CSV: the provenance as `# key: value` lines, then the core's scenario table
/// (scenarioResultTable(), the table `pathfinder-cli scen --csv` writes): one line per query and
/// walker, with the query, its endpoints and the file's optimum, the walker's registry name, status,
/// path cost, length and what the figure is, its ratio to the optimum, mismatch (1 when the cost is not
/// the file's optimum, or, under other movement rules, not the first walker's), steps, expansions and
/// time_ns (the median of the repetitions, search only).
std::string scenarioCsv(const ScenarioBatchResult& result, const Provenance& provenance);

} // namespace pathfinder::app
