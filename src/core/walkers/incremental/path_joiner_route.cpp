#include "walkers/incremental/path_joiner.h"

#include <algorithm>
#include <cmath>
#include <unordered_map>

namespace pathfinder {

// PathJoiner's held route: adopting, checking, trimming, marking and splicing it.

namespace {

/// Cuts out every cycle: when a cell comes round again, the route from its first visit to its
/// second goes. Each remaining step is one the route already took, so the route stays legal.
void removeLoops(std::vector<Coord>& route) {
    std::unordered_map<Coord, std::size_t> at;
    std::vector<Coord> kept;
    kept.reserve(route.size());
    for (const Coord c : route) {
        const auto found = at.find(c);
        if (found == at.end()) {
            at.emplace(c, kept.size());
            kept.push_back(c);
            continue;
        }
        for (std::size_t i = found->second + 1; i < kept.size(); ++i)
            at.erase(kept[i]);
        kept.resize(found->second + 1);
    }
    route = std::move(kept);
}

/// The part of `after` that differs from `before`, widened by one cell on each side to the cells
/// where it leaves and rejoins the old route.
std::vector<Coord> changedSection(const std::vector<Coord>& before, const std::vector<Coord>& after) {
    if (after.empty())
        return {};
    const std::size_t shorter = std::min(before.size(), after.size());
    std::size_t prefix = 0;
    while (prefix < shorter && before[prefix] == after[prefix])
        ++prefix;
    std::size_t suffix = 0;
    while (suffix < shorter - prefix &&
           before[before.size() - 1 - suffix] == after[after.size() - 1 - suffix])
        ++suffix;
    const std::size_t first = prefix > 0 ? prefix - 1 : 0;
    const std::size_t last = std::min(after.size() - 1, after.size() - suffix);
    return std::vector<Coord>(after.begin() + static_cast<std::ptrdiff_t>(first),
                              after.begin() + static_cast<std::ptrdiff_t>(last) + 1);
}

} // namespace

bool PathJoinerWalker::adoptPath(std::vector<Coord> path) {
    if (!grid() || !isLegalRoute(path))
        return false;
    removeLoops(path);
    m_pendingAdoption = std::move(path);
    reset();
    iterate(); // Report phase: ends the walk with the path, no search
    mutableStats().iterations = 0;
    return true;
}

bool PathJoinerWalker::isLegalRoute(const std::vector<Coord>& route) const {
    const MapGrid& grid = gridRef();
    return !route.empty() && grid.start() == route.front() && grid.goal() == route.back() &&
           !grid.isBlocked(route.front()) && std::isfinite(pathCost(grid, settings().movement, route));
}

void PathJoinerWalker::setRoute(std::vector<Coord> route) {
    m_route = std::move(route);
    m_cum.assign(m_route.size(), 0.0);
    const MapGrid& grid = gridRef();
    for (std::size_t i = 1; i < m_route.size(); ++i) {
        const auto dir = directionBetween(m_route[i - 1], m_route[i]);
        m_cum[i] = m_cum[i - 1] + (dir ? grid.stepCost(m_route[i - 1], *dir, settings().movement) : 0.0);
    }
}

void PathJoinerWalker::replaceRoute(std::vector<Coord> route) {
    removeLoops(route);
    m_spliced = changedSection(m_route, route);
    setRoute(std::move(route));
}

bool PathJoinerWalker::trimToStart(Coord start) {
    const auto at = std::find(m_route.begin(), m_route.end(), start);
    if (at == m_route.end())
        return false;
    m_route.erase(m_route.begin(), at);
    return true;
}

std::optional<std::pair<std::size_t, std::size_t>> PathJoinerWalker::brokenSteps() const {
    const MapGrid& grid = gridRef();
    std::optional<std::pair<std::size_t, std::size_t>> broken;
    for (std::size_t i = 0; i + 1 < m_route.size(); ++i) {
        const auto dir = directionBetween(m_route[i], m_route[i + 1]);
        // canStep() looks at the target and the sides, so a wall at route[i] is tested here too.
        if (dir && !grid.isBlocked(m_route[i]) && grid.canStep(m_route[i], *dir, settings().movement))
            continue;
        if (!broken)
            broken.emplace(i, i);
        broken->second = i;
    }
    return broken;
}

void PathJoinerWalker::markRoute() {
    for (const std::uint32_t cell : m_marked)
        m_routeSlot[cell] = 0;
    m_marked.clear();
    for (std::size_t i = 0; i < m_route.size(); ++i) {
        const std::uint32_t cell = cellOf(m_route[i]);
        m_routeSlot[cell] = static_cast<std::uint32_t>(i + 1);
        m_marked.push_back(cell);
    }
}

std::vector<Coord> PathJoinerWalker::joinedRoute(std::uint32_t earlierCell, std::uint32_t laterCell) const {
    const auto earlier = static_cast<std::ptrdiff_t>(routeIndex(earlierCell));
    const auto later = static_cast<std::ptrdiff_t>(routeIndex(laterCell));
    std::vector<Coord> route(m_route.begin(), m_route.begin() + earlier);
    const std::vector<Coord> down = m_search.branchToSource(earlierCell); // earlier → … → source
    route.insert(route.end(), down.begin(), down.end());
    std::vector<Coord> up = m_search.branchToSource(laterCell); // later → … → source, walked the other way
    route.insert(route.end(), up.rbegin() + 1, up.rend());
    route.insert(route.end(), m_route.begin() + later + 1, m_route.end());
    return route;
}

} // namespace pathfinder
