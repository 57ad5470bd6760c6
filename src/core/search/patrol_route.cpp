#include "pathfinder/search/patrol_route.h"

#include <stdexcept>
#include <utility>

namespace pathfinder {

PatrolRoute::PatrolRoute(std::vector<Coord> points) : m_points(std::move(points)) {
    if (m_points.size() < 2)
        throw std::invalid_argument("a patrol needs at least two points");
}

void PatrolRoute::arrive() {
    if (m_breadcrumb)
        return;
    const std::size_t last = m_points.size() - 1;
    const std::size_t from = m_outbound ? m_target - 1 : m_target + 1;
    m_walked.push_back({from, m_target});
    if (m_outbound && m_target == last)
        m_outbound = false;
    else if (!m_outbound && m_target == 0)
        m_outbound = true;
    m_target = m_outbound ? m_target + 1 : m_target - 1;
}

void PatrolRoute::leaveAt(Coord cell) {
    if (!m_breadcrumb)
        m_breadcrumb = cell;
}

} // namespace pathfinder
