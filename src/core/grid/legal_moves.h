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
/// On a square map without closed sides steps are symmetric: a legal step from a to b is a legal
/// step from b to a when a is free. Hex cells and closed sides (MapGrid::canStepFrom()) take a
/// second, branchier path, chosen once per call by a flag that is the same for the whole search; a
/// search's hot loop may test plain() once and call fromPlain() itself.
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
        m_hex = grid.topology() == Topology::Hex;
        m_sides = grid.paddedSides();
        m_shaped = m_hex || m_sides != nullptr;
        m_heights = grid.paddedHeights();
        m_slope = m_heights != nullptr ? grid.slope() : 0.0;
        if (m_slope == 0.0)
            m_heights = nullptr;
        if (m_hex)
            for (double& length : m_stepLength)
                length = 1.0;
        if (movement.allowsDiagonals() && !m_hex) {
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

    /// True on a square map without closed sides or slopes: fromPlain() gives every legal step and
    /// no step climbs.
    bool plain() const { return !m_shaped && m_heights == nullptr; }

    /// Bit d set when the step from `cell` (a padded index) in heading d is legal.
    unsigned from(const std::uint8_t* costs, std::size_t cell) const {
        return m_shaped ? shapedFrom(freeAround(costs, cell), cell) : fromPlain(costs, cell);
    }

    /// from() on a map where plain() holds.
    unsigned fromPlain(const std::uint8_t* costs, std::size_t cell) const {
        const unsigned free = freeAround(costs, cell);
        const unsigned orthogonal = free & 0x55u;
        const unsigned sideBefore = (orthogonal << 1) & 0xFFu;
        const unsigned sideAfter = ((orthogonal >> 1) | (orthogonal << 7)) & 0xFFu;
        return free & (0x55u | (m_bothSides & sideBefore & sideAfter) |
                       (m_oneSide & (sideBefore | sideAfter)) | m_anyDiagonal);
    }

    /// Bit d set when the step from the neighbour of `cell` in heading d back into `cell` is legal:
    /// the steps a search from the goal follows backwards. On maps whose steps are symmetric
    /// (no closed sides) it is from(); otherwise each neighbour's own steps are asked.
    unsigned into(const std::uint8_t* costs, std::size_t cell) const {
        if (m_sides == nullptr)
            return from(costs, cell);
        unsigned moves = 0;
        for (unsigned d = 0; d < kDirectionCount; ++d) {
            const auto neighbour = static_cast<std::size_t>(static_cast<std::ptrdiff_t>(cell) + m_offsets[d]);
            if (costs[neighbour] != MapGrid::kWall && (from(costs, neighbour) >> ((d + 4) & 7u) & 1u) != 0)
                moves |= 1u << d;
        }
        return moves;
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

    /// What the climb from `cell` to `next` (padded indices) multiplies a step's cost by
    /// (MapGrid::climbFactor()).
    double climb(std::size_t cell, std::size_t next) const {
        if (m_heights == nullptr)
            return 1.0;
        const int rise = static_cast<int>(m_heights[next]) - static_cast<int>(m_heights[cell]);
        return rise > 0 ? 1.0 + m_slope * rise : 1.0;
    }
    /// True when every legal step a → b has a legal step b → a (no closed sides).
    bool symmetric() const { return m_sides == nullptr; }
    /// Makes every climb() 1, for searches that count moves rather than costs.
    void ignoreClimbs() { m_heights = nullptr; }
    /// True when some step climbs (climb() may be above 1).
    bool climbs() const { return m_heights != nullptr; }
    /// A step's plain cost (length × entry cost) from `cell` to `next` times its climb.
    double climbed(double plainCost, std::size_t cell, std::size_t next) const {
        return m_heights == nullptr ? plainCost : plainCost * climb(cell, next);
    }

    /// Padded-index offset of heading d.
    std::ptrdiff_t offset(unsigned d) const { return m_offsets[d]; }
    /// Length of a step in heading d (1, or the diagonal length).
    double stepLength(unsigned d) const { return m_stepLength[d]; }

private:
    static unsigned isFree(std::uint8_t cost) { return static_cast<unsigned>(cost != MapGrid::kWall); }

    /// Bit d set when the neighbour of `cell` in heading d is free.
    unsigned freeAround(const std::uint8_t* costs, std::size_t cell) const {
        const std::uint8_t* c = costs + cell;
        const std::ptrdiff_t s = m_stride;
        return isFree(c[-s]) | isFree(c[1 - s]) << 1 | isFree(c[1]) << 2 | isFree(c[s + 1]) << 3 |
               isFree(c[s]) << 4 | isFree(c[s - 1]) << 5 | isFree(c[-1]) << 6 | isFree(c[-s - 1]) << 7;
    }

    /// from() on a hex map or a map with closed sides, given the mask of free neighbours.
    unsigned shapedFrom(unsigned free, std::size_t cell) const {
        const unsigned closed = m_sides != nullptr ? m_sides[cell] : 0u;
        if (m_hex) {
            // Padded row y + 1 is even on odd rows.
            const bool oddRow = (cell / static_cast<std::size_t>(m_stride)) % 2 == 0;
            return free & (oddRow ? 0x5Fu : 0xF5u) & ~closed;
        }
        unsigned moves = free & 0x55u & ~closed;
        for (unsigned d = 1; d < 8; d += 2) {
            if ((free >> d & 1u) == 0)
                continue;
            const unsigned before = d - 1;
            const unsigned after = (d + 1) & 7u;
            const std::uint8_t* sideCellBefore = m_sides + cell + m_offsets[before];
            const std::uint8_t* sideCellAfter = m_sides + cell + m_offsets[after];
            const bool sideBefore = (closed >> before & 1u) != 0 || (*sideCellBefore >> after & 1u) != 0;
            const bool sideAfter = (closed >> after & 1u) != 0 || (*sideCellAfter >> before & 1u) != 0;
            if (sideBefore && sideAfter)
                continue;
            const bool closedBefore = sideBefore || (free >> before & 1u) == 0;
            const bool closedAfter = sideAfter || (free >> after & 1u) == 0;
            const unsigned bit = 1u << d;
            const bool allowed = (m_anyDiagonal & bit) != 0 ||
                                 ((m_bothSides & bit) != 0 && !closedBefore && !closedAfter) ||
                                 ((m_oneSide & bit) != 0 && !(closedBefore && closedAfter));
            if (allowed)
                moves |= bit;
        }
        return moves;
    }

    std::ptrdiff_t m_stride = 0;
    std::ptrdiff_t m_offsets[kDirectionCount] = {};
    double m_stepLength[kDirectionCount] = {};
    unsigned m_anyDiagonal = 0;              ///< diagonals allowed whatever their sides
    unsigned m_bothSides = 0;                ///< diagonals allowed when both sides are free
    unsigned m_oneSide = 0;                  ///< diagonals allowed when a side is free
    bool m_hex = false;                      ///< the map's cells are hexes
    bool m_shaped = false;                   ///< hex cells or closed sides: shapedFrom()
    const std::uint8_t* m_sides = nullptr;   ///< MapGrid::paddedSides(), or nullptr
    const std::uint8_t* m_heights = nullptr; ///< MapGrid::paddedHeights() when the slope is above 0
    double m_slope = 0.0;
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
