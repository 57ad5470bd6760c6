#pragma once

#include "basics/zeroed_pages.h"
#include "search/open_list.h"

#include <cstdint>
#include <cstring>
#include <vector>

namespace pathfinder {

/// The open list as buckets, one per whole unit of the key: an entry of key k goes to bucket ⌊k⌋.
/// A pop takes the least entry (under OpenEntry::Before) of the least non-empty bucket, found by a
/// scan of that bucket, so the order is exact for any non-negative key, not only whole ones. A
/// cursor marks the least bucket that may hold entries; it moves down when a smaller key arrives.
/// Each cell knows its bucket and place there, so a re-ranking moves its entry in O(1).
///
/// Memory: one bucket per unit up to the largest key pushed, so it grows with the largest key
/// (the path cost, times the weight), not only with the open entries. Keys from kMaxBuckets − 1 up
/// share the last bucket, which is scanned like any other, so even a huge key keeps the order.
class BucketOpenList {
public:
    static constexpr std::size_t kMaxBuckets = std::size_t{1} << 22;

    void reset(std::size_t cells) {
        if (m_cells != cells) {
            m_slotPages = ZeroedPages();
            m_slotPages = ZeroedPages(cells * sizeof(Slot));
            m_slots = static_cast<Slot*>(m_slotPages.data());
            m_cells = cells;
        } else {
            for (std::size_t b = m_cursor; b < m_buckets.size(); ++b)
                for (const OpenEntry& e : m_buckets[b])
                    m_slots[e.cell] = Slot{};
        }
        for (auto& bucket : m_buckets)
            bucket.clear();
        m_size = 0;
        m_cursor = 0;
    }
    bool empty() const { return m_size == 0; }
    std::size_t size() const { return m_size; }
    const OpenEntry& top() const {
        const std::size_t b = firstBucket();
        return m_buckets[b][least(b)];
    }

    /// Adds the cell's entry, or re-ranks it if the cell has one.
    void push(const OpenEntry& entry) {
        if (m_slots[entry.cell].bucketPlusOne != 0)
            take(entry.cell);
        add(entry);
    }
    OpenEntry pop() {
        const std::size_t b = firstBucket();
        m_cursor = b;
        const OpenEntry top = m_buckets[b][least(b)];
        take(top.cell);
        return top;
    }
    void offer(const OpenEntry& entry, bool /*wasOpen*/) { push(entry); }
    void settle() {}

    /// The bucket of a key (its rankBits or orderedBits).
    static std::size_t bucketOf(std::uint64_t key) {
        double value;
        std::memcpy(&value, &key, sizeof value);
        if (!(value < static_cast<double>(kMaxBuckets - 1)))
            return kMaxBuckets - 1;
        return static_cast<std::size_t>(value);
    }

private:
    struct Slot {
        std::uint32_t bucketPlusOne; ///< 0 for a cell without an entry
        std::uint32_t index;         ///< its place in the bucket
    };

    /// The least non-empty bucket; the list must not be empty.
    std::size_t firstBucket() const {
        std::size_t b = m_cursor;
        while (m_buckets[b].empty())
            ++b;
        return b;
    }
    std::size_t least(std::size_t b) const {
        const std::vector<OpenEntry>& bucket = m_buckets[b];
        std::size_t best = 0;
        for (std::size_t i = 1; i < bucket.size(); ++i)
            if (OpenEntry::Before{}(bucket[i], bucket[best]))
                best = i;
        return best;
    }
    void add(const OpenEntry& entry) {
        const std::size_t b = bucketOf(entry.key);
        if (b >= m_buckets.size())
            m_buckets.resize(b + 1);
        m_buckets[b].push_back(entry);
        m_slots[entry.cell] =
            Slot{static_cast<std::uint32_t>(b + 1), static_cast<std::uint32_t>(m_buckets[b].size() - 1)};
        if (b < m_cursor)
            m_cursor = b;
        ++m_size;
    }
    /// Removes the cell's entry, which must be there.
    void take(std::uint32_t cell) {
        const Slot slot = m_slots[cell];
        std::vector<OpenEntry>& bucket = m_buckets[slot.bucketPlusOne - 1];
        const OpenEntry last = bucket.back();
        bucket.pop_back();
        if (slot.index < bucket.size()) {
            bucket[slot.index] = last;
            m_slots[last.cell].index = slot.index;
        }
        m_slots[cell] = Slot{};
        --m_size;
    }

    std::vector<std::vector<OpenEntry>> m_buckets;
    std::size_t m_cursor = 0; ///< no bucket below it holds an entry
    std::size_t m_size = 0;
    ZeroedPages m_slotPages;
    Slot* m_slots = nullptr;
    std::size_t m_cells = 0;
};

} // namespace pathfinder
