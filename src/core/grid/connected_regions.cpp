#include "pathfinder/grid/connected_regions.h"

#include "pathfinder/grid/map_grid.h"

#include <algorithm>
#include <cassert>

namespace pathfinder {

ConnectedRegions::ConnectedRegions(const MapGrid& grid, Connectivity connectivity)
    : m_connectivity(connectivity), m_width(grid.width()), m_stride(grid.stride()),
      m_labels(grid.paddedSize(), 0), m_sizes(1, 0),
      m_updateLimit(std::max<std::size_t>(std::size_t{1} << 16, grid.paddedSize() / 16)) {
    const std::ptrdiff_t s = m_stride;
    m_offsets = {-s, 1, s, -1};
    if (connectivity == Connectivity::Diagonal)
        m_offsets.insert(m_offsets.end(), {-s + 1, s + 1, s - 1, -s - 1});
    const std::uint8_t* cells = grid.paddedCells();
    for (std::size_t i = 0; i < m_labels.size(); ++i) {
        if (cells[i] == MapGrid::kWall || m_labels[i] != 0)
            continue;
        // Unlabelled free cells all carry 0, so a flood "from 0" would wander into walls: label by
        // the step codes instead.
        const std::uint32_t label = newLabel();
        std::size_t count = 0;
        m_labels[i] = label;
        m_stack.assign(1, i);
        while (!m_stack.empty()) {
            const std::size_t c = m_stack.back();
            m_stack.pop_back();
            ++count;
            for (const std::ptrdiff_t off : m_offsets) {
                const auto n = static_cast<std::size_t>(static_cast<std::ptrdiff_t>(c) + off);
                if (cells[n] != MapGrid::kWall && m_labels[n] == 0) {
                    m_labels[n] = label;
                    m_stack.push_back(n);
                }
            }
        }
        m_sizes[label] = static_cast<std::uint32_t>(count);
        ++m_regionCount;
    }
    m_stack.clear();
    m_stack.shrink_to_fit();
}

std::uint32_t ConnectedRegions::regionOf(Coord c) const {
    return m_labels[static_cast<std::size_t>(c.y + 1) * static_cast<std::size_t>(m_stride) +
                    static_cast<std::size_t>(c.x + 1)];
}

bool ConnectedRegions::connected(Coord a, Coord b) const {
    const int height = static_cast<int>(m_labels.size() / static_cast<std::size_t>(m_stride)) - 2;
    const auto inside = [&](Coord c) { return c.x >= 0 && c.y >= 0 && c.x < m_width && c.y < height; };
    if (!inside(a) || !inside(b))
        return false;
    const std::uint32_t label = regionOf(a);
    return label != 0 && label == regionOf(b);
}

std::uint32_t ConnectedRegions::newLabel() {
    if (!m_unusedLabels.empty()) {
        const std::uint32_t label = m_unusedLabels.back();
        m_unusedLabels.pop_back();
        return label;
    }
    m_sizes.push_back(0);
    return static_cast<std::uint32_t>(m_sizes.size() - 1);
}

void ConnectedRegions::freeLabel(std::uint32_t label) {
    m_sizes[label] = 0;
    m_unusedLabels.push_back(label);
}

std::size_t ConnectedRegions::relabel(std::size_t seed, std::uint32_t from, std::uint32_t to) {
    std::size_t count = 0;
    m_labels[seed] = to;
    m_stack.assign(1, seed);
    while (!m_stack.empty()) {
        const std::size_t c = m_stack.back();
        m_stack.pop_back();
        ++count;
        for (const std::ptrdiff_t off : m_offsets) {
            const auto n = static_cast<std::size_t>(static_cast<std::ptrdiff_t>(c) + off);
            if (m_labels[n] == from) {
                m_labels[n] = to;
                m_stack.push_back(n);
            }
        }
    }
    return count;
}

bool ConnectedRegions::update(const MapGrid& grid, const GridChange& change) {
    m_lastWork = 0;
    if (grid.paddedSize() != m_labels.size() || grid.stride() != m_stride)
        return false;
    switch (change.kind) {
    case GridChange::Kind::WallAdded:
        return cellBlocked(grid.paddedIndex(change.cell));
    case GridChange::Kind::WallRemoved:
        return cellFreed(grid.paddedIndex(change.cell));
    case GridChange::Kind::CostChanged:
    case GridChange::Kind::StartMoved:
    case GridChange::Kind::GoalMoved:
    case GridChange::Kind::HeightChanged:
        return true; // what is free stays free
    case GridChange::Kind::SideChanged:
        return true; // the labels join cells by what the cells are; sides are not theirs to follow
    case GridChange::Kind::Replaced:
        return false;
    }
    return false;
}

bool ConnectedRegions::cellFreed(std::size_t cell) {
    if (m_labels[cell] != 0)
        return true;
    // The regions around the cell, the largest first: it keeps its label, the others take it.
    std::uint32_t around[8];
    std::size_t seeds[8];
    std::size_t count = 0;
    for (const std::ptrdiff_t off : m_offsets) {
        const auto n = static_cast<std::size_t>(static_cast<std::ptrdiff_t>(cell) + off);
        const std::uint32_t label = m_labels[n];
        if (label != 0 && std::find(around, around + count, label) == around + count) {
            around[count] = label;
            seeds[count] = n;
            ++count;
        }
    }
    m_lastWork = 1;
    if (count == 0) {
        const std::uint32_t label = newLabel();
        m_labels[cell] = label;
        m_sizes[label] = 1;
        ++m_regionCount;
        return true;
    }
    std::size_t largest = 0;
    for (std::size_t i = 1; i < count; ++i)
        if (m_sizes[around[i]] > m_sizes[around[largest]])
            largest = i;
    std::size_t toMove = 0;
    for (std::size_t i = 0; i < count; ++i)
        toMove += i == largest ? 0 : m_sizes[around[i]];
    if (toMove > m_updateLimit)
        return false;
    const std::uint32_t keep = around[largest];
    for (std::size_t i = 0; i < count; ++i) {
        if (i == largest)
            continue;
        const std::size_t moved = relabel(seeds[i], around[i], keep);
        m_lastWork += moved;
        m_sizes[keep] += static_cast<std::uint32_t>(moved);
        freeLabel(around[i]);
        --m_regionCount;
    }
    m_labels[cell] = keep;
    ++m_sizes[keep];
    return true;
}

bool ConnectedRegions::cellBlocked(std::size_t cell) {
    const std::uint32_t region = m_labels[cell];
    if (region == 0)
        return true;
    m_labels[cell] = 0;
    --m_sizes[region];
    m_lastWork = 1;
    if (m_sizes[region] == 0) {
        freeLabel(region);
        --m_regionCount;
        return true;
    }

    // One flood from each neighbour still in the region, each under a label of its own, taking a
    // cell in turn. Floods that meet become one (the smaller takes the larger's label); a flood
    // that runs dry has found a part cut off from the rest. Once at most one flood is still going,
    // that flood stands for the rest of the region, which keeps the old label.
    struct Flood {
        std::uint32_t label;
        std::vector<std::size_t> cells; ///< every cell it labelled; the queue is cells[head..]
        std::size_t head = 0;
        bool merged = false;
        bool dry() const { return head == cells.size(); }
    };
    std::vector<Flood> floods;
    for (const std::ptrdiff_t off : m_offsets) {
        const auto n = static_cast<std::size_t>(static_cast<std::ptrdiff_t>(cell) + off);
        if (m_labels[n] != region)
            continue;
        Flood flood;
        flood.label = newLabel();
        flood.cells.push_back(n);
        m_labels[n] = flood.label;
        floods.push_back(std::move(flood));
    }
    const auto floodOf = [&](std::uint32_t label) -> Flood* {
        for (Flood& f : floods)
            if (!f.merged && f.label == label)
                return &f;
        return nullptr;
    };

    std::size_t going = floods.size();
    while (going > 1) {
        for (std::size_t i = 0; i < floods.size() && going > 1; ++i) {
            Flood* f = &floods[i];
            if (f->merged || f->dry())
                continue;
            if (++m_lastWork > m_updateLimit)
                return false; // the labels are left half done: the owner drops them
            const std::size_t c = f->cells[f->head++];
            for (const std::ptrdiff_t off : m_offsets) {
                const auto n = static_cast<std::size_t>(static_cast<std::ptrdiff_t>(c) + off);
                const std::uint32_t label = m_labels[n];
                if (label == region) {
                    m_labels[n] = f->label;
                    f->cells.push_back(n);
                } else if (label != 0 && label != f->label) {
                    Flood* g = floodOf(label);
                    if (g == nullptr)
                        continue; // a flood that ran dry cannot be met: it holds a whole part
                    Flood* big = f->cells.size() >= g->cells.size() ? f : g;
                    Flood* small = big == f ? g : f;
                    for (const std::size_t s : small->cells)
                        m_labels[s] = big->label;
                    // The small flood's cells go on in the big one's queue: those it had looked at
                    // are looked at again, which finds nothing new, and c among them, so that its
                    // other neighbours are still looked at.
                    big->cells.insert(big->cells.end(), small->cells.begin(), small->cells.end());
                    small->merged = true;
                    small->cells.clear();
                    freeLabel(small->label);
                    --going;
                    if (small == f)
                        f = big;
                }
            }
            if (f->dry())
                --going;
        }
    }

    for (Flood& f : floods) {
        if (f.merged)
            continue;
        m_lastWork += f.cells.size();
        if (!f.dry()) {
            // The rest of the region: its cells take the old label back.
            for (const std::size_t c : f.cells)
                m_labels[c] = region;
            freeLabel(f.label);
            continue;
        }
        // A part cut off. Cells may be listed twice (requeued after a merge); count each once.
        std::uint32_t size = 0;
        for (const std::size_t c : f.cells)
            if (m_labels[c] == f.label) {
                m_labels[c] = 0xFFFFFFFFu; // counted
                ++size;
            }
        for (const std::size_t c : f.cells)
            if (m_labels[c] == 0xFFFFFFFFu)
                m_labels[c] = f.label;
        m_sizes[f.label] = size;
        m_sizes[region] -= size;
        ++m_regionCount;
    }
    if (m_sizes[region] == 0) {
        freeLabel(region);
        --m_regionCount;
    }
    return true;
}

} // namespace pathfinder
