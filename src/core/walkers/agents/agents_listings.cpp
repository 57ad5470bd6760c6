#include "walkers/agents/agents_listings.h"

namespace pathfinder {

using namespace listing;

const PseudoCodeListing& wallTraceListing() {
    static const PseudoCodeListing kept{
        "Wall Trace",
        {
            startLine("stand on the start; m-line \u2190 the straight line from start to goal", K::Moving),
            line("repeat until on the goal:", {K::End}),
            line("    if following a wall and the stop rule releases it: leave the wall"),
            line("        (heading: facing the blocked way again; sight: the goal in view;"),
            line("         m-line: on the line, closer to the goal than where the wall was met)"),
            line("    if not following a wall:"),
            line("        if the step toward the goal is free: take it", {K::Moving}, P::With,
                 {R::TowardGoal, R::LeftWall}),
            line("        else: put the hand on the wall ahead, and follow it", {K::Moving}, P::With,
                 {R::WallAhead}),
            line("    if back where it met the wall, facing the same way: change hands (the second time: "
                 "give up)",
                 {K::Moving}, P::With, {R::OtherHand, R::GaveUp}),
            line("    turn away from the hand to the first free step; take it (no free step: stuck)",
                 {K::Moving}, P::With, {R::FollowWall, R::Stuck}),
            line("give up after the step limit", {}, P::Any, {R::StepLimit}),
            startOverLine(),
        }};
    return kept;
}

const PseudoCodeListing& randomBounceListing() {
    static const PseudoCodeListing kept{
        "Random Bounce",
        {
            startLine("stand on the start; seed the random generator", K::Moving),
            line("repeat until on the goal:", {K::End}),
            line("    d \u2190 the way that points most directly at the goal"),
            line("    if the step d is free: take it", {K::Moving}, P::With, {R::TowardGoal}),
            line("    else:"),
            line("        steps \u2190 the free steps (N, NE, \u2026, NW) but the one back where it came "
                 "from"),
            line("        if there are none: steps \u2190 the step back", {}, P::Any, {R::StepBack}),
            line("        if there are still none: stuck, the goal cannot be reached", {}, P::Any,
                 {R::Stuck}),
            line("        take one of steps at random", {K::Moving}, P::With, {R::RandomStep}),
            line("give up after the step limit", {}, P::Any, {R::StepLimit}),
            startOverLine(),
        }};
    return kept;
}

} // namespace pathfinder
