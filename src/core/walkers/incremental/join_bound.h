#pragma once

#include "pathfinder/basics/coord.h"
#include "pathfinder/grid/heuristic.h"
#include "pathfinder/grid/movement.h"

#include <algorithm>

namespace pathfinder {

/// Which cells PathJoiner's join search still has to expand: the ones through which a path node
/// could yet be reached cheaply enough to pass the join test. Pruning with it changes no result,
/// only the work; the bound and the proof are in docs/algorithms.md ("The join bound").
class JoinBound {
public:
    /// The bound before the locator is found. `leastCost` and `greatestCost` span the entry costs of
    /// the map's free cells; `total` is the whole path's cost.
    JoinBound(const Movement& movement, Topology topology, Coord start, Coord goal, double total,
              double leastCost, double greatestCost)
        : m_diagonal(octileDiagonal(movement)), m_hex(topology == Topology::Hex), m_start(start),
          m_goal(goal), m_least(leastCost), m_ratio(leastCost / greatestCost),
          m_margin(1e-8 * std::max(1.0, total)), m_total(total) {}

    /// Narrows the bound to the locator: its index's cost along the path, and the costs of its
    /// branch walked out from the source and back to it.
    void setLocator(double cumLocator, double outLocator, double backLocator) {
        m_located = true;
        m_laterLimit = m_total - cumLocator - backLocator + m_margin;
        m_earlierLimit = cumLocator - outLocator + m_margin;
    }

    /// False when no path node reached through the cell `at`, itself reached at cost `out`, can pass
    /// the join test; always true before the locator is known.
    bool mayJoinThrough(Coord at, double out) const {
        if (!m_located)
            return true;
        return out + m_least * distance(at, m_goal) < m_laterLimit ||
               m_ratio * (out + m_least * distance(at, m_start)) < m_earlierLimit;
    }

    /// False when no node settled at cost `radius` or more can take part in a join.
    bool mayJoinBeyond(double radius) const {
        if (!m_located)
            return radius + m_ratio * radius < m_total + m_margin;
        return radius < m_laterLimit || m_ratio * radius < m_earlierLimit;
    }

private:
    /// The octile heuristic (Manhattan with 4 neighbours) with the movement's constant taken out of
    /// the hot loop: the longer side plus the extra length of a diagonal step (1 with 4 neighbours,
    /// where a diagonal is two steps) times the shorter side. On hex maps the hex distance.
    double distance(Coord a, Coord b) const {
        return m_hex ? hexDistance(a, b) : octileDistance(a, b, m_diagonal);
    }

    double m_diagonal; ///< the length of a diagonal for octileDistance()
    bool m_hex;        ///< the map's cells are hexes
    Coord m_start;
    Coord m_goal;
    double m_least;
    double m_ratio;
    double m_margin;
    double m_total;
    bool m_located = false;
    double m_laterLimit = 0.0;
    double m_earlierLimit = 0.0;
};

} // namespace pathfinder
