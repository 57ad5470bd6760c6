// Anya's new roots: a corner where a path turns, and what it sees from there on its own row and the
// rows beside it, kept to where a taut path can head.

#include "walkers/any_angle/anya_numbers.h"
#include "walkers/any_angle/anya_search.h"

#include <algorithm>
#include <cmath>

namespace pathfinder {

using anya::isWhole;
using anya::kEps;
using anya::length;
using anya::snap;

void AnyaSearch::expandRoot(int root, int side) {
    const AnyaRoot& r = m_roots[static_cast<std::size_t>(root)];
    bool up = true, down = true, leftward = true, rightward = true;
    if (m_lattice->isClosedDoubleCorner(r.x, r.y)) {
        // Up-right and down-left blocked: the free sides are up-left and down-right; otherwise
        // up-right and down-left. Side 0 is the upper one.
        const bool upLeftFree = m_lattice->freeCell(r.x - 1, r.y - 1);
        up = side == 0;
        down = side == 1;
        leftward = (side == 0) == upLeftFree;
        rightward = !leftward;
    }
    if (leftward)
        flatFromRoot(root, -1);
    if (rightward)
        flatFromRoot(root, 1);
    if (up)
        coneFromRoot(root, -1);
    if (down)
        coneFromRoot(root, 1);
}

void AnyaSearch::flatFromRoot(int root, int direction) {
    if (tautAlong(root, direction))
        flatPiece(root, m_roots[static_cast<std::size_t>(root)].x, direction);
}

void AnyaSearch::flatPiece(int root, int from, int direction) {
    const AnyaRoot& r = m_roots[static_cast<std::size_t>(root)];
    // A path along the row does not go on through a closed double corner.
    if (from != r.x && m_lattice->isClosedDoubleCorner(from, r.y))
        return;
    int x = from;
    // Along the row while a half cell above or below it is free, up to the next corner; at most the
    // width of the lattice.
    while (x + direction >= 0 && x + direction <= m_lattice->width()) {
        const int cell = direction > 0 ? x : x - 1;
        if (!m_lattice->freeCell(cell, r.y - 1) && !m_lattice->freeCell(cell, r.y))
            break;
        x += direction;
        if (m_lattice->isCorner(x, r.y) || m_lattice->isClosedDoubleCorner(x, r.y))
            break;
    }
    if (x != from)
        pushNode(r.y, std::min(x, from), std::max(x, from), root, true);
}

void AnyaSearch::coneFromRoot(int root, int direction) {
    const AnyaRoot& r = m_roots[static_cast<std::size_t>(root)];
    const int next = r.y + direction;
    if (next < 0 || next > m_lattice->height())
        return;
    int left = 0;
    int right = 0;
    if (!m_lattice->runAround(r.x, direction > 0 ? r.y : r.y - 1, left, right))
        return;
    double from = left;
    double to = right;
    if (tautRange(root, direction, from, to))
        pushInterval(next, snap(from), snap(to), root, false);
}

namespace {

/// The blocked half cell round a corner with exactly one, as the direction (±1, ±1) from the corner
/// into it; (0, 0) when the corner is the start or has two blocked half cells.
struct Quadrant {
    int x = 0;
    int y = 0;
};

Quadrant blockedQuadrant(const AnyaLattice& lattice, const AnyaRoot& r) {
    if (r.parent < 0)
        return {};
    const bool upLeft = !lattice.freeCell(r.x - 1, r.y - 1);
    const bool upRight = !lattice.freeCell(r.x, r.y - 1);
    const bool downLeft = !lattice.freeCell(r.x - 1, r.y);
    const bool downRight = !lattice.freeCell(r.x, r.y);
    if (upLeft + upRight + downLeft + downRight != 1)
        return {};
    return {upLeft || downLeft ? -1 : 1, upLeft || upRight ? -1 : 1};
}

double cross(double ax, double ay, double bx, double by) {
    return ax * by - ay * bx;
}

/// Narrows [left, right] to the x with a·x + b ≥ 0; false when nothing is left.
bool keepWhere(double a, double b, double& left, double& right) {
    if (a == 0.0)
        return b >= 0.0;
    const double x = -b / a;
    if (a > 0.0)
        left = std::max(left, x);
    else
        right = std::min(right, x);
    return left <= right + kEps;
}

} // namespace

// A path from the root's parent p turning at corner c towards w is taut only when the obstacle's
// quadrant q lies in the angle (under 180°) between c→p and w: w lies on q's side of the line
// through p and c, and past q. Both conditions are cross products, linear in the column of the
// point aimed at; the limits kept are closed, so the restriction only ever keeps more.
bool AnyaSearch::tautAlong(int root, int direction) const {
    const AnyaRoot& r = m_roots[static_cast<std::size_t>(root)];
    const Quadrant q = blockedQuadrant(*m_lattice, r);
    if (q.x == 0)
        return true;
    const AnyaRoot& from = m_roots[static_cast<std::size_t>(r.parent)];
    const double vx = from.x - r.x;
    const double vy = from.y - r.y;
    const double side = cross(vx, vy, q.x, q.y);
    if (side == 0.0)
        return true;
    const double s = side > 0 ? 1.0 : -1.0;
    const double wx = direction;
    return cross(vx, vy, wx, 0.0) * s >= 0.0 && cross(q.x, q.y, wx, 0.0) * s >= 0.0;
}

bool AnyaSearch::tautRange(int root, int direction, double& left, double& right) const {
    const AnyaRoot& r = m_roots[static_cast<std::size_t>(root)];
    const Quadrant q = blockedQuadrant(*m_lattice, r);
    if (q.x == 0)
        return true;
    const AnyaRoot& from = m_roots[static_cast<std::size_t>(r.parent)];
    const double vx = from.x - r.x;
    const double vy = from.y - r.y;
    const double side = cross(vx, vy, q.x, q.y);
    if (side == 0.0)
        return true;
    const double s = side > 0 ? 1.0 : -1.0;
    // w = (x - r.x, direction): cross(a, w) = a.x · direction − a.y · (x − r.x).
    const auto keep = [&](double ax, double ay) {
        return keepWhere(-ay * s, (ax * direction + ay * r.x) * s, left, right);
    };
    return keep(vx, vy) && keep(q.x, q.y);
}

int AnyaSearch::sideOf(int x, int y, int fromX, int fromY) const {
    const int dx = fromX - x;
    const int dy = fromY - y;
    if (m_lattice->freeCell(x - 1, y - 1))
        return dx <= 0 && dy <= 0 ? 0 : 1; // the free sides are up-left and down-right
    return dx >= 0 && dy <= 0 ? 0 : 1;     // the free sides are up-right and down-left
}

void AnyaSearch::tryRoot(double x, int y, int parent) {
    if (!isWhole(x))
        return;
    const int cx = static_cast<int>(std::lround(x));
    if (!m_lattice->isCorner(cx, y))
        return;
    const AnyaRoot from = m_roots[static_cast<std::size_t>(parent)];
    if (from.x == cx && from.y == y)
        return;
    const double g = from.g + length(cx - from.x, y - from.y);
    const int side = m_lattice->isClosedDoubleCorner(cx, y) ? sideOf(cx, y, from.x, from.y) : 0;
    if (g >= bestG(cx, y, side) - kEps)
        return;
    if (!roomFor(0, 1))
        return;
    setBestG(cx, y, side, g);
    m_roots.push_back({cx, y, g, parent, side});
    expandRoot(static_cast<int>(m_roots.size() - 1), side);
}

} // namespace pathfinder
