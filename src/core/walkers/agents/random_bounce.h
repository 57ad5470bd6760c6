#pragma once

#include "pathfinder/basics/random.h"

#include "walkers/agents/reactive_walker.h"

namespace pathfinder {

/// Random Bounce (Random Backstepping): the agent steps toward the goal, and when that step is
/// blocked it steps to a random neighbour instead. It does not plan and keeps no memory beyond
/// the cell it came from.
///
/// Each step, from cell c:
/// - it takes headingToGoal(c) when that is a legal step (the target is free and, for a
///   diagonal, the diagonal rule allows it);
/// - otherwise it lists the legal steps from c in the order N, NE, E, SE, S, SW, W, NW, drops
///   the step back to the cell it just came from unless that is the only one, and takes entry
///   Random::below(count) of the list. The generator is seeded with the seed setting at every
///   reset(), so the same seed on the same map gives the same walk on every platform.
///
/// A start with no legal step at all ends the walk as UnableToReachGoal; otherwise the walk ends
/// at the goal or gives up when the step limit is used up.
class RandomBounceWalker final : public ReactiveWalker {
public:
    const WalkerDescription& description() const override;

protected:
    void resetAgent() override;
    Decision decide() override;

private:
    Random m_random{1};
};

} // namespace pathfinder
