#include "pathfinder/crowds/crowd.h"

#include "crowds/reservation_table.h"

#include <algorithm>

namespace pathfinder {

std::optional<Coord> Crowd::wantedCell(const Agent& agent) const {
    if (agent.state != AgentState::Walking)
        return std::nullopt;
    if (m_settings.rule == CrowdRule::WaitThenReplan) {
        if (agent.planStep + 1 >= agent.plan.size())
            return std::nullopt;
        return agent.plan[agent.planStep + 1];
    }
    if (m_settings.rule == CrowdRule::FlowField) {
        const FlowField* field = m_flows[agent.flowSlot].field.get();
        return field ? field->next(agent.cell) : std::nullopt;
    }
    const std::uint64_t next = m_tick + 1 - agent.planTick;
    if (next >= agent.plan.size() || next > static_cast<std::uint64_t>(m_settings.window))
        return std::nullopt; // past its plan, or past what it reserved: it waits to plan again
    return agent.plan[next];
}

std::vector<Coord> Crowd::remainingPlan(std::size_t agent) const {
    const Agent& a = m_agents[agent];
    if (m_settings.rule == CrowdRule::FlowField) {
        const FlowField* field = m_flows[a.flowSlot].field.get();
        return a.state == AgentState::Walking && field ? field->pathFrom(a.cell) : std::vector<Coord>{};
    }
    const std::size_t from = m_settings.rule == CrowdRule::WaitThenReplan
                                 ? a.planStep
                                 : static_cast<std::size_t>(m_tick - std::min(m_tick, a.planTick));
    if (a.state != AgentState::Walking || from >= a.plan.size())
        return {};
    return {a.plan.begin() + static_cast<std::ptrdiff_t>(from), a.plan.end()};
}

void Crowd::moveAgents() {
    std::vector<std::size_t> pending;
    std::vector<Coord> wanted(m_agents.size());
    for (std::size_t i = 0; i < m_agents.size(); ++i) {
        const std::optional<Coord> next = wantedCell(m_agents[i]);
        if (next && *next != m_agents[i].cell) {
            pending.push_back(i);
            wanted[i] = *next;
        } else if (m_agents[i].state != AgentState::Arrived && m_agents[i].state != AgentState::Stuck) {
            ++m_agents[i].report.waits; // planning, or a wait its plan holds
        }
    }
    // Grant moves into cells free at that moment until none more can be granted: an agent may
    // follow another into the cell it leaves, but never enters a cell still held, so no two agents
    // meet and none swap.
    for (bool granted = true; granted && !pending.empty();) {
        granted = false;
        std::vector<std::size_t> still;
        for (const std::size_t i : pending) {
            std::uint32_t& target = m_occupant[m_map.cellIndex(wanted[i])];
            if (target != 0) {
                still.push_back(i);
                continue;
            }
            const Coord from = m_agents[i].cell;
            m_occupant[m_map.cellIndex(from)] = 0;
            target = static_cast<std::uint32_t>(i + 1);
            m_agents[i].cell = wanted[i];
            afterMove(i, from);
            granted = true;
        }
        pending.swap(still);
    }
    for (const std::size_t i : pending)
        afterRefusal(i);
}

void Crowd::afterMove(std::size_t index, Coord from) {
    Agent& a = m_agents[index];
    const MapGrid& grid = m_units[a.unitIndex].grid;
    if (const auto d = directionBetween(from, a.cell))
        a.report.cost += grid.stepCost(from, *d, m_settings.movement);
    ++a.report.moves;
    a.waitsInRow = 0;
    if (m_settings.rule == CrowdRule::WaitThenReplan)
        ++a.planStep;
    if (a.cell == a.spec.goal) {
        a.state = AgentState::Arrived;
        a.report.reached = true;
        a.plan.clear();
        if (leavesOnArrival())
            m_occupant[m_map.cellIndex(a.cell)] = 0; // it leaves the map through its goal
        if (m_settings.rule == CrowdRule::Whca) {
            const auto me = static_cast<std::uint32_t>(index);
            m_reservations->release(me);
            m_reservations->hold(static_cast<std::uint32_t>(grid.paddedIndex(a.cell)), m_tick + 1, me);
        }
    }
}

void Crowd::afterRefusal(std::size_t index) {
    Agent& a = m_agents[index];
    ++m_collisionsAvoided;
    ++a.report.waits;
    if (m_settings.rule == CrowdRule::FlowField)
        return; // its field still leads the same way: it tries again next tick
    if (m_settings.rule == CrowdRule::Whca) {
        // Its reservations no longer say where it will be: it plans again next tick.
        a.state = AgentState::Planning;
        a.plan.clear();
        return;
    }
    if (++a.waitsInRow >= m_settings.patience) {
        a.waitsInRow = 0;
        a.detourWanted = true;
        a.state = AgentState::Planning;
    }
}

} // namespace pathfinder
