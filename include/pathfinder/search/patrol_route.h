#pragma once

#include "pathfinder/basics/coord.h"

#include <cstddef>
#include <optional>
#include <vector>

namespace pathfinder {

/// One leg an agent has walked between two points of a patrol, by their indices in points().
struct PatrolLeg {
    std::size_t from = 0;
    std::size_t to = 0;
    friend bool operator==(const PatrolLeg& a, const PatrolLeg& b) {
        return a.from == b.from && a.to == b.to;
    }
};

/// A patrol: an agent walks back and forth through an ordered list of points (0, 1, …, n−1, n−2, …,
/// 0, 1, …), each end turning it round, so that it retraces its route exactly. It may leave the route
/// (to look into a noise, say): it then drops a breadcrumb where it left, heads for that cell until it
/// is back, and goes on from there to the target it had. The route only says where to go; how the
/// agent gets there (which search, which steps) is its own business.
class PatrolRoute {
public:
    /// Throws std::invalid_argument for fewer than two points.
    explicit PatrolRoute(std::vector<Coord> points);

    const std::vector<Coord>& points() const { return m_points; }
    /// The point the agent walks towards along the route (the breadcrumb does not change it).
    std::size_t targetIndex() const { return m_target; }
    Coord target() const { return m_points[m_target]; }
    /// The cell to head for now: the breadcrumb while the agent is off the route, else target().
    Coord nextGoal() const { return m_breadcrumb ? *m_breadcrumb : target(); }
    /// True while the agent walks towards the last point (up the list).
    bool outbound() const { return m_outbound; }

    /// The agent stands on target(): the leg to it is walked, and the next point along (turning at
    /// either end) becomes the target. Ignored while the agent is off the route.
    void arrive();
    /// The agent leaves the route at `cell`: the breadcrumb is dropped there. Leaving again before
    /// it is back keeps the first breadcrumb (the route is still where it left it).
    void leaveAt(Coord cell);
    /// The agent is back on its breadcrumb: it goes on towards target().
    void rejoin() { m_breadcrumb.reset(); }
    /// Where the agent left the route, while it is off it.
    std::optional<Coord> breadcrumb() const { return m_breadcrumb; }
    /// The legs walked so far, in order.
    const std::vector<PatrolLeg>& walkedLegs() const { return m_walked; }

private:
    std::vector<Coord> m_points;
    std::size_t m_target = 1; ///< the agent starts on point 0
    bool m_outbound = true;
    std::optional<Coord> m_breadcrumb;
    std::vector<PatrolLeg> m_walked;
};

} // namespace pathfinder
