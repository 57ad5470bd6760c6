#pragma once

#include "pathfinder/grid/map_grid.h"
#include "pathfinder/search/search_view.h"
#include "pathfinder/search/walker_settings.h"

#include "basics/zeroed_pages.h"
#include "grid/legal_moves.h"
#include "search/open_list.h"

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <type_traits>
#include <vector>

namespace pathfinder {

// The parts the best-first searches are built from (BestFirstEngine, JumpPointSearchWalker,
// RepairSearch): a table of per-cell nodes stamped with their search, a ranking that turns a key
// and a tie-break into open-list entries, and the open list itself (open_list.h). The expansion
// policy is each search's own: LegalMoves::forEach for the neighbours, the jumps for JPS.

/// Per-cell search nodes, indexed like the grid's padded cells. Each node carries the search
/// (`epoch`, counted from 1) it belongs to; a node of an earlier search counts as unseen, so
/// starting a search costs O(1), not O(cells). The nodes live in zero-filled pages (ZeroedPages):
/// a node never written reads as zero bytes, epoch 0, which is of no search, and a page of nodes
/// takes memory only once a search writes to it, so the table's resident memory follows the cells
/// the searches touch. Node must be trivially copyable, with a `std::uint32_t epoch` member.
template <class Node>
class NodeTable {
    static_assert(std::is_trivially_copyable_v<Node>, "nodes are read from zero-filled pages");

public:
    /// Makes room for `cells` nodes, all unseen; new pages only when the count changes.
    void fit(std::size_t cells) {
        if (m_nodes.size() == cells)
            return;
        takeFreshPages(cells);
    }
    std::size_t size() const { return m_nodes.size(); }

    /// Starts a new search: every node unseen. When the counter wraps, the pages are given back
    /// and taken afresh (zero again), so that no stale stamp looks current.
    void beginSearch() {
        if (++m_epoch != 0)
            return;
        takeFreshPages(m_nodes.size());
        m_epoch = 1;
    }
    /// The stamp of the search under way, for nodes it touches.
    std::uint32_t epoch() const { return m_epoch; }
    bool seen(std::size_t cell) const { return m_nodes[cell].epoch == m_epoch; }

    Node& operator[](std::size_t cell) { return m_nodes[cell]; }
    const Node& operator[](std::size_t cell) const { return m_nodes[cell]; }
    /// The first node; it moves when fit() or beginSearch() takes fresh pages.
    Node* data() { return m_nodes.data(); }

    /// Sets the stamp of the search under way, which makes every node unseen that the current
    /// one stamped; for white-box tests that bring the counter near its wrap.
    void jumpEpoch(std::uint32_t epoch) { m_epoch = epoch; }

private:
    void takeFreshPages(std::size_t cells) {
        m_nodes.renew(cells);
        m_epoch = 0;
    }

    ZeroedArray<Node> m_nodes;
    std::uint32_t m_epoch = 0;
};

/// A node's parent is kept as the heading from the node to it; this marks a node without one.
inline constexpr std::uint8_t kNoParentHeading = 0xFF;

/// What a search shows of cell `c` from its table of nodes (a NodeTable or any table by padded index
/// whose nodes have visit, g and a parentDir heading): a blank view off the map or before the table
/// fits the map; h = h(c) once `ready`; f = f(g, h) for a node the search has touched.
template <class Nodes, class H, class F>
CellView nodeCellView(const MapGrid* grid, const Nodes& nodes, Coord c, bool ready, H&& h, F&& f) {
    CellView view;
    if (!grid || !grid->inBounds(c) || nodes.size() != grid->paddedSize())
        return view;
    if (ready)
        view.h = h(c);
    const std::size_t cell = grid->paddedIndex(c);
    if (!nodes.seen(cell))
        return view;
    const auto& node = nodes[cell];
    view.visit = node.visit;
    view.g = node.g;
    view.f = f(node.g, view.h);
    if (node.parentDir != kNoParentHeading)
        view.parent = c + kDirectionOffsets[node.parentDir];
    return view;
}

/// The cells from the start to `cell` along the parents of `nodes` (a NodeTable or any array of
/// nodes with a `parentDir` heading to the parent, kNoParentHeading at the start), the start first.
template <class Nodes>
std::vector<Coord> pathAlongParentHeadings(const MapGrid& grid, const LegalMoves& moves, const Nodes& nodes,
                                           std::uint32_t cell) {
    std::vector<Coord> path;
    while (true) {
        path.push_back(grid.coordOf(cell));
        const std::uint8_t dir = nodes[cell].parentDir;
        if (dir == kNoParentHeading)
            break;
        cell = static_cast<std::uint32_t>(static_cast<std::ptrdiff_t>(cell) + moves.offset(dir));
    }
    std::reverse(path.begin(), path.end());
    return path;
}

/// Makes open-list entries under a tie-break: among equal keys, the larger g first (LargerG), the
/// earlier entry (Fifo) or the later one (Lifo).
class Ranker {
public:
    /// Chooses the tie-break and starts counting entries from zero.
    void setup(TieBreak tieBreak) {
        m_tieMask = tieBreak == TieBreak::LargerG ? ~std::uint64_t{0} : 0;
        m_orderFlip = tieBreak == TieBreak::Lifo ? ~std::uint32_t{0} : 0;
        m_order = 0;
    }
    /// Starts counting entries from zero.
    void restart() { m_order = 0; }
    /// Entries made since the last setup() or restart().
    std::uint32_t entries() const { return m_order; }

    /// The entry of `cell`, ranked by `key` (rankBits or orderedBits of the ranking key); `g`
    /// decides the larger-g tie-break.
    OpenEntry entry(std::uint64_t key, double g, std::uint32_t cell) {
        OpenEntry e;
        e.key = key;
        e.tie = ~rankBits(g) & m_tieMask;
        e.order = m_order++ ^ m_orderFlip;
        e.cell = cell;
        return e;
    }

private:
    std::uint64_t m_tieMask = 0;   ///< all ones to prefer larger g on equal keys
    std::uint32_t m_orderFlip = 0; ///< all ones for LIFO
    std::uint32_t m_order = 0;
};

} // namespace pathfinder
