#pragma once

#include "pathfinder/grid/connected_regions.h"
#include "pathfinder/grid/map_grid.h"

#include <cstddef>
#include <cstdint>
#include <vector>

namespace pathfinder {

/// The cells joined by walks to one seed cell (each step taken one way or the other, as
/// ConnectedRegions joins them), one bit per padded cell: how a walker tells on a
/// map too large for ConnectedRegions' labels (4 bytes per cell) that its goal lies in another
/// region than its start. Flooding costs O(cells of the region) once; the set then answers for
/// every start inside it until the grid's contents change (cellsStamp()).
class StartRegion {
public:
    /// True when the set was flooded on the grid's present contents, under `connectivity`, and
    /// holds the padded cell `cell`.
    bool holds(const MapGrid& grid, Connectivity connectivity, std::size_t cell) const {
        return m_stamp == grid.cellsStamp() && m_connectivity == connectivity && m_flooded &&
               ((m_bits[cell / 64] >> (cell % 64)) & 1u) != 0;
    }
    /// Floods from the padded cell `seed` (a cell of the map): the set becomes the seed's region on
    /// the grid's present contents, empty when the unit cannot enter the seed.
    void flood(const MapGrid& grid, Connectivity connectivity, std::size_t seed);

private:
    std::vector<std::uint64_t> m_bits;
    std::vector<std::uint32_t> m_queue; ///< scratch for the flood: the cells still to look around
    std::uint64_t m_stamp = 0;
    Connectivity m_connectivity = Connectivity::Orthogonal;
    bool m_flooded = false;
};

} // namespace pathfinder
