#pragma once

#include "basics/zeroed_pages.h"
#include "walkers/any_angle/anya_lattice.h"

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <limits>
#include <unordered_map>
#include <vector>

namespace pathfinder {

/// A turning point of Anya's paths: the start or an obstacle corner, reached at cost g (in half
/// cells) from the root before it.
struct AnyaRoot {
    int x = 0;
    int y = 0;
    double g = 0.0;
    int parent = -1; ///< index of the root before it; -1 for the start
    int side = 0;    ///< the side of a closed double corner it was reached on (0 elsewhere)
};

/// A search node: an interval [left, right] of row `row` whose every point the root sees (a straight
/// segment from the root to the point is clear). A cone node's root lies off the row, and the node
/// stands for the cone of rays from the root through the interval; a flat node's root lies on the
/// row, and the interval is part of the stretch of the row the root sees along it.
struct AnyaNode {
    double left = 0.0;
    double right = 0.0;
    double f = 0.0;       ///< the root's g plus the length from the root through the interval to the goal
    double through = 0.0; ///< the point of the interval that length goes through
    int row = 0;
    int root = 0;
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
///
/// Memory: the open list holds the nodes themselves. A node leaves it when it is taken off, or once
/// its root was reached more cheaply: such stale nodes are swept out whenever the heap has doubled
/// since the last sweep, and before the limit is declared reached. The roots are kept for the path,
/// and the least g of each corner lives in zero-filled pages (8 bytes a corner, resident only where
/// corners were reached). The open list and the roots together stay within a limit
/// (setMemoryLimit()); a search that would pass it stops as OutOfMemory.
class AnyaSearch {
public:
    /// Sets the most bytes the open list and the roots may take (counted by what they hold, as
    /// searchBytes() does); it holds from the next start() on.
    void setMemoryLimit(std::size_t bytes) { m_limit = bytes; }

    /// Starts a search on `lattice` (which must outlive it) between two lattice points, with the
    /// start's successors on the open list (lastGenerated()).
    void start(const AnyaLattice& lattice, int startX, int startY, int goalX, int goalY);

    enum class Step { Expanded, Found, Exhausted, OutOfMemory };
    /// Takes the best node off the open list (dropping those whose root was reached more cheaply
    /// since) and expands it, or finds that its interval holds the goal. OutOfMemory, without
    /// expanding, once a start() or an expansion found no room for a node or root under the memory
    /// limit (that one was dropped): the search cannot go on.
    Step step();

    /// The node taken off the open list by the last step().
    const AnyaNode& lastNode() const { return m_last; }
    /// The nodes the last step() (or start()) generated.
    const std::vector<AnyaNode>& lastGenerated() const { return m_generated; }
    const AnyaRoot& root(int index) const { return m_roots[static_cast<std::size_t>(index)]; }
    std::size_t openSize() const { return m_open.size(); }
    std::size_t rootCount() const { return m_roots.size(); }
    /// Stale entries swept off the open list before they came up (dropStale()), this search.
    std::uint64_t droppedStale() const { return m_dropped; }
    /// The least heap size at which stale entries are swept out (kLeastDropAt unless set), from
    /// the next start() on; for tests.
    void setLeastSweep(std::size_t entries) { m_leastDropAt = std::max<std::size_t>(entries, 1); }
    /// Bytes the open list and the roots hold, what the memory limit bounds.
    std::size_t searchBytes() const {
        return m_open.size() * sizeof(Entry) + m_roots.size() * sizeof(AnyaRoot);
    }
    /// The turning points of the path found, start first, goal last (after Step::Found).
    std::vector<AnyaRoot> pathPoints() const;

private:
    struct Entry {
        AnyaNode node;
        double g;
        std::uint64_t order;
        /// Orders the heap: lower f first, then higher g, then first in.
        bool operator<(const Entry& other) const {
            if (node.f != other.node.f)
                return node.f > other.node.f;
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
    /// True when `entries` more entries and `roots` more roots fit in the memory limit, if need be
    /// once the stale entries are swept out; else notes that the search is out of memory.
    bool roomFor(std::size_t entries, std::size_t roots);
    /// Takes the entries whose root was since reached more cheaply off the heap.
    void dropStale();
    /// The heuristic, and in `through` the point of the interval it goes through.
    double estimate(int row, double left, double right, const AnyaRoot& root, bool flat,
                    double& through) const;
    bool stale(const AnyaNode& node) const;
    /// Least g a corner was reached at (infinity when not yet), per corner and side.
    double bestG(int x, int y, int side) const;
    void setBestG(int x, int y, int side, double g);
    /// Which side of a closed double corner at (x, y) a path from (fromX, fromY) is on: 0 or 1.
    int sideOf(int x, int y, int fromX, int fromY) const;

    const AnyaLattice* m_lattice = nullptr;
    int m_goalX = 0;
    int m_goalY = 0;
    std::vector<AnyaRoot> m_roots;
    /// Least g per corner of the map, 0 for a corner not reached (every corner is some way from the
    /// start, which lies at a cell's centre). Side 1 of closed double corners, which few maps have
    /// many of, is kept apart.
    ZeroedPages m_bestPages;
    double* m_best = nullptr;
    std::size_t m_bestStride = 0;
    std::unordered_map<std::size_t, double> m_bestOtherSide;
    bool m_bestTouched = false;
    std::vector<Entry> m_open; ///< a heap, best on top (std::push_heap with Entry::operator<)
    std::vector<AnyaNode> m_generated;
    AnyaNode m_last;
    std::uint64_t m_order = 0;
    std::size_t m_limit = std::numeric_limits<std::size_t>::max();
    bool m_outOfMemory = false;
    /// The heap's size at which stale entries are next swept out: twice what the last sweep left.
    static constexpr std::size_t kLeastDropAt = 4096;
    std::size_t m_leastDropAt = kLeastDropAt;
    std::size_t m_dropAt = kLeastDropAt;
    std::uint64_t m_dropped = 0;
};

} // namespace pathfinder
