#pragma once

// The ray scans of JPS+: those of jump_rays.h with every straight run read from the JumpTable (one
// lookup instead of a scan of bit words) and the diagonal runs jumping by its diagonal distances. Only
// for the rules whose straight runs stop behind walls (no corner cutting, and 4 neighbours) and for
// maps whose free cells all cost 1: the table knows walls only.

#include "walkers/jps/jump_rays.h"
#include "walkers/jps/jump_table.h"

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <limits>

namespace pathfinder::table_rays {

using jump_rays::kNoJumpPoint;
using jump_rays::Rays;

/// What a straight run finds, given the table's distance `d` for it and `toGoal`, the steps to the
/// goal when the goal lies ahead on the run's line (else 0): the steps to the goal when the run
/// reaches it before (or at) its stop, else the steps to the jump point, else kNoJumpPoint.
inline int runEnd(int d, int toGoal) {
    const int reach = d > 0 ? d : -d; // the last cell the run reaches
    if (toGoal > 0 && toGoal <= reach)
        return toGoal;
    return d > 0 ? d : kNoJumpPoint;
}

/// The steps from padded (x, y) to the goal along heading kHeading (0 N, 2 E, 4 S, 6 W) when the
/// goal lies ahead on that line, else 0 (or a negative number: behind).
template <unsigned kHeading>
int stepsToGoal(const Rays& rays, int x, int y) {
    if constexpr (kHeading == 0)
        return x == rays.goalX ? y - rays.goalY : 0;
    else if constexpr (kHeading == 2)
        return y == rays.goalY ? rays.goalX - x : 0;
    else if constexpr (kHeading == 4)
        return x == rays.goalX ? rays.goalY - y : 0;
    else
        return y == rays.goalY ? x - rays.goalX : 0;
}

/// A straight run from padded cell `cell` at (x, y) in heading kHeading: as jump_rays::scanStraight.
template <unsigned kHeading>
int straight(const JumpTable& table, const Rays& rays, std::ptrdiff_t cell, int x, int y) {
    static_assert(kHeading % 2 == 0 && kHeading < 8, "an orthogonal heading");
    return runEnd(table.distance(static_cast<std::size_t>(cell), kHeading),
                  stepsToGoal<kHeading>(rays, x, y));
}

/// A diagonal run without corner cutting, as jump_rays::walkDiagonal on a map of unit cells: it hands
/// over to `found` every jump point that the straight runs along its components find, from every cell
/// it reaches. It jumps along the diagonal by the table's diagonal distances, from one cell whose
/// straight runs find a jump point to the next, landing also where it crosses the goal's row or
/// column (a straight run from there may end at the goal, which the table does not know).
template <bool kEast, bool kSouth, typename Found>
int walkDiagonal(const JumpTable& table, const Rays& rays, std::ptrdiff_t from, int x, int y,
                 std::ptrdiff_t stride, Found& found) {
    constexpr unsigned kAlongRow = kEast ? 2 : 6;
    constexpr unsigned kAlongColumn = kSouth ? 4 : 0;
    constexpr unsigned kDiagonal = kEast ? (kSouth ? 3 : 1) : (kSouth ? 5 : 7);
    constexpr int kDx = kEast ? 1 : -1;
    constexpr int kDy = kSouth ? 1 : -1;
    const std::ptrdiff_t across = kDx;
    const std::ptrdiff_t down = kSouth ? stride : -stride;
    // Diagonal steps from `from` to where the run crosses the goal's column and row, the nearer
    // first (kNever: not ahead, or no goal).
    constexpr int kNever = std::numeric_limits<int>::max();
    const int toGoalColumn = rays.goal >= 0 && (rays.goalX - x) * kDx > 0 ? (rays.goalX - x) * kDx : kNever;
    const int toGoalRow = rays.goal >= 0 && (rays.goalY - y) * kDy > 0 ? (rays.goalY - y) * kDy : kNever;
    int nearLine = std::min(toGoalColumn, toGoalRow);
    int farLine = std::max(toGoalColumn, toGoalRow);
    std::ptrdiff_t c = from;
    int taken = 0;
    while (true) {
        const int ahead = table.diagonal(static_cast<std::size_t>(c), kDiagonal);
        // Land on the next cell whose straight runs find a jump point, or on the goal's line first.
        int k = nearLine - taken;
        if (k > (ahead > 0 ? ahead : -ahead)) {
            if (ahead <= 0)
                return kNoJumpPoint;
            k = ahead;
        } else if (ahead > 0 && ahead < k) {
            k = ahead;
        }
        c += k * (across + down);
        taken += k;
        x += k * kDx;
        y += k * kDy;
        if (c == rays.goal) {
            found(c, x, y, taken, 0, kDiagonal);
            return kNoJumpPoint;
        }
        if (taken == nearLine) {
            nearLine = farLine;
            farLine = kNever;
        }
        const std::int16_t* here = table.distances(static_cast<std::size_t>(c));
        int alongRow = here[kAlongRow / 2];
        int alongColumn = here[kAlongColumn / 2];
        if ((y == rays.goalY) | (x == rays.goalX)) {
            alongRow = runEnd(alongRow, stepsToGoal<kAlongRow>(rays, x, y));
            alongColumn = runEnd(alongColumn, stepsToGoal<kAlongColumn>(rays, x, y));
        }
        if (alongRow > 0)
            found(c + alongRow * across, kEast ? x + alongRow : x - alongRow, y, taken, alongRow, kAlongRow);
        if (alongColumn > 0)
            found(c + alongColumn * down, x, kSouth ? y + alongColumn : y - alongColumn, taken, alongColumn,
                  kAlongColumn);
    }
}

/// A run along a row with 4 neighbours, as jump_rays::walkRow on a map of unit cells: it walks the
/// whole row and hands over to `found` every jump point that the runs up and down the column of each
/// cell it reaches find, read from the table.
template <bool kEast, typename Found>
int walkRow(const JumpTable& table, const Rays& rays, std::ptrdiff_t from, int x, int y,
            std::ptrdiff_t stride, Found& found) {
    constexpr unsigned kAlongRow = kEast ? 2 : 6;
    const std::ptrdiff_t across = kEast ? 1 : -1;
    std::ptrdiff_t c = from;
    for (int taken = 1;; ++taken) {
        c += across;
        if (!rays.free(c))
            return kNoJumpPoint;
        x += kEast ? 1 : -1;
        if (c == rays.goal) {
            found(c, x, y, taken, 0, kAlongRow);
            return kNoJumpPoint;
        }
        const std::int16_t* d = table.distances(static_cast<std::size_t>(c));
        int north = d[0];
        int south = d[2];
        if (x == rays.goalX) { // at most one cell of the run
            north = runEnd(north, stepsToGoal<0>(rays, x, y));
            south = runEnd(south, stepsToGoal<4>(rays, x, y));
        }
        if ((north > 0) | (south > 0)) {
            if (north > 0)
                found(c - north * stride, x, y - north, taken, north, 0u);
            if (south > 0)
                found(c + south * stride, x, y + south, taken, south, 4u);
        }
    }
}

} // namespace pathfinder::table_rays
