#include "jump_point_search.h"

#include <algorithm>
#include <cassert>
#include <cstring>

namespace pathfinder {

namespace {

constexpr std::uint8_t kUniformCost = 1;
/// g values within these factors of each other count as one cost: sums of the same steps in
/// another order may differ in the last bits.
constexpr double kImproves = 1.0 - 1e-12;
constexpr double kTies = 1.0 + 1e-12;

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

/// Asks for a cache line that will be needed soon; a hint only.
void prefetch(const void* address) {
#if defined(__GNUC__) || defined(__clang__)
    __builtin_prefetch(address);
#else
    (void)address;
#endif
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
std::uint64_t nonZeroBytes(std::uint64_t v) {
    return (v + 0x7F7F7F7F7F7F7F7Full) & 0x8080808080808080ull;
}

/// Index of the lowest (or highest) byte of a non-zero word that has its high bit set.
unsigned lowestFlagged(std::uint64_t flags) {
#if defined(__GNUC__) || defined(__clang__)
    return static_cast<unsigned>(__builtin_ctzll(flags)) / 8;
#else
    unsigned i = 0;
    while ((flags >> (8 * i + 7) & 1) == 0)
        ++i;
    return i;
#endif
}

unsigned highestFlagged(std::uint64_t flags) {
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
int skipColumn(const Cells& cells, std::ptrdiff_t c, std::ptrdiff_t step) {
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

} // namespace

Capabilities JumpPointSearchWalker::capabilities() const {
    Capabilities caps;
    caps.weightedCosts = false; // weighted maps fall back to plain A*: correct, but no jumps
    caps.heuristics = false;    // always octile: the pruning rules assume it
    caps.tieBreaking = true;
    caps.optimal = true;
    return caps;
}

void JumpPointSearchWalker::doReset() {
    const MapGrid& grid = gridRef();
    if (m_nodes.size() != grid.paddedSize()) {
        m_nodes.assign(grid.paddedSize(), Node{0.0, kNone, 0, CellVisit::Unseen, kNoDirection, 0, 0, false});
        m_epoch = 0;
    }
    const Movement& movement = settings().movement;
    m_moves.setup(grid, movement);
    for (unsigned d = 0; d < kDirectionCount; ++d)
        m_offsets[d] = m_moves.offset(d);
    m_noCornerCutting = movement.diagonalRule == DiagonalRule::NoCornerCutting;
    m_diagonalStep = movement.allowsDiagonals() ? movement.diagonalStep() : 0.0;
    m_cells = grid.paddedCells();

    const auto start = grid.start();
    const auto goal = grid.goal();
    m_ready = start && goal && !grid.isBlocked(*start);
    m_startCell = start ? static_cast<std::uint32_t>(grid.paddedIndex(*start)) : kNone;
    m_goalCell = goal ? static_cast<std::uint32_t>(grid.paddedIndex(*goal)) : kNone;
    m_goal = goal.value_or(Coord{});

    const bool prunable = movement.allowsDiagonals() && movement.diagonalRule != DiagonalRule::Always;
    startSearch(prunable ? Mode::Jumping : Mode::Plain);
}

void JumpPointSearchWalker::startSearch(Mode mode) {
    m_mode = mode;
    m_costsVary = false;
    if (++m_epoch == 0) { // wrapped: stale stamps could look current
        for (Node& n : m_nodes)
            n.epoch = 0;
        m_epoch = 1;
    }
    m_open.reset(m_nodes.size());
    m_order = 0;
    m_current = kNone;
    if (!m_ready)
        return;
    m_open.push(relax(m_startCell, *gridRef().start(), 0.0, kNone, kNoDirection));
    RunStats& stats = mutableStats();
    stats.peakOpen = std::max<std::uint64_t>(stats.peakOpen, 1);
}

double JumpPointSearchWalker::hValue(Coord at) const {
    // The octile distance of heuristic.h, without its dispatch: this runs for every push.
    const int dx = at.x > m_goal.x ? at.x - m_goal.x : m_goal.x - at.x;
    const int dy = at.y > m_goal.y ? at.y - m_goal.y : m_goal.y - at.y;
    if (m_diagonalStep == 0.0)
        return dx + dy;
    return dx < dy ? (dy - dx) + dx * m_diagonalStep : (dx - dy) + dy * m_diagonalStep;
}

JumpPointSearchWalker::HeapEntry JumpPointSearchWalker::relax(std::uint32_t cell, Coord at, double g,
                                                              std::uint32_t parent, unsigned heading) {
    Node& node = m_nodes[cell];
    if (node.epoch != m_epoch)
        node.closedBefore = false;
    node.g = g;
    node.parent = parent;
    node.epoch = m_epoch;
    node.visit = CellVisit::Open;
    node.heading = static_cast<std::uint8_t>(heading);
    node.arrivals = heading == kNoDirection ? 0 : static_cast<std::uint8_t>(bit(heading));
    node.expandedArrivals = 0;
    return entryFor(cell, at, g);
}

void JumpPointSearchWalker::addArrival(std::uint32_t cell, unsigned heading) {
    Node& node = m_nodes[cell];
    if ((node.arrivals & bit(heading)) != 0)
        return;
    node.arrivals = static_cast<std::uint8_t>(node.arrivals | bit(heading));
    if (node.visit != CellVisit::Closed)
        return; // still open: its expansion will cover the new heading
    node.visit = CellVisit::Open;
    m_open.push(entryFor(cell, gridRef().coordOf(cell), node.g));
    ++mutableStats().generated;
}

JumpPointSearchWalker::HeapEntry JumpPointSearchWalker::entryFor(std::uint32_t cell, Coord at, double g) {
    HeapEntry entry;
    entry.key = orderedBits(g + hValue(at));
    entry.tie = settings().tieBreak == TieBreak::LargerG ? ~orderedBits(g) : 0;
    const std::uint32_t order = m_order++;
    entry.order = settings().tieBreak == TieBreak::Lifo ? ~order : order;
    entry.cell = cell;
    return entry;
}

WalkState JumpPointSearchWalker::doIterate() {
    if (!m_ready || openSize() == 0)
        return giveUp();

    RunStats& stats = mutableStats();
    const std::uint32_t cell = m_open.pop().cell;
    Node& node = m_nodes[cell];
    if (node.closedBefore)
        ++stats.reexpanded;
    node.closedBefore = true;
    node.visit = CellVisit::Closed;
    m_current = cell;
    ++stats.expanded;
    if (!m_open.empty())
        prefetch(&m_nodes[m_open.top().cell]); // the next one expanded, unless a successor beats it

    if (cell == m_goalCell)
        return reachGoal(tracePath(cell));

    m_cells = gridRef().paddedCells();
    if (m_mode == Mode::Jumping)
        expandJumping(cell, node);
    else
        expandPlain(cell, node);
    m_open.settle();
    if (m_costsVary) {
        // The pruning assumed uniform costs; what was found so far may be wrong for this map.
        startSearch(Mode::Plain);
        return WalkState::StillLooking;
    }
    stats.peakOpen = std::max<std::uint64_t>(stats.peakOpen, openSize());
    return WalkState::StillLooking;
}

void JumpPointSearchWalker::expandJumping(std::uint32_t cell, Node& node) {
    unsigned headings = node.parent == kNone ? 0xFFu : 0u; // the start: every heading
    for (unsigned fresh = node.arrivals & ~node.expandedArrivals; fresh != 0; fresh &= fresh - 1)
        headings |= jumpHeadings(cell, lowestBit(fresh));
    node.expandedArrivals = node.arrivals;

    // All jumps first: the states of the cells they find are scattered over a large array, and
    // fetching them while the other jumps scan hides most of the wait.
    int steps[kDirectionCount] = {};
    for (unsigned todo = headings; todo != 0; todo &= todo - 1) {
        const unsigned d = lowestBit(todo);
        steps[d] = jump(cell, d);
        if (steps[d] > 0)
            prefetch(&m_nodes[static_cast<std::size_t>(cell + steps[d] * m_offsets[d])]);
    }
    const Coord at = gridRef().coordOf(cell);
    for (unsigned d = 0; d < kDirectionCount; ++d)
        if (steps[d] > 0)
            reach(cell, at, node.g, d, steps[d]);
}

void JumpPointSearchWalker::reach(std::uint32_t from, Coord fromAt, double fromG, unsigned heading,
                                  int steps) {
    const auto cell = static_cast<std::uint32_t>(from + steps * m_offsets[heading]);
    const double g = fromG + steps * m_moves.stepLength(heading);
    const Node& node = m_nodes[cell];
    const bool seen = node.epoch == m_epoch;
    if (seen && !(g < node.g * kImproves)) {
        if (g <= node.g * kTies)
            addArrival(cell, heading);
        return;
    }
    const bool wasOpen = seen && node.visit == CellVisit::Open;
    const Coord step = kDirectionOffsets[heading];
    m_open.offer(relax(cell, {fromAt.x + steps * step.x, fromAt.y + steps * step.y}, g, from, heading),
                 wasOpen);
    ++mutableStats().generated;
}

void JumpPointSearchWalker::expandPlain(std::uint32_t cell, const Node& node) {
    RunStats& stats = mutableStats();
    const double g = node.g;
    const Coord at = gridRef().coordOf(cell);
    for (unsigned moves = m_moves.from(m_cells, cell); moves != 0; moves &= moves - 1) {
        const unsigned d = lowestBit(moves);
        const auto next = static_cast<std::uint32_t>(static_cast<std::ptrdiff_t>(cell) + m_offsets[d]);
        const double newG = g + m_moves.stepLength(d) * m_cells[next];
        const Node& target = m_nodes[next];
        const bool seen = target.epoch == m_epoch;
        if (seen && !(newG < target.g * kImproves))
            continue;
        const bool wasOpen = seen && target.visit == CellVisit::Open;
        m_open.offer(relax(next, at + kDirectionOffsets[d], newG, cell, d), wasOpen);
        ++stats.generated;
    }
}

unsigned JumpPointSearchWalker::jumpHeadings(std::uint32_t cell, unsigned heading) const {
    const auto c = static_cast<std::ptrdiff_t>(cell);
    const std::ptrdiff_t* off = m_offsets;
    const unsigned d = heading;
    if ((d & 1u) == 0) {
        const unsigned left = turn(d, 6);
        const unsigned right = turn(d, 2);
        unsigned headings = bit(d);
        if (m_noCornerCutting) {
            // A side cell is forced when the cell before this one had a wall beside it, so the
            // diagonal that would otherwise reach it without passing here was not allowed.
            if (free(c + off[right]) && !free(c + off[right] - off[d]))
                headings |= bit(right) | bit(turn(d, 1));
            if (free(c + off[left]) && !free(c + off[left] - off[d]))
                headings |= bit(left) | bit(turn(d, 7));
        } else {
            if (!free(c + off[right]) && free(c + off[right] + off[d]))
                headings |= bit(turn(d, 1));
            if (!free(c + off[left]) && free(c + off[left] + off[d]))
                headings |= bit(turn(d, 7));
        }
        return headings;
    }
    unsigned headings = bit(turn(d, 7)) | bit(d) | bit(turn(d, 1));
    if (!m_noCornerCutting) {
        if (!free(c + off[turn(d, 3)]) && free(c + off[turn(d, 2)]))
            headings |= bit(turn(d, 2));
        if (!free(c + off[turn(d, 5)]) && free(c + off[turn(d, 6)]))
            headings |= bit(turn(d, 6));
    }
    return headings;
}

int JumpPointSearchWalker::jump(std::uint32_t from, unsigned heading) {
    const Cells cells{m_cells, static_cast<std::ptrdiff_t>(m_nodes.size()),
                      static_cast<std::ptrdiff_t>(m_goalCell)};
    const bool straight = (heading & 1u) == 0;
    int steps;
    if (m_noCornerCutting)
        steps = straight ? scanStraight<true>(cells, from, m_offsets, heading)
                         : scanDiagonal<true>(cells, from, m_offsets, heading);
    else
        steps = straight ? scanStraight<false>(cells, from, m_offsets, heading)
                         : scanDiagonal<false>(cells, from, m_offsets, heading);
    if (steps == kDearerCell)
        m_costsVary = true;
    return steps;
}

std::vector<Coord> JumpPointSearchWalker::tracePath(std::uint32_t goalCell) const {
    const MapGrid& grid = gridRef();
    std::vector<Coord> path;
    std::uint32_t cell = goalCell;
    while (true) {
        const Node& node = m_nodes[cell];
        if (node.parent == kNone) {
            path.push_back(grid.coordOf(cell));
            break;
        }
        // Walk back over the run from this jump point to the previous one, one cell at a time.
        const std::ptrdiff_t back = -m_offsets[node.heading];
        for (auto c = static_cast<std::ptrdiff_t>(cell); c != static_cast<std::ptrdiff_t>(node.parent);
             c += back)
            path.push_back(grid.coordOf(static_cast<std::size_t>(c)));
        cell = node.parent;
    }
    std::reverse(path.begin(), path.end());
    return path;
}

CellView JumpPointSearchWalker::cellState(Coord c) const {
    CellView view;
    const MapGrid* grid = this->grid();
    if (!grid || !grid->inBounds(c) || m_nodes.size() != grid->paddedSize())
        return view;
    const auto cell = static_cast<std::uint32_t>(grid->paddedIndex(c));
    if (m_ready)
        view.h = hValue(c);
    const Node& node = m_nodes[cell];
    if (node.epoch != m_epoch)
        return view;
    view.visit = node.visit;
    view.g = node.g;
    view.f = node.g + view.h;
    if (node.parent != kNone)
        view.parent = grid->coordOf(node.parent);
    return view;
}

std::optional<Coord> JumpPointSearchWalker::current() const {
    if (m_current == kNone || !grid())
        return std::nullopt;
    return grid()->coordOf(m_current);
}

} // namespace pathfinder
