#include "pathfinder/grid/map_region.h"

#include "pathfinder/grid/map_resize.h"
#include "pathfinder/grid/topology.h"

#include <algorithm>
#include <stdexcept>

namespace pathfinder {

namespace {

/// The headings of the sides a cell on row y shares with the cells after it (east and below), so
/// that a loop over cells meets each side once.
constexpr Direction kLaterSides[] = {Direction::E, Direction::SE, Direction::S, Direction::SW};

/// Rounds a hex map's row down to an even one; other maps' rows stay.
int evenRow(const MapGrid& grid, int y) {
    return grid.topology() == Topology::Hex ? y - (y & 1) : y;
}

bool isEnd(const MapGrid& grid, Coord c) {
    return grid.start() == c || grid.goal() == c;
}

} // namespace

CellRect cellRectBetween(const MapGrid& grid, Coord a, Coord b) {
    const int x0 = std::max(0, std::min(a.x, b.x)), x1 = std::min(grid.width() - 1, std::max(a.x, b.x));
    const int y0 = evenRow(grid, std::max(0, std::min(a.y, b.y)));
    const int y1 = std::min(grid.height() - 1, std::max(a.y, b.y));
    if (x0 > x1 || y0 > y1)
        return {};
    return {{x0, y0}, x1 - x0 + 1, y1 - y0 + 1};
}

MapGrid copyRegion(const MapGrid& grid, CellRect rect) {
    const CellRect on =
        cellRectBetween(grid, rect.topLeft, rect.topLeft + Coord{rect.width - 1, rect.height - 1});
    if (rect.width <= 0 || rect.height <= 0 || on.width == 0)
        throw std::invalid_argument("the region holds no cell of the map");
    MapGrid source = grid;
    source.setStart(std::nullopt);
    source.setGoal(std::nullopt);
    return resizedGrid(source, on.width, on.height, Coord{0, 0} - on.topLeft);
}

MapGrid pastedRegion(const MapGrid& grid, const MapGrid& clip, Coord at) {
    MapGrid out = grid;
    const Coord origin{at.x, evenRow(grid, at.y)};
    const auto writable = [&](Coord c) { return out.inBounds(c) && !isEnd(out, c); };
    for (int y = 0; y < clip.height(); ++y)
        for (int x = 0; x < clip.width(); ++x) {
            const Coord to = origin + Coord{x, y};
            if (!writable(to))
                continue;
            out.setCode(to, clip.code({x, y}));
            out.setHeight(to, clip.height({x, y}));
        }
    if (grid.topology() != clip.topology())
        return out; // sides name other neighbours on the other shape
    for (int y = 0; y < clip.height(); ++y)
        for (int x = 0; x < clip.width(); ++x)
            for (const Direction d : kLaterSides) {
                const Coord from{x, y};
                if (!isSideHeading(clip.topology(), d, y) || !clip.inBounds(from + offsetOf(d)))
                    continue;
                const Coord to = origin + from;
                if (out.inBounds(to) && out.inBounds(to + offsetOf(d)))
                    out.setSide(to, d, clip.side(from, d));
            }
    return out;
}

MapGrid clearedRegion(const MapGrid& grid, CellRect rect) {
    MapGrid out = grid;
    for (int y = rect.topLeft.y; y < rect.topLeft.y + rect.height; ++y)
        for (int x = rect.topLeft.x; x < rect.topLeft.x + rect.width; ++x) {
            const Coord c{x, y};
            if (!out.inBounds(c))
                continue;
            for (const Direction d : kLaterSides)
                if (isSideHeading(out.topology(), d, y) && rect.contains(c + offsetOf(d)) &&
                    out.inBounds(c + offsetOf(d)))
                    out.setSide(c, d, SideKind::Open);
            if (isEnd(out, c))
                continue;
            out.setCode(c, MapGrid::kMinCost);
            out.setHeight(c, 0);
        }
    return out;
}

} // namespace pathfinder
