#include "grid/cell_bits.h"

#include <algorithm>
#include <cstring>

namespace pathfinder {

bool CellBits::sync(const MapGrid& grid) {
    const std::uint8_t* cells = grid.paddedCells();
    const auto stride = static_cast<std::size_t>(grid.stride());
    bool changed = true;
    if (grid.width() != m_width || grid.height() != m_height || m_cells.size() != grid.paddedSize()) {
        rebuild(grid);
    } else if (std::memcmp(m_cells.data(), cells, m_cells.size()) == 0) {
        changed = false;
    } else {
        // Edits touch a few cells: rewrite the bits of those only, and the stops of the lines
        // through them and either side of them.
        for (std::size_t py = 0; py < static_cast<std::size_t>(m_height) + 2; ++py) {
            const std::uint8_t* now = cells + py * stride;
            std::uint8_t* was = m_cells.data() + py * stride;
            if (std::memcmp(was, now, stride) == 0)
                continue;
            for (std::size_t px = 0; px < stride; ++px)
                if (was[px] != now[px])
                    setCell(px, py, was[px], now[px]);
            std::memcpy(was, now, stride);
        }
        m_rows.refreshStops();
        m_columns.refreshStops();
    }
    m_stamp = grid.cellsStamp();
    return changed;
}

void CellBits::rebuild(const MapGrid& grid) {
    m_width = grid.width();
    m_height = grid.height();
    const auto stride = static_cast<std::size_t>(grid.stride());
    const auto rows = static_cast<std::size_t>(m_height) + 2;
    m_rows.resize(rows, stride);
    m_columns.resize(stride, rows);
    m_dearerCells = 0;
    m_cells.assign(grid.paddedCells(), grid.paddedCells() + grid.paddedSize());
    for (std::size_t py = 0; py < rows; ++py)
        for (std::size_t px = 0; px < stride; ++px)
            if (m_cells[py * stride + px] != MapGrid::kWall)
                setCell(px, py, MapGrid::kWall, m_cells[py * stride + px]);
    std::fill(m_rows.dirty.begin(), m_rows.dirty.end(), 1);
    std::fill(m_columns.dirty.begin(), m_columns.dirty.end(), 1);
    m_rows.refreshStops();
    m_columns.refreshStops();
}

void CellBits::setCell(std::size_t px, std::size_t py, std::uint8_t was, std::uint8_t now) {
    const auto dearer = [](std::uint8_t cost) { return cost != MapGrid::kWall && cost != 1; };
    m_dearerCells = m_dearerCells - (dearer(was) ? 1 : 0) + (dearer(now) ? 1 : 0);
    const bool free = now != MapGrid::kWall;
    const bool unit = now == 1;
    m_rows.setBit(py, px, free, unit);
    m_columns.setBit(px, py, free, unit);
    m_rows.markAround(py);
    m_columns.markAround(px);
}

void CellBits::LineSet::resize(std::size_t lines, std::size_t lineLength) {
    lineWords = (lineLength + 63) / 64;
    blockWords = lines * lineWords + 2;
    bits.assign(kBlocks * blockWords, 0);
    dirty.assign(lines, 0);
}

void CellBits::LineSet::setBit(std::size_t line, std::size_t position, bool free, bool unit) {
    const std::size_t word = position / 64;
    const std::uint64_t mask = std::uint64_t{1} << (position % 64);
    std::uint64_t& freeWord = at(kFree, line)[word];
    std::uint64_t& unitWord = at(kUnit, line)[word];
    freeWord = free ? freeWord | mask : freeWord & ~mask;
    unitWord = unit ? unitWord | mask : unitWord & ~mask;
}

void CellBits::LineSet::markAround(std::size_t line) {
    const std::size_t last = dirty.size() - 1;
    for (std::size_t i = std::max<std::size_t>(line, 1) - 1; i <= std::min(line + 1, last); ++i)
        dirty[i] = 1;
}

void CellBits::LineSet::refreshStops() {
    const std::size_t lines = dirty.size();
    const auto words = static_cast<std::ptrdiff_t>(lineWords);
    for (std::size_t line = 0; line < lines; ++line) {
        if (dirty[line] == 0)
            continue;
        dirty[line] = 0;
        std::uint64_t* lower = at(kStopsLower, line);
        std::uint64_t* higher = at(kStopsHigher, line);
        if (line == 0 || line == lines - 1) {
            // The border: no run goes along it, but one that did would stop at once.
            std::fill_n(lower, lineWords, ~std::uint64_t{0});
            std::fill_n(higher, lineWords, ~std::uint64_t{0});
            continue;
        }
        // The lines either side, and a word either side of those: the zero words at both ends of
        // the block cover the first and last lines' neighbours.
        const std::uint64_t* unit = at(kUnit, line);
        const std::uint64_t* before = at(kFree, line - 1);
        const std::uint64_t* after = at(kFree, line + 1);
        for (std::ptrdiff_t w = 0; w < words; ++w) {
            const std::uint64_t notUnit = ~unit[w];
            // Toward higher positions the step back is one position lower (a shift up lines each
            // cell up with the one before it), and the other way round.
            const std::uint64_t beforeLower = before[w] << 1 | before[w - 1] >> 63;
            const std::uint64_t afterLower = after[w] << 1 | after[w - 1] >> 63;
            const std::uint64_t beforeHigher = before[w] >> 1 | before[w + 1] << 63;
            const std::uint64_t afterHigher = after[w] >> 1 | after[w + 1] << 63;
            higher[w] = notUnit | (before[w] & ~beforeLower) | (after[w] & ~afterLower);
            lower[w] = notUnit | (before[w] & ~beforeHigher) | (after[w] & ~afterHigher);
        }
    }
}

} // namespace pathfinder
