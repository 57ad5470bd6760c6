#pragma once

#include "pathfinder/search/walker.h"

#include "grid/legal_moves.h"
#include "search/indexed_heap.h"
#include "search/open_list.h"
#include "search/search_parts.h"

#include <cstdint>
#include <string>
#include <vector>

namespace pathfinder {

/// A* with a bounded open list and no closed list: when an opened cell makes the open list hold
/// more than open-bound cells, the cell with the worst f (the last the list would give out) is
/// dropped. It saves memory and time and may lose the cheapest route, or every route, with what
/// it drops.
///
/// Without a closed list, a cell is opened again only with a smaller g than it ever had, whether it
/// is open, expanded or dropped: a dropped cell comes back only by a cheaper route, and the work is
/// bounded because a cell's g only falls. When the open list runs empty the goal is unreachable if
/// nothing was dropped, and otherwise the search gave up: the dropped cells might have led there.
/// With a bound of at least the map's cells nothing is dropped and it finds what A* finds.
///
/// The open list is two indexed heaps over the same entries: one gives the best entry, the other the
/// worst, and a cell leaves both together.
class BoundedAStarWalker final : public MapGridWalker {
public:
    const WalkerDescription& description() const override;

    CellView cellState(Coord c) const override;
    std::optional<Coord> current() const override;
    std::size_t openSize() const override { return m_best.size(); }
    /// "dropped 12 cells (open bound 100)", or nothing while it has dropped none.
    std::string searchNote() const override;

    /// Cells dropped from the full open list so far.
    std::uint64_t dropped() const { return m_dropped; }

protected:
    void doReset() override;
    WalkState doIterate() override;

private:
    static constexpr std::uint8_t kNoParent = kNoParentHeading;

    struct Node {
        double g;            ///< the least g it was opened with
        std::uint32_t epoch; ///< the search the node belongs to (NodeTable)
        CellVisit visit;     ///< Unseen again once dropped
        std::uint8_t parentDir;
        bool expanded; ///< expanded at least once in this search
    };
    /// The worst entry first: the reverse of the open list's order.
    struct WorseFirst {
        bool operator()(const OpenEntry& a, const OpenEntry& b) const { return OpenEntry::Before{}(b, a); }
    };

    double hOf(Coord c) const;
    /// Opens the cell, or re-ranks it, with this route; drops the worst cell if the list is too long.
    void open(std::uint32_t cell, double g, std::uint8_t parentDir, Coord at);
    std::vector<Coord> tracePath(std::uint32_t goalCell) const;

    LegalMoves m_moves;
    double m_stepCost[kDirectionCount][MapGrid::kCodeCount] = {};
    Ranker m_rank;
    NodeTable<Node> m_nodes;
    IndexedHeap<OpenEntry, OpenEntry::Before> m_best;
    IndexedHeap<OpenEntry, WorseFirst> m_worst;
    std::uint64_t m_bound = 1;
    std::uint64_t m_dropped = 0;
    std::uint32_t m_goalCell = 0;
    Coord m_goal;
    std::uint32_t m_current = MapGrid::kNoCell;
    bool m_ready = false;
};

} // namespace pathfinder
