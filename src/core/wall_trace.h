#pragma once

#include "reactive_walker.h"

#include <cstdint>
#include <optional>
#include <unordered_map>
#include <unordered_set>
#include <vector>

namespace pathfinder {

/// Wall Trace (Obstacle Tracing): the agent steps toward the goal; when that step is blocked it
/// follows the obstacle with one hand on it until a stop rule lets it head for the goal again.
///
/// Heading for the goal. From cell c the agent takes its way to the goal when that is a legal
/// step. "Blocked" means not a legal step: a wall, the map's edge, or a diagonal the diagonal
/// rule forbids. A blocked step starts a trace at c. The way to the goal is headingToGoal(c)
/// (the original's setDirection) under the Heading and Sight rules. Under the MLine rule it is
/// the m-line itself, as in the Bug2 algorithm the rule comes from: from a cell of the m-line,
/// the step to the next cell of it; from a cell beside it, the step onto the neighbouring m-line
/// cell furthest along, if that is closer to the goal; otherwise headingToGoal(c).
///
/// The m-line is the Bresenham line from the start to the goal (bresenhamLine(); with 4
/// neighbours each diagonal step of it is split into an x step and a y step), fixed at reset().
///
/// Tracing. The agent keeps a reference wall cell w next to it (8-neighbourhood; cells outside
/// the map count as walls). A trace starts with w = the blocked cell ahead, or, when that cell
/// is free but the diagonal rule forbids the step, the wall beside that diagonal on the hand's
/// side (else the other side). Each step turns from the heading of w in 45° steps away from the
/// hand — clockwise for the left hand, anticlockwise for the right — and takes the first legal
/// step; with 4 neighbours the diagonals are never legal, so the turns amount to 90° steps. The
/// last wall cell passed over in that turn becomes the new w, which is always next to the new
/// cell. This keeps the hand on the obstacle and turns round its corners (Moore-neighbour
/// tracing).
///
/// Stop rules, checked before each tracing step:
/// - Heading: on its last step the agent faced the heading that was blocked when the trace began
///   again: that step, other than the trace's first, went in that heading, or the turn from the
///   step before to it passed over that heading (the short way round; a U-turn, which happens
///   only at a dead end, turns away from the hand). Counting a turn that sweeps past the heading
///   matters with diagonal moves, where rounding the end of a wall goes SE, NE and never E.
/// - Sight: hasLineOfSight() from the agent to the goal — a Bresenham line of free cells whose
///   diagonal steps the diagonal rule allows.
/// - MLine: the agent stands on an m-line cell, or its last step crossed the straight start–goal
///   segment between two of them, and it is closer to the goal (Euclidean distance) than the
///   cell where the trace began.
/// Heading and Sight also need the step toward the goal to be legal, since leaving into a
/// blocked step would only start a new trace on the spot. MLine does not: a trace begun there
/// begins closer to the goal. Every step toward the goal brings the agent closer too, so under
/// MLine each trace begins closer than the last and the walk always ends by itself, at the goal
/// or after two circuits.
///
/// Circuits. A trace has gone full circle when the agent is about to step from the cell where
/// the trace began in the heading of the trace's first step, or, should the trace have run into
/// a loop that does not pass there, when the agent is in a state of this trace it was in before
/// (same cell, same side of it the reference wall is on, same heading), since the trace would
/// then repeat for ever. After the first circuit the agent switches hands once and starts a new
/// trace from where it is; after the second circuit (on any trace) it gives up
/// (UnableToReachGoal, stats().gaveUp). The step limit ends the walk too.
class WallTraceWalker final : public ReactiveWalker {
public:
    const WalkerDescription& description() const override;

protected:
    void resetAgent() override;
    Decision decide() override;

private:
    struct TraceStep {
        Direction direction;
        Coord wall; ///< the reference wall after the step
    };

    bool released() const;
    /// The agent's way to the goal from where it stands (see the class comment).
    Direction wayToGoal() const;
    std::uint64_t cellKey(Coord c) const;
    bool onMLine(Coord c) const;
    /// Records the tracing state the agent is in; true when this trace was in it before.
    bool repeatsState();
    /// True when the agent stands on the m-line or its last step crossed it.
    bool metMLine() const;
    void beginTrace(Direction blocked);
    Coord initialWall(Direction blocked) const;
    std::optional<TraceStep> traceStep() const;
    /// +1 (clockwise) for the left hand, −1 for the right: the way the agent turns off the wall.
    int turn() const { return m_hand == Hand::Left ? 1 : -1; }

    std::vector<Coord> m_mLine; ///< the start–goal line, in order from the start
    std::unordered_map<std::uint64_t, std::size_t> m_mLineIndex; ///< cellKey → index in m_mLine
    Hand m_hand = Hand::Left; ///< the setting, or the other hand after the first circuit
    bool m_tracing = false;
    int m_circuits = 0;                              ///< full circuits detected so far
    Coord m_wall;                                    ///< reference wall cell while tracing
    Coord m_traceStart;                              ///< where the current trace began
    std::int64_t m_traceStartDistance2 = 0;          ///< squared distance from there to the goal
    Direction m_blockedHeading = Direction::N;       ///< the heading that was blocked there
    std::optional<Direction> m_firstStep;            ///< the trace's first step, once taken
    std::unordered_set<std::uint64_t> m_traceStates; ///< (cell, wall side, heading) seen in this trace
    bool m_facedBlocked = false; ///< the last trace step faced or turned through m_blockedHeading
};

} // namespace pathfinder
