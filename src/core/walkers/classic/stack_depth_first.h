#pragma once

#include "pathfinder/search/walker.h"

#include "grid/legal_moves.h"
#include "search/search_parts.h"

#include <cstdint>
#include <vector>

namespace pathfinder {

/// Depth-first search with a stack and no deepening: the search as students first write it. It
/// takes the newest cell off the stack, marks it visited and pushes its unvisited neighbours so that
/// they come off in the original testbed's order (the Direction order: N, NE, E, … clockwise), so it
/// runs as far north as it can, then north-east, and so on, and keeps the first route that reaches
/// the goal: a winding path, far from the shortest. The visited mark makes it expand each cell once,
/// so it ends: it finds the goal whenever it can be reached (complete), not the cheapest route.
/// Cell costs do not steer it; its path is priced by them.
///
/// One iterate() expands one cell; entries of cells visited since they were pushed are dropped
/// unexpanded. The first entry of a cell to come off the stack is the one pushed last, whose route
/// the cell shows while it waits.
class StackDepthFirstWalker final : public MapGridWalker {
public:
    const WalkerDescription& description() const override;

    CellView cellState(Coord c) const override;
    std::optional<Coord> current() const override;
    std::size_t openSize() const override { return m_stack.size(); }

protected:
    void doReset() override;
    WalkState doIterate() override;

private:
    static constexpr std::uint8_t kNoParent = kNoParentHeading;

    /// A cell's node in a NodeTable: zero-filled pages stamped with the search, so that a reset
    /// costs nothing per cell and only the pages of cells reached take memory.
    struct Node {
        double g;            ///< cost of the route it shows
        std::uint32_t epoch; ///< the search that wrote it
        CellVisit visit;
        std::uint8_t parentDir; ///< heading to the cell that pushed it last
    };

    std::vector<Coord> tracePath(std::uint32_t cell) const;
    CellVisit visitOf(std::uint32_t cell) const {
        return m_nodes.seen(cell) ? m_nodes[cell].visit : CellVisit::Unseen;
    }

    NodeTable<Node> m_nodes;
    std::vector<std::uint32_t> m_stack; ///< cells waiting, the newest last
    double m_stepCost[kDirectionCount][MapGrid::kCodeCount] = {};
    std::uint32_t m_goalCell = 0;
    std::uint32_t m_current = MapGrid::kNoCell;
    bool m_ready = false;
    LegalMoves m_moves;
};

} // namespace pathfinder
