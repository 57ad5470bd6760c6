#pragma once

#include "basics/zeroed_pages.h"

#include <cstddef>
#include <cstdint>
#include <vector>

namespace pathfinder {

/// The states a wall trace has been in since it began: per cell of the map a set of up to 64
/// states (its bits), in zero-filled pages, so that a page takes memory only once the trace passes
/// a cell on it; and the cells written since the last clear(), so that clearing costs what the
/// trace wrote, not the map. At most 8 bytes a cell and 4 a cell written, however long the trace.
class TraceStates {
public:
    static constexpr unsigned kStatesPerCell = 64;

    /// Makes room for `cells` cells, all without states; new pages only when the count changes.
    void fit(std::size_t cells) {
        if (cells == m_cells)
            return;
        m_pages = ZeroedPages(); // the old pages go back before the new ones are taken
        m_pages = ZeroedPages(cells * sizeof(std::uint64_t));
        m_masks = static_cast<std::uint64_t*>(m_pages.data());
        m_cells = cells;
        m_touched.clear();
    }
    /// Records state `state` (< kStatesPerCell) of cell `cell` (< the fitted count); true when the
    /// cell was not in that state since the last clear().
    bool insert(std::size_t cell, unsigned state) {
        std::uint64_t& mask = m_masks[cell];
        const std::uint64_t bit = std::uint64_t{1} << state;
        if ((mask & bit) != 0)
            return false;
        if (mask == 0)
            m_touched.push_back(static_cast<std::uint32_t>(cell));
        mask |= bit;
        return true;
    }
    /// Forgets every state.
    void clear() {
        for (const std::uint32_t cell : m_touched)
            m_masks[cell] = 0;
        m_touched.clear();
    }
    /// Cells with a state since the last clear().
    std::size_t cellsInUse() const { return m_touched.size(); }

private:
    ZeroedPages m_pages;
    std::uint64_t* m_masks = nullptr;
    std::size_t m_cells = 0;
    std::vector<std::uint32_t> m_touched;
};

} // namespace pathfinder
