#pragma once

#include "pathfinder/walker.h"

#include "cell_bits.h"
#include "jump_rays.h"
#include "legal_moves.h"
#include "open_list.h"

#include <cstddef>
#include <cstdint>
#include <vector>

namespace pathfinder {

/// Jump Point Search (Harabor & Grastien 2011): A* with the octile heuristic over "jump points"
/// only. Expanding a jump point does not push its neighbours; it jumps from it along each
/// direction the pruning rules keep, scanning straight or diagonal runs of cells until a cell that
/// has a forced neighbour (or the goal) turns up. Only those cells enter the open list, and on
/// uniform-cost octile grids the result is still a least-cost path.
///
/// Pruning rules, chosen by the movement's diagonal rule:
/// - NoCornerCutting (the Moving AI convention): a diagonal step needs both side cells free.
///   Forced neighbours arise from straight moves only (a side cell that is free beside a cell
///   whose predecessor's side was blocked). With the improved pruning of Harabor and Grastien,
///   "Improving Jump Point Search" (ICAPS 2014), cells on a diagonal are never jump points (the
///   goal excepted): a diagonal jump from a jump point n walks the whole diagonal, until a side cell
///   of the next step is a wall, and from every cell d it passes runs straight along both of its
///   components. Each jump point j such a run finds, s straight steps past d, k diagonal steps from
///   n, is a successor of n itself: g(j) = g(n) + k·diagonal + s, its parent is n and its heading
///   the straight one of the last leg, which is what the pruning at j goes by. The goal on the
///   diagonal is a successor of n with the diagonal heading. So a node's run from its parent is
///   straight, diagonal, or diagonal then straight with one bend, and each straight run from a
///   diagonal cell is scanned once (the 2011 rules made d a jump point and scanned them again when
///   d was expanded).
/// - NotBothBlocked (the original 2011 rules, corner cutting past one wall): forced neighbours
///   sit diagonally beyond a blocked side cell, for straight and for diagonal moves alike. A
///   diagonal jump stops at the first cell that has a forced neighbour or from which one of its two
///   straight sub-jumps finds a jump point, and that cell is a jump point: runs never bend.
///
/// Where the pruning is not valid the walker expands every legal neighbour like A* with the
/// octile heuristic instead (still optimal, just without jumps):
/// - with 4 neighbours, and under DiagonalRule::Always;
/// - on maps with entry costs other than 1. Jumps read every cell they pass, so the search starts
///   out jumping and, as soon as a jump meets a cell whose cost is not 1, starts over from the
///   start as plain A* (stats keep counting the work of both). If it never meets one, its path is
///   also a least-cost path of the weighted map: it costs the uniform-cost optimum, which no route
///   through dearer cells can undercut. No pass over the map looks for dearer cells beforehand.
///
/// A jump point reached again at the same cost by another heading (the heading of the last leg) is
/// expanded for that heading too (reopened if it was closed): the pruned successors depend on the
/// heading, and with ties (diagonal length 2 makes them common) keeping only the first heading can
/// lose every least-cost route.
///
/// One iterate() expands one node: a jump point, or a cell in the plain fallback. The goal test
/// happens when the goal leaves the open list. cellState() reports jump points as Open or Closed
/// with the previous jump point as parent; cells passed over by jumps stay Unseen. A closed jump
/// point's g is that of the route that made it a jump point, not always its least cost (a run
/// crossing it on a cheaper route passes over it if that run's heading gives it no forced
/// neighbour); the goal's is the least. path() lists
/// every cell: the runs between jump points are filled in, a bent one as its diagonal leg from the
/// parent and then its straight leg (the bend lies where the parent's diagonal meets the node's
/// row or column, which the node's heading tells).
///
/// Per-cell state lives in a dense array in the grid's padded layout, stamped with a search epoch,
/// so reset() costs O(1) in it. Straight jumps read the grid as bits (CellBits), 64 cells of a row or
/// a column per step. When the grid's content stamp shows that its cells are no longer those the
/// bits were built from, at reset() or before an iterate(), the bits are compared with the grid
/// (O(cells), a memory compare) and rewritten where cells changed; a search on an unchanged map
/// starts in O(1).
class JumpPointSearchWalker final : public MapGridWalker {
public:
    const WalkerDescription& description() const override;

    CellView cellState(Coord c) const override;
    std::optional<Coord> current() const override;
    std::size_t openSize() const override { return m_open.size(); }

    /// True while the search jumps; false when it expands every legal neighbour (the fallback for
    /// 4 neighbours, DiagonalRule::Always and maps whose entry costs are not all 1).
    bool jumping() const { return m_mode == Mode::Jumping; }
    /// Once the search searches as plain A*, why: "fell back to plain A* (4 neighbours)", "(diagonals
    /// always allowed)" or "(cells cost more than 1)"; empty while it jumps.
    std::string note() const override;

protected:
    void doReset() override;
    WalkState doIterate() override;

private:
    enum class Mode { Jumping, Plain };
    /// Why the search runs as plain A*.
    enum class Fallback { None, FourNeighbours, CornerCutting, Costs };

    static constexpr std::uint8_t kNoDirection = 0xFF;

    struct Node {
        double g;
        std::uint32_t parent; ///< padded index of the previous jump point; MapGrid::kNoCell at the start
        std::uint32_t epoch;  ///< the node is Unseen unless epoch == m_epoch
        CellVisit visit;
        std::uint8_t heading; ///< of the last leg of the run from `parent` to here; kNoDirection at the start
        std::uint8_t arrivals;         ///< bit per heading this cell was reached by at its best g
        std::uint8_t expandedArrivals; ///< the arrivals whose successors have been generated
        bool closedBefore;             ///< expanded at least once in this search
    };

    using HeapEntry = OpenEntry;

    /// A jump point found by the jumps from the node being expanded: `diagonalSteps` diagonal steps
    /// away, then `straightSteps` straight ones in `heading` (a diagonal heading when there are none).
    struct Successor {
        std::uint32_t cell;
        std::uint32_t heading;
        int diagonalSteps;
        int straightSteps;
        Coord at;
    };

    void startSearch(Mode mode);
    /// Gives a cell a new best route; returns its entry for the open list.
    HeapEntry relax(std::uint32_t cell, Coord at, double g, std::uint32_t parent, unsigned heading);
    void addArrival(std::uint32_t cell, unsigned heading);
    HeapEntry entryFor(std::uint32_t cell, Coord at, double g);
    void expandJumping(std::uint32_t cell, Node& node);
    /// Records a successor of `from` if the jump reaches it cheaper than any known route, or by
    /// another heading at the same cost.
    void reach(std::uint32_t from, double fromG, const Successor& next);
    void expandPlain(std::uint32_t cell, const Node& node);
    /// The headings to jump in from a cell entered by `heading`: the natural and forced ones.
    unsigned jumpHeadings(std::uint32_t cell, unsigned heading) const;
    /// Jumps from `from`, at padded column x and row y, in each of `headings` (a bit per heading)
    /// and lists the jump points found in m_found; notes in m_costsVary a run that met a cell whose
    /// cost is not 1.
    /// kUniform: the map has no free cells whose cost is not 1 (runs need not look for them).
    template <bool kNoCornerCutting, bool kUniform>
    void jumpAll(const jump_rays::Rays& rays, std::uint32_t from, int x, int y, unsigned headings);
    template <bool kNoCornerCutting, bool kUniform, unsigned kHeading>
    void jump(const jump_rays::Rays& rays, std::uint32_t from, int x, int y);
    bool free(std::ptrdiff_t cell) const { return m_cells[cell] != MapGrid::kWall; }
    double hValue(Coord at) const;
    std::vector<Coord> tracePath(std::uint32_t goalCell) const;

    Mode m_mode = Mode::Jumping;
    Fallback m_fallback = Fallback::None;
    bool m_noCornerCutting = true; ///< which pruning rules apply while jumping
    bool m_costsVary = false;      ///< a jump met a cell whose entry cost is not 1
    double m_diagonalStep = 0.0;   ///< length of a diagonal step, 0 with 4 neighbours
    double m_hDiagonal = 2.0;      ///< the diagonal of the heuristic (octileDiagonal())
    std::vector<Node> m_nodes;
    std::vector<Successor> m_found; ///< the jump points found by the expansion under way
    OpenList m_open;
    std::uint32_t m_epoch = 0;
    std::uint32_t m_order = 0;
    std::uint64_t m_tieMask = 0;   ///< all ones to prefer larger g on equal keys
    std::uint32_t m_orderFlip = 0; ///< all ones for LIFO
    std::uint32_t m_startCell = MapGrid::kNoCell;
    std::uint32_t m_goalCell = MapGrid::kNoCell;
    std::uint32_t m_current = MapGrid::kNoCell;
    Coord m_goal;
    bool m_ready = false; ///< start and goal exist and the start is free
    const std::uint8_t* m_cells = nullptr;
    std::ptrdiff_t m_offsets[kDirectionCount] = {};
    LegalMoves m_moves;
    CellBits m_bits;
};

} // namespace pathfinder
