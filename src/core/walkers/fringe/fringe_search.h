#pragma once

#include "pathfinder/search/walker.h"

#include "basics/zeroed_pages.h"
#include "grid/legal_moves.h"
#include "search/search_parts.h"

#include <cstdint>
#include <string>
#include <vector>

namespace pathfinder {

/// Fringe Search (Björnsson, Enzenberger, Holte & Schaeffer 2005): IDA*'s thresholds without its
/// repeated work. The fringe is one doubly linked list over the cells, walked from left to right in
/// passes. A cell whose f = g + h is within the threshold flimit is expanded: its children are
/// put right after it (taken out of the list first if they were in it), so the same pass visits
/// them, and it leaves the list. A cell above the threshold stays, and the least such f becomes
/// the next pass's flimit. The list is IDA*'s "now" (the part still to visit in this pass) and
/// "later" (the part already passed) in one. Each cell's g, h and parent stay in a cache (a
/// NodeTable) for the whole search, so no cell is expanded twice along the same route, and a
/// cheaper route to a cell already expanded puts it back on the fringe.
///
/// With an admissible heuristic the path is least-cost: a pass expands only cells with f within a
/// threshold that never passes the optimum. One iterate() visits one cell, expanded or passed over
/// (the start of a pass included). A goal in another region is answered at once by the map's
/// regions (MapGridWalker), unless it is told to search unreachable goals.
class FringeSearchWalker final : public MapGridWalker {
public:
    const WalkerDescription& description() const override;

    CellView cellState(Coord c) const override;
    std::optional<Coord> current() const override;
    std::size_t openSize() const override { return m_listSize; }
    /// "threshold f ≤ 12.5, pass 4"; nothing before the first pass.
    std::string searchNote() const override;

    /// The f a pass expands up to.
    double threshold() const { return m_threshold; }
    /// The pass under way, from 1; 0 before the first.
    std::uint32_t pass() const { return m_pass; }

protected:
    void doReset() override;
    WalkState doIterate() override;

private:
    struct Node {
        double g;
        double h;
        std::uint32_t epoch; ///< the search the node belongs to (NodeTable)
        CellVisit visit;     ///< Open while on the fringe, Closed once expanded and off it
        std::uint8_t parentDir;
        bool expandedBefore;
    };

    double hOf(std::uint32_t cell) const;
    /// Links `cell` into the fringe right after `after` (the list's head for kHead).
    void linkAfter(std::uint32_t after, std::uint32_t cell);
    void unlink(std::uint32_t cell);
    WalkState expand(std::uint32_t cell);

    LegalMoves m_moves;
    double m_stepCost[kDirectionCount][MapGrid::kCodeCount] = {};
    NodeTable<Node> m_nodes;
    /// A cell's neighbours on the fringe.
    struct Link {
        std::uint32_t next;
        std::uint32_t prev;
    };
    /// The fringe: the links of each cell on it; index m_head is the list's head, before the first
    /// cell and after the last (a circular list with one sentinel). A link is read only while its
    /// cell is on the list, so the array is never cleared, and in zero-filled pages its memory
    /// follows the cells the searches put on the fringe, not the map.
    ZeroedArray<Link> m_links;
    std::uint32_t m_head = 0;
    std::size_t m_listSize = 0;
    std::uint32_t m_cursor = 0; ///< the cell the next iterate() visits; m_head at the end of a pass
    double m_threshold = 0.0;
    double m_nextThreshold = 0.0; ///< the least f above the threshold seen in this pass
    std::uint32_t m_pass = 0;
    std::uint32_t m_goalCell = 0;
    Coord m_goal;
    std::uint32_t m_current = MapGrid::kNoCell;
    bool m_ready = false; ///< start and goal exist and the start is free
};

} // namespace pathfinder
