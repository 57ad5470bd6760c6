#pragma once

#include <cstddef>
#include <type_traits>

namespace pathfinder {

/// A block of memory that reads as zero bytes until written, taken from pages the system zeroes
/// on first touch (platform/memory.h): a page never written is never
/// given memory, so the resident memory of a per-cell table grows with the cells a search
/// touches, not with the map. Blocks of up to 64 MiB ask for huge pages and so grow by 2 MiB at a
/// time (zeroed_pages.cpp says why). Moves, never copies.
class ZeroedPages {
public:
    ZeroedPages() = default;
    explicit ZeroedPages(std::size_t bytes);
    ~ZeroedPages();
    ZeroedPages(ZeroedPages&& other) noexcept;
    ZeroedPages& operator=(ZeroedPages&& other) noexcept;
    ZeroedPages(const ZeroedPages&) = delete;
    ZeroedPages& operator=(const ZeroedPages&) = delete;

    void* data() const { return m_data; }
    std::size_t bytes() const { return m_bytes; }

private:
    void release();

    void* m_data = nullptr;
    std::size_t m_bytes = 0;
};

/// An array of `T` in a ZeroedPages block: every element reads as zero bytes until written, and the
/// resident memory follows the elements written, not the array's length. Per-cell tables whose
/// zero means "nothing here" use it, so that sizing one for a big map writes nothing.
template <class T>
class ZeroedArray {
    static_assert(std::is_trivially_copyable_v<T>, "elements are read from zero-filled pages");

public:
    /// `count` elements, every one zero, in new pages; the old pages go back first.
    void renew(std::size_t count) {
        m_pages = ZeroedPages();
        m_pages = ZeroedPages(count * sizeof(T));
        m_data = static_cast<T*>(m_pages.data());
        m_size = count;
    }
    std::size_t size() const { return m_size; }
    T* data() { return m_data; }
    const T* data() const { return m_data; }

    T& operator[](std::size_t i) { return m_data[i]; }
    const T& operator[](std::size_t i) const { return m_data[i]; }

private:
    ZeroedPages m_pages;
    T* m_data = nullptr;
    std::size_t m_size = 0;
};

} // namespace pathfinder
