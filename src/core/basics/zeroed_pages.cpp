#include "basics/zeroed_pages.h"

#include <cstdlib>
#include <new>
#include <utility>

#if defined(__unix__) || defined(__APPLE__)
#include <sys/mman.h>
#define PATHFINDER_HAS_MMAP 1
#endif

namespace pathfinder {

ZeroedPages::ZeroedPages(std::size_t bytes) : m_bytes(bytes) {
    if (bytes == 0)
        return;
#ifdef PATHFINDER_HAS_MMAP
    // calloc would do for a large block too, but it may hand back reused memory that it then
    // clears by writing every page; mmap's pages are zero without being written.
    void* p = mmap(nullptr, bytes, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (p == MAP_FAILED)
        throw std::bad_alloc();
    m_data = p;
#else
    m_data = std::calloc(bytes, 1);
    if (!m_data)
        throw std::bad_alloc();
#endif
}

ZeroedPages::~ZeroedPages() {
    release();
}

ZeroedPages::ZeroedPages(ZeroedPages&& other) noexcept
    : m_data(std::exchange(other.m_data, nullptr)), m_bytes(std::exchange(other.m_bytes, 0)) {}

ZeroedPages& ZeroedPages::operator=(ZeroedPages&& other) noexcept {
    if (this != &other) {
        release();
        m_data = std::exchange(other.m_data, nullptr);
        m_bytes = std::exchange(other.m_bytes, 0);
    }
    return *this;
}

void ZeroedPages::release() {
    if (!m_data)
        return;
#ifdef PATHFINDER_HAS_MMAP
    munmap(m_data, m_bytes);
#else
    std::free(m_data);
#endif
    m_data = nullptr;
    m_bytes = 0;
}

} // namespace pathfinder
