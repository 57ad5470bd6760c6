#include "walkers/subgoal/subgoal_graph.h"

#include <algorithm>
#include <cstdlib>
#include <utility>

namespace pathfinder {

namespace {

/// The straight headings N E S W as (x, y) steps, in the clearances' order.
constexpr int kStraightX[4] = {0, 1, 0, -1};
constexpr int kStraightY[4] = {-1, 0, 1, 0};

/// The four diagonals by their two straight components (indices into the above).
constexpr unsigned kDiagonals[4][2] = {{1, 0}, {1, 2}, {3, 2}, {3, 0}}; // NE SE SW NW

} // namespace

void SubgoalGraph::clear() {
    *this = SubgoalGraph();
}

std::size_t SubgoalGraph::bytes() const {
    return m_cells.capacity() + m_subgoalOf.capacity() * sizeof(std::uint32_t) +
           m_clearance.capacity() * sizeof(std::uint16_t) + m_targets.capacity() * sizeof(EdgeEnd) +
           m_subgoalCoords.capacity() * sizeof(Coord) +
           (m_subgoalCells.capacity() + m_firstEdge.capacity() + m_firstDown.capacity() + m_rank.capacity()) *
               sizeof(std::uint32_t);
}

void SubgoalGraph::build(const MapGrid& grid, double diagonal, bool twoLevels,
                         const std::atomic<bool>* stop) {
    clear();
    m_stop = stop;
    const std::uint8_t* cells = grid.paddedCells();
    m_cells.assign(cells, cells + grid.paddedSize());
    m_width = grid.width();
    m_height = grid.height();
    m_stride = grid.stride();
    m_diagonal = diagonal;
    m_twoLevels = twoLevels;
    findSubgoals();
    buildClearances();
    buildEdges();
    m_shortcuts = 0;
    m_globals = m_subgoalCells.size();
    m_rank.assign(m_subgoalCells.size(), kGlobal);
    if (twoLevels && !stopAsked())
        makeLocal();
    if (stopAsked()) {
        clear();
        return;
    }
    m_stop = nullptr;
    m_stamp = grid.cellsStamp();
}

double SubgoalGraph::octile(std::uint32_t a, std::uint32_t b) const {
    const int dx = std::abs(m_subgoalCoords[a].x - m_subgoalCoords[b].x);
    const int dy = std::abs(m_subgoalCoords[a].y - m_subgoalCoords[b].y);
    return m_diagonal * std::min(dx, dy) + std::abs(dx - dy);
}

void SubgoalGraph::findSubgoals() {
    m_subgoalOf.assign(m_cells.size(), kNone);
    m_subgoalCells.clear();
    m_subgoalCoords.clear();
    for (int py = 1; py <= m_height; ++py)
        for (int px = 1; px <= m_width; ++px) {
            const std::ptrdiff_t cell = py * m_stride + px;
            if (!free(cell))
                continue;
            for (const auto& d : kDiagonals) {
                const std::ptrdiff_t across = kStraightX[d[0]];
                const std::ptrdiff_t down = kStraightY[d[1]] * m_stride;
                // A convex corner: the diagonal neighbour blocked, the two cells beside it free.
                if (!free(cell + across + down) && free(cell + across) && free(cell + down)) {
                    m_subgoalOf[static_cast<std::size_t>(cell)] =
                        static_cast<std::uint32_t>(m_subgoalCells.size());
                    m_subgoalCells.push_back(static_cast<std::uint32_t>(cell));
                    m_subgoalCoords.push_back(Coord{px - 1, py - 1});
                    break;
                }
            }
        }
}

void SubgoalGraph::buildClearances() {
    m_clearance.assign(m_cells.size() * 4, 0);
    // Each cell from the one after it in the heading, so the lines run against the heading.
    const auto write = [&](std::ptrdiff_t cell, unsigned k) {
        const std::ptrdiff_t ahead = cell + kStraightX[k] + kStraightY[k] * m_stride;
        const int d = !free(ahead) || isSubgoal(ahead) ? 1 : clearance(ahead, k) + 1;
        m_clearance[static_cast<std::size_t>(cell) * 4 + k] = static_cast<std::uint16_t>(d);
    };
    for (int py = 1; py <= m_height; ++py)
        for (int px = 1; px <= m_width; ++px)
            write(py * m_stride + px, 0);
    for (int py = m_height; py >= 1; --py)
        for (int px = 1; px <= m_width; ++px)
            write(py * m_stride + px, 2);
    for (int py = 1; py <= m_height; ++py) {
        for (int px = m_width; px >= 1; --px)
            write(py * m_stride + px, 1);
        for (int px = 1; px <= m_width; ++px)
            write(py * m_stride + px, 3);
    }
}

void SubgoalGraph::buildEdges() {
    // Each pair once, smaller id first, from the searches of both ends (each may meet the other).
    std::vector<std::pair<std::uint32_t, std::uint32_t>> pairs;
    std::vector<std::uint32_t> found;
    for (std::uint32_t id = 0; id < m_subgoalCells.size(); ++id) {
        if (id % 4096 == 0 && stopAsked())
            return;
        found.clear();
        directlyReachable(m_subgoalCells[id], found);
        for (const std::uint32_t cell : found) {
            const std::uint32_t other = m_subgoalOf[cell];
            pairs.emplace_back(std::min(id, other), std::max(id, other));
        }
    }
    std::sort(pairs.begin(), pairs.end());
    pairs.erase(std::unique(pairs.begin(), pairs.end()), pairs.end());
    m_firstEdge.assign(m_subgoalCells.size() + 1, 0);
    for (const auto& [a, b] : pairs) {
        ++m_firstEdge[a + 1];
        ++m_firstEdge[b + 1];
    }
    for (std::size_t i = 1; i < m_firstEdge.size(); ++i)
        m_firstEdge[i] += m_firstEdge[i - 1];
    m_targets.assign(pairs.size() * 2, EdgeEnd{0, kNone, 0.0});
    const auto end = [&](std::uint32_t id, double cost) { return EdgeEnd{id, kNone, cost}; };
    std::vector<std::uint32_t> next(m_firstEdge.begin(), m_firstEdge.end() - 1);
    for (const auto& [a, b] : pairs) {
        const double cost = octile(a, b);
        m_targets[next[a]++] = end(b, cost);
        m_targets[next[b]++] = end(a, cost);
    }
    m_targets.shrink_to_fit();
    // One level: every subgoal is global, every edge runs between globals.
    m_firstDown.assign(m_firstEdge.begin() + 1, m_firstEdge.end());
}

void SubgoalGraph::directlyReachable(std::uint32_t from, std::vector<std::uint32_t>& found) const {
    const auto origin = static_cast<std::ptrdiff_t>(from);
    std::ptrdiff_t steps[4];
    for (unsigned k = 0; k < 4; ++k) {
        steps[k] = kStraightX[k] + kStraightY[k] * m_stride;
        const std::ptrdiff_t end = origin + clearance(origin, k) * steps[k];
        if (free(end) && isSubgoal(end))
            found.push_back(static_cast<std::uint32_t>(end));
    }
    for (const auto& d : kDiagonals) {
        const std::ptrdiff_t across = steps[d[0]];
        const std::ptrdiff_t down = steps[d[1]];
        // A straight run from a cell further along the diagonal reaches less far than every run
        // from the cells before it: what stopped those (a wall or a subgoal) lies between the origin
        // and anything beyond.
        int limit[2] = {clearance(origin, d[0]) - 1, clearance(origin, d[1]) - 1};
        std::ptrdiff_t cell = origin;
        while (diagonalStep(cell, across, down)) {
            cell += across + down;
            if (isSubgoal(cell)) {
                found.push_back(static_cast<std::uint32_t>(cell));
                break;
            }
            for (unsigned side = 0; side < 2; ++side) {
                const unsigned k = d[side];
                const int reach = clearance(cell, k);
                const std::ptrdiff_t end = cell + reach * steps[k];
                if (reach <= limit[side] && free(end) && isSubgoal(end))
                    found.push_back(static_cast<std::uint32_t>(end));
                limit[side] = std::min(limit[side], reach - 1);
            }
        }
    }
}

bool SubgoalGraph::walk(std::ptrdiff_t from, std::ptrdiff_t across, std::ptrdiff_t down,
                        std::ptrdiff_t straight, int diagonals, int straights, bool diagonalsFirst,
                        std::vector<Coord>* cells) const {
    const std::size_t kept = cells ? cells->size() : 0;
    std::ptrdiff_t cell = from;
    const auto stepDiagonal = [&] {
        if (!diagonalStep(cell, across, down))
            return false;
        cell += across + down;
        return true;
    };
    const auto stepStraight = [&] {
        if (!free(cell + straight))
            return false;
        cell += straight;
        return true;
    };
    for (int part = 0; part < 2; ++part) {
        const bool diagonalPart = (part == 0) == diagonalsFirst;
        const int count = diagonalPart ? diagonals : straights;
        for (int i = 0; i < count; ++i) {
            if (!(diagonalPart ? stepDiagonal() : stepStraight())) {
                if (cells)
                    cells->resize(kept);
                return false;
            }
            if (cells)
                cells->push_back(coordOf(static_cast<std::uint32_t>(cell)));
        }
    }
    return true;
}

bool SubgoalGraph::hPath(std::uint32_t from, std::uint32_t to, std::vector<Coord>* cells) const {
    const Coord a = coordOf(from);
    const Coord b = coordOf(to);
    const int dx = b.x - a.x;
    const int dy = b.y - a.y;
    const int sx = (dx > 0) - (dx < 0);
    const int sy = (dy > 0) - (dy < 0);
    const int diagonals = std::min(std::abs(dx), std::abs(dy));
    const int straights = std::max(std::abs(dx), std::abs(dy)) - diagonals;
    const std::ptrdiff_t down = sy * m_stride;
    const std::ptrdiff_t straight = std::abs(dx) >= std::abs(dy) ? sx : down;
    const auto start = static_cast<std::ptrdiff_t>(from);
    return walk(start, sx, down, straight, diagonals, straights, true, cells) ||
           walk(start, sx, down, straight, diagonals, straights, false, cells);
}

} // namespace pathfinder
