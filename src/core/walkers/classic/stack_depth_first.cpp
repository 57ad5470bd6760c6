#include "walkers/classic/stack_depth_first.h"

#include "walkers/classic/classic_listings.h"

#include <algorithm>

namespace pathfinder {

const WalkerDescription& StackDepthFirstWalker::description() const {
    static const WalkerDescription description = [] {
        WalkerDescription d;
        d.name = "stack-depth-first";
        d.displayName = "Depth-First (stack)";
        d.openListNote =
            "Depth-first keeps a stack, not an open list ranked by f: the last cell pushed goes first.";
        d.pseudoCode = &stackDepthFirstListing;
        d.traits.complete = true;
        d.mapFeatures = kAllMapFeatures;
        d.parameters = {Parameter::SearchUnreachable};
        return d;
    }();
    return description;
}

void StackDepthFirstWalker::doReset() {
    const MapGrid& grid = gridRef();
    m_nodes.fit(grid.paddedSize());
    m_nodes.beginSearch();
    m_stack.clear();
    m_current = MapGrid::kNoCell;
    m_moves.setup(grid, settings().movement);
    const double* entryCost = grid.entryCosts();
    for (unsigned d = 0; d < kDirectionCount; ++d)
        for (int code = 0; code < MapGrid::kCodeCount; ++code)
            m_stepCost[d][code] = m_moves.stepLength(d) * entryCost[code];

    const auto start = grid.start();
    const auto goal = grid.goal();
    m_ready = start && goal && !grid.isBlocked(*start);
    if (!m_ready)
        return;
    m_goalCell = static_cast<std::uint32_t>(grid.paddedIndex(*goal));
    const auto startCell = static_cast<std::uint32_t>(grid.paddedIndex(*start));
    m_nodes[startCell] = Node{0.0, m_nodes.epoch(), CellVisit::Open, kNoParent};
    m_stack.push_back(startCell);
    emitCell(SearchEventKind::Generating, startCell);
    mutableStats().peakOpen = 1;
}

WalkState StackDepthFirstWalker::doIterate() {
    if (!m_ready)
        return giveUp();
    // Entries of cells expanded since they were pushed are dropped; each cell is expanded once, so
    // this loop takes at most the entries the expansions pushed.
    while (!m_stack.empty() && visitOf(m_stack.back()) == CellVisit::Closed)
        m_stack.pop_back();
    if (m_stack.empty())
        return giveUp();

    RunStats& stats = mutableStats();
    const std::uint32_t cell = m_stack.back();
    m_stack.pop_back();
    Node& node = m_nodes[cell];
    node.visit = CellVisit::Closed;
    m_current = cell;
    ++stats.expanded;
    emitCell(SearchEventKind::Expanding, cell);
    emitCell(SearchEventKind::Closing, cell);
    if (cell == m_goalCell)
        return reachGoal(tracePath(cell));

    // Pushed in reverse heading order so that north comes off the stack first.
    const std::uint8_t* codes = gridRef().paddedCells();
    const unsigned moves = m_moves.from(codes, cell);
    const double g = node.g;
    for (int d = kDirectionCount - 1; d >= 0; --d) {
        if ((moves >> d & 1u) == 0)
            continue;
        const auto next = static_cast<std::uint32_t>(static_cast<std::ptrdiff_t>(cell) +
                                                     m_moves.offset(static_cast<unsigned>(d)));
        const CellVisit visit = visitOf(next);
        if (visit == CellVisit::Closed)
            continue;
        const bool seen = visit == CellVisit::Open;
        m_nodes[next] = Node{g + m_moves.climbed(m_stepCost[d][codes[next]], cell, next), m_nodes.epoch(),
                             CellVisit::Open, static_cast<std::uint8_t>((d + 4) & 7)};
        m_stack.push_back(next);
        ++stats.generated;
        emitCell(seen ? SearchEventKind::Updating : SearchEventKind::Generating, next);
    }
    stats.peakOpen = std::max<std::uint64_t>(stats.peakOpen, m_stack.size());
    return WalkState::StillLooking;
}

std::vector<Coord> StackDepthFirstWalker::tracePath(std::uint32_t cell) const {
    return pathAlongParentHeadings(gridRef(), m_moves, m_nodes, cell);
}

CellView StackDepthFirstWalker::cellState(Coord c) const {
    // Depth counts moves and needs no estimate: f is g.
    return nodeCellView(
        grid(), m_nodes, c, false, [](Coord) { return 0.0; }, [](double g, double) { return g; });
}

std::optional<Coord> StackDepthFirstWalker::current() const {
    return coordOfCell(m_current);
}

} // namespace pathfinder
