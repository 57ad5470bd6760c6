#include "best_first_engine.h"

#include <algorithm>
#include <cassert>
#include <cstring>

namespace pathfinder {

void BestFirstEngine::doReset() {
    const MapGrid& grid = gridRef();
    if (m_nodes.size() != grid.paddedSize()) {
        m_nodes.assign(grid.paddedSize(), Node{0.0, 0, CellVisit::Unseen, kNoParent, false});
        m_epoch = 0;
    }
    if (++m_epoch == 0) { // wrapped: stale stamps could look current
        for (Node& n : m_nodes)
            n.epoch = 0;
        m_epoch = 1;
    }
    m_open.reset(grid.paddedSize());
    m_order = 0;
    m_current = kNone;

    m_moves.setup(grid, settings().movement);

    const auto start = grid.start();
    const auto goal = grid.goal();
    m_ready = start && goal && !grid.isBlocked(*start);
    if (!m_ready)
        return;
    m_goal = *goal;
    m_goalCell = static_cast<std::uint32_t>(grid.paddedIndex(*goal));
    m_open.push(open(static_cast<std::uint32_t>(grid.paddedIndex(*start)), 0.0, kNoParent, *start));
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

BestFirstEngine::HeapEntry BestFirstEngine::open(std::uint32_t cell, double g, std::uint8_t parentDir,
                                                 Coord at) {
    Node& node = m_nodes[cell];
    if (node.epoch != m_epoch)
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
    return entry;
}

WalkState BestFirstEngine::doIterate() {
    if (!m_ready || m_open.empty())
        return giveUp();

    RunStats& stats = mutableStats();
    const HeapEntry top = m_open.pop();
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

    for (unsigned moves = m_moves.from(costs, cell); moves != 0; moves &= moves - 1) {
        const unsigned d = lowestBit(moves);
        const auto next = static_cast<std::uint32_t>(static_cast<std::ptrdiff_t>(cell) + m_moves.offset(d));
        const double newG = g + (hops ? 1.0 : m_moves.stepLength(d) * costs[next]);
        Node& neighbour = m_nodes[next];
        bool inHeap = false;
        if (neighbour.epoch == m_epoch) {
            if (!(newG < neighbour.g * relTolerance))
                continue;
            if (neighbour.visit == CellVisit::Closed && !reopensClosed())
                continue;
            inHeap = neighbour.visit == CellVisit::Open;
        }
        const HeapEntry entry =
            open(next, newG, static_cast<std::uint8_t>((d + 4) & 7), here + kDirectionOffsets[d]);
        ++stats.generated;
        m_open.offer(entry, inHeap);
    }
    m_open.settle();
    stats.peakOpen = std::max<std::uint64_t>(stats.peakOpen, openSize());
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
        cell = static_cast<std::uint32_t>(static_cast<std::ptrdiff_t>(cell) + m_moves.offset(dir));
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
    if (m_current == kNone || !grid())
        return std::nullopt;
    return grid()->coordOf(m_current);
}

} // namespace pathfinder
