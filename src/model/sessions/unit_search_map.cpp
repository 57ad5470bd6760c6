#include "sessions/unit_search_map.h"

#include "sessions/map_mirror.h"

namespace pathfinder::app {

UnitSearchMap::UnitSearchMap(const MapGrid& map) : m_map(&map) {
    const int size = map.unit().size;
    if (size <= 1)
        return;
    m_problem = footprintProblem(map, size);
    if (!m_problem.empty())
        return;
    m_copy = std::make_unique<MapGrid>(map);
    m_footprint = std::make_unique<FootprintMap>(*m_copy, size);
    m_listener = m_footprint->positions().addListener([this](const GridChange& c) { m_heard.push_back(c); });
}

UnitSearchMap::~UnitSearchMap() {
    if (m_footprint)
        m_footprint->positions().removeListener(m_listener);
}

int UnitSearchMap::plannedSize(const MapGrid& map) {
    const int size = map.unit().size;
    return size > 1 && footprintProblem(map, size).empty() ? size : 1;
}

const MapGrid& UnitSearchMap::searched() const {
    return m_footprint ? m_footprint->positions() : *m_map;
}

std::vector<GridChange> UnitSearchMap::mirror(const MapGrid& map, const GridChange& change) {
    if (!m_footprint)
        return {change};
    m_heard.clear();
    mirrorChange(*m_copy, map, change);
    return std::move(m_heard);
}

} // namespace pathfinder::app
