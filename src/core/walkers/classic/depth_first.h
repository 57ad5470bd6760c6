#pragma once

#include "pathfinder/search/walker.h"

#include "grid/legal_moves.h"
#include "search/cleared_node_table.h"

#include <cstdint>
#include <vector>

namespace pathfinder {

/// Depth-first search with iterative deepening on the number of moves. Each round is a
/// depth-limited search from the start; the limit starts at the obstacle-free move count and
/// grows by one while some branch was cut off by it, so the path found has the fewest moves.
/// One iterate() takes one entry off the stack.
///
/// Because a round prunes every route that reaches a cell no shallower than before, round L
/// reaches exactly the cells within L moves of the start. So when a round reaches no more cells
/// than the one before, no deeper round can either, and the goal is unreachable.
class DepthFirstWalker final : public MapGridWalker {
public:
    const WalkerDescription& description() const override;

    CellView cellState(Coord c) const override;
    std::optional<Coord> current() const override;
    std::size_t openSize() const override { return m_stack.size(); }

    /// The depth limit of the round under way.
    std::uint32_t depthLimit() const { return m_limit; }
    /// Rounds started since the last reset (the first included).
    std::uint64_t rounds() const { return m_rounds; }
    /// Per-cell entries the round starts since the last reset have cleared, for tests: the work a
    /// round start does besides its iterations.
    std::uint64_t clearedCells() const { return m_clearedCells; }

protected:
    void doReset() override;
    WalkState doIterate() override;

private:
    /// The depth of a cell not reached in this round.
    static constexpr std::uint32_t kUnreached = 0xFFFFFFFFu;
    /// The heading of a cell with no parent (the start, or a cell not reached).
    static constexpr std::uint8_t kNoParent = 0xFF;

    struct Frame {
        std::uint32_t cell;
        std::uint32_t depth;
    };
    /// What a round knows of a cell; all zero when the round has not reached it. The depth and the
    /// heading are kept one up, so that taking one off a zero gives kUnreached and kNoParent.
    struct Node {
        std::uint32_t depthPlusOne; ///< least depth the cell was reached at in this round, + 1
        std::uint8_t parentPlusOne; ///< heading from the cell to its parent, + 1
        std::uint8_t expanded;      ///< taken off the stack in this round
        std::uint8_t closed;        ///< expanded, and not put back on the stack since
        std::uint8_t unused;
    };
    static_assert(sizeof(Node) == 8, "eight nodes to a 64-byte cache line");

    std::uint32_t depthOf(std::uint32_t cell) const { return m_nodes[cell].depthPlusOne - 1u; }
    std::uint8_t parentOf(std::uint32_t cell) const {
        return static_cast<std::uint8_t>(m_nodes[cell].parentPlusOne - 1u);
    }

    void startRound();
    std::vector<Coord> tracePath(std::uint32_t cell) const;

    /// The nodes in zero-filled pages, so that a reset on a big map zeroes only the blocks the last
    /// walk wrote and a page no round reaches takes no memory.
    ClearedNodeTable<Node> m_nodes;
    /// The cells this round reached, so that the next round clears those and not the whole map.
    std::vector<std::uint32_t> m_reachedCells;
    std::vector<Frame> m_stack;
    std::uint32_t m_limit = 0;
    std::uint64_t m_rounds = 0;
    std::uint64_t m_clearedCells = 0;
    bool m_cutOff = false;           ///< a node in this round had neighbours beyond the limit
    std::size_t m_reached = 0;       ///< distinct cells reached in this round
    std::size_t m_reachedBefore = 0; ///< distinct cells reached in the previous round
    bool m_ready = false;
    std::uint32_t m_startCell = 0;
    std::uint32_t m_goalCell = 0;
    std::uint32_t m_current = MapGrid::kNoCell;
    LegalMoves m_moves; ///< for the padded-index offsets of the headings
};

} // namespace pathfinder
