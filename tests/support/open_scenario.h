#pragma once

#include "pathfinder/experiments/scenario_runner.h"
#include "pathfinder/grid/map_grid.h"
#include "pathfinder/search/run.h"

#include <array>
#include <memory>

/// `count` queries across an open `side` × `side` map, each from near the top-left corner to near
/// the bottom-right one (eight different pairs of ends, in turn), with its optimal length by the
/// plain reference Dijkstra: a scenario long enough (200 queries on 256 × 256 take about a second
/// of Dijkstra) to be stopped under way.
inline pathfinder::ScenarioSet openMapScenario(int side, int count) {
    using namespace pathfinder;
    constexpr int kPairs = 8;
    auto map = std::make_shared<MapGrid>(side, side);
    ScenarioSet set;
    set.map = map;
    // The reference search once per pair of ends: under the sanitizers it is the slow part.
    std::array<double, kPairs> optimum{};
    for (int pair = 0; pair < kPairs && pair < count; ++pair) {
        MapGrid grid = *map;
        grid.setStart(Coord{pair, 0});
        grid.setGoal(Coord{side - 1, side - 1 - pair});
        optimum[static_cast<std::size_t>(pair)] = referenceOptimalCost(grid, Movement{});
    }
    for (int i = 0; i < count; ++i) {
        ScenarioQuery query;
        query.mapWidth = query.mapHeight = side;
        query.start = {i % kPairs, 0};
        query.goal = {side - 1, side - 1 - i % kPairs};
        query.optimalLength = optimum[static_cast<std::size_t>(i % kPairs)];
        set.queries.push_back(query);
    }
    return set;
}
