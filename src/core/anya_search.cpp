#include "anya_search.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace pathfinder {

namespace {

/// Tolerance for the ends of intervals, which are fractions of whole half cells.
constexpr double kEps = 1e-9;

/// A value within kEps of a whole number, made that number, so that corners are recognised.
double snap(double v) {
    const double r = std::round(v);
    return std::abs(v - r) < kEps ? r : v;
}

/// The length of (dx, dy); the lattice is small enough that the squares cannot overflow.
double length(double dx, double dy) {
    return std::sqrt(dx * dx + dy * dy);
}

bool isWhole(double v) {
    return std::abs(v - std::round(v)) < kEps;
}

} // namespace

void AnyaSearch::start(const AnyaLattice& lattice, int startX, int startY, int goalX, int goalY) {
    m_lattice = &lattice;
    m_goalX = goalX;
    m_goalY = goalY;
    m_nodes.clear();
    m_roots.clear();
    m_rootSide.clear();
    m_open = {};
    m_generated.clear();
    m_order = 0;
    m_last = 0;
    const std::size_t corners = static_cast<std::size_t>(lattice.width() / 2 + 1) *
                                static_cast<std::size_t>(lattice.height() / 2 + 1) * 2;
    if (m_best.size() != corners || m_stamp == std::numeric_limits<std::uint32_t>::max()) {
        m_best.assign(corners, Best{});
        m_stamp = 0;
    }
    ++m_stamp;
    m_roots.push_back({startX, startY, 0.0, -1});
    m_rootSide.push_back(0);
    expandRoot(0, 0);
}

std::size_t AnyaSearch::cornerKey(int x, int y, int side) const {
    const auto width = static_cast<std::size_t>(m_lattice->width() / 2 + 1);
    return (static_cast<std::size_t>(y / 2) * width + static_cast<std::size_t>(x / 2)) * 2 +
           static_cast<std::size_t>(side);
}

double AnyaSearch::bestG(int x, int y, int side) const {
    const Best& best = m_best[cornerKey(x, y, side)];
    return best.stamp == m_stamp ? best.g : std::numeric_limits<double>::infinity();
}

bool AnyaSearch::stale(const AnyaNode& node) const {
    if (node.root == 0)
        return false; // the start is no corner and is never reached again
    const AnyaRoot& root = m_roots[static_cast<std::size_t>(node.root)];
    const int side = m_rootSide[static_cast<std::size_t>(node.root)];
    return bestG(root.x, root.y, side) < root.g - kEps;
}

AnyaSearch::Step AnyaSearch::step() {
    m_generated.clear();
    // Each pass drops one entry, so this ends within the open list's size.
    while (!m_open.empty() && stale(m_nodes[m_open.top().node]))
        m_open.pop();
    if (m_open.empty())
        return Step::Exhausted;
    m_last = m_open.top().node;
    m_open.pop();
    const AnyaNode node = m_nodes[m_last];
    if (node.row == m_goalY && node.left - kEps <= m_goalX && m_goalX <= node.right + kEps)
        return Step::Found;
    if (node.flat) {
        // A flat node ends at a corner to turn round, or where the root's view along the row ends;
        // beyond a corner the row goes on as the next flat node of the same root.
        const double rootX = m_roots[static_cast<std::size_t>(node.root)].x;
        const bool rightward = node.left >= rootX - kEps;
        const double far = rightward ? node.right : node.left;
        tryRoot(far, node.row, node.root);
        flatPiece(node.root, static_cast<int>(std::lround(far)), rightward ? 1 : -1);
        return Step::Expanded;
    }
    expandCone(node);
    tryRoot(node.left, node.row, node.root);
    if (node.right > node.left + kEps)
        tryRoot(node.right, node.row, node.root);
    return Step::Expanded;
}

void AnyaSearch::expandCone(const AnyaNode& node) {
    const AnyaRoot& root = m_roots[static_cast<std::size_t>(node.root)];
    const int direction = node.row > root.y ? 1 : -1;
    const int next = node.row + direction;
    if (next < 0 || next > m_lattice->height())
        return;
    const int cellRow = direction > 0 ? node.row : node.row - 1;
    // A ray from the root through q on this row meets the next row at project(q).
    const double scale = static_cast<double>(next - root.y) / static_cast<double>(node.row - root.y);
    const auto project = [&](double q) { return root.x + (q - root.x) * scale; };
    const auto unproject = [&](double p) { return root.x + (p - root.x) / scale; };
    const double low = std::min(node.left, project(node.left));
    const double high = std::max(node.right, project(node.right));
    const int from = std::max(0, static_cast<int>(std::floor(low)));
    const int to = std::min(m_lattice->width(), static_cast<int>(std::ceil(high)));
    // A ray crosses the half-cell row between q and p = project(q) without entering a blocked half
    // cell exactly when q and p both lie on the closure of one run of free half cells. Where a run
    // reaches past [from, to], which holds I and its projection, that end limits nothing, so the
    // runs are read cut off there.
    int column = from;
    int left = 0;
    int right = 0;
    while (column < to && m_lattice->nextRun(column, to, cellRow, left, right)) {
        const double qLow = std::max({node.left, static_cast<double>(left), unproject(left)});
        const double qHigh = std::min({node.right, static_cast<double>(right), unproject(right)});
        if (qHigh >= qLow - kEps)
            pushInterval(next, snap(project(qLow)), snap(std::max(project(qLow), project(qHigh))), node.root,
                         false);
        column = right + 1;
    }
}

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
    m_best[cornerKey(cx, y, side)] = {g, m_stamp};
    m_roots.push_back({cx, y, g, parent});
    m_rootSide.push_back(side);
    expandRoot(static_cast<int>(m_roots.size() - 1), side);
}

void AnyaSearch::pushInterval(int row, double left, double right, int root, bool flat) {
    if (right - left < kEps) {
        // A single point is worth a node only as a corner to turn round.
        if (isWhole(left) && m_lattice->isCorner(static_cast<int>(std::lround(left)), row))
            pushNode(row, left, left, root, flat);
        return;
    }
    double from = left;
    // Corners are at even columns of even rows; at most width / 2 of them.
    const int first = (static_cast<int>(std::floor(left)) + 2) & ~1;
    for (int c = first; row % 2 == 0 && c < right - kEps; c += 2) {
        if (c <= left + kEps || !m_lattice->isCorner(c, row))
            continue;
        pushNode(row, from, c, root, flat);
        from = c;
    }
    pushNode(row, from, right, root, flat);
}

void AnyaSearch::pushNode(int row, double left, double right, int root, bool flat) {
    const AnyaRoot& r = m_roots[static_cast<std::size_t>(root)];
    AnyaNode node{row, left, right, root, 0.0, 0.0, flat};
    node.f = r.g + estimate(row, left, right, r, flat, node.through);
    m_nodes.push_back(node);
    const auto index = static_cast<std::uint32_t>(m_nodes.size() - 1);
    m_generated.push_back(index);
    m_open.push({node.f, r.g, m_order++, index});
}

double AnyaSearch::estimate(int row, double left, double right, const AnyaRoot& root, bool flat,
                            double& through) const {
    const double gx = m_goalX;
    double gy = m_goalY;
    double crossing = 0.0;
    if (flat) {
        // From a root on the row, the best point of the interval is the one nearest the goal's
        // column when the goal is on the row too, and otherwise the one nearest the root.
        crossing = m_goalY == row ? gx : root.x;
    } else {
        // A goal on the root's side of the row is mirrored across it: a path through the interval
        // must cross the row again to reach it.
        if ((gy - row) * (root.y - row) > 0)
            gy = 2.0 * row - gy;
        crossing = gy == row ? gx : root.x + (gx - root.x) * (row - root.y) / (gy - root.y);
    }
    const double p = std::clamp(crossing, left, right);
    through = p;
    return length(p - root.x, row - root.y) + length(gx - p, gy - row);
}

std::vector<AnyaRoot> AnyaSearch::pathPoints() const {
    std::vector<AnyaRoot> points;
    points.push_back({m_goalX, m_goalY, 0.0, -1});
    // Each root's parent was made before it, so the walk ends within the roots' count.
    for (int r = m_nodes[m_last].root; r >= 0; r = m_roots[static_cast<std::size_t>(r)].parent)
        points.push_back(m_roots[static_cast<std::size_t>(r)]);
    std::reverse(points.begin(), points.end());
    if (points.size() >= 2)
        points.back().g = points[points.size() - 2].g + std::hypot(m_goalX - points[points.size() - 2].x,
                                                                   m_goalY - points[points.size() - 2].y);
    return points;
}

} // namespace pathfinder
