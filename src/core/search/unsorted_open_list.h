#pragma once

#include "basics/zeroed_pages.h"
#include "search/open_list.h"

#include <cstdint>
#include <vector>

namespace pathfinder {

/// The open list as an unordered array: a push appends (or overwrites the cell's entry, found by
/// its per-cell slot), O(1); top() and pop() scan every entry for the one that leaves first, O(n).
class UnsortedOpenList {
public:
    void reset(std::size_t cells) {
        if (m_cells != cells) {
            m_slotPages = ZeroedPages();
            m_slotPages = ZeroedPages(cells * sizeof(std::uint32_t));
            m_slotPlusOne = static_cast<std::uint32_t*>(m_slotPages.data());
            m_cells = cells;
        } else {
            for (const OpenEntry& e : m_entries)
                m_slotPlusOne[e.cell] = 0;
        }
        m_entries.clear();
    }
    bool empty() const { return m_entries.empty(); }
    std::size_t size() const { return m_entries.size(); }
    const OpenEntry& top() const { return m_entries[least()]; }

    /// Adds the cell's entry, or re-ranks it if the cell has one.
    void push(const OpenEntry& entry) {
        const std::uint32_t slotPlusOne = m_slotPlusOne[entry.cell];
        if (slotPlusOne != 0) {
            m_entries[slotPlusOne - 1] = entry;
            return;
        }
        m_entries.push_back(entry);
        m_slotPlusOne[entry.cell] = static_cast<std::uint32_t>(m_entries.size());
    }
    OpenEntry pop() {
        const std::size_t slot = least();
        const OpenEntry top = m_entries[slot];
        m_slotPlusOne[top.cell] = 0;
        const OpenEntry last = m_entries.back();
        m_entries.pop_back();
        if (slot < m_entries.size()) {
            m_entries[slot] = last;
            m_slotPlusOne[last.cell] = static_cast<std::uint32_t>(slot + 1);
        }
        return top;
    }
    void offer(const OpenEntry& entry, bool /*wasOpen*/) { push(entry); }
    void settle() {}

private:
    std::size_t least() const {
        std::size_t best = 0;
        for (std::size_t i = 1; i < m_entries.size(); ++i)
            if (OpenEntry::Before{}(m_entries[i], m_entries[best]))
                best = i;
        return best;
    }

    std::vector<OpenEntry> m_entries;
    ZeroedPages m_slotPages;
    std::uint32_t* m_slotPlusOne = nullptr; ///< each cell's slot plus one, 0 without an entry
    std::size_t m_cells = 0;
};

} // namespace pathfinder
