#include "walkers/agents/random_bounce.h"

#include "walkers/agents/agents_listings.h"

namespace pathfinder {

const WalkerDescription& RandomBounceWalker::description() const {
    static const WalkerDescription description = [] {
        WalkerDescription d;
        d.name = "random-bounce";
        d.displayName = "Random Bounce";
        d.pseudoCode = &randomBounceListing;
        d.traits.movesAgent = true;
        // Every move it makes is one that MapGrid::canStep allows, priced by stepCost.
        d.mapFeatures = kAllMapFeatures;
        d.parameters = {Parameter::Seed, Parameter::MaxSteps};
        return d;
    }();
    return description;
}

void RandomBounceWalker::resetAgent() {
    m_random = Random(settings().seed);
    mutableStats().seed = settings().seed;
}

RandomBounceWalker::Decision RandomBounceWalker::decide() {
    const MapGrid& grid = gridRef();
    const Movement& movement = settings().movement;
    const Coord here = agent();
    const Direction toward = headingToGoal(here);
    // Filled in place: a step toward the goal, the most common, writes three fields.
    AgentDecision& why = decision();
    why.towardGoal = toward;
    if (grid.canStep(here, toward, movement)) {
        why.rule = AgentRule::TowardGoal;
        why.step = toward;
        why.choices = 0;
        return Decision::move(toward);
    }

    Direction choices[kDirectionCount] = {};
    std::uint32_t count = 0;
    std::optional<Direction> back;
    for (int i = 0; i < kDirectionCount; ++i) {
        const auto d = static_cast<Direction>(i);
        if (!grid.canStep(here, d, movement))
            continue;
        if (previous() == here + offsetOf(d))
            back = d;
        else
            choices[count++] = d;
    }
    // Stepping straight back is what makes a blocked agent dither; it is the last resort.
    why.rule = AgentRule::RandomStep;
    why.choices = static_cast<int>(count);
    if (count == 0 && back) {
        choices[count++] = *back;
        why.rule = AgentRule::StepBack;
    }
    if (count == 0) {
        why.rule = AgentRule::Stuck;
        why.step.reset();
        return Decision::stuck();
    }
    why.step = choices[m_random.below(count)];
    return Decision::move(*why.step);
}

} // namespace pathfinder
