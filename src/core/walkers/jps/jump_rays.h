#pragma once

// The ray scans of Jump Point Search: from a cell, along a straight or diagonal heading, to the next
// jump points. Straight runs read the grid as bits (CellBits), 64 cells of a row or a column per
// step: without corner cutting (and with 4 neighbours, for runs down a column) the cells where a run
// stops, which CellBits keeps for each line and direction; with corner cutting the line and the
// lines either side of it. Diagonal runs step one cell at a time and try a straight run along each
// component from every cell they pass. With corner cutting a diagonal run stops at the first cell
// from which one of those runs finds something, and that cell becomes a jump point. Without corner
// cutting it goes on to its end and hands over every jump point the straight runs find (the improved
// pruning of Harabor and Grastien, ICAPS 2014), so no cell on a diagonal becomes a jump point but the
// goal. With 4 neighbours a run along a row plays the diagonal's part: it steps one cell at a time,
// runs up and down the column of every cell it passes and hands over what those runs find.

#include "grid/cell_bits.h"

#include <cstddef>
#include <cstdint>

namespace pathfinder::jump_rays {

/// The pruning rules, one per movement: 8 neighbours under each diagonal rule, and 4 neighbours.
enum class JumpRules {
    NoCornerCutting, ///< 8 neighbours, DiagonalRule::NoCornerCutting: the improved pruning of 2014
    NotBothBlocked,  ///< 8 neighbours, DiagonalRule::NotBothBlocked: the 2011 rules
    Always,          ///< 8 neighbours, DiagonalRule::Always: the 2011 rules, diagonals between two walls
    FourNeighbours,  ///< 4 neighbours: rows first, columns after (see walkRow)
};

/// True for the rules whose straight runs stop where a side cell is free behind a wall (CellBits'
/// stops): a side step there is forced because the route that takes it one cell earlier is blocked.
constexpr bool stopsBehindWalls(JumpRules rules) {
    return rules == JumpRules::NoCornerCutting || rules == JumpRules::FourNeighbours;
}

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
/// Word 0 reads the zero word before the line (a signed index: an unsigned one would wrap).
template <bool kForward>
std::uint64_t oneBack(const std::uint64_t* words, std::size_t w) {
    const auto i = static_cast<std::ptrdiff_t>(w);
    return kForward ? words[i] << 1 | words[i - 1] >> 63 : words[i] >> 1 | words[i + 1] << 63;
}

/// The same, lined up with the cell one step ahead.
template <bool kForward>
std::uint64_t oneAhead(const std::uint64_t* words, std::size_t w) {
    return oneBack<!kForward>(words, w);
}

/// Where a run along a line starts: the word of the first cell after `from` in the run's direction,
/// and the mask of that word's cells from there on.
template <bool kForward>
struct RunStart {
    std::size_t word;
    std::uint64_t ahead;

    explicit RunStart(unsigned from)
        : word((kForward ? from + 1 : from - 1) / 64),
          ahead(kForward ? ~std::uint64_t{0} << ((from + 1) % 64)
                         : ~std::uint64_t{0} >> (63 - (from - 1) % 64)) {}
};

/// The answer of a run that stops at bit `at` of word w of a line whose first cell is `from`:
/// the steps to a jump point (a unit cell there), kNoJumpPoint at a wall, kDearerCell at a free
/// cell whose cost is not 1.
template <bool kForward, bool kUniform = false>
PATHFINDER_SCAN_INLINE int runEnd(std::uint64_t unit, std::uint64_t free, std::size_t w, int at,
                                  unsigned from) {
    // Whether the run ends at a jump point, a wall or a dearer cell is a coin flip: the answer is
    // put together without branches.
    const auto position = static_cast<int>(w * 64) + at;
    const int steps = kForward ? position - static_cast<int>(from) : static_cast<int>(from) - position;
    const auto jumpPoint = static_cast<int>(unit >> at & 1);
    if (kUniform)
        return steps & -jumpPoint;
    const auto dearer = static_cast<int>((free & ~unit) >> at & 1);
    return (steps & -jumpPoint) - dearer;
}

/// A straight run without corner cutting (or down a column with 4 neighbours, whose forced neighbours
/// are the same) along a line from position `from` (a free cell), toward
/// higher positions (kForward) or lower ones: the steps to the first cell that is a jump point, or
/// kNoJumpPoint when a wall comes first, or kDearerCell when a cell whose cost is not 1 does.
///
/// A cell is a jump point when it is the goal or has a forced neighbour: a side cell that is free
/// while the side cell one step back is a wall (so the diagonal that would reach it without passing
/// here was not allowed). CellBits keeps those cells, with the walls and dearer cells, as the line's
/// stops for the direction; each step tests 64 cells.
///
/// kGoal false leaves out the test for the goal, for lines known not to hold it; kUniform true
/// leaves out the test for dearer cells, for maps that have none.
template <bool kForward, bool kGoal = true, bool kUniform = false>
PATHFINDER_SCAN_INLINE int scanStops(const CellBits::Stops& line, unsigned from, GoalMark goal) {
    const RunStart<kForward> start(from);
    std::size_t w = start.word;
    std::uint64_t ahead = start.ahead;
    while (true) {
        std::uint64_t events = line.stop[w];
        if (kGoal && w == goal.word)
            events |= goal.bit;
        events &= ahead;
        if (events != 0)
            return runEnd<kForward, kUniform>(line.stop[static_cast<std::ptrdiff_t>(w) + line.toUnit],
                                              line.stop[static_cast<std::ptrdiff_t>(w) + line.toFree], w,
                                              kForward ? lowestSet(events) : highestSet(events), from);
        w = kForward ? w + 1 : w - 1; // the border's walls end every run within the line
        ahead = ~std::uint64_t{0};
    }
}

/// A straight run with corner cutting (DiagonalRule::NotBothBlocked or Always), along a line from
/// position `from` (a free cell), toward higher positions (kForward) or lower ones; answers as
/// scanStops(). A cell is a jump point when it is the goal or has a forced neighbour: a side cell that
/// is a wall while the one a step ahead is free. Each step tests 64 cells of the line and of the lines
/// either side of it.
template <bool kForward>
PATHFINDER_SCAN_INLINE int scanLine(const CellBits::Line& line, unsigned from, GoalMark goal) {
    const std::uint64_t* sideBefore = line.free - line.words;
    const std::uint64_t* sideAfter = line.free + line.words;
    const RunStart<kForward> start(from);
    std::size_t w = start.word;
    std::uint64_t ahead = start.ahead;
    while (true) {
        const std::uint64_t unit = line.unit[w];
        const std::uint64_t before = sideBefore[w];
        const std::uint64_t after = sideAfter[w];
        std::uint64_t events = ~unit | (~before & oneAhead<kForward>(sideBefore, w)) |
                               (~after & oneAhead<kForward>(sideAfter, w));
        if (w == goal.word)
            events |= goal.bit;
        events &= ahead;
        if (events != 0)
            return runEnd<kForward>(unit, line.free[w], w, kForward ? lowestSet(events) : highestSet(events),
                                    from);
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

/// A straight run from padded (x, y) in heading kHeading: 0 (N), 2 (E), 4 (S) or 6 (W).
template <JumpRules kRules, unsigned kHeading, bool kUniform = false>
PATHFINDER_SCAN_INLINE int scanStraight(const Rays& rays, int x, int y) {
    static_assert(kHeading % 2 == 0 && kHeading < 8, "an orthogonal heading");
    constexpr bool kAlongRow = kHeading == 2 || kHeading == 6;
    constexpr bool kForward = kHeading == 2 || kHeading == 4; // toward higher columns or rows
    const CellBits& bits = *rays.bits;
    const auto from = static_cast<unsigned>(kAlongRow ? x : y);
    const GoalMark goal = kAlongRow ? rays.onRow(y) : rays.onColumn(x);
    if constexpr (stopsBehindWalls(kRules))
        return scanStops<kForward, true, kUniform>(
            kAlongRow ? bits.rowStops<kForward>(y) : bits.columnStops<kForward>(x), from, goal);
    else
        return scanLine<kForward>(kAlongRow ? bits.row(y) : bits.column(x), from, goal);
}

/// A diagonal run with corner cutting, from cell `from` at padded (x, y), east if kEast and south if
/// kSouth: it stops at a cell that has a forced neighbour itself (a blocked side cell with a free cell
/// diagonally beyond it) or from which one of the two straight runs along its components finds a jump
/// point. `stride` is the padded row length. kBetweenWalls: a step may pass between two walls
/// (DiagonalRule::Always); otherwise one side cell must be free (DiagonalRule::NotBothBlocked).
template <bool kEast, bool kSouth, bool kBetweenWalls>
int scanDiagonal(const Rays& rays, std::ptrdiff_t from, int x, int y, std::ptrdiff_t stride) {
    const std::ptrdiff_t across = kEast ? 1 : -1;          // the row component
    const std::ptrdiff_t down = kSouth ? stride : -stride; // the column component
    CellBits::Line row = rays.bits->row(y);
    CellBits::Line column = rays.bits->column(x);
    std::ptrdiff_t c = from;
    for (int taken = 1;; ++taken) {
        if (!kBetweenWalls &&
            !(static_cast<int>(rays.free(c + across)) | static_cast<int>(rays.free(c + down))))
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
        const int alongRow = scanLine<kEast>(row, static_cast<unsigned>(x), rays.onRow(y));
        const int alongColumn = scanLine<kSouth>(column, static_cast<unsigned>(y), rays.onColumn(x));
        const int found = alongRow != kNoJumpPoint ? alongRow : alongColumn;
        if (found != kNoJumpPoint)
            return found > 0 ? taken : kDearerCell;
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
/// else kNoJumpPoint. kUniform: the map has no such cells.
template <bool kEast, bool kSouth, bool kUniform, typename Found>
PATHFINDER_SCAN_INLINE int walkDiagonal(const Rays& rays, std::ptrdiff_t from, int x, int y,
                                        std::ptrdiff_t stride, Found& found) {
    constexpr unsigned kAlongRow = kEast ? 2 : 6;     // E or W
    constexpr unsigned kAlongColumn = kSouth ? 4 : 0; // S or N
    constexpr unsigned kDiagonal = kEast ? (kSouth ? 3 : 1) : (kSouth ? 5 : 7);
    const std::ptrdiff_t across = kEast ? 1 : -1;
    const std::ptrdiff_t down = kSouth ? stride : -stride;
    CellBits::Stops row = rays.bits->rowStops<kEast>(y);
    CellBits::Stops column = rays.bits->columnStops<kSouth>(x);
    std::ptrdiff_t c = from;
    for (int taken = 1;; ++taken) {
        if (!(static_cast<int>(rays.free(c + across)) & static_cast<int>(rays.free(c + down))))
            return kNoJumpPoint;
        c += across + down;
        if (rays.cost[c] != kUniformCost)
            return kUniform ? kNoJumpPoint : rays.endAt(c);
        x += kEast ? 1 : -1;
        y += kSouth ? 1 : -1;
        if (c == rays.goal) {
            found(c, x, y, taken, 0, kDiagonal);
            return kNoJumpPoint;
        }
        row = row.shifted(kSouth ? 1 : -1);
        column = column.shifted(kEast ? 1 : -1);
        const auto ux = static_cast<unsigned>(x);
        const auto uy = static_cast<unsigned>(y);
        int alongRow;
        int alongColumn;
        if ((y == rays.goalY) | (x == rays.goalX)) { // at most two cells of the run
            alongRow = scanStops<kEast, true, kUniform>(row, ux, rays.onRow(y));
            alongColumn = scanStops<kSouth, true, kUniform>(column, uy, rays.onColumn(x));
        } else {
            alongRow = scanStops<kEast, false, kUniform>(row, ux, kNoGoal);
            alongColumn = scanStops<kSouth, false, kUniform>(column, uy, kNoGoal);
        }
        // Most cells find nothing either way: one test for both runs.
        if ((alongRow | alongColumn) != 0) {
            if (!kUniform && (alongRow | alongColumn) < 0) // one of them is kDearerCell
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

/// A run along a row with 4 neighbours, from cell `from` at padded (x, y), east if kEast else west.
/// Moves along a row come first: a route that goes down a column and then along a row turns only where
/// the cell beside its last column step is a wall (else the row step could have come first), so a run
/// along a row has no forced neighbours and the cells it passes are never jump points (the goal
/// excepted), like the diagonals of walkDiagonal. It walks the whole row, until the next cell is a
/// wall, and from every cell it reaches runs up and down the column (stopping behind walls, as under
/// NoCornerCutting); each jump point those runs find is handed to `found` as a successor of `from`:
///
///     found(cell, px, py, rowSteps, columnSteps, heading)
///
/// with the jump point's padded index, column and row, the steps along the row, the steps down the
/// column after them, and the column's heading (0 N, 4 S). The goal on the row itself is handed over
/// with 0 column steps and the row's heading, and ends the run. Returns kDearerCell when the run met a
/// cell whose cost is not 1 (and stopped there), else kNoJumpPoint. kUniform: the map has no such cells.
template <bool kEast, bool kUniform, typename Found>
PATHFINDER_SCAN_INLINE int walkRow(const Rays& rays, std::ptrdiff_t from, int x, int y, std::ptrdiff_t stride,
                                   Found& found) {
    constexpr unsigned kAlongRow = kEast ? 2 : 6;
    const std::ptrdiff_t across = kEast ? 1 : -1;
    CellBits::Stops up = rays.bits->columnStops<false>(x);
    CellBits::Stops down = rays.bits->columnStops<true>(x);
    const auto uy = static_cast<unsigned>(y);
    std::ptrdiff_t c = from;
    for (int taken = 1;; ++taken) {
        c += across;
        if (rays.cost[c] != kUniformCost)
            return kUniform ? kNoJumpPoint : rays.endAt(c);
        x += kEast ? 1 : -1;
        if (c == rays.goal) {
            found(c, x, y, taken, 0, kAlongRow);
            return kNoJumpPoint;
        }
        up = up.shifted(kEast ? 1 : -1);
        down = down.shifted(kEast ? 1 : -1);
        int north;
        int south;
        if (x == rays.goalX) { // at most one cell of the run
            north = scanStops<false, true, kUniform>(up, uy, rays.onColumn(x));
            south = scanStops<true, true, kUniform>(down, uy, rays.onColumn(x));
        } else {
            north = scanStops<false, false, kUniform>(up, uy, kNoGoal);
            south = scanStops<true, false, kUniform>(down, uy, kNoGoal);
        }
        if ((north | south) != 0) {
            if (!kUniform && (north | south) < 0) // one of them is kDearerCell
                return kDearerCell;
            if (north > 0)
                found(c - north * stride, x, y - north, taken, north, 0u);
            if (south > 0)
                found(c + south * stride, x, y + south, taken, south, 4u);
        }
    }
}

#undef PATHFINDER_SCAN_INLINE

} // namespace pathfinder::jump_rays
