#pragma once

// The ray scans of Jump Point Search: from a cell, along a straight or diagonal heading, over the
// grid's padded cost array, to the next jump point. They read whole words of cells at a time
// where they can, which is why they are kept apart from the search that uses them.

#include <cstddef>
#include <cstdint>
#include <cstring>

namespace pathfinder::jump_rays {

/// The entry cost the pruning rules assume for every free cell.
constexpr std::uint8_t kUniformCost = 1;

/// What a scan returns besides the steps (> 0) to the jump point it found.
constexpr int kNoJumpPoint = 0; ///< it ended at a wall
constexpr int kDearerCell = -1; ///< it ended at a cell whose entry cost is not 1

/// Cells a run down a column goes one at a time between tries to skip ahead.
constexpr int kSkipAfter = 8;

constexpr unsigned turn(unsigned heading, unsigned eighths) {
    return (heading + eighths) & 7u;
}

constexpr unsigned bit(unsigned heading) {
    return 1u << heading;
}

/// Bytes from `p` on as one word, the first in the lowest byte whatever the machine's byte order.
template <class Word>
Word cellsFrom(const std::uint8_t* p) {
    Word word;
    std::memcpy(&word, p, sizeof word);
#if defined(__BYTE_ORDER__) && defined(__ORDER_BIG_ENDIAN__) && __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
    word = sizeof word == 8 ? static_cast<Word>(__builtin_bswap64(word))
                            : static_cast<Word>(__builtin_bswap32(word));
#endif
    return word;
}

constexpr std::uint64_t kEightUniform = 0x0101010101010101ull;

/// The high bit of every byte that is not 0, for bytes up to 0x80 (entry costs are at most 9).
inline std::uint64_t nonZeroBytes(std::uint64_t v) {
    return (v + 0x7F7F7F7F7F7F7F7Full) & 0x8080808080808080ull;
}

/// Index of the lowest (or highest) byte of a non-zero word that has its high bit set.
inline unsigned lowestFlagged(std::uint64_t flags) {
#if defined(__GNUC__) || defined(__clang__)
    return static_cast<unsigned>(__builtin_ctzll(flags)) / 8;
#else
    unsigned i = 0;
    while ((flags >> (8 * i + 7) & 1) == 0)
        ++i;
    return i;
#endif
}

inline unsigned highestFlagged(std::uint64_t flags) {
#if defined(__GNUC__) || defined(__clang__)
    return (63 - static_cast<unsigned>(__builtin_clzll(flags))) / 8;
#else
    unsigned i = 7;
    while ((flags >> (8 * i + 7) & 1) == 0)
        --i;
    return i;
#endif
}

/// What every scan reads: the padded cost array (0 = wall) and the goal's index in it.
struct Cells {
    const std::uint8_t* cost;
    std::ptrdiff_t size;
    std::ptrdiff_t goal;

    bool free(std::ptrdiff_t c) const { return cost[c] != MapGrid::kWall; }
    int endAt(std::ptrdiff_t c) const { return free(c) ? kDearerCell : kNoJumpPoint; }
};

/// How many cells after `c` (a cell that costs 1) a run down or up a column can pass over at once:
/// four at a time while the cell and its two neighbours across the column look the same for five
/// rows as at `c`, so that no side wall starts or ends and every cell costs 1.
inline int skipColumn(const Cells& cells, std::ptrdiff_t c, std::ptrdiff_t step) {
    const auto window = [&cells](std::ptrdiff_t at) {
        return cellsFrom<std::uint32_t>(cells.cost + at - 1) & 0xFFFFFFu;
    };
    // Rows ahead that may be read (their windows lie within the array) and, when the goal lies
    // ahead in this column, no further than its row, which a skip must not pass over.
    const std::ptrdiff_t stride = step > 0 ? step : -step;
    std::ptrdiff_t rows = step > 0 ? (cells.size - 3 - c) / stride : (c - 1) / stride;
    const std::ptrdiff_t toGoal = cells.goal - c;
    if (toGoal % step == 0 && toGoal / step > 0)
        rows = std::min(rows, toGoal / step);
    const std::uint32_t here = window(c);
    int skipped = 0;
    for (; skipped + 5 <= rows; skipped += 4, c += 4 * step) {
        if ((window(c + step) != here) | (window(c + 2 * step) != here) | (window(c + 3 * step) != here) |
            (window(c + 4 * step) != here) | (window(c + 5 * step) != here))
            break;
    }
    return skipped;
}

/// A straight run from `from`, one cell at a time, `taken` steps in. Down and up columns it tries
/// every few cells to skip empty stretches.
template <bool kNoCornerCutting>
int scanCells(const Cells& cells, std::ptrdiff_t from, std::ptrdiff_t step, std::ptrdiff_t left,
              std::ptrdiff_t right, int taken, bool alongColumn) {
    std::ptrdiff_t c = from;
    bool leftBefore = cells.free(c + left);
    bool rightBefore = cells.free(c + right);
    while (true) {
        for (int i = 0; i < kSkipAfter; ++i) {
            c += step;
            if (cells.cost[c] != kUniformCost)
                return cells.endAt(c);
            const bool leftFree = cells.free(c + left);
            const bool rightFree = cells.free(c + right);
            // Forced neighbours lie just past the end of a side wall without corner cutting, just
            // before the start of one with it.
            const bool forced = kNoCornerCutting ? (leftFree && !leftBefore) || (rightFree && !rightBefore)
                                                 : (!leftFree && cells.free(c + left + step)) ||
                                                       (!rightFree && cells.free(c + right + step));
            if (forced || c == cells.goal)
                return taken + i + 1;
            leftBefore = leftFree;
            rightBefore = rightFree;
        }
        taken += kSkipAfter;
        if (alongColumn) {
            const int skipped = skipColumn(cells, c, step);
            c += skipped * step;
            taken += skipped;
        }
    }
}

/// A run along a row, eight cells at a time: the row and the rows above and below are each
/// contiguous, so one 8-byte load covers eight cells of each.
template <bool kNoCornerCutting>
int scanRow(const Cells& cells, std::ptrdiff_t from, std::ptrdiff_t step, std::ptrdiff_t stride) {
    const std::ptrdiff_t toward = kNoCornerCutting ? -step : step; // where a side wall must be
    const std::ptrdiff_t ahead = step > 0 ? 1 : -8;                // the first of the eight cells
    std::ptrdiff_t c = from;
    int taken = 0;
    for (; c + ahead - stride - 1 >= 0 && c + ahead + stride + 8 < cells.size; c += 8 * step, taken += 8) {
        const std::uint8_t* p = cells.cost + c + ahead;
        const std::uint64_t above = nonZeroBytes(cellsFrom<std::uint64_t>(p - stride));
        const std::uint64_t aboveThere = nonZeroBytes(cellsFrom<std::uint64_t>(p - stride + toward));
        const std::uint64_t below = nonZeroBytes(cellsFrom<std::uint64_t>(p + stride));
        const std::uint64_t belowThere = nonZeroBytes(cellsFrom<std::uint64_t>(p + stride + toward));
        std::uint64_t events = nonZeroBytes(cellsFrom<std::uint64_t>(p) ^ kEightUniform);
        events |= kNoCornerCutting ? (above & ~aboveThere) | (below & ~belowThere)
                                   : (aboveThere & ~above) | (belowThere & ~below);
        const std::ptrdiff_t toGoal = cells.goal - (c + ahead);
        if (toGoal >= 0 && toGoal < 8)
            events |= 0x80ull << (8 * toGoal);
        if (events == 0)
            continue;
        const unsigned k = step > 0 ? lowestFlagged(events) : highestFlagged(events);
        const std::ptrdiff_t hit = c + ahead + k;
        if (cells.cost[hit] != kUniformCost)
            return cells.endAt(hit);
        return taken + static_cast<int>(step > 0 ? k + 1 : 8 - k);
    }
    // Near either end of the array the rest goes one cell at a time.
    return scanCells<kNoCornerCutting>(cells, c, step, stride, -stride, taken, false);
}

template <bool kNoCornerCutting>
int scanStraight(const Cells& cells, std::ptrdiff_t from, const std::ptrdiff_t* offsets, unsigned heading) {
    const std::ptrdiff_t step = offsets[heading];
    if (step == 1 || step == -1)
        return scanRow<kNoCornerCutting>(cells, from, step, offsets[static_cast<unsigned>(Direction::S)]);
    return scanCells<kNoCornerCutting>(cells, from, step, offsets[turn(heading, 6)],
                                       offsets[turn(heading, 2)], 0, true);
}

/// A diagonal run: it stops at a cell from which one of the two straight runs along its
/// components finds a jump point (or, with corner cutting, that has a forced neighbour itself).
template <bool kNoCornerCutting>
int scanDiagonal(const Cells& cells, std::ptrdiff_t from, const std::ptrdiff_t* offsets, unsigned heading) {
    const std::ptrdiff_t step = offsets[heading];
    const std::ptrdiff_t a = offsets[turn(heading, 7)];
    const std::ptrdiff_t b = offsets[turn(heading, 1)];
    // One component runs along a row, the other along a column.
    const bool aAlongRow = a == 1 || a == -1;
    const std::ptrdiff_t alongRow = aAlongRow ? a : b;
    const std::ptrdiff_t alongColumn = aAlongRow ? b : a;
    const std::ptrdiff_t stride = alongColumn > 0 ? alongColumn : -alongColumn;
    std::ptrdiff_t c = from;
    for (int taken = 1;; ++taken) {
        const bool freeA = cells.free(c + a);
        const bool freeB = cells.free(c + b);
        if (kNoCornerCutting ? !(freeA && freeB) : !(freeA || freeB))
            return kNoJumpPoint;
        c += step;
        if (cells.cost[c] != kUniformCost)
            return cells.endAt(c);
        if (c == cells.goal || (!kNoCornerCutting && ((!cells.free(c - a) && cells.free(c - a + b)) ||
                                                      (!cells.free(c - b) && cells.free(c + a - b)))))
            return taken;
        int found = scanRow<kNoCornerCutting>(cells, c, alongRow, stride);
        if (found == kNoJumpPoint)
            found = scanCells<kNoCornerCutting>(cells, c, alongColumn, 1, -1, 0, true);
        if (found != kNoJumpPoint)
            return found > 0 ? taken : kDearerCell;
    }
}

} // namespace pathfinder::jump_rays
