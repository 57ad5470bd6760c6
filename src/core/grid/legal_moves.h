#pragma once

#include "pathfinder/basics/coord.h"
#include "pathfinder/grid/map_grid.h"
#include "pathfinder/grid/movement.h"

#include <cstddef>
#include <cstdint>

namespace pathfinder {

inline unsigned lowestBit(unsigned bits);

/// The legal steps out of a cell as an 8-bit mask (bit d for heading d), read straight from the
/// grid's padded cells. Searches call it for every expansion: random walls make a branch per
/// neighbour unpredictable, so the mask is built without branches.
///
/// A diagonal's side cells are the orthogonal headings on either side of it (NE: N and E), so
/// shifting the mask of free orthogonal neighbours by one bit lines each side up with its diagonal.
/// Steps are symmetric: a legal step from a to b is a legal step from b to a when a is free.
class LegalMoves {
public:
    /// Binds to a grid's layout and a movement; call again when either changes.
    void setup(const MapGrid& grid, const Movement& movement) {
        const auto stride = static_cast<std::ptrdiff_t>(grid.stride());
        m_stride = stride;
        for (int d = 0; d < kDirectionCount; ++d) {
            const Coord off = kDirectionOffsets[static_cast<std::size_t>(d)];
            m_offsets[d] = off.y * stride + off.x;
            m_stepLength[d] = movement.stepLength(static_cast<Direction>(d));
        }
        m_anyDiagonal = m_bothSides = m_oneSide = 0;
        if (movement.allowsDiagonals()) {
            switch (movement.diagonalRule) {
            case DiagonalRule::Always:
                m_anyDiagonal = 0xAAu;
                break;
            case DiagonalRule::NoCornerCutting:
                m_bothSides = 0xAAu;
                break;
            case DiagonalRule::NotBothBlocked:
                m_oneSide = 0xAAu;
                break;
            }
        }
    }

    /// Bit d set when the step from `cell` (a padded index) in heading d is legal.
    unsigned from(const std::uint8_t* costs, std::size_t cell) const {
        const std::uint8_t* c = costs + cell;
        const std::ptrdiff_t s = m_stride;
        const unsigned free = isFree(c[-s]) | isFree(c[1 - s]) << 1 | isFree(c[1]) << 2 |
                              isFree(c[s + 1]) << 3 | isFree(c[s]) << 4 | isFree(c[s - 1]) << 5 |
                              isFree(c[-1]) << 6 | isFree(c[-s - 1]) << 7;
        const unsigned orthogonal = free & 0x55u;
        const unsigned sideBefore = (orthogonal << 1) & 0xFFu;
        const unsigned sideAfter = ((orthogonal >> 1) | (orthogonal << 7)) & 0xFFu;
        return free & (0x55u | (m_bothSides & sideBefore & sideAfter) |
                       (m_oneSide & (sideBefore | sideAfter)) | m_anyDiagonal);
    }

    /// Calls step(next, d) for each legal step from `cell`, in heading order: the neighbour's
    /// padded index and the heading.
    template <class Step>
    void forEach(const std::uint8_t* costs, std::uint32_t cell, Step step) const {
        for (unsigned moves = from(costs, cell); moves != 0; moves &= moves - 1) {
            const unsigned d = lowestBit(moves);
            step(static_cast<std::uint32_t>(static_cast<std::ptrdiff_t>(cell) + m_offsets[d]), d);
        }
    }

    /// Padded-index offset of heading d.
    std::ptrdiff_t offset(unsigned d) const { return m_offsets[d]; }
    /// Length of a step in heading d (1, or the diagonal length).
    double stepLength(unsigned d) const { return m_stepLength[d]; }

private:
    static unsigned isFree(std::uint8_t cost) { return static_cast<unsigned>(cost != MapGrid::kWall); }

    std::ptrdiff_t m_stride = 0;
    std::ptrdiff_t m_offsets[kDirectionCount] = {};
    double m_stepLength[kDirectionCount] = {};
    unsigned m_anyDiagonal = 0; ///< diagonals allowed whatever their sides
    unsigned m_bothSides = 0;   ///< diagonals allowed when both sides are free
    unsigned m_oneSide = 0;     ///< diagonals allowed when a side is free
};

/// Asks for a cache line that will be needed soon; a hint only.
inline void prefetch(const void* address) {
#if defined(__GNUC__) || defined(__clang__)
    __builtin_prefetch(address);
#else
    (void)address;
#endif
}

/// Index of the lowest set bit of a non-zero mask.
inline unsigned lowestBit(unsigned bits) {
#if defined(__GNUC__) || defined(__clang__)
    return static_cast<unsigned>(__builtin_ctz(bits));
#else
    unsigned index = 0;
    while ((bits & 1u) == 0) {
        bits >>= 1;
        ++index;
    }
    return index;
#endif
}

} // namespace pathfinder
