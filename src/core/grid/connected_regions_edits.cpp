#include "pathfinder/grid/connected_regions.h"
#include "pathfinder/grid/map_grid.h"

#include "grid/region_steps.h"

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <utility>
#include <vector>

// ConnectedRegions::update(): the labels brought up to date with one edit of the map.

namespace pathfinder {

bool ConnectedRegions::update(const MapGrid& grid, const GridChange& change) {
    m_lastWork = 0;
    if (grid.paddedSize() != m_labels.size() || grid.stride() != m_stride)
        return false;
    m_bySteps = joinsBySteps(grid);
    switch (change.kind) {
    case GridChange::Kind::WallAdded:
        return cellBlocked(grid, grid.paddedIndex(change.cell));
    case GridChange::Kind::WallRemoved:
        return cellFreed(grid, grid.paddedIndex(change.cell));
    case GridChange::Kind::CostChanged:
    case GridChange::Kind::StartMoved:
    case GridChange::Kind::GoalMoved:
    case GridChange::Kind::HeightChanged:
        return true; // what is free stays free, and heights close no step
    case GridChange::Kind::SideChanged:
        return sideChanged(grid, change);
    case GridChange::Kind::Replaced:
        return false;
    }
    return false;
}

bool ConnectedRegions::joinAround(const MapGrid& grid, std::size_t cell) {
    // The regions of the cell and around it, the largest keeping its label, the others taking it.
    std::uint32_t around[9];
    std::size_t seeds[9];
    std::size_t count = 0;
    const auto add = [&](std::size_t n) {
        const std::uint32_t label = m_labels[n];
        if (label != 0 && std::find(around, around + count, label) == around + count) {
            around[count] = label;
            seeds[count] = n;
            ++count;
        }
    };
    add(cell);
    forEachJoined(grid, cell, add);
    if (count <= 1)
        return true;
    std::size_t largest = 0;
    for (std::size_t i = 1; i < count; ++i)
        if (m_sizes[around[i]] > m_sizes[around[largest]])
            largest = i;
    std::size_t toMove = 0;
    for (std::size_t i = 0; i < count; ++i)
        toMove += i == largest ? 0 : m_sizes[around[i]];
    if (m_lastWork + toMove > m_updateLimit)
        return false;
    const std::uint32_t keep = around[largest];
    for (std::size_t i = 0; i < count; ++i) {
        if (i == largest)
            continue;
        const std::size_t moved = relabel(grid, seeds[i], around[i], keep);
        m_lastWork += moved;
        m_sizes[keep] += static_cast<std::uint32_t>(moved);
        freeLabel(around[i]);
        --m_regionCount;
    }
    return true;
}

bool ConnectedRegions::cellFreed(const MapGrid& grid, std::size_t cell) {
    if (m_labels[cell] != 0)
        return true;
    const std::uint32_t label = newLabel();
    m_labels[cell] = label;
    m_sizes[label] = 1;
    ++m_regionCount;
    m_lastWork = 1;
    return joinAround(grid, cell);
}

bool ConnectedRegions::cellBlocked(const MapGrid& grid, std::size_t cell) {
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
    // Only steps into and out of the cell are gone, so every part the region may fall into holds a
    // neighbour of the cell. Where canStep decides, a seed more than the steps need costs a flood
    // that soon meets another.
    const std::ptrdiff_t* offsets = m_bySteps ? m_headingOffsets : m_offsets.data();
    const std::size_t offsetCount = m_bySteps ? 8 : m_offsets.size();
    std::size_t seeds[8];
    std::size_t count = 0;
    for (std::size_t i = 0; i < offsetCount; ++i) {
        const auto n = static_cast<std::size_t>(static_cast<std::ptrdiff_t>(cell) + offsets[i]);
        if (m_labels[n] == region)
            seeds[count++] = n;
    }
    return split(grid, region, seeds, count);
}

bool ConnectedRegions::sideChanged(const MapGrid& grid, const GridChange& change) {
    const Coord a = change.cell;
    const Coord b = change.across();
    if (!grid.inBounds(a) || !grid.inBounds(b))
        return true;
    // Every step the side can open or close runs between two cells next to a or b: the step across
    // it, and on a square map the diagonals whose routes past their corners cross it.
    std::size_t window[18];
    std::size_t count = 0;
    for (const Coord c : {a, b})
        for (int dy = -1; dy <= 1; ++dy)
            for (int dx = -1; dx <= 1; ++dx) {
                const Coord n{c.x + dx, c.y + dy};
                if (!grid.inBounds(n))
                    continue;
                const std::size_t cell = grid.paddedIndex(n);
                if (std::find(window, window + count, cell) == window + count)
                    window[count++] = cell;
            }
    m_lastWork = 0;
    if (!change.sideOpened()) {
        // Steps may be gone: each region around the side may fall apart, and every part holds a
        // cell of the window.
        std::uint32_t regions[18];
        std::size_t regionCount = 0;
        for (std::size_t i = 0; i < count; ++i) {
            const std::uint32_t label = m_labels[window[i]];
            if (label != 0 && std::find(regions, regions + regionCount, label) == regions + regionCount)
                regions[regionCount++] = label;
        }
        for (std::size_t r = 0; r < regionCount; ++r) {
            std::size_t seeds[18];
            std::size_t seedCount = 0;
            for (std::size_t i = 0; i < count; ++i)
                if (m_labels[window[i]] == regions[r])
                    seeds[seedCount++] = window[i];
            if (!split(grid, regions[r], seeds, seedCount))
                return false;
        }
    }
    // Steps may be new: the regions they join become one.
    for (std::size_t i = 0; i < count; ++i)
        if (m_labels[window[i]] != 0 && !joinAround(grid, window[i]))
            return false;
    return true;
}

bool ConnectedRegions::split(const MapGrid& grid, std::uint32_t region, const std::size_t* seeds,
                             std::size_t count) {
    // One flood from each seed still in the region, each under a label of its own, taking a cell in
    // turn. Floods that meet become one (the smaller takes the larger's label); a flood
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
    for (std::size_t i = 0; i < count; ++i) {
        const std::size_t n = seeds[i];
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
            forEachJoined(grid, c, [&](std::size_t n) {
                const std::uint32_t label = m_labels[n];
                if (label == region) {
                    m_labels[n] = f->label;
                    f->cells.push_back(n);
                } else if (label != 0 && label != f->label) {
                    Flood* g = floodOf(label);
                    if (g == nullptr)
                        return; // a flood that ran dry cannot be met: it holds a whole part
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
            });
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
