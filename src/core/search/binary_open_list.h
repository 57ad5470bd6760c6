#pragma once

#include "search/indexed_heap.h"
#include "search/open_list.h"

namespace pathfinder {

/// The open list as a binary indexed heap: twice as deep as the four-ary heap of OpenList, one
/// comparison per level. A cheaper route re-ranks an open cell's entry in place.
class BinaryOpenList {
public:
    void reset(std::size_t cells) { m_heap.reset(cells); }
    bool empty() const { return m_heap.empty(); }
    std::size_t size() const { return m_heap.size(); }
    const OpenEntry& top() const { return m_heap.top(); }
    /// Adds the cell's entry, or re-ranks it if the cell has one.
    void push(const OpenEntry& entry) { m_heap.push(entry); }
    OpenEntry pop() { return m_heap.pop(); }
    void offer(const OpenEntry& entry, bool wasOpen) {
        if (wasOpen)
            m_heap.push(entry);
        else
            m_heap.insert(entry);
    }
    void settle() {}

private:
    IndexedHeap<OpenEntry, OpenEntry::Before, 2> m_heap;
};

} // namespace pathfinder
