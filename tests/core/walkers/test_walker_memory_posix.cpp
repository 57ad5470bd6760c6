// A walker's resident memory on a large map follows the cells its walk reaches, not the map: a
// query inside a small room of a 4096 × 4096 map, reset and run again, takes little memory. A
// walker that fills a per-cell array at reset takes at least a byte a cell, 16 MiB here. A
// bidirectional search that reaches most of a map holds 32 bytes a cell, and a wall trace's states
// 8 bytes a cell. Read from the process's resident pages (platform::residentBytes).

#include "pathfinder/grid/map_grid.h"
#include "pathfinder/registry/walker_registry.h"
#include "pathfinder/search/walker.h"

#include "platform/memory.h"
#include "support/sanitizers.h"
#include "walkers/agents/trace_states.h"

#include <catch2/catch.hpp>
#include <cstdint>
#include <malloc.h>
#include <string_view>
#include <vector>

using namespace pathfinder;

namespace {

long residentKib() {
    return static_cast<long>(platform::residentBytes() / 1024);
}

void runToEnd(MapGridWalker& walker) {
    for (std::uint64_t i = 0; i < 10'000'000 && !walker.finished(); ++i)
        walker.iterate();
    REQUIRE(walker.finished());
}

/// Makes the map's own tables made on demand (its regions) once, before any measure: an A* run.
void warmMapTables(const MapGrid& grid) {
    auto warm = createWalker("astar");
    warm->setup(grid, WalkerSettings{});
    runToEnd(*warm);
}

/// The walkers whose answer rests on tables made from the whole map, once per map and kept across
/// resets: their memory is the map's by design (bench/README.md reports it apart).
bool preprocessesTheMap(std::string_view name) {
    return name == "jps" || name == "jps-plus" || name == "hpastar" || name == "subgoal-graph";
}

} // namespace

TEST_CASE("A walker's memory on a large map follows the cells it reaches, not the map",
          "[posix][walkers][memory]") {
    // Every block of more than 1 MiB comes from its own pages and goes back when freed, so that a
    // per-cell array cannot hide in pages an earlier walker left resident.
    mallopt(M_MMAP_THRESHOLD, 1 << 20); // a sanitizer's allocator ignores it, and reuses no freed block soon
    constexpr int kSide = 4096;
    // A room of 64 × 32 cells in the corner, walled off from the rest: no walker, however it
    // wanders, reaches more than its 2,048 cells.
    MapGrid grid(kSide, kSide);
    for (int x = 0; x <= 64; ++x)
        grid.setWall({x, 32}, true);
    for (int y = 0; y < 32; ++y)
        grid.setWall({64, y}, true);
    grid.setStart(Coord{10, 10});
    grid.setGoal(Coord{30, 20});
    // What a walker may take besides its walk: a bit a cell for the region around its start
    // (MapGridWalker's answer to a goal walled off, on a map too big for a label a cell), twice for
    // PathJoiner, whose first route comes from a search walker of its own; and a megabyte for the
    // pages its walk writes. A byte a cell would be 16 MiB.
    const long allowedKib = static_cast<long>(grid.paddedSize() / 4 / 1024) + 1024;
    warmMapTables(grid);
    for (const WalkerInfo& info : walkerRegistry()) {
        if (preprocessesTheMap(info.name))
            continue;
        CAPTURE(info.name);
        const long before = residentKib();
        REQUIRE(before > 0);
        auto walker = createWalker(info.name);
        walker->setup(grid, WalkerSettings{});
        runToEnd(*walker);
        walker->reset();
        runToEnd(*walker);
        CHECK(walker->state() == WalkState::ReachedGoal);
        const long grown = residentKib() - before;
        CAPTURE(grown);
        CHECK(grown < allowedKib);
    }
}

TEST_CASE("A bidirectional search holds its two sides in 32 bytes a cell, heap slots included",
          "[posix][walkers][memory]") {
    mallopt(M_MMAP_THRESHOLD, 1 << 20);
    // Corner to corner on an open map, each side searches about half of it: the walk writes nodes
    // all over the map. Each cell's node holds both sides' g, parents, flags and heap slots; with
    // the slots in an array per side it took 40 bytes a cell.
    constexpr int kSide = 1024;
    MapGrid grid(kSide, kSide);
    grid.setStart(Coord{0, 0});
    grid.setGoal(Coord{kSide - 1, kSide - 1});
    warmMapTables(grid);
    for (const char* name : {"bidirectional-bfs", "bidirectional-dijkstra"}) {
        CAPTURE(name);
        const long before = residentKib();
        REQUIRE(before > 0);
        auto walker = createWalker(name);
        walker->setup(grid, WalkerSettings{});
        runToEnd(*walker);
        CHECK(walker->state() == WalkState::ReachedGoal);
        CHECK(walker->stats().expanded > grid.paddedSize() / 3);
        const long grown = residentKib() - before;
        CAPTURE(grown);
#if !defined(PATHFINDER_ADDRESS_SANITIZER)
        // 34 bytes a cell and 1 MiB for the open lists, the path and the pages around them: about
        // 3 MiB above the 32 bytes a cell, and 40 bytes a cell would be 5 MiB over it. Under
        // AddressSanitizer the walk's allocations take some megabytes more of the sanitizer's own.
        CHECK(grown < static_cast<long>(grid.paddedSize() * 34 / 1024) + 1024);
#endif
    }
}

TEST_CASE("A wall trace that passes every cell holds 8 bytes a cell, what to clear included",
          "[posix][walkers][memory]") {
    mallopt(M_MMAP_THRESHOLD, 1 << 20);
    // A trace around a maze's walls passes nearly every cell. Its states take 8 bytes a cell; a
    // list of the cells to clear took 4 bytes more for each cell passed.
    constexpr std::size_t kCells = std::size_t{2048} * 2048;
    TraceStates states;
    const long before = residentKib();
    REQUIRE(before > 0);
    states.fit(kCells);
    std::size_t fresh = 0;
    for (std::size_t cell = 0; cell < kCells; ++cell)
        fresh += states.insert(cell, static_cast<unsigned>(cell % TraceStates::kStatesPerCell)) ? 1 : 0;
    CHECK(fresh == kCells);
    CHECK(states.cellsInUse() == kCells);
    const long grown = residentKib() - before;
    CAPTURE(grown);
#if !defined(PATHFINDER_ADDRESS_SANITIZER)
    CHECK(grown < static_cast<long>(kCells * 8 / 1024) + 1024);
#endif
    states.clear();
    CHECK(states.cellsInUse() == 0);
    // Cleared: every state is new again.
    fresh = 0;
    for (std::size_t cell = 0; cell < kCells; cell += 4099)
        fresh += states.insert(cell, static_cast<unsigned>(cell % TraceStates::kStatesPerCell)) ? 1 : 0;
    CHECK(fresh == (kCells + 4098) / 4099);
}
