#pragma once

#include "search/open_list.h"

#include <algorithm>
#include <vector>

namespace pathfinder {

/// The open list as an array kept in order, the entry to leave first at the back: a pop takes the
/// last entry, a push finds its place by bisection and shifts every entry after it, O(n) moves. A
/// re-ranking finds the cell's entry by a scan, removes it and inserts the new one. On a map whose
/// open list grows with the side, a search's time grows with the square of its expansions.
class SortedOpenList {
public:
    void reset(std::size_t /*cells*/) { m_entries.clear(); }
    bool empty() const { return m_entries.empty(); }
    std::size_t size() const { return m_entries.size(); }
    const OpenEntry& top() const { return m_entries.back(); }

    /// Adds the cell's entry, or re-ranks it if the cell has one.
    void push(const OpenEntry& entry) {
        removeCell(entry.cell);
        insert(entry);
    }
    OpenEntry pop() {
        const OpenEntry top = m_entries.back();
        m_entries.pop_back();
        return top;
    }
    void offer(const OpenEntry& entry, bool wasOpen) {
        if (wasOpen)
            removeCell(entry.cell);
        insert(entry);
    }
    void settle() {}

private:
    void insert(const OpenEntry& entry) {
        // Entries that leave after this one stay in front of it.
        const auto at = std::partition_point(m_entries.begin(), m_entries.end(), [&](const OpenEntry& e) {
            return OpenEntry::Before{}(entry, e);
        });
        m_entries.insert(at, entry);
    }
    void removeCell(std::uint32_t cell) {
        const auto it = std::find_if(m_entries.begin(), m_entries.end(),
                                     [cell](const OpenEntry& e) { return e.cell == cell; });
        if (it != m_entries.end())
            m_entries.erase(it);
    }

    std::vector<OpenEntry> m_entries; ///< the entry to leave first last
};

} // namespace pathfinder
