#pragma once

// PathJoiner's join after a wall is removed, written a second time from its description alone
// (docs/algorithms.md), with nothing pruned: a plain Dijkstra from the cleared cell over an
// ordered set, first in first out among equal costs, its own neighbour loop over the movement rules.
// The walker's join search skips work; this one does all of it, so the two must agree.

#include "pathfinder/basics/coord.h"
#include "pathfinder/grid/map_grid.h"
#include "pathfinder/grid/movement.h"

#include "path_checks.h"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <optional>
#include <set>
#include <tuple>
#include <vector>

namespace pathfinder::testing {

/// What the plain join search decided.
struct ReferenceJoin {
    std::vector<Coord> route;     ///< the path after the repair (the old one when nothing joined)
    std::optional<Coord> locator; ///< the first path cell settled, if the search got that far
    bool joined = false;
    Coord joinedNode; ///< the path cell T that passed, when joined
    double x1 = 0.0;  ///< the passing test's numbers, when joined
    double x2 = 0.0;
    double y = 0.0;
    std::uint64_t settled = 0; ///< cells taken off the open list
};

/// The route with every cycle cut out: when a cell comes round again, the stretch since its first
/// visit goes.
inline std::vector<Coord> withoutLoops(const std::vector<Coord>& route) {
    std::vector<Coord> kept;
    for (const Coord c : route) {
        const auto seen = std::find(kept.begin(), kept.end(), c);
        if (seen != kept.end())
            kept.erase(seen + 1, kept.end());
        else
            kept.push_back(c);
    }
    return kept;
}

/// The join search from `source` against the path `route`, on the grid as it is after the change:
/// cells of the path are terminal (except the source); the first one settled is the locator L at X1;
/// each later one, T at X2, joins when X1 + X2 < Y (Y: the cost along the path between L and T),
/// each branch costed the way the new path walks it. Stops at the first join, when X1 plus the cost
/// reached exceeds the whole path's cost, or when the search runs dry.
inline ReferenceJoin referenceJoin(const MapGrid& grid, const Movement& movement,
                                   const std::vector<Coord>& route, Coord source) {
    const int width = grid.width();
    const auto indexOf = [width](Coord c) { return static_cast<std::size_t>(c.y) * width + c.x; };
    const auto coordOf = [width](std::size_t i) {
        return Coord{static_cast<int>(i % width), static_cast<int>(i / width)};
    };
    const auto slack = [](double v) { return 1e-9 * std::max(1.0, std::abs(v)); };

    std::vector<double> cum(route.size(), 0.0);
    for (std::size_t i = 1; i < route.size(); ++i)
        cum[i] = cum[i - 1] + stepCostOf(grid, movement, route[i - 1], route[i]);
    const double total = cum.back();
    std::vector<int> onRoute(grid.cellCount(), -1);
    for (std::size_t i = 0; i < route.size(); ++i)
        onRoute[indexOf(route[i])] = static_cast<int>(i);

    constexpr double kUnseen = -1.0;
    std::vector<double> out(grid.cellCount(), kUnseen);
    std::vector<double> back(grid.cellCount(), 0.0);
    std::vector<std::size_t> parent(grid.cellCount(), 0);
    std::vector<std::uint64_t> orderOf(grid.cellCount(), 0);
    std::vector<bool> closed(grid.cellCount(), false);
    using Entry = std::tuple<double, std::uint64_t, std::size_t>; // cost, insertion order, cell
    std::set<Entry> open;
    std::uint64_t order = 0;
    const std::size_t from = indexOf(source);
    out[from] = 0.0;
    parent[from] = from;
    orderOf[from] = order++;
    open.insert({0.0, orderOf[from], from});

    ReferenceJoin result;
    result.route = route;
    std::optional<std::size_t> locator;
    const auto branch = [&](std::size_t cell) { // cell → … → source
        std::vector<Coord> cells{coordOf(cell)};
        for (; cell != from; cell = parent[cell])
            cells.push_back(coordOf(parent[cell]));
        return cells;
    };

    while (!open.empty()) {
        const double cost = std::get<0>(*open.begin());
        const std::size_t cell = std::get<2>(*open.begin());
        if (locator && out[*locator] + cost > total + slack(total))
            break;
        open.erase(open.begin());
        closed[cell] = true;
        ++result.settled;
        const int index = onRoute[cell];
        if (index < 0 || cell == from) {
            if (index >= 0) {
                locator = cell; // a cheaper cell on the path is its own locator at X1 = 0
                result.locator = coordOf(cell);
            }
            const Coord here = coordOf(cell);
            for (const Coord offset : kNeighbourOffsets) {
                const Coord there = here + offset;
                if (!isLegalStep(grid, movement, here, there))
                    continue;
                const std::size_t next = indexOf(there);
                const double g = out[cell] + stepCostOf(grid, movement, here, there);
                if (closed[next] || (out[next] != kUnseen && !(g < out[next] * (1.0 - 1e-12))))
                    continue;
                if (out[next] != kUnseen)
                    open.erase(Entry{out[next], orderOf[next], next});
                out[next] = g;
                back[next] = back[cell] + stepCostOf(grid, movement, there, here);
                parent[next] = cell;
                orderOf[next] = order++;
                open.insert({g, orderOf[next], next});
            }
            continue;
        }
        if (!locator) {
            locator = cell;
            result.locator = coordOf(cell);
            continue;
        }
        const int locatorIndex = onRoute[*locator];
        const bool locatorLater = locatorIndex > index;
        const double x1 = locatorLater ? out[*locator] : back[*locator];
        const double x2 = locatorLater ? back[cell] : out[cell];
        const double y =
            std::abs(cum[static_cast<std::size_t>(locatorIndex)] - cum[static_cast<std::size_t>(index)]);
        if (x1 + x2 < y - slack(y)) {
            const std::size_t earlier = locatorLater ? cell : *locator;
            const std::size_t later = locatorLater ? *locator : cell;
            std::vector<Coord> joined(route.begin(), route.begin() + onRoute[earlier]);
            const std::vector<Coord> down = branch(earlier);
            joined.insert(joined.end(), down.begin(), down.end());
            const std::vector<Coord> up = branch(later);
            joined.insert(joined.end(), up.rbegin() + 1, up.rend());
            joined.insert(joined.end(), route.begin() + onRoute[later] + 1, route.end());
            result.route = withoutLoops(joined);
            result.joined = true;
            result.joinedNode = coordOf(cell);
            result.x1 = x1;
            result.x2 = x2;
            result.y = y;
            return result;
        }
        if (out[*locator] + out[cell] > total + slack(total))
            break;
    }
    return result;
}

} // namespace pathfinder::testing
