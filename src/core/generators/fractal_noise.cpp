#include "generators/fractal_noise.h"

#include "pathfinder/basics/random.h"

#include <algorithm>

namespace pathfinder {

namespace {

/// a + (b − a) · w / 65536 for a, b ≤ 65535 and w ≤ 65536, without leaving unsigned 32 bits.
std::uint32_t blend(std::uint32_t a, std::uint32_t b, std::uint32_t w) {
    return (a * (65536u - w) + b * w) >> 16;
}

} // namespace

FractalNoise::FractalNoise(int width, int height, std::uint64_t seed, int wavelength, int octaves)
    : m_width(width), m_sum(static_cast<std::size_t>(width)) {
    Random rng(seed);
    int spacing = std::max(2, wavelength);
    for (int k = 0; k < std::max(1, octaves) && (k == 0 || spacing >= 2); ++k, spacing /= 2) {
        Octave octave;
        octave.spacing = std::max(2, spacing);
        octave.offsetX = static_cast<int>(rng.below(static_cast<std::uint32_t>(octave.spacing)));
        octave.offsetY = static_cast<int>(rng.below(static_cast<std::uint32_t>(octave.spacing)));
        octave.columns = (width - 1 + octave.offsetX) / octave.spacing + 2;
        const int rows = (height - 1 + octave.offsetY) / octave.spacing + 2;
        octave.lattice.resize(static_cast<std::size_t>(octave.columns) * static_cast<std::size_t>(rows));
        for (std::uint16_t& value : octave.lattice)
            value = static_cast<std::uint16_t>(rng.next() >> 48);
        octave.weight.resize(static_cast<std::size_t>(octave.spacing));
        for (int t = 0; t < octave.spacing; ++t) {
            const std::uint64_t u =
                (static_cast<std::uint64_t>(t) << 16) / static_cast<std::uint64_t>(octave.spacing);
            octave.weight[static_cast<std::size_t>(t)] =
                static_cast<std::uint32_t>((u * u * (3 * 65536 - 2 * u)) >> 32);
        }
        m_octaves.push_back(std::move(octave));
    }
    std::uint64_t total = 0;
    const auto count = static_cast<std::uint32_t>(m_octaves.size());
    for (std::uint32_t k = 0; k < count; ++k) {
        m_octaves[k].amplitude = 1u << (count - 1 - k);
        total += m_octaves[k].amplitude;
    }
    m_scale = ((std::uint64_t{1} << 32) + total - 1) / total;
    std::size_t widest = 0;
    for (const Octave& octave : m_octaves)
        widest = std::max(widest, static_cast<std::size_t>(octave.columns));
    m_latticeRow.resize(widest);
}

void FractalNoise::row(int y, std::uint16_t* out) {
    std::fill(m_sum.begin(), m_sum.end(), 0u);
    for (const Octave& octave : m_octaves) {
        const int gy = y + octave.offsetY;
        const auto top =
            static_cast<std::size_t>(gy / octave.spacing) * static_cast<std::size_t>(octave.columns);
        const std::uint32_t wy = octave.weight[static_cast<std::size_t>(gy % octave.spacing)];
        const auto columns = static_cast<std::size_t>(octave.columns);
        for (std::size_t i = 0; i < columns; ++i)
            m_latticeRow[i] = static_cast<std::uint16_t>(
                blend(octave.lattice[top + i], octave.lattice[top + columns + i], wy));
        // Between two lattice columns the weights run through the octave's table in order, so each
        // stretch is a plain loop over x (which the compiler can vectorise) without a division per cell.
        const auto spacing = static_cast<std::size_t>(octave.spacing);
        const std::uint32_t* weight = octave.weight.data();
        std::size_t x = 0;
        std::size_t t = static_cast<std::size_t>(octave.offsetX % octave.spacing);
        const auto width = static_cast<std::size_t>(m_width);
        for (std::size_t i = static_cast<std::size_t>(octave.offsetX / octave.spacing); x < width;
             ++i, t = 0) {
            const std::uint32_t left = m_latticeRow[i];
            const std::uint32_t right = m_latticeRow[i + 1];
            const std::size_t stretch = std::min(spacing - t, width - x);
            std::uint32_t* sum = m_sum.data() + x;
            for (std::size_t k = 0; k < stretch; ++k)
                sum[k] += blend(left, right, weight[t + k]) * octave.amplitude;
            x += stretch;
        }
    }
    for (int x = 0; x < m_width; ++x) {
        const std::uint64_t scaled = (m_sum[static_cast<std::size_t>(x)] * m_scale) >> 32;
        out[x] = static_cast<std::uint16_t>(std::min<std::uint64_t>(scaled, 65535));
    }
}

} // namespace pathfinder
