#include "pathfinder/crowds/crowd.h"

#include "crowds/reservation_table.h"
#include "crowds/space_time_search.h"

#include <algorithm>

namespace pathfinder {

namespace {

std::uint32_t asAgent(std::size_t index) {
    return static_cast<std::uint32_t>(index);
}

} // namespace

void Crowd::reserveStanding() {
    for (std::size_t i = 0; i < m_agents.size(); ++i) {
        Agent& a = m_agents[i];
        const bool planReservesNext =
            a.state == AgentState::Walking && m_tick + 1 - a.planTick < a.plan.size() &&
            m_tick + 1 - a.planTick <= static_cast<std::uint64_t>(m_settings.window);
        if (a.state == AgentState::Arrived || a.state == AgentState::Stuck || planReservesNext)
            continue;
        // It stands still this tick (planning, or at its plan's end): nobody may plan into its cell.
        const auto cell = static_cast<std::uint32_t>(m_units[a.unitIndex].grid.paddedIndex(a.cell));
        if (a.state == AgentState::Planning)
            m_reservations->release(asAgent(i));
        m_reservations->reserve(cell, m_tick, asAgent(i));
        m_reservations->reserve(cell, m_tick + 1, asAgent(i));
    }
}

void Crowd::planWhca(const PlanningGate& gate) {
    reserveStanding();
    const auto interval = static_cast<std::uint64_t>(std::max(1, m_settings.window / 2));
    std::vector<std::size_t> order;
    if (m_searchOwner)
        order.push_back(*m_searchOwner); // the search under way goes on first
    for (std::size_t i = 0; i < m_agents.size(); ++i)
        if (!m_searchOwner || i != *m_searchOwner)
            order.push_back(i);
    for (const std::size_t i : order) {
        Agent& a = m_agents[i];
        const bool due = (a.state == AgentState::Planning && m_tick >= a.retryTick) ||
                         (a.state == AgentState::Walking &&
                          (m_tick - a.planTick >= interval || m_tick + 1 - a.planTick >= a.plan.size()));
        if (!due || a.plannedThisTick)
            continue;
        if (!m_search)
            beginWhcaSearch(i);
        while (m_search->status() == SpaceTimeSearch::Status::Searching) {
            if (!mayExpand(gate))
                return; // the search goes on next tick; the agents after it wait
            m_search->expandOne();
            spendOne(a);
        }
        m_collisionsAvoided += m_search->refusedFirstSteps();
        a.plannedThisTick = true;
        if (m_search->status() == SpaceTimeSearch::Status::Found) {
            adoptWhcaPlan(i, m_search->timedPath());
        } else if (m_units[a.unitIndex].grid.connected(a.cell, a.spec.goal, m_settings.movement)) {
            // The others' reservations leave it no plan now: it stands and tries again later.
            a.state = AgentState::Planning;
            a.retryTick = m_tick + interval;
        } else {
            a.state = AgentState::Stuck;
            a.report.note = "no route";
            m_reservations->release(asAgent(i));
            m_reservations->hold(static_cast<std::uint32_t>(m_units[a.unitIndex].grid.paddedIndex(a.cell)),
                                 m_tick, asAgent(i));
        }
        m_search.reset();
        m_searchOwner.reset();
    }
}

void Crowd::beginWhcaSearch(std::size_t index) {
    Agent& a = m_agents[index];
    const MapGrid& grid = m_units[a.unitIndex].grid;
    // It stands still until a plan is adopted, holding its cell.
    a.state = AgentState::Planning;
    a.plan.clear();
    const auto cell = static_cast<std::uint32_t>(grid.paddedIndex(a.cell));
    m_reservations->release(asAgent(index));
    m_reservations->reserve(cell, m_tick, asAgent(index));
    m_reservations->reserve(cell, m_tick + 1, asAgent(index));
    m_search = std::make_unique<SpaceTimeSearch>(grid, m_settings.movement, *m_reservations, asAgent(index),
                                                 a.cell, a.spec.goal, m_tick, m_settings.window);
    m_searchOwner = index;
}

void Crowd::adoptWhcaPlan(std::size_t index, std::vector<Coord> timed) {
    Agent& a = m_agents[index];
    const MapGrid& grid = m_units[a.unitIndex].grid;
    const std::uint32_t me = asAgent(index);
    // A search that began in an earlier tick read the reservations of then, and the agent has stood
    // still since: the plan starts now, and is kept up to its first step another agent holds.
    std::size_t kept = 1;
    const std::size_t checked = std::min(timed.size(), static_cast<std::size_t>(m_settings.window) + 1);
    for (; kept < checked; ++kept) {
        const auto from = static_cast<std::uint32_t>(grid.paddedIndex(timed[kept - 1]));
        const auto to = static_cast<std::uint32_t>(grid.paddedIndex(timed[kept]));
        const std::uint64_t t = m_tick + kept - 1;
        if (m_reservations->heldForGood(to, me) || m_reservations->takenByOther(to, t + 1, me) ||
            m_reservations->crossesBack(from, to, t, me))
            break;
    }
    if (kept < checked)
        timed.resize(kept);
    if (timed.size() < 2 && timed.front() != a.spec.goal)
        return; // not one step it can take now: it waits and plans again
    a.plan = std::move(timed);
    a.planTick = m_tick;
    a.state = AgentState::Walking;
    ++a.report.plans;
    reservePlan(index);
}

void Crowd::reservePlan(std::size_t index) {
    const Agent& a = m_agents[index];
    const MapGrid& grid = m_units[a.unitIndex].grid;
    const std::uint32_t me = asAgent(index);
    m_reservations->release(me);
    const std::size_t reserved = std::min(a.plan.size(), static_cast<std::size_t>(m_settings.window) + 1);
    for (std::size_t k = 0; k < reserved; ++k)
        m_reservations->reserve(static_cast<std::uint32_t>(grid.paddedIndex(a.plan[k])), a.planTick + k, me);
    if (a.plan.size() == reserved && a.plan.back() == a.spec.goal)
        m_reservations->hold(static_cast<std::uint32_t>(grid.paddedIndex(a.spec.goal)),
                             a.planTick + reserved - 1, me);
}

} // namespace pathfinder
