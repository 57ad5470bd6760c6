#pragma once

#include "walkers/realtime/realtime_walker.h"

#include <cstdint>
#include <vector>

namespace pathfinder {

/// LRTA* (Korf 1990) with a lookahead of several cells, as Koenig's LRTA* with lookahead: after
/// the A* search around the agent, every expanded cell s gets the least, over the open cells s'
/// its local steps lead to, of the cost of the cheapest local route from s to s' plus h(s')
/// (a Dijkstra search backwards over the expanded cells from the open ones), when that is more
/// than h(s). With a lookahead of 1 this is plain LRTA*: h(s) ← max(h(s), min over the
/// neighbours s' of c(s, s') + h(s')), and the agent steps to the neighbour that gives the least.
class LrtaStarWalker final : public RealTimeWalker {
public:
    const WalkerDescription& description() const override;

protected:
    void learn(const Lookahead& seen) override;

private:
    struct Settled {
        double value;
        std::uint32_t cell;
    };
    std::vector<Edge> m_into;     ///< the lookahead's steps between closed cells, by target
    std::vector<double> m_local;  ///< per closed cell, in expansion order: its new value
    std::vector<Settled> m_queue; ///< the backward Dijkstra's heap
    /// Per padded cell: its place in seen.closed plus one while learn() runs, else 0.
    ClearedNodeTable<std::uint32_t> m_slot;
};

/// RTAA* (Koenig and Likhachev 2006): after the A* search around the agent, every expanded cell s
/// gets h(s) ← g(s̄) + h(s̄) − g(s), where s̄ is the open cell with the least f; with a consistent
/// heuristic this never lowers a value, and the walker keeps the larger of the two whatever the
/// heuristic.
class RtaaStarWalker final : public RealTimeWalker {
public:
    const WalkerDescription& description() const override;

protected:
    void learn(const Lookahead& seen) override;
};

} // namespace pathfinder
