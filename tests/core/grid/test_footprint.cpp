// Units of 2×2 and 3×3 cells. The clearance map against a brute force after random edits, and every
// registered walker on the map of positions against an independent reference Dijkstra over the
// unit's positions, written here from the rules (footprint.h) and reading only the cells' codes, the
// unit's row, the sides and the heights.

#include "pathfinder/basics/random.h"
#include "pathfinder/grid/footprint.h"
#include "pathfinder/grid/map_grid.h"
#include "pathfinder/registry/walker_registry.h"
#include "pathfinder/search/run.h"

#include "core/path_checks.h"
#include "core/reference_unit.h"
#include "core/shaped_cases.h"
#include "support/random_map.h"

#include <algorithm>
#include <catch2/catch.hpp>
#include <cmath>
#include <functional>
#include <limits>
#include <queue>
#include <string>
#include <vector>

using namespace pathfinder;
using namespace pathfinder::testing;

namespace {

/// A random square map with costs, terrain for a random unit of the standard table, walls between
/// cells and one-way sides, sometimes heights with a slope; start and goal where a unit of size s
/// fits when the draw allows.
MapGrid randomUnitMap(Random& random, int s, int index) {
    RandomMapOptions options;
    options.maxWallDensity = 0.25;
    options.costShare = index % 2 == 0 ? 0.3 : 0.0;
    options.terrainShare = index % 3 == 0 ? 0.3 : 0.0;
    // One draw a statement: the order in which a call's arguments are worked out is unspecified.
    const int width = randomBetween(random, s, 18);
    const int height = randomBetween(random, s, 18);
    MapGrid grid = randomMap(random, width, height, options);
    static const std::vector<std::string> units = {"light-infantry", "jeep", "tank", "mobile-base",
                                                   "hovercraft"};
    const UnitTable table = UnitTable::standard();
    grid.setUnit(*table.find(units[static_cast<std::size_t>(index) % units.size()]));
    if (index % 2 == 1)
        addRandomSides(grid, random, 0.08, 0.04);
    if (index % 5 == 2)
        addRandomHeights(grid, random, 9, 0.5);
    // Ends where the unit fits, found by trying cells at random.
    const UnitView unit{grid, s};
    for (const bool isStart : {true, false})
        for (int attempt = 0; attempt < 40; ++attempt) {
            const Coord c = randomCell(random, grid);
            if (unit.fits(c)) {
                isStart ? grid.setStart(c) : grid.setGoal(c);
                break;
            }
        }
    return grid;
}

} // namespace

TEST_CASE("The clearance map equals a brute force after random edits of cells, sides and units",
          "[footprint][clearance]") {
    Random random(31337);
    int changedCells = 0;
    for (int map = 0; map < 120; ++map) {
        MapGrid grid = randomUnitMap(random, 1, map);
        ClearanceMap clearance(grid);
        const auto listener = grid.addListener([&](const GridChange& change) {
            changedCells += static_cast<int>(clearance.update(grid, change).size());
        });
        for (int edit = 0; edit < 25; ++edit) {
            const Coord c = randomCell(random, grid);
            const std::uint32_t kind = random.below(4);
            if (kind == 0)
                grid.setWall(c, !grid.isWall(c));
            else if (kind == 1)
                grid.setCode(c, static_cast<std::uint8_t>(10 + random.below(10)));
            else if (kind == 2 && c.x + 1 < grid.width())
                grid.setSide(c, Direction::E, random.below(2) == 0 ? SideKind::Wall : SideKind::Open);
            else if (c.y + 1 < grid.height())
                grid.setSide(c, Direction::S, random.below(3) == 0 ? SideKind::OneWayIn : SideKind::Open);
            for (int y = 0; y < grid.height(); ++y)
                for (int x = 0; x < grid.width(); ++x) {
                    int expected = 0;
                    for (int s = 1; s <= kMaxUnitSize && UnitView{grid, s}.fits({x, y}); ++s)
                        expected = s;
                    INFO("map " << map << ", edit " << edit << ", cell " << coordLabel({x, y}));
                    REQUIRE(clearance.at({x, y}) == expected);
                    REQUIRE(clearanceAt(grid, {x, y}) == expected);
                }
        }
        grid.removeListener(listener);
    }
    CHECK(changedCells > 1000);
}

TEST_CASE("Every walker plans for units of 2×2 and 3×3 cells as the reference does", "[footprint][walkers]") {
    const std::vector<Movement> movements = allMovementSettings();
    int optimalMatches = 0;
    int reachable = 0;
    int refusals = 0;
    for (const int s : {2, 3}) {
        Random random(4100 + static_cast<std::uint64_t>(s));
        for (int index = 0; index < 160; ++index) {
            MapGrid grid = randomUnitMap(random, s, index);
            const Movement movement = movements[static_cast<std::size_t>(index) % movements.size()];
            const double optimum = referenceUnitDijkstra(grid, movement, s);
            reachable += std::isfinite(optimum) ? 1 : 0;
            FootprintMap footprint(grid, s);
            const MapGrid& positions = footprint.positions();
            for (const WalkerInfo& info : walkerRegistry()) {
                INFO("size " << s << ", map " << index << " " << grid.width() << "x" << grid.height() << ", "
                             << movementLabel(movement) << ", " << info.name << ", optimum " << optimum);
                auto walker = info.create();
                WalkerSettings settings;
                settings.movement = movement;
                walker->setup(positions, settings);
                const RunResult result = runToCompletion(*walker, iterationLimit(positions));
                if ((positions.features() & ~info.mapFeatures) != 0) {
                    ++refusals;
                    CHECK_FALSE(walker->refusal().empty());
                    continue;
                }
                const bool reached = result.state == WalkState::ReachedGoal;
                if (info.traits.complete)
                    CHECK(reached == std::isfinite(optimum));
                if (!reached || info.traits.anyAngle)
                    continue;
                // Each step of the path, priced by the reference's own rules.
                const std::vector<Coord>& walked = info.traits.movesAgent ? walker->trail() : walker->path();
                double cost = 0.0;
                for (std::size_t i = 1; i < walked.size(); ++i)
                    cost += UnitView{grid, s}.step(movement, walked[i - 1], walked[i].x - walked[i - 1].x,
                                                   walked[i].y - walked[i - 1].y);
                REQUIRE(std::isfinite(cost));
                CHECK(closeTo(result.stats.pathCost, cost));
                CHECK(cost >= optimum * (1 - 1e-9));
                if (info.traits.optimal) {
                    ++optimalMatches;
                    CHECK(closeTo(cost, optimum));
                }
            }
        }
    }
    INFO(reachable << " reachable of 320, " << optimalMatches << " optimal runs, " << refusals
                   << " refusals");
    CHECK(reachable >= 120);
    CHECK(optimalMatches >= 900);
}

TEST_CASE("D* on a unit's positions repairs to the reference optimum as the map is edited",
          "[footprint][dstar][dynamic]") {
    Random random(777);
    const std::vector<Movement> movements = allMovementSettings();
    for (int index = 0; index < 120; ++index) {
        const int s = 2 + index % 2;
        MapGrid grid = randomUnitMap(random, s, index);
        const Movement movement = movements[static_cast<std::size_t>(index) % movements.size()];
        FootprintMap footprint(grid, s);
        auto dstar = createWalker("dstar");
        WalkerSettings settings;
        settings.movement = movement;
        dstar->setup(footprint.positions(), settings);
        MapGrid& positions = footprint.positions();
        const auto listener =
            positions.addListener([&](const GridChange& change) { dstar->notifyChange(change); });
        for (int edit = 0; edit <= 10; ++edit) {
            if (edit > 0) {
                Coord c = randomCell(random, grid);
                if (c == *grid.start() || c == *grid.goal())
                    continue;
                if (random.below(3) == 0 && c.x + 1 < grid.width())
                    grid.setSide(c, Direction::E, random.below(2) == 0 ? SideKind::Wall : SideKind::Open);
                else if (random.below(2) == 0)
                    grid.setWall(c, !grid.isWall(c));
                else
                    grid.setCost(c, 1 + static_cast<int>(random.below(9)));
            }
            runToCompletion(*dstar, iterationLimit(positions));
            const double optimum = referenceUnitDijkstra(grid, movement, s);
            INFO("map " << index << ", size " << s << ", edit " << edit << ", optimum " << optimum);
            if (!std::isfinite(optimum)) {
                CHECK(dstar->state() == WalkState::UnableToReachGoal);
                continue;
            }
            REQUIRE(dstar->state() == WalkState::ReachedGoal);
            CHECK(closeTo(dstar->stats().pathCost, optimum));
        }
        positions.removeListener(listener);
    }
}

TEST_CASE("Hex maps and the Moving AI unit hold units of one cell only", "[footprint]") {
    MapGrid hex(6, 6);
    hex.setTopology(Topology::Hex);
    CHECK(footprintProblem(hex, 1).empty());
    CHECK(footprintProblem(hex, 2).find("hex") != std::string::npos);
    CHECK_THROWS_AS(FootprintMap(hex, 2), std::invalid_argument);
    MapGrid square(6, 6);
    CHECK(footprintProblem(square, 4).find("1, 2 or 3") != std::string::npos);
    square.setUnit(*UnitTable::standard().find(std::string(kMovingAiUnit)));
    CHECK(footprintProblem(square, 2).find("movingai") != std::string::npos);
}

TEST_CASE("A 2×2 unit goes round a gap one cell wide that a single cell passes", "[footprint]") {
    // A wall across the map with a gap of one cell at x = 3 and one of two cells at x = 7..8. The
    // single cell goes straight through the narrow gap; the 2×2 unit must use the wide one.
    MapGrid grid(10, 7);
    for (int x = 0; x < 10; ++x)
        if (x != 3 && x != 7 && x != 8)
            grid.setWall({x, 3}, true);
    grid.setStart(Coord{2, 0});
    grid.setGoal(Coord{2, 5});
    Movement four;
    four.neighbours = 4;
    // One cell: (2,0) → (3,0)…(3,5) → (2,5): 1 + 5 + 1 = 7 steps.
    CHECK(referenceUnitDijkstra(grid, four, 1) == 7.0);
    FootprintMap footprint(grid, 2);
    auto astar = createWalker("astar");
    WalkerSettings settings;
    settings.movement = four;
    astar->setup(footprint.positions(), settings);
    const RunResult result = runToCompletion(*astar, iterationLimit(footprint.positions()));
    REQUIRE(result.state == WalkState::ReachedGoal);
    // Two cells: (2,0) → (7,0) is 5 steps east, 5 down to (7,5), 5 west to (2,5): 15 steps.
    CHECK(result.stats.pathCost == 15.0);
    CHECK(referenceUnitDijkstra(grid, four, 2) == 15.0);
    // The 3×3 unit finds no way at all, and neither fits in the narrow gap.
    CHECK(std::isinf(referenceUnitDijkstra(grid, four, 3)));
    CHECK(footprint.clearance().at({3, 2}) == 1);
    CHECK(footprint.clearance().at({7, 2}) == 2);
}
