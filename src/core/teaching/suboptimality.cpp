#include "pathfinder/teaching/suboptimality.h"

#include "pathfinder/grid/heuristic.h"
#include "pathfinder/grid/movement.h"
#include "pathfinder/search/walker_description.h"

#include "teaching/suboptimality_parts.h"

#include <algorithm>
#include <cstdint>
#include <functional>
#include <limits>
#include <queue>
#include <unordered_map>
#include <utility>

namespace pathfinder {

double SuboptimalityReport::totalLost() const {
    double total = 0.0;
    for (const DivergentStretch& stretch : stretches)
        total += stretch.lost();
    return total;
}

namespace suboptimality {

namespace {

constexpr double kInf = std::numeric_limits<double>::infinity();
constexpr std::uint8_t kNoMove = 0xFF;

} // namespace

DistancesToGoal distancesToGoal(const MapGrid& grid, const Movement& movement, Coord goal,
                                const std::atomic<bool>* stop) {
    DistancesToGoal result;
    result.cost.assign(grid.cellCount(), kInf);
    if (grid.isBlocked(goal))
        return result;
    using Item = std::pair<double, std::size_t>;
    std::priority_queue<Item, std::vector<Item>, std::greater<>> queue;
    result.cost[grid.cellIndex(goal)] = 0.0;
    queue.push({0.0, grid.cellIndex(goal)});
    const auto width = static_cast<std::size_t>(grid.width());
    while (!queue.empty()) {
        const auto [d, index] = queue.top();
        queue.pop();
        if (d > result.cost[index])
            continue;
        if (stop && result.order.size() % 4096 == 0 && stop->load(std::memory_order_relaxed))
            return result;
        result.order.push_back(index);
        const Coord c{static_cast<int>(index % width), static_cast<int>(index / width)};
        // Backwards: a cell p whose move in heading `dir` enters c costs stepCost(p, dir) more than c.
        for (int i = 0; i < kDirectionCount; ++i) {
            const auto dir = static_cast<Direction>(i);
            const Coord p = c - offsetOf(dir);
            if (!grid.canStep(p, dir, movement))
                continue;
            const double through = d + grid.stepCost(p, dir, movement);
            double& best = result.cost[grid.cellIndex(p)];
            if (through < best) {
                best = through;
                queue.push({through, grid.cellIndex(p)});
            }
        }
    }
    return result;
}

std::optional<std::vector<double>> costsAlong(const MapGrid& grid, const Movement& movement,
                                              const std::vector<Coord>& path) {
    std::vector<double> cum;
    cum.reserve(path.size());
    cum.push_back(0.0);
    for (std::size_t i = 1; i < path.size(); ++i) {
        const auto dir = directionBetween(path[i - 1], path[i]);
        if (!dir || !grid.canStep(path[i - 1], *dir, movement))
            return std::nullopt;
        cum.push_back(cum.back() + grid.stepCost(path[i - 1], *dir, movement));
    }
    return cum;
}

std::optional<std::size_t> firstDivergence(const std::vector<Coord>& walk, const std::vector<double>& walkCum,
                                           const MapGrid& grid, const DistancesToGoal& toGoal,
                                           double tolerance) {
    const double optimum = toGoal.cost[grid.cellIndex(walk.front())];
    for (std::size_t i = 0; i + 1 < walk.size(); ++i)
        if (walkCum[i + 1] + toGoal.cost[grid.cellIndex(walk[i + 1])] > optimum + tolerance)
            return i;
    return std::nullopt;
}

std::vector<Coord> optimalCompletion(const MapGrid& grid, const Movement& movement,
                                     const DistancesToGoal& toGoal, const std::vector<Coord>& walk,
                                     std::size_t from, double tolerance) {
    // The walk's moves from `from` on, a bit per heading for each cell they leave.
    std::vector<std::uint8_t> walkMoves(grid.cellCount(), 0);
    for (std::size_t i = from; i + 1 < walk.size(); ++i)
        if (const auto dir = directionBetween(walk[i], walk[i + 1]))
            walkMoves[grid.cellIndex(walk[i])] |=
                static_cast<std::uint8_t>(1u << static_cast<unsigned>(*dir));

    // Over the moves that keep to some optimal route (stepCost + distance of the next cell equals the
    // distance of this one), the most of the walk's moves a route from each cell to the goal can share.
    // A tight move's target is strictly nearer the goal (every move costs at least 1), so the cells
    // in the order the distances were settled are a topological order.
    std::vector<std::uint32_t> shared(grid.cellCount(), 0);
    std::vector<std::uint8_t> next(grid.cellCount(), kNoMove);
    const auto width = static_cast<std::size_t>(grid.width());
    for (const std::size_t index : toGoal.order) {
        const Coord c{static_cast<int>(index % width), static_cast<int>(index / width)};
        for (int i = 0; i < kDirectionCount; ++i) {
            const auto dir = static_cast<Direction>(i);
            if (!grid.canStep(c, dir, movement))
                continue;
            const std::size_t to = grid.cellIndex(c + offsetOf(dir));
            const double through = grid.stepCost(c, dir, movement) + toGoal.cost[to];
            if (through > toGoal.cost[index] + tolerance ||
                (to != toGoal.order.front() && next[to] == kNoMove))
                continue;
            const std::uint32_t count = shared[to] + ((walkMoves[index] >> i) & 1u);
            if (next[index] == kNoMove || count > shared[index]) {
                shared[index] = count;
                next[index] = static_cast<std::uint8_t>(i);
            }
        }
    }

    std::vector<Coord> route{walk[from]};
    const std::size_t goal = toGoal.order.front();
    for (std::size_t at = grid.cellIndex(route.back()); at != goal; at = grid.cellIndex(route.back())) {
        if (next[at] == kNoMove)
            return {};
        route.push_back(route.back() + offsetOf(static_cast<Direction>(next[at])));
    }
    return route;
}

std::vector<DivergentStretch> alignPaths(const std::vector<Coord>& walk, const std::vector<double>& walkCum,
                                         std::vector<Coord>& optimal, const std::vector<double>& optimalCum,
                                         double tolerance) {
    std::unordered_map<Coord, std::size_t> optimalIndex;
    for (std::size_t k = 0; k < optimal.size(); ++k)
        optimalIndex.emplace(optimal[k], k);

    // The optimal path is rebuilt as the walk is read: a stretch that loses nothing is an optimal
    // route too (it touches the optimal path only at its ends: anything else would cost more), so
    // the walk's cells replace the optimal path's there and the two stay together.
    std::vector<DivergentStretch> stretches;
    std::vector<Coord> rebuilt{optimal.front()};
    std::size_t i = 0, j = 0;
    while (i + 1 < walk.size()) {
        if (j + 1 < optimal.size() && walk[i + 1] == optimal[j + 1]) {
            rebuilt.push_back(walk[++i]);
            ++j;
            continue;
        }
        // They part at walk[i] == optimal[j]; they meet at the walk's first later cell that lies
        // further along the optimal path (the goal at the latest).
        std::size_t b = i + 1, k = 0;
        for (;; ++b) {
            const auto found = optimalIndex.find(walk[b]);
            if (found != optimalIndex.end() && found->second > j) {
                k = found->second;
                break;
            }
        }
        DivergentStretch stretch{i,
                                 b,
                                 rebuilt.size() - 1,
                                 rebuilt.size() - 1 + (k - j),
                                 walkCum[b] - walkCum[i],
                                 optimalCum[k] - optimalCum[j]};
        if (stretch.lost() <= tolerance) {
            rebuilt.insert(rebuilt.end(), walk.begin() + static_cast<std::ptrdiff_t>(i + 1),
                           walk.begin() + static_cast<std::ptrdiff_t>(b + 1));
        } else {
            rebuilt.insert(rebuilt.end(), optimal.begin() + static_cast<std::ptrdiff_t>(j + 1),
                           optimal.begin() + static_cast<std::ptrdiff_t>(k + 1));
            stretches.push_back(stretch);
        }
        i = b;
        j = k;
    }
    optimal = std::move(rebuilt);
    return stretches;
}

std::optional<std::size_t>
overestimatedCellIndex(const MapGrid& grid, const Movement& movement, const RankingByEstimate& ranking,
                       const std::vector<Coord>& optimal, const std::vector<double>& optimalCum,
                       std::size_t from, double walkCost, const DistancesToGoal& toGoal, double tolerance) {
    const Coord goal = optimal.back();
    for (std::size_t m = from + 1; m + 1 < optimal.size(); ++m) {
        const double estimate = ranking.weight * estimateOnMap(grid, ranking.heuristic, ranking.terrain,
                                                               optimal[m], goal, movement);
        if (estimate > toGoal.cost[grid.cellIndex(optimal[m])] + tolerance &&
            optimalCum[m] + estimate >= walkCost - tolerance)
            return m;
    }
    return std::nullopt;
}

namespace {

SuboptimalityReport optimalWalkReport(SuboptimalityReport report, const SearchView& walk) {
    report.optimalPath = walk.path();
    report.firstDivergence.reset();
    report.stretches.clear();
    report.cause = SuboptimalCause::None;
    report.explanation = explanationOfOptimalWalk(walk, report);
    return report;
}

} // namespace

} // namespace suboptimality

SuboptimalityReport explainSuboptimality(const MapGrid& grid, const SearchView& walk,
                                         const std::atomic<bool>* stop) {
    using namespace suboptimality;
    SuboptimalityReport report;
    const Movement& movement = walk.settings().movement;
    const std::vector<Coord>& path = walk.path();
    report.walkCost = kInf;
    report.optimalCost = kInf;
    const auto start = grid.start();
    const auto goal = grid.goal();
    if (!start || !goal) {
        report.explanation = explanationWithoutComparison(grid, walk, report, false);
        return report;
    }
    const DistancesToGoal toGoal = distancesToGoal(grid, movement, *goal, stop);
    if (stop && stop->load()) {
        report.explanation = "The explanation was stopped before it was worked out.";
        return report;
    }
    report.optimalCost = grid.isBlocked(*start) ? kInf : toGoal.cost[grid.cellIndex(*start)];
    if (walk.description().traits.anyAngle && !path.empty()) {
        // Straight segments priced by their length are no sequence of grid moves to set against one.
        report.walkCost = walk.stats().pathCost;
        report.explanation =
            explanationOfAnyAngleWalk(walk, report, costComparison(walk.description(), grid, movement));
        return report;
    }
    const auto walkCum = path.empty() ? std::nullopt : costsAlong(grid, movement, path);
    const bool comparable =
        walkCum && path.front() == *start && path.back() == *goal && report.optimalCost < kInf;
    if (!comparable) {
        report.explanation = explanationWithoutComparison(grid, walk, report, walkCum.has_value());
        return report;
    }
    report.walkCost = walkCum->back();
    // Costs are sums of at most a few million steps of at most 9·2: far above their rounding.
    const double tolerance = 1e-9 * std::max(1.0, report.optimalCost);

    report.firstDivergence = firstDivergence(path, *walkCum, grid, toGoal, tolerance);
    if (!report.firstDivergence)
        return optimalWalkReport(std::move(report), walk);
    const std::size_t divergence = *report.firstDivergence;
    report.optimalPath.assign(path.begin(), path.begin() + static_cast<std::ptrdiff_t>(divergence));
    const std::vector<Coord> completion =
        optimalCompletion(grid, movement, toGoal, path, divergence, tolerance);
    report.optimalPath.insert(report.optimalPath.end(), completion.begin(), completion.end());
    const auto optimalCum = costsAlong(grid, movement, report.optimalPath);
    report.stretches = alignPaths(path, *walkCum, report.optimalPath, *optimalCum, tolerance);
    if (report.stretches.empty()) // lost only in rounding (the divergence's own loss exceeds it, so never)
        return optimalWalkReport(std::move(report), walk);

    const CauseFinding finding = findCause(grid, walk, report, toGoal, tolerance);
    report.cause = finding.cause;
    if (finding.overestimated) {
        report.overestimatedCell = finding.overestimated->cell;
        report.heuristicValue = finding.overestimated->heuristicValue;
        report.weightedEstimate = finding.overestimated->weightedEstimate;
        report.trueDistance = finding.overestimated->trueDistance;
    }
    report.explanation = explanationOfLoss(grid, walk, report, finding);
    return report;
}

} // namespace pathfinder
