#include "pathfinder/search/flow_field.h"

#include <chrono>
#include <functional>
#include <queue>
#include <utility>

namespace pathfinder {

FlowField::FlowField(const MapGrid& grid, const Movement& movement, std::vector<Coord> goals)
    : m_grid(&grid), m_movement(movement), m_goals(std::move(goals)) {
    rebuild();
}

void FlowField::rebuild() {
    const auto began = std::chrono::steady_clock::now();
    const MapGrid& grid = *m_grid;
    const std::size_t cells = grid.cellCount();
    m_distance.assign(cells, kUnreachable);
    m_heading.assign(cells, kNoDirection);
    m_goal.assign(cells, kNoGoal);
    m_expanded = 0;
    m_builtFor = grid.cellsStamp();

    // Ordered by cost, then by cell index, so that equal costs settle in the same order every time.
    using Entry = std::pair<double, std::size_t>;
    std::priority_queue<Entry, std::vector<Entry>, std::greater<Entry>> queue;
    for (std::size_t i = 0; i < m_goals.size(); ++i) {
        const Coord g = m_goals[i];
        if (grid.isBlocked(g) || m_goal[grid.cellIndex(g)] != kNoGoal)
            continue;
        m_distance[grid.cellIndex(g)] = 0.0;
        m_goal[grid.cellIndex(g)] = static_cast<std::uint32_t>(i);
        queue.push({0.0, grid.cellIndex(g)});
    }
    const auto width = static_cast<std::size_t>(grid.width());
    while (!queue.empty()) {
        const auto [d, index] = queue.top();
        queue.pop();
        if (d > m_distance[index])
            continue;
        ++m_expanded;
        const Coord c{static_cast<int>(index % width), static_cast<int>(index / width)};
        // Every p with a step p → c: the step is the map's forward step, read from p.
        for (int h = 0; h < kDirectionCount; ++h) {
            const auto heading = static_cast<Direction>(h);
            const Coord p = c - offsetOf(heading);
            // canStep() asks nothing of the cell stepped from, which here may be a wall.
            if (grid.isBlocked(p) || !grid.canStep(p, heading, m_movement))
                continue;
            const double through = d + grid.stepCost(p, heading, m_movement);
            const std::size_t pi = grid.cellIndex(p);
            if (through < m_distance[pi]) {
                m_distance[pi] = through;
                m_heading[pi] = static_cast<std::uint8_t>(h);
                m_goal[pi] = m_goal[index];
                queue.push({through, pi});
            }
        }
    }
    m_buildNs = std::chrono::duration_cast<std::chrono::nanoseconds>(std::chrono::steady_clock::now() - began)
                    .count();
}

double FlowField::distance(Coord c) const {
    return m_grid->inBounds(c) ? m_distance[m_grid->cellIndex(c)] : kUnreachable;
}

std::optional<Direction> FlowField::direction(Coord c) const {
    if (!m_grid->inBounds(c))
        return std::nullopt;
    const std::uint8_t h = m_heading[m_grid->cellIndex(c)];
    if (h == kNoDirection)
        return std::nullopt;
    return static_cast<Direction>(h);
}

std::optional<Coord> FlowField::next(Coord c) const {
    const auto heading = direction(c);
    if (!heading)
        return std::nullopt;
    return c + offsetOf(*heading);
}

std::uint32_t FlowField::goalIndex(Coord c) const {
    return m_grid->inBounds(c) ? m_goal[m_grid->cellIndex(c)] : kNoGoal;
}

std::vector<Coord> FlowField::pathFrom(Coord c) const {
    std::vector<Coord> path;
    if (distance(c) == kUnreachable)
        return path;
    path.push_back(c);
    // Each step leads to a cell settled earlier, so the walk ends at a goal within cellCount() steps.
    while (const auto step = next(path.back()))
        path.push_back(*step);
    return path;
}

std::uint64_t FlowField::bytes() const {
    return m_distance.capacity() * sizeof(double) + m_heading.capacity() * sizeof(std::uint8_t) +
           m_goal.capacity() * sizeof(std::uint32_t) + m_goals.capacity() * sizeof(Coord);
}

} // namespace pathfinder
