#include "walkers/agents/reactive_walker.h"

#include <algorithm>
#include <cassert>
#include <limits>
#include <optional>

namespace pathfinder {

namespace {

int sign(int v) {
    return (v > 0) - (v < 0);
}

} // namespace

void ReactiveWalker::doReset() {
    const MapGrid& grid = gridRef();
    m_trail.clear();
    m_cells.fit(grid.cellCount());
    m_cells.beginSearch();
    m_walkedCost = 0.0;
    m_previous.reset();
    m_heading.reset();
    m_decision = AgentDecision{};
    m_width = grid.width();
    m_height = grid.height();
    m_steps = 0;
    m_stepLimit =
        settings().maxSteps != 0 ? settings().maxSteps : 20 * static_cast<std::uint64_t>(grid.cellCount());

    const auto start = grid.start();
    const auto goal = grid.goal();
    m_ready = start && goal && !grid.isBlocked(*start) && !grid.isBlocked(*goal);
    if (m_ready) {
        m_agent = *start;
        m_start = *start;
        m_goal = *goal;
        m_trail.push(m_agent);
        const std::size_t cell = cellIndex(m_agent);
        m_cells.touch(cell);
        m_cells[cell].visits = 1;
        mutableStats().distinctCells = 1;
        emit(SearchEventKind::Moving, m_agent);
        if (m_agent != m_goal)
            m_heading = headingToGoal(m_agent);
    }
    resetAgent();
}

WalkState ReactiveWalker::doIterate() {
    if (!m_ready)
        return giveUp();
    // The per-cell counts are laid out for the grid as it was at reset(); a grid replaced by
    // one of another size needs a reset() before the walk can go on.
    if (gridRef().width() != m_width || gridRef().height() != m_height)
        return giveUp();
    if (m_agent == m_goal)
        return arrive();
    if (m_steps >= m_stepLimit) {
        m_decision = AgentDecision{};
        m_decision.rule = AgentRule::StepLimit;
        m_decision.stepLimit = m_stepLimit;
        return abandon();
    }

    const Decision decision = decide();
    switch (decision.kind) {
    case Decision::Kind::Stuck:
        return giveUp();
    case Decision::Kind::Loop:
        return abandon();
    case Decision::Kind::Move:
        break;
    }
    moveAgent(decision.direction);
    return m_agent == m_goal ? arrive() : WalkState::StillLooking;
}

void ReactiveWalker::moveAgent(Direction d) {
    assert(gridRef().canStep(m_agent, d, settings().movement));
    m_walkedCost += gridRef().stepCost(m_agent, d, settings().movement);
    m_cells[cellIndex(m_agent)].lastExit = static_cast<std::uint8_t>(1 + static_cast<int>(d));
    m_previous = m_agent;
    m_agent = m_agent + offsetOf(d);
    m_heading = d;
    m_trail.push(m_agent);
    ++m_steps;
    emit(SearchEventKind::Moving, m_agent, m_previous);

    RunStats& stats = mutableStats();
    ++stats.expanded;
    ++stats.generated;
    const std::size_t cell = cellIndex(m_agent);
    m_cells.touch(cell);
    std::uint32_t& visits = m_cells[cell].visits;
    if (visits == 0)
        ++stats.distinctCells;
    else
        ++stats.revisits;
    ++visits;
}

Direction ReactiveWalker::headingToGoal(Coord from) const {
    if (gridRef().topology() == Topology::Hex) {
        // The neighbour fewest hexes from the goal, the nearer centre among those.
        const unsigned mask = hexHeadingMask(from.y);
        std::optional<Direction> best;
        int bestHexes = 0;
        double bestDistance = 0.0;
        for (int i = 0; i < kDirectionCount; ++i) {
            if ((mask >> i & 1u) == 0)
                continue;
            const Coord next = from + offsetOf(static_cast<Direction>(i));
            const int hexes = hexDistance(next, m_goal);
            const double distance = hexCentreDistance(next, m_goal);
            if (!best || hexes < bestHexes || (hexes == bestHexes && distance < bestDistance)) {
                best = static_cast<Direction>(i);
                bestHexes = hexes;
                bestDistance = distance;
            }
        }
        return best.value_or(Direction::E);
    }
    const int dx = m_goal.x - from.x;
    const int dy = m_goal.y - from.y;
    Coord step{sign(dx), sign(dy)};
    if (!settings().movement.allowsDiagonals()) {
        if ((dx < 0 ? -dx : dx) >= (dy < 0 ? -dy : dy))
            step.y = 0;
        else
            step.x = 0;
    }
    const auto d = directionBetween({0, 0}, step);
    assert(d.has_value());
    return d.value_or(Direction::N);
}

WalkState ReactiveWalker::arrive() {
    const WalkState state = reachGoal(loopErasedRoute());
    RunStats& stats = mutableStats();
    stats.pathSteps = m_steps;
    stats.pathCost = m_walkedCost;
    stats.deadEnds = stats.generated > stats.pathSteps ? stats.generated - stats.pathSteps : 0;
    return state;
}

std::vector<Coord> ReactiveWalker::loopErasedRoute() const {
    std::vector<Coord> route{m_start};
    // Each step goes to a cell whose last visit came later, so at most one step per cell.
    for (Coord at = m_start; at != m_goal && route.size() <= m_cells.size();) {
        const std::uint8_t exit = m_cells[cellIndex(at)].lastExit;
        assert(exit != 0);
        if (exit == 0)
            break;
        at = at + offsetOf(static_cast<Direction>(exit - 1));
        route.push_back(at);
    }
    return route;
}

std::size_t ReactiveWalker::cellIndex(Coord c) const {
    return gridRef().cellIndex(c);
}

CellView ReactiveWalker::cellState(Coord c) const {
    CellView view;
    const MapGrid* grid = this->grid();
    if (!grid || !grid->inBounds(c) || m_cells.size() != grid->cellCount())
        return view;
    const std::uint32_t visits = m_cells[cellIndex(c)].visits;
    view.visits = static_cast<int>(std::min<std::uint32_t>(visits, std::numeric_limits<int>::max()));
    if (view.visits > 0)
        view.visit = CellVisit::Closed;
    return view;
}

std::optional<Coord> ReactiveWalker::current() const {
    if (!m_ready)
        return std::nullopt;
    return m_agent;
}

} // namespace pathfinder
