#pragma once

#include "pathfinder/basics/coord.h"
#include "pathfinder/grid/map_grid.h"

#include <optional>
#include <string_view>

namespace pathfinder {

/// Which cells within an agent's sight radius it sees.
enum class SightRule {
    /// Every cell whose centre lies within the radius of the agent's cell's centre.
    Radius,
    /// Those of them in line of sight (Sight::lineIsClear()).
    Line,
};

/// "radius" or "line".
std::string_view toString(SightRule rule);
/// The rule named "radius" or "line", or nothing.
std::optional<SightRule> sightRuleNamed(std::string_view name);

/// What an agent standing on a cell of a square map sees: the cells whose centres lie within
/// `radius()` cells (Euclidean, centre to centre) of its own cell's centre, all of them under
/// SightRule::Radius and those in line of sight under SightRule::Line; and always its own cell and
/// the eight cells around it, which it touches whatever the rule, so that it never steps into a cell
/// it has not seen. Seeing a cell means seeing all of it: its code, its height and its sides.
class Sight {
public:
    /// Sight of `radius` cells (at least 1; smaller values count as 1) under `rule`.
    Sight(int radius, SightRule rule);

    int radius() const { return m_radius; }
    SightRule rule() const { return m_rule; }

    /// True when an agent on `eye` sees `cell` on `grid` (both cells of the map).
    bool sees(const MapGrid& grid, Coord eye, Coord cell) const;

    /// Calls `visit(cell)` for every cell of `grid` that an agent on `eye` sees, row by row. The
    /// cells are those of the square of side 2·radius + 1 around `eye`, so a look costs O(r²) sight
    /// tests, each O(r) under the line rule.
    template <class Visit>
    void forEachSeen(const MapGrid& grid, Coord eye, Visit&& visit) const {
        for (int y = eye.y - m_radius; y <= eye.y + m_radius; ++y)
            for (int x = eye.x - m_radius; x <= eye.x + m_radius; ++x)
                if (const Coord cell{x, y}; grid.inBounds(cell) && sees(grid, eye, cell))
                    visit(cell);
    }

    /// True when the segment from the centre of `from` to the centre of `to` (both cells of a square
    /// map) passes no wall cell and no wall side (SideKind::Wall; a one-way side lets sight through):
    /// - the cells it passes through the inside of, other than `from` and `to`, are not walls
    ///   (MapGrid::isWall(), whatever the unit; `to` itself may be one: its face is seen);
    /// - each cell edge it crosses is not a wall side;
    /// - where it passes exactly through a corner point, from a cell p to the diagonally opposite
    ///   cell q, sight slips through when one of the two ways round the corner is open: the cell
    ///   beside it is not a wall and neither side between p, that cell and q is a wall side. Only
    ///   when both ways are closed (two walls, a wall and a wall side, two wall sides) does the
    ///   corner hide q.
    /// The test is symmetric: `to` sees `from` exactly when `from` sees `to`.
    static bool lineIsClear(const MapGrid& grid, Coord from, Coord to);

private:
    int m_radius;
    SightRule m_rule;
};

} // namespace pathfinder
