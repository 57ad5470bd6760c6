#include "windows/scenario_export.h"

#include "pathfinder/basics/sha256.h"
#include "pathfinder/experiments/scenario_table.h"

namespace pathfinder::app {

Provenance scenarioProvenance(const ScenarioBatchResult& result, const std::string& mapName) {
    Provenance provenance = programProvenance("pathfinder");
    if (result.set.map)
        addGridProvenance(provenance, mapName, *result.set.map);
    provenance.set("scenario", result.set.path);
    try {
        provenance.set("scenario_sha256", sha256OfFile(result.set.path));
    } catch (const std::exception& error) {
        provenance.set("scenario_sha256", std::string("unknown: ") + error.what());
    }
    std::string walkers;
    for (const ScenarioWalker& walker : result.walkers)
        walkers += (walkers.empty() ? "" : ",") + walker.name;
    provenance.set("walkers", walkers);
    if (!result.walkers.empty()) {
        WalkerSettings settings = result.walkers.front().settings;
        settings.movement = result.options.movement;
        addSettingsProvenance(provenance, settings);
    }
    provenance.set("budget", result.options.budget);
    provenance.set("repetitions", std::to_string(result.options.repetitions));
    provenance.set("queries", std::to_string(result.set.queries.size()));
    if (result.options.referenceOptima)
        provenance.set("optimal_cost",
                       "a reference Dijkstra on the open map, whose cells differ from the map "
                       "the scenario file's optimal lengths are for");
    if (result.cancelled)
        provenance.set("cancelled", "yes: only the queries finished are listed");
    return provenance;
}

std::string scenarioCsv(const ScenarioBatchResult& result, const Provenance& provenance) {
    return scenarioResultTable({result.set}, result.walkers, result.results).csv(provenance);
}

} // namespace pathfinder::app
