#pragma once

#include "anya_lattice.h"

#include <cstdint>
#include <queue>
#include <vector>

namespace pathfinder {

/// A turning point of Anya's paths: the start or an obstacle corner, reached at cost g (in half
/// cells) from the root before it.
struct AnyaRoot {
    int x = 0;
    int y = 0;
    double g = 0.0;
    int parent = -1; ///< index of the root before it; -1 for the start
};

/// A search node: an interval [left, right] of row `row` whose every point the root sees (a straight
/// segment from the root to the point is clear). A cone node's root lies off the row, and the node
/// stands for the cone of rays from the root through the interval; a flat node's root lies on the
/// row, and the interval is part of the stretch of the row the root sees along it.
struct AnyaNode {
    int row = 0;
    double left = 0.0;
    double right = 0.0;
    int root = 0;
    double f = 0.0;       ///< the root's g plus the length from the root through the interval to the goal
    double through = 0.0; ///< the point of the interval that length goes through
    bool flat = false;
};

/// Anya (Harabor, Grastien, Öz & Aksakalli 2016): A* over interval nodes on an AnyaLattice. Every
/// interval is split at the corners inside it, so a taut path turns only at the end of an interval.
/// A node's successors are its cone's projection onto the next row, cut by the obstacles of the
/// half-cell row between (the root stays), and, at each end of the interval that is a corner, that
/// corner as a new root with all it sees on its own row and the rows beside it. A root reached more
/// cheaply before prunes a later arrival (at a double corner the paths may not pass through, each
/// side of it counts as a point of its own). The heuristic is admissible, so the first node taken
/// off the open list whose interval holds the goal ends a shortest path.
class AnyaSearch {
public:
    /// Starts a search on `lattice` (which must outlive it) between two lattice points, with the
    /// start's successors on the open list (lastGenerated()).
    void start(const AnyaLattice& lattice, int startX, int startY, int goalX, int goalY);

    enum class Step { Expanded, Found, Exhausted };
    /// Takes the best node off the open list (dropping those whose root was reached more cheaply
    /// since) and expands it, or finds that its interval holds the goal.
    Step step();

    /// The node taken off the open list by the last step().
    const AnyaNode& lastNode() const { return m_nodes[m_last]; }
    /// Indices of the nodes the last step() (or start()) generated.
    const std::vector<std::uint32_t>& lastGenerated() const { return m_generated; }
    const AnyaNode& node(std::uint32_t index) const { return m_nodes[index]; }
    const AnyaRoot& root(int index) const { return m_roots[static_cast<std::size_t>(index)]; }
    std::size_t openSize() const { return m_open.size(); }
    /// The turning points of the path found, start first, goal last (after Step::Found).
    std::vector<AnyaRoot> pathPoints() const;

private:
    struct Entry {
        double f;
        double g;
        std::uint64_t order;
        std::uint32_t node;
        /// Orders the priority queue: lower f first, then higher g, then first in.
        bool operator<(const Entry& other) const {
            if (f != other.f)
                return f > other.f;
            if (g != other.g)
                return g < other.g;
            return order > other.order;
        }
    };

    void expandCone(const AnyaNode& node);
    void expandRoot(int root, int side);
    /// For a root at a corner with one blocked half cell: narrows [left, right] of the row next to
    /// it in `direction` to the points a taut path can head for, those beyond the obstacle as seen
    /// from the root before (a path that bends without wrapping the obstacle is never shortest).
    /// Returns false when none is left.
    bool tautRange(int root, int direction, double& left, double& right) const;
    /// The same for the row of the root itself, in `direction` along it.
    bool tautAlong(int root, int direction) const;
    void flatFromRoot(int root, int direction);
    /// Pushes the stretch of the root's row from column `from` in `direction` up to the next corner
    /// (or the end of the root's view along the row) as a flat node.
    void flatPiece(int root, int from, int direction);
    void coneFromRoot(int root, int direction);
    void tryRoot(double x, int y, int parent);
    /// Pushes the interval, split at the corners inside it, as nodes of `root`.
    void pushInterval(int row, double left, double right, int root, bool flat);
    void pushNode(int row, double left, double right, int root, bool flat);
    /// The heuristic, and in `through` the point of the interval it goes through.
    double estimate(int row, double left, double right, const AnyaRoot& root, bool flat,
                    double& through) const;
    bool stale(const AnyaNode& node) const;
    std::size_t cornerKey(int x, int y, int side) const;
    double bestG(int x, int y, int side) const;
    /// Which side of a closed double corner at (x, y) a path from (fromX, fromY) is on: 0 or 1.
    int sideOf(int x, int y, int fromX, int fromY) const;

    const AnyaLattice* m_lattice = nullptr;
    int m_goalX = 0;
    int m_goalY = 0;
    std::vector<AnyaNode> m_nodes;
    std::vector<AnyaRoot> m_roots;
    std::vector<int> m_rootSide; ///< the side each root was reached on (0 but at double corners)
    /// Least g a corner was reached at, per corner of the map and side, valid where `stamp` is the
    /// search's: a new search costs no clearing.
    struct Best {
        double g = 0.0;
        std::uint32_t stamp = 0;
    };
    std::vector<Best> m_best;
    std::uint32_t m_stamp = 0;
    std::priority_queue<Entry> m_open;
    std::vector<std::uint32_t> m_generated;
    std::uint32_t m_last = 0;
    std::uint64_t m_order = 0;
};

} // namespace pathfinder
