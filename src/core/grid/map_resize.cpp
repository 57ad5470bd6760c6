#include "pathfinder/grid/map_resize.h"

#include "pathfinder/basics/count_text.h"
#include "pathfinder/grid/topology.h"

#include <stdexcept>

namespace pathfinder {

namespace {

std::string named(Coord c) {
    return "(" + std::to_string(c.x) + ", " + std::to_string(c.y) + ")";
}

/// The problem of an end point that the resize would move to `to`, or "".
std::string endProblem(const char* which, std::optional<Coord> at, Coord offset, int width, int height) {
    if (!at)
        return {};
    const Coord to = *at + offset;
    if (to.x >= 0 && to.y >= 0 && to.x < width && to.y < height)
        return {};
    return std::string("the ") + which + " at " + named(*at) + " would fall outside the new map";
}

/// Floor division by 2, for negative numbers too.
int halfDown(int n) {
    return n >= 0 ? n / 2 : -((-n + 1) / 2);
}

} // namespace

std::string resizeProblem(const MapGrid& grid, int width, int height, Coord offset) {
    if (width < 1 || height < 1 || width > MapGrid::kMaxSide || height > MapGrid::kMaxSide)
        return "a map is 1 to " + countText(MapGrid::kMaxSide, "cell") + " wide and high, not " +
               std::to_string(width) + " x " + std::to_string(height);
    if (grid.topology() == Topology::Hex && offset.y % 2 != 0)
        return "the rows of a hex map move in pairs, and " + std::to_string(offset.y) + " is odd";
    std::string problem = endProblem("start", grid.start(), offset, width, height);
    if (problem.empty())
        problem = endProblem("goal", grid.goal(), offset, width, height);
    return problem;
}

MapGrid resizedGrid(const MapGrid& grid, int width, int height, Coord offset) {
    if (const std::string problem = resizeProblem(grid, width, height, offset); !problem.empty())
        throw std::invalid_argument(problem);
    MapGrid out(width, height);
    out.setTopology(grid.topology());
    out.setUnit(grid.unit(), grid.impassableLimit());
    out.setSlope(grid.slope());
    std::vector<std::uint8_t> codes(out.cellCount(), MapGrid::kMinCost);
    for (int y = 0; y < height; ++y)
        for (int x = 0; x < width; ++x) {
            const Coord from{x - offset.x, y - offset.y};
            if (grid.inBounds(from))
                codes[out.cellIndex({x, y})] = grid.code(from);
        }
    out.setCodes(codes);
    const bool sides = grid.wallSideCount() + grid.oneWaySideCount() > 0;
    for (int y = 0; y < grid.height(); ++y)
        for (int x = 0; x < grid.width(); ++x) {
            const Coord from{x, y};
            const Coord to = from + offset;
            if (!out.inBounds(to))
                continue;
            if (grid.height(from) != 0)
                out.setHeight(to, grid.height(from));
            if (!sides)
                continue;
            // Each side once, from the cell on its west or north; a side kept needs both its cells.
            for (const Direction d : {Direction::E, Direction::SE, Direction::S, Direction::SW}) {
                if (!isSideHeading(grid.topology(), d, y))
                    continue;
                const SideKind kind = grid.side(from, d);
                if (kind != SideKind::Open && out.inBounds(to + offsetOf(d)))
                    out.setSide(to, d, kind);
            }
        }
    if (grid.start())
        out.setStart(*grid.start() + offset);
    if (grid.goal())
        out.setGoal(*grid.goal() + offset);
    return out;
}

Coord anchorOffset(const MapGrid& grid, int width, int height, int column, int row) {
    const auto place = [](int room, int at) { return at <= 0 ? 0 : at == 1 ? halfDown(room) : room; };
    Coord offset{place(width - grid.width(), column), place(height - grid.height(), row)};
    if (grid.topology() == Topology::Hex)
        offset.y = 2 * halfDown(offset.y);
    return offset;
}

} // namespace pathfinder
