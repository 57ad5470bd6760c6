#include "jump_point_search.h"

#include <algorithm>
#include <cassert>
#include <cstring>

namespace pathfinder {

namespace {

constexpr std::uint8_t kUniformCost = 1;

/// The bits of a non-negative double, which sort in the same order as the values.
std::uint64_t orderedBits(double value) {
    assert(value >= 0.0);
    value += 0.0; // turns -0.0 into +0.0
    std::uint64_t bits;
    std::memcpy(&bits, &value, sizeof bits);
    return bits;
}

constexpr unsigned turn(unsigned heading, unsigned eighths) {
    return (heading + eighths) & 7u;
}

constexpr unsigned bit(unsigned heading) {
    return 1u << heading;
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
        m_nodes.assign(grid.paddedSize(), Node{0.0, kNone, 0, CellVisit::Unseen, kNoDirection, false});
        m_epoch = 0;
    }
    const Movement& movement = settings().movement;
    m_moves.setup(grid, movement);
    for (unsigned d = 0; d < kDirectionCount; ++d)
        m_offsets[d] = m_moves.offset(d);
    m_noCornerCutting = movement.diagonalRule == DiagonalRule::NoCornerCutting;
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
    relax(m_startCell, 0.0, kNone, kNoDirection);
    RunStats& stats = mutableStats();
    stats.peakOpen = std::max<std::uint64_t>(stats.peakOpen, 1);
}

double JumpPointSearchWalker::hValue(std::uint32_t cell) const {
    return heuristic(HeuristicKind::Octile, gridRef().coordOf(cell), m_goal, settings().movement);
}

void JumpPointSearchWalker::relax(std::uint32_t cell, double g, std::uint32_t parent, unsigned heading) {
    Node& node = m_nodes[cell];
    if (node.epoch != m_epoch)
        node.closedBefore = false;
    node.g = g;
    node.parent = parent;
    node.epoch = m_epoch;
    node.visit = CellVisit::Open;
    node.heading = static_cast<std::uint8_t>(heading);

    HeapEntry entry;
    entry.key = orderedBits(g + hValue(cell));
    entry.tie = settings().tieBreak == TieBreak::LargerG ? ~orderedBits(g) : 0;
    const std::uint32_t order = m_order++;
    entry.order = settings().tieBreak == TieBreak::Lifo ? ~order : order;
    entry.cell = cell;
    m_open.push(entry); // re-ranks the entry when the node was open already
}

WalkState JumpPointSearchWalker::doIterate() {
    if (!m_ready || m_open.empty())
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

    if (cell == m_goalCell)
        return reachGoal(tracePath(cell));

    m_cells = gridRef().paddedCells();
    if (m_mode == Mode::Jumping) {
        expandJumping(cell, node);
        if (m_costsVary) {
            // The pruning assumed uniform costs; what was found so far may be wrong for this map.
            startSearch(Mode::Plain);
            return WalkState::StillLooking;
        }
    } else {
        expandPlain(cell, node);
    }
    stats.peakOpen = std::max<std::uint64_t>(stats.peakOpen, m_open.size());
    return WalkState::StillLooking;
}

void JumpPointSearchWalker::expandJumping(std::uint32_t cell, const Node& node) {
    RunStats& stats = mutableStats();
    const double g = node.g;
    const double relTolerance = 1.0 - 1e-12;
    for (unsigned headings = jumpHeadings(cell, node.heading); headings != 0; headings &= headings - 1) {
        const unsigned d = lowestBit(headings);
        const std::uint32_t found = jump(cell, d);
        if (found == kNone)
            continue;
        const std::ptrdiff_t span = static_cast<std::ptrdiff_t>(found) - static_cast<std::ptrdiff_t>(cell);
        const auto steps = static_cast<double>(span / m_offsets[d]);
        const double newG = g + steps * m_moves.stepLength(d);
        const Node& target = m_nodes[found];
        if (target.epoch == m_epoch && !(newG < target.g * relTolerance))
            continue;
        relax(found, newG, cell, d);
        ++stats.generated;
    }
}

void JumpPointSearchWalker::expandPlain(std::uint32_t cell, const Node& node) {
    RunStats& stats = mutableStats();
    const double g = node.g;
    const double relTolerance = 1.0 - 1e-12;
    for (unsigned moves = m_moves.from(m_cells, cell); moves != 0; moves &= moves - 1) {
        const unsigned d = lowestBit(moves);
        const auto next = static_cast<std::uint32_t>(static_cast<std::ptrdiff_t>(cell) + m_offsets[d]);
        const double newG = g + m_moves.stepLength(d) * m_cells[next];
        const Node& target = m_nodes[next];
        if (target.epoch == m_epoch && !(newG < target.g * relTolerance))
            continue;
        relax(next, newG, cell, d);
        ++stats.generated;
    }
}

unsigned JumpPointSearchWalker::jumpHeadings(std::uint32_t cell, unsigned heading) const {
    if (heading == kNoDirection)
        return 0xFFu; // the start: every heading; jumps check that their first step is legal
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

std::uint32_t JumpPointSearchWalker::jump(std::uint32_t from, unsigned heading) {
    return (heading & 1u) == 0 ? jumpStraight(from, heading) : jumpDiagonal(from, heading);
}

std::uint32_t JumpPointSearchWalker::endOfRun(std::uint32_t cell) {
    if (m_cells[cell] != MapGrid::kWall)
        m_costsVary = true;
    return kNone;
}

std::uint32_t JumpPointSearchWalker::jumpStraight(std::uint32_t from, unsigned heading) {
    const std::uint8_t* cells = m_cells;
    const std::ptrdiff_t f = m_offsets[heading];
    const std::ptrdiff_t l = m_offsets[turn(heading, 6)];
    const std::ptrdiff_t r = m_offsets[turn(heading, 2)];
    const auto goal = static_cast<std::ptrdiff_t>(m_goalCell);
    auto c = static_cast<std::ptrdiff_t>(from);
    if (m_noCornerCutting) {
        bool leftWasFree = cells[c + l] != MapGrid::kWall;
        bool rightWasFree = cells[c + r] != MapGrid::kWall;
        while (true) {
            c += f;
            if (cells[c] != kUniformCost)
                return endOfRun(static_cast<std::uint32_t>(c));
            const bool leftFree = cells[c + l] != MapGrid::kWall;
            const bool rightFree = cells[c + r] != MapGrid::kWall;
            if (c == goal || (leftFree && !leftWasFree) || (rightFree && !rightWasFree))
                return static_cast<std::uint32_t>(c);
            leftWasFree = leftFree;
            rightWasFree = rightFree;
        }
    }
    while (true) {
        c += f;
        if (cells[c] != kUniformCost)
            return endOfRun(static_cast<std::uint32_t>(c));
        if (c == goal || (cells[c + l] == MapGrid::kWall && cells[c + l + f] != MapGrid::kWall) ||
            (cells[c + r] == MapGrid::kWall && cells[c + r + f] != MapGrid::kWall))
            return static_cast<std::uint32_t>(c);
    }
}

std::uint32_t JumpPointSearchWalker::jumpDiagonal(std::uint32_t from, unsigned heading) {
    const std::ptrdiff_t* off = m_offsets;
    const std::ptrdiff_t f = off[heading];
    const unsigned sideA = turn(heading, 7);
    const unsigned sideB = turn(heading, 1);
    const auto goal = static_cast<std::ptrdiff_t>(m_goalCell);
    auto c = static_cast<std::ptrdiff_t>(from);
    while (true) {
        const bool freeA = free(c + off[sideA]);
        const bool freeB = free(c + off[sideB]);
        if (m_noCornerCutting ? !(freeA && freeB) : !(freeA || freeB))
            return kNone;
        c += f;
        if (m_cells[c] != kUniformCost)
            return endOfRun(static_cast<std::uint32_t>(c));
        if (c == goal)
            return static_cast<std::uint32_t>(c);
        if (!m_noCornerCutting && ((!free(c + off[turn(heading, 3)]) && free(c + off[turn(heading, 2)])) ||
                                   (!free(c + off[turn(heading, 5)]) && free(c + off[turn(heading, 6)]))))
            return static_cast<std::uint32_t>(c);
        const auto here = static_cast<std::uint32_t>(c);
        if (jumpStraight(here, sideA) != kNone || jumpStraight(here, sideB) != kNone)
            return here;
        if (m_costsVary)
            return kNone;
    }
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
        view.h = hValue(cell);
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
