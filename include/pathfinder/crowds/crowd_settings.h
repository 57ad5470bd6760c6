#pragma once

#include "pathfinder/basics/coord.h"
#include "pathfinder/grid/movement.h"
#include "pathfinder/grid/terrain.h"

#include <chrono>
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
    /// A flow field per goal and unit (one Dijkstra from the goal, FlowField): each agent steps to
    /// the next cell of its field and waits while that cell is taken. Agents may share a goal: an
    /// agent that reaches its goal leaves the map there, freeing it for the next. A field descends
    /// toward its goal, so agents of one goal never wait for each other for ever (agents of
    /// different goals may meet face to face, as under the wait rule). A field is built whole when it is
    /// first needed and after each edit of the
    /// map, outside the tick's PlanningGate (one Dijkstra per goal and unit, O(cells · log cells));
    /// its expansions are counted to the first agent that follows it.
    FlowField,
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

/// A gate that lets a tick's planning go on until `deadline`, which it reads by reference (so a
/// caller sets it before each tick). It reads the clock every 64 expansions, as reading it costs
/// about as much as one, so a tick overruns its deadline by at most 63 expansions; the first
/// expansion of a tick always happens, so a crowd makes progress however short its ticks.
inline PlanningGate deadlineGate(const std::chrono::steady_clock::time_point& deadline) {
    return [&deadline](std::uint64_t spent) {
        return spent == 0 || spent % 64 != 0 || std::chrono::steady_clock::now() < deadline;
    };
}

/// A gate that lets `expansions` planning expansions happen per tick (at least 1 to make progress).
inline PlanningGate expansionBudget(std::uint64_t expansions) {
    return [expansions](std::uint64_t spent) { return spent < expansions; };
}

} // namespace pathfinder
