#include "search/cleared_node_table.h"
#include "search/indexed_heap.h"
#include "search/open_list.h"

#include <catch2/catch.hpp>
#include <cstdint>
#include <vector>

using namespace pathfinder;

namespace {

/// 16 bytes, like D*'s nodes: 256 to a 4 KiB block.
struct SmallNode {
    double g;
    std::uint32_t slotPlusOne;
    std::uint32_t mark;
};

struct SmallSlots {
    SmallNode* nodes = nullptr;
    std::uint32_t& operator[](std::uint32_t cell) { return nodes[cell].slotPlusOne; }
    std::uint32_t operator[](std::uint32_t cell) const { return nodes[cell].slotPlusOne; }
};

} // namespace

TEST_CASE("A cleared node table zeroes at a new search the blocks touched since the last", "[node-table]") {
    ClearedNodeTable<SmallNode> nodes;
    const std::size_t cells = 256 * 70 + 13; // 70 whole blocks and a part block
    nodes.fit(cells);
    REQUIRE(nodes.size() == cells);
    for (std::size_t cell = 0; cell < cells; cell += 97)
        CHECK(nodes[cell].mark == 0);

    // Nodes in the first block, the 64th and 65th blocks (either side of a bitmap word) and the
    // part block at the end, each marked touched.
    const std::vector<std::size_t> touched{0, 255, 64 * 256 - 1, 64 * 256, cells - 1};
    for (const std::size_t cell : touched) {
        nodes.touch(cell);
        nodes[cell] = SmallNode{1.5, 9, 7};
    }
    // Written without touch(): its block is not zeroed, which shows that the zeroing goes by
    // blocks and not over the whole table.
    nodes[256 * 10 + 3] = SmallNode{2.5, 0, 8};
    nodes.beginSearch();
    for (const std::size_t cell : touched) {
        INFO(cell);
        CHECK(nodes[cell].mark == 0);
        CHECK(nodes[cell].g == 0.0);
        CHECK(nodes[cell].slotPlusOne == 0);
    }
    CHECK(nodes[256 * 10 + 3].mark == 8);

    // A node in a touched block that was itself not written is zero too, and a block touched in
    // one search and not the next is not zeroed twice over (nothing to see, but nothing breaks).
    nodes.touch(256 * 10);
    nodes[256 * 10 + 200] = SmallNode{3.0, 0, 5};
    nodes.beginSearch();
    CHECK(nodes[256 * 10 + 3].mark == 0);
    CHECK(nodes[256 * 10 + 200].mark == 0);
    nodes.beginSearch();

    // The same size keeps the pages; another size takes fresh, zero ones.
    nodes.touch(5);
    nodes[5].mark = 4;
    nodes.fit(cells);
    CHECK(nodes[5].mark == 4);
    nodes.fit(1000);
    CHECK(nodes.size() == 1000);
    CHECK(nodes[5].mark == 0);
}

TEST_CASE("An indexed heap can keep its slots in the nodes of its owner", "[node-table]") {
    ClearedNodeTable<SmallNode> nodes;
    nodes.fit(1 << 16);
    IndexedHeap<OpenEntry, OpenEntry::Before, 4, SmallSlots> heap;
    heap.slots().nodes = nodes.data();
    auto entry = [](std::uint64_t key, std::uint32_t cell) { return OpenEntry{key, 0, cell, cell}; };
    const std::vector<std::uint32_t> cells{3, 40000, 777, 65535, 12};
    std::uint64_t key = 50;
    for (const std::uint32_t cell : cells) {
        nodes.touch(cell);
        heap.push(entry(key--, cell));
    }
    // Each node's slot names the entry of its cell.
    for (const std::uint32_t cell : cells) {
        INFO(cell);
        REQUIRE(nodes[cell].slotPlusOne != 0);
        CHECK(heap.contains(cell));
        CHECK(heap.entryOf(cell).cell == cell);
    }
    CHECK_FALSE(heap.contains(4));
    heap.push(entry(1, 777)); // re-ranked in place
    heap.remove(40000);
    CHECK(nodes[40000].slotPlusOne == 0);
    std::vector<std::uint32_t> order;
    while (!heap.empty())
        order.push_back(heap.pop().cell);
    CHECK(order == std::vector<std::uint32_t>{777, 12, 65535, 3});
    for (const std::uint32_t cell : cells)
        CHECK(nodes[cell].slotPlusOne == 0);

    // forget() leaves the slots to the owner, which zeroes them with its nodes.
    heap.push(entry(5, 3));
    heap.forget();
    CHECK(heap.empty());
    CHECK(nodes[3].slotPlusOne != 0);
    nodes.beginSearch();
    CHECK_FALSE(heap.contains(3));
}
