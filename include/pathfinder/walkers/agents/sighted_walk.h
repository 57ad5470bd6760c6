#pragma once

#include "pathfinder/grid/map_grid.h"
#include "pathfinder/search/walker.h"
#include "pathfinder/walkers/agents/agent.h"
#include "pathfinder/walkers/agents/sight.h"

#include <cstddef>
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

namespace pathfinder {

/// What a walk with limited sight has cost so far.
struct SightedWalkStats {
    std::uint64_t moves = 0;      ///< cells stepped
    double walkedCost = 0.0;      ///< the steps' costs on the true map when each was taken
    std::uint64_t plans = 0;      ///< plans and repairs, the first plan included
    std::uint64_t expansions = 0; ///< walker expansions spent on them
    /// Wall-clock time spent on them: the plans, and the edits of the known map, which run the
    /// walker's notifyChange().
    std::int64_t planningNs = 0;
    std::size_t cellsSeen = 0; ///< distinct cells seen at least once
};

/// The known map of an agent that has seen nothing of `truth` yet: of its size, unit and slope,
/// every cell the cheapest ground of `truth` (the code of least entry cost among the cells the unit
/// can enter), no closed sides, height 0, with truth's start and goal (the free-space assumption).
MapGrid freeSpaceMap(const MapGrid& truth);

/// Brings what `known` holds of `cell` (its code, height and sides) to what `truth` holds, each
/// difference an ordinary edit of `known`, so that its listeners hear of it. True when anything
/// differed.
bool revealCell(MapGrid& known, const MapGrid& truth, Coord cell);

/// An agent that walks from the true map's start to its goal seeing only what its Sight shows it.
///
/// It keeps a known map: what it believes, a MapGrid of the true map's size, unit and slope, on
/// which its walker (set up with the given settings) plans and the core's Agent walks, the known
/// map's start being the agent. A cell it has never seen is taken as free (the free-space
/// assumption): the cheapest ground of the true map when the walk began (the code of least entry
/// cost among its cells the unit can enter), no closed sides, height 0. That keeps the plan
/// optimistic: entering an unseen cell costs no more than entering any cell of the true map did,
/// and an unseen cell closes no step (no wall, no side), so the walker never avoids ground it has
/// not seen. Height 0
/// makes a climb onto unseen ground free; the one step it may price dearer than the truth is a
/// climb from unseen ground onto a seen raised cell (no single height is optimistic both ways), so
/// on maps with slopes a plan through unseen ground back into seen high ground is not optimistic.
/// Cheaper ground painted into the true map later is no longer covered by the assumption either;
/// D* starts over when it sees it, as for any such edit.
///
/// Each step() looks, then steps. A look reveals every cell in sight (Sight::forEachSeen()) and
/// applies each difference from the known map as an ordinary edit of the known map (setCode(),
/// setHeight(), setSide() for each of the cell's sides), so the walker hears of it through
/// MapGridWalker::notifyChange(): D* and PathJoiner repair, the others plan afresh. A cell seen
/// again that the caller has edited since is seen as it is now; an edit out of sight stays unknown
/// until the agent sees it. The look also follows the true map's goal (the agent always knows
/// where it is going), its unit and its slope. Then the agent plans if it must and moves one cell
/// along its plan; each move is priced on the true map. Because the agent touches the eight
/// cells around it, every step it takes is one the true map allows.
///
/// Memory: the known map, its walker, a seen flag per cell and the Agent's bounded trail: bounded by
/// the map however long the walk runs.
class SightedWalk {
public:
    using State = Agent::State;

    /// Why a walk cannot run on `truth`, or empty: hex cells (the sight rules measure square
    /// cells) and units wider than one cell are refused.
    static std::string problem(const MapGrid& truth);

    /// Sets `walker` up on a known map made from `truth` (which must have a start and a goal, keep
    /// its size and topology, and outlive the walk; problem() empty) and binds an Agent to it.
    SightedWalk(const MapGrid& truth, std::unique_ptr<MapGridWalker> walker, const WalkerSettings& settings,
                Sight sight);
    ~SightedWalk();
    SightedWalk(const SightedWalk&) = delete;
    SightedWalk& operator=(const SightedWalk&) = delete;

    /// Looks, then plans if the plan is out of date and moves one cell. Returns the state after the
    /// step. A stuck agent looks again at each call, and walks on when something it sees opens a way.
    State step();

    State state() const { return m_agent->state(); }
    /// True when the agent stopped because even a plan made afresh held a step the movement refuses
    /// (Agent::stoppedOnMisfit()), not because the goal is cut off.
    bool stoppedOnMisfit() const { return m_agent->stoppedOnMisfit(); }
    /// The agent's cell.
    Coord position() const { return *m_known.start(); }
    const SightedWalkStats& stats() const { return m_stats; }
    /// What the agent believes the map to be.
    const MapGrid& known() const { return m_known; }
    /// True when the agent has seen the cell at least once.
    bool seen(Coord cell) const { return m_seen[m_known.cellIndex(cell)] != 0; }
    const MapGridWalker& walker() const { return *m_walker; }
    const Sight& sight() const { return m_sight; }

private:
    void look();
    void reveal(Coord cell);
    /// Runs `edit` and adds its time to the planning time.
    template <class Edit>
    void timed(Edit&& edit);

    const MapGrid& m_truth;
    Sight m_sight;
    Movement m_movement;
    MapGrid m_known;
    std::vector<std::uint8_t> m_seen; ///< per cell (MapGrid::cellIndex), 1 once seen
    std::unique_ptr<MapGridWalker> m_walker;
    std::unique_ptr<Agent> m_agent; ///< declared last: it leaves the known map's listeners first
    SightedWalkStats m_stats;
};

} // namespace pathfinder
