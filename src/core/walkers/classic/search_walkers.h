#pragma once

#include "search/best_first_engine.h"

namespace pathfinder {

/// FIFO flood: fewest moves; cell costs ignored.
class BreadthFirstWalker final : public BestFirstEngine {
public:
    BreadthFirstWalker() : BestFirstEngine(Ranking::Hops) {}
    const WalkerDescription& description() const override;
};

/// Greedy on the heuristic alone: quick, not optimal.
class BestFirstWalker final : public BestFirstEngine {
public:
    BestFirstWalker() : BestFirstEngine(Ranking::HeuristicOnly) {}
    const WalkerDescription& description() const override;
};

/// Uniform-cost search with relaxation: least-cost paths.
class DijkstraWalker final : public BestFirstEngine {
public:
    DijkstraWalker() : BestFirstEngine(Ranking::Cost) {}
    const WalkerDescription& description() const override;
};

/// f = g + w·h; optimal with an admissible heuristic and w ≤ 1, within w × optimal above.
class AStarWalker final : public BestFirstEngine {
public:
    AStarWalker() : BestFirstEngine(Ranking::CostPlusHeuristic) {}
    const WalkerDescription& description() const override;
};

} // namespace pathfinder
