#include "pathfinder/basics/random.h"
#include "pathfinder/grid/map_grid.h"
#include "pathfinder/grid/terrain.h"
#include "pathfinder/registry/walker_registry.h"

#include "core/ascii_grid.h"
#include "core/path_checks.h"
#include "core/reference_dijkstra.h"
#include "core/walker_helpers.h"

#include <catch2/catch.hpp>
#include <cmath>
#include <cstdint>
#include <memory>
#include <string>

using namespace pathfinder;
using namespace pathfinder::testing;

namespace {

/// Iterates until the walker has finished (a search or a repair); fails the test on a hang.
void finish(MapGridWalker& walker, const MapGrid& grid) {
    const std::uint64_t limit = 64 * grid.cellCount() + 64;
    std::uint64_t i = 0;
    while (!walker.finished() && i++ < limit)
        walker.iterate();
    REQUIRE(walker.finished());
}

/// A random grid with free start and goal: walls at up to 35%; a third with costs 1–9, a third
/// with terrains.
MapGrid randomGrid(Random& random) {
    const int side = random.below(4) == 0 ? randomBetween(random, 33, 64) : randomBetween(random, 2, 25);
    RandomMapOptions options;
    options.maxWallDensity = 0.35;
    const std::uint32_t kind = random.below(3);
    options.costShare = kind == 1 ? 0.5 : 0.0;
    options.terrainShare = kind == 2 ? 0.4 : 0.0;
    return randomMap(random, side, randomBetween(random, 1, side), options);
}

/// The walker's outcome, path and cost agree with a fresh reference Dijkstra.
void checkAgainstReference(const MapGridWalker& walker, const MapGrid& grid, const Movement& movement) {
    INFO(asciiFromGrid(grid, walker.path()));
    const double optimal = referenceDijkstra(grid, movement);
    if (!std::isfinite(optimal)) {
        CHECK(walker.state() == WalkState::UnableToReachGoal);
        return;
    }
    REQUIRE(walker.state() == WalkState::ReachedGoal);
    CHECK(closeTo(walker.cellState(*grid.goal()).g, optimal));
    CHECK(pathProblem(grid, movement, walker.path()) == "");
    CHECK(closeTo(sumOfStepCosts(grid, movement, walker.path()), optimal));
}

/// A random edit that leaves start and goal where they are: a wall added or removed, a cost or a
/// terrain painted; half of them on or next to the path.
void randomRepairEdit(MapGrid& grid, const std::vector<Coord>& path, Random& random) {
    if (random.below(4) == 0) {
        Coord cell = randomCell(random, grid);
        if (!path.empty() && random.below(2) == 0)
            cell = path[random.below(static_cast<std::uint32_t>(path.size()))];
        grid.setTerrain(cell, static_cast<Terrain>(random.below(kTerrainCount)));
        if (grid.isBlocked(*grid.start()) || grid.isBlocked(*grid.goal()))
            grid.setCost(cell, 1);
        return;
    }
    randomEdit(grid, path, random, EditMix{3, 2, 1, 0});
}

} // namespace

TEST_CASE("LPA* finds least-cost paths under every movement rule, with costs and terrain", "[lpastar]") {
    Random random(9127);
    const auto movements = allMovementSettings();
    for (int i = 0; i < 300; ++i) {
        const MapGrid grid = randomGrid(random);
        WalkerSettings settings;
        settings.movement = movements[static_cast<std::size_t>(i) % movements.size()];
        settings.searchUnreachable = i % 2 == 0;
        INFO("map " << i << ", " << movementLabel(settings.movement));
        auto lpa = createWalker("lpastar");
        lpa->setup(grid, settings);
        finish(*lpa, grid);
        checkAgainstReference(*lpa, grid, settings.movement);
    }
}

TEST_CASE("LPA* keeps matching a fresh Dijkstra through random map changes, repairing cheaply",
          "[lpastar][dynamic]") {
    Random random(3301);
    const auto movements = allMovementSettings();
    std::uint64_t repaired = 0;
    std::uint64_t repairExpansions = 0;
    std::uint64_t freshExpansions = 0;
    for (int sequence = 0; sequence < 240; ++sequence) {
        MapGrid grid = randomGrid(random);
        WalkerSettings settings;
        settings.movement = movements[static_cast<std::size_t>(sequence) % movements.size()];
        settings.searchUnreachable = true;
        INFO("sequence " << sequence << ", " << movementLabel(settings.movement));
        auto lpa = createWalker("lpastar");
        lpa->setup(grid, settings);
        const auto listener = grid.addListener([&](const GridChange& change) { lpa->notifyChange(change); });
        finish(*lpa, grid);
        checkAgainstReference(*lpa, grid, settings.movement);
        const int changes = 1 + static_cast<int>(random.below(20));
        for (int change = 0; change < changes; ++change) {
            INFO("change " << change);
            const std::uint64_t resets = lpa->resetCount();
            const std::uint64_t before = lpa->stats().expanded;
            randomRepairEdit(grid, lpa->path(), random);
            finish(*lpa, grid);
            checkAgainstReference(*lpa, grid, settings.movement);
            if (lpa->resetCount() != resets)
                continue; // started over (cheaper ground): no repair to weigh
            auto fresh = createWalker("lpastar");
            fresh->setup(grid, settings);
            finish(*fresh, grid);
            ++repaired;
            repairExpansions += lpa->stats().expanded - before;
            freshExpansions += fresh->stats().expanded;
        }
        grid.removeListener(listener);
    }
    REQUIRE(repaired > 0);
    WARN("LPA* over " << repaired << " repairs: " << double(repairExpansions) / double(repaired)
                      << " expansions a repair against " << double(freshExpansions) / double(repaired)
                      << " a fresh search");
    CHECK(repairExpansions < freshExpansions);
}

TEST_CASE("LPA* repairs a cut corridor and shows rhs and the inconsistent cells", "[lpastar]") {
    MapGrid grid = gridFromAscii({
        "..........",
        "S........G",
        "..........",
    });
    auto lpa = createWalker("lpastar");
    lpa->setup(grid, WalkerSettings{});
    const auto listener = grid.addListener([&](const GridChange& change) { lpa->notifyChange(change); });
    finish(*lpa, grid);
    REQUIRE(lpa->state() == WalkState::ReachedGoal);
    CHECK(closeTo(lpa->stats().pathCost, 9.0));
    const std::uint64_t first = lpa->stats().expanded;

    grid.setWall({5, 1}, true);
    // The cell beyond the wall lost its route: its rhs rose above its g, so it is open.
    const CellView beyond = lpa->cellState({6, 1});
    REQUIRE(beyond.rhs.has_value());
    CHECK(*beyond.rhs > beyond.g);
    CHECK(beyond.visit == CellVisit::Open);
    finish(*lpa, grid);
    REQUIRE(lpa->state() == WalkState::ReachedGoal);
    CHECK(lpa->resetCount() == 1); // repaired, not started over
    CHECK(closeTo(lpa->stats().pathCost, 7.0 + 2.0 * std::sqrt(2.0)));
    CHECK(lpa->stats().expanded > first);
    // Settled cells are consistent: g = rhs.
    const CellView settled = lpa->cellState({3, 1});
    REQUIRE(settled.rhs.has_value());
    CHECK(closeTo(settled.g, 3.0));
    CHECK(settled.g == *settled.rhs);
    CHECK(lpa->note() == "1 repair");

    grid.setStart(Coord{0, 0}); // the root moved: a new search
    finish(*lpa, grid);
    CHECK(lpa->resetCount() == 2);
    checkAgainstReference(*lpa, grid, Movement{});
    grid.removeListener(listener);
}
