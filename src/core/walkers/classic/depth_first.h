#pragma once

#include "pathfinder/search/walker.h"

#include "grid/legal_moves.h"

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

    struct Frame {
        std::uint32_t cell;
        std::uint32_t depth;
    };

    void startRound();
    std::vector<Coord> tracePath(std::uint32_t cell) const;

    std::vector<std::uint32_t> m_depth;   ///< least depth a cell was reached at in this round
    std::vector<std::uint8_t> m_parent;   ///< heading from a cell to its parent in this round
    std::vector<std::uint8_t> m_expanded; ///< taken off the stack in this round
    std::vector<std::uint8_t> m_closed;   ///< expanded, and not put back on the stack since
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
