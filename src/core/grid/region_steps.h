#pragma once

#include "pathfinder/grid/connected_regions.h"
#include "pathfinder/grid/map_grid.h"

#include <cstddef>
#include <cstdint>

// Which cells one step joins, for the region labels and the start's region: read straight off the
// cells on a plain square map, asked of MapGrid::canStepFrom on a map with hex cells or closed sides.

namespace pathfinder {

/// True when the map's steps are not those of a plain square map: it has hex cells or closed sides.
inline bool joinsBySteps(const MapGrid& grid) {
    return grid.topology() == Topology::Hex || grid.paddedSides() != nullptr;
}

/// The padded offset of the neighbour in each heading, by Direction.
inline void headingOffsets(const MapGrid& grid, std::ptrdiff_t (&offsets)[8]) {
    const auto stride = static_cast<std::ptrdiff_t>(grid.stride());
    for (int d = 0; d < kDirectionCount; ++d) {
        const Coord off = offsetOf(static_cast<Direction>(d));
        offsets[d] = off.y * stride + off.x;
    }
}

/// Calls visit(n) for each padded cell n that a legal step under `movement` leads to from the free
/// padded cell `cell`, or comes from into it: the step taken one way or the other, which on a map
/// without one-way sides is the same step both ways.
template <typename Visit>
void forEachStepJoined(const MapGrid& grid, const Movement& movement, const std::ptrdiff_t (&offsets)[8],
                       std::size_t cell, Visit&& visit) {
    const std::uint8_t* cells = grid.paddedCells();
    const bool oneWay = grid.oneWaySideCount() != 0;
    for (int d = 0; d < kDirectionCount; ++d) {
        const auto n = static_cast<std::size_t>(static_cast<std::ptrdiff_t>(cell) + offsets[d]);
        if (cells[n] == MapGrid::kWall)
            continue; // the border ring too: no step reaches it, none starts there
        const auto heading = static_cast<Direction>(d);
        if (grid.canStepFrom(cell, heading, movement) ||
            (oneWay && grid.canStepFrom(n, opposite(heading), movement)))
            visit(n);
    }
}

template <typename Visit>
void ConnectedRegions::forEachJoined(const MapGrid& grid, std::size_t cell, Visit&& visit) const {
    if (!m_bySteps) {
        for (const std::ptrdiff_t off : m_offsets)
            visit(static_cast<std::size_t>(static_cast<std::ptrdiff_t>(cell) + off));
        return;
    }
    forEachStepJoined(grid, m_movement, m_headingOffsets, cell, visit);
}

} // namespace pathfinder
