#pragma once

#include "pathfinder/basics/coord.h"
#include "pathfinder/basics/enum_names.h"
#include "pathfinder/grid/map_grid.h"
#include "pathfinder/search/agent_decision.h"
#include "pathfinder/search/run_stats.h"
#include "pathfinder/search/walker_description.h"

#include <cstdint>
#include <limits>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
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

/// Which search of a bidirectional walker a cell's state belongs to: the one from the start
/// (Forward) or the one from the goal (Backward). Every other walker searches Forward only.
enum class Frontier : std::uint8_t { Forward, Backward };

template <>
struct EnumNames<Frontier> {
    static constexpr EnumName<Frontier> table[] = {
        {Frontier::Forward, "forward", "From the start"},
        {Frontier::Backward, "backward", "From the goal"},
    };
};

/// Per-cell search state, for drawing and the status bar.
struct CellView {
    static constexpr double kInf = std::numeric_limits<double>::infinity();

    CellVisit visit = CellVisit::Unseen;
    double g = kInf; ///< cost of the best known route from the start (hops for Breadth-First)
    double h = 0.0;  ///< heuristic estimate to the goal
    double f = kInf; ///< the key the open list ranks this cell by
    std::optional<Coord> parent;
    int visits = 0; ///< times an agent stood here (reactive walkers)
    /// The search the state belongs to; for a bidirectional walker, g, h, f and the parent are that
    /// search's (g the cost from the goal and h the estimate to the start for Backward).
    Frontier frontier = Frontier::Forward;
    /// Incremental searches (LPA*): the cost the cell's best neighbour offers, one step ahead; a
    /// cell whose g differs from it is inconsistent. Nothing for other walkers.
    std::optional<double> rhs;
    /// Real-time agents (LRTA*, RTAA*): the estimate the agent has learned for the cell, where it
    /// has raised the heuristic's. Nothing for other walkers and for cells it has not learned.
    std::optional<double> learned;
};

/// One solution of an anytime walker (ARA*): its cost, the bound it was proved within (the cost is at
/// most bound × the optimum), and the expansions and time spent until it was found, counted from
/// the start of the search.
struct AnytimeSolution {
    double cost = 0.0;
    double bound = 1.0;
    std::uint64_t expanded = 0;
    std::int64_t timeNs = 0;
};

/// A hierarchical walker's abstract map, for drawing (HPA*): its clusters, the transition cells on
/// their borders, the abstract edges between transitions, and the abstract path once found.
struct AbstractMapView {
    struct Cluster {
        int x0 = 0;
        int y0 = 0;
        int width = 0;
        int height = 0;
    };
    std::vector<Cluster> clusters;
    std::vector<Coord> transitions;
    /// Nodes drawn smaller than transitions: a subgoal graph's local subgoals (its global ones are
    /// the transitions).
    std::vector<Coord> localTransitions;
    std::vector<std::pair<Coord, Coord>> edges; ///< each pair of transitions joined, once
    std::vector<Coord> abstractPath;            ///< start, transitions, goal; empty until found
    bool refining = false;                      ///< the abstract search is over: cells are being refined
};

/// What can be read of a search or a walk, without driving it: what the painter, the statistics,
/// Compare and the reports show. A walker (MapGridWalker) is one; a footprint of a finished walker
/// (WalkerFootprint) is another, which keeps what is drawn and nothing of the working state.
///
/// The optional facets have defaults for views that lack them: agents have a trail, a heading and
/// their last decision, D* and PathJoiner have signposts.
class SearchView {
public:
    virtual ~SearchView() = default;

    /// Its walker's name, traits and parameters.
    virtual const WalkerDescription& description() const = 0;
    /// Registry name, e.g. "astar".
    std::string_view name() const { return description().name; }
    /// Name for menus and tables, e.g. "A*".
    std::string_view displayName() const { return description().displayName; }

    /// The grid searched (nullptr before a walker is set up) and the settings it searched with.
    virtual const MapGrid* grid() const = 0;
    virtual const WalkerSettings& settings() const = 0;

    virtual WalkState state() const = 0;
    bool finished() const { return state() != WalkState::StillLooking; }
    /// The state in the shared vocabulary: UnableToReachGoal is GaveUp when stats().gaveUp is set.
    Outcome outcome() const;
    /// The counters, written by the walker alone.
    virtual const RunStats& stats() const = 0;
    /// The final path from start to goal (empty until the goal is reached). For an any-angle walker,
    /// the cells its straight segments cross, each step one the movement allows, so that it can be
    /// walked.
    virtual const std::vector<Coord>& path() const = 0;
    /// An any-angle walker's path (traits().anyAngle) as the points where it turns, start and goal
    /// included, joined by straight segments; empty for every other walker and until the goal is reached.
    virtual const std::vector<PathPoint>& anglePath() const;
    /// A remark on how the last run searched that its outcome does not tell, e.g. that it fell back
    /// to a simpler method on this map; empty when there is none.
    virtual std::string note() const { return {}; }

    /// State of one cell for drawing; cells outside the grid are Unseen.
    virtual CellView cellState(Coord c) const = 0;
    /// The cell being expanded (searches) or where the agent stands (reactive walkers).
    virtual std::optional<Coord> current() const = 0;
    /// Number of open nodes now.
    virtual std::size_t openSize() const { return 0; }
    /// Where a bidirectional walker's two searches meet on the cheapest route found so far (the
    /// path is the forward search's route to it and the backward search's route on from it);
    /// nothing before they meet, and for every other walker.
    virtual std::optional<Coord> meetingPoint() const { return std::nullopt; }

    /// Whether the walker keeps signposts (D*), even before it has set any.
    virtual bool keepsSignposts() const { return false; }
    /// D*-style arrow from a cell toward the goal, where the walker keeps one.
    virtual std::optional<Coord> signpost(Coord) const { return std::nullopt; }
    /// Cells whose signpost changed in the last repair, for highlighting.
    virtual std::vector<Coord> changedSignposts() const { return {}; }

    /// The way a reactive agent faces (the heading of its last move); nothing for searches.
    virtual std::optional<Direction> heading() const { return std::nullopt; }
    /// The cells a reactive agent has stood on so far, in order from the start, revisits
    /// included; it grows by one cell per step and is kept after the walk ends, whether it
    /// reached the goal (then it equals path()) or gave up; of a long walk, at least the last
    /// part. Empty for searches.
    virtual const std::vector<Coord>& trail() const;
    /// Why a reactive agent made its last move (or ended its walk): the rule (AgentRule), what it
    /// looked at, and text() in words, e.g. which hand it put on the wall; AgentRule::None for
    /// searches, before the first move, and for footprints.
    virtual AgentDecision lastDecision() const { return {}; }

    /// The abstract map of a hierarchical walker (HPA*) as it stands, or nullptr for other walkers
    /// (footprints and timeline frames leave it out).
    virtual const AbstractMapView* abstraction() const { return nullptr; }

    /// The solutions of an anytime walker (ARA*) so far, the first found first; empty for every
    /// other walker.
    virtual std::vector<AnytimeSolution> solutions() const { return {}; }
};

} // namespace pathfinder
