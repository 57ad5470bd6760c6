#include "walkers/hierarchical/hpa_abstraction.h"

#include <algorithm>
#include <cstring>
#include <limits>

namespace pathfinder {

void HpaAbstraction::build(const MapGrid& grid, const Movement& movement, int clusterSize,
                           const std::atomic<bool>* stop) {
    const auto stopped = [&](std::size_t k) {
        if (k % 64 != 0 || !stop || !stop->load(std::memory_order_relaxed))
            return false;
        *this = HpaAbstraction();
        return true;
    };
    m_movement = movement;
    m_moves.setup(grid, movement);
    m_size = std::max(clusterSize, 1);
    m_width = grid.width();
    m_height = grid.height();
    m_across = (m_width + m_size - 1) / m_size;
    m_down = (m_height + m_size - 1) / m_size;
    std::copy(grid.entryCosts(), grid.entryCosts() + MapGrid::kCodeCount, m_entryCosts.begin());
    m_codes.assign(grid.paddedCells(), grid.paddedCells() + grid.paddedSize());
    m_clusters.assign(static_cast<std::size_t>(m_across) * static_cast<std::size_t>(m_down), Cluster{});
    m_crossings.assign(m_clusters.size(), {});
    for (int cy = 0; cy < m_down; ++cy)
        for (int cx = 0; cx < m_across; ++cx) {
            CellRect& r = m_clusters[static_cast<std::size_t>(cy * m_across + cx)].rect;
            r.x0 = cx * m_size;
            r.y0 = cy * m_size;
            r.width = std::min(m_size, m_width - r.x0);
            r.height = std::min(m_size, m_height - r.y0);
        }
    m_lastSettled = 0;
    for (std::size_t k = 0; k < m_clusters.size(); ++k) {
        if (stopped(k))
            return;
        rebuildCrossings(grid, k);
    }
    for (std::size_t k = 0; k < m_clusters.size(); ++k) {
        if (stopped(k))
            return;
        rebuildCluster(grid, k);
    }
    numberTransitions();
    m_lastRebuilt = m_clusters.size();
    m_stamp = grid.cellsStamp();
}

bool HpaAbstraction::fits(const MapGrid& grid, const Movement& movement, int clusterSize) const {
    return m_size == std::max(clusterSize, 1) && m_width == grid.width() && m_height == grid.height() &&
           m_movement == movement && std::equal(m_entryCosts.begin(), m_entryCosts.end(), grid.entryCosts());
}

std::size_t HpaAbstraction::update(const MapGrid& grid) {
    m_moves.setup(grid, m_movement); // this grid's own (the abstraction may have been built on a copy)
    m_lastRebuilt = 0;
    m_lastSettled = 0;
    const std::uint8_t* now = grid.paddedCells();
    std::vector<std::uint8_t> dirty(m_clusters.size(), 0);
    bool any = false;
    for (int y = 0; y < m_height; ++y) {
        const std::size_t row = grid.paddedIndex({0, y});
        if (std::memcmp(now + row, m_codes.data() + row, static_cast<std::size_t>(m_width)) == 0)
            continue;
        for (int x = 0; x < m_width; ++x) {
            if (now[row + static_cast<std::size_t>(x)] == m_codes[row + static_cast<std::size_t>(x)])
                continue;
            // A border's entrances and squeezes are read from the cells either side of it, so an
            // edit within one cell of a border changes the clusters on both sides.
            for (int dy = -1; dy <= 1; ++dy)
                for (int dx = -1; dx <= 1; ++dx) {
                    const Coord n{x + dx, y + dy};
                    if (grid.inBounds(n)) {
                        dirty[clusterOf(n)] = 1;
                        any = true;
                    }
                }
        }
    }
    m_codes.assign(now, now + grid.paddedSize());
    m_stamp = grid.cellsStamp();
    if (!any)
        return 0;
    for (std::size_t k = 0; k < m_clusters.size(); ++k)
        if (dirty[k])
            rebuildCrossings(grid, k);
    for (std::size_t k = 0; k < m_clusters.size(); ++k)
        if (dirty[k]) {
            rebuildCluster(grid, k);
            ++m_lastRebuilt;
        }
    numberTransitions();
    return m_lastRebuilt;
}

void HpaAbstraction::numberTransitions() {
    m_transitionCells.clear();
    for (Cluster& c : m_clusters) {
        c.firstId = static_cast<std::uint32_t>(m_transitionCells.size());
        m_transitionCells.insert(m_transitionCells.end(), c.transitions.begin(), c.transitions.end());
    }
}

void HpaAbstraction::addOrthogonalRuns(const MapGrid& grid, std::vector<HpaCrossing>& out, Coord first,
                                       Coord along, Coord across, int length) const {
    const auto crossing = [&](int i) {
        const Coord a{first.x + along.x * i, first.y + along.y * i};
        return HpaCrossing{static_cast<std::uint32_t>(grid.paddedIndex(a)),
                           static_cast<std::uint32_t>(grid.paddedIndex(a + across))};
    };
    const auto bothFree = [&](int i) {
        const Coord a{first.x + along.x * i, first.y + along.y * i};
        return !grid.isBlocked(a) && !grid.isBlocked(a + across);
    };
    int i = 0;
    while (i < length) {
        if (!bothFree(i)) {
            ++i;
            continue;
        }
        const int begin = i;
        while (i < length && bothFree(i))
            ++i;
        const int runLength = i - begin;
        if (runLength < kLongEntrance) {
            out.push_back(crossing(begin + (runLength - 1) / 2));
        } else {
            out.push_back(crossing(begin));
            out.push_back(crossing(i - 1));
        }
    }
}

void HpaAbstraction::addSqueeze(const MapGrid& grid, std::vector<HpaCrossing>& out, Coord a, Coord b) const {
    if (!grid.inBounds(a) || !grid.inBounds(b) || grid.isBlocked(a) || grid.isBlocked(b))
        return;
    if (!grid.isBlocked({b.x, a.y}) || !grid.isBlocked({a.x, b.y}))
        return; // a free side cell joins a and b by two orthogonal steps, which the entrances carry
    const auto d = directionBetween(a, b);
    if (d && grid.canStep(a, *d, m_movement))
        out.push_back(HpaCrossing{static_cast<std::uint32_t>(grid.paddedIndex(a)),
                                  static_cast<std::uint32_t>(grid.paddedIndex(b))});
}

void HpaAbstraction::rebuildCrossings(const MapGrid& grid, std::size_t k) {
    std::vector<HpaCrossing>& out = m_crossings[k];
    out.clear();
    const CellRect& r = m_clusters[k].rect;
    const int cx = static_cast<int>(k) % m_across;
    const int cy = static_cast<int>(k) / m_across;
    const int right = r.x0 + r.width - 1;
    const int bottom = r.y0 + r.height - 1;
    const bool east = cx + 1 < m_across;
    const bool south = cy + 1 < m_down;
    if (east) {
        addOrthogonalRuns(grid, out, {right, r.y0}, {0, 1}, {1, 0}, r.height);
        for (int y = r.y0; y < bottom; ++y) {
            addSqueeze(grid, out, {right, y}, {right + 1, y + 1});
            addSqueeze(grid, out, {right, y + 1}, {right + 1, y});
        }
    }
    if (south) {
        addOrthogonalRuns(grid, out, {r.x0, bottom}, {1, 0}, {0, 1}, r.width);
        for (int x = r.x0; x < right; ++x) {
            addSqueeze(grid, out, {x, bottom}, {x + 1, bottom + 1});
            addSqueeze(grid, out, {x + 1, bottom}, {x, bottom + 1});
        }
    }
    if (east && south)
        addSqueeze(grid, out, {right, bottom}, {right + 1, bottom + 1});
    if (cx > 0 && south)
        addSqueeze(grid, out, {r.x0, bottom}, {r.x0 - 1, bottom + 1});
    out.shrink_to_fit();
}

std::vector<std::size_t> HpaAbstraction::crossingOwners(std::size_t k) const {
    const int cx = static_cast<int>(k) % m_across;
    const int cy = static_cast<int>(k) / m_across;
    std::vector<std::size_t> owners;
    for (int dy = -1; dy <= 0; ++dy)
        for (int dx = -1; dx <= 1; ++dx) {
            if (dy == 0 && dx == 1)
                continue;
            const int x = cx + dx;
            const int y = cy + dy;
            if (x >= 0 && y >= 0 && x < m_across)
                owners.push_back(static_cast<std::size_t>(y * m_across + x));
        }
    return owners;
}

void HpaAbstraction::rebuildCluster(const MapGrid& grid, std::size_t k) {
    Cluster& cluster = m_clusters[k];
    const auto inside = [&](std::uint32_t cell) { return cluster.rect.contains(grid.coordOf(cell)); };

    std::vector<HpaCrossing> touching; // a inside this cluster, b outside
    for (const std::size_t owner : crossingOwners(k))
        for (const HpaCrossing& c : m_crossings[owner]) {
            if (inside(c.a))
                touching.push_back(c);
            else if (inside(c.b))
                touching.push_back(HpaCrossing{c.b, c.a});
        }
    std::vector<std::uint32_t>& transitions = cluster.transitions;
    transitions.clear();
    for (const HpaCrossing& c : touching)
        transitions.push_back(c.a);
    std::sort(transitions.begin(), transitions.end());
    transitions.erase(std::unique(transitions.begin(), transitions.end()), transitions.end());
    transitions.shrink_to_fit();

    const std::size_t count = transitions.size();
    cluster.costs.assign(count * count, std::numeric_limits<float>::infinity());
    cluster.costs.shrink_to_fit();
    std::vector<double> costs;
    for (std::size_t i = 0; i < count; ++i) {
        m_lastSettled +=
            clusterCosts(grid, m_moves, cluster.rect, grid.coordOf(transitions[i]), false, costs);
        for (std::size_t j = 0; j < count; ++j)
            if (j != i)
                cluster.costs[i * count + j] =
                    static_cast<float>(costs[cluster.rect.local(grid.coordOf(transitions[j]))]);
    }
    std::vector<CrossingEdge> edges;
    edges.reserve(touching.size());
    for (const HpaCrossing& c : touching) {
        const auto d = directionBetween(grid.coordOf(c.a), grid.coordOf(c.b));
        const double cost = grid.stepCost(grid.coordOf(c.a), *d, m_movement);
        const auto from = std::lower_bound(transitions.begin(), transitions.end(), c.a) - transitions.begin();
        edges.push_back(CrossingEdge{static_cast<std::uint32_t>(from), c.b, cost});
    }
    std::stable_sort(edges.begin(), edges.end(),
                     [](const CrossingEdge& x, const CrossingEdge& y) { return x.from < y.from; });
    cluster.crossingEdges = std::move(edges);
}

std::int32_t HpaAbstraction::transitionIndex(std::uint32_t paddedCell) const {
    const Coord c = coordOf(paddedCell);
    if (c.x < 0 || c.y < 0 || c.x >= m_width || c.y >= m_height)
        return -1;
    const std::vector<std::uint32_t>& t = m_clusters[clusterOf(c)].transitions;
    const auto found = std::lower_bound(t.begin(), t.end(), paddedCell);
    return found != t.end() && *found == paddedCell ? static_cast<std::int32_t>(found - t.begin()) : -1;
}

std::uint32_t HpaAbstraction::transitionId(std::uint32_t paddedCell) const {
    const std::int32_t i = transitionIndex(paddedCell);
    return i < 0 ? MapGrid::kNoCell
                 : m_clusters[clusterOfCell(paddedCell)].firstId + static_cast<std::uint32_t>(i);
}

std::size_t HpaAbstraction::bytes() const {
    std::size_t total = sizeof(*this) + m_codes.capacity() + m_clusters.capacity() * sizeof(Cluster) +
                        m_crossings.capacity() * sizeof(std::vector<HpaCrossing>) +
                        m_transitionCells.capacity() * sizeof(std::uint32_t);
    for (const Cluster& c : m_clusters)
        total += c.transitions.capacity() * sizeof(std::uint32_t) + c.costs.capacity() * sizeof(float) +
                 c.crossingEdges.capacity() * sizeof(CrossingEdge);
    for (const auto& c : m_crossings)
        total += c.capacity() * sizeof(HpaCrossing);
    return total;
}

} // namespace pathfinder
