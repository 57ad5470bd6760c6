// PathJoiner's join search skips the cells through which no path node could be reached cheaply
// enough to pass the join test (join_bound.h). These tests hold it to a plain join search that skips
// nothing (reference_join.h) on many random maps, paths and changes: the repaired path, the locator
// and the passing test must be the same, and the pruned search must do less work.

#include "pathfinder/basics/coord.h"
#include "pathfinder/basics/random.h"
#include "pathfinder/grid/map_grid.h"
#include "pathfinder/grid/movement.h"
#include "pathfinder/registry/walker_registry.h"
#include "pathfinder/search/run.h"
#include "pathfinder/search/walker.h"

// The trace accessors belong to the concrete walker, which the core keeps among its own headers.
#include "core/ascii_grid.h"
#include "core/path_checks.h"
#include "core/reference_join.h"
#include "core/walker_helpers.h"
#include "walkers/incremental/path_joiner.h"

#include <algorithm>
#include <catch2/catch.hpp>
#include <cmath>
#include <cstdint>
#include <string>
#include <vector>

using namespace pathfinder;
using namespace pathfinder::testing;

namespace {

/// A cell within two steps of a random cell of the path (the path cell itself possibly).
Coord nearPath(Random& random, const MapGrid& grid, const std::vector<Coord>& path) {
    const Coord on = path[random.below(static_cast<std::uint32_t>(path.size()))];
    const Coord near{on.x + static_cast<int>(random.below(5)) - 2,
                     on.y + static_cast<int>(random.below(5)) - 2};
    return grid.inBounds(near) ? near : on;
}

/// A random map with free start and goal. Walls at a random density; entry costs vary on a third of
/// the maps, and on a sixth every free cell costs the same more than 1.
MapGrid randomMap(Random& random, int side) {
    const int width = randomBetween(random, side / 2, side - 1);
    const int height = randomBetween(random, side / 2, side - 1);
    RandomMapOptions options;
    options.maxWallDensity = 0.35;
    const std::uint32_t costs = random.below(6);
    if (costs < 2)
        options.costShare = 1.0 / 3;
    else if (costs == 2)
        options.uniformCost = randomBetween(random, 2, 9);
    return pathfinder::testing::randomMap(random, width, height, options);
}

/// What the random sequences exercised.
struct Tally {
    int joinsLocatorLater = 0;
    int joinsLocatorEarlier = 0;
    int noJoin = 0;
    int fromPathCell = 0; ///< a cost lowered on the path: the source is its own locator
    std::uint64_t walkerSettled = 0;
    std::uint64_t referenceSettled = 0;
};

/// Compares the walker's repair after a wall removed or a cost lowered at `source` with the plain join
/// search on the path it held before; an empty string when they agree.
std::string joinDisagreement(const PathJoinerWalker& walker, const MapGrid& grid, const Movement& movement,
                             const std::vector<Coord>& before, Coord source, Tally& tally,
                             std::uint64_t settled) {
    const ReferenceJoin expected = referenceJoin(grid, movement, before, source);
    tally.walkerSettled += settled;
    tally.referenceSettled += expected.settled;
    if (walker.state() != WalkState::ReachedGoal)
        return "the walker reports " + std::string(toString(walker.outcome()));
    if (walker.path() != expected.route)
        return "the repaired paths differ:\nwalker:\n" + asciiFromGrid(grid, walker.path()) +
               "plain search:\n" + asciiFromGrid(grid, expected.route);
    if (settled > expected.settled + 8) // ties aside, the pruned search settles a subset
        return "the walker settled " + std::to_string(settled) + " cells, the plain search " +
               std::to_string(expected.settled);
    const auto& tests = walker.joinTests();
    const bool joined = !tests.empty() && tests.back().joined;
    if (joined != expected.joined)
        return joined ? "the walker joined where the plain search did not" : "the walker missed the join";
    if (walker.locator() && walker.locator() != expected.locator)
        return "the locators differ: " + coordLabel(*walker.locator()) + " and " +
               (expected.locator ? coordLabel(*expected.locator) : std::string("none"));
    if (!joined) {
        ++tally.noJoin;
        return {};
    }
    const PathJoinerWalker::JoinTest& test = tests.back();
    if (test.node != expected.joinedNode || test.x1 != expected.x1 || test.x2 != expected.x2 ||
        test.y != expected.y)
        return "the passing tests differ: " + coordLabel(test.node) + " " + std::to_string(test.x1) + " + " +
               std::to_string(test.x2) + " < " + std::to_string(test.y) + " against " +
               coordLabel(expected.joinedNode) + " " + std::to_string(expected.x1) + " + " +
               std::to_string(expected.x2) + " < " + std::to_string(expected.y);
    const auto indexOf = [&before](Coord c) {
        return std::find(before.begin(), before.end(), c) - before.begin();
    };
    if (*walker.locator() == source)
        ++tally.fromPathCell;
    if (indexOf(*walker.locator()) > indexOf(test.node))
        ++tally.joinsLocatorLater;
    else
        ++tally.joinsLocatorEarlier;
    return {};
}

} // namespace

TEST_CASE("PathJoiner's pruned join search makes the join a plain Dijkstra makes", "[pathjoiner][random]") {
    constexpr int kMaps = 600;
    const std::vector<Movement> movements = allMovementSettings();
    // Planned paths are near optimal and seldom join; the others leave much to gain, far along the path.
    const char* planners[] = {"astar", "depth-first", "best-first", "breadth-first"};
    Random random(20250611);
    Tally tally;

    for (int map = 0; map < kMaps; ++map) {
        MapGrid grid = randomMap(random, map % 10 == 9 ? 96 : 40);
        WalkerSettings settings;
        settings.movement = movements[static_cast<std::size_t>(map) % movements.size()];
        const auto planner = createWalker(planners[map % 4]);
        planner->setup(grid, settings);
        iterateToEnd(*planner, grid);
        if (planner->state() != WalkState::ReachedGoal)
            continue;
        PathJoinerWalker walker;
        walker.setup(grid, settings);
        REQUIRE(walker.adoptPath(planner->path()));
        ChangeForwarder forward(grid, walker);

        for (int change = 0; change < 12 && walker.state() == WalkState::ReachedGoal; ++change) {
            const std::vector<Coord> before = walker.path();
            const Coord cell = nearPath(random, grid, before);
            const std::uint32_t kind = random.below(8);
            if (kind < 2) { // walls cut the path and its repairs take detours: room for later joins
                if (cell == *grid.start() || cell == *grid.goal())
                    continue;
                grid.setWall(cell, true);
                iterateToEnd(walker, grid);
                continue;
            }
            const int oldCost = grid.code(cell);
            const int newCost = kind < 6 ? 1 : 1 + static_cast<int>(random.below(9));
            if ((kind < 6 && oldCost != 0) || (kind >= 6 && (oldCost == 0 || newCost >= oldCost)))
                continue; // not a removal, not a lowered cost: no join search
            grid.setCost(cell, newCost);
            const std::uint64_t settled = iterateToEnd(walker, grid);
            const std::string problem =
                joinDisagreement(walker, grid, settings.movement, before, cell, tally, settled);
            if (!problem.empty()) {
                FAIL_CHECK("map " << map << ", change " << change << " at " << coordLabel(cell) << ", "
                                  << movementLabel(settings.movement) << ": " << problem);
                break;
            }
        }
    }

    INFO("joins with the locator later "
         << tally.joinsLocatorLater << ", earlier " << tally.joinsLocatorEarlier << ", from a path cell "
         << tally.fromPathCell << ", no join " << tally.noJoin << "; cells settled " << tally.walkerSettled
         << " against " << tally.referenceSettled);
    CHECK(tally.joinsLocatorLater >= 100);
    CHECK(tally.joinsLocatorEarlier >= 100);
    CHECK(tally.fromPathCell >= 10);
    CHECK(tally.noJoin >= 300);
    CHECK(tally.walkerSettled * 2 < tally.referenceSettled);
}

TEST_CASE("PathJoiner's join search stops at once when no path node can gain", "[pathjoiner]") {
    // A straight path along row 3 is already the cheapest: clearing the wall above it cannot shorten
    // it. The plain search settles cells until X1 plus its reach exceeds the path's cost, most of the
    // map; the pruned one expands nothing once it has found the locator, and only settles the few
    // cells already on its open list.
    MapGrid grid = gridFromAscii({
        "..............................",
        "..............................",
        "...............#..............",
        "S............................G",
        "..............................",
        "..............................",
    });
    WalkerSettings settings;
    PathJoinerWalker walker;
    walker.setup(grid, settings);
    iterateToEnd(walker, grid);
    const std::vector<Coord> before = walker.path();
    REQUIRE(before.size() == 30);
    ChangeForwarder forward(grid, walker);
    grid.setWall({15, 2}, false);
    const std::uint64_t settled = iterateToEnd(walker, grid);

    const ReferenceJoin expected = referenceJoin(grid, settings.movement, before, {15, 2});
    CHECK_FALSE(expected.joined);
    CHECK(expected.settled > 100);
    CHECK(walker.path() == before);
    CHECK(walker.locator() == expected.locator);
    CHECK(std::none_of(walker.joinTests().begin(), walker.joinTests().end(),
                       [](const PathJoinerWalker::JoinTest& test) { return test.joined; }));
    CHECK(settled < 30);
}

TEST_CASE("PathJoiner's bound allows for a branch that costs less walked back than walked out",
          "[pathjoiner]") {
    // Clearing s opens a staircase from L up to T. Walked out from s it climbs diagonally into the
    // 9s (12.7 each) and steps across into the 1s; walked back it steps across into the 9s (9 each)
    // and climbs down diagonally into the 1s: X2 = 41.7 back against 54.9 out, and the join T → s → L
    // (X1 = 1) beats the path's 51.5 between them. A bound that took the way back to cost as much as
    // the way out would skip the top of the staircase and miss the join.
    MapGrid grid = gridFromAscii({
        "############",
        "############",
        "############",
        "########S###",
        "#######9.###",
        "#####9.##.##",
        "###9.#####.#",
        "#9.########.",
        "###########.",
        ".##########.",
        "G.#########.",
        "##55555555.#",
    });
    grid.setCost(*grid.goal(), 9);
    WalkerSettings settings;
    settings.movement.diagonalRule = DiagonalRule::Always;
    std::vector<Coord> path = {{8, 3},  {8, 4},  {9, 5},   {10, 6}, {11, 7},
                               {11, 8}, {11, 9}, {11, 10}, {10, 11}};
    for (int x = 9; x >= 2; --x)
        path.push_back({x, 11});
    path.insert(path.end(), {{1, 10}, {0, 9}, {0, 10}});
    PathJoinerWalker walker;
    walker.setup(grid, settings);
    REQUIRE(walker.adoptPath(path));
    ChangeForwarder forward(grid, walker);
    grid.setWall({0, 8}, false);
    iterateToEnd(walker, grid);

    const ReferenceJoin expected = referenceJoin(grid, settings.movement, path, {0, 8});
    REQUIRE(expected.joined);
    CHECK(expected.joinedNode == Coord{8, 4});
    CHECK(expected.x2 == Approx(27.0 + 4.0 * std::sqrt(2.0) + 9.0));
    CHECK(walker.locator() == Coord{0, 9});
    REQUIRE_FALSE(walker.joinTests().empty());
    CHECK(walker.joinTests().back().joined);
    CHECK(walker.path() == expected.route);
    CHECK(
        walker.path() ==
        std::vector<Coord>{
            {8, 3}, {8, 4}, {7, 4}, {6, 5}, {5, 5}, {4, 6}, {3, 6}, {2, 7}, {1, 7}, {0, 8}, {0, 9}, {0, 10}});
}

TEST_CASE("The map's least and greatest entry costs follow every edit, terrain and unit",
          "[pathjoiner][terrain]") {
    Random random(7);
    MapGrid grid(12, 9);
    const UnitTable units = UnitTable::standard();
    for (int edit = 0; edit < 2000; ++edit) {
        const Coord cell = randomCell(random, grid);
        switch (random.below(6)) {
        case 0:
            grid.setWall(cell, true);
            break;
        case 1:
            grid.setStart(cell); // for the movingai unit, the start's medium is the open one
            break;
        case 2:
            grid.setTerrain(cell, static_cast<Terrain>(random.below(kTerrainCount)));
            break;
        case 3:
            if (random.below(20) == 0)
                grid.setUnit(units.units[random.below(static_cast<std::uint32_t>(units.units.size()))]);
            break;
        default:
            grid.setCost(cell, 1 + static_cast<int>(random.below(9)));
            break;
        }
        double least = 0.0;
        double greatest = 0.0;
        for (int y = 0; y < grid.height(); ++y)
            for (int x = 0; x < grid.width(); ++x)
                if (isFreeCell(grid, {x, y})) {
                    const double cost = unitEntryCost(grid, {x, y});
                    least = least == 0.0 ? cost : std::min(least, cost);
                    greatest = std::max(greatest, cost);
                }
        INFO("edit " << edit << ", unit " << grid.unit().name);
        REQUIRE(grid.leastEntryCost() == (least == 0.0 ? 1.0 : least));
        REQUIRE(grid.greatestEntryCost() == (greatest == 0.0 ? 1.0 : greatest));
    }
}
