#pragma once

// What the tests of Anya share: the shortest any-angle path by brute force, Anya run to its end, and
// the checks its path must pass.

#include "pathfinder/basics/polyline.h"
#include "pathfinder/grid/map_grid.h"
#include "pathfinder/grid/movement.h"
#include "pathfinder/registry/walker_registry.h"
#include "pathfinder/search/run.h"
#include "pathfinder/search/walker.h"
#include "pathfinder/walkers/any_angle/any_angle.h"

#include "core/any_angle_maps.h"
#include "core/ascii_grid.h"
#include "core/path_checks.h"

#include <algorithm>
#include <catch2/catch.hpp>
#include <cmath>
#include <cstddef>
#include <limits>
#include <sstream>
#include <string>
#include <vector>

// A namespace of their own, so that these short names meet no other test helper's.
namespace pathfinder::testing::anya_checks {

inline constexpr double kInf = std::numeric_limits<double>::infinity();

/// The shortest any-angle path by brute force: Dijkstra on the visibility graph of the start's and
/// goal's centres and every lattice point that touches a blocked cell (outside the map included),
/// joined where segmentIsClear() holds. Where the movement forbids passing through a double corner,
/// a path that turns there must leave on the side it came from: such a point is two states, one per
/// free side (the side of a direction is the free quadrant it points into or runs along).
inline double visibilityGraphCost(const MapGrid& grid, const Movement& movement) {
    if (!grid.start() || !grid.goal() || grid.isBlocked(*grid.start()) || grid.isBlocked(*grid.goal()))
        return kInf;
    std::vector<PathPoint> points = {centreOf(*grid.start()), centreOf(*grid.goal())};
    const auto blocked = [&](int x, int y) { return grid.isBlocked({x, y}); };
    for (int y = 0; y <= grid.height(); ++y)
        for (int x = 0; x <= grid.width(); ++x)
            if (blocked(x - 1, y - 1) || blocked(x, y - 1) || blocked(x - 1, y) || blocked(x, y))
                points.push_back({static_cast<double>(x), static_cast<double>(y)});
    const bool passes = movement.neighbours == 8 && movement.diagonalRule == DiagonalRule::Always;
    const std::size_t n = points.size();
    // 0: not a closed double corner; 1: up-left and down-right are free; 2: up-right and down-left.
    std::vector<int> kind(n, 0);
    for (std::size_t i = 2; i < n && !passes; ++i) {
        const int x = static_cast<int>(points[i].x);
        const int y = static_cast<int>(points[i].y);
        if (blocked(x, y - 1) && blocked(x - 1, y))
            kind[i] = 1;
        else if (blocked(x - 1, y - 1) && blocked(x, y))
            kind[i] = 2;
    }
    const auto sideOf = [&](std::size_t at, PathPoint towards) {
        const double dx = towards.x - points[at].x;
        const double dy = towards.y - points[at].y;
        if (kind[at] == 1)
            return dx <= 0 && dy <= 0 ? 0 : 1;
        if (kind[at] == 2)
            return dx >= 0 && dy <= 0 ? 0 : 1;
        return 0;
    };
    std::vector<double> dist(2 * n, kInf);
    std::vector<bool> done(2 * n, false);
    if (dist.empty())
        return kInf;
    dist.front() = 0.0;
    for (std::size_t round = 0; round < 2 * n; ++round) {
        std::size_t best = 2 * n;
        for (std::size_t s = 0; s < 2 * n; ++s)
            if (!done[s] && dist[s] < kInf && (best == 2 * n || dist[s] < dist[best]))
                best = s;
        if (best == 2 * n)
            break;
        done[best] = true;
        const std::size_t i = best / 2;
        for (std::size_t j = 0; j < n; ++j) {
            if (j == i || (kind[i] != 0 && sideOf(i, points[j]) != static_cast<int>(best % 2)))
                continue;
            if (!segmentIsClear(grid, movement, points[i], points[j]))
                continue;
            const std::size_t to = 2 * j + static_cast<std::size_t>(sideOf(j, points[i]));
            const double d = dist[best] + std::hypot(points[j].x - points[i].x, points[j].y - points[i].y);
            if (d < dist[to])
                dist[to] = d;
        }
    }
    return grid.start() == grid.goal() ? 0.0 : std::min(dist[2], dist[3]);
}

/// How a run of Anya ended: its outcome, the length of its path, and the path as points and cells.
struct AnyaRun {
    WalkState state = WalkState::StillLooking;
    double cost = kInf;
    std::vector<PathPoint> points;
    std::vector<Coord> cells;
};

/// Anya set up on the grid with this movement and run to its end.
inline AnyaRun runAnya(const MapGrid& grid, const Movement& movement) {
    auto walker = createWalker("anya");
    REQUIRE(walker);
    WalkerSettings settings;
    settings.movement = movement;
    walker->setup(grid, settings);
    const RunResult result = runToCompletion(*walker, 10'000'000);
    return {result.state, result.stats.pathCost, walker->anglePath(), walker->path()};
}

/// The movement and the map, for a failing check's message.
inline std::string describe(const MapGrid& grid, const Movement& movement) {
    std::ostringstream out;
    out << movementLabel(movement) << "\n" << asciiFromGrid(grid, {});
    return out.str();
}

/// The run's path is one Anya may return: from the start's centre to the goal's, every segment clear,
/// no pass through a closed double corner, the reported cost its length.
inline void checkPath(const MapGrid& grid, const Movement& movement, const AnyaRun& run) {
    REQUIRE(run.points.size() >= 1);
    CHECK(run.points.front() == centreOf(*grid.start()));
    CHECK(run.points.back() == centreOf(*grid.goal()));
    CHECK(pathIsClear(grid, movement, run.points));
    CHECK(run.cost == Approx(polylineLength(run.points)).margin(1e-9));
    REQUIRE(!run.cells.empty());
    CHECK(run.cells.front() == *grid.start());
    CHECK(run.cells.back() == *grid.goal());
}

} // namespace pathfinder::testing::anya_checks
