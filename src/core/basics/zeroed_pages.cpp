#include "basics/zeroed_pages.h"

#include "platform/memory.h"

#include <new>
#include <utility>

namespace pathfinder {

namespace {

/// Blocks up to this size ask for huge pages. A block's first touches cost one page fault per 2 MiB
/// instead of one per 4 KiB: a search on a fresh table of a 512² or 1024² map would otherwise take
/// a fault every few hundred cells it reaches, and a fault costs microseconds (tens of them in a
/// virtual machine). Larger blocks keep small pages, so that a search that reaches a few scattered
/// cells of a 4096² map takes a few pages, not the whole table: a huge page is resident in full
/// once any byte of it is written. Below the bound a block may become resident in full, which is
/// what a search over the whole of such a map takes anyway.
constexpr std::size_t kHugePagesUpTo = std::size_t{64} << 20;

} // namespace

ZeroedPages::ZeroedPages(std::size_t bytes) : m_bytes(bytes) {
    if (bytes == 0)
        return;
    m_data = platform::reserveZeroedPages(bytes);
    if (!m_data)
        throw std::bad_alloc();
    if (bytes <= kHugePagesUpTo)
        platform::adviseHugePages(m_data, bytes);
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
