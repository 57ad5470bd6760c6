#pragma once

#include "pathfinder/search/walker.h"

#include "grid/legal_moves.h"
#include "search/cleared_node_table.h"
#include "search/search_parts.h"

#include <cstdint>
#include <string>
#include <vector>

namespace pathfinder {

/// IDA* (Korf 1985): depth-first search on f = g + h under a threshold. The first iteration's
/// threshold is h(start); an iteration that does not reach the goal raises it to the least f that
/// exceeded it, and the next starts again from the start. It keeps no closed list, only the current
/// path (a route never comes back to a cell on it) and the stack of routes still to try, so it
/// expands the same cells again in every iteration and along every route that reaches them.
///
/// With an admissible heuristic the goal it reaches is reached at least cost: every iteration
/// tries every route whose f stays within the threshold, and the threshold never passes the
/// optimum. One iterate() is one expansion, or the start of the next iteration once the stack is
/// empty; the expansions of all iterations are bounded by the node budget, past which it gives
/// up. IDA* alone cannot show a goal unreachable before it has tried every route; a goal in
/// another region is answered at once by the map's regions (MapGridWalker), unless it is told to
/// search unreachable goals, and a goal on a wall before any search.
///
/// What it shows is the iteration under way: the cells on the current path or waiting on the
/// stack Open, the cells it expanded and backed out of Closed, each with the route it was last seen
/// by.
class IdaStarWalker final : public MapGridWalker {
public:
    const WalkerDescription& description() const override;

    CellView cellState(Coord c) const override;
    std::optional<Coord> current() const override;
    std::size_t openSize() const override { return m_stack.size(); }
    /// "threshold f ≤ 12.5, iteration 4"; nothing before the first iteration.
    std::string searchNote() const override;

    /// The f an iteration's routes may not exceed.
    double threshold() const { return m_threshold; }
    /// The iteration under way, from 1; 0 before the first.
    std::uint32_t iteration() const { return m_iteration; }
    /// The expansions it may make in all, as the settings give them (node-budget, 0 = 100 × cells).
    std::uint64_t budget() const { return m_budget; }

protected:
    void doReset() override;
    WalkState doIterate() override;

private:
    static constexpr std::uint8_t kNoParent = 0xFF;

    /// A route waiting on the stack: its last cell, reached from path[depth − 1].
    struct Pending {
        std::uint32_t cell;
        std::uint32_t depth;
        double g;
        std::uint8_t parentDir; ///< heading from the cell to its parent
    };
    /// What is shown of a cell in the iteration under way (NodeTable stamps the iteration).
    struct Shown {
        double g;
        std::uint32_t epoch;
        CellVisit visit;
        std::uint8_t parentDir;
    };

    void startIteration(double threshold);
    /// Takes the current path back to `depth` cells, closing the cells it leaves.
    void unwindTo(std::size_t depth);
    void show(std::uint32_t cell, double g, std::uint8_t parentDir, CellVisit visit, SearchEventKind kind);
    double hOf(std::uint32_t cell) const;

    LegalMoves m_moves;
    double m_stepCost[kDirectionCount][MapGrid::kCodeCount] = {};
    Ranker m_rank; ///< orders the children of an expansion by f and the tie-break
    NodeTable<Shown> m_shown;
    /// A cell's marks; all zero for a cell the walk has not expanded.
    struct Marks {
        std::uint8_t onPath;   ///< on the current path
        std::uint8_t expanded; ///< expanded at least once in this walk
    };
    /// In zero-filled pages, so that a reset zeroes only the blocks the last walk expanded in.
    ClearedNodeTable<Marks> m_marks;
    std::vector<std::uint32_t> m_path; ///< the current path, from the start
    std::vector<Pending> m_stack;
    double m_threshold = 0.0;
    double m_nextThreshold = 0.0; ///< the least f that exceeded the threshold in this iteration
    std::uint32_t m_iteration = 0;
    std::uint64_t m_budget = 0;
    std::uint32_t m_startCell = 0;
    std::uint32_t m_goalCell = 0;
    Coord m_goal;
    std::uint32_t m_current = MapGrid::kNoCell;
    bool m_ready = false; ///< start and goal exist and are free
};

} // namespace pathfinder
