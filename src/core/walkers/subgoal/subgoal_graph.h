#pragma once

#include "pathfinder/basics/coord.h"
#include "pathfinder/grid/map_grid.h"

#include <atomic>
#include <cstddef>
#include <cstdint>
#include <vector>

namespace pathfinder {

/// A Subgoal Graph (Uras, Felner & Koenig, "Identifying Hierarchies for Fast Optimal Search", SoCS
/// 2013) of a grid with 8 neighbours, no corner cutting and cells that all cost 1: the simple graph,
/// and optionally its two levels.
///
/// Subgoals are the free cells at the convex corners of obstacles: a free cell s is one when, for
/// some diagonal heading, the diagonal neighbour is blocked while the two cells beside that diagonal
/// are free. Two cells are h-reachable when a path between them costs their octile distance; every
/// such path takes the same diagonal and the same straight heading, in some order. An edge joins two
/// subgoals that are directly h-reachable: the path that takes every diagonal step first and then
/// the straight ones is free and passes no other subgoal. Any least-cost path of the grid can be cut
/// at subgoals into such pieces, so A* over the subgoals (with the start and the goal joined to the
/// subgoals directly h-reachable from them) finds the optimal cost, and each edge unfolds into the
/// cells of its diagonal-first path.
///
/// Two levels: subgoals are made local one at a time, first in the order of their ids, while the rest
/// stay global; one left global is looked at again whenever a neighbour of it goes local, until none
/// changes. Making s local keeps the least cost between every two global subgoals over the global
/// ones alone: for each pair p, q of its global neighbours, a bounded Dijkstra over the other global
/// subgoals looks for a path no dearer than through s, and where none is found a shortcut edge p-q
/// of that cost goes in, remembering s. s becomes local only when it needs no more shortcuts than it
/// has global neighbours. A local subgoal's rank is the order it was made local in; globals rank
/// above all. Every least-cost path between two subgoals then has one of the same cost that climbs
/// in rank, runs among globals, then descends (contraction hierarchies' argument), so a query only
/// follows an edge down in rank to a subgoal from which the goal can be reached by climbing: the
/// goal's cone, found before the search. A shortcut unfolds into its two halves, down to edges of
/// the simple graph.
///
/// The search for the subgoals directly h-reachable from a cell reads clearances: for every cell and
/// straight heading, the steps to the first cell that is blocked or a subgoal. Straight runs are
/// one lookup each; along each diagonal the straight runs are limited to less than the shortest run
/// met from the cells before (a subgoal or a wall there lies between the cell and anything further).
///
/// Memory: per padded cell one byte (a copy of the cells), a 4-byte subgoal id and four 16-bit
/// clearances; per subgoal its cell, its coordinate, its rank and the first of its edges up and down;
/// per edge 32 bytes (both ends list it: the other end, its cost and the subgoal a shortcut passes).
class SubgoalGraph {
public:
    static constexpr std::uint32_t kNone = 0xFFFFFFFFu;

    /// √2, the default length of a diagonal step.
    static constexpr double kSqrt2Length = 1.4142135623730951;
    /// The rank of a global subgoal: above every local one.
    static constexpr std::uint32_t kGlobal = 0xFFFFFFFFu;

    /// Builds the graph whole from the grid's cells, with `diagonal` the length of a diagonal step;
    /// with `twoLevels`, then makes subgoals local where that keeps the global graph's costs. Once
    /// `*stop` is set it returns within milliseconds, the graph cleared.
    void build(const MapGrid& grid, double diagonal = kSqrt2Length, bool twoLevels = false,
               const std::atomic<bool>* stop = nullptr);
    /// True when the graph was built from the grid's cells as they are, for that diagonal and
    /// levels; O(1).
    bool current(const MapGrid& grid, double diagonal = kSqrt2Length, bool twoLevels = false) const {
        return m_stamp != 0 && grid.cellsStamp() == m_stamp && diagonal == m_diagonal &&
               twoLevels == m_twoLevels;
    }
    /// Forgets the graph: the next build() starts afresh.
    void clear();

    std::size_t subgoalCount() const { return m_subgoalCells.size(); }
    /// Edges, each counted once, shortcuts among them.
    std::size_t edgeCount() const { return m_targets.size() / 2; }
    /// Shortcut edges (each passing a local subgoal), each counted once.
    std::size_t shortcutCount() const { return m_shortcuts; }
    /// Subgoals left global (all of them in a graph of one level).
    std::size_t globalCount() const { return m_globals; }
    /// The rank of a subgoal: the order it was made local in, or kGlobal.
    std::uint32_t rankOf(std::uint32_t id) const { return m_rank[id]; }
    /// The padded cells the graph was built for (0 before the first build).
    std::size_t paddedSize() const { return m_cells.size(); }
    /// The subgoal id of a padded cell, or kNone.
    std::uint32_t subgoalOf(std::size_t cell) const { return m_subgoalOf[cell]; }
    /// The padded cell of a subgoal.
    std::uint32_t cellOf(std::uint32_t id) const { return m_subgoalCells[id]; }
    /// The coordinate of a subgoal.
    Coord subgoalCoord(std::uint32_t id) const { return m_subgoalCoords[id]; }
    Coord coordOf(std::uint32_t cell) const {
        return {static_cast<int>(cell % m_stride) - 1, static_cast<int>(cell / m_stride) - 1};
    }
    /// Calls visit(other) for each subgoal joined to subgoal `id` by an edge.
    template <class Visit>
    void forEachEdge(std::uint32_t id, Visit visit) const {
        for (std::uint32_t e = m_firstEdge[id]; e < m_firstEdge[id + 1]; ++e)
            visit(m_targets[e].id);
    }
    /// Calls visit(other) for each subgoal joined to subgoal `id` by an edge of the simple graph (not a
    /// shortcut).
    template <class Visit>
    void forEachSimpleEdge(std::uint32_t id, Visit visit) const {
        for (std::uint32_t e = m_firstEdge[id]; e < m_firstEdge[id + 1]; ++e)
            if (m_targets[e].via == kNone)
                visit(m_targets[e].id);
    }
    /// Calls visit(other, its coordinate, the edge's cost) for each edge of subgoal `id` that climbs
    /// (to a subgoal of a higher rank, or between two globals) ...
    template <class Visit>
    void forEachEdgeUp(std::uint32_t id, Visit visit) const {
        for (std::uint32_t e = m_firstEdge[id]; e < m_firstDown[id]; ++e)
            visit(m_targets[e].id, m_subgoalCoords[m_targets[e].id], m_targets[e].cost);
    }
    /// ... and for each that descends (to a subgoal of a lower rank).
    template <class Visit>
    void forEachEdgeDown(std::uint32_t id, Visit visit) const {
        for (std::uint32_t e = m_firstDown[id]; e < m_firstEdge[id + 1]; ++e)
            visit(m_targets[e].id, m_subgoalCoords[m_targets[e].id], m_targets[e].cost);
    }
    /// Appends to `cells` the cells after subgoal `from` of the edge from it to subgoal `to`,
    /// shortcuts unfolded; false, nothing appended, when no edge joins them.
    bool unfoldEdge(std::uint32_t from, std::uint32_t to, std::vector<Coord>& cells) const;
    /// Bytes held by the tables.
    std::size_t bytes() const;

    /// Appends to `found` the subgoals (by padded cell) directly h-reachable from the free padded cell
    /// `from`, other than `from` itself: those that the diagonal-first search from it meets.
    void directlyReachable(std::uint32_t from, std::vector<std::uint32_t>& found) const;
    /// True when a path of the octile distance joins the padded cells `from` and `to` by all its
    /// diagonal steps first, or else by all its straight steps first; appends its cells after `from`
    /// to `cells` then (when given). False, and nothing appended, when both are blocked.
    bool hPath(std::uint32_t from, std::uint32_t to, std::vector<Coord>* cells) const;

private:
    struct EdgeEnd;
    /// Whether build() was asked to stop; read every few thousand subgoals.
    bool stopAsked() const { return m_stop && m_stop->load(std::memory_order_relaxed); }
    bool free(std::ptrdiff_t cell) const { return m_cells[static_cast<std::size_t>(cell)] != MapGrid::kWall; }
    bool isSubgoal(std::ptrdiff_t cell) const { return m_subgoalOf[static_cast<std::size_t>(cell)] != kNone; }
    /// Steps from `cell` in straight heading `k` (0 N, 1 E, 2 S, 3 W) to the first cell that is
    /// blocked or a subgoal.
    int clearance(std::ptrdiff_t cell, unsigned k) const {
        return m_clearance[static_cast<std::size_t>(cell) * 4 + k];
    }
    /// The path of `diagonals` diagonal steps (`across` along the row and `down` along the column
    /// each) and `straights` steps of `straight`, diagonals first or last; true when every step is
    /// legal, its cells appended to `cells` then.
    bool walk(std::ptrdiff_t from, std::ptrdiff_t across, std::ptrdiff_t down, std::ptrdiff_t straight,
              int diagonals, int straights, bool diagonalsFirst, std::vector<Coord>* cells) const;
    bool diagonalStep(std::ptrdiff_t cell, std::ptrdiff_t across, std::ptrdiff_t down) const {
        return free(cell + across) && free(cell + down) && free(cell + across + down);
    }
    void findSubgoals();
    void buildClearances();
    void buildEdges();
    /// Makes subgoals local where the global graph keeps its costs without them (two levels).
    void makeLocal();
    /// The edge from `from` to `to` in the tables, or none.
    const EdgeEnd* edgeBetween(std::uint32_t from, std::uint32_t to) const;
    double octile(std::uint32_t a, std::uint32_t b) const;

    std::vector<std::uint8_t> m_cells;         ///< the padded step codes the graph was built from
    std::vector<std::uint32_t> m_subgoalOf;    ///< per padded cell: its subgoal id or kNone
    std::vector<std::uint16_t> m_clearance;    ///< 4 per padded cell: N E S W
    std::vector<std::uint32_t> m_subgoalCells; ///< per subgoal: its padded cell
    std::vector<Coord> m_subgoalCoords;        ///< per subgoal: its coordinate (for the search's costs)
    std::vector<std::uint32_t> m_firstEdge;    ///< per subgoal and one more: its first edge in m_targets
    std::vector<std::uint32_t> m_firstDown;    ///< per subgoal: its first edge down in rank
    std::vector<std::uint32_t> m_rank;         ///< per subgoal: the order it was made local in, or kGlobal
    /// The other end of an edge, with its cost beside it.
    struct EdgeEnd {
        std::uint32_t id;
        std::uint32_t via; ///< the local subgoal a shortcut passes, or kNone for an edge of the simple graph
        double cost;
    };
    std::vector<EdgeEnd> m_targets; ///< the other end of each edge
    std::ptrdiff_t m_stride = 0;
    int m_width = 0;
    int m_height = 0;
    std::uint64_t m_stamp = 0;                 ///< MapGrid::cellsStamp() of the cells built from; 0: none
    const std::atomic<bool>* m_stop = nullptr; ///< while build() runs: its stop flag, if any
    double m_diagonal = kSqrt2Length;
    bool m_twoLevels = false;
    std::size_t m_shortcuts = 0;
    std::size_t m_globals = 0;
};

} // namespace pathfinder
