// The record under a search timeline (ChunkedLog, chunked_log.h): adding at the back and dropping the
// oldest part never moves an element, keeps the rest in order, and gives dropped chunks back.

#include "pathfinder/traces/chunked_log.h"

#include <algorithm>
#include <catch2/catch.hpp>
#include <cstddef>
#include <cstdint>
#include <vector>

using namespace pathfinder;

namespace {

struct Entry {
    double g;
    double f;
    std::uint32_t cell;
    std::uint32_t parent;
};

} // namespace

TEST_CASE("A log that keeps dropping its oldest part never moves an element", "[timeline]") {
    // A record at its byte limit: every so many new elements, the oldest stretch goes. A vector would
    // copy every element each time it outgrew its block, and move the live ones down when its front
    // was dropped: the address of an element would change.
    ChunkedLog<Entry> log;
    constexpr std::size_t kPer = ChunkedLog<Entry>::kPerChunk;
    std::uint32_t next = 0;
    std::uint32_t oldest = 0;
    std::vector<std::pair<std::uint32_t, const Entry*>> watched; // element, address when added
    for (int round = 0; round < 60; ++round) {
        for (std::size_t i = 0; i < kPer / 3; ++i) {
            log.push_back(Entry{next * 0.5, next * 0.25, next, next + 1});
            ++next;
        }
        watched.emplace_back(next - 1, &log.back());
        if (next - oldest > 4 * kPer) {
            const std::uint32_t stretch = static_cast<std::uint32_t>(kPer / 2 + 7);
            log.dropFront(stretch);
            oldest += stretch;
        }
        REQUIRE(log.size() == next - oldest);
        REQUIRE(log.front().cell == oldest);
        REQUIRE(log[log.size() / 2].cell == oldest + log.size() / 2);
        REQUIRE(log.back().cell == next - 1);
        REQUIRE(log.back().g == (next - 1) * 0.5);
        // What is held is the live elements and at most one chunk of dropped ones before them.
        CHECK(log.heldBytes() <= (log.size() + kPer) * sizeof(Entry));
        for (const auto& [cell, address] : watched)
            if (cell >= oldest)
                REQUIRE(&log[cell - oldest] == address);
    }
    REQUIRE(oldest > 10 * kPer);
    // The elements keep their order, and the iterators are random access (a binary search).
    std::uint32_t expected = oldest;
    for (const Entry& e : log)
        REQUIRE(e.cell == expected++);
    const std::uint32_t sought = oldest + static_cast<std::uint32_t>(log.size() / 3);
    const auto found = std::lower_bound(log.begin(), log.end(), sought,
                                        [](const Entry& e, std::uint32_t cell) { return e.cell < cell; });
    REQUIRE(found - log.begin() == static_cast<std::ptrdiff_t>(sought - oldest));
    REQUIRE(found->parent == sought + 1);
}

TEST_CASE("A log puts copies before its first element and drops no more than it holds", "[timeline]") {
    ChunkedLog<std::uint32_t> log;
    for (std::uint32_t i = 0; i < 5; ++i)
        log.push_back(i);
    log.dropFront(2);
    log.insertFront(3, 99u);
    REQUIRE(log.size() == 6);
    const std::vector<std::uint32_t> held(log.begin(), log.end());
    CHECK(held == std::vector<std::uint32_t>{99, 99, 99, 2, 3, 4});
    log.dropFront(100);
    CHECK(log.empty());
    CHECK(log.heldBytes() <= ChunkedLog<std::uint32_t>::kPerChunk * sizeof(std::uint32_t));
    log.push_back(7);
    CHECK(log.front() == 7);
    CHECK(log.back() == 7);
    ChunkedLog<std::uint32_t> moved = std::move(log);
    CHECK(moved.size() == 1);
    CHECK(moved.front() == 7);
}
