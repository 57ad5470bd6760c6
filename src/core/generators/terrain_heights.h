#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <vector>

namespace pathfinder {

/// The distribution of one field's values (0–65535 per cell), for levels that split the map's cells
/// by shares.
class FieldDistribution {
public:
    explicit FieldDistribution(const std::vector<std::uint16_t>& values);
    /// The least value that `permille` thousandths of the cells lie below (or at most reach).
    std::uint16_t level(int permille) const;

private:
    std::size_t m_count;
    std::vector<std::uint32_t> m_histogram;
};

/// The shares of a map's cells, in thousandths, that lie below heights 1 to 9: the lowest 2.5 %
/// (the basins, where the lakes lie) are height 0, the lowland 1–3, the rest of the land below the
/// foothills 4–5, the foothills 6–7 and the mountains 8–9, the highest 3 % of peaks 9. The ground
/// levels of the terrain generator are some of these shares, so each ground has its own heights.
inline constexpr std::array<int, 9> kHeightShares = {25, 150, 300, 450, 635, 820, 875, 930, 970};

/// Quantises elevation to the heights 0–9 of a MapGrid: a cell's height is how many of the levels
/// its elevation reaches, so a higher elevation never gives a lower height.
class HeightLevels {
public:
    /// The levels at the shares kHeightShares of `elevation`'s distribution.
    static HeightLevels of(const FieldDistribution& elevation);

    int heightOf(std::uint16_t elevation) const;
    /// The least elevation of height `h`, 1–9.
    std::uint16_t from(int h) const { return m_from[static_cast<std::size_t>(h - 1)]; }

private:
    std::array<std::uint16_t, 9> m_from{};
};

} // namespace pathfinder
