#include "pathfinder/grid/map_grid.h"

#include <cstddef>
#include <limits>

namespace pathfinder {

namespace {

unsigned bitOf(Direction d) {
    return 1u << static_cast<unsigned>(d);
}

} // namespace

bool MapGrid::canStepFrom(std::size_t paddedFrom, Direction d, const Movement& movement) const {
    // The border ring is walls, so no step leaves the padded array and none ends off the map.
    const Coord off = offsetOf(d);
    const auto rowStep = static_cast<std::ptrdiff_t>(stride());
    const std::ptrdiff_t down = off.y * rowStep;
    const std::uint8_t* from = m_cells.data() + paddedFrom;
    if (from[off.x + down] == kWall)
        return false;
    const std::uint8_t* sides = paddedSides();
    const unsigned bit = bitOf(d);
    if (m_topology == Topology::Hex) {
        const int y = static_cast<int>(paddedFrom / static_cast<std::size_t>(rowStep)) - 1;
        return (hexHeadingMask(y) & bit) != 0 && (sides == nullptr || (sides[paddedFrom] & bit) == 0);
    }
    if (!isDiagonal(d))
        return sides == nullptr || (sides[paddedFrom] & bit) == 0;
    if (!movement.allowsDiagonals())
        return false;
    // The two routes past the corner: through the side cell in heading `before` (N for NE) and on
    // in heading `after` (E), or the other way round.
    const Direction before = rotate(d, -1);
    const Direction after = rotate(d, 1);
    const std::ptrdiff_t beforeStep = (d == Direction::NE || d == Direction::SW) ? down : off.x;
    const std::ptrdiff_t afterStep = beforeStep == down ? off.x : down;
    const bool wallBefore = from[beforeStep] == kWall;
    const bool wallAfter = from[afterStep] == kWall;
    bool sideBefore = false;
    bool sideAfter = false;
    if (sides != nullptr) {
        const std::uint8_t* here = sides + paddedFrom;
        sideBefore = (here[0] & bitOf(before)) != 0 || (here[beforeStep] & bitOf(after)) != 0;
        sideAfter = (here[0] & bitOf(after)) != 0 || (here[afterStep] & bitOf(before)) != 0;
        if (sideBefore && sideAfter)
            return false;
    }
    const bool closedBefore = wallBefore || sideBefore;
    const bool closedAfter = wallAfter || sideAfter;
    switch (movement.diagonalRule) {
    case DiagonalRule::Always:
        return true;
    case DiagonalRule::NotBothBlocked:
        return !(closedBefore && closedAfter);
    case DiagonalRule::NoCornerCutting:
        return !closedBefore && !closedAfter;
    }
    return false;
}

double MapGrid::stepCost(Coord from, Direction d, const Movement& movement) const {
    const Coord to = from + offsetOf(d);
    const double length = m_topology == Topology::Hex ? 1.0 : movement.stepLength(d);
    const double plain = length * entryCost(to);
    if (!inBounds(from) || !inBounds(to))
        return plain;
    return plain * climbFactor(paddedIndex(from), paddedIndex(to));
}

namespace {

constexpr double kIllegal = std::numeric_limits<double>::infinity();

/// pathCost() on a map with hex cells, closed sides or slopes: each step checked and priced by the
/// grid.
double pathCostStepByStep(const MapGrid& grid, const Movement& movement, const std::vector<Coord>& path) {
    double total = 0.0;
    for (std::size_t i = 1; i < path.size(); ++i) {
        const auto d = directionBetween(path[i - 1], path[i]);
        if (!d || !grid.canStep(path[i - 1], *d, movement))
            return kIllegal;
        total += grid.stepCost(path[i - 1], *d, movement);
    }
    return total;
}

} // namespace

double pathCost(const MapGrid& grid, const Movement& movement, const std::vector<Coord>& path) {
    // canStepFrom() and stepCost() with the movement's rules looked up once and each step read
    // straight off the padded cells: every search that reaches its goal checks its path here, and
    // a long path is thousands of steps. The border ring is walls, so no legal step leaves the
    // padded array.
    if (path.size() < 2)
        return 0.0;
    if (!grid.inBounds(path.front()))
        return kIllegal;
    if (grid.features() != 0)
        return pathCostStepByStep(grid, movement, path);
    const double diagonal = movement.diagonalStep();
    const bool diagonals = movement.allowsDiagonals();
    const DiagonalRule rule = movement.diagonalRule;
    const std::uint8_t* cells = grid.paddedCells();
    const double* entryCost = grid.entryCosts();
    const auto stride = static_cast<std::ptrdiff_t>(grid.stride());
    const std::uint8_t* at = cells + grid.paddedIndex(path.front());
    double total = 0.0;
    for (std::size_t i = 1; i < path.size(); ++i) {
        const int dx = path[i].x - path[i - 1].x;
        const int dy = path[i].y - path[i - 1].y;
        if (dx < -1 || dx > 1 || dy < -1 || dy > 1 || (dx == 0 && dy == 0))
            return kIllegal;
        const std::ptrdiff_t down = dy * stride;
        const std::uint8_t target = at[dx + down];
        if (target == MapGrid::kWall)
            return kIllegal;
        if (dx != 0 && dy != 0) {
            if (!diagonals)
                return kIllegal;
            const bool sideA = at[dx] == MapGrid::kWall;
            const bool sideB = at[down] == MapGrid::kWall;
            if ((rule == DiagonalRule::NoCornerCutting && (sideA || sideB)) ||
                (rule == DiagonalRule::NotBothBlocked && sideA && sideB))
                return kIllegal;
            total += diagonal * entryCost[target];
        } else {
            total += entryCost[target];
        }
        at += dx + down;
    }
    return total;
}

} // namespace pathfinder
