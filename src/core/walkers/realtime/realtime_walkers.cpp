#include "walkers/realtime/realtime_walkers.h"

#include "walkers/realtime/realtime_listings.h"

#include <algorithm>
#include <limits>

namespace pathfinder {

namespace {

WalkerDescription realTimeDescription() {
    WalkerDescription d;
    d.traits.weightedCosts = true;
    d.traits.movesAgent = true;
    // Every step it takes or looks at is one MapGrid::canStepFrom allows, priced by stepCost.
    d.mapFeatures = kAllMapFeatures;
    d.parameters = {Parameter::Heuristic, Parameter::TerrainEstimate, Parameter::MaxSteps,
                    Parameter::Lookahead, Parameter::Trials,          Parameter::SearchUnreachable};
    d.openListNote = "The agent's lookahead search is ranked by f = g + the learned h; it is started "
                     "afresh around the agent before every move";
    return d;
}

} // namespace

const WalkerDescription& LrtaStarWalker::description() const {
    static const WalkerDescription description = [] {
        WalkerDescription d = realTimeDescription();
        d.name = "lrtastar";
        d.displayName = "LRTA*";
        d.pseudoCode = &lrtaStarListing;
        return d;
    }();
    return description;
}

const WalkerDescription& RtaaStarWalker::description() const {
    static const WalkerDescription description = [] {
        WalkerDescription d = realTimeDescription();
        d.name = "rtaastar";
        d.displayName = "RTAA*";
        d.pseudoCode = &rtaaStarListing;
        return d;
    }();
    return description;
}

void LrtaStarWalker::learn(const Lookahead& seen) {
    constexpr double kInf = std::numeric_limits<double>::infinity();
    const auto after = [](const Settled& a, const Settled& b) {
        return a.value != b.value ? a.value > b.value : a.cell > b.cell;
    };
    m_slot.fit(gridRef().paddedSize());
    for (std::size_t i = 0; i < seen.closed.size(); ++i) {
        m_slot.touch(seen.closed[i].cell);
        m_slot[seen.closed[i].cell] = static_cast<std::uint32_t>(i + 1);
    }
    const auto slot = [this](std::uint32_t cell) { return static_cast<std::size_t>(m_slot[cell] - 1); };

    // Each closed cell starts from its steps straight out of the closed set; steps between closed
    // cells are then followed backwards from the cheapest.
    m_local.assign(seen.closed.size(), kInf);
    m_into.clear();
    for (const Edge& e : seen.edges) {
        const std::size_t from = slot(e.from);
        if (isClosed(e.to))
            m_into.push_back(e);
        else
            m_local[from] = std::min(m_local[from], e.cost + value(e.to));
    }
    std::sort(m_into.begin(), m_into.end(), [](const Edge& a, const Edge& b) { return a.to < b.to; });
    m_queue.clear();
    for (std::size_t i = 0; i < seen.closed.size(); ++i)
        if (m_local[i] < kInf)
            m_queue.push_back({m_local[i], seen.closed[i].cell});
    std::make_heap(m_queue.begin(), m_queue.end(), after);
    while (!m_queue.empty()) {
        std::pop_heap(m_queue.begin(), m_queue.end(), after);
        const Settled top = m_queue.back();
        m_queue.pop_back();
        if (top.value > m_local[slot(top.cell)])
            continue; // a stale entry
        const auto first = std::lower_bound(m_into.begin(), m_into.end(), top.cell,
                                            [](const Edge& e, std::uint32_t cell) { return e.to < cell; });
        for (auto e = first; e != m_into.end() && e->to == top.cell; ++e) {
            double& v = m_local[slot(e->from)];
            if (top.value + e->cost < v) {
                v = top.value + e->cost;
                m_queue.push_back({v, e->from});
                std::push_heap(m_queue.begin(), m_queue.end(), after);
            }
        }
    }
    // A closed cell that no local route leads out of keeps its value.
    for (std::size_t i = 0; i < seen.closed.size(); ++i) {
        if (m_local[i] < kInf)
            raise(seen.closed[i].cell, m_local[i]);
        m_slot[seen.closed[i].cell] = 0;
    }
}

void RtaaStarWalker::learn(const Lookahead& seen) {
    const double best = seen.bestG + value(seen.best);
    for (const Expanded& s : seen.closed)
        raise(s.cell, best - s.g);
}

} // namespace pathfinder
