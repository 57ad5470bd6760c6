#pragma once

#include <cstdint>
#include <iosfwd>
#include <limits>
#include <optional>

namespace pathfinder {

/// Counters of one run of a walker. Searches count expansions and generations; reactive walkers
/// count each move of the agent as one expansion and one generation, so for them expanded is
/// the number of steps walked and, when they reach the goal, equals pathSteps.
struct RunStats {
    static constexpr double kUnknown = std::numeric_limits<double>::quiet_NaN();
    static constexpr double kUnreachable = std::numeric_limits<double>::infinity();

    std::uint64_t iterations = 0;    ///< calls of iterate() that did work
    std::uint64_t expanded = 0;      ///< nodes taken off the open list ("searches" in the original)
    std::uint64_t generated = 0;     ///< nodes put on the open list or given a cheaper route
                                     ///< ("paths created"); the start is not counted
    std::uint64_t reexpanded = 0;    ///< expansions of a node that had been closed before
    std::uint64_t restarts = 0;      ///< searches begun afresh because a repair ran over its budget
    std::uint64_t deadEnds = 0;      ///< generated − path steps ("dead paths")
    std::uint64_t pathSteps = 0;     ///< moves on the final path
    std::uint64_t peakOpen = 0;      ///< largest open-list size seen
    double pathCost = kUnknown;      ///< cost of the final path; kUnreachable when none
    double optimalCost = kUnknown;   ///< cost from the reference Dijkstra, when computed
    std::int64_t timeNs = 0;         ///< search time (monotonic clock), no drawing included
    std::uint64_t revisits = 0;      ///< reactive walkers: moves onto a cell stood on before
    std::uint64_t distinctCells = 0; ///< reactive walkers: cells stood on, the start included
                                     ///< (steps + 1 = distinctCells + revisits); 0 for searches
    bool gaveUp = false;             ///< ended by a step limit or a detected loop, not by proof that the goal
                                     ///< is unreachable
    bool separateRegions = false;    ///< ended at once, without searching: start and goal lie in different
                                     ///< connected regions (the goal is unreachable)
    std::optional<std::uint64_t> seed; ///< the random seed, for walkers that use one
    std::uint64_t trials = 0;          ///< real-time agents: walks from the start made so far
    /// The most the heuristic exceeded the obstacle-free distance (times the map's least entry cost)
    /// at a cell it was asked of: above 0 it may overestimate, and the path may not be optimal.
    double overestimate = 0.0;
    std::int64_t heuristicBuildNs = 0; ///< time spent building the heuristic's tables (landmarks)
    std::uint64_t heuristicBytes = 0;  ///< the bytes the heuristic's tables take

    /// pathCost − optimalCost, or NaN when either is unknown or infinite.
    double excess() const;
};

/// Writes the counters as "key: value" lines.
std::ostream& operator<<(std::ostream& out, const RunStats& stats);

} // namespace pathfinder
