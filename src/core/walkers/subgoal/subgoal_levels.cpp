// The two levels of a SubgoalGraph: which subgoals are made local, the shortcuts that keep the
// global graph's costs without them, and how a shortcut unfolds.
#include "walkers/subgoal/subgoal_graph.h"

#include <algorithm>
#include <functional>
#include <limits>
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
/// check, and the shortcuts between them would make the graph dense. On the Moving AI maps with 20 %
/// random walls, 24 made queries 2.5 to 4 times as slow as 8, and the build 4 to 7 times as long;
/// on the other families 8 was within the noise of 24, or faster.
constexpr std::size_t kMostNeighbours = 8;
/// Subgoals settled by one bounded Dijkstra looking for paths that avoid the subgoal made local.
/// A search that stops early finds fewer such paths and so adds shortcuts that were not needed,
/// never fewer than needed.
constexpr int kMostSettled = 200;
/// Costs are sums of integers and multiples of the diagonal: equal within this.
constexpr double kSlack = 1e-9;

/// The edges while the levels are made: those of the simple graph in place (a shortcut may lower one's
/// cost) and the shortcuts added, in one pool, each subgoal's in a list. No allocation per subgoal.
class ArcTable {
public:
    ArcTable(std::vector<std::uint32_t> first, std::vector<Arc> arcs)
        : m_first(std::move(first)), m_arcs(std::move(arcs)), m_head(m_first.size() - 1, kEnd) {}

    template <class Visit>
    void forEach(std::uint32_t node, Visit visit) const {
        for (std::uint32_t e = m_first[node]; e < m_first[node + 1]; ++e)
            visit(m_arcs[e]);
        for (std::uint32_t x = m_head[node]; x != kEnd; x = m_added[x].next)
            visit(m_added[x].arc);
    }
    std::size_t count(std::uint32_t node) const {
        std::size_t n = m_first[node + 1] - m_first[node];
        for (std::uint32_t x = m_head[node]; x != kEnd; x = m_added[x].next)
            ++n;
        return n;
    }
    /// Puts an edge a-b of `cost` through `via` in, or lowers the one there to it.
    void addShortcut(std::uint32_t a, std::uint32_t b, double cost, std::uint32_t via) {
        for (const auto& [from, to] : {std::pair{a, b}, std::pair{b, a}}) {
            if (Arc* arc = find(from, to)) {
                if (cost < arc->cost)
                    *arc = Arc{to, via, cost};
                continue;
            }
            m_added.push_back(Added{Arc{to, via, cost}, m_head[from]});
            m_head[from] = static_cast<std::uint32_t>(m_added.size() - 1);
        }
    }

private:
    static constexpr std::uint32_t kEnd = 0xFFFFFFFFu;
    struct Added {
        Arc arc;
        std::uint32_t next;
    };
    Arc* find(std::uint32_t from, std::uint32_t to) {
        for (std::uint32_t e = m_first[from]; e < m_first[from + 1]; ++e)
            if (m_arcs[e].to == to)
                return &m_arcs[e];
        for (std::uint32_t x = m_head[from]; x != kEnd; x = m_added[x].next)
            if (m_added[x].arc.to == to)
                return &m_added[x].arc;
        return nullptr;
    }

    std::vector<std::uint32_t> m_first; ///< per subgoal and one more: its first edge of the simple graph
    std::vector<Arc> m_arcs;            ///< the simple graph's edges, by subgoal
    std::vector<std::uint32_t> m_head;  ///< per subgoal: its last shortcut in m_added, or kEnd
    std::vector<Added> m_added;
};

/// Dijkstra over the global subgoals, with its tables kept between searches.
class BoundedDijkstra {
public:
    explicit BoundedDijkstra(std::size_t nodes)
        : m_distance(nodes), m_mark(nodes, 0), m_want(nodes), m_wantMark(nodes, 0) {}

    /// Least costs from `from` over the globals other than `avoid`, up to `bound`; partial past
    /// kMostSettled subgoals, and done once each of `targets` has a path no dearer than its own
    /// limit (pairs of a subgoal and a cost).
    void run(const ArcTable& arcs, const std::vector<std::uint32_t>& rank, std::uint32_t from,
             std::uint32_t avoid, double bound,
             const std::vector<std::pair<std::uint32_t, double>>& targets) {
        ++m_search;
        m_heap.clear();
        std::size_t unmet = 0;
        for (const auto& [node, limit] : targets) {
            m_wantMark[node] = m_search;
            m_want[node] = limit;
            ++unmet;
        }
        set(from, 0.0);
        push(0.0, from);
        int settled = 0;
        while (!m_heap.empty() && settled < kMostSettled && unmet > 0) {
            std::pop_heap(m_heap.begin(), m_heap.end(), std::greater<Entry>());
            const double d = m_heap.back().first;
            const std::uint32_t node = m_heap.back().second;
            m_heap.pop_back();
            if (d > m_distance[node])
                continue;
            if (d > bound)
                break;
            ++settled;
            arcs.forEach(node, [&](const Arc& arc) {
                if (arc.to == avoid || rank[arc.to] != SubgoalGraph::kGlobal)
                    return;
                const double reached = d + arc.cost;
                const double before = distance(arc.to);
                if (reached < before) {
                    set(arc.to, reached);
                    push(reached, arc.to);
                    if (m_wantMark[arc.to] == m_search && reached <= m_want[arc.to] &&
                        !(before <= m_want[arc.to]))
                        --unmet;
                }
            });
        }
    }
    /// The least cost found to `node`: the cost of a real path, or infinity.
    double distance(std::uint32_t node) const {
        return m_mark[node] == m_search ? m_distance[node] : std::numeric_limits<double>::infinity();
    }

private:
    using Entry = std::pair<double, std::uint32_t>;
    void push(double d, std::uint32_t node) {
        m_heap.emplace_back(d, node);
        std::push_heap(m_heap.begin(), m_heap.end(), std::greater<Entry>());
    }
    void set(std::uint32_t node, double d) {
        m_mark[node] = m_search;
        m_distance[node] = d;
    }

    std::vector<double> m_distance;
    std::vector<std::uint32_t> m_mark;
    std::vector<double> m_want;            ///< per target: the cost a path to it may have
    std::vector<std::uint32_t> m_wantMark; ///< per subgoal: the search it is a target of
    std::uint32_t m_search = 0;
    std::vector<Entry> m_heap; ///< a heap of the least cost first
};

} // namespace

void SubgoalGraph::makeLocal() {
    const auto count = static_cast<std::uint32_t>(m_subgoalCells.size());
    std::vector<Arc> simple;
    simple.reserve(m_targets.size());
    for (const EdgeEnd& end : m_targets)
        simple.push_back(Arc{end.id, kNone, end.cost});
    std::vector<EdgeEnd>().swap(m_targets);
    ArcTable arcs(std::move(m_firstEdge), std::move(simple));

    struct Shortcut {
        std::uint32_t a, b;
        double cost;
    };
    BoundedDijkstra dijkstra(count);
    std::vector<Arc> around;
    std::vector<std::pair<std::uint32_t, double>> targets;
    std::vector<Shortcut> shortcuts;
    std::uint32_t locals = 0;
    // Subgoals to look at, in the order of their ids first; one that stays global is looked at again
    // once a neighbour of it is made local (its global neighbours and their paths change then).
    std::vector<std::uint32_t> queue(count);
    for (std::uint32_t s = 0; s < count; ++s)
        queue[s] = s;
    std::vector<std::uint8_t> queued(count, 1);
    std::size_t looked = 0;
    for (std::size_t head = 0; head < queue.size(); ++head) {
        if (++looked % 1024 == 0 && stopAsked())
            return;
        const std::uint32_t s = queue[head];
        queued[s] = 0;
        around.clear();
        arcs.forEach(s, [&](const Arc& arc) {
            if (m_rank[arc.to] == kGlobal)
                around.push_back(arc);
        });
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
            arcs.addShortcut(shortcut.a, shortcut.b, shortcut.cost, s);
        for (const Arc& arc : around)
            if (!queued[arc.to]) {
                queued[arc.to] = 1;
                queue.push_back(arc.to);
            }
    }
    m_globals = count - locals;

    // The lists again, each subgoal's edges up in rank (or between globals) before those down.
    m_firstEdge.assign(count + 1, 0);
    m_firstDown.assign(count, 0);
    std::size_t total = 0;
    for (std::uint32_t id = 0; id < count; ++id)
        total += arcs.count(id);
    m_targets.reserve(total);
    m_shortcuts = 0;
    std::vector<Arc> list;
    for (std::uint32_t id = 0; id < count; ++id) {
        m_firstEdge[id] = static_cast<std::uint32_t>(m_targets.size());
        list.clear();
        arcs.forEach(id, [&](const Arc& arc) { list.push_back(arc); });
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
