#pragma once

#include "walkers/agents/reactive_walker.h"
#include "walkers/agents/trace_states.h"

#include <cstdint>
#include <optional>
#include <unordered_map>
#include <vector>

namespace pathfinder {

/// Wall Trace (obstacle tracing): the agent steps toward the goal; when that step is blocked it
/// follows the obstacle with one hand on it until a stop rule (WalkerSettings::stopRule: Heading,
/// Sight or MLine) lets it head for the goal again. After a full circuit of an obstacle it changes
/// hands once; after a second it gives up (UnableToReachGoal, stats().gaveUp), as it does at the
/// step limit. How it heads for the goal, traces, applies each stop rule and detects a circuit is
/// in docs/algorithms.md.
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
    /// Records in `why` that the stop rule has just released the agent, and why.
    void noteRelease(AgentDecision& why) const;
    /// The agent's way to the goal from where it stands (docs/algorithms.md, "Wall Trace").
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
    int m_circuits = 0;                        ///< full circuits detected so far
    Coord m_wall;                              ///< reference wall cell while tracing
    Coord m_traceStart;                        ///< where the current trace began
    std::int64_t m_traceStartDistance2 = 0;    ///< squared distance from there to the goal
    Direction m_blockedHeading = Direction::N; ///< the heading that was blocked there
    std::optional<Direction> m_firstStep;      ///< the trace's first step, once taken
    TraceStates m_traceStates;                 ///< per cell, (wall side, heading) seen in this trace
    bool m_facedBlocked = false; ///< the last trace step faced or turned through m_blockedHeading
};

} // namespace pathfinder
