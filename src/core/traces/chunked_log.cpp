#include "pathfinder/traces/chunked_log.h"

#include "platform/memory.h"

#include <new>

namespace pathfinder::chunked_log_detail {

void* takeChunk(bool huge) {
    void* chunk = platform::reserveZeroedPages(kChunkBytes);
    if (!chunk)
        throw std::bad_alloc();
    if (huge)
        platform::adviseHugePages(chunk, kChunkBytes);
    return chunk;
}

void giveChunk(void* chunk) {
    platform::releasePages(chunk, kChunkBytes);
}

} // namespace pathfinder::chunked_log_detail
