#include "pathfinder/basics/temporary_paths.h"

#include "platform/files.h"

#include <atomic>
#include <cstdlib>
#include <cstring>

namespace pathfinder {

namespace {

// A fixed array of C strings, so that a signal handler can walk it without a lock or an
// allocation. Each slot is claimed and released with an atomic exchange.
std::atomic<char*> g_paths[kMaxTemporaryPaths];

} // namespace

void registerTemporaryPath(const std::string& path) {
    char* copy = strdup(path.c_str());
    if (!copy)
        return;
    for (auto& slot : g_paths) {
        char* expected = nullptr;
        if (slot.compare_exchange_strong(expected, copy))
            return;
    }
    std::free(copy);
}

void forgetTemporaryPath(const std::string& path) {
    for (auto& slot : g_paths) {
        char* held = slot.load();
        if (held && path == held && slot.compare_exchange_strong(held, nullptr)) {
            std::free(held);
            return;
        }
    }
}

void removeTemporaryPathsNow() noexcept {
    for (auto& slot : g_paths)
        if (const char* path = slot.load())
            platform::removeFileNow(path); // fails on a folder, which the second pass removes
    for (auto& slot : g_paths)
        if (const char* path = slot.load())
            platform::removeFolderNow(path);
}

} // namespace pathfinder
