#include "platform/memory.h"

// windows.h first: the headers of its parts need its types.
// clang-format off
#include <windows.h>
#include <psapi.h>
// clang-format on

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

void keepFreedBlocks() {
    // The Windows heap keeps freed blocks for reuse on its own terms; it has no setting for this.
}

std::size_t residentBytes() {
    PROCESS_MEMORY_COUNTERS counters{};
    counters.cb = sizeof counters;
    // The kernel32 entry point, present since Windows 7: no psapi library to link.
    if (!K32GetProcessMemoryInfo(GetCurrentProcess(), &counters, sizeof counters))
        return 0;
    return counters.WorkingSetSize;
}

} // namespace pathfinder::platform
