#pragma once

#include "pathfinder/coord.h"
#include "pathfinder/heuristic.h"
#include "pathfinder/map_grid.h"
#include "pathfinder/movement.h"
#include "pathfinder/run_stats.h"

#include <cstdint>
#include <limits>
#include <optional>
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
std::string_view toString(WalkState state);

/// Every setting a walker may read. Walkers ignore what they do not support.
struct WalkerSettings {
    Movement movement;
    HeuristicKind heuristic = HeuristicKind::Octile;
    double weight = 1.0; ///< w in f = g + w·h, w ≥ 0
    TieBreak tieBreak = TieBreak::LargerG;
};

/// What a walker can use; the app enables controls and the CLI validates options with these.
struct Capabilities {
    bool weightedCosts = false; ///< honours cell entry costs
    bool heuristics = false;    ///< uses the heuristic and weight settings
    bool tieBreaking = false;   ///< uses the tie-break setting
    bool dynamicRepair = false; ///< repairs after map changes instead of restarting
    bool optimal = false;       ///< guarantees a least-cost path (with an admissible heuristic, w ≤ 1)
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

    /// Binds the walker to a grid and settings, then reset()s it.
    void setup(const MapGrid& grid, const WalkerSettings& settings);
    /// Starts over from the grid's current start and goal; clears the path and stats.
    void reset();
    /// Performs one step. Once the walk has ended, returns the final state without work.
    WalkState iterate();

    WalkState state() const { return m_state; }
    bool finished() const { return m_state != WalkState::StillLooking; }
    const RunStats& stats() const { return m_stats; }
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

protected:
    /// Called by reset() after the base state is cleared.
    virtual void doReset() = 0;
    /// One step; must return StillLooking, or finish via reachGoal()/giveUp().
    virtual WalkState doIterate() = 0;

    /// Ends the walk with a path; fills pathSteps, pathCost and deadEnds.
    WalkState reachGoal(std::vector<Coord> path);
    /// Ends the walk without a path.
    WalkState giveUp();

    const MapGrid& gridRef() const { return *m_grid; }

private:
    const MapGrid* m_grid = nullptr;
    WalkerSettings m_settings;
    WalkState m_state = WalkState::StillLooking;
    RunStats m_stats;
    std::vector<Coord> m_path;
};

} // namespace pathfinder
