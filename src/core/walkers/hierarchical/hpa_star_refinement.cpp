#include "pathfinder/basics/polyline.h"
#include "pathfinder/walkers/any_angle/any_angle.h"

#include "walkers/hierarchical/hpa_star.h"

#include <algorithm>
#include <utility>

namespace pathfinder {

// HPA*'s second phase: the abstract path refined into cells, one cluster search a segment.

void HpaStarWalker::beginRefinement() {
    const MapGrid& grid = gridRef();
    for (std::uint32_t node = m_goalNode; node != MapGrid::kNoCell; node = m_abstract[node].parent)
        m_abstractNodes.push_back(node);
    std::reverse(m_abstractNodes.begin(), m_abstractNodes.end());
    for (const std::uint32_t node : m_abstractNodes) {
        m_abstractCells.push_back(cellOfNode(node));
        m_abstractPath.push_back(grid.coordOf(m_abstractCells.back()));
    }
    m_refined.push_back(grid.coordOf(m_startCell));
    m_segment = 0;
    m_phase = Phase::Refine;
    m_viewStale = true;
}

WalkState HpaStarWalker::nextSegment() {
    const MapGrid& grid = gridRef();
    // Each pass appends one crossing or starts one confined search: bounded by the abstract path.
    while (m_segment + 1 < m_abstractCells.size()) {
        const std::uint32_t from = m_abstractCells[m_segment];
        const std::uint32_t to = m_abstractCells[m_segment + 1];
        const std::size_t cluster = m_abstraction.clusterOf(grid.coordOf(from));
        if (cluster != m_abstraction.clusterOf(grid.coordOf(to))) {
            m_refined.push_back(grid.coordOf(to)); // a crossing: one step
            ++m_segment;
            continue;
        }
        m_segmentRect = m_abstraction.cluster(cluster).rect;
        m_segmentBase = m_abstract[m_abstractNodes[m_segment]].g;
        m_refine.beginSearch();
        m_refineOpen.reset(m_refine.size());
        m_rank.restart();
        m_refine[localOf(from)] = RefineNode{0.0, MapGrid::kNoCell, m_refine.epoch(), false};
        m_refineOpen.push(m_rank.entry(rankBits(estimate(from, to)), 0.0, localOf(from)));
        const std::uint32_t shownParent =
            m_refined.size() >= 2
                ? static_cast<std::uint32_t>(grid.paddedIndex(m_refined[m_refined.size() - 2]))
                : MapGrid::kNoCell;
        show(from, CellVisit::Open, m_segmentBase, m_segmentBase + estimate(from, to), shownParent,
             SearchEventKind::Updating);
        return WalkState::StillLooking;
    }
    return finish();
}

WalkState HpaStarWalker::finish() {
    m_phase = Phase::Done;
    if (!settings().smoothing)
        return reachGoal(m_refined);
    // String pulling keeps the cells where the path must turn; the path is then the straight
    // segments between their centres, its length Euclidean (entry costs are not weighed).
    std::vector<PathPoint> points = centresOf(smoothPath(gridRef(), settings().movement, m_refined));
    std::vector<Coord> cells = cellsAlong(gridRef(), settings().movement, points);
    return reachGoalAlong(std::move(points), std::move(cells));
}

WalkState HpaStarWalker::expandRefinement() {
    const MapGrid& grid = gridRef();
    RunStats& stats = mutableStats();
    const std::uint32_t target = m_abstractCells[m_segment + 1];
    if (m_refineOpen.empty()) {
        // Cannot happen: the abstract edge was priced by a search in the same cluster.
        m_phase = Phase::Done;
        return giveUp();
    }
    const std::uint32_t local = m_refineOpen.pop().cell;
    const std::uint32_t cell = cellOfLocal(local);
    RefineNode& node = m_refine[local];
    node.closed = true;
    m_current = cell;
    ++stats.expanded;
    emitCell(SearchEventKind::Expanding, cell);
    const double g = node.g;
    const std::uint32_t parent = node.parent != MapGrid::kNoCell
                                     ? cellOfLocal(node.parent)
                                     : shownAt(cell).parent(); // the segment's first cell
    show(cell, CellVisit::Closed, m_segmentBase + g, m_segmentBase + g + estimate(cell, target), parent,
         SearchEventKind::Closing);
    if (cell == target) {
        std::vector<Coord> piece;
        for (std::uint32_t c = local; m_refine[c].parent != MapGrid::kNoCell; c = m_refine[c].parent)
            piece.push_back(grid.coordOf(cellOfLocal(c)));
        m_refined.insert(m_refined.end(), piece.rbegin(), piece.rend());
        ++m_segment;
        return nextSegment();
    }
    const std::uint8_t* cells = grid.paddedCells();
    const double* entry = grid.entryCosts();
    m_moves.forEach(cells, cell, [&](std::uint32_t next, unsigned d) {
        if (!m_segmentRect.contains(grid.coordOf(next)))
            return;
        const std::uint32_t nextLocal = localOf(next);
        RefineNode& n = m_refine[nextLocal];
        const bool seen = n.epoch == m_refine.epoch();
        const double ng = g + m_moves.stepLength(d) * entry[cells[next]];
        if (seen && (n.closed || n.g <= ng))
            return;
        n = RefineNode{ng, local, m_refine.epoch(), false};
        const double h = estimate(next, target);
        m_refineOpen.push(m_rank.entry(rankBits(ng + h), ng, nextLocal));
        ++stats.generated;
        const bool shownBefore = shownIfSeen(next) != nullptr;
        show(next, CellVisit::Open, m_segmentBase + ng, m_segmentBase + ng + h, cell,
             shownBefore ? SearchEventKind::Updating : SearchEventKind::Generating);
    });
    stats.peakOpen = std::max<std::uint64_t>(stats.peakOpen, m_refineOpen.size());
    return WalkState::StillLooking;
}

} // namespace pathfinder
