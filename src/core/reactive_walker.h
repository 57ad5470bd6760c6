#pragma once

#include "pathfinder/walker.h"

#include <cstdint>
#include <optional>
#include <vector>

namespace pathfinder {

/// Base of the agents that do not plan (Random Bounce, Wall Trace): one iterate() moves the
/// agent to one neighbouring cell, chosen by the subclass from what it sees around it.
///
/// The base keeps the walk: the trail of cells (revisits included), how often each cell was
/// stood on, the agent's cell and heading, and the step limit. The walk ends when the agent
/// steps onto the goal (the path is then the whole trail), when the subclass finds no legal
/// move at all (UnableToReachGoal), when the subclass detects a loop, or when the step limit is
/// used up (both UnableToReachGoal with stats().gaveUp set).
///
/// The agent looks only at the cells around it, so walls added or removed during a walk simply
/// change what it sees next; the goal and, for Wall Trace, the start–goal line are those of the
/// last reset(). A grid resized since reset() ends the walk (UnableToReachGoal).
///
/// Stats: every move counts one expansion and one generation, so expanded is the number of
/// steps; revisits and distinctCells follow the trail. The optimal cost is left to the runner,
/// as for every walker.
class ReactiveWalker : public MapGridWalker {
public:
    /// visits = times the agent stood on the cell; visit = Closed once it has, else Unseen.
    CellView cellState(Coord c) const override;
    std::optional<Coord> current() const override;
    std::optional<Direction> heading() const override { return m_heading; }
    const std::vector<Coord>& trail() const override { return m_trail; }

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
    std::optional<Coord> previous() const;

    /// The heading that points most directly at the goal from `from` (≠ goal), as the original
    /// testbed's setDirection: with 8 neighbours the signs of dx and dy (diagonal when both are
    /// non-zero); with 4 neighbours the axis of the larger |d|, x on a tie.
    Direction headingToGoal(Coord from) const;

private:
    std::size_t cellIndex(Coord c) const;
    void moveAgent(Direction d);

    std::vector<Coord> m_trail;
    std::vector<std::uint32_t> m_visits;
    Coord m_agent;
    Coord m_goal;
    std::optional<Direction> m_heading;
    int m_width = 0; ///< the grid's size at reset()
    int m_height = 0;
    std::uint64_t m_steps = 0;
    std::uint64_t m_stepLimit = 0;
    bool m_ready = false;
};

} // namespace pathfinder
