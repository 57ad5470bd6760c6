#include "dstar.h"

#include <cmath>
#include <cstdint>
#include <optional>
#include <vector>

// What D* shows: its signposts, published at the end of a search or repair, the cells' states, and
// the events that report them.

namespace pathfinder {

void DStarWalker::reportAll() const {
    if (!listener())
        return;
    for (std::uint32_t cell = 0; cell < m_cells; ++cell)
        if (seen(cell))
            report(cell, true);
}

void DStarWalker::report(std::uint32_t cell, bool wasSeen) const {
    if (!listener())
        return;
    if (m_open.contains(cell))
        emitCell(wasSeen ? SearchEventKind::Updating : SearchEventKind::Generating, cell);
    else
        emitCell(seen(cell) ? SearchEventKind::Closing : SearchEventKind::Discarding, cell);
}

void DStarWalker::publishSignposts() {
    m_changedSignposts.clear();
    for (const std::uint32_t cell : m_touchedList) {
        m_nodes[cell].flags &= static_cast<std::uint8_t>(~kTouched);
        std::uint8_t arrow = kNoArrow;
        if (cell != m_goalCell && m_nodes.seen(cell) && std::isfinite(m_nodes[cell].g))
            arrow = m_nodes[cell].via == kNoParentHeading ? kNoArrow : m_nodes[cell].via;
        if (arrow != m_arrow[cell]) {
            if (m_arrow[cell] == kNoArrow)
                m_arrowCells.push_back(cell);
            m_arrow[cell] = arrow;
            if (m_repairing)
                m_changedSignposts.push_back(coordOf(cell));
            if (listener())
                emit(SearchEventKind::Signpost, coordOf(cell), signpost(coordOf(cell)));
        }
    }
    m_touchedList.clear();
    if (m_arrowCells.size() > m_arrow.size()) {
        // A cell whose signpost came and went is listed more than once: keep each signposted
        // cell once (kTouched, clear on every node here, marks those kept; a signposted cell's
        // node belongs to this search).
        std::vector<std::uint32_t> kept;
        for (const std::uint32_t cell : m_arrowCells)
            if (m_arrow[cell] != kNoArrow && !(m_nodes[cell].flags & kTouched)) {
                m_nodes[cell].flags |= kTouched;
                kept.push_back(cell);
            }
        for (const std::uint32_t cell : kept)
            m_nodes[cell].flags &= static_cast<std::uint8_t>(~kTouched);
        m_arrowCells.swap(kept);
    }
    m_repairing = false;
    m_repairSpent = 0;
}

std::vector<Coord> DStarWalker::signpostPath() const {
    std::vector<Coord> path{m_start};
    std::uint32_t cell = m_startCell;
    const std::size_t limit = gridRef().cellCount();
    while (cell != m_goalCell && path.size() <= limit) {
        int heading = -1;
        bestSuccessor(cell, &heading);
        if (heading < 0)
            break;
        const Coord next = coordOf(cell) + kDirectionOffsets[static_cast<std::size_t>(heading)];
        path.push_back(next);
        cell = static_cast<std::uint32_t>(gridRef().paddedIndex(next));
    }
    return path;
}

double DStarWalker::costToGoal(Coord c) const {
    const MapGrid* grid = this->grid();
    if (!grid || !grid->inBounds(c) || m_cells != grid->paddedSize())
        return kInfinity;
    return gOf(static_cast<std::uint32_t>(grid->paddedIndex(c)));
}

std::optional<Coord> DStarWalker::signpost(Coord c) const {
    const MapGrid* grid = this->grid();
    if (!grid || !grid->inBounds(c) || m_arrow.size() != grid->paddedSize())
        return std::nullopt;
    const std::uint8_t arrow = m_arrow[grid->paddedIndex(c)];
    if (arrow == kNoArrow)
        return std::nullopt;
    return c + kDirectionOffsets[arrow];
}

CellView DStarWalker::cellState(Coord c) const {
    CellView view;
    const MapGrid* grid = this->grid();
    if (!grid || !grid->inBounds(c) || m_cells != grid->paddedSize())
        return view;
    const auto cell = static_cast<std::uint32_t>(grid->paddedIndex(c));
    view.g = gOf(cell);
    view.h = m_ready ? m_hScale * octileDistance(m_start, c, m_diagonal) : 0.0;
    view.f = std::min(view.g, rhsOf(cell)) + view.h;
    if (m_nodes.seen(cell) && m_open.contains(cell))
        view.visit = CellVisit::Open;
    else if (seen(cell))
        view.visit = CellVisit::Closed;
    if (view.visit != CellVisit::Unseen)
        view.parent = signpost(c);
    return view;
}

std::optional<Coord> DStarWalker::current() const {
    if (m_current == MapGrid::kNoCell || !grid())
        return std::nullopt;
    return coordOf(m_current);
}

} // namespace pathfinder
