// The heuristic error map: h* against a reference Dijkstra run from every cell, h against the
// heuristic's formula, on a hand-worked map and on random maps with terrain under every movement.

#include "pathfinder/basics/coord.h"
#include "pathfinder/basics/random.h"
#include "pathfinder/grid/heuristic.h"
#include "pathfinder/grid/map_grid.h"
#include "pathfinder/teaching/heuristic_error.h"

#include "core/ascii_grid.h"
#include "core/path_checks.h"
#include "core/reference_dijkstra.h"
#include "support/random_map.h"

#include <algorithm>
#include <catch2/catch.hpp>
#include <cmath>
#include <cstdint>
#include <limits>
#include <string>

using namespace pathfinder;
using namespace pathfinder::testing;

namespace {

/// The least cost from c to the grid's goal, by the reference Dijkstra run from c.
double exactFrom(MapGrid grid, Coord c, const Movement& movement) {
    grid.setStart(c);
    return referenceDijkstra(grid, movement);
}

} // namespace

TEST_CASE("The heuristic error of a hand-worked map", "[heuristic-error]") {
    // A wall between S and G: the octile estimate at S is 4 (four steps east), the walk round the
    // wall's end takes 4 orthogonal steps and 2 diagonals: 4 + 2·√2.
    const MapGrid grid = gridFromAscii({
        "S.#.G",
        "..#..",
        ".....",
    });
    WalkerSettings settings; // 8 neighbours, no corner cutting, octile
    const auto map = measureHeuristicError(grid, settings);
    REQUIRE(map);
    CHECK(map->at({0, 0}) == Approx(4 + 2 * std::sqrt(2.0) - 4));
    CHECK(map->at({4, 0}) == Approx(0.0));
    CHECK(std::isnan(map->at({2, 0})));  // a wall
    CHECK(std::isnan(map->at({-1, 0}))); // off the map
    // From the bottom-left corner the diagonals past the wall's end would cut its corner: three steps
    // east, a diagonal and a step north, 4 + √2, against the octile 2 + 2·√2.
    CHECK(map->at({0, 2}) == Approx(exactFrom(grid, {0, 2}, settings.movement) - (2 + 2 * std::sqrt(2.0))));
    CHECK(map->at({0, 2}) == Approx(2 - std::sqrt(2.0)));
    CHECK(map->overestimated == 0);
    CHECK(map->cells == 13);
    CHECK(heuristicErrorSummary(*map).find("h never overestimates") != std::string::npos);
}

TEST_CASE("A map without a goal has no heuristic error", "[heuristic-error]") {
    MapGrid grid(4, 3);
    grid.setStart(Coord{0, 0});
    CHECK_FALSE(measureHeuristicError(grid, WalkerSettings{}));
}

TEST_CASE("On random maps with terrain the error is the reference cost less the estimate",
          "[heuristic-error]") {
    Random random(0x4E11);
    const auto movements = allMovementSettings();
    for (int index = 0; index < 60; ++index) {
        RandomMapOptions options;
        options.costShare = index % 2 == 0 ? 0.0 : 0.4;
        options.terrainShare = index % 3 == 0 ? 0.3 : 0.0;
        MapGrid grid = randomMap(random, randomBetween(random, 2, 9), randomBetween(random, 2, 9), options);
        WalkerSettings settings;
        settings.movement = movements[static_cast<std::size_t>(index) % movements.size()];
        settings.heuristic = index % 4 == 1 ? HeuristicKind::Manhattan : HeuristicKind::Octile;
        // The course's rule prices h by the cell's own cost: it overestimates where that is dear.
        settings.terrainEstimate =
            index % 5 == 4 ? TerrainEstimate::CellFactor : TerrainEstimate::LeastFactor;
        INFO("map #" << index << "\n" << asciiFromGrid(grid));
        const auto map = measureHeuristicError(grid, settings);
        REQUIRE(map);
        const Coord goal = *grid.goal();
        double worst = 0.0;
        std::uint64_t reaching = 0;
        for (int y = 0; y < grid.height(); ++y)
            for (int x = 0; x < grid.width(); ++x) {
                const Coord c{x, y};
                const double exact = grid.isBlocked(c) ? std::numeric_limits<double>::infinity()
                                                       : exactFrom(grid, c, settings.movement);
                if (!std::isfinite(exact)) {
                    CHECK(std::isnan(map->at(c)));
                    continue;
                }
                ++reaching;
                const double scale = settings.terrainEstimate == TerrainEstimate::CellFactor
                                         ? grid.entryCost(c)
                                         : grid.leastEntryFactor();
                const double h = heuristic(settings.heuristic, c, goal, settings.movement) * scale;
                INFO("cell " << x << "," << y);
                CHECK(map->at(c) == Approx(exact - h).margin(1e-9));
                worst = std::max(worst, h - exact);
            }
        CHECK(map->cells == reaching);
        CHECK(map->worstOverestimate == Approx(worst > 1e-9 ? worst : 0.0).margin(1e-9));
        if (settings.terrainEstimate == TerrainEstimate::LeastFactor &&
            (settings.heuristic == HeuristicKind::Octile || !settings.movement.allowsDiagonals()))
            CHECK(map->overestimated == 0);
    }
}
