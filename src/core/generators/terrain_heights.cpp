#include "generators/terrain_heights.h"

namespace pathfinder {

FieldDistribution::FieldDistribution(const std::vector<std::uint16_t>& values)
    : m_count(values.size()), m_histogram(65536, 0) {
    for (const std::uint16_t v : values)
        ++m_histogram[v];
}

std::uint16_t FieldDistribution::level(int permille) const {
    const std::size_t wanted = m_count * static_cast<std::size_t>(permille) / 1000;
    std::size_t below = 0;
    for (std::size_t v = 0; v < m_histogram.size(); ++v) {
        if (below + m_histogram[v] > wanted)
            return static_cast<std::uint16_t>(v);
        below += m_histogram[v];
    }
    return 65535;
}

HeightLevels HeightLevels::of(const FieldDistribution& elevation) {
    HeightLevels levels;
    for (std::size_t i = 0; i < kHeightShares.size(); ++i)
        levels.m_from[i] = elevation.level(kHeightShares[i]);
    return levels;
}

int HeightLevels::heightOf(std::uint16_t elevation) const {
    int height = 0;
    for (const std::uint16_t level : m_from)
        height += elevation >= level ? 1 : 0;
    return height;
}

} // namespace pathfinder
