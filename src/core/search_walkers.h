#pragma once

#include "best_first_engine.h"

namespace pathfinder {

/// FIFO flood: fewest moves; cell costs ignored.
class BreadthFirstWalker final : public BestFirstEngine {
public:
    BreadthFirstWalker() : BestFirstEngine(Ranking::Hops) {}
    std::string_view name() const override { return "breadth-first"; }
    std::string_view displayName() const override { return "Breadth-First"; }
    Capabilities capabilities() const override;
};

/// Greedy on the heuristic alone: quick, not optimal.
class BestFirstWalker final : public BestFirstEngine {
public:
    BestFirstWalker() : BestFirstEngine(Ranking::HeuristicOnly) {}
    std::string_view name() const override { return "best-first"; }
    std::string_view displayName() const override { return "Best-First"; }
    Capabilities capabilities() const override;
};

/// Uniform-cost search with relaxation: least-cost paths.
class DijkstraWalker final : public BestFirstEngine {
public:
    DijkstraWalker() : BestFirstEngine(Ranking::Cost) {}
    std::string_view name() const override { return "dijkstra"; }
    std::string_view displayName() const override { return "Dijkstra"; }
    Capabilities capabilities() const override;
};

/// f = g + w·h; optimal with an admissible heuristic and w ≤ 1, within w × optimal above.
class AStarWalker final : public BestFirstEngine {
public:
    AStarWalker() : BestFirstEngine(Ranking::CostPlusHeuristic) {}
    std::string_view name() const override { return "astar"; }
    std::string_view displayName() const override { return "A*"; }
    Capabilities capabilities() const override;
};

} // namespace pathfinder
