#pragma once

#include "pathfinder/coord.h"
#include "pathfinder/heuristic.h"
#include "pathfinder/movement.h"

#include <algorithm>

namespace pathfinder {

/// Which cells PathJoiner's join search still has to expand: the ones through which a path node
/// could yet be reached cheaply enough to pass the join test. Pruning with it changes no result,
/// only the work.
///
/// Notation: the held path runs from S (index 0) to G, cum(i) is its cost from S to its i-th
/// cell and total = cum(G). The search from s reaches a cell at cost out (walked back: back). The
/// locator L has index l; a path node T with index t passes the join test when
///
///     t > l:  back(L) + out(T) < cum(t) − cum(l)      (the new path runs L → s → T)
///     t < l:  out(L) + back(T) < cum(l) − cum(t)      (the new path runs T → s → L)
///
/// Let c⁻ and c⁺ be the least and the greatest entry cost of a free cell, ρ = c⁻ / c⁺, and d(a, b)
/// the obstacle-free (octile) distance under the movement. A step costs between c⁻ and c⁺ times
/// its length, so any route from a to b costs at least c⁻·d(a, b), and a branch walked back costs
/// at least ρ times its cost walked out. The path is such a route too: cum(t) ≥ c⁻·d(S, T) and
/// total − cum(t) ≥ c⁻·d(T, G). Say T is reached through a cell v, reached at out(v). Then
/// out(T) ≥ out(v) + c⁻·d(v, T), and with the triangle inequality of d:
///
///     t > l:  cum(t) − out(T) ≤ total − out(v) − c⁻·d(v, G), so T can pass only if
///                 out(v) + c⁻·d(v, G)  <  total − cum(l) − back(L)          (the later limit)
///     t < l:  back(T) + cum(t) ≥ ρ·(out(v) + c⁻·d(v, S)), so T can pass only if
///                 ρ·(out(v) + c⁻·d(v, S))  <  cum(l) − out(L)              (the earlier limit)
///
/// Why skipping the cells that meet neither limit is exact: both left-hand sides only grow along a
/// branch (a step adds at least c⁻ times its length to out and takes at most its length off d), so
/// every cell on the branch of a node that can pass meets a limit too. The search that skips the
/// others therefore settles those cells at the same costs, with the same parents and in the same
/// FIFO order as the full Dijkstra, and tests the path nodes that can pass with the same numbers. A
/// path node whose full-search branch ran through a skipped cell is reached later or not at all; it
/// failed its test in the full search, and it fails it here too, because the argument above uses only
/// out(T) ≥ the least cost of reaching T and back(T) ≥ ρ·out(T), which hold for any route. So the
/// first join, if any, is the same. Taking v = T, a path node still to be settled can pass only if
/// the search radius r (the cost of the next cell settled, at most out(T)) is below the later limit
/// or ρ·r is below the earlier one: once neither holds, the search may stop. The limits get a
/// margin far above the rounding of the sums, so pruning errs towards searching on.
///
/// Before the locator is known, L and T will both be settled at out ≥ r, the search radius, and Y is
/// at most the whole path: no join is possible once r + ρ·r ≥ total.
class JoinBound {
public:
    /// The bound before the locator is found. `leastCost` and `greatestCost` span the entry costs of
    /// the map's free cells; `total` is the whole path's cost.
    JoinBound(const Movement& movement, Coord start, Coord goal, double total, int leastCost,
              int greatestCost)
        : m_diagonal(octileDiagonal(movement)), m_start(start),
          m_goal(goal), m_least(leastCost), m_ratio(static_cast<double>(leastCost) / greatestCost),
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
    /// where a diagonal is two steps) times the shorter side.
    double distance(Coord a, Coord b) const { return octileDistance(a, b, m_diagonal); }

    double m_diagonal; ///< the length of a diagonal for octileDistance()
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
