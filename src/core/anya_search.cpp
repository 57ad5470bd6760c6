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
    m_bestG.assign(static_cast<std::size_t>(lattice.width() + 1) *
                       static_cast<std::size_t>(lattice.height() + 1) * 2,
                   std::numeric_limits<double>::infinity());
    m_roots.push_back({startX, startY, 0.0, -1});
    m_rootSide.push_back(0);
    m_bestG[pointKey(startX, startY, 0)] = 0.0;
    expandRoot(0, 0);
}

std::size_t AnyaSearch::pointKey(int x, int y, int side) const {
    const auto width = static_cast<std::size_t>(m_lattice->width() + 1);
    return (static_cast<std::size_t>(y) * width + static_cast<std::size_t>(x)) * 2 +
           static_cast<std::size_t>(side);
}

bool AnyaSearch::stale(const AnyaNode& node) const {
    const AnyaRoot& root = m_roots[static_cast<std::size_t>(node.root)];
    const int side = m_rootSide[static_cast<std::size_t>(node.root)];
    return m_bestG[pointKey(root.x, root.y, side)] < root.g - kEps;
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
        // The piece of the row farther from the root ends where the next piece begins: a corner to
        // turn round, or the end of what the root sees along the row.
        const double rootX = m_roots[static_cast<std::size_t>(node.root)].x;
        const double far = node.left >= rootX - kEps ? node.right : node.left;
        tryRoot(far, node.row, node.root);
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
    // cell exactly when q and p both lie on the closure of one run of free half cells.
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
    const AnyaRoot& r = m_roots[static_cast<std::size_t>(root)];
    int x = r.x;
    // Along the row while a half cell above or below it is free, and not through a closed double
    // corner; at most the width of the lattice.
    while (x + direction >= 0 && x + direction <= m_lattice->width()) {
        const int cell = direction > 0 ? x : x - 1;
        if (!m_lattice->freeCell(cell, r.y - 1) && !m_lattice->freeCell(cell, r.y))
            break;
        x += direction;
        if (m_lattice->isClosedDoubleCorner(x, r.y))
            break;
    }
    if (x != r.x)
        pushInterval(r.y, std::min(x, r.x), std::max(x, r.x), root, true);
}

void AnyaSearch::coneFromRoot(int root, int direction) {
    const AnyaRoot& r = m_roots[static_cast<std::size_t>(root)];
    const int next = r.y + direction;
    if (next < 0 || next > m_lattice->height())
        return;
    int left = 0;
    int right = 0;
    if (m_lattice->runAround(r.x, direction > 0 ? r.y : r.y - 1, left, right))
        pushInterval(next, left, right, root, false);
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
    const double g = from.g + std::hypot(cx - from.x, y - from.y);
    const int side = m_lattice->isClosedDoubleCorner(cx, y) ? sideOf(cx, y, from.x, from.y) : 0;
    double& best = m_bestG[pointKey(cx, y, side)];
    if (g >= best - kEps)
        return;
    best = g;
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
    // Corners are at even columns; at most width / 2 of them.
    for (int c = static_cast<int>(std::floor(left)) + 1; c < right - kEps; ++c) {
        if (c <= left + kEps || !m_lattice->isCorner(c, row))
            continue;
        pushNode(row, from, c, root, flat);
        from = c;
    }
    pushNode(row, from, right, root, flat);
}

void AnyaSearch::pushNode(int row, double left, double right, int root, bool flat) {
    const AnyaRoot& r = m_roots[static_cast<std::size_t>(root)];
    AnyaNode node{row, left, right, root, r.g + estimate(row, left, right, r, flat), flat};
    m_nodes.push_back(node);
    const auto index = static_cast<std::uint32_t>(m_nodes.size() - 1);
    m_generated.push_back(index);
    m_open.push({node.f, r.g, m_order++, index});
}

double AnyaSearch::estimate(int row, double left, double right, const AnyaRoot& root, bool flat) const {
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
    return std::hypot(p - root.x, row - root.y) + std::hypot(gx - p, gy - row);
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
