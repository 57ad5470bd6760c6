#include "pathfinder/crowds/crowd.h"

#include "pathfinder/basics/count_text.h"
#include "pathfinder/registry/walker_registry.h"

#include "crowds/reservation_table.h"
#include "crowds/space_time_search.h"

#include <algorithm>
#include <stdexcept>

namespace pathfinder {

namespace {

std::string agentName(std::size_t index) {
    return "agent " + std::to_string(index + 1);
}

std::string cellText(Coord c) {
    return "(" + std::to_string(c.x) + ", " + std::to_string(c.y) + ")";
}

} // namespace

Crowd::Crowd(MapGrid& map, std::vector<CrowdAgentSpec> agents, CrowdSettings settings)
    : m_map(map), m_settings(settings), m_reservations(std::make_unique<ReservationTable>()) {
    checkSettings();
    m_occupant.assign(map.cellCount(), 0);
    for (std::size_t i = 0; i < agents.size(); ++i)
        addAgent(std::move(agents[i]), i);
    for (std::size_t i = 0; i < m_agents.size() && !leavesOnArrival(); ++i)
        for (std::size_t j = 0; j < i; ++j)
            if (m_agents[i].spec.goal == m_agents[j].spec.goal)
                throw std::invalid_argument(agentName(j) + " and " + agentName(i) + " share the goal " +
                                            cellText(m_agents[i].spec.goal) + ": only one could stay there");
    m_listener = m_map.addListener([this](const GridChange&) { m_mapEdited = true; });
}

Crowd::~Crowd() {
    m_map.removeListener(m_listener);
}

void Crowd::checkSettings() const {
    if (m_settings.patience < 1)
        throw std::invalid_argument("patience must be at least 1 wait");
    if (m_settings.detourReach < 1)
        throw std::invalid_argument("the detour's reach must be at least 1 cell");
    if (m_settings.window < 1)
        throw std::invalid_argument("the WHCA* window must be at least 1 tick");
}

void Crowd::addAgent(CrowdAgentSpec spec, std::size_t index) {
    const std::string who = agentName(index);
    const UnitProfile unit = spec.unit ? *spec.unit : m_map.unit();
    if (unit.size != 1)
        throw std::invalid_argument(who + ": unit '" + unit.name + "' is " +
                                    countText(static_cast<std::uint64_t>(unit.size), "cell") +
                                    " wide; a crowd moves units of one cell only");
    const std::size_t unitIndex = unitIndexFor(unit, who);
    const MapGrid& grid = m_units[unitIndex].grid;
    for (const auto& [what, c] : {std::pair{"start", spec.start}, std::pair{"goal", spec.goal}}) {
        if (!grid.inBounds(c))
            throw std::invalid_argument(who + ": its " + what + " " + cellText(c) + " is off the map");
        if (grid.isBlocked(c))
            throw std::invalid_argument(who + ": its " + what + " " + cellText(c) + " is blocked to unit '" +
                                        unit.name + "'");
    }
    std::uint32_t& occupant = m_occupant[grid.cellIndex(spec.start)];
    if (occupant != 0)
        throw std::invalid_argument(agentName(occupant - 1) + " and " + who + " share the start " +
                                    cellText(spec.start));
    occupant = static_cast<std::uint32_t>(index + 1);
    if (spec.walker.empty())
        spec.walker = std::string(kDefaultWalker);
    const WalkerInfo* info = findWalker(spec.walker);
    if (!info)
        throw std::invalid_argument(who + ": unknown walker '" + spec.walker + "'; the walkers are " +
                                    walkerNameList());
    if (info->traits.anyAngle)
        throw std::invalid_argument(who + ": " + std::string(info->displayName) +
                                    " plans any-angle segments; a crowd walks from cell to cell");
    Agent agent;
    agent.unitIndex = unitIndex;
    agent.cell = spec.start;
    agent.spec = std::move(spec);
    if (m_settings.rule == CrowdRule::WaitThenReplan) {
        agent.slot = slotFor(agent.unitIndex, agent.spec.walker, false);
        agent.detourSlot = slotFor(agent.unitIndex, agent.spec.walker, true);
    }
    if (m_settings.rule == CrowdRule::FlowField)
        agent.flowSlot = flowSlotFor(agent.unitIndex, agent.spec.goal);
    if (agent.cell == agent.spec.goal) {
        agent.state = AgentState::Arrived;
        agent.report.reached = true;
        if (leavesOnArrival())
            occupant = 0;
    }
    m_agents.push_back(std::move(agent));
}

std::size_t Crowd::unitIndexFor(const UnitProfile& unit, const std::string& who) {
    if (unit.separateWater)
        throw std::invalid_argument(
            who + ": unit '" + unit.name +
            "' keeps water apart by where it starts; a crowd shares one map per unit");
    const auto found =
        std::find_if(m_units.begin(), m_units.end(), [&](const UnitMap& u) { return u.unit == unit; });
    if (found != m_units.end())
        return static_cast<std::size_t>(found - m_units.begin());
    UnitMap made{unit, m_map, nullptr, false, std::nullopt, {}};
    made.grid.setUnit(unit, m_map.impassableLimit());
    m_units.push_back(std::move(made));
    return m_units.size() - 1;
}

std::size_t Crowd::slotFor(std::size_t unitIndex, const std::string& walker, bool onScratch) {
    for (std::size_t i = 0; i < m_slots.size(); ++i)
        if (m_slots[i].unitIndex == unitIndex && m_slots[i].walkerName == walker &&
            m_slots[i].onScratch == onScratch)
            return i;
    PlannerSlot slot;
    slot.unitIndex = unitIndex;
    slot.walkerName = walker;
    slot.onScratch = onScratch;
    m_slots.push_back(std::move(slot)); // its walker is made on first need
    return m_slots.size() - 1;
}

void Crowd::refreshMaps() {
    m_mapEdited = false;
    if (m_map.width() != m_units.front().grid.width() || m_map.height() != m_units.front().grid.height()) {
        // The agents' cells name other places on a map of another size: the walk cannot go on.
        for (Agent& a : m_agents)
            if (a.state != AgentState::Arrived) {
                a.state = AgentState::Stuck;
                a.report.note = "the map was replaced by one of another size";
            }
        m_sizeChanged = true;
        return;
    }
    for (UnitMap& u : m_units) {
        u.grid.assign(m_map);
        u.grid.setUnit(u.unit, m_map.impassableLimit());
        u.scratchCurrent = false;
        u.detourOwner.reset();
        u.detourWalls.clear();
    }
    for (PlannerSlot& slot : m_slots)
        slot.owner.reset();
    m_search.reset();
    m_searchOwner.reset();
    m_reservations->clear();
    for (Agent& a : m_agents) {
        a.detourWanted = false;
        a.waitsInRow = 0;
        a.retryTick = 0;
        a.plan.clear();
        a.report.note.clear();
        if (a.state != AgentState::Arrived)
            a.state = AgentState::Planning;
    }
}

bool Crowd::mayExpand(const PlanningGate& gate) const {
    return gate(m_spent);
}

void Crowd::spendOne(Agent& agent) {
    ++m_spent;
    ++agent.report.expansions;
}

void Crowd::tick(const PlanningGate& gate) {
    if (m_mapEdited && !m_sizeChanged)
        refreshMaps();
    if (finished() || m_sizeChanged)
        return;
    m_spent = 0;
    for (Agent& a : m_agents)
        a.plannedThisTick = false;
    if (m_settings.rule == CrowdRule::WaitThenReplan)
        planWaitRule(gate);
    else if (m_settings.rule == CrowdRule::FlowField)
        planFlowRule();
    else
        planWhca(gate);
    m_mostSpent = std::max(m_mostSpent, m_spent);
    moveAgents();
    ++m_tick;
}

bool Crowd::finished() const {
    return std::all_of(m_agents.begin(), m_agents.end(), [](const Agent& a) {
        return a.state == AgentState::Arrived || a.state == AgentState::Stuck;
    });
}

std::vector<Coord> Crowd::positions() const {
    std::vector<Coord> cells;
    cells.reserve(m_agents.size());
    for (const Agent& a : m_agents)
        cells.push_back(a.cell);
    return cells;
}

CrowdTotals Crowd::totals() const {
    CrowdTotals t;
    t.ticks = m_tick;
    t.collisionsAvoided = m_collisionsAvoided;
    t.mostExpansionsInATick = m_mostSpent;
    for (const Agent& a : m_agents) {
        t.reached += a.report.reached ? 1 : 0;
        t.waits += a.report.waits;
        t.cost += a.report.cost;
        t.expansions += a.report.expansions;
    }
    return t;
}

} // namespace pathfinder
