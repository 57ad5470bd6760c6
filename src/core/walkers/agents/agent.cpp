#include "pathfinder/walkers/agents/agent.h"

#include "pathfinder/search/run.h"

namespace pathfinder {

Agent::Agent(MapGrid& grid, MapGridWalker& walker) : m_grid(grid), m_walker(walker) {
    m_listener = m_grid.addListener([this](const GridChange& change) { onChange(change); });
    if (const auto start = m_grid.start())
        m_trail.push(*start);
}

Agent::~Agent() {
    m_grid.removeListener(m_listener);
}

void Agent::onChange(const GridChange& change) {
    if (m_moving)
        return; // the walker need not hear of the agent's own steps until something else changes
    if (m_deferBuilds && m_walker.grid() && m_walker.needsPreparation(m_grid, m_walker.settings())) {
        m_resetDue = true; // the walker's graph or tables no longer fit: built elsewhere first
    } else {
        m_walker.notifyChange(change);
        m_resetDue = false;
    }
    m_stale = true;
    m_replannedForMisfit = false;
    m_planning = false; // a walker that started over counts its expansions afresh
    if (m_state == State::Stuck)
        m_state = State::Walking; // the change may have opened a way
    if (m_state == State::Arrived && change.kind == GridChange::Kind::GoalMoved &&
        m_grid.goal() != m_grid.start())
        m_state = State::Walking;
}

bool Agent::awaitsPreparation() const {
    return m_resetDue && m_walker.needsPreparation(m_grid, m_walker.settings());
}

void Agent::resetIfDue() {
    if (!m_resetDue)
        return;
    m_resetDue = false;
    m_walker.reset();
}

bool Agent::planAhead(std::uint64_t maxIterations) {
    if (!m_stale)
        return true;
    if (m_deferBuilds && awaitsPreparation())
        return false;
    resetIfDue();
    if (!m_planning) {
        m_planning = true;
        m_planStartExpanded = m_walker.stats().expanded;
        m_planIterations = 0;
    }
    const std::uint64_t limit = iterationLimit(m_grid);
    for (std::uint64_t i = 0; i < maxIterations && m_planIterations < limit && !m_walker.finished(); ++i) {
        m_walker.iterate();
        ++m_planIterations;
    }
    if (!m_walker.finished() && m_planIterations < limit)
        return false;
    m_planning = false;
    m_lastPlanExpansions = m_walker.stats().expanded - m_planStartExpanded;
    m_planningExpansions += m_lastPlanExpansions;
    ++m_plans;
    m_stale = false;
    m_plan.clear();
    m_planIndex = 0;
    if (m_walker.state() == WalkState::ReachedGoal && !m_walker.path().empty() && m_grid.start() &&
        m_walker.path().front() == *m_grid.start())
        m_plan = m_walker.path();
    return true;
}

std::vector<Coord> Agent::remainingPlan() const {
    if (m_stale || m_planIndex >= m_plan.size())
        return {};
    return {m_plan.begin() + static_cast<std::ptrdiff_t>(m_planIndex), m_plan.end()};
}

Agent::State Agent::step() {
    if (m_state == State::Arrived)
        return m_state;
    m_misfitStop = false;
    const auto here = m_grid.start();
    const auto goal = m_grid.goal();
    if (!here || !goal)
        return m_state = State::Stuck;
    if (*here == *goal)
        return m_state = State::Arrived;
    if (m_stale) {
        resetIfDue();
        planAhead(iterationLimit(m_grid));
    }
    if (m_plan.empty())
        return m_state = State::Stuck;
    if (m_planIndex + 1 >= m_plan.size())
        return m_state = State::Stuck;

    const Coord next = m_plan[m_planIndex + 1];
    const auto direction = directionBetween(*here, next);
    if (!direction || !m_grid.canStep(*here, *direction, m_walker.settings().movement)) {
        // The plan does not fit the map: plan once afresh rather than step into a wall. Every
        // plan since is one made afresh on this map: one that does not fit either would be planned
        // again and again, the agent never arriving; it stops instead, until the map changes.
        if (m_replannedForMisfit) {
            m_misfitStop = true;
            return m_state = State::Stuck;
        }
        m_replannedForMisfit = true;
        m_walker.reset();
        m_stale = true;
        m_planning = false;
        return m_state = State::Walking;
    }
    m_moving = true;
    m_grid.setStart(next);
    m_moving = false;
    ++m_planIndex;
    m_trail.push(next);
    return m_state = next == *goal ? State::Arrived : State::Walking;
}

} // namespace pathfinder
