#pragma once

// The ray scans of Jump Point Search: from a cell, along a straight or diagonal heading, to the next
// jump points. Straight runs read the grid as bits (CellBits), 64 cells of a row or a column and of
// the lines either side of it per step; diagonal runs step one cell at a time and try a straight run
// along each component from every cell they pass. With corner cutting a diagonal run stops at the
// first cell from which one of those runs finds something, and that cell becomes a jump point;
// without corner cutting it goes on to its end and reports every jump point the straight runs find
// (the improved pruning of Harabor and Grastien 2014), so no cell on a diagonal becomes a jump point
// but the goal.

#include "cell_bits.h"

#include <cstddef>
#include <cstdint>

namespace pathfinder::jump_rays {

/// The entry cost the pruning rules assume for every free cell.
constexpr std::uint8_t kUniformCost = 1;

/// What a scan returns besides the steps (> 0) to the jump point it found.
constexpr int kNoJumpPoint = 0; ///< it ended at a wall
constexpr int kDearerCell = -1; ///< it ended at a cell whose entry cost is not 1

constexpr unsigned turn(unsigned heading, unsigned eighths) {
    return (heading + eighths) & 7u;
}

constexpr unsigned bit(unsigned heading) {
    return 1u << heading;
}

/// Index of the lowest (or highest) set bit of a non-zero word.
inline int lowestSet(std::uint64_t bits) {
#if defined(__GNUC__) || defined(__clang__)
    return __builtin_ctzll(bits);
#else
    int i = 0;
    while ((bits >> i & 1) == 0)
        ++i;
    return i;
#endif
}

inline int highestSet(std::uint64_t bits) {
#if defined(__GNUC__) || defined(__clang__)
    return 63 - __builtin_clzll(bits);
#else
    int i = 63;
    while ((bits >> i & 1) == 0)
        --i;
    return i;
#endif
}

// The straight scans are small and run from several places in each diagonal step; a call would cost
// a fair part of what they do.
#if defined(__GNUC__) || defined(__clang__)
#define PATHFINDER_SCAN_INLINE inline __attribute__((always_inline))
#else
#define PATHFINDER_SCAN_INLINE inline
#endif

/// Where the goal lies on a line: the word holding its bit, or a word past every line and no bit.
struct GoalMark {
    std::size_t word;
    std::uint64_t bit;
};

constexpr GoalMark kNoGoal{~std::size_t{0}, 0};

inline GoalMark goalMarkAt(int position) {
    return {static_cast<std::size_t>(position) / 64,
            std::uint64_t{1} << (static_cast<unsigned>(position) % 64)};
}

/// Word w of a line shifted one position toward the start of the run (kForward: toward lower
/// positions), so that each bit lines up with the cell one step back along the run.
template <bool kForward>
std::uint64_t oneBack(const std::uint64_t* words, std::size_t w) {
    return kForward ? words[w] << 1 | words[w - 1] >> 63 : words[w] >> 1 | words[w + 1] << 63;
}

/// The same, lined up with the cell one step ahead.
template <bool kForward>
std::uint64_t oneAhead(const std::uint64_t* words, std::size_t w) {
    return oneBack<!kForward>(words, w);
}

/// A straight run along a line from position `from` (a free cell), toward higher positions
/// (kForward) or lower ones: the steps to the first cell that is a jump point, or kNoJumpPoint when
/// a wall comes first, or kDearerCell when a cell whose cost is not 1 does.
///
/// A cell is a jump point when it is the goal or has a forced neighbour. Without corner cutting a
/// side cell is forced when it is free and the side cell one step back is a wall (so the diagonal
/// that would reach it without passing here was not allowed); with corner cutting past one wall, when
/// the side cell is a wall and the one a step ahead is free. Each step tests 64 cells.
template <bool kNoCornerCutting, bool kForward>
PATHFINDER_SCAN_INLINE int scanLine(const CellBits::Line& line, unsigned from, GoalMark goal) {
    const std::uint64_t* sideBefore = line.free - line.words;
    const std::uint64_t* sideAfter = line.free + line.words;
    const unsigned first = kForward ? from + 1 : from - 1;
    std::size_t w = first / 64;
    std::uint64_t ahead =
        kForward ? ~std::uint64_t{0} << (first % 64) : ~std::uint64_t{0} >> (63 - first % 64);
    while (true) {
        const std::uint64_t unit = line.unit[w];
        const std::uint64_t before = sideBefore[w];
        const std::uint64_t after = sideAfter[w];
        std::uint64_t events = ~unit;
        if (kNoCornerCutting)
            events |=
                (before & ~oneBack<kForward>(sideBefore, w)) | (after & ~oneBack<kForward>(sideAfter, w));
        else
            events |=
                (~before & oneAhead<kForward>(sideBefore, w)) | (~after & oneAhead<kForward>(sideAfter, w));
        if (w == goal.word)
            events |= goal.bit;
        events &= ahead;
        if (events != 0) {
            // Whether the run ends at a jump point, a wall or a dearer cell is a coin flip: the
            // answer is put together without branches.
            const int at = kForward ? lowestSet(events) : highestSet(events);
            const auto position = static_cast<int>(w * 64) + at;
            const int steps =
                kForward ? position - static_cast<int>(from) : static_cast<int>(from) - position;
            const auto jumpPoint = static_cast<int>(unit >> at & 1);
            const auto dearer = static_cast<int>((line.free[w] & ~unit) >> at & 1);
            return (steps & -jumpPoint) - dearer;
        }
        w = kForward ? w + 1 : w - 1; // the border's walls end every run within the line
        ahead = ~std::uint64_t{0};
    }
}

/// What every scan reads: the grid as bits and as its padded cost array (0 = wall), and the goal.
struct Rays {
    const CellBits* bits;
    const std::uint8_t* cost;
    std::ptrdiff_t goal; ///< padded index of the goal, or -1
    int goalX;           ///< padded column of the goal, or -1
    int goalY;           ///< padded row of the goal, or -1

    bool free(std::ptrdiff_t c) const { return cost[c] != MapGrid::kWall; }
    int endAt(std::ptrdiff_t c) const { return free(c) ? kDearerCell : kNoJumpPoint; }
    /// Where the goal lies on padded row y, and on padded column x.
    GoalMark onRow(int y) const { return y == goalY ? goalMarkAt(goalX) : kNoGoal; }
    GoalMark onColumn(int x) const { return x == goalX ? goalMarkAt(goalY) : kNoGoal; }
};

/// A straight run from padded (x, y) in an orthogonal heading.
template <bool kNoCornerCutting>
int scanStraight(const Rays& rays, int x, int y, unsigned heading) {
    const auto ux = static_cast<unsigned>(x);
    const auto uy = static_cast<unsigned>(y);
    switch (heading) {
    case 0: // N
        return scanLine<kNoCornerCutting, false>(rays.bits->column(x), uy, rays.onColumn(x));
    case 2: // E
        return scanLine<kNoCornerCutting, true>(rays.bits->row(y), ux, rays.onRow(y));
    case 4: // S
        return scanLine<kNoCornerCutting, true>(rays.bits->column(x), uy, rays.onColumn(x));
    default: // W
        return scanLine<kNoCornerCutting, false>(rays.bits->row(y), ux, rays.onRow(y));
    }
}

/// A diagonal run with corner cutting past one wall (DiagonalRule::NotBothBlocked), from cell `from`
/// at padded (x, y), east if kEast and south if kSouth: it stops at a cell that has a forced
/// neighbour itself (a blocked side cell with a free cell diagonally beyond it) or from which one of
/// the two straight runs along its components finds a jump point. `stride` is the padded row length.
template <bool kEast, bool kSouth>
int scanDiagonal(const Rays& rays, std::ptrdiff_t from, int x, int y, std::ptrdiff_t stride) {
    const std::ptrdiff_t across = kEast ? 1 : -1;          // the row component
    const std::ptrdiff_t down = kSouth ? stride : -stride; // the column component
    CellBits::Line row = rays.bits->row(y);
    CellBits::Line column = rays.bits->column(x);
    std::ptrdiff_t c = from;
    for (int taken = 1;; ++taken) {
        if (!(rays.free(c + across) | rays.free(c + down)))
            return kNoJumpPoint;
        c += across + down;
        if (rays.cost[c] != kUniformCost)
            return rays.endAt(c);
        if (c == rays.goal || (!rays.free(c - across) && rays.free(c - across + down)) ||
            (!rays.free(c - down) && rays.free(c + across - down)))
            return taken;
        x += kEast ? 1 : -1;
        y += kSouth ? 1 : -1;
        row = row.shifted(kSouth ? 1 : -1);
        column = column.shifted(kEast ? 1 : -1);
        // Both runs, then one test: which of them finds something is hard to predict.
        const int alongRow = scanLine<false, kEast>(row, static_cast<unsigned>(x), rays.onRow(y));
        const int alongColumn = scanLine<false, kSouth>(column, static_cast<unsigned>(y), rays.onColumn(x));
        const int found = alongRow != kNoJumpPoint ? alongRow : alongColumn;
        if (found != kNoJumpPoint)
            return found > 0 ? taken : kDearerCell;
    }
}

/// A diagonal run with corner cutting, in heading 1 (NE), 3 (SE), 5 (SW) or 7 (NW).
inline int scanDiagonal(const Rays& rays, std::ptrdiff_t from, int x, int y, std::ptrdiff_t stride,
                        unsigned heading) {
    switch (heading) {
    case 1:
        return scanDiagonal<true, false>(rays, from, x, y, stride);
    case 3:
        return scanDiagonal<true, true>(rays, from, x, y, stride);
    case 5:
        return scanDiagonal<false, true>(rays, from, x, y, stride);
    default:
        return scanDiagonal<false, false>(rays, from, x, y, stride);
    }
}

/// A diagonal run without corner cutting (DiagonalRule::NoCornerCutting), from cell `from` at padded
/// (x, y), east if kEast and south if kSouth, with the improved pruning of Harabor and Grastien,
/// "Improving Jump Point Search" (ICAPS 2014): the cells it passes are not jump points themselves.
/// It walks the whole diagonal, until a side cell of the next step is a wall, and from every cell it
/// reaches runs straight along both components; each jump point those runs find is handed to
/// `found` as a successor of `from`:
///
///     found(cell, px, py, diagonalSteps, straightSteps, heading)
///
/// with the jump point's padded index and padded column and row, the diagonal steps to the cell
/// the straight run started from, the straight steps after them, and the straight heading. The goal
/// on the diagonal itself is handed over with 0 straight steps and the diagonal heading, and ends
/// the run. Returns kDearerCell when the run met a cell whose cost is not 1 (and stopped there),
/// else kNoJumpPoint.
template <bool kEast, bool kSouth, typename Found>
int walkDiagonal(const Rays& rays, std::ptrdiff_t from, int x, int y, std::ptrdiff_t stride, Found& found) {
    constexpr unsigned kAlongRow = kEast ? 2 : 6;     // E or W
    constexpr unsigned kAlongColumn = kSouth ? 4 : 0; // S or N
    constexpr unsigned kDiagonal = kEast ? (kSouth ? 3 : 1) : (kSouth ? 5 : 7);
    const std::ptrdiff_t across = kEast ? 1 : -1;
    const std::ptrdiff_t down = kSouth ? stride : -stride;
    CellBits::Line row = rays.bits->row(y);
    CellBits::Line column = rays.bits->column(x);
    std::ptrdiff_t c = from;
    for (int taken = 1;; ++taken) {
        if (!(rays.free(c + across) & rays.free(c + down)))
            return kNoJumpPoint;
        c += across + down;
        if (rays.cost[c] != kUniformCost)
            return rays.endAt(c);
        x += kEast ? 1 : -1;
        y += kSouth ? 1 : -1;
        if (c == rays.goal) {
            found(c, x, y, taken, 0, kDiagonal);
            return kNoJumpPoint;
        }
        row = row.shifted(kSouth ? 1 : -1);
        column = column.shifted(kEast ? 1 : -1);
        const int alongRow = scanLine<true, kEast>(row, static_cast<unsigned>(x), rays.onRow(y));
        const int alongColumn = scanLine<true, kSouth>(column, static_cast<unsigned>(y), rays.onColumn(x));
        // Most cells find nothing either way: one test for both runs.
        if ((alongRow | alongColumn) != 0) {
            if ((alongRow | alongColumn) < 0) // one of them is kDearerCell
                return kDearerCell;
            if (alongRow > 0)
                found(c + alongRow * across, kEast ? x + alongRow : x - alongRow, y, taken, alongRow,
                      kAlongRow);
            if (alongColumn > 0)
                found(c + alongColumn * down, x, kSouth ? y + alongColumn : y - alongColumn, taken,
                      alongColumn, kAlongColumn);
        }
    }
}

/// A diagonal run without corner cutting in heading 1 (NE), 3 (SE), 5 (SW) or 7 (NW).
template <typename Found>
int walkDiagonal(const Rays& rays, std::ptrdiff_t from, int x, int y, std::ptrdiff_t stride, unsigned heading,
                 Found& found) {
    switch (heading) {
    case 1:
        return walkDiagonal<true, false>(rays, from, x, y, stride, found);
    case 3:
        return walkDiagonal<true, true>(rays, from, x, y, stride, found);
    case 5:
        return walkDiagonal<false, true>(rays, from, x, y, stride, found);
    default:
        return walkDiagonal<false, false>(rays, from, x, y, stride, found);
    }
}

#undef PATHFINDER_SCAN_INLINE

} // namespace pathfinder::jump_rays
