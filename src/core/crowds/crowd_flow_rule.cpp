#include "pathfinder/crowds/crowd.h"

namespace pathfinder {

// The flow-field rule: one FlowField per goal and unit, followed cell by cell (crowd_settings.h).

std::size_t Crowd::flowSlotFor(std::size_t unitIndex, Coord goal) {
    for (std::size_t i = 0; i < m_flows.size(); ++i)
        if (m_flows[i].unitIndex == unitIndex && m_flows[i].goal == goal)
            return i;
    FlowSlot slot;
    slot.unitIndex = unitIndex;
    slot.goal = goal;
    m_flows.push_back(std::move(slot)); // its field is built on first need, once the unit maps stay put
    return m_flows.size() - 1;
}

void Crowd::planFlowRule() {
    std::vector<bool> counted(m_flows.size(), false);
    for (std::size_t i = 0; i < m_flows.size(); ++i) {
        FlowSlot& slot = m_flows[i];
        if (slot.field && !slot.field->stale())
            continue;
        if (slot.field)
            slot.field->rebuild();
        else
            slot.field = std::make_unique<FlowField>(m_units[slot.unitIndex].grid, m_settings.movement,
                                                     std::vector<Coord>{slot.goal});
        counted[i] = true;
    }
    for (Agent& a : m_agents) {
        if (a.state == AgentState::Arrived)
            continue;
        const FlowField& field = *m_flows[a.flowSlot].field;
        if (counted[a.flowSlot]) {
            counted[a.flowSlot] = false;
            a.report.expansions += field.expanded();
            m_spent += field.expanded();
        }
        if (a.state != AgentState::Planning)
            continue;
        if (field.distance(a.cell) == FlowField::kUnreachable) {
            a.state = AgentState::Stuck;
            a.report.note = "no route";
            continue;
        }
        a.state = AgentState::Walking;
        ++a.report.plans;
    }
}

} // namespace pathfinder
