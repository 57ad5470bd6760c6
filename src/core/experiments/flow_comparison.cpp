#include "pathfinder/experiments/flow_comparison.h"

#include "pathfinder/search/flow_field.h"
#include "pathfinder/search/run.h"
#include "pathfinder/search/walker.h"

#include <stdexcept>
#include <string>

namespace pathfinder {

FlowComparison compareFlowField(const MapGrid& grid, const WalkerSettings& settings, Coord goal,
                                const std::vector<Coord>& starts, std::string_view walker,
                                std::uint64_t budget) {
    if (!findWalker(walker))
        throw std::invalid_argument("no walker is named '" + std::string(walker) + "'");
    FlowComparison comparison;
    comparison.agents = starts.size();

    const FlowField field(grid, settings.movement, {goal});
    comparison.flow.expanded = field.expanded();
    comparison.flow.timeNs = field.buildNs();
    comparison.flow.bytes = field.bytes();
    for (const Coord start : starts) {
        const std::vector<Coord> route = field.pathFrom(start);
        if (route.empty())
            continue;
        ++comparison.flow.reached;
        comparison.flow.totalCost += pathCost(grid, settings.movement, route);
    }

    MapGrid copy(grid);
    copy.setGoal(goal);
    if (budget == 0)
        budget = defaultBudget(copy);
    for (const Coord start : starts) {
        copy.setStart(start);
        auto searcher = createWalker(walker);
        searcher->setup(copy, settings);
        const RunResult run = runToCompletion(*searcher, budget);
        comparison.search.expanded += run.stats.expanded;
        comparison.search.timeNs += run.stats.timeNs;
        if (run.outcome == Outcome::Reached) {
            ++comparison.search.reached;
            comparison.search.totalCost += run.stats.pathCost;
        }
    }
    return comparison;
}

} // namespace pathfinder
