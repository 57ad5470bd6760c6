#include "pathfinder/traces/search_summary.h"

#include "pathfinder/grid/map_grid.h"

#include <cassert>

namespace pathfinder {

SearchSummary::SearchSummary(const SearchView& walker)
    : m_description(walker.description()),
      m_grid(walker.grid() ? std::make_shared<const MapGrid>(*walker.grid()) : nullptr),
      m_settings(walker.settings()), m_state(walker.state()), m_stats(walker.stats()), m_path(walker.path()),
      m_anglePath(walker.anglePath()), m_note(walker.note()), m_current(walker.current()),
      m_meetingPoint(walker.meetingPoint()) {
    assert(m_grid != nullptr);
}

} // namespace pathfinder
