#include "pathfinder/search_events.h"

#include <limits>

namespace pathfinder {

SearchReplay::SearchReplay(const MapGrid& grid) : m_grid(grid) {
    onSearchEvent(SearchEvent{SearchEventKind::Restarting, {}, {}, CellView::kInf, CellView::kInf});
    m_events = 0;
}

std::optional<std::size_t> SearchReplay::index(Coord c) const {
    if (c.x < 0 || c.y < 0 || c.x >= m_width || c.y >= m_height)
        return std::nullopt;
    return static_cast<std::size_t>(c.y) * static_cast<std::size_t>(m_width) + static_cast<std::size_t>(c.x);
}

void SearchReplay::onSearchEvent(const SearchEvent& event) {
    ++m_events;
    if (event.kind == SearchEventKind::Restarting) {
        m_width = m_grid.width();
        m_height = m_grid.height();
        m_cells.assign(m_grid.cellCount(), CellView{});
        m_current.reset();
        return;
    }
    const auto at = index(event.cell);
    if (!at)
        return;
    CellView* cell = &m_cells[*at];
    const auto set = [&](CellVisit visit) {
        cell->visit = visit;
        cell->g = event.g;
        cell->f = event.f;
        cell->parent = event.parent;
    };
    switch (event.kind) {
    case SearchEventKind::Generating:
    case SearchEventKind::Updating:
        set(CellVisit::Open);
        break;
    case SearchEventKind::Closing:
        set(CellVisit::Closed);
        break;
    case SearchEventKind::Expanding:
        m_current = event.cell;
        break;
    case SearchEventKind::Discarding:
        *cell = CellView{};
        break;
    case SearchEventKind::Signpost:
        cell->parent = event.parent;
        break;
    case SearchEventKind::Moving:
        cell->visit = CellVisit::Closed;
        if (cell->visits < std::numeric_limits<int>::max())
            ++cell->visits;
        m_current = event.cell;
        break;
    case SearchEventKind::Source:
    case SearchEventKind::Destination:
    case SearchEventKind::Restarting:
    case SearchEventKind::MapChange:
    case SearchEventKind::Repair:
    case SearchEventKind::End:
        break;
    }
}

CellView SearchReplay::cellState(Coord c) const {
    const auto at = index(c);
    return at ? m_cells[*at] : CellView{};
}

} // namespace pathfinder
