// pathCost(), MapGrid::canStep() and directionBetween(), checked against the movement rules as
// path_checks.h writes them, on random maps and random paths, legal and not.
#include "pathfinder/grid/map_grid.h"

#include "core/path_checks.h"
#include "support/random_map.h"

#include <catch2/catch.hpp>
#include <limits>
#include <random>
#include <vector>

using namespace pathfinder;
using namespace pathfinder::testing;

namespace {

/// A map with a quarter walls and free cells of every cost.
MapGrid randomCostMap(std::mt19937& rng, int width, int height) {
    Random random(rng());
    RandomMapOptions options;
    options.wallDensity = 0.25;
    options.costShare = 0.4;
    options.ends = RandomMapOptions::Ends::None;
    return randomMap(random, width, height, options);
}

/// A random walk that mostly takes legal moves and now and then a wrong one: a jump of two cells, a
/// move that stays put, a move into a wall, across a corner or off the map.
std::vector<Coord> randomPath(std::mt19937& rng, const MapGrid& grid, const Movement& movement, Coord from) {
    std::uniform_int_distribution<int> length(1, 30);
    std::uniform_int_distribution<int> roll(0, 99);
    std::uniform_int_distribution<int> offset(-2, 2);
    std::vector<Coord> path{from};
    const int steps = length(rng);
    for (int i = 0; i < steps; ++i) {
        const Coord here = path.back();
        std::vector<Coord> legal;
        for (const Coord& off : kNeighbourOffsets)
            if (isLegalStep(grid, movement, here, here + off))
                legal.push_back(here + off);
        if (legal.empty() || roll(rng) < 4)
            path.push_back(here + Coord{offset(rng), offset(rng)});
        else
            path.push_back(legal[std::uniform_int_distribution<std::size_t>(0, legal.size() - 1)(rng)]);
    }
    return path;
}

/// The cost path_checks.h gives a path from a cell of the map: infinite unless every move is legal.
double expectedCost(const MapGrid& grid, const Movement& movement, const std::vector<Coord>& path) {
    if (path.size() >= 2 && !grid.inBounds(path.front()))
        return std::numeric_limits<double>::infinity();
    for (std::size_t i = 1; i < path.size(); ++i) {
        const StepFault fault = stepFault(grid, movement, path[i - 1], path[i]);
        // The first cell may be a wall: pathCost() judges the moves, and the start is the walker's.
        const bool startOnWall = i == 1 && fault == StepFault::LeavesWall;
        if (fault != StepFault::None && !startOnWall)
            return std::numeric_limits<double>::infinity();
        if (startOnWall) {
            MapGrid freed(grid);
            freed.setWall(path[0], false);
            if (!isLegalStep(freed, movement, path[0], path[1]))
                return std::numeric_limits<double>::infinity();
        }
    }
    return sumOfStepCosts(grid, movement, path);
}

} // namespace

TEST_CASE("directionBetween() names the heading of each of the eight one-cell moves and no other", "[grid]") {
    for (int dy = -2; dy <= 2; ++dy)
        for (int dx = -2; dx <= 2; ++dx) {
            INFO("offset (" << dx << ", " << dy << ")");
            const Coord a{10, 7};
            const Coord b{10 + dx, 7 + dy};
            std::optional<Direction> expected;
            for (std::size_t d = 0; d < kNeighbourOffsets.size(); ++d)
                if (kNeighbourOffsets[d] == Coord{dx, dy})
                    expected = static_cast<Direction>(d);
            CHECK(directionBetween(a, b) == expected);
        }
}

TEST_CASE("canStep() follows the movement rules from every cell, and allows no step from off the map",
          "[grid]") {
    std::mt19937 rng(20091122);
    const MapGrid grid = randomCostMap(rng, 9, 7);
    for (const Movement& movement : allMovementSettings()) {
        INFO(movementLabel(movement));
        for (int y = -2; y <= grid.height() + 1; ++y)
            for (int x = -2; x <= grid.width() + 1; ++x)
                for (std::size_t d = 0; d < kNeighbourOffsets.size(); ++d) {
                    const Coord from{x, y};
                    const Coord to = from + kNeighbourOffsets[d];
                    INFO(coordLabel(from) << " -> " << coordLabel(to));
                    // A wall under the walker does not stop it leaving: canStep() judges the move.
                    MapGrid freed(grid);
                    if (grid.inBounds(from))
                        freed.setWall(from, false);
                    const bool expected = grid.inBounds(from) && isLegalStep(freed, movement, from, to);
                    CHECK(grid.canStep(from, static_cast<Direction>(d), movement) == expected);
                    if (grid.inBounds(from))
                        CHECK(grid.canStepFrom(grid.paddedIndex(from), static_cast<Direction>(d), movement) ==
                              expected);
                }
    }
}

TEST_CASE("pathCost() sums the step costs of a legal path and is infinite for any wrong move", "[grid]") {
    std::mt19937 rng(4098);
    int legal = 0;
    int wrong = 0;
    for (int map = 0; map < 40; ++map) {
        const MapGrid grid = randomCostMap(rng, 12, 9);
        for (const Movement& movement : allMovementSettings()) {
            INFO("map " << map << ", " << movementLabel(movement));
            for (int trial = 0; trial < 10; ++trial) {
                std::uniform_int_distribution<int> x(-1, grid.width());
                std::uniform_int_distribution<int> y(-1, grid.height());
                const Coord from{x(rng), y(rng)};
                if (grid.inBounds(from) && grid.isBlocked(from) && trial % 2 == 0)
                    continue; // a walk from a wall now and then, mostly from free cells
                const std::vector<Coord> path = randomPath(rng, grid, movement, from);
                const double expected = expectedCost(grid, movement, path);
                const double cost = pathCost(grid, movement, path);
                INFO("path from " << coordLabel(from) << " of " << path.size() << " cells");
                if (std::isinf(expected)) {
                    ++wrong;
                    CHECK(std::isinf(cost));
                } else {
                    ++legal;
                    CHECK(cost == Approx(expected).epsilon(1e-12));
                }
            }
        }
    }
    // Both kinds of path were tried many times.
    CHECK(legal > 300);
    CHECK(wrong > 300);
    const MapGrid grid(4, 4);
    CHECK(pathCost(grid, Movement{}, {}) == 0.0);
    CHECK(pathCost(grid, Movement{}, {Coord{2, 2}}) == 0.0);
}
