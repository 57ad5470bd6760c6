#pragma once

#include "pathfinder/grid/footprint.h"
#include "pathfinder/grid/map_grid.h"

#include <memory>
#include <string>
#include <vector>

namespace pathfinder::app {

/// The map a search for a map's unit walks. For a unit of one cell it is the map itself; for a
/// larger unit it is the map of the unit's positions (FootprintMap) over a copy of the map, which
/// mirror() keeps up to date.
///
/// A unit too large for the map (larger than one cell on hex cells) is planned for as one cell, and
/// problem() says why, so that whoever shows the result can say so.
class UnitSearchMap {
public:
    /// `map` must outlive this while the unit is one cell (it is searched itself).
    explicit UnitSearchMap(const MapGrid& map);
    ~UnitSearchMap();
    UnitSearchMap(const UnitSearchMap&) = delete;
    UnitSearchMap& operator=(const UnitSearchMap&) = delete;

    /// The size a search for the map's unit plans for: its size, or 1 where the map cannot hold it.
    static int plannedSize(const MapGrid& map);

    /// The map the walkers search.
    const MapGrid& searched() const;
    /// The unit's size in cells as planned for (1 when the map cannot hold a larger unit).
    int size() const { return m_footprint ? m_footprint->size() : 1; }
    /// Why the unit is planned for as one cell though its size is larger; empty otherwise.
    const std::string& problem() const { return m_problem; }
    /// Each cell's clearance, while a larger unit is planned for; nullptr otherwise.
    const ClearanceMap* clearance() const { return m_footprint ? &m_footprint->clearance() : nullptr; }

    /// Follows `change` of `map` (the map given to the constructor, or one of the same size). Returns
    /// the changes of the searched map that follow from it: `change` itself for a unit of one cell,
    /// the changed positions for a larger unit (none when no position changed).
    std::vector<GridChange> mirror(const MapGrid& map, const GridChange& change);

private:
    const MapGrid* m_map;
    std::unique_ptr<MapGrid> m_copy;
    std::unique_ptr<FootprintMap> m_footprint;
    MapGrid::ListenerId m_listener{};
    std::vector<GridChange> m_heard;
    std::string m_problem;
};

} // namespace pathfinder::app
