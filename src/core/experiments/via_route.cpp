#include "pathfinder/experiments/via_route.h"

#include "pathfinder/search/run.h"
#include "pathfinder/search/walker.h"

#include <stdexcept>
#include <string>

namespace pathfinder {

namespace {

std::string cellText(Coord c) {
    return "(" + std::to_string(c.x) + ", " + std::to_string(c.y) + ")";
}

/// "via-point 2 (7, 1)" or "the goal (9, 9)": the leg's end as the person named it.
std::string endName(std::size_t leg, std::size_t legs, Coord c) {
    return leg + 1 == legs ? "the goal " + cellText(c)
                           : "via-point " + std::to_string(leg + 1) + " " + cellText(c);
}

/// "the start (0, 0)" or "via-point 1 (3, 4)".
std::string beginName(std::size_t leg, Coord c) {
    return leg == 0 ? "the start " + cellText(c) : "via-point " + std::to_string(leg) + " " + cellText(c);
}

std::string outcomeWords(const RouteLeg& leg) {
    if (leg.outcome == Outcome::Unreachable)
        return "unreachable";
    if (!leg.note.empty())
        return "not reached: " + leg.note;
    return "not reached (the walker gave up)";
}

RouteLeg runLeg(MapGrid& copy, const WalkerSettings& settings, Coord from, Coord to, std::string_view walker,
                std::uint64_t budget) {
    copy.setStart(from);
    copy.setGoal(to);
    auto searcher = createWalker(walker);
    searcher->setup(copy, settings);
    const RunResult run = runToCompletion(*searcher, budget != 0 ? budget : defaultBudget(copy));
    RouteLeg leg{from, to, run.outcome, run.stats, {}, searcher->note()};
    if (run.outcome == Outcome::Reached)
        leg.path = searcher->path();
    return leg;
}

} // namespace

ViaRoute planViaRoute(const MapGrid& grid, const WalkerSettings& settings, Coord start,
                      const std::vector<Coord>& vias, Coord goal, std::string_view walker,
                      std::uint64_t budget) {
    if (!findWalker(walker))
        throw std::invalid_argument("no walker is named '" + std::string(walker) + "'");
    std::vector<Coord> points{start};
    points.insert(points.end(), vias.begin(), vias.end());
    points.push_back(goal);
    MapGrid copy(grid);
    ViaRoute route;
    double cost = 0.0;
    const std::size_t legs = points.size() - 1;
    for (std::size_t i = 0; i < legs; ++i) {
        RouteLeg leg = runLeg(copy, settings, points[i], points[i + 1], walker, budget);
        route.expanded += leg.stats.expanded;
        route.timeNs += leg.stats.timeNs;
        if (leg.outcome == Outcome::Reached) {
            cost += leg.stats.pathCost;
            route.path.insert(route.path.end(), leg.path.begin() + (route.path.empty() ? 0 : 1),
                              leg.path.end());
        } else if (!route.failedLeg) {
            route.failedLeg = i;
            route.problem = "leg " + std::to_string(i + 1) + " of " + std::to_string(legs) + ", from " +
                            beginName(i, points[i]) + " to " + endName(i, legs, points[i + 1]) + ": " +
                            outcomeWords(leg);
        }
        route.legs.push_back(std::move(leg));
    }
    if (route.reached())
        route.cost = cost;
    else
        route.path.clear();
    return route;
}

} // namespace pathfinder
