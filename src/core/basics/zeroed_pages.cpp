#include "basics/zeroed_pages.h"

#include "platform/memory.h"

#include <new>
#include <utility>

namespace pathfinder {

ZeroedPages::ZeroedPages(std::size_t bytes) : m_bytes(bytes) {
    if (bytes == 0)
        return;
    m_data = platform::reserveZeroedPages(bytes);
    if (!m_data)
        throw std::bad_alloc();
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
    platform::releasePages(m_data, m_bytes);
    m_data = nullptr;
    m_bytes = 0;
}

} // namespace pathfinder
