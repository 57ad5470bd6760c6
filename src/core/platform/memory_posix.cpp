#include "platform/memory.h"

#include <sys/mman.h>

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

} // namespace pathfinder::platform
