#pragma once

#include "pathfinder/coord.h"
#include "pathfinder/enum_names.h"
#include "pathfinder/heuristic.h"
#include "pathfinder/map_grid.h"
#include "pathfinder/movement.h"
#include "pathfinder/run_stats.h"
#include "pathfinder/walker_description.h"

#include <cstdint>
#include <limits>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace pathfinder {

/// Result of one iterate() call, and the walker's state between calls.
enum class WalkState { StillLooking, ReachedGoal, UnableToReachGoal };

/// How a walk stands, in the one vocabulary that every table, file and message uses.
enum class Outcome {
    Searching,   ///< still under way
    Reached,     ///< found the goal
    Unreachable, ///< showed that the goal cannot be reached
    GaveUp,      ///< stopped without deciding: a step limit, a detected loop or a spent budget
};

template <>
struct EnumNames<Outcome> {
    static constexpr EnumName<Outcome> table[] = {
        {Outcome::Searching, "searching", "Searching"},
        {Outcome::Reached, "reached", "Reached the goal"},
        {Outcome::Unreachable, "unreachable", "Goal unreachable"},
        {Outcome::GaveUp, "gave-up", "Gave up"},
    };
};

/// Where a cell stands in the current search.
enum class CellVisit : std::uint8_t { Unseen, Open, Closed };

/// Per-cell search state, for drawing and the status bar.
struct CellView {
    static constexpr double kInf = std::numeric_limits<double>::infinity();

    CellVisit visit = CellVisit::Unseen;
    double g = kInf; ///< cost of the best known route from the start (hops for Breadth-First)
    double h = 0.0;  ///< heuristic estimate to the goal
    double f = kInf; ///< the key the open list ranks this cell by
    std::optional<Coord> parent;
    int visits = 0; ///< times an agent stood here (reactive walkers)
};

/// Base of every pathfinding algorithm. A walker is set up on a grid, then driven by iterate():
/// one call is one node expansion (searches) or one agent step (reactive walkers), so the app
/// can animate any walker and the CLI can time it with the very same code.
///
/// The grid must outlive the walker's use of it. Drawing code reads the state through the const
/// accessors only.
class MapGridWalker {
public:
    virtual ~MapGridWalker() = default;

    /// Its name, traits and parameters; the same object for every walker of a class.
    virtual const WalkerDescription& description() const = 0;
    /// Registry name, e.g. "astar".
    std::string_view name() const { return description().name; }
    /// Name for menus and tables, e.g. "A*".
    std::string_view displayName() const { return description().displayName; }

    /// Binds the walker to a grid and settings, then reset()s it. Throws std::invalid_argument for
    /// settings that settingsProblem() refuses.
    void setup(const MapGrid& grid, const WalkerSettings& settings);
    /// Starts over from the grid's current start and goal; clears the path and stats.
    void reset();
    /// Performs one step. Once the walk has ended, returns the final state without work.
    WalkState iterate();

    WalkState state() const { return m_state; }
    bool finished() const { return m_state != WalkState::StillLooking; }
    /// The state in the shared vocabulary: UnableToReachGoal is GaveUp when stats().gaveUp is set.
    Outcome outcome() const;
    /// Ends a walk that is still looking as given up (stats().gaveUp), because whoever runs it has
    /// spent the iterations it allowed; a walk that has ended is left as it is.
    void giveUpForBudget();
    /// A remark on how the last run searched that its outcome does not tell, e.g. that it fell back
    /// to a simpler method on this map; empty when there is none.
    virtual std::string note() const { return {}; }
    const RunStats& stats() const { return m_stats; }
    /// How many times the walker has started over (reset() calls, including setup's).
    std::uint64_t resetCount() const { return m_resetCount; }
    /// The final path from start to goal (empty until the goal is reached).
    const std::vector<Coord>& path() const { return m_path; }
    const MapGrid* grid() const { return m_grid; }
    const WalkerSettings& settings() const { return m_settings; }

    /// State of one cell for drawing; cells outside the grid are Unseen.
    virtual CellView cellState(Coord c) const = 0;
    /// The cell being expanded (searches) or where the agent stands (reactive walkers).
    virtual std::optional<Coord> current() const = 0;
    /// Number of open nodes now.
    virtual std::size_t openSize() const { return 0; }
    /// D*-style arrow from a cell toward the goal, where the walker keeps one.
    virtual std::optional<Coord> signpost(Coord) const { return std::nullopt; }
    /// Cells whose signpost changed in the last repair, for highlighting.
    virtual std::vector<Coord> changedSignposts() const { return {}; }

    /// Tells the walker that its grid changed. A walker with dynamicRepair brings what the change
    /// affects up to date and resumes, so that the following iterate() calls carry out the
    /// repair (its stats keep counting); any other walker starts over with reset().
    void notifyChange(const GridChange& change);
    /// The way a reactive agent faces (the heading of its last move); nothing for searches.
    virtual std::optional<Direction> heading() const { return std::nullopt; }
    /// The cells a reactive agent has stood on so far, in order from the start, revisits
    /// included; it grows by one cell per step and is kept after the walk ends, whether it
    /// reached the goal (then it equals path()) or gave up. Empty for searches.
    virtual const std::vector<Coord>& trail() const;

protected:
    /// Prepares a repair for a change of the grid (already applied); returns false when the
    /// walker must start over instead. Only walkers with dynamicRepair override it.
    virtual bool prepareRepair(const GridChange&) { return false; }
    /// Called by reset() after the base state is cleared.
    virtual void doReset() = 0;
    /// One step; must return StillLooking, or finish via reachGoal()/giveUp().
    virtual WalkState doIterate() = 0;

    /// Ends the walk with a path; fills pathSteps, pathCost and deadEnds.
    WalkState reachGoal(std::vector<Coord> path);
    /// Ends the walk without a path: the goal is known to be unreachable (or missing).
    WalkState giveUp();
    /// Ends the walk without a path because a limit or a detected loop stopped it, not because
    /// the goal was shown unreachable; sets stats().gaveUp.
    WalkState abandon();

    const MapGrid& gridRef() const { return *m_grid; }
    /// The counters; only the walker writes them.
    RunStats& mutableStats() { return m_stats; }

private:
    const MapGrid* m_grid = nullptr;
    WalkerSettings m_settings;
    WalkState m_state = WalkState::StillLooking;
    RunStats m_stats;
    std::vector<Coord> m_path;
    std::uint64_t m_resetCount = 0;
};

} // namespace pathfinder
