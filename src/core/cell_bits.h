#pragma once

#include "pathfinder/map_grid.h"

#include <cstddef>
#include <cstdint>
#include <vector>

namespace pathfinder {

/// A grid's cells as bits, 64 to a word, for scans that test a whole word of cells at once (Harabor
/// and Grastien's block-based jumps, 2014). Two sets of lines: the rows of the padded layout, and
/// its columns (the transposed grid), so that runs down a column read consecutive bits too. For
/// each line there are two bit strings: free cells (not walls) and unit cells (free with entry cost 1).
///
/// Line `i` of rows is padded row `i` (y + 1); bit `p` of a row is padded column `p` (x + 1), and
/// the other way round for columns. Bits past a line's end are 0, as are the border ring's, so every
/// scan ends at the border. A word before the first line and one after the last are 0 too, so a scan
/// may read one word either side of any word of a line.
///
/// sync() keeps the bits in step with a grid: it compares the grid's cells with the copy the bits were
/// last built from and rewrites only the bits of cells that changed. current() tells cheaply whether
/// the grid may have changed since: the same grid object, cell buffer and revision.
class CellBits {
public:
    /// The bits of one line; the lines either side of it are `words` words before and after `free`.
    struct Line {
        const std::uint64_t* unit; ///< the line's unit cells
        const std::uint64_t* free; ///< the line's free cells
        std::size_t words;         ///< words per line

        /// The next line (step 1) or the previous one (step -1).
        Line shifted(int step) const {
            const std::ptrdiff_t by = step * static_cast<std::ptrdiff_t>(words);
            return {unit + by, free + by, words};
        }
    };

    /// Brings the bits up to date with the grid's cells: O(cells) to compare, plus the cells that changed.
    void sync(const MapGrid& grid);
    /// False when the grid may have changed since the last sync(); O(1).
    bool current(const MapGrid& grid) const {
        return &grid == m_grid && grid.paddedCells() == m_buffer && grid.revision() == m_revision;
    }

    /// Padded row py (1 ≤ py ≤ height); the rows above and below it are its neighbours.
    Line row(int py) const {
        const std::size_t at = 1 + static_cast<std::size_t>(py) * m_rowWords;
        return {unitRows() + at, m_freeRows.data() + at, m_rowWords};
    }
    /// Padded column px (1 ≤ px ≤ width); the columns left and right of it are its neighbours.
    Line column(int px) const {
        const std::size_t at = 1 + static_cast<std::size_t>(px) * m_columnWords;
        return {unitColumns() + at, m_freeColumns.data() + at, m_columnWords};
    }

private:
    // On a map of unit costs only the two sets of bits are the same: scans then read one of them,
    // which halves what they keep in cache.
    const std::uint64_t* unitRows() const {
        return m_dearerCells == 0 ? m_freeRows.data() : m_unitRows.data();
    }
    const std::uint64_t* unitColumns() const {
        return m_dearerCells == 0 ? m_freeColumns.data() : m_unitColumns.data();
    }

    void rebuild(const MapGrid& grid);
    void setCell(std::size_t px, std::size_t py, std::uint8_t was, std::uint8_t now);

    static void setBit(std::vector<std::uint64_t>& words, std::size_t line, std::size_t lineWords,
                       std::size_t position, bool on) {
        std::uint64_t& word = words[1 + line * lineWords + position / 64];
        const std::uint64_t mask = std::uint64_t{1} << (position % 64);
        word = on ? word | mask : word & ~mask;
    }

    std::vector<std::uint64_t> m_freeRows; ///< with a zero word before the first line and after the last
    std::vector<std::uint64_t> m_unitRows;
    std::vector<std::uint64_t> m_freeColumns;
    std::vector<std::uint64_t> m_unitColumns;
    std::size_t m_rowWords = 0;
    std::size_t m_columnWords = 0;
    std::size_t m_dearerCells = 0;     ///< free cells whose cost is not 1
    std::vector<std::uint8_t> m_cells; ///< the padded cells the bits were built from
    int m_width = 0;
    int m_height = 0;
    const MapGrid* m_grid = nullptr;
    const std::uint8_t* m_buffer = nullptr;
    std::uint64_t m_revision = 0;
};

} // namespace pathfinder
