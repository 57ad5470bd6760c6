#pragma once

#include "pathfinder/grid/heuristic.h"
#include "pathfinder/grid/topology.h"

namespace pathfinder::app {

/// The heuristic to choose when the open map's cells change from `from` to `to` (a hex map opened
/// after a square one, or the other way round), given the one chosen. A choice that is the default
/// of the map left behind (defaultHeuristic(): Octile on square maps, Hex on hex maps) follows the
/// map and becomes the default of the new one; any other choice is one the person made and is kept.
constexpr HeuristicKind heuristicForTopology(HeuristicKind chosen, Topology from, Topology to) {
    return from != to && chosen == defaultHeuristic(from) ? defaultHeuristic(to) : chosen;
}

} // namespace pathfinder::app
