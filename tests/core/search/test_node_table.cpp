#include "pathfinder/grid/map_grid.h"
#include "pathfinder/registry/walker_registry.h"

#include "core/reference_dijkstra.h"
#include "search/indexed_heap.h"
#include "search/open_list.h"
#include "search/search_parts.h"

#include <catch2/catch.hpp>
#include <cstdint>
#include <limits>
#include <vector>

using namespace pathfinder;

namespace {

struct TestNode {
    double g;
    std::uint32_t epoch;
    std::uint32_t value;
};

} // namespace

TEST_CASE("A node table's nodes read unseen and zero until a search writes them", "[node-table]") {
    NodeTable<TestNode> nodes;
    nodes.fit(1 << 20);
    REQUIRE(nodes.size() == std::size_t{1} << 20);
    nodes.beginSearch();
    CHECK(nodes.epoch() == 1);
    // Cells spread over many pages, none written yet.
    for (std::size_t cell = 0; cell < nodes.size(); cell += 4099) {
        CHECK_FALSE(nodes.seen(cell));
        CHECK(nodes[cell].epoch == 0);
        CHECK(nodes[cell].g == 0.0);
        CHECK(nodes[cell].value == 0);
    }
    nodes[12345] = TestNode{2.5, nodes.epoch(), 7};
    CHECK(nodes.seen(12345));
    CHECK_FALSE(nodes.seen(12346));
    // A new search sees none of the last one's nodes; the same size keeps the pages.
    nodes.fit(1 << 20);
    nodes.beginSearch();
    CHECK(nodes.epoch() == 2);
    CHECK_FALSE(nodes.seen(12345));
    CHECK(nodes[12345].value == 7);
    // Another size takes fresh pages: everything zero again, epochs from 1.
    nodes.fit(1000);
    nodes.beginSearch();
    CHECK(nodes.epoch() == 1);
    CHECK(nodes[345].value == 0);
}

TEST_CASE("A node table's epoch wraps to fresh pages, with no stale node looking current", "[node-table]") {
    NodeTable<TestNode> nodes;
    nodes.fit(5000);
    nodes.beginSearch();
    nodes[10] = TestNode{1.0, nodes.epoch(), 1}; // stamped 1: would look current after the wrap
    const std::uint32_t last = std::numeric_limits<std::uint32_t>::max();
    nodes.jumpEpoch(last - 2);
    nodes.beginSearch();
    CHECK(nodes.epoch() == last - 1);
    nodes[20] = TestNode{2.0, nodes.epoch(), 2};
    nodes.beginSearch();
    CHECK(nodes.epoch() == last);
    CHECK_FALSE(nodes.seen(20));
    nodes[30] = TestNode{3.0, nodes.epoch(), 3};
    CHECK(nodes.seen(30));
    nodes.beginSearch(); // wraps: epoch 0 is of no search, so the count starts again at 1
    CHECK(nodes.epoch() == 1);
    for (const std::size_t cell : {10, 20, 30}) {
        CHECK_FALSE(nodes.seen(cell));
        CHECK(nodes[cell].value == 0);
    }
}

TEST_CASE("A*, Dijkstra, JPS and D* stay optimal over many searches on the same tables", "[node-table]") {
    // Each reset() starts a search on the tables the last one left: stale nodes must read unseen.
    MapGrid grid(40, 30);
    for (int y = 3; y < 27; ++y)
        grid.setWall({20, y}, true);
    for (int x = 5; x < 35; ++x)
        grid.setWall({x, 10}, x % 7 != 0);
    std::uint32_t seed = 12345;
    auto nextCell = [&seed](int bound) {
        seed = seed * 1664525u + 1013904223u;
        return static_cast<int>((seed >> 8) % static_cast<std::uint32_t>(bound));
    };
    for (const char* name : {"astar", "dijkstra", "jps", "dstar"}) {
        INFO(name);
        auto walker = createWalker(name);
        walker->setup(grid, WalkerSettings{});
        for (int round = 0; round < 60; ++round) {
            Coord start{nextCell(40), nextCell(30)};
            Coord goal{nextCell(40), nextCell(30)};
            if (grid.isBlocked(start) || grid.isBlocked(goal))
                continue;
            grid.setStart(start);
            grid.setGoal(goal);
            const double expected = testing::referenceDijkstra(grid, WalkerSettings{}.movement);
            walker->reset();
            while (!walker->finished())
                walker->iterate();
            INFO(round);
            REQUIRE(walker->outcome() == Outcome::Reached);
            CHECK(walker->stats().pathCost == Approx(expected));
        }
    }
}

TEST_CASE("An indexed heap's slots read absent until written, and again after reset", "[node-table]") {
    IndexedHeap<OpenEntry, OpenEntry::Before> heap;
    heap.reset(1 << 20);
    for (std::uint32_t cell = 0; cell < (1u << 20); cell += 4099)
        CHECK_FALSE(heap.contains(cell));
    auto entry = [](std::uint64_t key, std::uint32_t cell) { return OpenEntry{key, 0, cell, cell}; };
    heap.push(entry(5, 700000));
    heap.push(entry(3, 0));
    heap.push(entry(4, 123));
    CHECK(heap.contains(0));
    CHECK(heap.entryOf(123).key == 4);
    heap.push(entry(1, 123)); // re-ranked in place
    CHECK(heap.size() == 3);
    CHECK(heap.pop().cell == 123);
    CHECK_FALSE(heap.contains(123));
    heap.reset(1 << 20); // the entries left are forgotten
    CHECK_FALSE(heap.contains(0));
    CHECK_FALSE(heap.contains(700000));
    CHECK(heap.empty());
}
