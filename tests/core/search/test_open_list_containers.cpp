// Every open-list container against a plain ordered set, under random pushes, re-rankings and pops.

#include "pathfinder/basics/random.h"

#include "search/binary_open_list.h"
#include "search/bucket_open_list.h"
#include "search/open_list.h"
#include "search/sorted_open_list.h"
#include "search/unsorted_open_list.h"

#include <catch2/catch.hpp>
#include <cstdint>
#include <map>
#include <set>
#include <tuple>
#include <vector>

using namespace pathfinder;

namespace {

/// (key, tie, order, cell): the order of OpenEntry::Before, spelled out as a tuple.
using Ranked = std::tuple<std::uint64_t, std::uint64_t, std::uint32_t, std::uint32_t>;

Ranked ranked(const OpenEntry& e) {
    return {e.key, e.tie, e.order, e.cell};
}

/// A key from a small range of values, whole or not, so that keys often tie and share buckets.
std::uint64_t randomKey(Random& random, bool fractional) {
    const double whole = random.below(40);
    const double value = fractional ? whole + random.below(8) * 0.125 : whole;
    return rankBits(value);
}

/// The entries the list holds, in the order of OpenEntry::Before, with each cell's entry.
struct Reference {
    std::set<Ranked> entries;
    std::map<std::uint32_t, Ranked> entryOf;

    /// Adds or re-ranks the cell's entry; true when the cell had one.
    bool put(const OpenEntry& e) {
        const auto known = entryOf.find(e.cell);
        const bool wasOpen = known != entryOf.end();
        if (wasOpen)
            entries.erase(known->second);
        entries.insert(ranked(e));
        entryOf[e.cell] = ranked(e);
        return wasOpen;
    }
    Ranked takeLeast() {
        const Ranked least = *entries.begin();
        entries.erase(entries.begin());
        entryOf.erase(std::get<3>(least));
        return least;
    }
};

/// Runs the same random pushes, re-rankings and pops on `list` and on an ordered set; every pop
/// must return the set's least entry, and top() must show it first. With `asExpansions` the list is
/// used as the best-first engine uses it: a pop, then offer() for a few distinct cells, then
/// settle(); otherwise pushes and pops come in any order.
template <class List>
void matchesOrderedSet(List& list, std::uint64_t seed, bool asExpansions) {
    constexpr std::uint32_t kCells = 64;
    Random random(seed);
    list.reset(kCells);
    Reference reference;
    std::uint32_t order = 0;
    const bool fractional = random.below(2) == 0;
    const bool tieOnG = random.below(2) == 0;
    const auto randomEntry = [&](std::uint32_t cell) {
        OpenEntry e;
        e.cell = cell;
        e.key = randomKey(random, fractional);
        e.tie = tieOnG ? ~rankBits(random.below(5)) : 0;
        e.order = order++;
        return e;
    };
    const auto popLeast = [&] {
        const Ranked least = reference.takeLeast();
        REQUIRE(ranked(list.top()) == least);
        REQUIRE(ranked(list.pop()) == least);
    };
    for (int step = 0; step < 1000; ++step) {
        if (asExpansions) {
            if (!reference.entries.empty())
                popLeast();
            const std::uint32_t first = random.below(kCells);
            const std::uint32_t count = random.below(6);
            for (std::uint32_t k = 0; k < count; ++k) {
                const OpenEntry e = randomEntry((first + 7 * k) % kCells);
                list.offer(e, reference.put(e));
            }
            list.settle();
        } else if (random.below(3) < 2 || reference.entries.empty()) {
            const OpenEntry e = randomEntry(random.below(kCells));
            reference.put(e);
            list.push(e);
        } else {
            popLeast();
        }
        REQUIRE(list.size() == reference.entries.size());
        REQUIRE(list.empty() == reference.entries.empty());
    }
    while (!reference.entries.empty())
        popLeast();
    REQUIRE(list.empty());
}

template <class List>
void checkContainer() {
    List list;
    for (std::uint64_t seed = 1; seed <= 40; ++seed) {
        matchesOrderedSet(list, seed, false);
        matchesOrderedSet(list, seed + 1000, true);
    }
}

} // namespace

TEST_CASE("Every open-list container pops what an ordered set pops, under re-rankings",
          "[search][openlist]") {
    SECTION("four-ary heap") {
        checkContainer<OpenList>();
    }
    SECTION("binary heap") {
        checkContainer<BinaryOpenList>();
    }
    SECTION("sorted array") {
        checkContainer<SortedOpenList>();
    }
    SECTION("unsorted list") {
        checkContainer<UnsortedOpenList>();
    }
    SECTION("buckets") {
        checkContainer<BucketOpenList>();
    }
}

TEST_CASE("A reset open list forgets its entries", "[search][openlist]") {
    BucketOpenList buckets;
    buckets.reset(8);
    OpenEntry e{rankBits(3.5), 0, 0, 5};
    buckets.push(e);
    buckets.reset(8);
    CHECK(buckets.empty());
    e.key = rankBits(1.0);
    buckets.push(e); // cell 5 has no entry left: this adds one
    CHECK(buckets.size() == 1);
    CHECK(buckets.pop().key == rankBits(1.0));
}

TEST_CASE("Buckets hold one whole unit of the key each and share the last one past the cap",
          "[search][openlist]") {
    CHECK(BucketOpenList::bucketOf(rankBits(0.0)) == 0);
    CHECK(BucketOpenList::bucketOf(rankBits(0.999)) == 0);
    CHECK(BucketOpenList::bucketOf(rankBits(1.0)) == 1);
    CHECK(BucketOpenList::bucketOf(rankBits(7.5)) == 7);
    CHECK(BucketOpenList::bucketOf(rankBits(1e300)) == BucketOpenList::kMaxBuckets - 1);
    // Past the cap the last bucket is scanned like any other: the order stays exact.
    BucketOpenList buckets;
    buckets.reset(4);
    buckets.push(OpenEntry{rankBits(3e9), 0, 0, 0});
    buckets.push(OpenEntry{rankBits(2e9), 0, 1, 1});
    buckets.push(OpenEntry{rankBits(5.0), 0, 2, 2});
    CHECK(buckets.pop().cell == 2);
    CHECK(buckets.pop().cell == 1);
    CHECK(buckets.pop().cell == 0);
}
