#pragma once

#include <cstdint>
#include <vector>

namespace pathfinder {

/// Value noise summed over octaves (fractal Brownian motion) over a width × height map, in integer
/// arithmetic so that a seed gives the same values on every platform. Each octave is a lattice of
/// random values, spaced half as far apart as the octave before and weighing half as much,
/// interpolated between lattice points with a smoothstep curve; each octave's lattice is shifted by
/// a random offset so that the octaves' lattice lines do not coincide.
class FractalNoise {
public:
    /// `wavelength` is the first octave's lattice spacing in cells; octaves are added while the
    /// spacing stays at 2 cells or more, `octaves` at most (at least one).
    FractalNoise(int width, int height, std::uint64_t seed, int wavelength, int octaves);

    /// Writes the values of row y (0 ≤ y < height), 0–65535, to out[0] … out[width − 1].
    void row(int y, std::uint16_t* out);

private:
    struct Octave {
        int spacing = 2;
        int offsetX = 0;
        int offsetY = 0;
        int columns = 0;
        std::uint32_t amplitude = 1;
        std::vector<std::uint16_t> lattice; ///< row-major, `columns` wide
        std::vector<std::uint32_t> weight;  ///< smoothstep of t / spacing, 0–65536, per t < spacing
    };

    int m_width;
    std::vector<Octave> m_octaves;
    std::uint64_t m_scale = 0;               ///< (sum · m_scale) >> 32 maps a sum to 0–65535
    std::vector<std::uint32_t> m_sum;        ///< one row's weighted sum
    std::vector<std::uint16_t> m_latticeRow; ///< one octave's lattice values on the row
};

} // namespace pathfinder
