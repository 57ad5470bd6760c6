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

/// ARA*, Anytime Repairing A* (Likhachev, Gordon & Thrun 2003): a weighted A* whose weight ε
/// starts at WalkerSettings::initialWeight and falls by weightStep (the last step clamped to 1)
/// after each solution, each search reusing the effort of the ones before.
///
/// Within a search (ImprovePath) the open list is ranked by g + ε·h; a cell whose g falls after
/// it was expanded in this search goes to INCONS instead of back on the open list. The search
/// ends once g(goal) is not above the least key on the open list: the solution found costs
/// g(goal), proved within ε' = min(ε, g(goal) / min over OPEN ∪ INCONS of g + h) of the optimum
/// (1 when both are empty). Each solution is kept as an AnytimeSolution (solutions()). The next
/// search moves INCONS onto the open list, re-ranks it under the lower ε and forgets CLOSED.
///
/// One iterate() is one expansion. The walk ends, reaching the goal, once a solution is proved
/// within 1 (optimal); path() is that final path only, since it is the walker's path once the walk
/// has ended; the solutions before it are read from solutions().
class AraStarWalker final : public MapGridWalker {
public:
    const WalkerDescription& description() const override;

    CellView cellState(Coord c) const override;
    std::optional<Coord> current() const override { return coordOfCell(m_current); }
    std::size_t openSize() const override { return m_open.size(); }
    std::vector<AnytimeSolution> solutions() const override { return m_solutions; }

    /// The weight of the search under way.
    double weight() const { return m_epsilon; }

protected:
    void doReset() override;
    WalkState doIterate() override;
    std::string searchNote() const override;

private:
    static constexpr std::uint8_t kIncons = 1; ///< Node::flags: listed in INCONS

    /// A cell's state. All bytes zero (epoch 0) means unseen: g is then +infinity.
    struct Node {
        double g;               ///< the least cost from the start found so far
        double f;               ///< g + ε·h under the ε of its last change, as last reported
        std::uint32_t epoch;    ///< the walk the node belongs to
        std::uint32_t closed;   ///< the search (1, 2, …) that expanded it last; 0 = never
        std::uint8_t parentDir; ///< heading to its parent; kNoParentHeading at the start
        std::uint8_t flags;
    };

    Node& nodeAt(std::uint32_t cell);
    double gOf(std::uint32_t cell) const { return m_nodes.seen(cell) ? m_nodes[cell].g : kInfinity; }
    double h(Coord at) const;
    OpenEntry entryOf(std::uint32_t cell, double g);
    void expand(std::uint32_t cell);
    /// The search under way has ended: g(goal) is not above the least key on the open list.
    bool improveDone() const;
    /// Records the solution of the search that ended; true when it is proved optimal.
    bool recordSolution();
    /// Lowers ε and begins the next search from OPEN ∪ INCONS.
    void nextSearch();
    Coord coordOf(std::uint32_t cell) const { return gridRef().coordOf(cell); }

    static constexpr double kInfinity = CellView::kInf;

    NodeTable<Node> m_nodes;
    std::size_t m_cells = 0;
    IndexedHeap<OpenEntry, OpenEntry::Before> m_open;
    Ranker m_rank;
    LegalMoves m_moves;
    double m_stepCost[kDirectionCount][MapGrid::kCodeCount] = {};
    std::vector<std::uint32_t> m_incons;  ///< cells whose g fell after their expansion in this search
    std::vector<std::uint32_t> m_pending; ///< OPEN ∪ INCONS between two searches
    std::vector<AnytimeSolution> m_solutions;
    double m_epsilon = 1.0;
    double m_hScale = 1.0;
    std::uint32_t m_search = 1; ///< the search under way, counted from 1
    std::uint32_t m_startCell = 0;
    std::uint32_t m_goalCell = 0;
    Coord m_start;
    Coord m_goal;
    std::size_t m_current = MapGrid::kNoCell;
    std::int64_t m_spentNs = 0; ///< time spent in iterate() since the walk began
    bool m_ready = false;
};

} // namespace pathfinder
