#include "pathfinder/grid/map_transform.h"

#include "pathfinder/grid/topology.h"

#include <stdexcept>
#include <vector>

namespace pathfinder {

namespace {

/// Where a transform takes cells and headings on a map of width × height: each is a turn or mirror
/// of the plane about the origin, and a cell then moves by the shift that brings the map back onto
/// cells from (0, 0).
struct Placement {
    MapTransform transform;
    int width;
    int height;

    /// The vector v turned or mirrored.
    Coord turn(Coord v) const {
        switch (transform) {
        case MapTransform::FlipHorizontally:
            return {-v.x, v.y};
        case MapTransform::FlipVertically:
            return {v.x, -v.y};
        case MapTransform::RotateClockwise:
            return {-v.y, v.x};
        case MapTransform::RotateAnticlockwise:
            return {v.y, -v.x};
        }
        return v;
    }

    Coord cell(Coord c) const {
        // The far corner lands on the negative side of each axis it is turned onto.
        const Coord far = turn({width - 1, height - 1});
        return turn(c) + Coord{far.x < 0 ? -far.x : 0, far.y < 0 ? -far.y : 0};
    }

    /// The heading from cell(c) to cell(c + offsetOf(d)).
    Direction heading(Direction d) const { return *directionBetween({0, 0}, turn(offsetOf(d))); }

    bool turns() const {
        return transform == MapTransform::RotateClockwise || transform == MapTransform::RotateAnticlockwise;
    }
};

} // namespace

std::string transformProblem(const MapGrid& grid, MapTransform) {
    if (grid.topology() == Topology::Hex)
        return "a hex map cannot be mirrored or turned: its rows would no longer shift the same way";
    return {};
}

MapGrid transformedGrid(const MapGrid& grid, MapTransform transform) {
    if (const std::string problem = transformProblem(grid, transform); !problem.empty())
        throw std::invalid_argument(problem);
    const Placement place{transform, grid.width(), grid.height()};
    MapGrid out(place.turns() ? grid.height() : grid.width(), place.turns() ? grid.width() : grid.height());
    out.setUnit(grid.unit(), grid.impassableLimit());
    out.setSlope(grid.slope());
    std::vector<std::uint8_t> codes(out.cellCount(), MapGrid::kMinCost);
    for (int y = 0; y < grid.height(); ++y)
        for (int x = 0; x < grid.width(); ++x)
            codes[out.cellIndex(place.cell({x, y}))] = grid.code({x, y});
    out.setCodes(codes);
    const bool sides = grid.wallSideCount() + grid.oneWaySideCount() > 0;
    for (int y = 0; y < grid.height(); ++y)
        for (int x = 0; x < grid.width(); ++x) {
            const Coord c{x, y};
            if (grid.height(c) != 0)
                out.setHeight(place.cell(c), grid.height(c));
            if (!sides)
                continue;
            // Each side once, from the cell on its west or north, seen from that cell after the move.
            for (const Direction d : {Direction::E, Direction::S}) {
                const SideKind kind = grid.inBounds(c + offsetOf(d)) ? grid.side(c, d) : SideKind::Open;
                if (kind != SideKind::Open)
                    out.setSide(place.cell(c), place.heading(d), kind);
            }
        }
    if (grid.start())
        out.setStart(place.cell(*grid.start()));
    if (grid.goal())
        out.setGoal(place.cell(*grid.goal()));
    return out;
}

} // namespace pathfinder
