#include "pathfinder/grid/edit_shapes.h"

#include "pathfinder/grid/grid_line.h"
#include "pathfinder/grid/topology.h"

#include <algorithm>
#include <cstddef>
#include <cstdint>

namespace pathfinder {

namespace {

/// One flag per cell of the map, for "already listed".
class CellMarks {
public:
    explicit CellMarks(const MapGrid& grid)
        : m_width(grid.width()), m_marks(static_cast<std::size_t>(grid.width()) * grid.height(), 0) {}

    bool marked(Coord c) const { return m_marks[static_cast<std::size_t>(c.y) * m_width + c.x] != 0; }
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

namespace {

/// `runs` (of rows 0 to height - 1) in order of row, then of column: each run put in its row's place
/// by a count of the runs of every row, then each row's few runs sorted. A region of a map with many
/// rooms has millions of runs, which one sort of them all would take several times as long to order.
std::vector<CellRun> sortedByRow(const std::vector<CellRun>& runs, int height) {
    std::vector<std::size_t> rowBegin(static_cast<std::size_t>(height) + 1, 0);
    for (const CellRun& run : runs)
        ++rowBegin[static_cast<std::size_t>(run.y) + 1];
    for (std::size_t y = 1; y < rowBegin.size(); ++y)
        rowBegin[y] += rowBegin[y - 1];
    std::vector<CellRun> sorted(runs.size());
    std::vector<std::size_t> next(rowBegin.begin(), rowBegin.end() - 1);
    for (const CellRun& run : runs)
        sorted[next[static_cast<std::size_t>(run.y)]++] = run;
    for (std::size_t y = 0; y + 1 < rowBegin.size(); ++y)
        std::sort(sorted.begin() + static_cast<std::ptrdiff_t>(rowBegin[y]),
                  sorted.begin() + static_cast<std::ptrdiff_t>(rowBegin[y + 1]),
                  [](const CellRun& a, const CellRun& b) { return a.first < b.first; });
    return sorted;
}

} // namespace

std::vector<CellRun> fillRuns(const MapGrid& grid, Coord seed, FillKey key) {
    std::vector<CellRun> runs;
    if (!grid.inBounds(seed))
        return runs;
    const std::uint8_t* values = key == FillKey::Code ? grid.paddedCodes() : grid.paddedHeights();
    const auto valueOf = [&](Coord c) { return values ? values[grid.paddedIndex(c)] : std::uint8_t{0}; };
    const std::uint8_t wanted = valueOf(seed);
    const int width = grid.width();
    const bool sideWalls = grid.wallSideCount() > 0;
    const auto crossable = [&](Coord c, Direction d) {
        return !sideWalls || grid.side(c, d) != SideKind::Wall;
    };
    // The headings to the rows above and below, for even and for odd rows.
    std::vector<Direction> across[2];
    for (int parity = 0; parity < 2; ++parity)
        for (int d = 0; d < kDirectionCount; ++d)
            if (isSideHeading(grid.topology(), static_cast<Direction>(d), parity) &&
                offsetOf(static_cast<Direction>(d)).y != 0)
                across[parity].push_back(static_cast<Direction>(d));
    CellMarks taken(grid);
    // A cell may join the region: on the map, alike and not yet taken.
    const auto joins = [&](Coord c) {
        return c.x >= 0 && c.x < width && c.y >= 0 && c.y < grid.height() && !taken.marked(c) &&
               valueOf(c) == wanted;
    };
    std::vector<Coord> seeds{seed};
    while (!seeds.empty()) {
        const Coord from = seeds.back();
        seeds.pop_back();
        if (taken.marked(from))
            continue;
        // The run through `from`, as far as alike cells go either way with no wall between.
        const int y = from.y;
        int first = from.x;
        int end = from.x + 1;
        while (crossable({first, y}, Direction::W) && joins({first - 1, y}))
            --first;
        while (crossable({end - 1, y}, Direction::E) && joins({end, y}))
            ++end;
        for (int x = first; x < end; ++x)
            taken.mark({x, y});
        runs.push_back({y, first, end});
        // One seed for each stretch of cells the run reaches in the next rows: a cell joined to the
        // one before it, which is itself a seed, is taken with that one's run.
        for (const Direction heading : across[y & 1]) {
            bool lastJoins = false;
            for (int x = first; x < end; ++x) {
                const Coord n = Coord{x, y} + offsetOf(heading);
                const bool nJoins = crossable({x, y}, heading) && joins(n);
                if (nJoins && !(lastJoins && crossable({n.x - 1, n.y}, Direction::E)))
                    seeds.push_back(n);
                lastJoins = nJoins;
            }
        }
    }
    return sortedByRow(runs, grid.height());
}

std::size_t cellCount(const std::vector<CellRun>& runs) {
    std::size_t count = 0;
    for (const CellRun& run : runs)
        count += static_cast<std::size_t>(run.size());
    return count;
}

std::vector<Coord> cellsOf(const std::vector<CellRun>& runs) {
    std::vector<Coord> cells;
    cells.reserve(cellCount(runs));
    for (const CellRun& run : runs)
        for (int x = run.first; x < run.end; ++x)
            cells.push_back({x, run.y});
    return cells;
}

std::vector<CellRun> withoutCell(std::vector<CellRun> runs, Coord c) {
    const auto holder = std::find_if(runs.begin(), runs.end(), [c](const CellRun& run) {
        return run.y == c.y && run.first <= c.x && c.x < run.end;
    });
    if (holder == runs.end())
        return runs;
    const CellRun after{c.y, c.x + 1, holder->end};
    holder->end = c.x;
    const auto next = holder->size() == 0 ? runs.erase(holder) : holder + 1;
    if (after.size() > 0)
        runs.insert(next, after);
    return runs;
}

} // namespace pathfinder
