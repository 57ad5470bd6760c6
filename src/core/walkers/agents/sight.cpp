#include "pathfinder/walkers/agents/sight.h"

#include <cstdint>
#include <cstdlib>

namespace pathfinder {

std::string_view toString(SightRule rule) {
    return rule == SightRule::Line ? "line" : "radius";
}

std::optional<SightRule> sightRuleNamed(std::string_view name) {
    if (name == "radius")
        return SightRule::Radius;
    if (name == "line")
        return SightRule::Line;
    return std::nullopt;
}

Sight::Sight(int radius, SightRule rule) : m_radius(radius < 1 ? 1 : radius), m_rule(rule) {}

bool Sight::sees(const MapGrid& grid, Coord eye, Coord cell) const {
    const int dx = cell.x - eye.x;
    const int dy = cell.y - eye.y;
    if (std::abs(dx) <= 1 && std::abs(dy) <= 1)
        return true; // touched
    if (static_cast<std::int64_t>(dx) * dx + static_cast<std::int64_t>(dy) * dy >
        static_cast<std::int64_t>(m_radius) * m_radius)
        return false;
    return m_rule == SightRule::Radius || lineIsClear(grid, eye, cell);
}

namespace {

/// True when the way from p round the corner through `beside` into q (p, beside and q in a row of
/// two orthogonal steps, `first` from p into beside and `second` from beside into q) has no wall.
bool wayRoundIsOpen(const MapGrid& grid, Coord p, Direction first, Direction second) {
    const Coord beside = p + offsetOf(first);
    return !grid.isWall(beside) && grid.side(p, first) != SideKind::Wall &&
           grid.side(beside, second) != SideKind::Wall;
}

} // namespace

bool Sight::lineIsClear(const MapGrid& grid, Coord from, Coord to) {
    const int sx = to.x > from.x ? 1 : (to.x < from.x ? -1 : 0);
    const int sy = to.y > from.y ? 1 : (to.y < from.y ? -1 : 0);
    const std::int64_t ax = std::abs(to.x - from.x);
    const std::int64_t ay = std::abs(to.y - from.y);
    const Direction alongX = sx > 0 ? Direction::E : Direction::W;
    const Direction alongY = sy > 0 ? Direction::S : Direction::N;
    // The segment crosses the k-th vertical edge at t = (2k + 1) / (2·ax) and the k-th horizontal
    // one at t = (2k + 1) / (2·ay); comparing the cross products keeps it exact.
    std::int64_t ix = 0;
    std::int64_t iy = 0;
    Coord c = from;
    while (ix < ax || iy < ay) {
        const std::int64_t xAt = ix < ax ? (2 * ix + 1) * ay : -1;
        const std::int64_t yAt = iy < ay ? (2 * iy + 1) * ax : -1;
        if (iy >= ay || (ix < ax && xAt < yAt)) {
            if (grid.side(c, alongX) == SideKind::Wall)
                return false;
            c.x += sx;
            ++ix;
        } else if (ix >= ax || yAt < xAt) {
            if (grid.side(c, alongY) == SideKind::Wall)
                return false;
            c.y += sy;
            ++iy;
        } else { // through a corner point
            if (!wayRoundIsOpen(grid, c, alongX, alongY) && !wayRoundIsOpen(grid, c, alongY, alongX))
                return false;
            c.x += sx;
            c.y += sy;
            ++ix;
            ++iy;
        }
        if (c != to && grid.isWall(c))
            return false;
    }
    return true;
}

} // namespace pathfinder
