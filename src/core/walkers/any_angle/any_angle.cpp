#include "pathfinder/walkers/any_angle/any_angle.h"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdlib>

namespace pathfinder {

namespace {

// Doubled coordinates: the point (x, y) of the plane is (2x, 2y), so centres, corners and edge
// midpoints are whole numbers and cell (x, y) covers [2x, 2x + 2] × [2y, 2y + 2].
struct Half {
    std::int64_t x = 0;
    std::int64_t y = 0;
    friend bool operator==(Half a, Half b) { return a.x == b.x && a.y == b.y; }
};

std::int64_t floorDiv(std::int64_t a, std::int64_t b) {
    const std::int64_t q = a / b;
    return (a % b != 0 && (a < 0) != (b < 0)) ? q - 1 : q;
}

std::int64_t sign(std::int64_t v) {
    return (v > 0) - (v < 0);
}

/// The point in doubled coordinates, or false when it lies outside the map's rectangle or off the
/// half-cell lattice (the bound also keeps every product below well inside 64 bits).
bool toHalf(const MapGrid& grid, PathPoint p, Half& out) {
    const double x = p.x * 2.0;
    const double y = p.y * 2.0;
    if (!(x >= 0.0 && y >= 0.0 && x <= 2.0 * grid.width() && y <= 2.0 * grid.height()))
        return false;
    if (x != std::floor(x) || y != std::floor(y))
        return false;
    out = {static_cast<std::int64_t>(x), static_cast<std::int64_t>(y)};
    return true;
}

/// The column (or row) of the cell a segment enters when it leaves doubled coordinate v in the
/// direction s (±1): the cell containing v + s / 2.
int cellLeaving(std::int64_t v, std::int64_t s) {
    return static_cast<int>(floorDiv(2 * v + s, 4));
}

bool blocked(const MapGrid& grid, int x, int y) {
    return grid.isBlocked({x, y});
}

/// True when the four cells round corner point (x, y) (cell units) hold a diagonal pair of blocked
/// cells: a path from one free side to the other would squeeze between them.
bool isDoubleCorner(const MapGrid& grid, Coord corner) {
    const int x = corner.x;
    const int y = corner.y;
    return (blocked(grid, x - 1, y - 1) && blocked(grid, x, y)) ||
           (blocked(grid, x, y - 1) && blocked(grid, x - 1, y));
}

bool passesDoubleCorners(const Movement& movement) {
    return movement.allowsDiagonals() && movement.diagonalRule == DiagonalRule::Always;
}

/// One piece of a segment, in the order the segment meets them.
struct Piece {
    enum class Kind { Cell, Edge, Corner };
    Kind kind = Kind::Cell;
    Coord cell;   ///< Cell: the cell whose interior the segment crosses; Edge: the cell on one side
    Coord other;  ///< Edge: the cell on the other side
    Coord corner; ///< Corner: the corner point (cell units) the segment passes strictly through
};

/// Calls visit(piece) for each piece of the segment from a to b (a != b) until it returns false;
/// returns false when it did. Every step advances to the next cell boundary, so the loop ends
/// after at most |b - a| / 2 + 2 steps per axis.
template <class Visit>
bool traceAxis(Half a, Half b, bool horizontal, Visit visit) {
    // Along the axis the segment moves on, `along`; across it, `fixed`.
    const std::int64_t from = horizontal ? a.x : a.y;
    const std::int64_t to = horizontal ? b.x : b.y;
    const std::int64_t fixed = horizontal ? a.y : a.x;
    const std::int64_t s = sign(to - from);
    const std::int64_t length = std::abs(to - from);
    auto at = [&](std::int64_t u, std::int64_t v) {
        return horizontal ? Coord{int(u), int(v)} : Coord{int(v), int(u)};
    };
    std::int64_t cell = cellLeaving(from, s);
    std::int64_t reach = std::abs((s > 0 ? 2 * (cell + 1) : 2 * cell) - from);
    const bool onEdge = fixed % 2 == 0;
    while (true) {
        Piece piece;
        if (onEdge) {
            piece.kind = Piece::Kind::Edge;
            piece.cell = at(cell, fixed / 2 - 1);
            piece.other = at(cell, fixed / 2);
        } else {
            piece.cell = at(cell, floorDiv(fixed, 2));
        }
        if (!visit(piece))
            return false;
        if (reach >= length)
            return true;
        if (onEdge) {
            Piece corner;
            corner.kind = Piece::Kind::Corner;
            corner.corner = at(s > 0 ? cell + 1 : cell, fixed / 2);
            if (!visit(corner))
                return false;
        }
        cell += s;
        reach += 2;
    }
}

/// traceAxis() for any segment: a slanted one crosses cell interiors and, where it meets a
/// vertical and a horizontal cell boundary at once, a corner point. The boundaries are compared by
/// the parameter at which the segment reaches them, nx / |dx| against ny / |dy|, cross-multiplied.
template <class Visit>
bool trace(Half a, Half b, Visit visit) {
    const std::int64_t dx = b.x - a.x;
    const std::int64_t dy = b.y - a.y;
    if (dy == 0)
        return traceAxis(a, b, true, visit);
    if (dx == 0)
        return traceAxis(a, b, false, visit);
    const std::int64_t sx = sign(dx);
    const std::int64_t sy = sign(dy);
    const std::int64_t adx = std::abs(dx);
    const std::int64_t ady = std::abs(dy);
    int cx = cellLeaving(a.x, sx);
    int cy = cellLeaving(a.y, sy);
    std::int64_t nx = std::abs((sx > 0 ? 2 * (cx + 1) : 2 * cx) - a.x);
    std::int64_t ny = std::abs((sy > 0 ? 2 * (cy + 1) : 2 * cy) - a.y);
    while (true) {
        Piece piece;
        piece.cell = {cx, cy};
        if (!visit(piece))
            return false;
        if (nx >= adx && ny >= ady)
            return true;
        const std::int64_t xFirst = nx * ady;
        const std::int64_t yFirst = ny * adx;
        if (xFirst == yFirst) {
            Piece corner;
            corner.kind = Piece::Kind::Corner;
            corner.corner = {sx > 0 ? cx + 1 : cx, sy > 0 ? cy + 1 : cy};
            if (!visit(corner))
                return false;
        }
        if (xFirst <= yFirst) {
            cx += static_cast<int>(sx);
            nx += 2;
        }
        if (yFirst <= xFirst) {
            cy += static_cast<int>(sy);
            ny += 2;
        }
    }
}

/// The cells whose closure holds the point: 1, 2 or 4 cells, the first free one or else the first.
Coord touchingCell(const MapGrid& grid, Half p, bool& anyFree) {
    const int x0 = static_cast<int>(floorDiv(p.x - 1, 2));
    const int x1 = static_cast<int>(floorDiv(p.x, 2));
    const int y0 = static_cast<int>(floorDiv(p.y - 1, 2));
    const int y1 = static_cast<int>(floorDiv(p.y, 2));
    for (int y = y0; y <= y1; ++y)
        for (int x = x0; x <= x1; ++x)
            if (!blocked(grid, x, y)) {
                anyFree = true;
                return {x, y};
            }
    anyFree = false;
    return {x1, y1};
}

/// segmentIsClear() in doubled coordinates; `pieces`, when given, counts the pieces walked through.
bool clear(const MapGrid& grid, const Movement& movement, Half a, Half b, std::uint64_t* pieces = nullptr) {
    if (a == b) {
        bool anyFree = false;
        touchingCell(grid, a, anyFree);
        return anyFree;
    }
    const bool doubleOk = passesDoubleCorners(movement);
    return trace(a, b, [&](const Piece& piece) {
        if (pieces)
            ++*pieces;
        switch (piece.kind) {
        case Piece::Kind::Cell:
            return !grid.isBlocked(piece.cell);
        case Piece::Kind::Edge:
            return !grid.isBlocked(piece.cell) || !grid.isBlocked(piece.other);
        case Piece::Kind::Corner:
            return doubleOk || !isDoubleCorner(grid, piece.corner);
        }
        return false;
    });
}

/// The free cell beside the ray from corner point `corner` in direction r (the cell it runs into,
/// or for a ray along an edge the free one of the two cells beside it).
Coord freeSideOf(const MapGrid& grid, Coord corner, std::int64_t rx, std::int64_t ry) {
    const int xs[2] = {rx >= 0 ? corner.x : corner.x - 1, rx > 0 ? corner.x : corner.x - 1};
    const int ys[2] = {ry >= 0 ? corner.y : corner.y - 1, ry > 0 ? corner.y : corner.y - 1};
    for (const int y : ys)
        for (const int x : xs)
            if (!blocked(grid, x, y))
                return {x, y};
    return {xs[0], ys[0]};
}

/// True when the path that arrives at corner point p from `before` and leaves it towards `after`
/// squeezes between the two blocked cells of a double corner there.
bool turnsThroughDoubleCorner(const MapGrid& grid, Half before, Half p, Half after) {
    if (p.x % 2 != 0 || p.y % 2 != 0)
        return false;
    const Coord corner{static_cast<int>(p.x / 2), static_cast<int>(p.y / 2)};
    const bool nw = blocked(grid, corner.x - 1, corner.y - 1);
    const bool ne = blocked(grid, corner.x, corner.y - 1);
    const bool sw = blocked(grid, corner.x - 1, corner.y);
    const bool se = blocked(grid, corner.x, corner.y);
    // Only two blocked cells facing each other across the corner part its free cells in two; with
    // a third blocked cell every clear segment there hugs the one free cell left.
    if (!((nw && se && !ne && !sw) || (ne && sw && !nw && !se)))
        return false;
    return freeSideOf(grid, corner, before.x - p.x, before.y - p.y) !=
           freeSideOf(grid, corner, after.x - p.x, after.y - p.y);
}

bool toHalves(const MapGrid& grid, const std::vector<PathPoint>& points, std::vector<Half>& out) {
    out.clear();
    out.reserve(points.size());
    for (const PathPoint& p : points) {
        Half h;
        if (!toHalf(grid, p, h))
            return false;
        out.push_back(h);
    }
    return true;
}

/// The next cell string pulling keeps after the cell at `from` of a path of `size` cells, when
/// sees(from, j) tells whether that cell sees the one at j: the next cell when it is out of sight,
/// else a cell the first sees whose successor it does not see (or the last), no earlier than the
/// end of the unbroken run of cells it sees. Found by galloping (probes at distances 2, 4, 8, ...
/// until one is out of sight) and then halving between the last probe in sight and that one, so a
/// hop of L cells costs O(log L) sight tests, none spanning more than 2L cells of the path.
template <class Sees>
std::size_t hopEnd(std::size_t size, std::size_t from, Sees sees) {
    const std::size_t last = size - 1;
    std::size_t seen = from + 1;
    if (seen == last || !sees(from, seen))
        return seen;
    std::size_t unseen = last + 1; // past the path: nothing there to see
    for (std::size_t distance = 2; seen < last; distance *= 2) {
        const std::size_t probe = std::min(from + distance, last);
        if (!sees(from, probe)) {
            unseen = probe;
            break;
        }
        seen = probe;
    }
    // `seen` is in sight and `unseen` is not (or lies past the path), and the probes before them
    // were in sight: halving keeps that, and ends on a cell in sight whose successor is not.
    while (unseen - seen > 1) {
        const std::size_t middle = seen + (unseen - seen) / 2;
        if (sees(from, middle))
            seen = middle;
        else
            unseen = middle;
    }
    return seen;
}

} // namespace

bool segmentIsClear(const MapGrid& grid, const Movement& movement, PathPoint a, PathPoint b) {
    Half ha;
    Half hb;
    return toHalf(grid, a, ha) && toHalf(grid, b, hb) && clear(grid, movement, ha, hb);
}

bool pathIsClear(const MapGrid& grid, const Movement& movement, const std::vector<PathPoint>& points) {
    std::vector<Half> h;
    if (points.empty() || !toHalves(grid, points, h))
        return false;
    if (h.size() == 1)
        return clear(grid, movement, h[0], h[0]);
    for (std::size_t i = 1; i < h.size(); ++i)
        if (!clear(grid, movement, h[i - 1], h[i]))
            return false;
    if (passesDoubleCorners(movement))
        return true;
    // The turns: each distinct point between a distinct one before and after it.
    std::size_t before = 0;
    for (std::size_t i = 1; i < h.size(); ++i) {
        if (h[i] == h[before])
            continue;
        std::size_t after = i + 1;
        while (after < h.size() && h[after] == h[i])
            ++after;
        if (after == h.size())
            break;
        if (turnsThroughDoubleCorner(grid, h[before], h[i], h[after]))
            return false;
        before = i;
    }
    return true;
}

std::vector<Coord> cellsAlong(const MapGrid& grid, const Movement& movement,
                              const std::vector<PathPoint>& points) {
    std::vector<Half> h;
    std::vector<Coord> cells;
    if (points.empty() || !toHalves(grid, points, h))
        return cells;
    auto add = [&](Coord c) {
        if (!cells.empty() && cells.back() == c)
            return;
        if (!cells.empty()) {
            // Through a corner point into the diagonally opposite cell: when the movement refuses
            // that step, go round by a free cell beside the corner (there is one unless the
            // corner is a double corner, which a clear path crosses only when the step is allowed).
            const Coord from = cells.back();
            const auto direction = directionBetween(from, c);
            if (direction && isDiagonal(*direction) && !grid.canStep(from, *direction, movement)) {
                // Of two free side cells, not the one the path has just left (no step back).
                const Coord sides[2] = {{c.x, from.y}, {from.x, c.y}};
                const bool backFirst = cells.size() > 1 && cells[cells.size() - 2] == sides[0];
                for (const Coord side : {sides[backFirst ? 1 : 0], sides[backFirst ? 0 : 1]})
                    if (!grid.isBlocked(side)) {
                        cells.push_back(side);
                        break;
                    }
            }
        }
        cells.push_back(c);
    };
    for (std::size_t i = 1; i < h.size(); ++i) {
        if (h[i] == h[i - 1])
            continue;
        const bool horizontal = h[i].y == h[i - 1].y;
        trace(h[i - 1], h[i], [&](const Piece& piece) {
            if (piece.kind == Piece::Kind::Cell) {
                add(piece.cell);
            } else if (piece.kind == Piece::Kind::Edge) {
                const bool firstFree = !grid.isBlocked(piece.cell);
                const bool otherFree = !grid.isBlocked(piece.other);
                // Stay on the side the path is on when both sides are free.
                const bool sameSideAsOther = !cells.empty() && (horizontal ? cells.back().y == piece.other.y
                                                                           : cells.back().x == piece.other.x);
                add(otherFree && (!firstFree || sameSideAsOther) ? piece.other : piece.cell);
            }
            return true;
        });
    }
    if (cells.empty()) {
        bool anyFree = false;
        cells.push_back(touchingCell(grid, h.front(), anyFree));
    }
    return cells;
}

std::vector<Coord> smoothPath(const MapGrid& grid, const Movement& movement, const std::vector<Coord>& path,
                              StringPullingWork* work) {
    if (path.size() < 3)
        return path;
    StringPullingWork spent;
    const auto sees = [&](std::size_t a, std::size_t b) {
        ++spent.sightTests;
        Half ha;
        Half hb;
        return toHalf(grid, centreOf(path[a]), ha) && toHalf(grid, centreOf(path[b]), hb) &&
               clear(grid, movement, ha, hb, &spent.tracedPieces);
    };
    std::vector<Coord> kept{path.front()};
    // Each hop keeps a later cell, so the loop ends within path.size() hops.
    for (std::size_t from = 0; from + 1 < path.size();) {
        from = hopEnd(path.size(), from, sees);
        kept.push_back(path[from]);
    }
    if (work) {
        work->sightTests += spent.sightTests;
        work->tracedPieces += spent.tracedPieces;
    }
    return kept;
}

double smoothedLength(const MapGrid& grid, const Movement& movement, const std::vector<Coord>& path) {
    return polylineLength(centresOf(smoothPath(grid, movement, path)));
}

} // namespace pathfinder
