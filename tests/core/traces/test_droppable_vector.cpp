// The record under a search timeline (DroppableVector, droppable_vector.h): dropping its oldest part
// again and again moves each element a bounded number of times and keeps the rest in order.

#include "pathfinder/traces/droppable_vector.h"

#include <catch2/catch.hpp>
#include <cstddef>
#include <cstdint>

using namespace pathfinder;

namespace {

/// An element that counts how often elements are moved or copied, to see what dropping costs.
struct Counted {
    static inline std::size_t moves = 0;
    std::uint64_t value = 0;
    explicit Counted(std::uint64_t v) : value(v) {}
    Counted(const Counted& other) : value(other.value) { ++moves; }
    Counted(Counted&& other) noexcept : value(other.value) { ++moves; }
    Counted& operator=(const Counted& other) {
        value = other.value;
        ++moves;
        return *this;
    }
    Counted& operator=(Counted&& other) noexcept {
        value = other.value;
        ++moves;
        return *this;
    }
    ~Counted() = default;
};

} // namespace

TEST_CASE("A record that keeps dropping its oldest part moves each element a bounded number of times",
          "[timeline]") {
    // A record at its byte limit: every so many new elements, the oldest stretch goes. Erasing the
    // front of a plain vector would move every element held at every drop (here about 20,000 per
    // drop, 10 million in all); the dead prefix makes it a few moves per element dropped.
    DroppableVector<Counted> record;
    record.reserve(1 << 16);
    std::uint64_t next = 0;
    std::uint64_t oldest = 0;
    std::size_t dropped = 0;
    for (int round = 0; round < 500; ++round) {
        for (int i = 0; i < 1000; ++i)
            record.push_back(Counted(next++));
        const std::size_t held = static_cast<std::size_t>(next - oldest);
        if (held > 20000) {
            const std::size_t stretch = 1000;
            const std::size_t movesBefore = Counted::moves;
            record.dropFront(stretch);
            CHECK(Counted::moves - movesBefore <= 2 * held); // one compaction at most
            oldest += stretch;
            dropped += stretch;
        }
        REQUIRE(record.size() == next - oldest);
        REQUIRE(record.front().value == oldest);
        REQUIRE(record[record.size() / 2].value == oldest + record.size() / 2);
        REQUIRE(record.back().value == next - 1);
        CHECK(record.heldBytes() <= (record.size() + record.size() / 3 + 1000) * sizeof(Counted));
    }
    REQUIRE(dropped > 400000);
    // Pushes move each element once, and growth at most once more on average; compactions move
    // the live elements once each time the dead prefix passes a third of them.
    CHECK(Counted::moves <= 3 * next + 4 * dropped);
    // The elements keep their order across the compactions.
    std::uint64_t expected = oldest;
    for (const Counted& c : record)
        REQUIRE(c.value == expected++);
}
