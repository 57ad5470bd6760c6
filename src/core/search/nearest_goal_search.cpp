#include "pathfinder/search/nearest_goal_search.h"

#include <algorithm>
#include <chrono>
#include <functional>
#include <queue>
#include <tuple>

namespace pathfinder {

namespace {

constexpr std::uint32_t kNoParent = 0xFFFFFFFFu;

/// The least estimate from c over the goals, in the map's cost units.
double leastEstimate(const MapGrid& grid, const Movement& movement, HeuristicKind heuristic, Coord c,
                     const std::vector<Coord>& goals) {
    double least = std::numeric_limits<double>::infinity();
    for (const Coord g : goals)
        least = std::min(least, estimateOnMap(grid, heuristic, TerrainEstimate::LeastFactor, c, g, movement));
    return least;
}

std::vector<Coord> tracePath(const MapGrid& grid, const std::vector<std::uint32_t>& parent, std::size_t end) {
    std::vector<Coord> path;
    const auto width = static_cast<std::size_t>(grid.width());
    for (std::size_t at = end; at != kNoParent; at = parent[at])
        path.push_back({static_cast<int>(at % width), static_cast<int>(at / width)});
    std::reverse(path.begin(), path.end());
    return path;
}

} // namespace

NearestGoalResult findNearestGoal(const MapGrid& grid, const Movement& movement, Coord start,
                                  const std::vector<Coord>& goals, NearestGoalMethod method,
                                  HeuristicKind heuristic) {
    const auto began = std::chrono::steady_clock::now();
    NearestGoalResult result;
    std::vector<Coord> reachable; // the goals a walk can stand on
    for (const Coord g : goals)
        if (!grid.isBlocked(g))
            reachable.push_back(g);
    if (grid.isBlocked(start) || reachable.empty())
        return result;
    const std::size_t cells = grid.cellCount();
    std::vector<double> g(cells, std::numeric_limits<double>::infinity());
    std::vector<std::uint32_t> parent(cells, kNoParent);
    std::vector<std::uint8_t> isGoal(cells, 0);
    for (const Coord goal : reachable)
        isGoal[grid.cellIndex(goal)] = 1;
    auto estimate = [&](Coord c) {
        return method == NearestGoalMethod::AStar ? leastEstimate(grid, movement, heuristic, c, reachable)
                                                  : 0.0;
    };
    // (f, g, cell): equal f taken by the larger g (nearer a goal), then by cell index.
    using Entry = std::tuple<double, double, std::size_t>;
    auto later = [](const Entry& a, const Entry& b) {
        if (std::get<0>(a) != std::get<0>(b))
            return std::get<0>(a) > std::get<0>(b);
        if (std::get<1>(a) != std::get<1>(b))
            return std::get<1>(a) < std::get<1>(b);
        return std::get<2>(a) > std::get<2>(b);
    };
    std::priority_queue<Entry, std::vector<Entry>, decltype(later)> open(later);
    g[grid.cellIndex(start)] = 0.0;
    open.push({estimate(start), 0.0, grid.cellIndex(start)});
    const auto width = static_cast<std::size_t>(grid.width());
    while (!open.empty()) {
        const auto [f, cost, index] = open.top();
        open.pop();
        if (cost > g[index])
            continue; // a stale entry: the cell was given a cheaper route since
        ++result.expanded;
        if (isGoal[index] != 0) {
            result.path = tracePath(grid, parent, index);
            result.cost = cost;
            const Coord reached = result.path.back();
            result.goal =
                static_cast<std::size_t>(std::find(goals.begin(), goals.end(), reached) - goals.begin());
            break;
        }
        const Coord c{static_cast<int>(index % width), static_cast<int>(index / width)};
        for (int h = 0; h < kDirectionCount; ++h) {
            const auto heading = static_cast<Direction>(h);
            if (!grid.canStep(c, heading, movement))
                continue;
            const Coord n = c + offsetOf(heading);
            const double through = cost + grid.stepCost(c, heading, movement);
            const std::size_t ni = grid.cellIndex(n);
            if (through < g[ni]) {
                g[ni] = through;
                parent[ni] = static_cast<std::uint32_t>(index);
                ++result.generated;
                open.push({through + estimate(n), through, ni});
            }
        }
    }
    result.timeNs =
        std::chrono::duration_cast<std::chrono::nanoseconds>(std::chrono::steady_clock::now() - began)
            .count();
    return result;
}

} // namespace pathfinder
