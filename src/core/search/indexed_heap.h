#pragma once

#include "basics/zeroed_pages.h"

#include <cstddef>
#include <cstdint>
#include <vector>

namespace pathfinder {

/// Where an IndexedHeap keeps each cell's slot plus one (0: no entry) unless told otherwise: an
/// array of its own, sized to the number of cells, in zero-filled pages (ZeroedPages), so the slots
/// of cells that never had an entry are never written and take no memory.
class SlotArray {
public:
    std::size_t size() const { return m_slots.size(); }
    /// Sizes the array for `cells` cells, every slot 0.
    void fit(std::size_t cells) { m_slots.renew(cells); }
    std::uint32_t& operator[](std::uint32_t cell) { return m_slots[cell]; }
    std::uint32_t operator[](std::uint32_t cell) const { return m_slots[cell]; }

private:
    ZeroedArray<std::uint32_t> m_slots;
};

/// A d-ary min-heap (four-ary unless `Arity` says otherwise) of entries that each belong to one cell, where
/// every cell knows its slot: a cell's entry can be re-ranked or removed in O(log n). `Entry` must have a
/// `std::uint32_t cell` member; `Before(a, b)` is true when a must leave the heap first.
///
/// By default the slots are a SlotArray kept apart from the entries: sifting writes a slot on every
/// level, and a compact array keeps those writes in cache. A search whose memory matters more may
/// keep them in its own nodes instead: `Slots` is then any type whose `operator[](cell)` gives the
/// cell's slot plus one as a `std::uint32_t&`, 0 for a cell without an entry; the owner zeroes
/// them and empties the heap with forget().
template <class Entry, class Before, std::uint32_t Arity = 4, class Slots = SlotArray>
class IndexedHeap {
    static_assert(Arity >= 2, "a heap node has at least two children");
    /// Children per node: a four-ary heap is half as deep as a binary one, so a pop moves half as
    /// many entries and writes half as many slots, for three comparisons per level instead of one.
    static constexpr std::uint32_t kArity = Arity;

public:
    /// Empties the heap and sizes the slot array for `cells` cells.
    /// Costs O(entries left), not O(cells).
    void reset(std::size_t cells) {
        if (m_slotPlusOne.size() != cells) {
            m_slotPlusOne.fit(cells);
        } else {
            for (const Entry& e : m_entries)
                m_slotPlusOne[e.cell] = 0;
        }
        m_entries.clear();
    }

    /// Empties the heap without touching the slots, for an owner that zeroes them itself.
    void forget() { m_entries.clear(); }
    /// The slots, for an owner that keeps them (to point them at its nodes).
    Slots& slots() { return m_slotPlusOne; }

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
        // Floyd's pop: walk the hole at the root down to a leaf along the smallest children, then
        // let the former last entry rise from there; it seldom rises far. Among a full set of four
        // children the smallest is found by a tournament of three comparisons whose outcomes are
        // added, not branched on: each is a coin flip.
        const auto size = static_cast<std::uint32_t>(m_entries.size());
        std::uint32_t hole = 0;
        std::uint32_t child = 1;
        if constexpr (kArity != 4) {
            for (; child < size; child = kArity * hole + 1) {
                std::uint32_t best = child;
                const std::uint32_t end = child + kArity < size ? child + kArity : size;
                for (std::uint32_t c = child + 1; c < end; ++c)
                    if (Before{}(m_entries[c], m_entries[best]))
                        best = c;
                place(hole, m_entries[best]);
                hole = best;
            }
            m_entries[hole] = last;
            siftUp(hole);
            return top;
        }
        for (; child + 3 < size; child = kArity * hole + 1) {
            const std::uint32_t left =
                child + static_cast<std::uint32_t>(Before{}(m_entries[child + 1], m_entries[child]));
            const std::uint32_t right =
                child + 2 + static_cast<std::uint32_t>(Before{}(m_entries[child + 3], m_entries[child + 2]));
            const bool rightFirst = Before{}(m_entries[right], m_entries[left]);
            const std::uint32_t best = rightFirst ? right : left;
            place(hole, m_entries[best]);
            hole = best;
        }
        if (child < size) {
            std::uint32_t best = child;
            for (std::uint32_t c = child + 1; c < size; ++c)
                if (Before{}(m_entries[c], m_entries[best]))
                    best = c;
            place(hole, m_entries[best]);
            hole = best;
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
            const std::uint32_t parent = (slot - 1) / kArity;
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
            const std::uint32_t first = kArity * slot + 1;
            if (first >= size)
                break;
            std::uint32_t child = first;
            const std::uint32_t end = first + kArity < size ? first + kArity : size;
            for (std::uint32_t c = first + 1; c < end; ++c)
                if (Before{}(m_entries[c], m_entries[child]))
                    child = c;
            if (!Before{}(m_entries[child], entry))
                break;
            place(slot, m_entries[child]);
            slot = child;
        }
        place(slot, entry);
    }

    std::vector<Entry> m_entries;
    Slots m_slotPlusOne;
};

} // namespace pathfinder
