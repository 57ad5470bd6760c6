#pragma once

#include "pathfinder/formats/map_changes.h"
#include "pathfinder/grid/map_grid.h"
#include "pathfinder/search/walker.h"
#include "pathfinder/walkers/agents/sighted_walk.h"

#include <cstddef>
#include <string>
#include <vector>

namespace pathfinder::cli {

/// How a walk with limited sight ended, and what it cost.
struct SightedRunResult {
    /// "reached", "unreachable" (stuck with the goal cut off on what it had seen, and no change left
    /// to come) or "gave-up" (the step limit, a walker's refusal, a plan that did not fit).
    std::string status;
    SightedWalkStats stats;
    std::size_t changesMade = 0;
    /// The least cost from the map's start to its goal on the map as the walk left it (after the
    /// changes made), from the reference Dijkstra.
    double fullSightCost = 0.0;
    /// Why the walker would not walk: it refused the known map (MapGridWalker::refusal()), or it is
    /// not a walker that plans (refusalForSight()); empty when it walked.
    std::string refusal;
    /// Why a walk that did not arrive gave up (the refusal, the walker's note when it gave up
    /// planning, the step limit); empty otherwise.
    std::string note;
};

/// Why `description`'s walker cannot walk with limited sight, or empty: an agent that moves itself
/// plans no path for the Agent to follow.
std::string refusalForSight(const WalkerDescription& description);

/// The most steps a walk may take on `map` before it gives up: 64 per cell, at least 10,000.
std::size_t sightedStepLimit(const MapGrid& map);

/// Walks `name` from the map's start to its goal with `sight` on a copy of the map, which changes as
/// it goes: edit i (from 1) is made just before step i·`changeEvery` (a step is one look and at most
/// one move; a stuck agent waits a step at a time for the changes still to come). Start moves of the
/// edits are made on the true map, where they change nothing for the agent, which stands where it
/// stands. The walk ends when the agent arrives, when it is stuck and no change is left, or at
/// sightedStepLimit().
SightedRunResult sightedRun(const MapGrid& map, const std::string& name, const WalkerSettings& settings,
                            const std::vector<MapEdit>& edits, std::size_t changeEvery, const Sight& sight);

} // namespace pathfinder::cli
