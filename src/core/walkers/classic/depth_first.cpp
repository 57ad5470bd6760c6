#include "walkers/classic/depth_first.h"

#include "walkers/classic/classic_listings.h"

#include <algorithm>
#include <cstdlib>

namespace pathfinder {

const WalkerDescription& DepthFirstWalker::description() const {
    static const WalkerDescription description = [] {
        WalkerDescription d;
        d.name = "depth-first";
        d.displayName = "Depth-First (iterative deepening)";
        d.openListNote =
            "Depth-first keeps a stack, not an open list ranked by f: the last cell pushed goes first.";
        d.compareAllPick = false;
        d.pseudoCode = &depthFirstListing;
        d.traits.complete = true;
        d.mapFeatures = kAllMapFeatures;
        d.parameters = {Parameter::SearchUnreachable};
        return d;
    }();
    return description;
}

void DepthFirstWalker::doReset() {
    const MapGrid& grid = gridRef();
    m_nodes.fit(grid.paddedSize());
    m_nodes.beginSearch();
    m_reachedCells.clear();
    m_stack.clear();
    m_current = MapGrid::kNoCell;
    m_moves.setup(grid, settings().movement);

    const auto start = grid.start();
    const auto goal = grid.goal();
    m_ready = start && goal && !grid.isBlocked(*start);
    if (!m_ready)
        return;
    m_startCell = static_cast<std::uint32_t>(grid.paddedIndex(*start));
    m_goalCell = static_cast<std::uint32_t>(grid.paddedIndex(*goal));
    // The first limit is the obstacle-free move count: no shorter path can exist.
    const int dx = std::abs(goal->x - start->x);
    const int dy = std::abs(goal->y - start->y);
    m_limit = static_cast<std::uint32_t>(settings().movement.allowsDiagonals() ? std::max(dx, dy) : dx + dy);
    m_reached = 0;
    m_rounds = 0;
    m_clearedCells = 0;
    startRound();
    mutableStats().peakOpen = 1;
}

void DepthFirstWalker::startRound() {
    // Only the cells the last round reached hold anything: a cell is expanded and closed only
    // after it was reached.
    for (const std::uint32_t cell : m_reachedCells)
        m_nodes[cell] = Node{};
    m_clearedCells += m_reachedCells.size();
    m_reachedCells.clear();
    ++m_rounds;
    m_stack.clear();
    m_current = MapGrid::kNoCell;
    emit(SearchEventKind::Restarting, {});
    m_cutOff = false;
    m_reachedBefore = m_reached;
    m_reached = 1;
    m_nodes.touch(m_startCell);
    m_nodes[m_startCell].depthPlusOne = 1;
    m_reachedCells.push_back(m_startCell);
    m_stack.push_back({m_startCell, 0});
    emitCell(SearchEventKind::Generating, m_startCell);
}

WalkState DepthFirstWalker::doIterate() {
    if (!m_ready)
        return giveUp();
    RunStats& stats = mutableStats();

    // Entries superseded by a shallower route to the same cell are dropped unexpanded.
    while (!m_stack.empty() && m_stack.back().depth != depthOf(m_stack.back().cell))
        m_stack.pop_back();
    if (m_stack.empty()) {
        if (!m_cutOff || m_reached == m_reachedBefore)
            return giveUp();
        ++m_limit;
        startRound();
        return WalkState::StillLooking;
    }

    const Frame frame = m_stack.back();
    m_stack.pop_back();
    m_current = frame.cell;
    Node& node = m_nodes[frame.cell];
    if (node.expanded)
        ++stats.reexpanded;
    node.expanded = 1;
    node.closed = 1;
    ++stats.expanded;
    emitCell(SearchEventKind::Expanding, frame.cell);
    emitCell(SearchEventKind::Closing, frame.cell);
    if (frame.cell == m_goalCell)
        return reachGoal(tracePath(frame.cell));

    const MapGrid& grid = gridRef();
    const Coord here = grid.coordOf(frame.cell);
    const Movement& movement = settings().movement;
    const std::uint32_t childDepth = frame.depth + 1;
    // Pushed in reverse heading order so that north is explored first.
    for (int d = kDirectionCount - 1; d >= 0; --d) {
        if (!grid.canStep(here, static_cast<Direction>(d), movement))
            continue;
        const auto next = static_cast<std::uint32_t>(static_cast<std::ptrdiff_t>(frame.cell) +
                                                     m_moves.offset(static_cast<unsigned>(d)));
        if (childDepth >= depthOf(next))
            continue;
        if (frame.depth >= m_limit) {
            // A cell this route could still improve lies beyond the limit: a deeper round may
            // find the goal through it. Routes in a round never repeat a cell, so the limit
            // stops growing once it exceeds the number of reachable cells.
            m_cutOff = true;
            continue;
        }
        Node& child = m_nodes[next];
        const bool reached = child.depthPlusOne != 0;
        if (!reached) {
            ++m_reached;
            m_reachedCells.push_back(next);
            m_nodes.touch(next);
        }
        child.depthPlusOne = childDepth + 1;
        child.parentPlusOne = static_cast<std::uint8_t>(((d + 4) & 7) + 1);
        child.closed = 0;
        m_stack.push_back({next, childDepth});
        ++stats.generated;
        emitCell(reached ? SearchEventKind::Updating : SearchEventKind::Generating, next);
    }
    stats.peakOpen = std::max<std::uint64_t>(stats.peakOpen, m_stack.size());
    return WalkState::StillLooking;
}

std::vector<Coord> DepthFirstWalker::tracePath(std::uint32_t cell) const {
    std::vector<Coord> path;
    while (true) {
        path.push_back(gridRef().coordOf(cell));
        const std::uint8_t dir = parentOf(cell);
        if (dir == kNoParent)
            break;
        cell = static_cast<std::uint32_t>(static_cast<std::ptrdiff_t>(cell) + m_moves.offset(dir));
    }
    std::reverse(path.begin(), path.end());
    return path;
}

CellView DepthFirstWalker::cellState(Coord c) const {
    CellView view;
    const MapGrid* grid = this->grid();
    if (!grid || !grid->inBounds(c) || m_nodes.size() != grid->paddedSize())
        return view;
    const auto cell = static_cast<std::uint32_t>(grid->paddedIndex(c));
    const Node& node = m_nodes[cell];
    if (node.depthPlusOne == 0)
        return view;
    view.visit = node.closed ? CellVisit::Closed : CellVisit::Open;
    view.g = depthOf(cell);
    view.f = view.g;
    if (node.parentPlusOne != 0)
        view.parent = c + kDirectionOffsets[parentOf(cell)];
    return view;
}

std::optional<Coord> DepthFirstWalker::current() const {
    return coordOfCell(m_current);
}

} // namespace pathfinder
