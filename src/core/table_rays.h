#pragma once

// The ray scans of JPS+: those of jump_rays.h with every straight run read from the JumpTable (one
// lookup instead of a scan of bit words) and the diagonal runs stepped online as in jump_rays.h. Only
// for the rules whose straight runs stop behind walls (no corner cutting, and 4 neighbours) and for
// maps whose free cells all cost 1: the table knows walls only.

#include "jump_rays.h"
#include "jump_table.h"

#include <cstddef>
#include <cstdint>

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

/// A diagonal run without corner cutting, as jump_rays::walkDiagonal on a map of unit cells: it walks
/// the whole diagonal and hands over to `found` every jump point that the straight runs along its
/// components find, from every cell it reaches; the straight runs are two lookups in one cache line.
template <bool kEast, bool kSouth, typename Found>
int walkDiagonal(const JumpTable& table, const Rays& rays, std::ptrdiff_t from, int x, int y,
                 std::ptrdiff_t stride, Found& found) {
    constexpr unsigned kAlongRow = kEast ? 2 : 6;
    constexpr unsigned kAlongColumn = kSouth ? 4 : 0;
    constexpr unsigned kDiagonal = kEast ? (kSouth ? 3 : 1) : (kSouth ? 5 : 7);
    const std::ptrdiff_t across = kEast ? 1 : -1;
    const std::ptrdiff_t down = kSouth ? stride : -stride;
    std::ptrdiff_t c = from;
    for (int taken = 1;; ++taken) {
        if (!(static_cast<int>(rays.free(c + across)) & static_cast<int>(rays.free(c + down))))
            return kNoJumpPoint;
        c += across + down;
        if (!rays.free(c))
            return kNoJumpPoint;
        x += kEast ? 1 : -1;
        y += kSouth ? 1 : -1;
        if (c == rays.goal) {
            found(c, x, y, taken, 0, kDiagonal);
            return kNoJumpPoint;
        }
        const std::int16_t* d = table.distances(static_cast<std::size_t>(c));
        int alongRow = d[kAlongRow / 2];
        int alongColumn = d[kAlongColumn / 2];
        if ((y == rays.goalY) | (x == rays.goalX)) { // at most two cells of the run
            alongRow = runEnd(alongRow, stepsToGoal<kAlongRow>(rays, x, y));
            alongColumn = runEnd(alongColumn, stepsToGoal<kAlongColumn>(rays, x, y));
        }
        // Most cells find nothing either way (both distances ≤ 0): one test for both runs.
        if ((alongRow > 0) | (alongColumn > 0)) {
            if (alongRow > 0)
                found(c + alongRow * across, kEast ? x + alongRow : x - alongRow, y, taken, alongRow,
                      kAlongRow);
            if (alongColumn > 0)
                found(c + alongColumn * down, x, kSouth ? y + alongColumn : y - alongColumn, taken,
                      alongColumn, kAlongColumn);
        }
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
