#pragma once

#include "pathfinder/grid/map_grid.h"

#include <cstddef>
#include <cstdint>
#include <vector>

namespace pathfinder {

/// A grid's cells as bits, 64 to a word, for scans that test a whole word of cells at once (Harabor
/// and Grastien's block-based jumps, 2014). Two sets of lines: the rows of the padded layout, and
/// its columns (the transposed grid), so that runs down a column read consecutive bits too. For
/// each line there are two bit strings: free cells (not walls) and unit cells (free with entry cost 1).
/// Each set of lines keeps its bit strings in one array, one block after another.
///
/// Line `i` of rows is padded row `i` (y + 1); bit `p` of a row is padded column `p` (x + 1), and
/// the other way round for columns. Bits past a line's end are 0, as are the border ring's, so every
/// scan ends at the border. A word before the first line and one after the last are 0 too, so a scan
/// may read one word either side of any word of a line.
///
/// For runs without corner cutting (DiagonalRule::NoCornerCutting, and down a column with 4
/// neighbours) each line also has, for either
/// direction along it, the cells where a straight run in that direction stops: cells that are not
/// unit cells (walls and dearer cells), and cells with a forced neighbour, that is a free side cell
/// whose own predecessor along the run (the side cell one step back) is a wall. They depend on the
/// line and the two lines either side of it only, so a run reads one word per 64 cells instead of
/// three and their shifted copies.
///
/// sync() keeps the bits in step with a grid: it compares the grid's cells with the copy the bits were
/// last built from and rewrites only the bits of cells that changed (and the stops of the lines
/// around them). current() tells in O(1) whether the grid's cells are still those: the same
/// MapGrid::cellsStamp().
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

    /// The bits a straight run without corner cutting reads along one line in one direction: where it
    /// stops, and at the same positions `toUnit` and `toFree` words on, the line's unit and free cells.
    struct Stops {
        const std::uint64_t* stop;
        std::ptrdiff_t words; ///< words per line
        std::ptrdiff_t toUnit;
        std::ptrdiff_t toFree;

        /// The next line (step 1) or the previous one (step -1), for runs in the same direction.
        Stops shifted(int step) const { return {stop + step * words, words, toUnit, toFree}; }
    };

    /// Brings the bits up to date with the grid's cells: O(cells) to compare, plus the cells that changed.
    /// Returns false when the cells were those of the last sync (the stamp changed for the start or
    /// the goal), true when any cell changed or the bits were built anew.
    bool sync(const MapGrid& grid);
    /// True when the grid's cells are those of the last sync(); O(1).
    bool current(const MapGrid& grid) const { return grid.cellsStamp() == m_stamp; }
    /// MapGrid::cellsStamp() of the cells last synced; 0 before the first sync.
    std::uint64_t stamp() const { return m_stamp; }

    /// True when every free cell has cost 1. The free and unit bits are then the same, and scans
    /// read the free ones for both, which halves what they keep in cache.
    bool uniform() const { return m_dearerCells == 0; }

    /// Padded row py (1 ≤ py ≤ height); the rows above and below it are its neighbours.
    Line row(int py) const { return m_rows.line(static_cast<std::size_t>(py), uniform()); }
    /// Padded column px (1 ≤ px ≤ width); the columns left and right of it are its neighbours.
    Line column(int px) const { return m_columns.line(static_cast<std::size_t>(px), uniform()); }

    /// Padded row py, for runs toward higher columns (kForward: east) or lower ones (west).
    template <bool kForward>
    Stops rowStops(int py) const {
        return m_rows.stops(static_cast<std::size_t>(py), kForward, uniform());
    }
    /// Padded column px, for runs toward higher rows (kForward: south) or lower ones (north).
    template <bool kForward>
    Stops columnStops(int px) const {
        return m_columns.stops(static_cast<std::size_t>(px), kForward, uniform());
    }

private:
    /// The rows or the columns: blocks of `blockWords` words, each with a zero word before its
    /// first line and after its last, line i at 1 + i·lineWords within the block.
    struct LineSet {
        enum Block : std::size_t { kFree, kUnit, kStopsLower, kStopsHigher, kBlocks };

        std::vector<std::uint64_t> bits;
        std::vector<char> dirty; ///< lines whose stops need recomputing, all 0 between syncs
        std::size_t lineWords = 0;
        std::size_t blockWords = 0;

        void resize(std::size_t lines, std::size_t lineLength);
        std::uint64_t* at(Block block, std::size_t line) {
            return bits.data() + block * blockWords + 1 + line * lineWords;
        }
        const std::uint64_t* at(Block block, std::size_t line) const {
            return bits.data() + block * blockWords + 1 + line * lineWords;
        }
        void setBit(std::size_t line, std::size_t position, bool free, bool unit);
        /// Marks line i and the lines either side of it, whose stops depend on it.
        void markAround(std::size_t line);
        /// Recomputes the stops of the marked lines and clears the marks.
        void refreshStops();

        Line line(std::size_t i, bool unitAliased) const {
            return {at(unitAliased ? kFree : kUnit, i), at(kFree, i), lineWords};
        }
        Stops stops(std::size_t i, bool forward, bool unitAliased) const {
            const Block block = forward ? kStopsHigher : kStopsLower;
            const auto blockAt = [this](Block b) { return static_cast<std::ptrdiff_t>(b * blockWords); };
            return {at(block, i), static_cast<std::ptrdiff_t>(lineWords),
                    blockAt(unitAliased ? kFree : kUnit) - blockAt(block), blockAt(kFree) - blockAt(block)};
        }
    };

    void rebuild(const MapGrid& grid);
    void setCell(std::size_t px, std::size_t py, std::uint8_t was, std::uint8_t now);

    LineSet m_rows;
    LineSet m_columns;
    std::size_t m_dearerCells = 0;     ///< free cells whose cost is not 1
    std::vector<std::uint8_t> m_cells; ///< the padded cells the bits were built from
    int m_width = 0;
    int m_height = 0;
    std::uint64_t m_stamp = 0; ///< MapGrid::cellsStamp() of the cells last synced; 0: none
};

} // namespace pathfinder
