#pragma once

#include "pathfinder/basics/coord.h"
#include "pathfinder/grid/movement.h"
#include "pathfinder/grid/terrain.h"

#include <cstdint>
#include <functional>
#include <optional>
#include <string>

namespace pathfinder {

/// How the agents of a crowd keep out of each other's way.
enum class CrowdRule {
    /// Each agent follows its own walker's plan; one whose next cell is taken waits, and after
    /// CrowdSettings::patience waits in a row plans a detour around the agents in its way.
    WaitThenReplan,
    /// Windowed Hierarchical Cooperative A* (Silver 2005): a table of reserved (cell, time) pairs,
    /// a space-time A* with a wait action over a window, agents replanning in a fixed order.
    Whca,
};

/// One agent of a crowd: where it starts, where it goes, what crosses the map and how it plans.
struct CrowdAgentSpec {
    Coord start;
    Coord goal;
    /// The unit that walks (size 1 only); nothing: the map's own unit.
    std::optional<UnitProfile> unit;
    /// The registered walker that plans for it under CrowdRule::WaitThenReplan; empty: the
    /// default walker (A*). WHCA* plans with its own space-time search and ignores it.
    std::string walker;
};

/// The rules of a crowd's walk.
struct CrowdSettings {
    CrowdRule rule = CrowdRule::WaitThenReplan;
    Movement movement;
    /// WaitThenReplan: waits in a row, kept from the next cell of its plan, before an agent plans a
    /// detour (at least 1).
    int patience = 3;
    /// WaitThenReplan: a detour treats as walls the other agents next to the agent and those
    /// standing on the next `detourReach` cells of its plan (at least 1).
    int detourReach = 3;
    /// WHCA*: the window w, in ticks, over which plans are reserved (at least 1); every agent plans
    /// again after max(1, w/2) ticks.
    int window = 8;
};

/// Asked before each planning expansion of a tick with the expansions spent so far in that tick:
/// true lets one more happen. An expansions budget, a deadline: anything that bounds a tick's work.
using PlanningGate = std::function<bool(std::uint64_t spentThisTick)>;

/// A gate that lets `expansions` planning expansions happen per tick (at least 1 to make progress).
inline PlanningGate expansionBudget(std::uint64_t expansions) {
    return [expansions](std::uint64_t spent) { return spent < expansions; };
}

} // namespace pathfinder
