#pragma once

#include "pathfinder/coord.h"
#include "pathfinder/heuristic.h"
#include "pathfinder/map_grid.h"
#include "pathfinder/movement.h"
#include "pathfinder/run_stats.h"

#include <cstdint>
#include <limits>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace pathfinder {

/// Result of one iterate() call, and the walker's state between calls.
enum class WalkState { StillLooking, ReachedGoal, UnableToReachGoal };

/// Which of equal-keyed open nodes is taken first.
enum class TieBreak {
    LargerG, ///< the one deeper along its route (then first in, first out)
    Fifo,    ///< the one generated first
    Lifo,    ///< the one generated last
};

std::string_view toString(TieBreak tieBreak);
std::optional<TieBreak> parseTieBreak(std::string_view text);

/// How a walk stands, in the one vocabulary that every table, file and message uses.
enum class Outcome {
    Searching,   ///< still under way
    Reached,     ///< found the goal
    Unreachable, ///< showed that the goal cannot be reached
    GaveUp,      ///< stopped without deciding: a step limit, a detected loop or a spent budget
};

/// "searching", "reached", "unreachable", "gave-up".
std::string_view toString(Outcome outcome);

/// Which hand Wall Trace keeps on the obstacle it follows.
enum class Hand {
    Left,  ///< the wall stays on the agent's left: it turns right to get round
    Right, ///< the wall stays on the agent's right: it turns left to get round
};

/// When Wall Trace leaves the wall it follows and heads for the goal again.
enum class StopRule {
    Heading, ///< when it faces the heading it was blocked in again
    Sight,   ///< when it has a clear line of sight to the goal
    MLine,   ///< when it meets the start–goal line closer to the goal than where tracing began
};

/// Stable names: "left", "right"; "heading", "sight", "mline".
std::string_view toString(Hand hand);
std::optional<Hand> parseHand(std::string_view text);
std::string_view toString(StopRule rule);
std::optional<StopRule> parseStopRule(std::string_view text);

/// The largest weight w of f = g + w·h that a walker accepts.
inline constexpr double kMaxWeight = 1e6;

/// Every setting a walker may read. Walkers ignore what they do not support.
struct WalkerSettings {
    Movement movement;
    HeuristicKind heuristic = HeuristicKind::Octile;
    double weight = 1.0; ///< w in f = g + w·h, 0 ≤ w ≤ kMaxWeight
    TieBreak tieBreak = TieBreak::LargerG;
    std::uint64_t seed = 1;     ///< random seed of Random Bounce; the same seed gives the same walk
    std::uint64_t maxSteps = 0; ///< moves a reactive walker may make before it gives up; 0 = 20 × cells
    Hand hand = Hand::Left;     ///< Wall Trace: the hand it starts tracing with
    StopRule stopRule = StopRule::MLine; ///< Wall Trace: when it leaves the wall
    bool dstarFloodAll = false; ///< D*: label every reachable cell, not only until the start is settled
};

/// Why `settings` cannot be used (e.g. "the weight must be a number from 0 to 1000000, found nan"),
/// or nothing when they can. Whatever takes settings from a person or a file checks them with this.
std::optional<std::string> settingsProblem(const WalkerSettings& settings);

struct Capabilities;

/// The settings a walker with `caps` uses, in the command line's words, e.g. "heuristic octile,
/// weight 1, tie-break larger-g", "seed 1, max-steps 20 x cells", "hand left, stop-rule mline";
/// empty for a walker that uses none. Movement rules are not included (describe(Movement) says them).
std::string settingsSummary(const Capabilities& caps, const WalkerSettings& settings);

/// What a walker can use; the app enables controls and the CLI validates options with these.
struct Capabilities {
    bool weightedCosts = false; ///< honours cell entry costs
    bool heuristics = false;    ///< uses the heuristic setting
    bool weight = false;        ///< uses the weight setting (f = g + w·h)
    bool tieBreaking = false;   ///< uses the tie-break setting
    bool dynamicRepair = false; ///< repairs after map changes instead of restarting
    bool optimal = false;       ///< guarantees a least-cost path (with an admissible heuristic, w ≤ 1)
    bool seeded = false;        ///< uses the seed setting
    bool stepLimit = false;     ///< uses the maxSteps setting
    bool wallFollowing = false; ///< uses the hand and stop-rule settings
    bool floodOption = false;   ///< uses the dstarFloodAll setting
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

    /// Registry name, e.g. "astar".
    virtual std::string_view name() const = 0;
    /// Name for menus and tables, e.g. "A*".
    virtual std::string_view displayName() const = 0;
    virtual Capabilities capabilities() const = 0;

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
    /// Lets the runner record the measured time and the optimal cost.
    RunStats& mutableStats() { return m_stats; }
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

private:
    const MapGrid* m_grid = nullptr;
    WalkerSettings m_settings;
    WalkState m_state = WalkState::StillLooking;
    RunStats m_stats;
    std::vector<Coord> m_path;
    std::uint64_t m_resetCount = 0;
};

} // namespace pathfinder
