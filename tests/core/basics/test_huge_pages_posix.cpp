// Huge-page advice on Linux: the advised stretch of a large block is backed by 2 MiB pages once
// written, read from the process's own memory map (/proc/self/smaps).

#include "platform/memory.h"

#include <algorithm>
#include <catch2/catch.hpp>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <fstream>
#include <sstream>
#include <string>

using namespace pathfinder;

namespace {

/// The system's setting for transparent huge pages ("always", "madvise" or "never"); empty where
/// the system has none.
std::string hugePageSetting() {
    std::ifstream in("/sys/kernel/mm/transparent_hugepage/enabled");
    std::string line;
    std::getline(in, line);
    const auto open = line.find('[');
    const auto close = line.find(']');
    if (open == std::string::npos || close == std::string::npos || close < open)
        return {};
    return line.substr(open + 1, close - open - 1);
}

/// Kilobytes of huge pages in the mappings that overlap [start, start + bytes), from
/// /proc/self/smaps (advice on part of a mapping splits it in parts); -1 when no mapping does.
long hugeKilobytesIn(const void* start, std::size_t bytes) {
    const auto first = reinterpret_cast<std::uintptr_t>(start);
    const std::uintptr_t last = first + bytes;
    std::ifstream in("/proc/self/smaps");
    std::string line;
    bool inside = false;
    long total = -1;
    while (std::getline(in, line)) {
        std::uintptr_t begin = 0;
        std::uintptr_t end = 0;
        char dash = 0;
        std::istringstream range(line);
        if (range >> std::hex >> begin >> dash >> end && dash == '-') {
            inside = begin < last && first < end;
            continue;
        }
        if (inside && line.rfind("AnonHugePages:", 0) == 0)
            total = std::max(total, 0L) + std::stol(line.substr(std::strlen("AnonHugePages:")));
    }
    return total;
}

} // namespace

TEST_CASE("A large block advised to take huge pages is backed by them once written", "[posix][platform]") {
    const std::string setting = hugePageSetting();
    if (setting != "madvise" && setting != "always") {
        WARN("transparent huge pages are not on for advised memory here (" << setting
                                                                           << "): nothing to test");
        return;
    }
    // With "always" every large block may take huge pages: the test then proves nothing of the
    // advice, but the advice must still leave the block whole.
    constexpr std::size_t kBytes = std::size_t{16} << 20;
    void* block = platform::reserveZeroedPages(kBytes);
    REQUIRE(block != nullptr);
    // The advice begins at the first 2 MiB boundary inside the range: start it one byte in.
    platform::adviseHugePages(static_cast<char*>(block) + 1, kBytes - 1);
    auto* bytes = static_cast<unsigned char*>(block);
    for (std::size_t i = 0; i < kBytes; i += 4096)
        bytes[i] = static_cast<unsigned char>(i >> 12);
    const long huge = hugeKilobytesIn(block, kBytes);
    bool intact = true;
    for (std::size_t i = 0; i < kBytes; i += 4096)
        intact = intact && bytes[i] == static_cast<unsigned char>(i >> 12) && bytes[i + 1] == 0;
    platform::releasePages(block, kBytes);
    CHECK(intact);
    REQUIRE(huge >= 0);
    // Six whole 2 MiB pages at least lie inside a 16 MiB block however it is placed; the system
    // may fail to find free 2 MiB stretches for a few, not for all.
    CHECK(huge >= 2048);
}

TEST_CASE("Huge-page advice on ranges too small to hold a huge page changes nothing", "[platform]") {
    std::string text(100000, 'x');
    platform::adviseHugePages(text.data(), text.size());
    platform::adviseHugePages(text.data(), 0);
    platform::adviseHugePages(nullptr, 0);
    CHECK(text == std::string(100000, 'x'));
}
