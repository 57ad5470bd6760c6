#pragma once

#include "zeroed_pages.h"

#include <cstddef>
#include <cstdint>
#include <vector>

namespace pathfinder {

/// A binary min-heap of entries that each belong to one cell, where every cell knows its
/// slot: a cell's entry can be re-ranked or removed in O(log n). `Entry` must have a
/// `std::uint32_t cell` member; `Before(a, b)` is true when a must leave the heap first.
///
/// The slot array is sized to the number of cells and kept apart from the entries: sifting
/// writes a slot on every level, and a compact array keeps those writes in cache. It holds each
/// cell's slot plus one, 0 for a cell without an entry, in zero-filled pages (ZeroedPages): the
/// slots of cells that never had an entry are never written, and take no memory.
template <class Entry, class Before>
class IndexedHeap {
public:
    /// Empties the heap and sizes the slot array for `cells` cells.
    /// Costs O(entries left), not O(cells).
    void reset(std::size_t cells) {
        if (m_cells != cells) {
            m_slotPages = ZeroedPages(); // the old pages go back before the new ones are taken
            m_slotPages = ZeroedPages(cells * sizeof(std::uint32_t));
            m_slotPlusOne = static_cast<std::uint32_t*>(m_slotPages.data());
            m_cells = cells;
        } else {
            for (const Entry& e : m_entries)
                m_slotPlusOne[e.cell] = 0;
        }
        m_entries.clear();
    }

    bool empty() const { return m_entries.empty(); }
    std::size_t size() const { return m_entries.size(); }
    const Entry& top() const { return m_entries.front(); }
    bool contains(std::uint32_t cell) const { return m_slotPlusOne[cell] != 0; }
    const Entry& entryOf(std::uint32_t cell) const { return m_entries[m_slotPlusOne[cell] - 1]; }

    /// Adds the entry of a cell that has none in the heap (no need to look up its slot first).
    void insert(const Entry& entry) {
        m_entries.push_back(entry);
        siftUp(static_cast<std::uint32_t>(m_entries.size() - 1));
    }

    /// Adds the cell's entry, or re-ranks it if the cell already has one.
    void push(const Entry& entry) {
        const std::uint32_t slotPlusOne = m_slotPlusOne[entry.cell];
        if (slotPlusOne != 0) {
            const std::uint32_t slot = slotPlusOne - 1;
            // A cheaper route only moves an entry up; other re-rankings may move it either way.
            const bool earlier = Before{}(entry, m_entries[slot]);
            m_entries[slot] = entry;
            if (earlier)
                siftUp(slot);
            else
                siftDown(slot);
            return;
        }
        m_entries.push_back(entry);
        siftUp(static_cast<std::uint32_t>(m_entries.size() - 1));
    }

    Entry pop() {
        const Entry top = m_entries.front();
        m_slotPlusOne[top.cell] = 0;
        const Entry last = m_entries.back();
        m_entries.pop_back();
        if (m_entries.empty())
            return top;
        // Floyd's pop: walk the hole at the root down to a leaf along the smaller children (one
        // compare per level), then let the former last entry rise from there; it seldom rises far.
        // The smaller child is chosen by adding the comparison, not by a branch: it is a coin flip.
        const auto size = static_cast<std::uint32_t>(m_entries.size());
        std::uint32_t hole = 0;
        std::uint32_t child = 1;
        for (; child + 1 < size; child = 2 * hole + 1) {
            child += static_cast<std::uint32_t>(Before{}(m_entries[child + 1], m_entries[child]));
            place(hole, m_entries[child]);
            hole = child;
        }
        if (child < size) {
            place(hole, m_entries[child]);
            hole = child;
        }
        m_entries[hole] = last;
        siftUp(hole);
        return top;
    }

    /// Removes the cell's entry if it has one.
    void remove(std::uint32_t cell) {
        if (m_slotPlusOne[cell] == 0)
            return;
        const std::uint32_t slot = m_slotPlusOne[cell] - 1;
        m_slotPlusOne[cell] = 0;
        const Entry last = m_entries.back();
        m_entries.pop_back();
        if (slot == m_entries.size())
            return;
        m_entries[slot] = last;
        siftUp(slot);
        siftDown(m_slotPlusOne[last.cell] - 1);
    }

private:
    void place(std::uint32_t slot, const Entry& entry) {
        m_entries[slot] = entry;
        m_slotPlusOne[entry.cell] = slot + 1;
    }

    void siftUp(std::uint32_t slot) {
        const Entry entry = m_entries[slot];
        while (slot > 0) {
            const std::uint32_t parent = (slot - 1) / 2;
            if (!Before{}(entry, m_entries[parent]))
                break;
            place(slot, m_entries[parent]);
            slot = parent;
        }
        place(slot, entry);
    }

    void siftDown(std::uint32_t slot) {
        const Entry entry = m_entries[slot];
        const auto size = static_cast<std::uint32_t>(m_entries.size());
        while (true) {
            std::uint32_t child = 2 * slot + 1;
            if (child >= size)
                break;
            if (child + 1 < size && Before{}(m_entries[child + 1], m_entries[child]))
                ++child;
            if (!Before{}(m_entries[child], entry))
                break;
            place(slot, m_entries[child]);
            slot = child;
        }
        place(slot, entry);
    }

    std::vector<Entry> m_entries;
    ZeroedPages m_slotPages;
    std::uint32_t* m_slotPlusOne = nullptr;
    std::size_t m_cells = 0;
};

} // namespace pathfinder
