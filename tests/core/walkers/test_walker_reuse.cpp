// Every walker reused, reset after a run or set up again on a grid of another size, searches as a
// fresh walker does. Many walkers keep per-cell data in zero-filled tables that a reset zeroes only
// where the last walk wrote; a cell left over from the last walk would show here as a view, a
// count or a path that differs from a fresh walker's.

#include "pathfinder/basics/random.h"
#include "pathfinder/grid/map_grid.h"
#include "pathfinder/registry/walker_registry.h"
#include "pathfinder/search/walker.h"

#include "core/ascii_grid.h"
#include "core/path_checks.h"
#include "support/random_map.h"

#include <algorithm>
#include <catch2/catch.hpp>
#include <cstdint>
#include <string>
#include <vector>

using namespace pathfinder;
using namespace pathfinder::testing;

namespace {

void runToEnd(MapGridWalker& walker) {
    for (std::uint64_t i = 0; i < 20'000'000 && !walker.finished(); ++i)
        walker.iterate();
    REQUIRE(walker.finished());
}

std::vector<std::string> walkerNames() {
    std::vector<std::string> names;
    for (const WalkerInfo& info : walkerRegistry())
        names.emplace_back(info.name);
    return names;
}

/// Every cell's view of `reused` equals that of `fresh`, cell by cell.
void requireSameViews(const MapGridWalker& reused, const MapGridWalker& fresh, const MapGrid& grid) {
    for (int y = 0; y < grid.height(); ++y)
        for (int x = 0; x < grid.width(); ++x) {
            const CellView a = reused.cellState({x, y});
            const CellView b = fresh.cellState({x, y});
            CAPTURE(x, y);
            REQUIRE(a.visit == b.visit);
            REQUIRE(a.g == b.g);
            REQUIRE(a.f == b.f);
            REQUIRE(a.parent == b.parent);
            REQUIRE(a.visits == b.visits);
            REQUIRE(a.rhs == b.rhs);
            REQUIRE(a.learned == b.learned);
        }
}

/// The outcome, counts and path of `reused` equal those of `fresh`.
void requireSameRun(const MapGridWalker& reused, const MapGridWalker& fresh) {
    REQUIRE(reused.state() == fresh.state());
    REQUIRE(reused.stats().expanded == fresh.stats().expanded);
    REQUIRE(reused.stats().generated == fresh.stats().generated);
    REQUIRE(reused.stats().reexpanded == fresh.stats().reexpanded);
    REQUIRE(reused.stats().pathSteps == fresh.stats().pathSteps);
    REQUIRE(reused.path() == fresh.path());
}

MapGrid randomCase(Random& random, int minSide, int maxSide) {
    RandomMapOptions options;
    options.costShare = 0.2;
    options.maxWallDensity = 0.35;
    return randomSizedMap(random, minSide, maxSide, options);
}

/// A seed of the walker's own: its place in the registry.
std::uint64_t seedOf(const std::string& name, std::uint64_t base) {
    const std::vector<std::string> names = walkerNames();
    return base + static_cast<std::uint64_t>(std::find(names.begin(), names.end(), name) - names.begin());
}

/// Runs a walker to the end on `first`, then resets it (`second` the same grid) or sets it up
/// again on `second`, and holds it to a fresh walker on `second`: every view before a step, then
/// the run and every view after it.
void requireReuseMatchesFresh(const std::string& name, const MapGrid& first, const MapGrid& second,
                              const WalkerSettings& settings) {
    auto reused = createWalker(name);
    reused->setup(first, settings);
    runToEnd(*reused);
    if (&first == &second)
        reused->reset();
    else
        reused->setup(second, settings);
    auto fresh = createWalker(name);
    fresh->setup(second, settings);
    requireSameViews(*reused, *fresh, second);
    runToEnd(*reused);
    runToEnd(*fresh);
    requireSameRun(*reused, *fresh);
    requireSameViews(*reused, *fresh, second);
}

WalkerSettings settingsFor(int map) {
    WalkerSettings settings;
    settings.movement = allMovementSettings()[static_cast<std::size_t>(map) % allMovementSettings().size()];
    return settings;
}

} // namespace

TEST_CASE("Every walker reset after a run searches as a fresh walker does", "[walkers][reset]") {
    const std::string name = GENERATE(from_range(walkerNames()));
    Random random(seedOf(name, 0x5E7));
    for (int map = 0; map < 6; ++map) {
        // Sides up to 70 span several of the tables' 4 KiB blocks.
        const MapGrid grid = randomCase(random, 20, 70);
        CAPTURE(name, map, asciiFromGrid(grid));
        requireReuseMatchesFresh(name, grid, grid, settingsFor(map));
    }
}

TEST_CASE("Every walker set up again on a grid of another size searches as a fresh walker does",
          "[walkers][reset]") {
    const std::string name = GENERATE(from_range(walkerNames()));
    Random random(seedOf(name, 0x9A3));
    for (int map = 0; map < 4; ++map) {
        const MapGrid first = randomCase(random, 20, 70);
        const MapGrid second = randomCase(random, 20, 70);
        CAPTURE(name, map, asciiFromGrid(first), asciiFromGrid(second));
        requireReuseMatchesFresh(name, first, second, settingsFor(map));
    }
}
