#pragma once

#include <cstddef>

namespace pathfinder {

/// A block of memory that reads as zero bytes until written, taken from pages the system zeroes
/// on first touch (platform/memory.h): a page never written is never
/// given memory, so the resident memory of a per-cell table grows with the cells a search
/// touches, not with the map. Moves, never copies.
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

} // namespace pathfinder
