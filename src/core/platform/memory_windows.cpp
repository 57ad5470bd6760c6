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

void adviseHugePages(const void*, std::size_t) {
    // Large pages on Windows need a privilege a user rarely holds, and are taken whole at once.
}

} // namespace pathfinder::platform
