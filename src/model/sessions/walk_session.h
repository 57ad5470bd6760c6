#pragma once

#include "pathfinder/grid/footprint.h"
#include "pathfinder/grid/map_grid.h"
#include "pathfinder/search/recent_trail.h"
#include "pathfinder/search/walker.h"
#include "pathfinder/walkers/agents/agent.h"
#include "pathfinder/walkers/agents/sight.h"

#include "machine/run_settings.h"

#include <chrono>
#include <cstdint>
#include <memory>
#include <optional>
#include <vector>

namespace pathfinder::app {

/// What a walk has cost so far: the repairs (or fresh plans) of the walker after map changes, and
/// what an A* search from scratch would have cost for the same changes.
struct WalkCounters {
    std::uint64_t moves = 0; ///< cells the agent has moved
    double walkedCost = 0.0; ///< what its moves cost, each priced on the map as it was when it was made
    std::uint64_t firstPlanExpanded = 0; ///< expansions of the plan made before the first move
    std::uint64_t repairs = 0;           ///< plans or repairs after map changes
    std::uint64_t repairExpanded = 0;    ///< their expansions, all together
    std::uint64_t lastRepairExpanded = 0;
    std::uint64_t scratchExpanded = 0; ///< A* from the agent's cell after each of those changes
    std::uint64_t lastScratchExpanded = 0;
    std::int64_t lastRepairNs = 0; ///< time of the latest repair
    /// What the walker built from the whole map before that repair (its subgoal graph), on a
    /// worker, apart from lastRepairNs; 0 for walkers that build nothing of the kind.
    std::int64_t lastRepairBuildNs = 0;
    std::int64_t lastScratchNs = 0; ///< time of A* from scratch for the same change
};

/// An agent walking the map while the user edits it: the model of the app's Walk mode, free of
/// any window.
///
/// The walk happens on its own copy of the map (the world), so that the agent's moves are not
/// edits of the document: the document keeps its start and its undo history. Every edit of the
/// document is mirrored into the world with mirror(); the walker hears of it there and repairs
/// (D*, PathJoiner) or plans afresh from the agent's cell (any other search). Searches walk with
/// the core's Agent; the reactive walkers (Random Bounce, Wall Trace) are agents already and take
/// one of their own steps per move, seeing the changed map as they go.
class WalkSession {
public:
    enum class State {
        Walking,
        Arrived,
        Stuck,  ///< the goal cannot be reached from the agent's cell (a change may open a way)
        GaveUp, ///< a reactive walker stopped by its step limit or a detected loop
    };

    /// Copies `map` (which must have a start and a goal) and sets the walker of `settings` up on
    /// the copy, unless it would first build something from the whole map (a subgoal graph): that
    /// is then left to preparation() and prepared(), or done by the first step().
    WalkSession(const MapGrid& map, const RunSettings& settings);

    /// A number no other walk of this process has, from 1: what tells two walks apart in a record.
    std::uint64_t id() const { return m_id; }
    ~WalkSession();
    WalkSession(const WalkSession&) = delete;
    WalkSession& operator=(const WalkSession&) = delete;

    using Clock = std::chrono::steady_clock;

    /// One move of the agent (after whatever planning or repair it needs first, done at once).
    State step();
    /// True while the agent's plan is out of date: the walker must plan or repair (and A* from
    /// scratch run for comparison) before the next move.
    bool planning() const;
    /// Carries that work forward until it is done or `deadline` has passed, so that a long search
    /// is spread over several frames and the window stays responsive. While needsPreparation() it
    /// does nothing.
    void plan(Clock::time_point deadline);

    /// True while the walker waits for something built from the whole world (its subgoal graph,
    /// at the start of the walk and after each change of the cells) before it can plan: to be
    /// built elsewhere from preparation() and given back with prepared(). O(1).
    bool needsPreparation() const;
    /// That work, on a copy of the map walked, to run on any thread; nullptr when there is none.
    std::unique_ptr<WalkerPreparation> preparation() const;
    /// Gives the walker a preparation that has run (one made for other cells is ignored).
    void prepared(WalkerPreparation& preparation);
    /// Whether the walker has been set up on the world (else walker() is not to be shown).
    bool setUp() const { return !m_setupDue; }
    State state() const { return m_state; }
    bool ended() const { return m_state != State::Walking; }

    /// Applies a change of the document `map` to the world. A moved start puts the agent there;
    /// a map of another size cannot be mirrored: returns false, and the walk should end.
    bool mirror(const MapGrid& map, const GridChange& change);

    /// The world: the map as the agent sees it. For a unit of one cell its start is the agent's cell.
    const MapGrid& world() const { return m_world; }
    /// With limited sight (RunSettings::sight): the true map, the document's mirrored here, while the
    /// world is what the agent has seen of it, unseen cells taken as free (freeSpaceMap()). Nothing
    /// while the agent knows the whole map.
    const MapGrid* truth() const { return m_truth.get(); }
    /// True when the agent has seen the cell (every cell while it knows the whole map).
    bool seen(Coord c) const;
    /// Why the agent knows the whole map though limited sight was asked for (hex cells, a larger
    /// unit), or empty.
    const std::string& sightNote() const { return m_sightNote; }
    /// The unit's size as walked (1 when the map cannot hold a larger unit: it walks as one cell).
    int unitSize() const { return m_footprint ? m_footprint->size() : 1; }
    const MapGridWalker& walker() const { return *m_walker; }
    /// Where the walker's events go (the from-scratch comparison's are not sent).
    void setListener(SearchListener* listener) { m_walker->setListener(listener); }
    Coord position() const;
    /// The most recent cells stood on, in order (RecentTrail: memory bounded however long the walk).
    const std::vector<Coord>& trail() const { return m_trail.cells(); }
    /// Times the agent stood on a cell (0 outside the map).
    std::uint32_t visits(Coord c) const;
    /// The part of the plan still ahead (searches); while a repair is due, the route before the
    /// change from the agent's cell on. Empty for reactive walkers.
    std::vector<Coord> route() const;
    /// Cells of the route that the latest repair changed (PathJoiner's splice); may be empty.
    const std::vector<Coord>& repairedSection() const { return m_repairedSection; }
    const WalkCounters& counters() const { return m_counters; }
    bool reactive() const { return !m_agent; }
    /// True when the agent stopped because its walker's plan, even made afresh, held a step the
    /// movement refuses (Agent::stoppedOnMisfit), not because the goal cannot be reached.
    bool stoppedOnMisfit() const { return m_agent && m_agent->stoppedOnMisfit(); }

private:
    enum class Round { None, Planning, Scratch };

    State stepAgent();
    State stepReactive();
    void endRound();
    void recordPosition();
    void restartReactive();
    /// Sets the walker up if that was put off for a build; it builds here what was not adopted.
    void setUpIfDue();
    /// Limited sight: every cell in sight of the agent brought over from the truth to the world.
    void look();
    /// The world changed under the walker, whose route was `routeBefore`: a repair round starts
    /// before the next move.
    void noteChange(std::vector<Coord> routeBefore);

    /// The map the agent walks: the world, or the map of a larger unit's positions on it. Its start
    /// is the agent's cell.
    MapGrid& walked() { return m_footprint ? m_footprint->positions() : m_world; }
    const MapGrid& walked() const { return m_footprint ? m_footprint->positions() : m_world; }

    std::uint64_t m_id = 0;
    Movement m_movement; ///< the walk's movement, which prices its moves
    MapGrid m_world;
    std::unique_ptr<FootprintMap> m_footprint; ///< a larger unit's positions on the world
    std::unique_ptr<MapGrid> m_truth;          ///< limited sight: the true map
    std::optional<Sight> m_sight;
    std::vector<std::uint8_t> m_seen; ///< limited sight: per cell, 1 once seen
    std::string m_sightNote;
    std::unique_ptr<MapGridWalker> m_walker;
    WalkerSettings m_walkerSettings;
    bool m_setupDue = false;        ///< the walker's setup waits for what it builds from the whole map
    std::unique_ptr<Agent> m_agent; ///< none for reactive walkers
    std::unique_ptr<MapGridWalker> m_scratch; ///< A* for the from-scratch comparison
    State m_state = State::Walking;
    RecentTrail m_trail;
    std::vector<std::uint32_t> m_visits;
    std::vector<Coord> m_routeBefore; ///< the route before the latest change, to see what changed
    std::vector<Coord> m_repairedSection;
    bool m_changedSincePlan = false;
    Round m_round = Round::None; ///< where the planning for the next move stands
    bool m_repairing = false;    ///< the round is a repair after changes, not the first plan
    std::int64_t m_roundPlanNs = 0;
    std::int64_t m_roundScratchNs = 0;
    std::int64_t m_buildNs = 0; ///< builds adopted since the last round ended
    WalkCounters m_counters;
};

} // namespace pathfinder::app
