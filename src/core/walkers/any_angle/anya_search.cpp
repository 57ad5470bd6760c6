#include "walkers/any_angle/anya_search.h"

#include "walkers/any_angle/anya_numbers.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <new>

namespace pathfinder {

using anya::isWhole;
using anya::kEps;
using anya::length;
using anya::snap;

void AnyaSearch::start(const AnyaLattice& lattice, int startX, int startY, int goalX, int goalY) {
    m_lattice = &lattice;
    m_goalX = goalX;
    m_goalY = goalY;
    m_roots.clear();
    m_open.clear();
    m_generated.clear();
    m_order = 0;
    m_last = AnyaNode{};
    m_outOfMemory = false;
    m_dropped = 0;
    m_dropAt = m_leastDropAt;
    if (m_limit != std::numeric_limits<std::size_t>::max()) {
        // Room for as many as the limit allows, taken once: the pages of a block that large are
        // given memory only as the heap and the roots grow into them, and no reallocation ever holds
        // two copies.
        try {
            m_open.reserve(m_limit / sizeof(Entry));
            m_roots.reserve(m_limit / sizeof(AnyaRoot));
        } catch (const std::bad_alloc&) {
            // No address space for that much at once: the lists grow as they go instead.
        }
    }
    const std::size_t stride = static_cast<std::size_t>(lattice.width() / 2 + 1);
    const std::size_t corners = stride * static_cast<std::size_t>(lattice.height() / 2 + 1);
    if (m_bestStride != stride || m_bestPages.bytes() != corners * sizeof(double) || m_bestTouched) {
        // Fresh pages rather than clearing: the ones the last search wrote go back to the system.
        m_bestPages = ZeroedPages();
        m_bestPages = ZeroedPages(corners * sizeof(double));
        m_best = static_cast<double*>(m_bestPages.data());
        m_bestStride = stride;
    }
    m_bestOtherSide.clear();
    m_bestTouched = false;
    m_roots.push_back({startX, startY, 0.0, -1, 0});
    expandRoot(0, 0);
}

double AnyaSearch::bestG(int x, int y, int side) const {
    const std::size_t key = static_cast<std::size_t>(y / 2) * m_bestStride + static_cast<std::size_t>(x / 2);
    if (side == 0)
        return m_best[key] > 0.0 ? m_best[key] : std::numeric_limits<double>::infinity();
    const auto found = m_bestOtherSide.find(key);
    return found != m_bestOtherSide.end() ? found->second : std::numeric_limits<double>::infinity();
}

void AnyaSearch::setBestG(int x, int y, int side, double g) {
    const std::size_t key = static_cast<std::size_t>(y / 2) * m_bestStride + static_cast<std::size_t>(x / 2);
    m_bestTouched = true;
    if (side == 0)
        m_best[key] = g;
    else
        m_bestOtherSide[key] = g;
}

bool AnyaSearch::roomFor(std::size_t entries, std::size_t roots) {
    const auto fits = [&] {
        return searchBytes() + entries * sizeof(Entry) + roots * sizeof(AnyaRoot) <= m_limit;
    };
    if (!m_outOfMemory && !fits()) {
        dropStale();
        m_outOfMemory = !fits();
    }
    return !m_outOfMemory;
}

void AnyaSearch::dropStale() {
    const auto kept =
        std::remove_if(m_open.begin(), m_open.end(), [&](const Entry& e) { return stale(e.node); });
    m_dropped += static_cast<std::uint64_t>(m_open.end() - kept);
    m_open.erase(kept, m_open.end());
    // Entries are totally ordered (f, g, then the order they came in), so the rebuilt heap gives
    // the same nodes in the same order as the old one would have.
    std::make_heap(m_open.begin(), m_open.end());
    m_dropAt = std::max(m_leastDropAt, 2 * m_open.size());
}

bool AnyaSearch::stale(const AnyaNode& node) const {
    if (node.root == 0)
        return false; // the start is no corner and is never reached again
    const AnyaRoot& root = m_roots[static_cast<std::size_t>(node.root)];
    return bestG(root.x, root.y, root.side) < root.g - anya::kEps;
}

AnyaSearch::Step AnyaSearch::step() {
    m_generated.clear();
    if (m_outOfMemory)
        return Step::OutOfMemory;
    // Each pass drops one entry, so this ends within the open list's size.
    while (!m_open.empty() && stale(m_open.front().node)) {
        std::pop_heap(m_open.begin(), m_open.end());
        m_open.pop_back();
    }
    if (m_open.empty())
        return Step::Exhausted;
    std::pop_heap(m_open.begin(), m_open.end());
    m_last = m_open.back().node;
    m_open.pop_back();
    const AnyaNode node = m_last;
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
    } else {
        expandCone(node);
        tryRoot(node.left, node.row, node.root);
        if (node.right > node.left + kEps)
            tryRoot(node.right, node.row, node.root);
    }
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
    if (!roomFor(1, 0))
        return;
    const AnyaRoot& r = m_roots[static_cast<std::size_t>(root)];
    AnyaNode node;
    node.left = left;
    node.right = right;
    node.row = row;
    node.root = root;
    node.flat = flat;
    node.f = r.g + estimate(row, left, right, r, flat, node.through);
    m_generated.push_back(node);
    m_open.push_back({node, r.g, m_order++});
    std::push_heap(m_open.begin(), m_open.end());
    // Nodes whose root was since reached more cheaply wait on the heap until they come up; once the
    // heap has doubled since it was last swept, sweep them out (amortised O(1) a push).
    if (m_open.size() >= m_dropAt)
        dropStale();
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
    for (int r = m_last.root; r >= 0; r = m_roots[static_cast<std::size_t>(r)].parent)
        points.push_back(m_roots[static_cast<std::size_t>(r)]);
    std::reverse(points.begin(), points.end());
    if (points.size() >= 2)
        points.back().g = points[points.size() - 2].g + std::hypot(m_goalX - points[points.size() - 2].x,
                                                                   m_goalY - points[points.size() - 2].y);
    return points;
}

} // namespace pathfinder
