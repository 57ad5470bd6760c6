#pragma once

#include "pathfinder/basics/coord.h"
#include "pathfinder/grid/map_grid.h"

#include <cstddef>
#include <cstdint>
#include <vector>

namespace pathfinder {

/// A Simple Subgoal Graph (Uras, Felner & Koenig, "Identifying Hierarchies for Fast Optimal Search",
/// SoCS 2013) of a grid with 8 neighbours, no corner cutting and cells that all cost 1.
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
/// The search for the subgoals directly h-reachable from a cell reads clearances: for every cell and
/// straight heading, the steps to the first cell that is blocked or a subgoal. Straight runs are
/// one lookup each; along each diagonal the straight runs are limited to less than the shortest run
/// met from the cells before (a subgoal or a wall there lies between the cell and anything further).
///
/// Memory: per padded cell one byte (a copy of the cells), a 4-byte subgoal id and four 16-bit
/// clearances; per subgoal its cell, its coordinate and the first of its edges; per edge 8 bytes (both ends
/// list it).
class SubgoalGraph {
public:
    static constexpr std::uint32_t kNone = 0xFFFFFFFFu;

    /// Builds the graph whole from the grid's cells.
    void build(const MapGrid& grid);
    /// True when the grid's cells are those the graph was built from; O(1).
    bool current(const MapGrid& grid) const { return m_stamp != 0 && grid.cellsStamp() == m_stamp; }
    /// Forgets the graph: the next build() starts afresh.
    void clear();

    std::size_t subgoalCount() const { return m_subgoalCells.size(); }
    /// Edges, each counted once.
    std::size_t edgeCount() const { return m_targets.size() / 2; }
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
    /// Calls visit(other, its coordinate) for each subgoal joined to subgoal `id` by an edge.
    template <class Visit>
    void forEachEdgeAt(std::uint32_t id, Visit visit) const {
        for (std::uint32_t e = m_firstEdge[id]; e < m_firstEdge[id + 1]; ++e)
            visit(m_targets[e].id, Coord{m_targets[e].x, m_targets[e].y});
    }
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

    std::vector<std::uint8_t> m_cells;         ///< the padded step codes the graph was built from
    std::vector<std::uint32_t> m_subgoalOf;    ///< per padded cell: its subgoal id or kNone
    std::vector<std::uint16_t> m_clearance;    ///< 4 per padded cell: N E S W
    std::vector<std::uint32_t> m_subgoalCells; ///< per subgoal: its padded cell
    std::vector<Coord> m_subgoalCoords;        ///< per subgoal: its coordinate (for the search's costs)
    std::vector<std::uint32_t> m_firstEdge;    ///< per subgoal and one more: its first edge in m_targets
    /// The other end of an edge, with its coordinate beside it: a search pricing the edges of a node
    /// reads them from one run of memory.
    struct EdgeEnd {
        std::uint32_t id;
        std::int16_t x;
        std::int16_t y;
    };
    std::vector<EdgeEnd> m_targets; ///< the other end of each edge
    std::ptrdiff_t m_stride = 0;
    int m_width = 0;
    int m_height = 0;
    std::uint64_t m_stamp = 0; ///< MapGrid::cellsStamp() of the cells built from; 0: none
};

} // namespace pathfinder
