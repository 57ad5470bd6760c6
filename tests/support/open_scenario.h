#pragma once

#include "pathfinder/map_grid.h"
#include "pathfinder/run.h"
#include "pathfinder/scenario_runner.h"

#include <memory>

/// `count` queries across an open `side` × `side` map, each from near the top-left corner to near
/// the bottom-right one, with its optimal length by the plain reference Dijkstra: a scenario long
/// enough (200 queries on 256 × 256 take about a second of Dijkstra) to be stopped under way.
inline pathfinder::ScenarioSet openMapScenario(int side, int count) {
    using namespace pathfinder;
    auto map = std::make_shared<MapGrid>(side, side);
    ScenarioSet set;
    set.map = map;
    for (int i = 0; i < count; ++i) {
        ScenarioQuery query;
        query.mapWidth = query.mapHeight = side;
        query.start = {i % 8, 0};
        query.goal = {side - 1, side - 1 - i % 8};
        MapGrid grid = *map;
        grid.setStart(query.start);
        grid.setGoal(query.goal);
        query.optimalLength = referenceOptimalCost(grid, Movement{});
        set.queries.push_back(query);
    }
    return set;
}
