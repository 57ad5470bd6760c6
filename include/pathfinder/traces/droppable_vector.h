#pragma once

#include <cstddef>
#include <vector>

namespace pathfinder {

/// A vector whose oldest elements are dropped in amortised O(1) each: a dropped stretch stays as a
/// dead prefix until it exceeds a third of the live elements, and the live ones then move down
/// once. Erasing the front of a plain vector moves everything held at every drop: a record that
/// sits at its byte limit drops a stretch every few tens of thousands of events, and each drop
/// moved the whole record. heldBytes() counts the dead prefix, so a byte limit holds for it too.
template <class T>
class DroppableVector {
public:
    using const_iterator = typename std::vector<T>::const_iterator;

    void reserve(std::size_t count) { m_items.reserve(count); }
    /// Drops every element and keeps the storage.
    void clear() {
        m_items.clear();
        m_head = 0;
    }
    void push_back(const T& item) { m_items.push_back(item); }
    /// Puts `count` copies of `item` before the first live element.
    void insertFront(std::size_t count, const T& item) {
        m_items.insert(m_items.begin() + static_cast<std::ptrdiff_t>(m_head), count, item);
    }
    /// Drops the `count` oldest live elements.
    void dropFront(std::size_t count) {
        m_head += count;
        if (m_head * 3 > size()) {
            m_items.erase(m_items.begin(), m_items.begin() + static_cast<std::ptrdiff_t>(m_head));
            m_head = 0;
        }
    }

    bool empty() const { return size() == 0; }
    std::size_t size() const { return m_items.size() - m_head; }
    std::size_t heldBytes() const { return m_items.size() * sizeof(T); }
    const T& operator[](std::size_t i) const { return m_items[m_head + i]; }
    const T& front() const { return m_items[m_head]; }
    /// The storage, dead prefix included, and the elements it has room for.
    const T* storage() const { return m_items.data(); }
    std::size_t capacity() const { return m_items.capacity(); }
    const T& back() const { return m_items.back(); }
    const_iterator begin() const { return m_items.begin() + static_cast<std::ptrdiff_t>(m_head); }
    const_iterator end() const { return m_items.end(); }

private:
    std::vector<T> m_items;
    std::size_t m_head = 0; ///< elements dropped and not yet erased
};

} // namespace pathfinder
