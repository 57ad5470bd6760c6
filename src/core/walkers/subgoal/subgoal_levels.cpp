// The two levels of a SubgoalGraph: which subgoals are made local, the shortcuts that keep the
// global graph's costs without them, and how a shortcut unfolds.
#include "walkers/subgoal/subgoal_graph.h"

#include <algorithm>
#include <functional>
#include <limits>
#include <queue>
#include <utility>

namespace pathfinder {

namespace {

/// An edge while the levels are made: its other end, its cost and the local subgoal it passes.
struct Arc {
    std::uint32_t to;
    std::uint32_t via;
    double cost;
};

/// A subgoal with more global neighbours than this stays global: its pairs would cost too much to
/// check, and it would rarely go without shortcuts.
constexpr std::size_t kMostNeighbours = 24;
/// Subgoals settled by one bounded Dijkstra looking for paths that avoid the subgoal made local.
/// A search that stops early finds fewer such paths and so adds shortcuts that were not needed,
/// never fewer than needed.
constexpr int kMostSettled = 200;
/// Costs are sums of integers and multiples of the diagonal: equal within this.
constexpr double kSlack = 1e-9;

/// Dijkstra over the global subgoals, with its tables kept between searches.
class BoundedDijkstra {
public:
    explicit BoundedDijkstra(std::size_t nodes)
        : m_distance(nodes), m_mark(nodes, 0), m_want(nodes), m_wantMark(nodes, 0) {}

    /// Least costs from `from` over the globals other than `avoid`, up to `bound`; partial past
    /// kMostSettled subgoals, and done once each of `targets` has a path no dearer than its own
    /// limit (pairs of a subgoal and a cost).
    void run(const std::vector<std::vector<Arc>>& arcs, const std::vector<std::uint32_t>& rank,
             std::uint32_t from, std::uint32_t avoid, double bound,
             const std::vector<std::pair<std::uint32_t, double>>& targets) {
        ++m_search;
        m_heap = {};
        std::size_t unmet = 0;
        for (const auto& [node, limit] : targets) {
            m_wantMark[node] = m_search;
            m_want[node] = limit;
            ++unmet;
        }
        set(from, 0.0);
        m_heap.emplace(0.0, from);
        int settled = 0;
        while (!m_heap.empty() && settled < kMostSettled && unmet > 0) {
            const auto [d, node] = m_heap.top();
            m_heap.pop();
            if (d > m_distance[node])
                continue;
            if (d > bound)
                break;
            ++settled;
            for (const Arc& arc : arcs[node]) {
                if (arc.to == avoid || rank[arc.to] != SubgoalGraph::kGlobal)
                    continue;
                const double reached = d + arc.cost;
                const double before = distance(arc.to);
                if (reached < before) {
                    set(arc.to, reached);
                    m_heap.emplace(reached, arc.to);
                    if (m_wantMark[arc.to] == m_search && reached <= m_want[arc.to] && !(before <= m_want[arc.to]))
                        --unmet;
                }
            }
        }
    }
    /// The least cost found to `node`: the cost of a real path, or infinity.
    double distance(std::uint32_t node) const {
        return m_mark[node] == m_search ? m_distance[node] : std::numeric_limits<double>::infinity();
    }

private:
    void set(std::uint32_t node, double d) {
        m_mark[node] = m_search;
        m_distance[node] = d;
    }

    std::vector<double> m_distance;
    std::vector<std::uint32_t> m_mark;
    std::vector<double> m_want;            ///< per target: the cost a path to it may have
    std::vector<std::uint32_t> m_wantMark; ///< per subgoal: the search it is a target of
    std::uint32_t m_search = 0;
    using Entry = std::pair<double, std::uint32_t>;
    std::priority_queue<Entry, std::vector<Entry>, std::greater<Entry>> m_heap;
};

/// Puts an edge a-b of `cost` through `via` into the lists, or lowers the one there to it.
void addShortcut(std::vector<std::vector<Arc>>& arcs, std::uint32_t a, std::uint32_t b, double cost,
                 std::uint32_t via) {
    for (const auto& [from, to] : {std::pair{a, b}, std::pair{b, a}}) {
        std::vector<Arc>& list = arcs[from];
        const auto it = std::find_if(list.begin(), list.end(), [&](const Arc& arc) { return arc.to == to; });
        if (it == list.end())
            list.push_back(Arc{to, via, cost});
        else if (cost < it->cost)
            *it = Arc{to, via, cost};
    }
}

} // namespace

void SubgoalGraph::makeLocal() {
    const auto count = static_cast<std::uint32_t>(m_subgoalCells.size());
    std::vector<std::vector<Arc>> arcs(count);
    for (std::uint32_t id = 0; id < count; ++id)
        for (std::uint32_t e = m_firstEdge[id]; e < m_firstEdge[id + 1]; ++e)
            arcs[id].push_back(Arc{m_targets[e].id, kNone, m_targets[e].cost});

    struct Shortcut {
        std::uint32_t a, b;
        double cost;
    };
    BoundedDijkstra dijkstra(count);
    std::vector<Arc> around;
    std::vector<std::pair<std::uint32_t, double>> targets;
    std::vector<Shortcut> shortcuts;
    std::uint32_t locals = 0;
    for (std::uint32_t s = 0; s < count; ++s) {
        around.clear();
        for (const Arc& arc : arcs[s])
            if (m_rank[arc.to] == kGlobal)
                around.push_back(arc);
        if (around.size() > kMostNeighbours)
            continue;
        shortcuts.clear();
        bool fits = true;
        for (std::size_t i = 0; fits && i + 1 < around.size(); ++i) {
            double bound = 0.0;
            targets.clear();
            for (std::size_t j = i + 1; j < around.size(); ++j) {
                const double through = around[i].cost + around[j].cost;
                bound = std::max(bound, through);
                targets.emplace_back(around[j].to, through + kSlack);
            }
            dijkstra.run(arcs, m_rank, around[i].to, s, bound + kSlack, targets);
            for (std::size_t j = i + 1; j < around.size(); ++j) {
                const double through = around[i].cost + around[j].cost;
                if (dijkstra.distance(around[j].to) > through + kSlack)
                    shortcuts.push_back(Shortcut{around[i].to, around[j].to, through});
            }
            fits = shortcuts.size() <= around.size();
        }
        if (!fits)
            continue;
        m_rank[s] = locals++;
        for (const Shortcut& shortcut : shortcuts)
            addShortcut(arcs, shortcut.a, shortcut.b, shortcut.cost, s);
    }
    m_globals = count - locals;

    // The lists again, each subgoal's edges up in rank (or between globals) before those down.
    m_firstEdge.assign(count + 1, 0);
    m_firstDown.assign(count, 0);
    std::size_t total = 0;
    for (const std::vector<Arc>& list : arcs)
        total += list.size();
    std::vector<EdgeEnd>().swap(m_targets);
    m_targets.reserve(total);
    m_shortcuts = 0;
    for (std::uint32_t id = 0; id < count; ++id) {
        m_firstEdge[id] = static_cast<std::uint32_t>(m_targets.size());
        std::vector<Arc>& list = arcs[id];
        const auto up = [&](const Arc& arc) { return m_rank[arc.to] >= m_rank[id]; };
        const auto split = std::stable_partition(list.begin(), list.end(), up);
        for (auto it = list.begin(); it != list.end(); ++it) {
            if (it == split)
                m_firstDown[id] = static_cast<std::uint32_t>(m_targets.size());
            m_targets.push_back(EdgeEnd{it->to, it->via, it->cost});
            m_shortcuts += it->via != kNone ? 1 : 0;
        }
        if (split == list.end())
            m_firstDown[id] = static_cast<std::uint32_t>(m_targets.size());
        std::vector<Arc>().swap(list);
    }
    m_firstEdge[count] = static_cast<std::uint32_t>(m_targets.size());
    m_shortcuts /= 2;
}

const SubgoalGraph::EdgeEnd* SubgoalGraph::edgeBetween(std::uint32_t from, std::uint32_t to) const {
    for (std::uint32_t e = m_firstEdge[from]; e < m_firstEdge[from + 1]; ++e)
        if (m_targets[e].id == to)
            return &m_targets[e];
    return nullptr;
}

bool SubgoalGraph::unfoldEdge(std::uint32_t from, std::uint32_t to, std::vector<Coord>& cells) const {
    if (!edgeBetween(from, to))
        return false;
    const std::size_t kept = cells.size();
    // Pieces still to unfold, the last to walk first on top.
    std::vector<std::pair<std::uint32_t, std::uint32_t>> pieces{{from, to}};
    while (!pieces.empty()) {
        const auto [a, b] = pieces.back();
        pieces.pop_back();
        const EdgeEnd* edge = edgeBetween(a, b);
        if (edge && edge->via != kNone) {
            pieces.emplace_back(edge->via, b);
            pieces.emplace_back(a, edge->via);
        } else if (!edge || !hPath(m_subgoalCells[a], m_subgoalCells[b], &cells)) {
            // Not met: a shortcut's halves are edges, and an edge of the simple graph walks.
            cells.resize(kept);
            return false;
        }
    }
    return true;
}

} // namespace pathfinder
