// Huge pages on Linux: advised stretches are backed by 2 MiB pages once written, read from the
// process's own memory map (/proc/self/smaps); zeroed blocks and the per-cell tables built on them.

#include "basics/zeroed_pages.h"
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

TEST_CASE("A zeroed block of 2 MiB or more starts on a 2 MiB boundary and is whole", "[posix][platform]") {
    // An odd length, so that the end of the block is not a page's end either.
    constexpr std::size_t kBytes = (std::size_t{3} << 20) + 100;
    for (int round = 0; round < 3; ++round) {
        void* block = platform::reserveZeroedPages(kBytes);
        REQUIRE(block != nullptr);
        CHECK(reinterpret_cast<std::uintptr_t>(block) % (std::uintptr_t{1} << 21) == 0);
        auto* bytes = static_cast<unsigned char*>(block);
        bool zero = true;
        for (std::size_t i = 0; i < kBytes; i += 4096)
            zero = zero && bytes[i] == 0;
        zero = zero && bytes[kBytes - 1] == 0;
        for (std::size_t i = 0; i < kBytes; i += 4096)
            bytes[i] = 1;
        bytes[kBytes - 1] = 2;
        CHECK(zero);
        CHECK(bytes[kBytes - 1] == 2);
        platform::releasePages(block, kBytes);
    }
}

TEST_CASE("A per-cell table of a mid-sized map takes huge pages; one of a large map does not",
          "[posix][platform]") {
    const std::string setting = hugePageSetting();
    if (setting != "madvise") {
        WARN("transparent huge pages are not given on advice alone here (" << setting
                                                                           << "): nothing to test");
        return;
    }
    SECTION("16 MiB, written through: huge pages back it") {
        ZeroedArray<std::uint64_t> table;
        table.renew(std::size_t{2} << 20);
        for (std::size_t i = 0; i < table.size(); i += 512)
            table[i] = i;
        CHECK(hugeKilobytesIn(table.data(), table.size() * sizeof(std::uint64_t)) >= 2048);
    }
    SECTION("128 MiB, a few cells written: small pages, so it stays small") {
        ZeroedArray<std::uint64_t> table;
        table.renew(std::size_t{16} << 20);
        for (std::size_t i = 0; i < table.size(); i += table.size() / 8)
            table[i] = i + 1;
        CHECK(hugeKilobytesIn(table.data(), table.size() * sizeof(std::uint64_t)) == 0);
    }
}
