#pragma once

#include "pathfinder/grid/map_grid.h"

namespace pathfinder::app {

/// Brings `copy`, a map of the same size as `map`, up to date after `change` of `map`: the changed
/// cell, side, height, start or goal; for a Replaced change the unit, topology, slope, heights,
/// sides, every cell, the goal and (unless `keepStart`: an agent's world, whose start is the agent)
/// the start. Each difference is an ordinary edit of the copy, so the copy's listeners hear of it.
/// The caller checks that the sizes agree.
void mirrorChange(MapGrid& copy, const MapGrid& map, const GridChange& change, bool keepStart = false);

/// The topology, slope, heights and sides of `map` brought over to `copy` (of the same size).
void mirrorShape(MapGrid& copy, const MapGrid& map);

} // namespace pathfinder::app
