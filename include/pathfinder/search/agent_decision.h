#pragma once

#include "pathfinder/basics/coord.h"
#include "pathfinder/basics/enum_names.h"
#include "pathfinder/search/walker_settings.h"

#include <cstdint>
#include <optional>
#include <string>

namespace pathfinder {

/// The rule behind a reactive agent's last move, or behind the end of its walk.
enum class AgentRule : std::uint8_t {
    None,       ///< no move yet, or not an agent
    TowardGoal, ///< the step toward the goal was free, and it took it
    WallAhead,  ///< the step toward the goal was blocked: it put a hand on the wall and turned (Wall Trace)
    FollowWall, ///< it kept its hand on the wall and took the first free way round (Wall Trace)
    LeftWall,   ///< the stop rule released it: it left the wall and stepped toward the goal (Wall Trace)
    OtherHand,  ///< it went right round the obstacle: it changed hands (Wall Trace)
    RandomStep, ///< the step toward the goal was blocked: it took a random free step (Random Bounce)
    StepBack,   ///< blocked, with no free step but the one back (Random Bounce)
    Stuck,      ///< no free step at all: the goal cannot be reached
    GaveUp,     ///< it went right round the obstacle with each hand: it gives up (Wall Trace)
    StepLimit,  ///< it used up its step limit: it gives up
};

template <>
struct EnumNames<AgentRule> {
    static constexpr EnumName<AgentRule> table[] = {
        {AgentRule::None, "none", "No decision"},
        {AgentRule::TowardGoal, "toward-goal", "Toward the goal"},
        {AgentRule::WallAhead, "wall-ahead", "Wall ahead"},
        {AgentRule::FollowWall, "follow-wall", "Following the wall"},
        {AgentRule::LeftWall, "left-wall", "Left the wall"},
        {AgentRule::OtherHand, "other-hand", "Changed hands"},
        {AgentRule::RandomStep, "random-step", "Random step"},
        {AgentRule::StepBack, "step-back", "Step back"},
        {AgentRule::Stuck, "stuck", "Stuck"},
        {AgentRule::GaveUp, "gave-up", "Gave up"},
        {AgentRule::StepLimit, "step-limit", "Step limit"},
    };
};

/// Why a reactive agent (Random Bounce, Wall Trace) did what it did on its last iterate(): the rule,
/// and what the rule looked at. The walker fills the fields as it decides; text() puts them in words
/// only when asked, so the walk does not pay for the words.
struct AgentDecision {
    AgentRule rule = AgentRule::None;
    std::optional<Direction> step;       ///< the step it took
    std::optional<Direction> towardGoal; ///< the way to the goal it looked at first
    std::optional<Hand> hand;            ///< Wall Trace, on the wall: the hand on it
    /// Wall Trace: the stop rule that released it just before this move (LeftWall, or WallAhead
    /// when the way to the goal was blocked again at once).
    std::optional<StopRule> releasedBy;
    std::optional<Direction> blocked; ///< Wall Trace: the heading that was blocked where the trace began
    double distance = 0.0;            ///< Wall Trace, released: its distance to the goal
    double distanceAtWall = 0.0;      ///< Wall Trace, released: the distance where it met the wall
    int choices = 0;                  ///< Random Bounce: the free steps it chose among at random
    std::uint64_t stepLimit = 0;      ///< StepLimit: the steps it was allowed

    /// In words a student reads, e.g. "the way to the goal (east) is blocked: it puts its left hand on
    /// the wall and turns right, stepping south"; empty for AgentRule::None.
    std::string text() const;
};

/// "north", "north-east", …
std::string directionWord(Direction d);

} // namespace pathfinder
