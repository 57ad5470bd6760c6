#include "pathfinder/traces/walker_footprint.h"

#include <algorithm>
#include <cassert>

namespace pathfinder {

WalkerFootprint::WalkerFootprint(const SearchView& walker, std::size_t trailCells)
    : m_description(walker.description()), m_grid(walker.grid()), m_settings(walker.settings()),
      m_state(walker.state()), m_stats(walker.stats()), m_path(walker.path()),
      m_anglePath(walker.anglePath()), m_current(walker.current()), m_meetingPoint(walker.meetingPoint()),
      m_heading(walker.heading()), m_changedSignposts(walker.changedSignposts()), m_note(walker.note()),
      m_solutions(walker.solutions()) {
    assert(walker.grid() != nullptr);
    const std::vector<Coord>& trail = walker.trail();
    m_trail.assign(trail.end() - static_cast<std::ptrdiff_t>(std::min(trailCells, trail.size())),
                   trail.end());
    const MapGrid& grid = *walker.grid();
    const auto cells = static_cast<std::size_t>(grid.width()) * static_cast<std::size_t>(grid.height());
    const bool moved = !trail.empty(); // an agent's walk: its visits are kept too
    m_visit.reserve(cells);
    if (moved)
        m_visits.reserve(cells);
    for (int y = 0; y < grid.height(); ++y)
        for (int x = 0; x < grid.width(); ++x) {
            const CellView view = walker.cellState({x, y});
            m_visit.push_back(
                static_cast<std::uint8_t>(static_cast<std::uint8_t>(view.visit) |
                                          (view.frontier == Frontier::Backward ? kBackward : 0)));
            if (moved)
                m_visits.push_back(static_cast<std::uint32_t>(view.visits));
        }
}

CellView WalkerFootprint::cellState(Coord c) const {
    CellView view;
    const MapGrid* grid = this->grid();
    if (!grid || !grid->inBounds(c))
        return view;
    const std::size_t i = grid->cellIndex(c);
    view.visit = static_cast<CellVisit>(m_visit[i] & ~kBackward);
    view.frontier = (m_visit[i] & kBackward) != 0 ? Frontier::Backward : Frontier::Forward;
    if (!m_visits.empty())
        view.visits = static_cast<int>(m_visits[i]);
    return view;
}

} // namespace pathfinder
