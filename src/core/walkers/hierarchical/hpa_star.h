#pragma once

#include "pathfinder/search/walker.h"

#include "grid/legal_moves.h"
#include "search/open_list.h"
#include "search/search_parts.h"
#include "walkers/hierarchical/hpa_abstraction.h"

#include <cstdint>
#include <vector>

namespace pathfinder {

/// HPA*, hierarchical path-finding A* (Botea, Müller & Schaeffer 2004). It keeps an abstract map of
/// the grid (HpaAbstraction: clusters, the transitions on their borders and the least costs between
/// them), built at reset() when it is missing and brought up to date there when the map changed
/// (only the clusters near an edit are rebuilt). A query then
///  1. inserts the start and the goal into their clusters: a search confined to each cluster prices
///     the routes between it and the cluster's transitions (and, when both lie in one cluster, the
///     direct route between them, which the paper also tries);
///  2. runs A* on the abstract graph, one abstract node per iterate();
///  3. refines each abstract edge inside a cluster into cells with an A* confined to that cluster,
///     one expansion per iterate(); a crossing between clusters is one step;
///  4. with the smooth parameter, pulls the path taut (smoothPath(): only the cells where it must
///     turn are kept, joined by straight lines of sight), an any-angle path priced by its length.
/// The first iterate() does step 1. The path is the least-cost route through the abstract graph, so
/// it may cost more than the optimum (routes must pass through transitions), but the abstract graph
/// keeps every connection between clusters, so it finds a path exactly when there is one.
///
/// What it shows: the abstract search marks transition cells open and closed, with the abstract
/// parent (the transition before it, not a neighbour) and g from the start; the refinement then
/// marks the cells of its confined searches, with g counted from the start.
class HpaStarWalker final : public MapGridWalker {
public:
    enum class Phase : std::uint8_t { Insert, Abstract, Refine, Done };

    const WalkerDescription& description() const override;

    CellView cellState(Coord c) const override;
    std::optional<Coord> current() const override;
    std::size_t openSize() const override;
    std::string searchNote() const override;

    /// The abstract map as the last reset() left it.
    const HpaAbstraction& abstractMap() const { return m_abstraction; }
    /// The abstract map in the form the painter draws, made when first asked for after a change.
    const AbstractMapView* abstraction() const override;
    /// Nanoseconds the last reset() spent building or updating the abstract map.
    std::int64_t preprocessNs() const { return m_preprocessNs; }
    /// Clusters the last reset() rebuilt (all of them when it built the map from scratch).
    std::size_t rebuiltClusters() const { return m_rebuilt; }
    /// Whether the next reset() on `grid` would build the abstract map whole (the first search on a
    /// map, another size, movement or cluster size); an edit's update, cluster by cluster, is left to
    /// reset().
    bool needsPreparation(const MapGrid& grid, const WalkerSettings& settings) const override;
    /// That build, on a copy of the map.
    std::unique_ptr<WalkerPreparation> preparation(const MapGrid& grid,
                                                   const WalkerSettings& settings) const override;
    /// Takes the abstract map a preparation built; its time counts in the next reset's preprocessNs().
    void adopt(WalkerPreparation& preparation) override;
    /// Cells the query's insertion searches settled (not counted in stats().expanded).
    std::size_t insertionSettled() const { return m_insertionSettled; }
    Phase phase() const { return m_phase; }
    /// The abstract path found by step 2: start, transitions, goal (empty until found).
    const std::vector<Coord>& abstractPath() const { return m_abstractPath; }

protected:
    void doReset() override;
    WalkState doIterate() override;

private:
    /// What a cell shows: 24 bytes, the closed flag in the top bit of the parent's padded cell.
    struct Shown {
        static constexpr std::uint32_t kClosed = 0x80000000u;
        double g;
        double f;
        std::uint32_t parentAndClosed;
        std::uint32_t epoch;

        std::uint32_t parent() const {
            const std::uint32_t p = parentAndClosed & ~kClosed;
            return p == (MapGrid::kNoCell & ~kClosed) ? MapGrid::kNoCell : p;
        }
        CellVisit visit() const {
            return (parentAndClosed & kClosed) != 0 ? CellVisit::Closed : CellVisit::Open;
        }
    };
    struct AbstractNode {
        double g;
        std::uint32_t parent; ///< the abstract node before it
        std::uint32_t epoch;
        CellVisit visit;
    };
    /// A node of the refinement's search, by its cell's place in the cluster (localOf()).
    struct RefineNode {
        double g;
        std::uint32_t parent; ///< the local place of the cell before it, or MapGrid::kNoCell
        std::uint32_t epoch;
        bool closed;
    };

    void prepareAbstraction();
    WalkState insertStartAndGoal();
    WalkState expandAbstract();
    /// Calls step(to, cost) for every abstract edge out of abstract node `node`.
    template <class Step>
    void forEachAbstractEdge(std::uint32_t node, Step step) const;
    /// The abstract node of a cell: its transition id, the start's or the goal's node, or
    /// MapGrid::kNoCell. The abstract search's tables are indexed by these, so that they take memory
    /// by transitions rather than by the map's cells.
    std::uint32_t nodeOfCell(std::uint32_t cell) const;
    std::uint32_t cellOfNode(std::uint32_t node) const;
    /// What a cell shows: transitions in a table by id, other cells in one laid out cluster by
    /// cluster (shownSlot()).
    Shown& shownAt(std::uint32_t cell);
    /// The place of a cell in the table of shown cells: its cluster's block of clusterSize² places,
    /// then its place in the block. A refinement confined to a cluster thus writes one block of
    /// pages, where row by row it would write a page on each of the cluster's rows.
    std::size_t shownSlot(std::uint32_t cell) const;
    /// A cell's place in the cluster being refined (row by row, clusterSize to a row), and back.
    std::uint32_t localOf(std::uint32_t cell) const;
    std::uint32_t cellOfLocal(std::uint32_t local) const;
    /// What a cell shows, or nullptr when this search has not shown it.
    const Shown* shownIfSeen(std::uint32_t cell) const;
    void beginRefinement();
    /// Moves on to the next abstract edge that needs a search, appending crossings on the way;
    /// ends the walk after the last edge.
    WalkState nextSegment();
    WalkState expandRefinement();
    /// Ends the walk with the refined path, smoothed when the settings ask for it.
    WalkState finish();
    void show(std::uint32_t cell, CellVisit visit, double g, double f, std::uint32_t parent,
              SearchEventKind kind);
    double estimate(std::uint32_t from, std::uint32_t to) const;

    HpaAbstraction m_abstraction;
    std::int64_t m_preprocessNs = 0;
    std::int64_t m_adoptedNs = -1; ///< the build time of an abstract map adopted since the last reset
    std::size_t m_rebuilt = 0;
    std::size_t m_insertionSettled = 0;
    LegalMoves m_moves;
    Phase m_phase = Phase::Insert;
    bool m_ready = false;
    std::uint32_t m_startCell = 0;
    std::uint32_t m_goalCell = 0;
    std::size_t m_goalCluster = 0;
    std::uint32_t m_current = MapGrid::kNoCell;
    double m_hScale = 1.0;

    NodeTable<Shown> m_shown;            ///< by shownSlot(), for cells that are no transitions
    NodeTable<Shown> m_shownTransitions; ///< by transition id
    NodeTable<AbstractNode> m_abstract;  ///< by abstract node (nodeOfCell())
    std::uint32_t m_startNode = MapGrid::kNoCell;
    std::uint32_t m_goalNode = MapGrid::kNoCell;
    OpenList m_abstractOpen;
    Ranker m_rank;
    std::vector<HpaEdge> m_startEdges;
    std::vector<double> m_goalCosts; ///< per transition of the goal's cluster: its cost to the goal
    std::vector<Coord> m_abstractPath;
    std::vector<std::uint32_t> m_abstractCells;
    std::vector<std::uint32_t> m_abstractNodes; ///< the abstract path's nodes, as m_abstractCells

    std::size_t m_segment = 0; ///< the abstract edge being refined: from m_abstractCells[m_segment]
    CellRect m_segmentRect;
    double m_segmentBase = 0.0;     ///< the cost of the path up to the segment's first cell
    NodeTable<RefineNode> m_refine; ///< by localOf(): clusterSize² nodes, whatever the map
    OpenList m_refineOpen;          ///< entries by localOf()
    std::vector<Coord> m_refined;
    mutable AbstractMapView m_view;
    mutable bool m_viewStale = true;
};

} // namespace pathfinder
