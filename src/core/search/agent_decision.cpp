#include "pathfinder/search/agent_decision.h"

#include "pathfinder/basics/count_text.h"

#include <cstdio>

namespace pathfinder {

namespace {

std::string distanceText(double value) {
    char buffer[32];
    std::snprintf(buffer, sizeof buffer, "%.1f", value);
    return buffer;
}

std::string handText(const AgentDecision& d) {
    return d.hand == Hand::Right ? "right" : "left";
}

/// The way the agent turns off the wall: away from its hand.
std::string turnText(const AgentDecision& d) {
    return d.hand == Hand::Right ? "left" : "right";
}

std::string stepText(const AgentDecision& d) {
    return d.step ? directionWord(*d.step) : std::string("nowhere");
}

std::string wayText(const std::optional<Direction>& d) {
    return d ? " (" + directionWord(*d) + ")" : std::string();
}

/// Why the stop rule let go of the wall.
std::string releaseText(const AgentDecision& d) {
    switch (d.releasedBy.value_or(StopRule::MLine)) {
    case StopRule::Heading:
        return "it faces the way it was blocked" + wayText(d.blocked) +
               " again, and the way to the goal is free";
    case StopRule::Sight:
        return "it can see the goal from here, and the way to it is free";
    case StopRule::MLine:
        return "it is back on the start\u2013goal line, closer to the goal (" + distanceText(d.distance) +
               ") than where it met the wall (" + distanceText(d.distanceAtWall) + ")";
    }
    return {};
}

} // namespace

std::string directionWord(Direction d) {
    static const char* const words[kDirectionCount] = {"north", "north-east", "east", "south-east",
                                                       "south", "south-west", "west", "north-west"};
    return words[static_cast<int>(d)];
}

std::string AgentDecision::text() const {
    switch (rule) {
    case AgentRule::None:
        return {};
    case AgentRule::TowardGoal:
        return "steps " + stepText(*this) + ", straight toward the goal: that way is free";
    case AgentRule::WallAhead: {
        std::string text = "the way to the goal" + wayText(towardGoal) + " is blocked: it puts its " +
                           handText(*this) + " hand on the wall and turns " + turnText(*this) +
                           ", stepping " + stepText(*this);
        if (releasedBy)
            text = "it leaves the last wall (" + releaseText(*this) + "), but " + text;
        return text;
    }
    case AgentRule::FollowWall:
        return "follows the wall with its " + handText(*this) + " hand on it: steps " + stepText(*this) +
               ", the first free way turning " + turnText(*this) + " from the wall";
    case AgentRule::LeftWall:
        return "leaves the wall and heads for the goal again, because " + releaseText(*this) + ": steps " +
               stepText(*this);
    case AgentRule::OtherHand:
        return "went right round the obstacle, back to where it began to follow it: it changes to its " +
               handText(*this) + " hand and steps " + stepText(*this);
    case AgentRule::RandomStep:
        if (choices == 1)
            return "the way to the goal" + wayText(towardGoal) +
                   " is blocked: it takes the only free step that does not go back where it came from: " +
                   stepText(*this);
        return "the way to the goal" + wayText(towardGoal) + " is blocked: it picks at random one of the " +
               std::to_string(choices) +
               " free steps that do not go back where it came from: " + stepText(*this);
    case AgentRule::StepBack:
        return "the way to the goal" + wayText(towardGoal) +
               " is blocked, and the only free step goes back where it came from: " + stepText(*this);
    case AgentRule::Stuck:
        return "no free step from here: the goal cannot be reached";
    case AgentRule::GaveUp:
        return "went right round the obstacle with each hand: it gives up";
    case AgentRule::StepLimit:
        return "used up its " + countText(stepLimit, "step") + ": it gives up";
    }
    return {};
}

} // namespace pathfinder
