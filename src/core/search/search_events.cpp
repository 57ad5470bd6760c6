#include "pathfinder/search/search_events.h"

#include "platform/memory.h"

#include <algorithm>
#include <limits>

namespace pathfinder {

// 40 bytes a cell, the open list's slot in what would be padding.
static_assert(sizeof(SearchReplay::Cell) == 40);

SearchReplay::SearchReplay(const MapGrid& grid) : m_grid(&grid) {
    onSearchEvent(SearchEvent{SearchEventKind::Restarting, {}, {}, CellView::kInf, CellView::kInf});
    m_events = 0;
}

SearchReplay::SearchReplay(int width, int height) : m_width(width), m_height(height) {
    clear();
}

std::optional<std::size_t> SearchReplay::index(Coord c) const {
    if (c.x < 0 || c.y < 0 || c.x >= m_width || c.y >= m_height)
        return std::nullopt;
    return static_cast<std::size_t>(c.y) * static_cast<std::size_t>(m_width) + static_cast<std::size_t>(c.x);
}

void SearchReplay::clear() {
    if (m_grid) {
        m_width = m_grid->width();
        m_height = m_grid->height();
    }
    const std::size_t cells = static_cast<std::size_t>(m_width) * static_cast<std::size_t>(m_height);
    if (m_cells.capacity() < cells) {
        // Every cell is written at once: with huge pages that is one page fault per 2 MiB.
        m_cells = std::vector<Cell>();
        m_cells.reserve(cells);
        platform::adviseHugePages(m_cells.data(), cells * sizeof(Cell));
    }
    m_cells.assign(cells, Cell{});
    m_current.reset();
    m_sinceRestart = m_expanded = m_generated = 0;
    m_open = 0;
    m_openList.clear();
}

void SearchReplay::setVisit(std::uint32_t at, CellVisit visit) {
    Cell& cell = m_cells[at];
    const bool wasOpen = cell.visit == CellVisit::Open;
    const bool open = visit == CellVisit::Open;
    cell.visit = visit;
    if (wasOpen == open)
        return;
    if (open) {
        cell.openSlot = static_cast<std::uint32_t>(m_openList.size());
        m_openList.push_back(at);
    } else {
        // The last open cell takes this one's slot.
        const std::uint32_t last = m_openList.back();
        m_openList[cell.openSlot] = last;
        m_cells[last].openSlot = cell.openSlot;
        m_openList.pop_back();
        cell.openSlot = Cell::kNoParent;
    }
    m_open = m_openList.size();
}

void SearchReplay::onSearchEvent(const SearchEvent& event) {
    ++m_events;
    ++m_sinceRestart;
    if (event.kind == SearchEventKind::Restarting) {
        clear();
        return;
    }
    const auto at = index(event.cell);
    if (!at)
        return;
    Cell& cell = m_cells[*at];
    const auto parentIndex = [&] {
        const auto p = event.parent ? index(*event.parent) : std::nullopt;
        return p ? static_cast<std::uint32_t>(*p) : Cell::kNoParent;
    };
    const auto setVisit = [&](CellVisit visit) {
        SearchReplay::setVisit(static_cast<std::uint32_t>(*at), visit);
    };
    const auto set = [&](CellVisit visit) {
        setVisit(visit);
        cell.g = event.g;
        cell.f = event.f;
        cell.parent = parentIndex();
        cell.frontier = event.frontier;
    };
    switch (event.kind) {
    case SearchEventKind::Generating:
    case SearchEventKind::Updating:
        set(CellVisit::Open);
        cell.order = m_sinceRestart;
        ++m_generated;
        break;
    case SearchEventKind::Closing:
        set(CellVisit::Closed);
        break;
    case SearchEventKind::Expanding:
        m_current = event.cell;
        ++m_expanded;
        break;
    case SearchEventKind::Discarding:
        setVisit(CellVisit::Unseen);
        cell = Cell{};
        break;
    case SearchEventKind::Signpost:
        cell.parent = parentIndex();
        break;
    case SearchEventKind::Moving:
        setVisit(CellVisit::Closed);
        if (cell.visits < static_cast<std::uint32_t>(std::numeric_limits<int>::max()))
            ++cell.visits;
        m_current = event.cell;
        ++m_expanded;
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
    if (!at)
        return CellView{};
    const Cell& cell = m_cells[*at];
    CellView view;
    view.visit = cell.visit;
    view.g = cell.g;
    view.f = cell.f;
    if (cell.parent != Cell::kNoParent)
        view.parent = coordOf(cell.parent);
    view.visits = static_cast<int>(cell.visits);
    view.frontier = cell.frontier;
    return view;
}

std::uint64_t SearchReplay::entryOrder(Coord c) const {
    const auto at = index(c);
    return at ? m_cells[*at].order : 0;
}

std::vector<Coord> SearchReplay::openCells() const {
    std::vector<std::uint32_t> indices = m_openList;
    std::sort(indices.begin(), indices.end());
    std::vector<Coord> open;
    open.reserve(indices.size());
    for (const std::uint32_t i : indices)
        open.push_back(coordOf(i));
    return open;
}

SearchReplay::Snapshot SearchReplay::snapshot() const {
    Snapshot s;
    const Cell blank;
    const auto isBlank = [&](const Cell& c) {
        return c.visit == blank.visit && c.visits == 0 && c.parent == blank.parent && c.g == blank.g &&
               c.f == blank.f && c.frontier == blank.frontier;
    };
    // Counted first, so that the copies are made once into blocks of their final size: growing them
    // moved every cell copied so far at each doubling, and trimming them moved them all once more,
    // hundreds of megabytes on a 4096x4096 map.
    const auto touched = static_cast<std::size_t>(
        std::count_if(m_cells.begin(), m_cells.end(), [&](const Cell& c) { return !isBlank(c); }));
    s.index.reserve(touched);
    s.cells.reserve(touched);
    for (std::size_t i = 0; i < m_cells.size(); ++i) {
        const Cell& c = m_cells[i];
        if (isBlank(c))
            continue;
        s.index.push_back(static_cast<std::uint32_t>(i));
        s.cells.push_back(c);
    }
    s.current = m_current;
    s.events = m_events;
    s.sinceRestart = m_sinceRestart;
    s.expanded = m_expanded;
    s.generated = m_generated;
    s.open = m_open;
    return s;
}

void SearchReplay::restore(const Snapshot& s) {
    std::fill(m_cells.begin(), m_cells.end(), Cell{});
    m_openList.clear();
    m_openList.reserve(s.open);
    for (std::size_t i = 0; i < s.index.size(); ++i) {
        Cell& cell = m_cells[s.index[i]];
        cell = s.cells[i];
        if (cell.visit == CellVisit::Open) {
            cell.openSlot = static_cast<std::uint32_t>(m_openList.size());
            m_openList.push_back(s.index[i]);
        }
    }
    m_current = s.current;
    m_events = s.events;
    m_sinceRestart = s.sinceRestart;
    m_expanded = s.expanded;
    m_generated = s.generated;
    m_open = s.open;
}

} // namespace pathfinder
