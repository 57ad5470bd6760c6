#include "platform/memory.h"

#include <cstdint>
#include <cstdio>
#include <sys/mman.h>
#include <unistd.h>

namespace pathfinder::platform {

void* reserveZeroedPages(std::size_t bytes) {
    // calloc would do for a large block too, but it may hand back reused memory that it then
    // clears by writing every page; mmap's pages are zero without being written.
    void* pages = ::mmap(nullptr, bytes, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    return pages == MAP_FAILED ? nullptr : pages;
}

void releasePages(void* pages, std::size_t bytes) {
    ::munmap(pages, bytes);
}

void adviseHugePages(const void* start, std::size_t bytes) {
#ifdef MADV_HUGEPAGE
    constexpr std::uintptr_t kHuge = std::uintptr_t{1} << 21;
    const auto first = (reinterpret_cast<std::uintptr_t>(start) + kHuge - 1) & ~(kHuge - 1);
    const auto end = (reinterpret_cast<std::uintptr_t>(start) + bytes) & ~(kHuge - 1);
    if (end > first)
        ::madvise(reinterpret_cast<void*>(first), end - first, MADV_HUGEPAGE); // advice: failure is harmless
#else
    (void)start;
    (void)bytes;
#endif
}

std::size_t residentBytes() {
    std::FILE* f = std::fopen("/proc/self/statm", "r");
    if (!f)
        return 0;
    unsigned long pages = 0;
    unsigned long resident = 0;
    const int read = std::fscanf(f, "%lu %lu", &pages, &resident);
    std::fclose(f);
    const long pageBytes = ::sysconf(_SC_PAGESIZE);
    return read == 2 && pageBytes > 0 ? resident * static_cast<std::size_t>(pageBytes) : 0;
}

} // namespace pathfinder::platform
