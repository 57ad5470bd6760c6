#pragma once

#include "pathfinder/grid/map_grid.h"
#include "pathfinder/grid/movement.h"

#include <cstddef>
#include <cstdint>

namespace pathfinder {

/// The map as Anya searches it: every cell split into 2 × 2 half cells, so that cell centres, like
/// cell corners, are points with whole coordinates (lattice points). Point (x, y) of the doubled
/// plane is (x / 2, y / 2) of the map's; half cell (hx, hy) is free when its map cell
/// (hx / 2, hy / 2) is. Rows are the horizontal lines y = 0 … height(); half-cell row r lies
/// between rows r and r + 1. Outside the map every half cell is blocked.
/// It reads the map's cells in place, so the map must outlive it and not change under it.
class AnyaLattice {
public:
    void build(const MapGrid& grid, const Movement& movement);

    /// Width and height in half cells (twice the map's).
    int width() const { return m_width; }
    int height() const { return m_height; }

    bool freeCell(int hx, int hy) const {
        if (hx < 0 || hy < 0 || hx >= m_width || hy >= m_height)
            return false;
        // The map's padded step codes, read in place: half cell (hx, hy) is map cell (hx / 2, hy / 2).
        return m_cells[static_cast<std::size_t>(hy / 2 + 1) * m_stride +
                       static_cast<std::size_t>(hx / 2 + 1)] != 0;
    }

    /// True when a path may turn round the lattice point (x, y): it is the convex corner of an
    /// obstacle, i.e. of its four half cells exactly one is blocked, or two diagonally opposite ones
    /// (a double corner). Only corners of map cells qualify, so x and y are even.
    bool isCorner(int x, int y) const;
    /// True when two diagonally opposite half cells round (x, y) are blocked and the movement does
    /// not let a path pass between them from one free side to the other.
    bool isClosedDoubleCorner(int x, int y) const;
    /// True when the movement lets paths pass through double corners.
    bool passesDoubleCorners() const { return m_passDoubleCorners; }

    /// The maximal run of free half cells in half-cell row `hy` that holds the lattice column x on
    /// its closure, as the columns [left, right] of its ends; false when neither half cell beside x
    /// is free.
    bool runAround(int x, int hy, int& left, int& right) const;
    /// The run of free half cells in row `hy` from the first free one at or after column `from`, as
    /// [left, right], cut off at the column `to`: the part of a maximal run inside [from, to]. False
    /// when no half cell from `from` up to `to` is free.
    bool nextRun(int from, int to, int hy, int& left, int& right) const;

private:
    int m_width = 0;
    int m_height = 0;
    bool m_passDoubleCorners = false;
    const std::uint8_t* m_cells = nullptr; ///< the map's paddedCells()
    std::size_t m_stride = 0;
};

} // namespace pathfinder
