#pragma once

#include "pathfinder/search/recent_trail.h"
#include "pathfinder/search/walker.h"

#include "search/cleared_node_table.h"

#include <cstdint>
#include <optional>
#include <vector>

namespace pathfinder {

/// Base of the real-time agents (LRTA*, RTAA*): one iterate() is one move of an agent that plans
/// only around itself and learns, cell by cell, better estimates of the cost to the goal.
///
/// Each move: an A* search from the agent's cell, ranked by f = g + the learned h, expands up to
/// `lookahead` cells (the goal is never expanded: when it has the least f the search stops there).
/// s̄ is the open cell with the least f when the search stops (ties: the larger g, then the lower
/// index). The subclass then raises the learned values of the expanded cells (learn()), and the
/// agent steps to the first cell of the search's route to s̄.
///
/// Learned values are kept per cell, start from the estimate the searches rank by (estimateOnMap
/// with the heuristic and terrain-h settings) and never fall. When the agent reaches the goal a
/// trial ends; the agent starts again from the start with what it has learned, until a trial
/// raises no value (converged), or `trials` trials are done (0: until converged, at most
/// kTrialCap trials). stats().trials counts the trials. The run then ends at the goal with the
/// last trial's walk: path() is that walk with its loops erased, pathSteps and pathCost are those
/// of the walk as made, and trail() holds its most recent cells.
///
/// A trial ends as gave-up when it has made `maxSteps` moves (0: 20 × the map's cells). When the
/// lookahead search runs out of cells before it meets the goal, no walk leads from the agent's
/// cell to the goal: the run ends as unable to reach it when the agent stands on the start or the
/// map has no one-way sides (steps are then reversible), else as gave-up (the agent is trapped).
///
/// Memory is bounded by the map and follows the cells the agent and its lookahead reach: a learned
/// value, a visit count and the last exit per cell (24 bytes), and the lookahead's g, mark and step
/// (16 bytes), in zero-filled pages (ClearedNodeTable), so that reset() zeroes only the cells the
/// last run touched. A grid resized since reset() ends the run.
class RealTimeWalker : public MapGridWalker {
public:
    /// Trials made at most when the trials setting is 0 (until the values settle).
    static constexpr std::uint64_t kTrialCap = 10'000;

    /// h = the learned value, or the estimate where nothing was learned; learned set where the
    /// value was raised; visits = times the agent stood on the cell over all trials.
    CellView cellState(Coord c) const override;
    std::optional<Coord> current() const override;
    /// The most recent cells of the current trial's walk.
    const std::vector<Coord>& trail() const override { return m_trail.cells(); }

    /// The value the agent holds for a cell: learned, or the initial estimate.
    double valueAt(Coord c) const;
    /// True when the last trial raised no value.
    bool converged() const { return m_converged; }
    /// Moves one trial may make: the maxSteps setting, or 20 × the map's cells when it is 0.
    std::uint64_t stepLimit() const { return m_stepLimit; }

protected:
    /// One cell the lookahead expanded, and its cost from the agent's cell.
    struct Expanded {
        std::uint32_t cell = 0; ///< padded index
        double g = 0.0;
    };
    /// A step the lookahead generated: from an expanded cell to a neighbour, at its cost.
    struct Edge {
        std::uint32_t from = 0;
        std::uint32_t to = 0;
        double cost = 0.0;
    };
    /// What the lookahead search saw around the agent.
    struct Lookahead {
        std::vector<Expanded> closed; ///< in expansion order; the agent's cell first
        std::vector<Edge> edges;      ///< every generated step out of the closed cells
        std::uint32_t best = 0;       ///< s̄, padded index
        double bestG = 0.0;           ///< g(s̄)
    };

    void doReset() final;
    WalkState doIterate() final;
    std::string searchNote() const override;

    /// Raises the learned values of the closed cells after a lookahead search; the subclass's rule.
    virtual void learn(const Lookahead& seen) = 0;

    /// The value held for a padded cell.
    double value(std::uint32_t cell) const;
    /// True when the lookahead search closed the padded cell.
    bool isClosed(std::uint32_t cell) const { return m_look[cell].mark == closedMark(); }
    /// Raises the value of a padded cell to `v` when that is more than a rounding error above it.
    void raise(std::uint32_t cell, double v);

private:
    struct OpenEntry {
        double f;
        double g;
        std::uint32_t cell;
    };
    /// What the run keeps of a cell; all zero for a cell it has not touched.
    struct CellRecord {
        double learned = 0.0; ///< meaningful where isLearned is set
        std::uint32_t visits = 0;
        std::uint32_t exitTrial = 0; ///< the trial (counted from 1) in which the agent last left it
        std::uint8_t isLearned = 0;
        std::uint8_t exitHeading = 0;
    };
    /// The lookahead search's state of a cell, valid where its mark is the search's.
    struct LookNode {
        double g = 0.0;
        std::uint32_t mark = 0;   ///< seenMark() or closedMark() of the search that wrote it
        std::uint8_t heading = 0; ///< of the step into it from its parent
    };
    std::uint32_t seenMark() const { return 2 * m_search; }
    std::uint32_t closedMark() const { return 2 * m_search + 1; }
    /// The cell the lookahead reached `cell` from.
    std::uint32_t parentOf(std::uint32_t cell) const;
    /// Runs the lookahead search from the agent's cell; false when it ran out of cells.
    bool lookahead();
    void moveTo(std::uint32_t next, Direction d, double cost);
    WalkState endTrial();
    void startTrial();
    std::vector<Coord> loopErasedRoute() const;
    double estimate(std::uint32_t cell) const;

    Lookahead m_seen;
    ClearedNodeTable<CellRecord> m_cells; ///< per padded cell
    ClearedNodeTable<LookNode> m_look;    ///< per padded cell
    std::vector<OpenEntry> m_open;
    std::uint32_t m_search = 0; ///< the lookahead searches since reset(); its marks are 2n and 2n + 1

    RecentTrail m_trail;
    std::uint32_t m_start = 0;
    std::uint32_t m_goal = 0;
    std::uint32_t m_agent = 0;
    double m_trialCost = 0.0;
    std::uint64_t m_trialSteps = 0;
    std::uint64_t m_stepLimit = 0;
    std::uint64_t m_trialCap = 0;
    bool m_trialRaised = false;
    bool m_converged = false;
    bool m_ready = false;
    int m_width = 0;
    int m_height = 0;
};

} // namespace pathfinder
