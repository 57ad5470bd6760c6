#pragma once

// Checks of paths and moves written from the movement rules themselves, deliberately without
// MapGrid::canStep, MapGrid::stepCost or pathCost(), so that the tests do not trust the code
// they are testing.

#include "pathfinder/basics/coord.h"
#include "pathfinder/grid/map_grid.h"
#include "pathfinder/grid/movement.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdlib>
#include <deque>
#include <optional>
#include <string>
#include <vector>

namespace pathfinder::testing {

/// The ten movement settings: 4 neighbours, then 8 neighbours under every diagonal rule and length.
inline std::vector<Movement> allMovementSettings() {
    std::vector<Movement> settings;
    Movement four;
    four.neighbours = 4;
    settings.push_back(four);
    for (DiagonalRule rule :
         {DiagonalRule::Always, DiagonalRule::NotBothBlocked, DiagonalRule::NoCornerCutting})
        for (DiagonalLength length :
             {DiagonalLength::Sqrt2, DiagonalLength::OnePointFour, DiagonalLength::Two}) {
            Movement eight;
            eight.neighbours = 8;
            eight.diagonalRule = rule;
            eight.diagonalLength = length;
            settings.push_back(eight);
        }
    return settings;
}

/// Short label such as "8 / no-corner-cutting / 1.4", for failure messages.
inline std::string movementLabel(const Movement& movement) {
    if (movement.neighbours == 4)
        return "4 neighbours";
    std::string label = "8 / ";
    switch (movement.diagonalRule) {
    case DiagonalRule::Always:
        label += "always";
        break;
    case DiagonalRule::NotBothBlocked:
        label += "not-both-blocked";
        break;
    case DiagonalRule::NoCornerCutting:
        label += "no-corner-cutting";
        break;
    }
    switch (movement.diagonalLength) {
    case DiagonalLength::Sqrt2:
        label += " / sqrt2";
        break;
    case DiagonalLength::OnePointFour:
        label += " / 1.4";
        break;
    case DiagonalLength::Two:
        label += " / 2";
        break;
    }
    return label;
}

inline std::string coordLabel(Coord c) {
    return "(" + std::to_string(c.x) + "," + std::to_string(c.y) + ")";
}

/// Length of a diagonal step under this setting.
inline double diagonalLengthOf(DiagonalLength length) {
    switch (length) {
    case DiagonalLength::Sqrt2:
        return std::sqrt(2.0);
    case DiagonalLength::OnePointFour:
        return 1.4;
    case DiagonalLength::Two:
        return 2.0;
    }
    return 0.0;
}

/// What entering cell c costs the map's unit per unit of move length, worked out from the cell's
/// code and the unit's row alone (not from the grid's step codes): a plain cell's cost, the unit's
/// factor for a terrain below the impassable limit, and 0 for a cell it cannot enter — a wall, a
/// cell outside the map, a terrain at or above the limit, and with separate water (Moving AI's
/// rule) a cell of the other medium than the start's (plain cells are land).
inline double unitEntryCost(const MapGrid& grid, Coord c) {
    if (c.x < 0 || c.y < 0 || c.x >= grid.width() || c.y >= grid.height())
        return 0.0;
    const int code = grid.code(c);
    if (code == 0)
        return 0.0;
    const bool water = code == 10 + 9; // terrains: jungle, forest, plains, desert, foothills,
                                       // mountains, roadway, trail, swamp, water
    if (grid.unit().separateWater) {   // plain cells are land
        const bool startOnWater = grid.start() && grid.code(*grid.start()) == 10 + 9;
        if (water != startOnWater)
            return 0.0;
    }
    if (code <= 9)
        return code;
    const double factor = grid.unit().factor[static_cast<std::size_t>(code - 10)];
    return factor >= grid.impassableLimit() ? 0.0 : factor;
}

/// A cell that may be stood on: inside the map and one the unit can enter.
inline bool isFreeCell(const MapGrid& grid, Coord c) {
    return unitEntryCost(grid, c) > 0.0;
}

/// The eight neighbour offsets in the engine's order N, NE, E, SE, S, SW, W, NW (y grows downward).
inline constexpr std::array<Coord, 8> kNeighbourOffsets = {
    Coord{0, -1}, Coord{1, -1}, Coord{1, 0},  Coord{1, 1},
    Coord{0, 1},  Coord{-1, 1}, Coord{-1, 0}, Coord{-1, -1},
};

/// What can be wrong with a single move.
enum class StepFault {
    None,
    NotANeighbour,
    LeavesWall,
    EntersWall,
    DiagonalWithFourNeighbours,
    Squeezes,
    CutsCorner
};

/// Checks one move against the movement rules: the target is one of the 8 neighbours, both cells
/// are free, and a diagonal is allowed by the neighbour count and by the diagonal rule for the two
/// orthogonal side cells it passes between.
inline StepFault stepFault(const MapGrid& grid, const Movement& movement, Coord from, Coord to) {
    const int dx = to.x - from.x;
    const int dy = to.y - from.y;
    if (std::max(std::abs(dx), std::abs(dy)) != 1)
        return StepFault::NotANeighbour;
    if (!isFreeCell(grid, from))
        return StepFault::LeavesWall;
    if (!isFreeCell(grid, to))
        return StepFault::EntersWall;
    if (dx == 0 || dy == 0)
        return StepFault::None;
    if (movement.neighbours == 4)
        return StepFault::DiagonalWithFourNeighbours;
    const bool sideXBlocked = !isFreeCell(grid, Coord{from.x + dx, from.y});
    const bool sideYBlocked = !isFreeCell(grid, Coord{from.x, from.y + dy});
    switch (movement.diagonalRule) {
    case DiagonalRule::Always:
        return StepFault::None;
    case DiagonalRule::NotBothBlocked:
        return sideXBlocked && sideYBlocked ? StepFault::Squeezes : StepFault::None;
    case DiagonalRule::NoCornerCutting:
        return sideXBlocked || sideYBlocked ? StepFault::CutsCorner : StepFault::None;
    }
    return StepFault::None;
}

inline bool isLegalStep(const MapGrid& grid, const Movement& movement, Coord from, Coord to) {
    return stepFault(grid, movement, from, to) == StepFault::None;
}

/// Why the move from `from` to `to` is not allowed, or an empty string when it is.
inline std::string stepProblem(const MapGrid& grid, const Movement& movement, Coord from, Coord to) {
    const std::string step = coordLabel(from) + " -> " + coordLabel(to);
    switch (stepFault(grid, movement, from, to)) {
    case StepFault::None:
        return {};
    case StepFault::NotANeighbour:
        return step + " is not a move to one of the 8 neighbours";
    case StepFault::LeavesWall:
        return step + " leaves a wall or a cell outside the map";
    case StepFault::EntersWall:
        return step + " enters a wall or a cell outside the map";
    case StepFault::DiagonalWithFourNeighbours:
        return step + " is diagonal, but only 4 neighbours are allowed";
    case StepFault::Squeezes:
        return step + " squeezes between two walls (not-both-blocked)";
    case StepFault::CutsCorner:
        return step + " cuts a corner (no-corner-cutting)";
    }
    return step + " is not allowed";
}

/// Cost of a legal move: its length (1 or the diagonal length) × the entry cost of the cell entered.
inline double stepCostOf(const MapGrid& grid, const Movement& movement, Coord from, Coord to) {
    const bool diagonal = from.x != to.x && from.y != to.y;
    return (diagonal ? diagonalLengthOf(movement.diagonalLength) : 1.0) * unitEntryCost(grid, to);
}

/// Sum of the step costs along a path (which must be legal).
inline double sumOfStepCosts(const MapGrid& grid, const Movement& movement, const std::vector<Coord>& path) {
    double total = 0.0;
    for (std::size_t i = 1; i < path.size(); ++i)
        total += stepCostOf(grid, movement, path[i - 1], path[i]);
    return total;
}

/// What is wrong with a path from the grid's start to its goal, or an empty string when it is a
/// legal route: it starts at the start, ends at the goal and every move is legal under `movement`.
inline std::string pathProblem(const MapGrid& grid, const Movement& movement,
                               const std::vector<Coord>& path) {
    if (path.empty())
        return "the path is empty";
    if (!grid.start() || !grid.goal())
        return "the grid has no start or no goal, yet there is a path";
    if (path.front() != *grid.start())
        return "the path starts at " + coordLabel(path.front()) + ", not at the start " +
               coordLabel(*grid.start());
    if (path.back() != *grid.goal())
        return "the path ends at " + coordLabel(path.back()) + ", not at the goal " +
               coordLabel(*grid.goal());
    if (!isFreeCell(grid, path.front()))
        return "the path starts on a wall";
    for (std::size_t i = 1; i < path.size(); ++i)
        if (!isLegalStep(grid, movement, path[i - 1], path[i]))
            return "step " + std::to_string(i) + ": " + stepProblem(grid, movement, path[i - 1], path[i]);
    return {};
}

/// Fewest moves from the grid's start to its goal by a plain breadth-first flood over isLegalStep,
/// or nothing when the start or goal is missing or a wall, or the goal cannot be reached.
inline std::optional<int> fewestMoves(const MapGrid& grid, const Movement& movement) {
    if (!grid.start() || !grid.goal() || !isFreeCell(grid, *grid.start()) || !isFreeCell(grid, *grid.goal()))
        return std::nullopt;
    const Coord start = *grid.start();
    const Coord goal = *grid.goal();
    const auto index = [&grid](Coord c) { return static_cast<std::size_t>(c.y) * grid.width() + c.x; };
    std::vector<int> moves(static_cast<std::size_t>(grid.width()) * grid.height(), -1);
    std::deque<Coord> queue{start};
    moves[index(start)] = 0;
    while (!queue.empty()) {
        const Coord cell = queue.front();
        queue.pop_front();
        if (cell == goal)
            return moves[index(cell)];
        for (Coord offset : kNeighbourOffsets) {
            const Coord next = cell + offset;
            if (isLegalStep(grid, movement, cell, next) && moves[index(next)] < 0) {
                moves[index(next)] = moves[index(cell)] + 1;
                queue.push_back(next);
            }
        }
    }
    return std::nullopt;
}

/// True when a and b agree to `relative` (relative to the larger magnitude, at least 1).
inline bool closeTo(double a, double b, double relative = 1e-9) {
    if (std::isinf(a) || std::isinf(b))
        return a == b;
    return std::abs(a - b) <= relative * std::max({1.0, std::abs(a), std::abs(b)});
}

/// The walk with its loops erased in the order they were made (chronological loop erasure): each
/// time the walk comes back to a cell already on the route, the route is cut back to that cell.
/// Written plainly, without the per-cell bookkeeping the reactive walkers use.
inline std::vector<Coord> loopErased(const std::vector<Coord>& walk) {
    std::vector<Coord> route;
    for (const Coord c : walk) {
        const auto seen = std::find(route.begin(), route.end(), c);
        if (seen != route.end())
            route.erase(seen + 1, route.end());
        else
            route.push_back(c);
    }
    return route;
}

} // namespace pathfinder::testing
