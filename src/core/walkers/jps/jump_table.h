#pragma once

#include "pathfinder/grid/map_grid.h"

#include <atomic>
#include <cstddef>
#include <cstdint>
#include <vector>

namespace pathfinder {

/// The straight jumps of JPS+ (Harabor & Grastien, "Improving Jump Point Search", ICAPS 2014),
/// precomputed: for every cell and each orthogonal heading, where a straight run without corner
/// cutting from that cell stops. A run stops at the first cell that is a wall or has a forced
/// neighbour: a free side cell whose own predecessor along the run (the side cell one step back) is a
/// wall. These are the stops of CellBits, as a distance per cell instead of a bit per cell.
///
/// distance(cell, heading) is a small signed number:
/// - d > 0: the cell d steps on is a jump point (the run's first cell with a forced neighbour);
/// - d ≤ 0: no jump point; the run passes -d free cells and then meets a wall.
/// The goal is not in the table: a query tests it apart (it lies on at most one row and column).
/// The same stops serve 4 neighbours for the runs down a column (see jump_rays.h).
///
/// The diagonal runs (no corner cutting) are precomputed too, as in the paper: diagonal(cell,
/// heading) is the number of diagonal steps to the first cell from which a straight run along one
/// of the diagonal's two components finds a jump point (d > 0), or minus the diagonal steps that can
/// be taken before a wall or a cut corner stops the run (d ≤ 0). A diagonal run then jumps from one
/// such cell to the next instead of stepping through the cells between.
///
/// Memory: four 16-bit straight distances per padded cell (8 bytes, N E S W, next to each other so
/// that a cell of a diagonal run reads those along both of its components from one cache line), four
/// diagonal ones in an array of their own (8 bytes, NE SE SW NW: the straight runs, the most read, do
/// not share their cache with them), plus a copy of the cells the table was built from (1 byte per
/// padded cell).
///
/// Edits: a cell's straight distances depend on its own row (for east and west) or column (north
/// and south) and on the lines either side of it, through the forced neighbours. sync() compares the
/// grid's cells with its copy, row by row, and rebuilds only the rows and columns within one line of
/// a cell whose wall changed: at most three rows and three columns per edited cell. A diagonal
/// distance depends on the cells down its diagonal: sync() recomputes it from each cell whose wall
/// changed, or whose straight distances changed between finding a jump point and not, back up the
/// diagonals through that cell for as long as the distances change (or builds them all again when
/// more than one cell in 256 changed). A cost change that keeps the cell free changes nothing here.
class JumpTable {
public:
    /// Brings the table up to date with the grid: built whole when the grid's size is not that of the
    /// last sync, else rebuilt line by line around the cells whose wall changed. Returns the lines
    /// (rows and columns) it rebuilt. A whole build returns early, leaving the table empty, once
    /// `*stop` is set (checked every 256 rows and between its parts).
    std::size_t sync(const MapGrid& grid, const std::atomic<bool>* stop = nullptr);
    /// True when the table is for a grid of this size: sync() then works line by line, else whole.
    bool fits(const MapGrid& grid) const {
        return m_stamp != 0 && grid.width() == m_width && grid.height() == m_height &&
               m_cells.size() == grid.paddedSize();
    }
    /// True when the grid's cells are those of the last sync(); O(1).
    bool current(const MapGrid& grid) const { return grid.cellsStamp() == m_stamp; }
    /// MapGrid::cellsStamp() of the cells last synced; 0 before the first sync.
    std::uint64_t stamp() const { return m_stamp; }
    /// Takes the grid's stamp without comparing its cells, for a caller that knows they are those of
    /// the last sync (an edit undone, the same cells assigned again).
    void follow(const MapGrid& grid) { m_stamp = grid.cellsStamp(); }

    /// The distance in orthogonal heading `heading` (0 N, 2 E, 4 S, 6 W) from the padded cell.
    std::int16_t distance(std::size_t cell, unsigned heading) const {
        return m_distances[cell * 4 + heading / 2];
    }
    /// The diagonal distance in heading `heading` (1 NE, 3 SE, 5 SW, 7 NW) from the padded cell.
    std::int16_t diagonal(std::size_t cell, unsigned heading) const {
        return m_diagonals[cell * 4 + heading / 2];
    }
    /// The four straight distances of a padded cell, N E S W.
    const std::int16_t* distances(std::size_t cell) const { return m_distances.data() + cell * 4; }

    /// Bytes held: the distances and the copy of the cells.
    std::size_t bytes() const {
        return (m_distances.capacity() + m_diagonals.capacity()) * sizeof(std::int16_t) + m_cells.capacity() +
               m_rowMarks.capacity() + m_columnMarks.capacity() +
               (m_toggled.capacity() + m_turned.capacity()) * sizeof(std::ptrdiff_t);
    }

private:
    /// The distances east and west along padded row py (1 ≤ py ≤ height).
    void buildRow(int py);
    /// The distances south and north down padded column px (1 ≤ px ≤ width).
    void buildColumn(int px);
    /// One direction of one line: `count` cells back from `last`, the line's far end for a run toward
    /// `step`; the side cells lie `side` either way. Writes slot `slot` of each cell.
    void buildRun(std::ptrdiff_t last, std::ptrdiff_t step, std::ptrdiff_t side, int count, unsigned slot);
    /// Every column's distances, north and south, row by row (the whole table's build).
    void buildColumns();
    /// The distance of `cell` in slot `slot`, run toward `step`, from that of the cell after it.
    /// While m_collecting, a cell whose distance turns between finding a jump point and not is listed
    /// in m_turned.
    void write(std::ptrdiff_t cell, std::ptrdiff_t step, std::ptrdiff_t side, unsigned slot);
    /// Every cell's diagonal distances, each diagonal from its far end back.
    void buildDiagonals();
    /// The diagonal distance of an inner `cell` in diagonal heading `heading` from that of the cell
    /// one diagonal step on; returns whether it changed.
    bool writeDiagonal(std::ptrdiff_t cell, unsigned heading);
    /// Recomputes the diagonal distances in `heading` from `cell` back up its diagonal for as long as
    /// they change.
    void settleDiagonal(std::ptrdiff_t cell, unsigned heading);
    /// After an incremental sync: the diagonal distances that the changed walls (m_toggled) and the
    /// turned straight distances (m_turned) may have changed.
    void updateDiagonals();
    bool inner(std::ptrdiff_t cell) const {
        const std::ptrdiff_t x = cell % m_stride;
        const std::ptrdiff_t y = cell / m_stride;
        return x >= 1 && x <= m_width && y >= 1 && y <= m_height;
    }
    std::ptrdiff_t diagonalStep(unsigned heading) const {
        return kDirectionOffsets[heading].x + kDirectionOffsets[heading].y * m_stride;
    }
    bool free(std::ptrdiff_t cell) const { return m_cells[static_cast<std::size_t>(cell)] != MapGrid::kWall; }

    std::vector<std::int16_t> m_distances; ///< 4 per padded cell: N E S W
    std::vector<std::int16_t> m_diagonals; ///< 4 per padded cell: NE SE SW NW
    std::vector<std::uint8_t> m_cells;     ///< the padded step codes the table was built from
    std::vector<char> m_rowMarks;          ///< padded rows to rebuild, all 0 between syncs
    std::vector<char> m_columnMarks;       ///< padded columns to rebuild, all 0 between syncs
    std::vector<std::ptrdiff_t> m_toggled; ///< cells whose wall changed, during a sync
    std::vector<std::ptrdiff_t> m_turned;  ///< cells whose straight runs turned, during a sync
    bool m_collecting = false;             ///< write() lists turned cells
    int m_width = 0;
    int m_height = 0;
    std::ptrdiff_t m_stride = 0;
    std::uint64_t m_stamp = 0; ///< MapGrid::cellsStamp() of the cells last synced; 0: none
};

} // namespace pathfinder
