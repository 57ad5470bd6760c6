#include "walkers/classic/bounded_astar.h"

#include "walkers/classic/classic_listings.h"

#include <algorithm>

namespace pathfinder {

const WalkerDescription& BoundedAStarWalker::description() const {
    static const WalkerDescription description = [] {
        WalkerDescription d;
        d.name = "bounded-astar";
        d.displayName = "Bounded A*";
        d.ranking = OpenListRanking::Sum;
        d.pseudoCode = &boundedAStarListing;
        d.traits.weightedCosts = true;
        d.traits.optimal = false;  // a dropped cell may have been on the cheapest route
        d.traits.complete = false; // or on every route
        d.mapFeatures = kAllMapFeatures;
        d.parameters = {Parameter::Heuristic, Parameter::TerrainEstimate, Parameter::TieBreak,
                        Parameter::OpenBound, Parameter::SearchUnreachable};
        return d;
    }();
    return description;
}

void BoundedAStarWalker::doReset() {
    const MapGrid& grid = gridRef();
    m_nodes.fit(grid.paddedSize());
    m_nodes.beginSearch();
    m_best.reset(grid.paddedSize());
    m_worst.reset(grid.paddedSize());
    m_current = MapGrid::kNoCell;
    m_dropped = 0;
    m_bound = std::max<std::uint64_t>(1, settings().openBound);
    m_moves.setup(grid, settings().movement);
    m_rank.setup(settings().tieBreak);
    const double* entryCost = grid.entryCosts();
    for (unsigned d = 0; d < kDirectionCount; ++d)
        for (int code = 0; code < MapGrid::kCodeCount; ++code)
            m_stepCost[d][code] = m_moves.stepLength(d) * entryCost[code];

    const auto start = grid.start();
    const auto goal = grid.goal();
    m_ready = start && goal && !grid.isBlocked(*start);
    if (!m_ready)
        return;
    m_goal = *goal;
    m_goalCell = static_cast<std::uint32_t>(grid.paddedIndex(*goal));
    const auto startCell = static_cast<std::uint32_t>(grid.paddedIndex(*start));
    open(startCell, 0.0, kNoParent, *start);
    emitCell(SearchEventKind::Generating, startCell);
    mutableStats().peakOpen = 1;
}

double BoundedAStarWalker::hOf(Coord c) const {
    const WalkerSettings& s = settings();
    return estimateOnMap(gridRef(), s.heuristic, s.terrainEstimate, c, m_goal, s.movement);
}

void BoundedAStarWalker::open(std::uint32_t cell, double g, std::uint8_t parentDir, Coord at) {
    Node& node = m_nodes[cell];
    if (node.epoch != m_nodes.epoch())
        node.expanded = false;
    node.g = g;
    node.epoch = m_nodes.epoch();
    node.visit = CellVisit::Open;
    node.parentDir = parentDir;
    const OpenEntry entry = m_rank.entry(rankBits(g + hOf(at)), g, cell);
    m_best.push(entry);
    m_worst.push(entry);
    if (m_best.size() <= m_bound)
        return;
    const std::uint32_t worst = m_worst.top().cell;
    m_worst.remove(worst);
    m_best.remove(worst);
    m_nodes[worst].visit = CellVisit::Unseen; // its g stays: it comes back only by a cheaper route
    ++m_dropped;
    emit(SearchEventKind::Discarding, gridRef().coordOf(worst));
}

WalkState BoundedAStarWalker::doIterate() {
    if (!m_ready)
        return giveUp();
    if (m_best.empty())
        return m_dropped == 0 ? giveUp() : abandon();

    RunStats& stats = mutableStats();
    const std::uint32_t cell = m_best.pop().cell;
    m_worst.remove(cell);
    Node& node = m_nodes[cell];
    if (node.expanded)
        ++stats.reexpanded;
    node.expanded = true;
    node.visit = CellVisit::Closed;
    m_current = cell;
    ++stats.expanded;
    emitCell(SearchEventKind::Expanding, cell);
    if (cell == m_goalCell) {
        emitCell(SearchEventKind::Closing, cell);
        return reachGoal(tracePath(cell));
    }

    const MapGrid& grid = gridRef();
    const Coord here = grid.coordOf(cell);
    const double g = node.g;
    const std::uint8_t* codes = grid.paddedCells();
    const std::uint32_t epoch = m_nodes.epoch();
    const double relTolerance = 1.0 - 1e-12;
    m_moves.forEach(codes, cell, [&](std::uint32_t next, unsigned d) {
        const double newG = g + m_moves.climbed(m_stepCost[d][codes[next]], cell, next);
        const Node& neighbour = m_nodes[next];
        const bool seen = neighbour.epoch == epoch;
        if (seen && !(newG < neighbour.g * relTolerance))
            return;
        const bool shown = seen && neighbour.visit != CellVisit::Unseen;
        open(next, newG, static_cast<std::uint8_t>((d + 4) & 7), here + kDirectionOffsets[d]);
        ++stats.generated;
        // open() may have dropped this very cell at once; then it shows as dropped.
        if (m_nodes[next].visit == CellVisit::Open)
            emitCell(shown ? SearchEventKind::Updating : SearchEventKind::Generating, next);
    });
    emitCell(SearchEventKind::Closing, cell);
    stats.peakOpen = std::max<std::uint64_t>(stats.peakOpen, m_best.size());
    return WalkState::StillLooking;
}

std::vector<Coord> BoundedAStarWalker::tracePath(std::uint32_t goalCell) const {
    // A parent chain holds each cell once (a cell's g exceeds its parent's), so it ends at the start.
    return pathAlongParentHeadings(gridRef(), m_moves, m_nodes, goalCell);
}

CellView BoundedAStarWalker::cellState(Coord c) const {
    CellView view = nodeCellView(
        grid(), m_nodes, c, m_ready, [this](Coord at) { return hOf(at); },
        [](double g, double h) { return g + h; });
    if (view.visit == CellVisit::Unseen) {
        // A node dropped from the bound open list shows as never seen, its estimate kept.
        CellView blank;
        blank.h = view.h;
        return blank;
    }
    return view;
}

std::optional<Coord> BoundedAStarWalker::current() const {
    return coordOfCell(m_current);
}

std::string BoundedAStarWalker::searchNote() const {
    if (m_dropped == 0)
        return {};
    return "dropped " + std::to_string(m_dropped) + (m_dropped == 1 ? " cell" : " cells") + " (open bound " +
           std::to_string(m_bound) + ")";
}

} // namespace pathfinder
