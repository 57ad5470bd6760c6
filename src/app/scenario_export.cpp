#include "scenario_export.h"

#include "pathfinder/enum_names.h"
#include "pathfinder/sha256.h"

#include "compare_export.h"

#include <sstream>

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
    if (result.cancelled)
        provenance.set("cancelled", "yes: only the queries finished are listed");
    return provenance;
}

std::string scenarioCsv(const ScenarioBatchResult& result, const Provenance& provenance) {
    std::ostringstream out;
    provenance.writeCsvComments(out);
    out << "query,bucket,start_x,start_y,goal_x,goal_y,optimal,walker,outcome,cost,expanded,generated,steps,"
           "time_us,off_optimal\n";
    for (std::size_t i = 0; i < result.results.size(); ++i) {
        // Results come query by query, one per walker in the run's order.
        const QueryResult& r = result.results[i];
        const ScenarioWalker& walker = result.walkers.at(i % result.walkers.size());
        const ScenarioQuery& q = result.set.queries.at(r.query);
        out << r.query + 1 << ',' << q.bucket << ',' << q.start.x << ',' << q.start.y << ',' << q.goal.x
            << ',' << q.goal.y << ',' << csvNumber(q.optimalLength) << ',' << csvText(walker.name) << ','
            << toString(r.outcome) << ',' << (r.outcome == Outcome::Reached ? csvNumber(r.pathCost) : "")
            << ',' << r.expanded << ',' << r.generated << ',' << r.pathSteps << ','
            << csvNumber(static_cast<double>(r.timeNs) / 1e3) << ',' << (r.mismatch ? 1 : 0) << '\n';
    }
    return out.str();
}

} // namespace pathfinder::app
