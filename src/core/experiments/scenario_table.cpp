#include "pathfinder/experiments/scenario_table.h"

#include <string>

namespace pathfinder {

ResultTable scenarioResultTable(const std::vector<ScenarioSet>& sets,
                                const std::vector<ScenarioWalker>& walkers,
                                const std::vector<QueryResult>& results) {
    ResultTable table({"scenario",  "query",       "line",       "bucket",       "map",      "start_x",
                       "start_y",   "goal_x",      "goal_y",     "optimal_cost", "walker",   "status",
                       "path_cost", "path_length", "cost_basis", "cost_ratio",   "mismatch", "path_steps",
                       "expanded",  "generated",   "time_ns"});
    for (std::size_t i = 0; i < results.size(); ++i) {
        // Results come query by query, one per walker in the run's order.
        const QueryResult& r = results[i];
        const ScenarioSet& set = sets.at(r.set);
        const ScenarioQuery& q = set.queries.at(r.query);
        const CostComparison& c = r.comparison;
        const double figure = resultCost(r.outcome, r.pathCost);
        const bool reached = r.outcome == Outcome::Reached;
        table.addRow({set.path,
                      std::to_string(r.query + 1),
                      std::to_string(q.line),
                      std::to_string(q.bucket),
                      q.map,
                      std::to_string(q.start.x),
                      std::to_string(q.start.y),
                      std::to_string(q.goal.x),
                      std::to_string(q.goal.y),
                      csvNumber(r.optimalCost),
                      walkers.at(i % walkers.size()).name,
                      std::string(toString(r.outcome)),
                      csvNumber(c.cost(figure)),
                      reached ? csvNumber(c.length(r.pathCost)) : "",
                      std::string(toString(c.basis)),
                      reached ? csvNumber(c.ratio(r.pathCost, r.optimalCost)) : "",
                      r.mismatch ? "1" : "0",
                      reached ? std::to_string(r.pathSteps) : "",
                      std::to_string(r.expanded),
                      std::to_string(r.generated),
                      std::to_string(r.timeNs)});
    }
    return table;
}

} // namespace pathfinder
