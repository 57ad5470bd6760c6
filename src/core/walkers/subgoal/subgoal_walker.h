#pragma once

#include "pathfinder/search/walker.h"

#include "search/open_list.h"
#include "search/search_parts.h"
#include "walkers/classic/search_walkers.h"
#include "walkers/subgoal/subgoal_graph.h"

#include <cstdint>
#include <string>
#include <vector>

namespace pathfinder {

/// Two-level Subgoal Graphs (Uras, Felner & Koenig, SoCS 2013): A* over the subgoals of a
/// SubgoalGraph built with two levels, optimal on grids with 8 neighbours, no corner cutting and
/// cells that all cost 1.
/// The graph is built at reset() when the grid's cells are not those it was built from, and kept
/// across resets otherwise (the queries of a scenario on one map share it); an edit makes the next
/// reset build it whole again, the time in stats().heuristicBuildNs and in note(). The build can also
/// be done elsewhere first (preparation(), on a copy of the map, then adopt()): the app builds it on
/// a worker so that its window keeps answering.
///
/// A query:
///  1. the first iterate() joins the start and the goal to the subgoals directly h-reachable from
///     them (and to each other when a path of their octile distance joins them), and marks the
///     goal's cone: the subgoals joined to the goal and those reached from them by climbing in rank;
///  2. A* with the octile heuristic over those nodes, one node per iterate(), following every edge
///     up in rank (or between globals) and an edge down only into the goal's cone; an edge of the
///     simple graph costs the octile distance between its ends, a shortcut the sum of its halves;
///  3. when the goal is taken, each edge unfolds into the cells of its diagonal-first path,
///     shortcuts through the subgoals they pass.
/// stats().expanded counts graph nodes; heuristicBuildNs and heuristicBytes are the graph's build
/// time at this reset (0 when it was kept) and its bytes.
///
/// On any other movement, on maps whose free cells do not all cost 1 and on maps with hex cells,
/// sides or slopes it searches as the best-first engine's A* with the octile heuristic instead
/// (optimal, without a graph), and note() says so, as Jump Point Search does.
///
/// What it shows: the subgoals, the start and the goal it reaches are open and closed, with the
/// node before them on the graph as parent; the graph is drawn through abstraction().
class SubgoalGraphWalker final : public MapGridWalker {
public:
    const WalkerDescription& description() const override;

    CellView cellState(Coord c) const override;
    std::optional<Coord> current() const override;
    std::size_t openSize() const override;
    std::string searchNote() const override;
    /// The subgoals as transitions, the edges, and the path over the graph.
    const AbstractMapView* abstraction() const override;
    /// Whether the next reset() on `grid` would build the graph.
    bool needsPreparation(const MapGrid& grid, const WalkerSettings& settings) const override;
    /// The graph's build, when the next reset() on `grid` would build it.
    std::unique_ptr<WalkerPreparation> preparation(const MapGrid& grid,
                                                   const WalkerSettings& settings) const override;
    /// Takes the graph a preparation built; reset() keeps it while the cells are those it was built
    /// from, reporting its build time as that reset's.
    void adopt(WalkerPreparation& preparation) override;

    /// The graph as the last reset() left it (empty when it searches as plain A*).
    const SubgoalGraph& graph() const { return m_graph; }
    /// True while it searches the graph; false when it searches as plain A*.
    bool searchesGraph() const { return m_mode == Mode::Graph; }
    /// Nanoseconds the last reset() spent building the graph (0 when it was kept).
    std::int64_t preprocessNs() const { return m_preprocessNs; }
    /// The path over the graph: start, subgoals, goal (empty until found).
    const std::vector<Coord>& abstractPath() const { return m_abstractPath; }

protected:
    void doReset() override;
    WalkState doIterate() override;
    void listenerChanged() override {
        m_plainEvents.setTarget(listener());
        m_plain.setListener(m_plainEvents.forInner());
    }

private:
    enum class Mode : std::uint8_t { Graph, Plain };
    /// Why it searches as plain A*.
    enum class Fallback : std::uint8_t { None, Costs, Movement, Shape };
    enum class Phase : std::uint8_t { Connect, Search, Done };

    struct Node {
        double g;
        std::uint32_t parent; ///< the node before it; MapGrid::kNoCell at the start
        std::uint32_t epoch;
        CellVisit visit;
    };

    static Fallback fallbackOn(const MapGrid& grid, const Movement& movement);
    WalkState stepPlain();
    WalkState connect();
    WalkState expand();
    /// Gives node `to`, at `toAt`, the route through `from` (reached at g) by an edge of `cost`, when
    /// it is cheaper than any known.
    void relax(std::uint32_t from, double g, std::uint32_t to, Coord toAt, double cost);
    WalkState finish(std::uint32_t goalNode);
    /// The node of a padded cell (a subgoal's id, the start's or the goal's node) or MapGrid::kNoCell.
    std::uint32_t nodeOfCell(std::uint32_t cell) const;
    std::uint32_t cellOfNode(std::uint32_t node) const;
    Coord coordOfNode(std::uint32_t node) const {
        return node == m_startNode ? m_start : node == m_goalNode ? m_goal : m_graph.subgoalCoord(node);
    }
    double octile(Coord a, Coord b) const;

    SubgoalGraph m_graph;
    Mode m_mode = Mode::Graph;
    Fallback m_fallback = Fallback::None;
    Phase m_phase = Phase::Connect;
    bool m_built = false;   ///< the last reset() built the graph
    bool m_adopted = false; ///< ... or took one built apart for its cells (a preparation)
    std::int64_t m_preprocessNs = 0;
    std::int64_t m_lastBuildNs = 0; ///< the time of the graph's last build, at this reset or before
    std::int64_t m_adoptedNs = -1;  ///< the build time of a graph adopted since the last reset; -1: none
    bool m_ready = false;
    double m_diagonal = 1.0; ///< the length of a diagonal step
    std::uint32_t m_startCell = MapGrid::kNoCell;
    std::uint32_t m_goalCell = MapGrid::kNoCell;
    std::uint32_t m_startNode = MapGrid::kNoCell;
    std::uint32_t m_goalNode = MapGrid::kNoCell;
    std::uint32_t m_current = MapGrid::kNoCell;
    Coord m_start;
    Coord m_goal;
    NodeTable<Node> m_nodes; ///< by node: subgoal ids, then the start and the goal
    OpenList m_open;
    Ranker m_rank;
    std::vector<std::uint32_t> m_startEdges; ///< the nodes joined to the start
    std::vector<std::uint32_t> m_goalMarks;  ///< per subgoal: the query that joined it to the goal
    std::vector<std::uint32_t> m_coneMarks;  ///< per subgoal: the query whose goal's cone holds it
    std::vector<std::uint32_t> m_cone;       ///< the goal's cone, as it is found
    std::uint32_t m_query = 0;               ///< counts the queries, for m_goalMarks
    std::vector<std::uint32_t> m_found;      ///< cells met by SubgoalGraph::directlyReachable
    std::vector<Coord> m_abstractPath;
    AStarWalker m_plain;
    InnerSearchEvents m_plainEvents;
    mutable AbstractMapView m_view;
    mutable bool m_viewStale = true;
};

} // namespace pathfinder
