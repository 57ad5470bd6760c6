#pragma once

#include <cstdint>

namespace pathfinder {

/// A small, portable pseudo-random generator (SplitMix64). The same seed gives the same
/// sequence with every compiler and standard library, unlike std::uniform_*_distribution.
class Random {
public:
    explicit Random(std::uint64_t seed) : m_state(seed) {}

    std::uint64_t next() {
        std::uint64_t z = (m_state += 0x9E3779B97F4A7C15ULL);
        z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
        z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
        return z ^ (z >> 31);
    }
    /// Uniform integer in [0, bound), bound > 0 (Lemire's multiply-shift, unbiased enough for
    /// maps and walks; exact reproducibility is what matters here).
    std::uint32_t below(std::uint32_t bound) {
        return static_cast<std::uint32_t>(((next() >> 32) * static_cast<std::uint64_t>(bound)) >> 32);
    }
    /// Uniform double in [0, 1).
    double unit() { return static_cast<double>(next() >> 11) * 0x1.0p-53; }

private:
    std::uint64_t m_state;
};

} // namespace pathfinder
