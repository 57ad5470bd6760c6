#include "commands/run_goals.h"

#include "pathfinder/experiments/via_route.h"
#include "pathfinder/registry/walker_registry.h"
#include "pathfinder/search/nearest_goal_search.h"
#include "pathfinder/search/run.h"

#include "options/exit_status.h"
#include "options/map_loading.h"
#include "options/option_checks.h"

#include <CLI/CLI.hpp>
#include <algorithm>
#include <cmath>
#include <limits>

namespace pathfinder::cli {

namespace {

std::string cellColumn(Coord c) {
    return std::to_string(c.x) + "," + std::to_string(c.y);
}

/// The reference Dijkstra's least cost from `from` to `to`.
double referenceLeg(const MapGrid& grid, const Movement& movement, Coord from, Coord to) {
    MapGrid copy(grid);
    copy.setStart(from);
    copy.setGoal(to);
    return referenceOptimalCost(copy, movement);
}

std::string stepsOf(const std::vector<Coord>& path) {
    return path.empty() ? std::string() : std::to_string(path.size() - 1);
}

/// The search of several goals that the walker's ranking stands for: by cost (Dijkstra), or by
/// g + w·h (A*, searched with w = 1); any other walker is refused.
NearestGoalMethod nearestGoalMethodOf(const std::string& walker) {
    const WalkerInfo* info = findWalker(walker);
    if (info && info->ranking == OpenListRanking::Cost)
        return NearestGoalMethod::Dijkstra;
    if (info && info->ranking == OpenListRanking::WeightedSum)
        return NearestGoalMethod::AStar;
    throw UsageError("--goals: the nearest of several goals is searched by a walker that ranks by cost "
                     "(Dijkstra) or by g + w·h (A*), not '" +
                     walker + "'");
}

std::string noteOf(const MapGrid& grid, const WalkerSettings& settings, NearestGoalMethod method,
                   bool reached, std::size_t goals) {
    if (!reached)
        return "no goal is reachable from the start";
    std::string note = "the nearest of " + std::to_string(goals) + " goals";
    if (method == NearestGoalMethod::AStar &&
        !isAdmissible(settings.heuristic, settings.movement, grid.topology()))
        note += "; the heuristic may overestimate here, so the goal and cost may not be the least";
    if (method == NearestGoalMethod::AStar && settings.weight != 1.0)
        note += "; searched with weight 1 (the least estimate over the goals, unweighted)";
    return note;
}

const std::vector<std::string_view> kRouteColumns = {"walker",   "leg",       "start",        "goal",
                                                     "status",   "path_cost", "optimal_cost", "path_steps",
                                                     "expanded", "generated", "time_ns",      "note"};

} // namespace

void declareGoalPoints(CLI::App& run, GoalPointOptions& options, CLI::Option* goal) {
    CLI::Option* via = run.add_option("--via", options.via,
                                      "A cell X,Y the route passes through on its way to the goal; repeat "
                                      "it for more, in the order they are visited (each leg is a walker's "
                                      "search)")
                           ->check(cellText())
                           ->allow_extra_args(false);
    run.add_option("--goals", options.goals,
                   "Several goals, \"X,Y X,Y ...\": the search heads for the nearest (Dijkstra or A* "
                   "only; A* estimates by the least heuristic over the goals)")
        ->delimiter(' ')
        ->check(cellText())
        ->excludes(via)
        ->excludes(goal);
}

std::vector<Coord> goalPointCells(const MapGrid& grid, const std::string& option,
                                  const std::vector<std::string>& texts) {
    std::vector<Coord> cells;
    for (const std::string& text : texts)
        cells.push_back(placedCell(grid, option, text));
    return cells;
}

Report viaRouteReport(const MapGrid& grid, const WalkerSettings& settings,
                      const std::vector<std::string>& walkers, const std::vector<Coord>& vias,
                      std::uint64_t budget) {
    Report report(kRouteColumns);
    const Coord start = *grid.start();
    const Coord goal = *grid.goal();
    std::vector<double> optimal;
    for (std::size_t i = 0; i <= vias.size(); ++i)
        optimal.push_back(referenceLeg(grid, settings.movement, i == 0 ? start : vias[i - 1],
                                       i == vias.size() ? goal : vias[i]));
    double optimalSum = 0.0;
    for (const double leg : optimal)
        optimalSum += leg;
    for (const std::string& walker : walkers) {
        const ViaRoute route = planViaRoute(grid, settings, start, vias, goal, walker, budget);
        std::uint64_t generated = 0;
        for (std::size_t i = 0; i < route.legs.size(); ++i) {
            const RouteLeg& leg = route.legs[i];
            const bool reached = leg.outcome == Outcome::Reached;
            generated += leg.stats.generated;
            report.addRow({walker, std::to_string(i + 1), cellColumn(leg.from), cellColumn(leg.to),
                           std::string(toString(leg.outcome)), reached ? formatCost(leg.stats.pathCost) : "",
                           formatCost(optimal[i]), reached ? stepsOf(leg.path) : "",
                           std::to_string(leg.stats.expanded), std::to_string(leg.stats.generated),
                           std::to_string(leg.stats.timeNs), leg.note});
        }
        const Outcome outcome = route.reached() ? Outcome::Reached : route.legs[*route.failedLeg].outcome;
        report.addRow({walker, "route", cellColumn(start), cellColumn(goal), std::string(toString(outcome)),
                       route.reached() ? formatCost(route.cost) : "", formatCost(optimalSum),
                       stepsOf(route.path), std::to_string(route.expanded), std::to_string(generated),
                       std::to_string(route.timeNs), route.problem});
    }
    return report;
}

Report nearestGoalReport(const MapGrid& grid, const WalkerSettings& settings,
                         const std::vector<std::string>& walkers, const std::vector<Coord>& goals) {
    std::vector<NearestGoalMethod> methods;
    for (const std::string& walker : walkers)
        methods.push_back(nearestGoalMethodOf(walker));
    const Coord start = *grid.start();
    double optimal = std::numeric_limits<double>::infinity();
    for (const Coord goal : goals)
        optimal = std::min(optimal, referenceLeg(grid, settings.movement, start, goal));
    Report report({"walker", "start", "goal", "status", "path_cost", "optimal_cost", "path_steps", "expanded",
                   "generated", "time_ns", "note"});
    for (std::size_t i = 0; i < walkers.size(); ++i) {
        const std::string& walker = walkers[i];
        const NearestGoalMethod method = methods[i];
        const NearestGoalResult result =
            findNearestGoal(grid, settings.movement, start, goals, method, settings.heuristic);
        const bool reached = result.goal.has_value();
        report.addRow({walker, cellColumn(start), reached ? cellColumn(goals[*result.goal]) : "",
                       reached ? "reached" : "unreachable", formatCost(result.cost), formatCost(optimal),
                       stepsOf(result.path), std::to_string(result.expanded),
                       std::to_string(result.generated), std::to_string(result.timeNs),
                       noteOf(grid, settings, method, reached, goals.size())});
    }
    return report;
}

} // namespace pathfinder::cli
