#pragma once

#include "pathfinder/search/walker.h"

#include "grid/legal_moves.h"
#include "search/indexed_heap.h"
#include "search/open_list.h"
#include "search/search_parts.h"

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

namespace pathfinder {

/// LPA*, Lifelong Planning A* (Koenig, Likhachev & Furcy 2004): an A* from the start that repairs
/// itself when the map changes.
///
/// Every cell it reaches holds g, its cost from the start as of its last expansion, and rhs, a
/// one-step lookahead: the least g + step cost over the cells that can step into it (0 at the
/// start). A cell whose g and rhs differ is locally inconsistent; the open list holds exactly
/// those, ranked by the key [min(g, rhs) + h; min(g, rhs)]. One iterate() is one expansion. The
/// search stops once the goal is consistent and no key on the open list is below the goal's; the
/// path is traced back from the goal along the predecessors that give each cell its g.
///
/// After a wall is added or removed, a cost painted, a side or a height changed, the cells in the
/// 3×3 block around the change (and around the cell across a side) recompute their rhs, and the
/// search goes on from where it stood: a repair. The start is the root of the search, so moving
/// it, moving the goal or replacing the map starts over; so does ground made cheaper than the
/// estimate assumed (the estimate could then overestimate).
///
/// The nodes and the open list are the best-first engine's parts (search_parts.h, open_list.h):
/// a NodeTable stamped with its search and an indexed heap of OpenEntry keyed by rankBits; both
/// are bounded by the map's cells.
class LpaStarWalker final : public MapGridWalker {
public:
    const WalkerDescription& description() const override;

    CellView cellState(Coord c) const override;
    std::optional<Coord> current() const override { return coordOfCell(m_current); }
    std::size_t openSize() const override { return m_open.size(); }

    /// Repairs carried out since the search began.
    std::uint64_t repairs() const { return m_repairs; }

protected:
    void doReset() override;
    WalkState doIterate() override;
    bool prepareRepair(const GridChange& change) override;
    std::string searchNote() const override;

private:
    static constexpr std::uint8_t kExpanded = 1; ///< Node::flags: expanded in this search

    /// A cell's estimates. All bytes zero (epoch 0) means unseen: g and rhs are then +infinity.
    struct Node {
        double g;            ///< cost from the start as of the cell's last expansion
        double rhs;          ///< least g + step cost over the predecessors
        std::uint32_t epoch; ///< the search the node belongs to
        std::uint8_t via;    ///< heading to the predecessor that gave rhs; kNoParentHeading if none
        std::uint8_t flags;  ///< expanded in this search (re-expansions are counted)
    };

    Node& nodeAt(std::uint32_t cell);
    double gOf(std::uint32_t cell) const { return m_nodes.seen(cell) ? m_nodes[cell].g : kInfinity; }
    double rhsOf(std::uint32_t cell) const { return m_nodes.seen(cell) ? m_nodes[cell].rhs : kInfinity; }
    double h(Coord at) const;
    OpenEntry entryOf(std::uint32_t cell, const Node& node, Coord at);
    /// Puts an inconsistent cell on the open list (or re-ranks it), takes a consistent one off.
    void updateVertex(std::uint32_t cell, Node& node, Coord at);
    /// Sets rhs and the heading from the cell's predecessors (not the start's), then updateVertex().
    void recompute(std::uint32_t cell);
    void recomputeAround(Coord centre);
    /// Least g + step cost over the legal predecessors of a cell, and the heading to it.
    double bestPredecessor(std::uint32_t cell, int* heading) const;
    bool seen(std::uint32_t cell) const;
    void report(std::uint32_t cell, bool wasSeen) const;
    void expand(std::uint32_t cell);
    /// The goal is consistent and no open key is below its key.
    bool searchDone() const;
    /// No cell on the goal's traced route waits on the open list.
    bool routeSettled() const;
    std::vector<Coord> tracePath() const;
    Coord coordOf(std::uint32_t cell) const { return gridRef().coordOf(cell); }

    static constexpr double kInfinity = CellView::kInf;

    NodeTable<Node> m_nodes;
    std::size_t m_cells = 0; ///< padded cells m_nodes was fitted to
    IndexedHeap<OpenEntry, OpenEntry::Before> m_open;
    LegalMoves m_moves;
    double m_stepCost[kDirectionCount][MapGrid::kCodeCount] = {}; ///< step length × entry cost
    std::uint32_t m_order = 0;
    double m_hScale = 1.0; ///< the least entry factor when the search began (TerrainEstimate::LeastFactor)
    std::uint32_t m_startCell = 0;
    std::uint32_t m_goalCell = 0;
    Coord m_start;
    Coord m_goal;
    std::size_t m_current = MapGrid::kNoCell;
    std::uint64_t m_repairs = 0;
    bool m_ready = false;
};

} // namespace pathfinder
