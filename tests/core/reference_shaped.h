#pragma once

// An independent reference for maps beyond square cells with entry costs: hex cells, sides between
// cells (walls and one-way sides) and heights with a slope factor. The steps are derived here from
// the rules as the map model states them, reading only what the map holds (cell codes through
// unitEntryCost(), side(), height(), slope(), topology()); MapGrid::canStep, stepCost, pathCost and
// the legal-move tables are deliberately not used, so that the tests do not trust the code they test.
//
// The rules:
// - Hex maps are pointy-top hexes in odd-r offset rows. The neighbours of (x, y) are (x ± 1, y) and,
//   on even rows, (x − 1, y ± 1) and (x, y ± 1); on odd rows (x, y ± 1) and (x + 1, y ± 1). Every
//   hex step has length 1; the movement's neighbour count and diagonal rule do not apply.
// - A side may be crossed from a cell into its neighbour unless it is a wall or one way the other way.
// - A square diagonal heading NE passes its corner by one of two routes: through the N cell (a's N
//   side northwards, then that cell's E side eastwards) or through the E cell (a's E side eastwards,
//   then that cell's N side northwards). A route is closed by a wall cell on it or by a side it would
//   cross the wrong way. When the sides alone close both routes the diagonal is never allowed;
//   otherwise the diagonal rule judges it with "closed route" for "wall beside the diagonal".
// - A step a → b costs length × entry cost of b × (1 + s·max(0, h(b) − h(a))).

#include "pathfinder/basics/coord.h"
#include "pathfinder/grid/map_grid.h"
#include "pathfinder/grid/movement.h"
#include "pathfinder/grid/topology.h"

#include "core/path_checks.h"

#include <cstddef>
#include <functional>
#include <limits>
#include <queue>
#include <string>
#include <utility>
#include <vector>

namespace pathfinder::testing {

/// One step out of a cell: where it leads and what it costs.
struct ShapedStep {
    Coord to;
    double cost = 0.0;
};

/// The heading of the unit offset (dx, dy), both in −1..1 and not both 0.
inline Direction headingOfOffset(int dx, int dy) {
    for (int d = 0; d < kDirectionCount; ++d)
        if (kNeighbourOffsets[static_cast<std::size_t>(d)] == Coord{dx, dy})
            return static_cast<Direction>(d);
    return Direction::N; // not reached for a unit offset
}

/// The six neighbour offsets of a hex on row y (odd-r rows): W and E, then the two above and the two
/// below, which lean left on even rows and right on odd rows.
inline std::vector<Coord> hexNeighbourOffsets(int y) {
    if ((y & 1) == 0)
        return {{-1, 0}, {1, 0}, {-1, -1}, {0, -1}, {-1, 1}, {0, 1}};
    return {{-1, 0}, {1, 0}, {0, -1}, {1, -1}, {0, 1}, {1, 1}};
}

/// True when the side between `from` and its neighbour `to` may be crossed from `from` into `to`.
/// Both cells' views of the side are read: `from` must not see a wall or a one-way-in side, and `to`
/// must not see a wall or a one-way-out side.
inline bool sideLetsThrough(const MapGrid& grid, Coord from, Coord to) {
    const Direction out = headingOfOffset(to.x - from.x, to.y - from.y);
    const Direction back = headingOfOffset(from.x - to.x, from.y - to.y);
    const SideKind seenFrom = grid.side(from, out);
    const SideKind seenTo = grid.side(to, back);
    return (seenFrom == SideKind::Open || seenFrom == SideKind::OneWayOut) &&
           (seenTo == SideKind::Open || seenTo == SideKind::OneWayIn);
}

/// What climbing from a to b multiplies a step's cost by: 1 + s·max(0, h(b) − h(a)).
inline double climbMultiplier(const MapGrid& grid, Coord a, Coord b) {
    const int rise = grid.height(b) - grid.height(a);
    return 1.0 + grid.slope() * (rise > 0 ? rise : 0);
}

/// The cost of the step a → b of this length, the rules' product.
inline double shapedCost(const MapGrid& grid, Coord a, Coord b, double length) {
    return length * unitEntryCost(grid, b) * climbMultiplier(grid, a, b);
}

/// True when the square diagonal from a to a + (dx, dy) is allowed (the target in the map and free).
inline bool squareDiagonalAllowed(const MapGrid& grid, const Movement& movement, Coord a, int dx, int dy) {
    const Coord target{a.x + dx, a.y + dy};
    const Coord vertical{a.x, a.y + dy};   // the route through the cell above or below a
    const Coord horizontal{a.x + dx, a.y}; // the route through the cell beside a
    const bool verticalSidesClose =
        !sideLetsThrough(grid, a, vertical) || !sideLetsThrough(grid, vertical, target);
    const bool horizontalSidesClose =
        !sideLetsThrough(grid, a, horizontal) || !sideLetsThrough(grid, horizontal, target);
    if (verticalSidesClose && horizontalSidesClose)
        return false;
    const bool verticalClosed = verticalSidesClose || !isFreeCell(grid, vertical);
    const bool horizontalClosed = horizontalSidesClose || !isFreeCell(grid, horizontal);
    switch (movement.diagonalRule) {
    case DiagonalRule::Always:
        return true;
    case DiagonalRule::NotBothBlocked:
        return !(verticalClosed && horizontalClosed);
    case DiagonalRule::NoCornerCutting:
        return !verticalClosed && !horizontalClosed;
    }
    return false;
}

/// Every step out of `from` under the rules, with its cost; none from a cell that is not free.
inline std::vector<ShapedStep> shapedSteps(const MapGrid& grid, const Movement& movement, Coord from) {
    std::vector<ShapedStep> steps;
    if (!isFreeCell(grid, from))
        return steps;
    if (grid.topology() == Topology::Hex) {
        for (const Coord offset : hexNeighbourOffsets(from.y)) {
            const Coord to = from + offset;
            if (isFreeCell(grid, to) && sideLetsThrough(grid, from, to))
                steps.push_back({to, shapedCost(grid, from, to, 1.0)});
        }
        return steps;
    }
    for (int dy = -1; dy <= 1; ++dy)
        for (int dx = -1; dx <= 1; ++dx) {
            const Coord to{from.x + dx, from.y + dy};
            if ((dx == 0 && dy == 0) || !isFreeCell(grid, to))
                continue;
            if (dx == 0 || dy == 0) {
                if (sideLetsThrough(grid, from, to))
                    steps.push_back({to, shapedCost(grid, from, to, 1.0)});
            } else if (movement.neighbours == 8 && squareDiagonalAllowed(grid, movement, from, dx, dy)) {
                steps.push_back({to, shapedCost(grid, from, to, diagonalLengthOf(movement.diagonalLength))});
            }
        }
    return steps;
}

/// The cost of the step from `from` to `to`, or +infinity when the rules do not allow it.
inline double shapedStepCost(const MapGrid& grid, const Movement& movement, Coord from, Coord to) {
    for (const ShapedStep& step : shapedSteps(grid, movement, from))
        if (step.to == to)
            return step.cost;
    return std::numeric_limits<double>::infinity();
}

/// The sum of the step costs along a path; +infinity when some step is not allowed.
inline double shapedPathCost(const MapGrid& grid, const Movement& movement, const std::vector<Coord>& path) {
    double total = 0.0;
    for (std::size_t i = 1; i < path.size(); ++i)
        total += shapedStepCost(grid, movement, path[i - 1], path[i]);
    return total;
}

/// What is wrong with a path from the grid's start to its goal under these rules, or an empty string
/// when it is a legal route.
inline std::string shapedPathProblem(const MapGrid& grid, const Movement& movement,
                                     const std::vector<Coord>& path) {
    if (path.empty())
        return "the path is empty";
    if (!grid.start() || !grid.goal())
        return "the grid has no start or no goal, yet there is a path";
    if (path.front() != *grid.start() || path.back() != *grid.goal())
        return "the path runs from " + coordLabel(path.front()) + " to " + coordLabel(path.back()) +
               ", not from the start to the goal";
    if (!isFreeCell(grid, path.front()))
        return "the path starts on a cell that is not free";
    for (std::size_t i = 1; i < path.size(); ++i)
        if (shapedStepCost(grid, movement, path[i - 1], path[i]) == std::numeric_limits<double>::infinity())
            return "step " + std::to_string(i) + ": " + coordLabel(path[i - 1]) + " -> " +
                   coordLabel(path[i]) + " is not allowed";
    return {};
}

/// Least cost from `source` to every cell, indexed y·width + x: a plain Dijkstra over a priority
/// queue of (cost, cell). +infinity for cells it does not reach, and everywhere when the source is
/// not free.
inline std::vector<double> shapedDistancesFrom(const MapGrid& grid, const Movement& movement, Coord source) {
    const int width = grid.width();
    const auto indexOf = [width](Coord c) { return static_cast<std::size_t>(c.y) * width + c.x; };
    std::vector<double> best(grid.cellCount(), std::numeric_limits<double>::infinity());
    if (!isFreeCell(grid, source))
        return best;
    using Entry = std::pair<double, std::size_t>;
    std::priority_queue<Entry, std::vector<Entry>, std::greater<Entry>> frontier;
    std::vector<bool> done(grid.cellCount(), false);
    best[indexOf(source)] = 0.0;
    frontier.push({0.0, indexOf(source)});
    while (!frontier.empty()) {
        const auto [cost, index] = frontier.top();
        frontier.pop();
        if (done[index])
            continue;
        done[index] = true;
        const Coord cell{static_cast<int>(index % width), static_cast<int>(index / width)};
        for (const ShapedStep& step : shapedSteps(grid, movement, cell)) {
            const double through = cost + step.cost;
            if (through < best[indexOf(step.to)]) {
                best[indexOf(step.to)] = through;
                frontier.push({through, indexOf(step.to)});
            }
        }
    }
    return best;
}

/// Least cost from the grid's start to its goal; +infinity when either is missing or not free, or
/// the goal cannot be reached.
inline double referenceShapedDijkstra(const MapGrid& grid, const Movement& movement) {
    if (!grid.start() || !grid.goal() || !isFreeCell(grid, *grid.goal()))
        return std::numeric_limits<double>::infinity();
    const Coord goal = *grid.goal();
    return shapedDistancesFrom(grid, movement,
                               *grid.start())[static_cast<std::size_t>(goal.y) * grid.width() + goal.x];
}

} // namespace pathfinder::testing
