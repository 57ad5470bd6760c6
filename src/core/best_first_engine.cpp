#include "best_first_engine.h"

#include <algorithm>
#include <cassert>
#include <cstring>

namespace pathfinder {

namespace {

/// The bits of a non-negative double, which sort in the same order as the values.
std::uint64_t orderedBits(double value) {
    assert(value >= 0.0);
    value += 0.0; // turns -0.0 into +0.0
    std::uint64_t bits;
    std::memcpy(&bits, &value, sizeof bits);
    return bits;
}

/// Index of the lowest set bit of a non-zero value.
unsigned lowestBit(unsigned bits) {
#if defined(__GNUC__) || defined(__clang__)
    return static_cast<unsigned>(__builtin_ctz(bits));
#else
    unsigned index = 0;
    while ((bits & 1u) == 0) {
        bits >>= 1;
        ++index;
    }
    return index;
#endif
}

} // namespace

unsigned BestFirstEngine::legalMoves(const std::uint8_t* costs, std::uint32_t cell) const {
    // Bit d is set when the neighbour in heading d is free. Random walls make a branch per
    // neighbour unpredictable, so the mask is built without branches.
    const std::uint8_t* c = costs + cell;
    const std::ptrdiff_t s = m_stride;
    auto isFree = [](std::uint8_t cost) { return static_cast<unsigned>(cost != MapGrid::kWall); };
    const unsigned free = isFree(c[-s]) | isFree(c[1 - s]) << 1 | isFree(c[1]) << 2 | isFree(c[s + 1]) << 3 |
                          isFree(c[s]) << 4 | isFree(c[s - 1]) << 5 | isFree(c[-1]) << 6 |
                          isFree(c[-s - 1]) << 7;
    // A diagonal's side cells are the orthogonal headings on either side of it (NE: N and E),
    // so shifting the orthogonal bits by one lines each side up with its diagonal.
    const unsigned orthogonal = free & 0x55u;
    const unsigned sideBefore = (orthogonal << 1) & 0xFFu;
    const unsigned sideAfter = ((orthogonal >> 1) | (orthogonal << 7)) & 0xFFu;
    return free & (0x55u | (m_diagonalPermitted & sideBefore & sideAfter) |
                   (m_diagonalLoose & (sideBefore | sideAfter)) | m_diagonalFree);
}

void BestFirstEngine::doReset() {
    const MapGrid& grid = gridRef();
    if (m_nodes.size() != grid.paddedSize()) {
        m_nodes.assign(grid.paddedSize(), Node{0.0, 0, CellVisit::Unseen, kNoParent, false});
        m_heapIndex.assign(grid.paddedSize(), kNotInHeap);
        m_epoch = 0;
    }
    if (++m_epoch == 0) { // wrapped: stale stamps could look current
        for (Node& n : m_nodes)
            n.epoch = 0;
        m_epoch = 1;
    }
    m_heap.clear();
    m_order = 0;
    m_current = kNotInHeap;

    m_stride = grid.stride();
    const auto stride = static_cast<std::int64_t>(m_stride);
    for (int d = 0; d < kDirectionCount; ++d) {
        const Coord off = kDirectionOffsets[static_cast<std::size_t>(d)];
        m_offsets[d] = off.y * stride + off.x;
        m_stepLength[d] = settings().movement.stepLength(static_cast<Direction>(d));
    }

    // Which diagonals legalMoves() allows: all (0xAA in m_diagonalFree), those with both sides
    // free, those with at least one side free, or none with 4 neighbours.
    const Movement& movement = settings().movement;
    m_diagonalFree = m_diagonalPermitted = m_diagonalLoose = 0;
    if (movement.allowsDiagonals()) {
        switch (movement.diagonalRule) {
        case DiagonalRule::Always:
            m_diagonalFree = 0xAAu;
            break;
        case DiagonalRule::NoCornerCutting:
            m_diagonalPermitted = 0xAAu;
            break;
        case DiagonalRule::NotBothBlocked:
            m_diagonalLoose = 0xAAu;
            break;
        }
    }

    const auto start = grid.start();
    const auto goal = grid.goal();
    m_ready = start && goal && !grid.isBlocked(*start);
    if (!m_ready)
        return;
    m_goal = *goal;
    m_goalCell = static_cast<std::uint32_t>(grid.paddedIndex(*goal));
    open(static_cast<std::uint32_t>(grid.paddedIndex(*start)), 0.0, kNoParent, *start);
    mutableStats().peakOpen = 1;
}

double BestFirstEngine::hValue(Coord c) const {
    if (m_ranking == Ranking::Hops || m_ranking == Ranking::Cost)
        return 0.0;
    return heuristic(settings().heuristic, c, m_goal, settings().movement);
}

double BestFirstEngine::keyOf(double g, double h) const {
    switch (m_ranking) {
    case Ranking::Hops:
    case Ranking::Cost:
        return g;
    case Ranking::CostPlusHeuristic:
        return g + settings().weight * h;
    case Ranking::HeuristicOnly:
        return h;
    }
    return g;
}

void BestFirstEngine::open(std::uint32_t cell, double g, std::uint8_t parentDir, Coord at) {
    Node& node = m_nodes[cell];
    const bool seen = node.epoch == m_epoch;
    const bool wasOpen = seen && node.visit == CellVisit::Open;
    if (!seen)
        node.closedBefore = false;
    node.g = g;
    node.epoch = m_epoch;
    node.visit = CellVisit::Open;
    node.parentDir = parentDir;

    HeapEntry entry;
    entry.key = orderedBits(keyOf(g, hValue(at)));
    entry.tie = settings().tieBreak == TieBreak::LargerG ? ~orderedBits(g) : 0;
    const std::uint32_t order = m_order++;
    entry.order = settings().tieBreak == TieBreak::Lifo ? ~order : order;
    entry.cell = cell;
    if (wasOpen)
        heapUpdate(m_heapIndex[cell], entry);
    else
        heapPush(entry);
}

WalkState BestFirstEngine::doIterate() {
    if (!m_ready || m_heap.empty())
        return giveUp();

    RunStats& stats = mutableStats();
    const HeapEntry top = heapPop();
    const std::uint32_t cell = top.cell;
    Node& node = m_nodes[cell];
    if (node.closedBefore)
        ++stats.reexpanded; // only A* reopens closed nodes
    node.closedBefore = true;
    node.visit = CellVisit::Closed;
    m_current = cell;
    ++stats.expanded;

    if (cell == m_goalCell)
        return reachGoal(tracePath(cell));

    const MapGrid& grid = gridRef();
    const std::uint8_t* costs = grid.paddedCells();
    const Coord here = grid.coordOf(cell);
    const double g = node.g;
    const bool hops = m_ranking == Ranking::Hops;
    const double relTolerance = 1.0 - 1e-12;

    for (unsigned moves = legalMoves(costs, cell); moves != 0; moves &= moves - 1) {
        const unsigned d = lowestBit(moves);
        const auto next = static_cast<std::uint32_t>(static_cast<std::int64_t>(cell) + m_offsets[d]);
        const double newG = g + (hops ? 1.0 : m_stepLength[d] * costs[next]);
        Node& neighbour = m_nodes[next];
        if (neighbour.epoch == m_epoch) {
            if (!(newG < neighbour.g * relTolerance))
                continue;
            if (neighbour.visit == CellVisit::Closed && !reopensClosed())
                continue;
        }
        open(next, newG, static_cast<std::uint8_t>((d + 4) & 7), here + kDirectionOffsets[d]);
        ++stats.generated;
    }
    stats.peakOpen = std::max<std::uint64_t>(stats.peakOpen, m_heap.size());
    return WalkState::StillLooking;
}

std::vector<Coord> BestFirstEngine::tracePath(std::uint32_t goalCell) const {
    std::vector<Coord> path;
    std::uint32_t cell = goalCell;
    while (true) {
        path.push_back(gridRef().coordOf(cell));
        const std::uint8_t dir = m_nodes[cell].parentDir;
        if (dir == kNoParent)
            break;
        cell = static_cast<std::uint32_t>(static_cast<std::int64_t>(cell) + m_offsets[dir]);
    }
    std::reverse(path.begin(), path.end());
    return path;
}

CellView BestFirstEngine::cellState(Coord c) const {
    CellView view;
    const MapGrid* grid = this->grid();
    if (!grid || !grid->inBounds(c) || m_nodes.size() != grid->paddedSize())
        return view;
    if (m_ready)
        view.h = hValue(c);
    const Node& node = m_nodes[grid->paddedIndex(c)];
    if (node.epoch != m_epoch)
        return view;
    view.visit = node.visit;
    view.g = node.g;
    view.f = keyOf(node.g, view.h);
    if (node.parentDir != kNoParent)
        view.parent = c + kDirectionOffsets[node.parentDir];
    return view;
}

std::optional<Coord> BestFirstEngine::current() const {
    if (m_current == kNotInHeap || !grid())
        return std::nullopt;
    return grid()->coordOf(m_current);
}

// Indexed binary heap: each open node knows its slot, so a cheaper route re-ranks it in place.

void BestFirstEngine::place(std::uint32_t index, const HeapEntry& entry) {
    m_heap[index] = entry;
    m_heapIndex[entry.cell] = index;
}

void BestFirstEngine::heapPush(const HeapEntry& entry) {
    m_heap.push_back(entry);
    siftUp(static_cast<std::uint32_t>(m_heap.size() - 1));
}

BestFirstEngine::HeapEntry BestFirstEngine::heapPop() {
    const HeapEntry top = m_heap.front();
    const HeapEntry last = m_heap.back();
    m_heap.pop_back();
    if (m_heap.empty())
        return top;
    // Floyd's pop: walk the hole at the root down to a leaf along the smaller children (one
    // compare per level), then let the former last entry rise from there; it seldom rises far.
    const auto size = static_cast<std::uint32_t>(m_heap.size());
    std::uint32_t hole = 0;
    while (true) {
        std::uint32_t child = 2 * hole + 1;
        if (child >= size)
            break;
        if (child + 1 < size && before(m_heap[child + 1], m_heap[child]))
            ++child;
        place(hole, m_heap[child]);
        hole = child;
    }
    m_heap[hole] = last;
    siftUp(hole);
    return top;
}

void BestFirstEngine::heapUpdate(std::uint32_t index, const HeapEntry& entry) {
    m_heap[index] = entry;
    siftUp(index);
    siftDown(m_heapIndex[entry.cell]);
}

void BestFirstEngine::siftUp(std::uint32_t index) {
    const HeapEntry entry = m_heap[index];
    while (index > 0) {
        const std::uint32_t parent = (index - 1) / 2;
        if (!before(entry, m_heap[parent]))
            break;
        place(index, m_heap[parent]);
        index = parent;
    }
    place(index, entry);
}

void BestFirstEngine::siftDown(std::uint32_t index) {
    const HeapEntry entry = m_heap[index];
    const auto size = static_cast<std::uint32_t>(m_heap.size());
    while (true) {
        std::uint32_t child = 2 * index + 1;
        if (child >= size)
            break;
        if (child + 1 < size && before(m_heap[child + 1], m_heap[child]))
            ++child;
        if (!before(m_heap[child], entry))
            break;
        place(index, m_heap[child]);
        index = child;
    }
    place(index, entry);
}

} // namespace pathfinder
