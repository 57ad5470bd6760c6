#pragma once

#include "search/cleared_node_table.h"

#include <cstddef>
#include <cstdint>

namespace pathfinder {

/// The states a wall trace has been in since it began: per cell of the map a set of up to 64
/// states (its bits), in zero-filled pages, so that a page takes memory only once the trace passes
/// a cell on it; and a bit per page of cells written since the last clear(), so that clearing costs
/// the pages the trace wrote, not the map. At most 8 bytes a cell, however long the trace.
class TraceStates {
public:
    static constexpr unsigned kStatesPerCell = 64;

    /// Makes room for `cells` cells, all without states; new pages only when the count changes.
    void fit(std::size_t cells) {
        if (cells == m_masks.size())
            return;
        m_masks.fit(cells);
        m_inUse = 0;
    }
    /// Records state `state` (< kStatesPerCell) of cell `cell` (< the fitted count); true when the
    /// cell was not in that state since the last clear().
    bool insert(std::size_t cell, unsigned state) {
        std::uint64_t& mask = m_masks[cell];
        const std::uint64_t bit = std::uint64_t{1} << state;
        if ((mask & bit) != 0)
            return false;
        if (mask == 0) {
            m_masks.touch(cell);
            ++m_inUse;
        }
        mask |= bit;
        return true;
    }
    /// Forgets every state.
    void clear() {
        m_masks.beginSearch();
        m_inUse = 0;
    }
    /// Cells with a state since the last clear().
    std::size_t cellsInUse() const { return m_inUse; }

private:
    ClearedNodeTable<std::uint64_t> m_masks;
    std::size_t m_inUse = 0;
};

} // namespace pathfinder
