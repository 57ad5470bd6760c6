#pragma once

#include "pathfinder/grid/map_grid.h"
#include "pathfinder/search/recent_trail.h"
#include "pathfinder/search/walker.h"

#include <cstdint>
#include <vector>

namespace pathfinder {

/// An agent that stands on the grid's start and walks the walker's plan one cell per step while
/// the map may change under it.
///
/// The agent is the grid's start: each step moves the start one cell. Every other edit of the
/// grid reaches the walker through MapGridWalker::notifyChange(), so a dynamic walker repairs
/// (D*, PathJoiner) and any other walker plans afresh from the agent's cell. The agent never
/// steps into a wall and stops at the goal, or when the goal cannot be reached (or when even a
/// plan made afresh holds a step the movement refuses). A stuck agent
/// walks on after a change that may have opened a way; one that has arrived walks on when the
/// goal moves away.
class Agent {
public:
    enum class State { Walking, Arrived, Stuck };

    /// Binds to a grid that the caller keeps editing and to a walker already set up on it.
    /// Both must outlive the agent.
    Agent(MapGrid& grid, MapGridWalker& walker);
    ~Agent();
    Agent(const Agent&) = delete;
    Agent& operator=(const Agent&) = delete;

    /// Brings the plan up to date if it needs it (iterating the walker to the end), then moves
    /// one cell along it. Returns the state after the step.
    State step();
    /// Carries the planning or repair that the next step needs forward by at most `maxIterations`
    /// walker iterations, so that a caller can spread a long search over several frames. True
    /// when the next step needs no more planning.
    bool planAhead(std::uint64_t maxIterations);
    /// True while the plan is out of date (the next step must plan or repair first).
    bool needsPlanning() const { return m_stale; }

    /// With `on`, a change after which the walker would build something from the whole map at its
    /// reset (MapGridWalker::needsPreparation: a subgoal graph) is not passed on at once: the
    /// walker waits, awaitsPreparation() turns true, and planAhead() makes no progress until the
    /// caller has had the work done elsewhere (MapGridWalker::preparation(), run on a worker, then
    /// adopt()). step() still builds it on the spot. Off by default.
    void setDeferBuilds(bool on) { m_deferBuilds = on; }
    /// True while the walker waits for such a build before it can plan.
    bool awaitsPreparation() const;

    State state() const { return m_state; }
    /// True when the agent is stuck because even a plan made afresh held a step the movement
    /// refuses (a fault of the walker), not because the goal cannot be reached.
    bool stoppedOnMisfit() const { return m_state == State::Stuck && m_misfitStop; }
    /// The most recent cells the agent has stood on, in order (RecentTrail: from where it began,
    /// for a walk of up to 65 536 moves).
    const std::vector<Coord>& trail() const { return m_trail.cells(); }
    /// Walker expansions spent on planning and repairs so far.
    std::uint64_t planningExpansions() const { return m_planningExpansions; }
    /// Times the walker had to plan or repair (the first plan included).
    std::uint64_t plans() const { return m_plans; }
    /// Walker expansions spent on the latest plan or repair.
    std::uint64_t lastPlanExpansions() const { return m_lastPlanExpansions; }
    /// The part of the current plan still ahead, from the agent's cell to the goal; empty when
    /// there is no plan or it is out of date.
    std::vector<Coord> remainingPlan() const;

private:
    void onChange(const GridChange& change);
    /// Resets the walker for a change whose reset was put off (setDeferBuilds), building here.
    void resetIfDue();

    MapGrid& m_grid;
    MapGridWalker& m_walker;
    MapGrid::ListenerId m_listener = 0;
    bool m_moving = false;   ///< the agent itself is moving the start
    bool m_stale = true;     ///< the walker must plan before the next step
    bool m_planning = false; ///< planAhead() has begun the planning the next step needs
    bool m_deferBuilds = false;
    bool m_resetDue = false; ///< a change reached the walker's map; its reset was put off
    /// Since the last change of the map, a plan did not fit it and the walker planned afresh.
    bool m_replannedForMisfit = false;
    bool m_misfitStop = false; ///< the last Stuck came from a plan that did not fit
    std::uint64_t m_planStartExpanded = 0;
    std::uint64_t m_planIterations = 0;
    std::size_t m_planIndex = 0;
    std::vector<Coord> m_plan;
    RecentTrail m_trail;
    State m_state = State::Walking;
    std::uint64_t m_planningExpansions = 0;
    std::uint64_t m_plans = 0;
    std::uint64_t m_lastPlanExpansions = 0;
};

} // namespace pathfinder
