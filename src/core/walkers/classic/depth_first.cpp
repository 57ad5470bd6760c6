#include "walkers/classic/depth_first.h"

#include "walkers/classic/classic_listings.h"

#include <algorithm>
#include <cstdlib>

namespace pathfinder {

namespace {
constexpr std::uint8_t kNoParent = 0xFF;
}

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
    m_depth.assign(grid.paddedSize(), kUnreached);
    m_parent.assign(grid.paddedSize(), kNoParent);
    m_expanded.assign(grid.paddedSize(), 0);
    m_closed.assign(grid.paddedSize(), 0);
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
    for (const std::uint32_t cell : m_reachedCells) {
        m_depth[cell] = kUnreached;
        m_parent[cell] = kNoParent;
        m_expanded[cell] = 0;
        m_closed[cell] = 0;
    }
    m_clearedCells += m_reachedCells.size();
    m_reachedCells.clear();
    ++m_rounds;
    m_stack.clear();
    m_current = MapGrid::kNoCell;
    emit(SearchEventKind::Restarting, {});
    m_cutOff = false;
    m_reachedBefore = m_reached;
    m_reached = 1;
    m_depth[m_startCell] = 0;
    m_reachedCells.push_back(m_startCell);
    m_stack.push_back({m_startCell, 0});
    emitCell(SearchEventKind::Generating, m_startCell);
}

WalkState DepthFirstWalker::doIterate() {
    if (!m_ready)
        return giveUp();
    RunStats& stats = mutableStats();

    // Entries superseded by a shallower route to the same cell are dropped unexpanded.
    while (!m_stack.empty() && m_stack.back().depth != m_depth[m_stack.back().cell])
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
    if (m_expanded[frame.cell])
        ++stats.reexpanded;
    m_expanded[frame.cell] = 1;
    m_closed[frame.cell] = 1;
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
        if (childDepth >= m_depth[next])
            continue;
        if (frame.depth >= m_limit) {
            // A cell this route could still improve lies beyond the limit: a deeper round may
            // find the goal through it. Routes in a round never repeat a cell, so the limit
            // stops growing once it exceeds the number of reachable cells.
            m_cutOff = true;
            continue;
        }
        const bool reached = m_depth[next] != kUnreached;
        if (!reached) {
            ++m_reached;
            m_reachedCells.push_back(next);
        }
        m_depth[next] = childDepth;
        m_parent[next] = static_cast<std::uint8_t>((d + 4) & 7);
        m_closed[next] = 0;
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
        const std::uint8_t dir = m_parent[cell];
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
    if (!grid || !grid->inBounds(c) || m_depth.size() != grid->paddedSize())
        return view;
    const std::size_t cell = grid->paddedIndex(c);
    if (m_depth[cell] == kUnreached)
        return view;
    view.visit = m_closed[cell] ? CellVisit::Closed : CellVisit::Open;
    view.g = m_depth[cell];
    view.f = view.g;
    if (m_parent[cell] != kNoParent)
        view.parent = c + kDirectionOffsets[m_parent[cell]];
    return view;
}

std::optional<Coord> DepthFirstWalker::current() const {
    return coordOfCell(m_current);
}

} // namespace pathfinder
