#pragma once

#include "pathfinder/search/recent_trail.h"
#include "pathfinder/search/walker.h"

#include "search/cleared_node_table.h"

#include <cstdint>
#include <optional>
#include <vector>

namespace pathfinder {

/// Base of the agents that do not plan (Random Bounce, Wall Trace): one iterate() moves the
/// agent to one neighbouring cell, chosen by the subclass from what it sees around it.
///
/// The base keeps the walk in memory bounded by the map, however long the walk: how often each
/// cell was stood on, the direction in which the agent last left each cell, the most recent cells
/// of the trail (RecentTrail), the agent's cell and heading, the cost walked and the step limit.
/// The walk ends when the agent steps onto the goal, when the subclass finds no legal move at all
/// (UnableToReachGoal), when the subclass detects a loop, or when the step limit is used up (both
/// UnableToReachGoal with stats().gaveUp set).
///
/// At the goal, path() is the route the walk found: the walk with its loops erased, got by
/// following from the start the direction in which the agent last left each cell (each such step
/// leads to a cell left later still, so the route never repeats a cell and ends at the goal). It
/// is the chronological loop erasure of the walk. The stats count the walk as it was made:
/// pathSteps is the number of moves and pathCost what they cost, revisits included.
///
/// The agent looks only at the cells around it, so walls added or removed during a walk simply
/// change what it sees next; the goal and, for Wall Trace, the start–goal line are those of the
/// last reset(). A grid resized since reset() ends the walk (UnableToReachGoal).
///
/// Stats: every move counts one expansion and one generation, so expanded is the number of
/// steps; revisits and distinctCells follow the walk. The optimal cost is left to the runner,
/// as for every walker.
class ReactiveWalker : public MapGridWalker {
public:
    /// visits = times the agent stood on the cell; visit = Closed once it has, else Unseen.
    CellView cellState(Coord c) const override;
    std::optional<Coord> current() const override;
    std::optional<Direction> heading() const override { return m_heading; }
    /// The most recent cells of the walk (all of them for a walk of up to 65 536 steps).
    const std::vector<Coord>& trail() const override { return m_trail.cells(); }
    /// What decide() recorded for the last move, or the step limit that ended the walk.
    AgentDecision lastDecision() const override { return m_decision; }

    /// Moves the agent may make: the maxSteps setting, or 20 × the grid's cells when it is 0.
    std::uint64_t stepLimit() const { return m_stepLimit; }

protected:
    /// What the agent does on one iterate().
    struct Decision {
        enum class Kind {
            Move,  ///< step in `direction` (which must be a legal step)
            Stuck, ///< no legal step exists from here: the goal is unreachable
            Loop,  ///< the agent has detected that it goes round in circles: give up
        };
        Kind kind = Kind::Stuck;
        Direction direction = Direction::N;

        static Decision move(Direction d) { return {Kind::Move, d}; }
        static Decision stuck() { return {Kind::Stuck, Direction::N}; }
        static Decision loop() { return {Kind::Loop, Direction::N}; }
    };

    void doReset() final;
    WalkState doIterate() final;

    /// Records why decide() chooses what it returns, for lastDecision(): filled as it decides, put
    /// into words only when asked.
    void decided(const AgentDecision& why) { m_decision = why; }
    /// The record of the move being decided, to fill in place (the hottest agents' way of decided()).
    AgentDecision& decision() { return m_decision; }

    /// Called at the end of every reset(), after the base has put the agent on the start.
    virtual void resetAgent() = 0;
    /// Chooses the next step. Called only while the agent is on a free cell that is not the goal.
    virtual Decision decide() = 0;

    /// Where the agent stands; valid when called from resetAgent() or decide() on a ready walk.
    Coord agent() const { return m_agent; }
    Coord goal() const { return m_goal; }
    /// True when start and goal exist and both are free.
    bool ready() const { return m_ready; }
    /// The cell the agent stood on before its last move, if it has moved.
    std::optional<Coord> previous() const { return m_previous; }

    /// The heading that points most directly at the goal from `from` (≠ goal), as the original
    /// testbed's setDirection: with 8 neighbours the signs of dx and dy (diagonal when both are
    /// non-zero); with 4 neighbours the axis of the larger |d|, x on a tie. On hex maps the hex
    /// neighbour fewest hexes from the goal, the one with the nearer centre among those.
    Direction headingToGoal(Coord from) const;

private:
    std::size_t cellIndex(Coord c) const;
    void moveAgent(Direction d);
    /// Ends the walk at the goal with the loop-erased route and the walk's own figures.
    WalkState arrive();
    std::vector<Coord> loopErasedRoute() const;

    RecentTrail m_trail;
    /// What the walk left on a cell; all zero for a cell the agent has not stood on.
    struct CellRecord {
        std::uint32_t visits;  ///< times the agent stood on the cell
        std::uint8_t lastExit; ///< 1 + the heading it was last left in; 0 never
        std::uint8_t unused[3];
    };
    /// Indexed like the grid's cells, in zero-filled pages: a reset zeroes only the blocks the last
    /// walk stood on, and a page the agent never reaches takes no memory.
    ClearedNodeTable<CellRecord> m_cells;
    double m_walkedCost = 0.0;
    std::optional<Coord> m_previous;
    Coord m_start;
    Coord m_agent;
    Coord m_goal;
    std::optional<Direction> m_heading;
    AgentDecision m_decision;
    int m_width = 0; ///< the grid's size at reset()
    int m_height = 0;
    std::uint64_t m_steps = 0;
    std::uint64_t m_stepLimit = 0;
    bool m_ready = false;
};

} // namespace pathfinder
