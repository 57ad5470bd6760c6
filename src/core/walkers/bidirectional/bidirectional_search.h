#pragma once

#include "pathfinder/search/walker.h"

#include "grid/legal_moves.h"
#include "search/open_list.h"
#include "search/search_parts.h"

#include <cstdint>
#include <optional>
#include <vector>

namespace pathfinder {

/// Two best-first searches at once, one from the start and one from the goal, built from the same
/// parts as the best-first engine (LegalMoves, Ranker, OpenList, a NodeTable whose nodes hold both
/// searches' state). Bidirectional Breadth-First, Dijkstra and A* differ only in the ranking.
///
/// One iterate() expands one cell of one side: the side whose open list is smaller (Pohl's
/// cardinality rule, ties to the forward side), so that each search grows where growing is cheaper
/// and a start or goal shut in a small room is searched out from that end first.
///
/// Costs are directed: a step n → m costs m's entry cost times the step's length. The forward
/// search pays that as it steps onto m; the backward search, going from m back to its predecessor
/// n, pays the same amount, the entry cost of the cell it leaves. The corner rule is symmetric, so
/// a legal step from m to n is a legal step from n to m.
///
/// μ is the cheapest start–goal route seen so far: the least g_F(m) + g_B(m) over the cells both
/// searches have reached, updated whenever either gives a cell a cheaper route. The walk stops as
/// soon as no route cheaper than μ can remain (stopNow(), the rule per ranking), or when an open
/// list runs dry, and returns μ's route: the forward parents from the meeting cell back to the
/// start, then the backward parents on to the goal.
class BidirectionalSearch : public MapGridWalker {
public:
    enum class Ranking {
        Hops,              ///< key = moves (Breadth-First)
        Cost,              ///< key = g (Dijkstra)
        CostPlusHeuristic, ///< key = g + w·h, h toward the other end (A*)
    };

    CellView cellState(Coord c) const override;
    std::optional<Coord> current() const override;
    std::size_t openSize() const override { return m_side[0].open.size() + m_side[1].open.size(); }
    std::optional<Coord> meetingPoint() const override;

protected:
    explicit BidirectionalSearch(Ranking ranking) : m_ranking(ranking) {}

    void doReset() override;
    WalkState doIterate() override;

private:
    static constexpr std::uint8_t kNoParent = 0xFF;
    static constexpr int kForward = 0;
    static constexpr int kBackward = 1;

    /// Both searches' state of one cell, in 32 bytes: both sides' heap slots are kept here rather
    /// than in an array per side, and the flags share a byte.
    struct Node {
        double g[2];
        std::uint32_t epoch;          ///< the search the node belongs to (NodeTable)
        std::uint32_t slotPlusOne[2]; ///< the cell's place in each side's heap, plus one; 0: none
        std::uint8_t parentDir[2];    ///< heading from this cell to its parent in that search
        /// Bits 0–1 and 2–3: each side's CellVisit; bits 4 and 5: expanded by that side at least
        /// once in this search; bit 6: the side whose state cellState() reports (the last one to
        /// change it).
        std::uint8_t flags;

        CellVisit visit(int side) const { return static_cast<CellVisit>((flags >> (2 * side)) & 3u); }
        void setVisit(int side, CellVisit v) {
            flags = static_cast<std::uint8_t>((flags & ~(3u << (2 * side))) |
                                              (static_cast<unsigned>(v) << (2 * side)));
        }
        bool closedBefore(int side) const { return ((flags >> (4 + side)) & 1u) != 0; }
        void setClosedBefore(int side) { flags = static_cast<std::uint8_t>(flags | (1u << (4 + side))); }
        int shown() const { return (flags >> 6) & 1; }
        void setShown(int side) {
            flags = static_cast<std::uint8_t>((flags & ~(1u << 6)) | (static_cast<unsigned>(side) << 6));
        }
    };
    static_assert(sizeof(Node) == 32, "a node holds both sides in 32 bytes");

    /// A side's heap slots, in the nodes.
    struct NodeSlots {
        Node* nodes = nullptr;
        int side = 0;
        std::uint32_t& operator[](std::uint32_t cell) { return nodes[cell].slotPlusOne[side]; }
        std::uint32_t operator[](std::uint32_t cell) const { return nodes[cell].slotPlusOne[side]; }
    };

    /// One direction's search.
    struct Side {
        BasicOpenList<NodeSlots> open;
        Ranker rank;
        Coord target;           ///< the cell it searches toward (its h is measured to it)
        std::uint32_t root = 0; ///< the padded index it starts from
    };

    bool reopensClosed() const { return m_ranking == Ranking::CostPlusHeuristic; }
    double hValue(int side, Coord c) const;
    double keyOf(int side, double g, Coord c) const;
    /// The key of the side's best open cell, exactly (not rounded as its entry is).
    double topKey(int side) const;
    /// Whether μ is proven least, so that the walk may stop (see the .cpp for each ranking's rule).
    bool stopNow() const;
    /// Expands the best open cell of one side.
    void expand(int side);
    /// Gives `cell` the route g from its neighbour in heading parentDir on `side` and queues it.
    void open(int side, std::uint32_t cell, double g, std::uint8_t parentDir, bool inHeap);
    /// μ ← g_F + g_B at `cell` when both sides have reached it and that is cheaper.
    void meetAt(std::uint32_t cell);
    WalkState finish();
    /// The cells from the side's root to `cell` (backward: from the goal), by its parents.
    std::vector<Coord> routeTo(int side, std::uint32_t cell) const;
    /// The cell as one side sees it.
    CellView sideView(int side, Coord c) const;
    /// Sends an event about `cell` carrying its state on `side`.
    void emitState(SearchEventKind kind, int side, std::uint32_t cell) const;

    Ranking m_ranking;
    double m_hWeight = 0.0;  ///< w of key = g + w·h (0 without a heuristic)
    double m_hScale = 1.0;   ///< the map's least entry factor (estimateOnMap's scale)
    bool m_cellRule = false; ///< h scaled by the cell's own entry cost instead
    /// Cost of a step in heading d whose entered cell has step code c (1 when ranking by hops).
    double m_stepCost[kDirectionCount][MapGrid::kCodeCount] = {};
    NodeTable<Node> m_nodes;
    Side m_side[2];
    double m_mu = CellView::kInf;
    std::uint32_t m_meet = MapGrid::kNoCell;
    std::uint32_t m_current = MapGrid::kNoCell;
    bool m_ready = false; ///< start and goal exist and both are free
    LegalMoves m_moves;
};

/// Fewest moves from both ends; cell costs ignored.
class BidirectionalBreadthFirstWalker final : public BidirectionalSearch {
public:
    BidirectionalBreadthFirstWalker() : BidirectionalSearch(Ranking::Hops) {}
    const WalkerDescription& description() const override;
};

/// Least-cost paths from both ends.
class BidirectionalDijkstraWalker final : public BidirectionalSearch {
public:
    BidirectionalDijkstraWalker() : BidirectionalSearch(Ranking::Cost) {}
    const WalkerDescription& description() const override;
};

/// A* from both ends, each toward the other end; optimal with an admissible heuristic and w ≤ 1.
class BidirectionalAStarWalker final : public BidirectionalSearch {
public:
    BidirectionalAStarWalker() : BidirectionalSearch(Ranking::CostPlusHeuristic) {}
    const WalkerDescription& description() const override;
};

} // namespace pathfinder
