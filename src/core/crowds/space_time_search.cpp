#include "crowds/space_time_search.h"

#include "pathfinder/grid/heuristic.h"

#include <algorithm>

namespace pathfinder {

SpaceTimeSearch::SpaceTimeSearch(const MapGrid& grid, const Movement& movement, const ReservationTable& table,
                                 std::uint32_t agent, Coord start, Coord goal, std::uint64_t startTime,
                                 int window)
    : m_grid(grid), m_movement(movement), m_table(table), m_agent(agent),
      m_goal(static_cast<std::uint32_t>(grid.paddedIndex(goal))), m_goalCoord(goal), m_startTime(startTime),
      m_window(window), m_waitCost(grid.leastEntryCost()), m_scale(grid.leastEntryFactor()) {
    if (grid.isBlocked(start) || grid.isBlocked(goal)) {
        m_status = Status::NoRoute;
        return;
    }
    push(static_cast<std::uint32_t>(grid.paddedIndex(start)), 0, 0.0, MapGrid::kNoCell);
}

double SpaceTimeSearch::estimate(std::uint32_t cell) const {
    return heuristic(defaultHeuristic(m_grid.topology()), m_grid.coordOf(cell), m_goalCoord, m_movement,
                     m_grid.topology()) *
           m_scale;
}

void SpaceTimeSearch::push(std::uint32_t cell, int tau, double g, std::uint32_t parent) {
    const std::uint64_t key = static_cast<std::uint64_t>(cell) * static_cast<std::uint64_t>(m_window + 2) +
                              static_cast<std::uint64_t>(tau);
    const auto [it, added] = m_index.emplace(key, static_cast<std::uint32_t>(m_nodes.size()));
    if (!added) {
        Node& known = m_nodes[it->second];
        if (known.g <= g)
            return;
        known.g = g;
        known.parent = parent;
    } else {
        m_nodes.push_back(Node{cell, tau, g, parent});
    }
    const double h = estimate(cell);
    m_open.push(Entry{g + h, h, m_order++, it->second});
}

bool SpaceTimeSearch::mayEnter(std::uint32_t from, std::uint32_t to, int tau) const {
    if (m_table.heldForGood(to, m_agent))
        return false;
    if (tau >= m_window + 1)
        return true; // beyond the window only the holds count
    const std::uint64_t t = m_startTime + static_cast<std::uint64_t>(tau);
    return !m_table.takenByOther(to, t + 1, m_agent) && !m_table.crossesBack(from, to, t, m_agent);
}

bool SpaceTimeSearch::mayStopAtGoal(int tau) const {
    for (int k = tau; k <= m_window; ++k)
        if (m_table.takenByOther(m_goal, m_startTime + static_cast<std::uint64_t>(k), m_agent))
            return false;
    return true;
}

SpaceTimeSearch::Status SpaceTimeSearch::expandOne() {
    while (m_status == Status::Searching) {
        if (m_open.empty())
            return m_status = Status::NoRoute;
        const Entry top = m_open.top();
        m_open.pop();
        const Node node = m_nodes[top.node];
        if (top.f > node.g + top.h)
            continue; // a stale entry: the state was reached more cheaply since
        if (node.cell == m_goal && mayStopAtGoal(node.tau)) {
            m_found = top.node;
            return m_status = Status::Found;
        }
        const int next = std::min(node.tau + 1, m_window + 1);
        const Coord at = m_grid.coordOf(node.cell);
        for (int k = 0; k < kDirectionCount; ++k) {
            const auto d = static_cast<Direction>(k);
            if (!m_grid.canStep(at, d, m_movement))
                continue;
            const auto to = static_cast<std::uint32_t>(m_grid.paddedIndex(at + offsetOf(d)));
            if (!mayEnter(node.cell, to, node.tau)) {
                m_refusedFirstSteps += node.tau == 0 ? 1 : 0;
                continue;
            }
            push(to, next, node.g + m_grid.stepCost(at, d, m_movement), top.node);
        }
        // Beyond the window time is forgotten, so waiting there gains nothing.
        if (node.tau <= m_window && mayEnter(node.cell, node.cell, node.tau))
            push(node.cell, next, node.g + m_waitCost, top.node);
        return m_status;
    }
    return m_status;
}

std::vector<Coord> SpaceTimeSearch::timedPath() const {
    std::vector<Coord> path;
    for (std::uint32_t n = m_found; n != MapGrid::kNoCell; n = m_nodes[n].parent)
        path.push_back(m_grid.coordOf(m_nodes[n].cell));
    std::reverse(path.begin(), path.end());
    return path;
}

} // namespace pathfinder
