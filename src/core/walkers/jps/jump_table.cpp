#include "walkers/jps/jump_table.h"

#include <algorithm>
#include <cstring>

namespace pathfinder {

namespace {

constexpr unsigned kNorth = 0;
constexpr unsigned kEast = 1;
constexpr unsigned kSouth = 2;
constexpr unsigned kWest = 3;

/// Past one changed wall in this many cells, sync() builds the diagonal distances whole.
constexpr std::size_t kWholeRebuildShare = 256;

} // namespace

std::size_t JumpTable::sync(const MapGrid& grid, const std::atomic<bool>* stop) {
    const std::uint8_t* cells = grid.paddedCells();
    const std::size_t size = grid.paddedSize();
    std::size_t rebuilt = 0;
    if (grid.width() != m_width || grid.height() != m_height || m_cells.size() != size || m_stamp == 0) {
        const auto stopped = [&] {
            if (!stop || !stop->load(std::memory_order_relaxed))
                return false;
            *this = JumpTable();
            return true;
        };
        m_width = grid.width();
        m_height = grid.height();
        m_stride = grid.stride();
        m_cells.assign(cells, cells + size);
        m_distances.assign(size * 4, 0);
        m_diagonals.assign(size * 4, 0);
        m_rowMarks.assign(static_cast<std::size_t>(m_height) + 2, 0);
        m_columnMarks.assign(static_cast<std::size_t>(m_width) + 2, 0);
        for (int py = 1; py <= m_height; ++py) {
            if (py % 256 == 0 && stopped())
                return 0;
            buildRow(py);
        }
        if (stopped())
            return 0;
        buildColumns();
        if (stopped())
            return 0;
        buildDiagonals();
        if (stopped())
            return 0;
        m_stamp = grid.cellsStamp();
        return static_cast<std::size_t>(m_width + m_height);
    }

    // Row by row: most rows are unchanged and a comparison of bytes runs many to an instruction.
    const auto width = static_cast<std::size_t>(m_width);
    for (int py = 1; py <= m_height; ++py) {
        const auto begin = static_cast<std::size_t>(py * m_stride + 1);
        if (std::memcmp(cells + begin, m_cells.data() + begin, width) == 0)
            continue;
        for (int px = 1; px <= m_width; ++px) {
            const std::size_t cell = begin + static_cast<std::size_t>(px - 1);
            if ((cells[cell] == MapGrid::kWall) == (m_cells[cell] == MapGrid::kWall))
                continue;
            m_toggled.push_back(static_cast<std::ptrdiff_t>(cell));
            // The cell's wall changed: the lines through it and either side of it (whose forced
            // neighbours it may be, or a forced neighbour's predecessor).
            for (int y = std::max(py - 1, 1); y <= std::min(py + 1, m_height); ++y)
                m_rowMarks[static_cast<std::size_t>(y)] = 1;
            for (int x = std::max(px - 1, 1); x <= std::min(px + 1, m_width); ++x)
                m_columnMarks[static_cast<std::size_t>(x)] = 1;
        }
        std::memcpy(m_cells.data() + begin, cells + begin, width);
    }
    m_collecting = true;
    for (int py = 1; py <= m_height; ++py) {
        if (m_rowMarks[static_cast<std::size_t>(py)] == 0)
            continue;
        m_rowMarks[static_cast<std::size_t>(py)] = 0;
        buildRow(py);
        ++rebuilt;
    }
    for (int px = 1; px <= m_width; ++px) {
        if (m_columnMarks[static_cast<std::size_t>(px)] == 0)
            continue;
        m_columnMarks[static_cast<std::size_t>(px)] = 0;
        buildColumn(px);
        ++rebuilt;
    }
    m_collecting = false;
    if (m_toggled.size() * kWholeRebuildShare > size) {
        // So many walls changed that following each one's diagonals back would cost more than
        // building them all again (the same diagonals would change over and over).
        m_toggled.clear();
        m_turned.clear();
        buildDiagonals();
    } else {
        updateDiagonals();
    }
    m_stamp = grid.cellsStamp();
    return rebuilt;
}

void JumpTable::buildRow(int py) {
    const std::ptrdiff_t row = py * m_stride;
    buildRun(row + m_width, 1, m_stride, m_width, kEast);
    buildRun(row + 1, -1, m_stride, m_width, kWest);
}

void JumpTable::buildColumn(int px) {
    buildRun(m_height * m_stride + px, m_stride, 1, m_height, kSouth);
    buildRun(m_stride + px, -m_stride, 1, m_height, kNorth);
}

void JumpTable::buildColumns() {
    // Row by row, so that reads and writes run along memory: the distances north from the top row
    // down, each from the cell above it, and the distances south from the bottom row up.
    for (int py = 1; py <= m_height; ++py)
        for (int px = 1; px <= m_width; ++px)
            write(py * m_stride + px, -m_stride, 1, kNorth);
    for (int py = m_height; py >= 1; --py)
        for (int px = 1; px <= m_width; ++px)
            write(py * m_stride + px, m_stride, 1, kSouth);
}

void JumpTable::buildRun(std::ptrdiff_t last, std::ptrdiff_t step, std::ptrdiff_t side, int count,
                         unsigned slot) {
    // From the far end of the run back to its start, each cell from the one after it.
    std::ptrdiff_t cell = last;
    for (int i = 0; i < count; ++i, cell -= step)
        write(cell, step, side, slot);
}

void JumpTable::write(std::ptrdiff_t cell, std::ptrdiff_t step, std::ptrdiff_t side, unsigned slot) {
    // A cell's distance is one step more than that of the cell after it (already written), unless that
    // next cell is a wall (0) or a jump point (1). The border's walls end every line, and their own
    // distances are never read.
    const std::ptrdiff_t ahead = cell + step;
    int d;
    if (!free(ahead)) {
        d = 0;
    } else if ((free(ahead + side) && !free(cell + side)) || (free(ahead - side) && !free(cell - side))) {
        d = 1; // a side cell of `ahead` is free while the one beside `cell` is a wall: forced
    } else {
        const int next = m_distances[static_cast<std::size_t>(ahead) * 4 + slot];
        d = next > 0 ? next + 1 : next - 1;
    }
    std::int16_t& kept = m_distances[static_cast<std::size_t>(cell) * 4 + slot];
    if (m_collecting && (kept > 0) != (d > 0))
        m_turned.push_back(cell);
    kept = static_cast<std::int16_t>(d);
}

void JumpTable::buildDiagonals() {
    // Each cell from the one a diagonal step on, so the rows go against the heading's vertical.
    for (const unsigned heading : {1u, 7u}) // NE, NW: from the top row down
        for (int py = 1; py <= m_height; ++py)
            for (int px = 1; px <= m_width; ++px)
                writeDiagonal(py * m_stride + px, heading);
    for (const unsigned heading : {3u, 5u}) // SE, SW: from the bottom row up
        for (int py = m_height; py >= 1; --py)
            for (int px = 1; px <= m_width; ++px)
                writeDiagonal(py * m_stride + px, heading);
}

bool JumpTable::writeDiagonal(std::ptrdiff_t cell, unsigned heading) {
    // Without corner cutting a diagonal step needs the cell it enters and both cells beside it free.
    // It stops on a cell from which a straight run along one of its components finds a jump point.
    const Coord offset = kDirectionOffsets[heading];
    const std::ptrdiff_t across = offset.x;
    const std::ptrdiff_t down = offset.y * m_stride;
    const std::ptrdiff_t ahead = cell + across + down;
    const unsigned alongRow = offset.x > 0 ? 2u : 6u;
    const unsigned alongColumn = offset.y > 0 ? 4u : 0u;
    int d;
    if (!free(ahead) || !free(cell + across) || !free(cell + down)) {
        d = 0;
    } else if (distance(static_cast<std::size_t>(ahead), alongRow) > 0 ||
               distance(static_cast<std::size_t>(ahead), alongColumn) > 0) {
        d = 1;
    } else {
        const int next = diagonal(static_cast<std::size_t>(ahead), heading);
        d = next > 0 ? next + 1 : next - 1;
    }
    std::int16_t& kept = m_diagonals[static_cast<std::size_t>(cell) * 4 + heading / 2];
    const bool changed = kept != d;
    kept = static_cast<std::int16_t>(d);
    return changed;
}

void JumpTable::settleDiagonal(std::ptrdiff_t cell, unsigned heading) {
    const std::ptrdiff_t back = diagonalStep(heading);
    while (inner(cell) && writeDiagonal(cell, heading))
        cell -= back;
}

void JumpTable::updateDiagonals() {
    for (const unsigned heading : {1u, 3u, 5u, 7u}) {
        const Coord offset = kDirectionOffsets[heading];
        const std::ptrdiff_t step = diagonalStep(heading);
        // A cell that turned changes the distance of the cell a diagonal step before it.
        for (const std::ptrdiff_t cell : m_turned)
            settleDiagonal(cell - step, heading);
        // A changed wall changes its own distance, and those of the cells whose step enters it or
        // passes beside it.
        for (const std::ptrdiff_t cell : m_toggled) {
            if (inner(cell))
                writeDiagonal(cell, heading);
            for (const std::ptrdiff_t from : {cell - step, cell - offset.x, cell - offset.y * m_stride})
                if (inner(from)) {
                    writeDiagonal(from, heading);
                    settleDiagonal(from - step, heading);
                }
        }
    }
    m_turned.clear();
    m_toggled.clear();
}

} // namespace pathfinder
