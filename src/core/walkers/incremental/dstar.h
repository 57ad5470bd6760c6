#pragma once

#include "pathfinder/search/walker.h"

#include "grid/legal_moves.h"
#include "search/cleared_node_table.h"
#include "search/indexed_heap.h"
#include "search/open_list.h"
#include "search/search_parts.h"

#include <cstddef>
#include <cstdint>
#include <vector>

namespace pathfinder {

/// D*: incremental replanning from the goal in the manner of D* Lite (Koenig & Likhachev 2002,
/// the optimised version).
///
/// Every cell it reaches gets a cost-to-goal g, and a signpost: the neighbour that minimises
/// step cost + that neighbour's cost-to-goal. After walls are added or removed or costs change,
/// only the cells the change affects are brought up to date; the start may move (an agent
/// advancing) at no cost. A goal change starts over. One iterate() is one expansion, in the
/// first search and in a repair alike.
///
/// A repair that has spent a fifth of the expansions of the last search from scratch (at least
/// kRepairFloor) stops and searches afresh from the goal (a Restarting event, counted in
/// RunStats::restarts): a repair then costs at most about 1.2 × a fresh search.
///
/// By default the search stops once the start is settled; with WalkerSettings::dstarFloodAll it
/// floods every reachable cell so every cell has a signpost.
///
/// A node is 16 bytes, so that a search over every cell of a large map fits where the other
/// walkers do: g, the open list's slot of the cell (the heap keeps its slots in the nodes), the
/// heading and flags. rhs differs from g only on the cells on the open list, whose entries carry
/// it; a node belongs to no search while its bytes are zero, and a new search zeroes the blocks
/// the last one touched (ClearedNodeTable). The open list is an indexed heap ranked like the
/// best-first engine's (OpenEntry, by rankBits).
class DStarWalker final : public MapGridWalker {
public:
    /// Repairs may always spend this many expansions before the budget applies.
    static constexpr std::uint64_t kRepairFloor = 256;
    /// A repair may spend 1/kRepairShare of the expansions of the last search from scratch.
    static constexpr std::uint64_t kRepairShare = 5;

    const WalkerDescription& description() const override;

    CellView cellState(Coord c) const override;
    std::optional<Coord> current() const override;
    std::size_t openSize() const override { return m_open.size(); }
    bool keepsSignposts() const override { return true; }
    std::optional<Coord> signpost(Coord c) const override;
    std::vector<Coord> changedSignposts() const override { return m_changedSignposts; }

    /// Cost from a cell to the goal as far as the search knows (+infinity when unknown).
    double costToGoal(Coord c) const;

protected:
    void doReset() override;
    WalkState doIterate() override;
    bool prepareRepair(const GridChange& change) override;

private:
    static constexpr std::uint8_t kNoArrow = 0xFF; ///< the signpost of a cell without one
    static constexpr std::uint8_t kExpanded = 1;   ///< Node::flags: expanded in this search
    static constexpr std::uint8_t kTouched = 2;    ///< Node::flags: on m_touchedList, `published` kept
    static constexpr std::uint8_t kListed = 4;     ///< Node::flags: scratch mark of publishSignposts()
    static constexpr std::uint8_t kSeen = 8;       ///< Node::flags: the node belongs to this search

    /// A cell's estimates. All bytes zero (kSeen not set) means unseen: g and rhs are then
    /// +infinity.
    struct Node {
        double g;                  ///< cost to the goal as of the cell's last expansion
        std::uint32_t slotPlusOne; ///< the slot of the cell's open-list entry plus one; 0: not open
        std::uint8_t via;          ///< heading to the successor that gave rhs; kNoParentHeading if none
        std::uint8_t flags;        ///< seen; expanded in this search (re-expansions are counted); touched
        std::uint8_t published;    ///< the signpost published last, kept while the cell is touched
    };
    static_assert(sizeof(Node) == 16, "a node is 16 bytes");

    /// An open-list entry: the ranking, and the cell's rhs (which differs from its g).
    struct Entry : OpenEntry {
        double rhs;
    };
    /// The open list's slots, kept in the nodes.
    struct NodeSlots {
        Node* nodes = nullptr;
        std::uint32_t& operator[](std::uint32_t cell) { return nodes[cell].slotPlusOne; }
        std::uint32_t operator[](std::uint32_t cell) const { return nodes[cell].slotPlusOne; }
    };

    /// The node of a cell, made current (g = rhs = +infinity) if it belonged to another search.
    Node& nodeAt(std::uint32_t cell);
    bool seenNode(std::uint32_t cell) const { return (m_nodes[cell].flags & kSeen) != 0; }
    double gOf(std::uint32_t cell) const { return seenNode(cell) ? m_nodes[cell].g : kInfinity; }
    /// One-step lookahead: least step cost + g over the successors. It is g unless the cell is open.
    double rhsOf(std::uint32_t cell) const {
        if (!seenNode(cell))
            return kInfinity;
        return m_open.contains(cell) ? m_open.entryOf(cell).rhs : m_nodes[cell].g;
    }
    Entry entryOf(std::uint32_t cell, double g, double rhs, Coord at);
    double h(Coord at) const { return m_hScale * distance(m_start, at); }
    /// The obstacle-free number of steps between two cells: octile, or hex on hex maps.
    double distance(Coord a, Coord b) const {
        return m_hex ? hexDistance(a, b) : octileDistance(a, b, m_diagonal);
    }
    /// Gives the cell its rhs: puts it on the open list (or re-ranks it) when it differs from g,
    /// takes it off when they agree.
    void updateVertex(std::uint32_t cell, const Node& node, double rhs, Coord at);
    /// Sets rhs and the heading from the cell's successors (not the goal's), calls updateVertex()
    /// and reports the cell.
    void recompute(std::uint32_t cell);
    /// recompute() on every map cell of the 3×3 block around `centre`.
    void recomputeAround(Coord centre);
    /// The search knows the cell: it is open, or one of its estimates is finite.
    bool seen(std::uint32_t cell) const;
    /// Sends the cell's state as an event, when a listener is attached: Generating or Updating
    /// when it is open (`wasSeen`: the listener knew it before), Closing when it holds a finite
    /// estimate, else Discarding.
    void report(std::uint32_t cell, bool wasSeen) const { report(cell, wasSeen, coordOf(cell)); }
    /// As above, for the cell at `at` (known to the caller: no index is divided to find it).
    void report(std::uint32_t cell, bool wasSeen, Coord at) const;
    /// cellState() of the in-bounds cell with padded index `cell`, which lies at `at`.
    CellView viewOf(std::uint32_t cell, Coord at) const;
    /// report() for every cell the search has seen, when a listener is attached: O(cells).
    void reportAll() const;
    /// Least step cost + g over the legal successors of a cell, and which heading achieves it.
    double bestSuccessor(std::uint32_t cell, int* heading) const;
    /// Begins a search from scratch from the goal toward the current start.
    void beginSearch();
    /// Abandons a repair over budget and begins a search from scratch.
    void restart();
    /// Expands a cell just taken off the open list, whose rhs its entry carried.
    void expand(std::uint32_t cell, double rhs);
    bool searchDone() const;
    bool routeSettled() const;
    /// Lists the cell (its node current, not yet changed) for publishSignposts(), once, keeping
    /// the signpost it had; nothing while touches are not tracked.
    void touch(std::uint32_t cell, Node& node) {
        if (m_tracking && !(node.flags & kTouched))
            track(cell, node);
    }
    void track(std::uint32_t cell, Node& node);
    /// The signpost the node's estimates give now: its heading when its g is finite.
    std::uint8_t arrowOf(std::uint32_t cell) const;
    /// The signpost published at the end of the last search or repair.
    std::uint8_t publishedArrow(std::uint32_t cell) const;
    void publishSignposts();
    void emitSignpost(std::uint32_t cell, std::uint8_t arrow);
    std::vector<Coord> signpostPath() const;
    Coord coordOf(std::uint32_t cell) const { return gridRef().coordOf(cell); }

    static constexpr double kInfinity = CellView::kInf;

    ClearedNodeTable<Node> m_nodes;
    std::size_t m_cells = 0; ///< padded cells m_nodes was fitted to
    IndexedHeap<Entry, OpenEntry::Before, 4, NodeSlots> m_open;
    std::vector<std::uint32_t>
        m_arrowCells; ///< every cell with a published signpost, maybe more (see publish)
    std::vector<std::uint32_t> m_touchedList; ///< reached by the search or repair under way, if tracked
    std::vector<Coord> m_changedSignposts;
    LegalMoves m_moves;
    double m_stepCost[kDirectionCount][MapGrid::kCodeCount] = {}; ///< step length × entry cost
    std::uint32_t m_order = 0;
    double m_km = 0.0;
    double m_hScale = 1.0;   ///< the least entry cost on the map when the search began; scales h
    double m_diagonal = 2.0; ///< octileDiagonal() of the movement
    bool m_hex = false;      ///< the map's cells are hexes
    std::uint32_t m_startCell = 0;
    std::uint32_t m_goalCell = 0;
    Coord m_start;
    Coord m_goal;
    Coord m_lastStart; ///< where the start was when km was last brought up to date
    std::uint32_t m_current = MapGrid::kNoCell;
    std::uint64_t m_fullSearch = 0;  ///< expansions of the last search from scratch
    std::uint64_t m_repairSpent = 0; ///< expansions of the repair under way
    std::uint64_t m_searchStart = 0; ///< stats().expanded when the search from scratch began
    bool m_ready = false;
    bool m_repairing = false;
    /// Touched cells are listed with the signposts they had (repairs, and searches with a
    /// listener). A search from scratch without a listener lists nothing: its signposts are those
    /// of the cells it expands, which it lists in m_arrowCells as it goes.
    bool m_tracking = false;
    bool m_published = false; ///< signposts have been published since the last reset
    bool m_fresh = false;     ///< a search from scratch is under way (no budget applies)
};

} // namespace pathfinder
