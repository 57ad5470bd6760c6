#pragma once

#include "pathfinder/basics/coord.h"
#include "pathfinder/grid/map_grid.h"
#include "pathfinder/registry/walker_registry.h"
#include "pathfinder/search/walker_settings.h"

#include <cstddef>
#include <cstdint>
#include <string_view>
#include <vector>

namespace pathfinder {

/// What one way of sending N agents to one goal took: a flow field (one Dijkstra for all), or a
/// search per agent.
struct FlowMethodFigures {
    std::size_t reached = 0;    ///< agents whose route reaches the goal
    std::uint64_t expanded = 0; ///< cells expanded in all (the flow field's build, or every search's)
    std::int64_t timeNs = 0;    ///< the field's build, or the searches' times summed (monotonic clock)
    std::uint64_t bytes = 0;    ///< the flow field's tables; 0 for the searches (not measured)
    double totalCost = 0.0;     ///< the reached agents' route costs summed (pathCost of each route)
};

/// N agents to one goal, both ways.
struct FlowComparison {
    std::size_t agents = 0;
    FlowMethodFigures flow;   ///< FlowField: one backward Dijkstra, then each agent follows next()
    FlowMethodFigures search; ///< the walker run once per agent, from its start to the goal
};

/// Sends an agent from each of `starts` to `goal` on `grid`, once by one FlowField and once by the
/// registered walker `walker` per agent (within `budget` iterations each, defaultBudget() when 0),
/// under `settings`.
/// With an optimal walker both reach the same agents at the same total cost. Throws
/// std::invalid_argument for a walker that is not registered.
FlowComparison compareFlowField(const MapGrid& grid, const WalkerSettings& settings, Coord goal,
                                const std::vector<Coord>& starts, std::string_view walker = kDefaultWalker,
                                std::uint64_t budget = 0);

} // namespace pathfinder
