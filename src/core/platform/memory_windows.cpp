#include "platform/memory.h"

#include <windows.h>

namespace pathfinder::platform {

void* reserveZeroedPages(std::size_t bytes) {
    // Committed pages read as zero and take memory only when first touched.
    return VirtualAlloc(nullptr, bytes, MEM_RESERVE | MEM_COMMIT, PAGE_READWRITE);
}

void releasePages(void* pages, std::size_t) {
    VirtualFree(pages, 0, MEM_RELEASE);
}

} // namespace pathfinder::platform
