#include "pathfinder/teaching/heuristic_error.h"

#include "pathfinder/basics/count_text.h"
#include "pathfinder/basics/number_text.h"
#include "pathfinder/registry/walker_registry.h"
#include "pathfinder/search/flow_field.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace pathfinder {

namespace {

/// An estimate above the exact cost by no more than this share of it is rounding, not an
/// overestimate (sums of √2 in different orders).
constexpr double kRounding = 1e-9;

} // namespace

double HeuristicErrorMap::at(Coord c) const {
    if (c.x < 0 || c.y < 0 || c.x >= width || c.y >= height)
        return std::numeric_limits<double>::quiet_NaN();
    return error[static_cast<std::size_t>(c.y) * static_cast<std::size_t>(width) +
                 static_cast<std::size_t>(c.x)];
}

std::optional<HeuristicErrorMap> measureHeuristicError(const MapGrid& grid, const WalkerSettings& settings,
                                                       const std::atomic<bool>* stop) {
    const auto goal = grid.goal();
    if (!goal)
        return std::nullopt;
    // A* reports the estimate of every cell once it is ready, which needs a free start: the map's
    // own when it has one (the `movingai` unit's medium follows it), else the goal.
    MapGrid copy = grid;
    if (!copy.start() || copy.isBlocked(*copy.start()))
        copy.setStart(goal);
    WalkerSettings astarSettings = settings;
    astarSettings.searchUnreachable = true; // the estimate is wanted even where the goal is cut off
    auto astar = createWalker(kEstimateWalker);
    astar->setup(copy, astarSettings);

    const FlowField exact(copy, settings.movement, {*goal});
    HeuristicErrorMap map;
    map.width = grid.width();
    map.height = grid.height();
    map.goal = *goal;
    map.cellsStamp = grid.cellsStamp();
    const auto cells = static_cast<std::size_t>(map.width) * static_cast<std::size_t>(map.height);
    map.error.assign(cells, std::numeric_limits<double>::quiet_NaN());
    map.exact.assign(cells, FlowField::kUnreachable);
    double sum = 0.0;
    for (int y = 0; y < map.height; ++y) {
        if (stop && *stop)
            return std::nullopt;
        for (int x = 0; x < map.width; ++x) {
            const Coord c{x, y};
            const std::size_t i = static_cast<std::size_t>(y) * static_cast<std::size_t>(map.width) +
                                  static_cast<std::size_t>(x);
            const double hStar = exact.distance(c);
            map.exact[i] = hStar;
            if (!std::isfinite(hStar))
                continue;
            const double error = hStar - astar->cellState(c).h;
            map.error[i] = error;
            ++map.cells;
            sum += error;
            map.largest = std::max(map.largest, error);
            if (error < -kRounding * std::max(1.0, hStar)) {
                ++map.overestimated;
                map.worstOverestimate = std::max(map.worstOverestimate, -error);
            }
        }
    }
    map.meanError = map.cells == 0 ? 0.0 : sum / static_cast<double>(map.cells);
    return map;
}

std::string heuristicErrorSummary(const HeuristicErrorMap& map) {
    if (map.cells == 0)
        return "h* \u2212 h: no cell reaches the goal";
    std::string text = "h* \u2212 h: mean " + numberText(std::round(map.meanError * 100) / 100) +
                       ", at most " + numberText(std::round(map.largest * 100) / 100) + " over " +
                       countText(map.cells, "cell");
    if (map.overestimated == 0)
        return text + "; h never overestimates";
    return text + "; h overestimates on " + countText(map.overestimated, "cell") + ", by up to " +
           numberText(std::round(map.worstOverestimate * 100) / 100);
}

} // namespace pathfinder
