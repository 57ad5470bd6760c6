#include "walkers/incremental/dstar.h"

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

void DStarWalker::report(std::uint32_t cell, bool wasSeen, Coord at) const {
    SearchListener* const to = listener();
    if (!to)
        return;
    // The cell's state as cellState() gives it (viewOf()), each of the node's fields read once. Not
    // through viewOf(): building its CellView for every event made D* with a listener that does
    // nothing about a quarter slower (105-111 against 84-90 ms on a 1024x1024 rooms map).
    const Node& node = m_nodes[cell];
    const bool known = (node.flags & kSeen) != 0;
    const bool open = known && m_open.contains(cell);
    const double g = known ? node.g : kInfinity;
    const double rhs = open ? m_open.entryOf(cell).rhs : g;
    const bool seenNow = open || (known && std::isfinite(node.g));
    const SearchEventKind kind = open ? (wasSeen ? SearchEventKind::Updating : SearchEventKind::Generating)
                                 : seenNow ? SearchEventKind::Closing
                                           : SearchEventKind::Discarding;
    std::optional<Coord> parent;
    if (seenNow)
        if (const std::uint8_t arrow = publishedArrow(cell); arrow != kNoArrow)
            parent = at + kDirectionOffsets[arrow];
    const double f = std::min(g, rhs) + (m_ready ? h(at) : 0.0);
    to->onSearchEvent(SearchEvent{kind, at, parent, g, f, Frontier::Forward});
}

std::uint8_t DStarWalker::arrowOf(std::uint32_t cell) const {
    if (cell == m_goalCell || !seenNode(cell))
        return kNoArrow;
    const Node& node = m_nodes[cell];
    return std::isfinite(node.g) && node.via != kNoParentHeading ? node.via : kNoArrow;
}

std::uint8_t DStarWalker::publishedArrow(std::uint32_t cell) const {
    if (!m_published || !seenNode(cell))
        return kNoArrow;
    // A touched cell may have changed since; an untouched one is as the last search left it.
    const Node& node = m_nodes[cell];
    return node.flags & kTouched ? node.published : arrowOf(cell);
}

void DStarWalker::emitSignpost(std::uint32_t cell, std::uint8_t arrow) {
    const Coord at = coordOf(cell);
    emit(SearchEventKind::Signpost, at,
         arrow == kNoArrow ? std::nullopt : std::optional<Coord>(at + kDirectionOffsets[arrow]));
}

void DStarWalker::publishSignposts() {
    m_changedSignposts.clear();
    m_published = true; // a touched cell shows its old signpost until the loop below reaches it
    if (m_tracking) {
        for (const std::uint32_t cell : m_touchedList) {
            Node& node = m_nodes[cell];
            node.flags &= static_cast<std::uint8_t>(~kTouched);
            const std::uint8_t arrow = arrowOf(cell);
            if (arrow == node.published)
                continue;
            if (node.published == kNoArrow)
                m_arrowCells.push_back(cell);
            if (m_repairing)
                m_changedSignposts.push_back(coordOf(cell));
            if (listener())
                emitSignpost(cell, arrow);
        }
        m_touchedList.clear();
    } else if (listener()) {
        // A search from scratch whose touches were not tracked (its listener came later): every
        // signpost it set is new, on a cell it expanded.
        for (const std::uint32_t cell : m_arrowCells)
            if (const std::uint8_t arrow = arrowOf(cell); arrow != kNoArrow)
                emitSignpost(cell, arrow);
    }
    if (m_arrowCells.size() > m_cells) {
        // A cell whose signpost came and went is listed more than once: keep each signposted
        // cell once (kListed marks those kept; a signposted cell's node belongs to this search).
        std::vector<std::uint32_t> kept;
        for (const std::uint32_t cell : m_arrowCells)
            if (arrowOf(cell) != kNoArrow && !(m_nodes[cell].flags & kListed)) {
                m_nodes[cell].flags |= kListed;
                kept.push_back(cell);
            }
        for (const std::uint32_t cell : kept)
            m_nodes[cell].flags &= static_cast<std::uint8_t>(~kListed);
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
    if (!grid || !grid->inBounds(c) || m_cells != grid->paddedSize())
        return std::nullopt;
    const std::uint8_t arrow = publishedArrow(static_cast<std::uint32_t>(grid->paddedIndex(c)));
    if (arrow == kNoArrow)
        return std::nullopt;
    return c + kDirectionOffsets[arrow];
}

CellView DStarWalker::cellState(Coord c) const {
    const MapGrid* grid = this->grid();
    if (!grid || !grid->inBounds(c) || m_cells != grid->paddedSize())
        return CellView{};
    return viewOf(static_cast<std::uint32_t>(grid->paddedIndex(c)), c);
}

CellView DStarWalker::viewOf(std::uint32_t cell, Coord at) const {
    CellView view;
    view.g = gOf(cell);
    view.h = m_ready ? h(at) : 0.0;
    view.f = std::min(view.g, rhsOf(cell)) + view.h;
    if (seenNode(cell) && m_open.contains(cell))
        view.visit = CellVisit::Open;
    else if (seen(cell))
        view.visit = CellVisit::Closed;
    if (view.visit != CellVisit::Unseen)
        if (const std::uint8_t arrow = publishedArrow(cell); arrow != kNoArrow)
            view.parent = at + kDirectionOffsets[arrow];
    return view;
}

std::optional<Coord> DStarWalker::current() const {
    if (m_current == MapGrid::kNoCell || !grid())
        return std::nullopt;
    return coordOf(m_current);
}

} // namespace pathfinder
