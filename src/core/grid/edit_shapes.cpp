#include "pathfinder/grid/edit_shapes.h"

#include "pathfinder/grid/grid_line.h"
#include "pathfinder/grid/topology.h"

#include <algorithm>
#include <cstdint>

namespace pathfinder {

namespace {

/// One flag per cell of the map, for "already listed".
class CellMarks {
public:
    explicit CellMarks(const MapGrid& grid)
        : m_width(grid.width()), m_marks(static_cast<std::size_t>(grid.width()) * grid.height(), 0) {}

    /// Marks c; true if it was not marked before.
    bool mark(Coord c) {
        std::uint8_t& m = m_marks[static_cast<std::size_t>(c.y) * m_width + c.x];
        if (m != 0)
            return false;
        m = 1;
        return true;
    }

private:
    std::size_t m_width;
    std::vector<std::uint8_t> m_marks;
};

/// Calls `visit` with each cell of the brush at `centre`, clipped to the map. The hexes within r
/// steps of a hex lie in the square of side 2r + 1 around it: a row k steps away holds 2r + 1 − k
/// of them, shifted by at most half a hex per row.
template <typename Visit>
void forBrush(const MapGrid& grid, Coord centre, int size, Visit&& visit) {
    const int r = std::max(0, (size - 1) / 2);
    const bool hex = grid.topology() == Topology::Hex;
    for (int y = std::max(0, centre.y - r); y <= std::min(grid.height() - 1, centre.y + r); ++y)
        for (int x = std::max(0, centre.x - r); x <= std::min(grid.width() - 1, centre.x + r); ++x)
            if (!hex || hexDistance(centre, {x, y}) <= r)
                visit(Coord{x, y});
}

} // namespace

std::vector<Coord> brushCells(const MapGrid& grid, Coord centre, int size) {
    std::vector<Coord> cells;
    forBrush(grid, centre, size, [&](Coord c) { cells.push_back(c); });
    return cells;
}

std::vector<Coord> brushLine(const MapGrid& grid, Coord a, Coord b, int size) {
    std::vector<Coord> cells;
    if (grid.width() <= 0 || grid.height() <= 0)
        return cells;
    CellMarks listed(grid);
    for (const Coord centre : bresenhamLine(a, b))
        forBrush(grid, centre, size, [&](Coord c) {
            if (listed.mark(c))
                cells.push_back(c);
        });
    return cells;
}

std::vector<Coord> rectangleCells(const MapGrid& grid, Coord a, Coord b) {
    std::vector<Coord> cells;
    const int x0 = std::max(0, std::min(a.x, b.x)), x1 = std::min(grid.width() - 1, std::max(a.x, b.x));
    const int y0 = std::max(0, std::min(a.y, b.y)), y1 = std::min(grid.height() - 1, std::max(a.y, b.y));
    for (int y = y0; y <= y1; ++y)
        for (int x = x0; x <= x1; ++x)
            cells.push_back({x, y});
    return cells;
}

std::vector<Coord> fillRegion(const MapGrid& grid, Coord seed, FillKey key) {
    std::vector<Coord> cells;
    if (!grid.inBounds(seed))
        return cells;
    const auto keyOf = [&](Coord c) { return key == FillKey::Code ? grid.code(c) : grid.height(c); };
    const int wanted = keyOf(seed);
    // The headings across sides, for even and for odd rows; side walls are looked at only when the
    // map has some.
    std::vector<Direction> across[2];
    for (int parity = 0; parity < 2; ++parity)
        for (int d = 0; d < kDirectionCount; ++d)
            if (isSideHeading(grid.topology(), static_cast<Direction>(d), parity))
                across[parity].push_back(static_cast<Direction>(d));
    const bool sideWalls = grid.wallSideCount() > 0;
    CellMarks listed(grid);
    listed.mark(seed);
    cells.push_back(seed);
    // The list is its own queue: cells[next] is the next cell whose neighbours are looked at.
    for (std::size_t next = 0; next < cells.size(); ++next) {
        const Coord c = cells[next];
        for (const Direction heading : across[c.y & 1]) {
            const Coord n = c + offsetOf(heading);
            if (grid.inBounds(n) && keyOf(n) == wanted &&
                (!sideWalls || grid.side(c, heading) != SideKind::Wall) && listed.mark(n))
                cells.push_back(n);
        }
    }
    return cells;
}

} // namespace pathfinder
