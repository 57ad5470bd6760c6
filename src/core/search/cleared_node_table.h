#pragma once

#include "basics/zeroed_pages.h"

#include <cstddef>
#include <cstdint>
#include <cstring>
#include <type_traits>
#include <vector>

namespace pathfinder {

/// Per-cell search nodes, indexed like the grid's padded cells, for nodes too small to carry their
/// search's stamp (NodeTable's `epoch`): a node whose bytes are all zero is unseen, so a search
/// that touches a node must leave a mark in its bytes (a flag) and call touch(). beginSearch()
/// zeroes again only the blocks of nodes touched since the last one, so starting afresh costs in
/// proportion to what the last search touched, not to the map. The nodes live in zero-filled pages
/// (ZeroedArray): a page never touched takes no memory.
template <class Node>
class ClearedNodeTable {
    /// Nodes per block: a page of 4 KiB, or one node if it is larger.
    static constexpr std::size_t kBlockNodes = sizeof(Node) < 4096 ? 4096 / sizeof(Node) : 1;

public:
    /// Makes room for `cells` nodes, all unseen; new pages only when the count changes.
    void fit(std::size_t cells) {
        if (m_nodes.size() == cells)
            return;
        m_nodes.renew(cells);
        m_touched.assign((cells + kBlockNodes * 64 - 1) / (kBlockNodes * 64), 0);
    }
    std::size_t size() const { return m_nodes.size(); }
    Node* data() { return m_nodes.data(); }

    /// Starts a new search: zeroes every block touched since the last start.
    void beginSearch() {
        for (std::size_t word = 0; word < m_touched.size(); ++word) {
            for (std::uint64_t bits = m_touched[word]; bits != 0; bits &= bits - 1) {
                const std::size_t block = word * 64 + static_cast<std::size_t>(__builtin_ctzll(bits));
                const std::size_t first = block * kBlockNodes;
                const std::size_t size = m_nodes.size();
                const std::size_t count = first + kBlockNodes < size ? kBlockNodes : size - first;
                std::memset(static_cast<void*>(m_nodes.data() + first), 0, count * sizeof(Node));
            }
            m_touched[word] = 0;
        }
    }
    /// Marks the block of a node about to be written as one to zero at the next start.
    void touch(std::size_t cell) {
        const std::size_t block = cell / kBlockNodes;
        m_touched[block / 64] |= std::uint64_t{1} << (block % 64);
    }

    Node& operator[](std::size_t cell) { return m_nodes[cell]; }
    const Node& operator[](std::size_t cell) const { return m_nodes[cell]; }

private:
    ZeroedArray<Node> m_nodes;
    std::vector<std::uint64_t> m_touched; ///< a bit per block of nodes touched since the last start
};

} // namespace pathfinder
