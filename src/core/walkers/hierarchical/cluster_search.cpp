#include "walkers/hierarchical/cluster_search.h"

#include <functional>
#include <limits>
#include <queue>
#include <utility>

namespace pathfinder {

std::size_t clusterCosts(const MapGrid& grid, const LegalMoves& moves, const CellRect& rect, Coord source,
                         bool backward, std::vector<double>& costs) {
    constexpr double kInf = std::numeric_limits<double>::infinity();
    costs.assign(rect.area(), kInf);
    if (!rect.contains(source) || grid.isBlocked(source))
        return 0;
    const std::uint8_t* cells = grid.paddedCells();
    const double* entry = grid.entryCosts();
    using Item = std::pair<double, std::uint32_t>; // cost, padded cell
    std::priority_queue<Item, std::vector<Item>, std::greater<Item>> queue;
    const auto sourceCell = static_cast<std::uint32_t>(grid.paddedIndex(source));
    costs[rect.local(source)] = 0.0;
    queue.push({0.0, sourceCell});
    std::size_t settled = 0;
    // Each cell is settled once and pushed at most once per neighbour: the loop is bounded by
    // 9 × the rectangle's area.
    while (!queue.empty()) {
        // Structured bindings cannot be captured by a lambda in C++17: plain copies can.
        const double cost = queue.top().first;
        const std::uint32_t cell = queue.top().second;
        queue.pop();
        const Coord here = grid.coordOf(cell);
        if (cost > costs[rect.local(here)])
            continue;
        ++settled;
        // Moves are symmetric between free cells, so the backward search follows the same moves
        // and prices each by the cell it leaves (which the forward route enters).
        const double leaveCost = entry[cells[cell]];
        moves.forEach(cells, cell, [&](std::uint32_t next, unsigned d) {
            const Coord there = grid.coordOf(next);
            if (!rect.contains(there))
                return;
            const double step = moves.stepLength(d) * (backward ? leaveCost : entry[cells[next]]);
            double& best = costs[rect.local(there)];
            if (cost + step < best) {
                best = cost + step;
                queue.push({best, next});
            }
        });
    }
    return settled;
}

} // namespace pathfinder
