#include "platform/memory.h"

#include <cstdint>
#include <cstdio>
#if defined(__GLIBC__)
#include <malloc.h>
#endif
#include <sys/mman.h>
#include <unistd.h>

namespace pathfinder::platform {

namespace {

constexpr std::uintptr_t kHugePage = std::uintptr_t{1} << 21;

} // namespace

void* reserveZeroedPages(std::size_t bytes) {
    // calloc would do for a large block too, but it may hand back reused memory that it then
    // clears by writing every page; mmap's pages are zero without being written. A block of 2 MiB
    // or more starts on a 2 MiB boundary, so that huge pages (adviseHugePages) can cover all of it:
    // the mapping is taken that much longer and the stretches before and after are given back.
    const std::size_t slack = bytes >= kHugePage ? kHugePage : 0;
    if (bytes > SIZE_MAX - 2 * kHugePage)
        return nullptr;
    void* pages = ::mmap(nullptr, bytes + slack, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (pages == MAP_FAILED)
        return nullptr;
    if (slack == 0)
        return pages;
    const auto taken = reinterpret_cast<std::uintptr_t>(pages);
    const std::uintptr_t start = (taken + kHugePage - 1) & ~(kHugePage - 1);
    if (start > taken)
        ::munmap(pages, start - taken);
    // The block ends on a page boundary; the rest of the mapping after it goes back.
    const auto pageBytes = static_cast<std::size_t>(::sysconf(_SC_PAGESIZE));
    const std::uintptr_t end = start + (bytes + pageBytes - 1) / pageBytes * pageBytes;
    if (const std::uintptr_t mapped = taken + bytes + slack; mapped > end)
        ::munmap(reinterpret_cast<void*>(end), mapped - end);
    return reinterpret_cast<void*>(start);
}

void releasePages(void* pages, std::size_t bytes) {
    ::munmap(pages, bytes);
}

void adviseHugePages(const void* start, std::size_t bytes) {
#ifdef MADV_HUGEPAGE
    const auto first = (reinterpret_cast<std::uintptr_t>(start) + kHugePage - 1) & ~(kHugePage - 1);
    const auto end = (reinterpret_cast<std::uintptr_t>(start) + bytes) & ~(kHugePage - 1);
    if (end > first)
        ::madvise(reinterpret_cast<void*>(first), end - first, MADV_HUGEPAGE); // advice: failure is harmless
#else
    (void)start;
    (void)bytes;
#endif
}

void keepFreedBlocks() {
#if defined(__GLIBC__)
    // Blocks below the mapping threshold come from the heap, and freed ones go back to it (32 MiB is
    // the largest threshold the library takes on 64-bit systems); the heap is trimmed only past 128 MiB
    // free at its top. Settings, not requirements: a failure leaves the defaults.
    mallopt(M_MMAP_THRESHOLD, 32 << 20);
    mallopt(M_TRIM_THRESHOLD, 128 << 20);
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
