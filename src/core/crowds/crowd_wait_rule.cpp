#include "pathfinder/crowds/crowd.h"
#include "pathfinder/registry/walker_registry.h"
#include "pathfinder/search/run.h"

#include <algorithm>

namespace pathfinder {

namespace {

/// True when the path leads from `from` to `to` by steps the movement allows on `grid`.
bool fits(const MapGrid& grid, const Movement& movement, const std::vector<Coord>& path, Coord from,
          Coord to) {
    if (path.empty() || path.front() != from || path.back() != to)
        return false;
    for (std::size_t k = 1; k < path.size(); ++k) {
        const auto d = directionBetween(path[k - 1], path[k]);
        if (!d || !grid.canStep(path[k - 1], *d, movement))
            return false;
    }
    return true;
}

} // namespace

void Crowd::planWaitRule(const PlanningGate& gate) {
    for (std::size_t i = 0; i < m_agents.size(); ++i)
        if (m_agents[i].state == AgentState::Planning && !m_agents[i].plannedThisTick &&
            !planWithSlot(i, gate))
            return;
}

bool Crowd::planWithSlot(std::size_t index, const PlanningGate& gate) {
    Agent& a = m_agents[index];
    PlannerSlot& slot = m_slots[a.detourWanted ? a.detourSlot : a.slot];
    UnitMap& unitMap = m_units[slot.unitIndex];
    if (slot.owner && *slot.owner != index)
        return true; // the walker plans for another agent: this one waits its turn
    if (!slot.owner) {
        if (slot.onScratch && unitMap.detourOwner && *unitMap.detourOwner != index)
            return true; // another walker's detour holds the scratch map
        beginSlotPlan(slot, index);
    }
    MapGrid& grid = slot.onScratch ? *unitMap.scratch : unitMap.grid;
    // Agents of one unit share its map, whose start and goal name the agent being planned for.
    grid.setStart(a.cell);
    grid.setGoal(a.spec.goal);
    const std::uint64_t limit = iterationLimit(grid);
    while (!slot.walker->finished()) {
        if (!mayExpand(gate))
            return false;
        slot.walker->iterate();
        spendOne(a);
        if (++slot.iterations >= limit && !slot.walker->finished())
            slot.walker->giveUpForBudget();
    }
    finishSlotPlan(slot, index);
    return true;
}

void Crowd::beginSlotPlan(PlannerSlot& slot, std::size_t index) {
    Agent& a = m_agents[index];
    UnitMap& unitMap = m_units[slot.unitIndex];
    if (slot.onScratch) {
        if (!unitMap.scratch)
            unitMap.scratch = std::make_unique<MapGrid>(unitMap.grid);
        else if (!unitMap.scratchCurrent)
            unitMap.scratch->assign(unitMap.grid);
        unitMap.scratchCurrent = true;
        placeDetourWalls(unitMap, index);
    }
    MapGrid& grid = slot.onScratch ? *unitMap.scratch : unitMap.grid;
    grid.setStart(a.cell);
    grid.setGoal(a.spec.goal);
    if (!slot.walker) {
        slot.walker = createWalker(slot.walkerName);
        WalkerSettings settings;
        settings.movement = m_settings.movement;
        slot.walker->setup(grid, settings);
    } else {
        slot.walker->reset();
    }
    slot.owner = index;
    slot.iterations = 0;
}

void Crowd::finishSlotPlan(PlannerSlot& slot, std::size_t index) {
    Agent& a = m_agents[index];
    UnitMap& unitMap = m_units[slot.unitIndex];
    const MapGrid& grid = slot.onScratch ? *unitMap.scratch : unitMap.grid;
    const MapGridWalker& walker = *slot.walker;
    const bool reached = walker.state() == WalkState::ReachedGoal;
    const bool good = reached && fits(grid, m_settings.movement, walker.path(), a.cell, a.spec.goal);
    slot.owner.reset();
    a.plannedThisTick = true;
    if (slot.onScratch) {
        removeDetourWalls(unitMap);
        a.detourWanted = false;
        a.state = AgentState::Walking; // without a detour it goes on waiting on its own plan
    }
    if (good) {
        a.plan = walker.path();
        a.planStep = 0;
        a.state = AgentState::Walking;
        ++a.report.plans;
        return;
    }
    if (slot.onScratch)
        return;
    a.state = AgentState::Stuck;
    a.plan.clear();
    a.report.note = reached ? "its walker's plan holds a step the movement refuses"
                            : (walker.note().empty() ? "no route" : walker.note());
}

void Crowd::placeDetourWalls(UnitMap& unitMap, std::size_t index) {
    const Agent& a = m_agents[index];
    unitMap.detourOwner = index;
    MapGrid& scratch = *unitMap.scratch;
    const auto wall = [&](Coord c) {
        if (!scratch.inBounds(c) || c == a.spec.goal || m_occupant[m_map.cellIndex(c)] == 0 ||
            scratch.isWall(c))
            return; // walling its goal would leave no detour at all
        unitMap.detourWalls.emplace_back(c, scratch.code(c));
        scratch.setWall(c, true);
    };
    // In its way: the agents around it, and those on the next cells of its plan.
    for (int k = 0; k < kDirectionCount; ++k)
        wall(a.cell + offsetOf(static_cast<Direction>(k)));
    const std::size_t last =
        std::min(a.plan.size(), a.planStep + 1 + static_cast<std::size_t>(m_settings.detourReach));
    for (std::size_t k = a.planStep + 1; k < last; ++k)
        wall(a.plan[k]);
}

void Crowd::removeDetourWalls(UnitMap& unitMap) {
    for (auto it = unitMap.detourWalls.rbegin(); it != unitMap.detourWalls.rend(); ++it)
        unitMap.scratch->setCode(it->first, it->second);
    unitMap.detourWalls.clear();
    unitMap.detourOwner.reset();
}

} // namespace pathfinder
