#include "cell_bits.h"

#include <algorithm>
#include <cstring>

namespace pathfinder {

void CellBits::sync(const MapGrid& grid) {
    const std::uint8_t* cells = grid.paddedCells();
    const auto stride = static_cast<std::size_t>(grid.stride());
    if (grid.width() != m_width || grid.height() != m_height || m_cells.size() != grid.paddedSize()) {
        rebuild(grid);
    } else if (std::memcmp(m_cells.data(), cells, m_cells.size()) != 0) {
        // Edits touch a few cells: rewrite the bits of those only.
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
    }
    m_grid = &grid;
    m_buffer = cells;
    m_revision = grid.revision();
}

void CellBits::rebuild(const MapGrid& grid) {
    m_width = grid.width();
    m_height = grid.height();
    const auto stride = static_cast<std::size_t>(grid.stride());
    const auto rows = static_cast<std::size_t>(m_height) + 2;
    m_rowWords = (stride + 63) / 64;
    m_columnWords = (rows + 63) / 64;
    m_freeRows.assign(rows * m_rowWords + 2, 0);
    m_unitRows.assign(rows * m_rowWords + 2, 0);
    m_freeColumns.assign(stride * m_columnWords + 2, 0);
    m_unitColumns.assign(stride * m_columnWords + 2, 0);
    m_dearerCells = 0;
    m_cells.assign(grid.paddedCells(), grid.paddedCells() + grid.paddedSize());
    for (std::size_t py = 0; py < rows; ++py)
        for (std::size_t px = 0; px < stride; ++px)
            if (m_cells[py * stride + px] != MapGrid::kWall)
                setCell(px, py, MapGrid::kWall, m_cells[py * stride + px]);
}

void CellBits::setCell(std::size_t px, std::size_t py, std::uint8_t was, std::uint8_t now) {
    const auto dearer = [](std::uint8_t cost) { return cost != MapGrid::kWall && cost != 1; };
    m_dearerCells = m_dearerCells - (dearer(was) ? 1 : 0) + (dearer(now) ? 1 : 0);
    const bool free = now != MapGrid::kWall;
    const bool unit = now == 1;
    setBit(m_freeRows, py, m_rowWords, px, free);
    setBit(m_unitRows, py, m_rowWords, px, unit);
    setBit(m_freeColumns, px, m_columnWords, py, free);
    setBit(m_unitColumns, px, m_columnWords, py, unit);
}

} // namespace pathfinder
