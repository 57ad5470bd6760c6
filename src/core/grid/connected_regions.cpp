#include "pathfinder/grid/connected_regions.h"

#include "pathfinder/grid/map_grid.h"

#include "grid/region_steps.h"

#include <algorithm>
#include <cassert>

namespace pathfinder {

ConnectedRegions::ConnectedRegions(const MapGrid& grid, Connectivity connectivity)
    : m_connectivity(connectivity), m_width(grid.width()), m_stride(grid.stride()),
      m_labels(grid.paddedSize(), 0), m_sizes(1, 0), m_movement(joiningMovement(connectivity)),
      m_bySteps(joinsBySteps(grid)),
      m_updateLimit(std::max<std::size_t>(std::size_t{1} << 16, grid.paddedSize() / 16)) {
    const std::ptrdiff_t s = m_stride;
    m_offsets = {-s, 1, s, -1};
    if (connectivity == Connectivity::Diagonal)
        m_offsets.insert(m_offsets.end(), {-s + 1, s + 1, s - 1, -s - 1});
    headingOffsets(grid, m_headingOffsets);
    const std::uint8_t* cells = grid.paddedCells();
    for (std::size_t i = 0; i < m_labels.size(); ++i) {
        if (cells[i] == MapGrid::kWall || m_labels[i] != 0)
            continue;
        // Unlabelled free cells all carry 0, so a flood "from 0" would wander into walls: label by
        // the step codes instead.
        const std::uint32_t label = newLabel();
        std::size_t count = 0;
        m_labels[i] = label;
        m_stack.assign(1, i);
        while (!m_stack.empty()) {
            const std::size_t c = m_stack.back();
            m_stack.pop_back();
            ++count;
            forEachJoined(grid, c, [&](std::size_t n) {
                if (cells[n] != MapGrid::kWall && m_labels[n] == 0) {
                    m_labels[n] = label;
                    m_stack.push_back(n);
                }
            });
        }
        m_sizes[label] = static_cast<std::uint32_t>(count);
        ++m_regionCount;
    }
    m_stack.clear();
    m_stack.shrink_to_fit();
}

std::uint32_t ConnectedRegions::regionOf(Coord c) const {
    return m_labels[static_cast<std::size_t>(c.y + 1) * static_cast<std::size_t>(m_stride) +
                    static_cast<std::size_t>(c.x + 1)];
}

bool ConnectedRegions::connected(Coord a, Coord b) const {
    const int height = static_cast<int>(m_labels.size() / static_cast<std::size_t>(m_stride)) - 2;
    const auto inside = [&](Coord c) { return c.x >= 0 && c.y >= 0 && c.x < m_width && c.y < height; };
    if (!inside(a) || !inside(b))
        return false;
    const std::uint32_t label = regionOf(a);
    return label != 0 && label == regionOf(b);
}

std::uint32_t ConnectedRegions::newLabel() {
    if (!m_unusedLabels.empty()) {
        const std::uint32_t label = m_unusedLabels.back();
        m_unusedLabels.pop_back();
        return label;
    }
    m_sizes.push_back(0);
    return static_cast<std::uint32_t>(m_sizes.size() - 1);
}

void ConnectedRegions::freeLabel(std::uint32_t label) {
    m_sizes[label] = 0;
    m_unusedLabels.push_back(label);
}

std::size_t ConnectedRegions::relabel(const MapGrid& grid, std::size_t seed, std::uint32_t from,
                                      std::uint32_t to) {
    // The cells labelled `from` are joined by steps, and steps only lead to neighbours: a flood by
    // labels over every neighbour finds them all without asking which steps are legal.
    const bool everyHeading = joinsBySteps(grid);
    const std::ptrdiff_t* offsets = everyHeading ? m_headingOffsets : m_offsets.data();
    const std::size_t offsetCount = everyHeading ? 8 : m_offsets.size();
    std::size_t count = 0;
    m_labels[seed] = to;
    m_stack.assign(1, seed);
    while (!m_stack.empty()) {
        const std::size_t c = m_stack.back();
        m_stack.pop_back();
        ++count;
        for (std::size_t i = 0; i < offsetCount; ++i) {
            const auto n = static_cast<std::size_t>(static_cast<std::ptrdiff_t>(c) + offsets[i]);
            if (m_labels[n] == from) {
                m_labels[n] = to;
                m_stack.push_back(n);
            }
        }
    }
    return count;
}

} // namespace pathfinder
