#pragma once

#include "pathfinder/grid/map_grid.h"
#include "pathfinder/grid/movement.h"

#include "grid/legal_moves.h"
#include "walkers/hierarchical/cluster_search.h"

#include <algorithm>
#include <array>
#include <atomic>
#include <cstdint>
#include <limits>
#include <vector>

namespace pathfinder {

/// An edge of HPA*'s abstract graph, from a transition cell to another (padded indices).
struct HpaEdge {
    std::uint32_t to = MapGrid::kNoCell;
    double cost = 0.0;
    bool inter = false; ///< one step across a cluster border; otherwise a route inside a cluster
};

/// One cell pair where a route may cross from one cluster to the next: `a` on this side of the
/// border, `b` on the other, one legal step apart.
struct HpaCrossing {
    std::uint32_t a = MapGrid::kNoCell;
    std::uint32_t b = MapGrid::kNoCell;
};

/// HPA*'s abstract map (Botea, Müller & Schaeffer 2004). The grid is cut into square clusters of
/// `clusterSize` cells a side (smaller at the right and bottom edges). Along each border two clusters
/// share, an entrance is a maximal run of cell pairs that are both free, one on either side; an
/// entrance shorter than kLongEntrance cells gets one transition (a crossing pair) in its middle, a
/// longer one a transition at each end. Under the Always diagonal rule a diagonal step across a
/// border whose two side cells are both blocked is a transition of its own: no orthogonal pair
/// stands for it, and without it the abstract map could miss a route. The abstract graph's nodes are
/// the transition cells; its edges are the crossings (one step) and, inside each cluster, the least
/// cost between two of its transitions by routes that stay in the cluster.
///
/// Memory follows the transitions, not the map's cells: a cluster keeps its transitions, the
/// least costs between them as one T × T table of floats (no per-edge records), and its crossings. Every
/// transition also has an id, 0 to transitionCount() - 1, numbered cluster by cluster, for the
/// searches' per-node tables; ids are given afresh by every build() and update().
///
/// It keeps a copy of the step codes it was built from, so update() can find what an edit changed
/// and rebuild only the clusters within one cell of a changed cell (their borders may have moved).
class HpaAbstraction {
public:
    /// An entrance of this many cells or more gets two transitions, one at each end.
    static constexpr int kLongEntrance = 6;

    /// A crossing out of a cluster: from its transition `from` (an index among its transitions) one
    /// step to the transition cell `to` of the next cluster.
    struct CrossingEdge {
        std::uint32_t from = 0;
        std::uint32_t to = MapGrid::kNoCell;
        double cost = 0.0;
    };

    struct Cluster {
        CellRect rect;
        std::vector<std::uint32_t> transitions; ///< padded cells, ascending
        /// costs[i · T + j]: the least cost from transition i to transition j by routes inside the
        /// cluster (T transitions), infinity where there is none and for i = j. Kept as floats, which
        /// halves the largest part of the abstract map: the abstract search then ranks routes by
        /// costs rounded to about 1e-7 of their value (the path's own cost is summed from its cells).
        std::vector<float> costs;
        std::vector<CrossingEdge> crossingEdges; ///< ordered by `from`
        std::uint32_t firstId = 0;               ///< the id of transitions[0]
    };

    /// Builds the whole abstraction for the grid's step codes. Once `*stop` is set it returns within
    /// milliseconds (checked every 64 clusters), the abstraction left empty (stamp() 0).
    void build(const MapGrid& grid, const Movement& movement, int clusterSize,
               const std::atomic<bool>* stop = nullptr);
    /// True when built for a grid of this size with this movement, cluster size and entry costs.
    bool fits(const MapGrid& grid, const Movement& movement, int clusterSize) const;
    /// Brings the abstraction up to date with the grid's step codes, rebuilding only the clusters
    /// within one cell of a changed cell; returns how many it rebuilt. It must fit() the grid.
    std::size_t update(const MapGrid& grid);
    /// The grid's cells stamp the abstraction was last brought up to date with.
    std::uint64_t stamp() const { return m_stamp; }
    void setStamp(std::uint64_t stamp) { m_stamp = stamp; }

    int clusterSize() const { return m_size; }
    /// The size of the map it was built for, in cells.
    int width() const { return m_width; }
    int height() const { return m_height; }
    int clustersAcross() const { return m_across; }
    std::size_t clusterCount() const { return m_clusters.size(); }
    const Cluster& cluster(std::size_t k) const { return m_clusters[k]; }
    /// The cluster a cell of the map lies in.
    std::size_t clusterOf(Coord c) const {
        return static_cast<std::size_t>(c.y / m_size) * static_cast<std::size_t>(m_across) +
               static_cast<std::size_t>(c.x / m_size);
    }
    /// The cluster a padded cell of the map lies in.
    std::size_t clusterOfCell(std::uint32_t paddedCell) const { return clusterOf(coordOf(paddedCell)); }
    /// Index of a transition among its cluster's transitions, or -1 when the cell is not one.
    std::int32_t transitionIndex(std::uint32_t paddedCell) const;
    /// The id of a transition cell, or MapGrid::kNoCell when the cell is not one.
    std::uint32_t transitionId(std::uint32_t paddedCell) const;
    /// How many transitions there are: the ids run from 0 to this.
    std::size_t transitionCount() const { return m_transitionCells.size(); }
    /// The padded cell of a transition id.
    std::uint32_t transitionCell(std::uint32_t id) const { return m_transitionCells[id]; }
    /// Calls step(edge) for every edge out of transition i of cluster k: the routes to the other
    /// transitions of the cluster, then its crossings.
    template <class Step>
    void forEachEdge(std::size_t k, std::size_t i, Step step) const {
        const Cluster& c = m_clusters[k];
        const std::size_t count = c.transitions.size();
        const float* row = c.costs.data() + i * count;
        for (std::size_t j = 0; j < count; ++j)
            if (row[j] < std::numeric_limits<float>::infinity())
                step(HpaEdge{c.transitions[j], static_cast<double>(row[j]), false});
        auto e = std::lower_bound(c.crossingEdges.begin(), c.crossingEdges.end(), i,
                                  [](const CrossingEdge& x, std::size_t from) { return x.from < from; });
        for (; e != c.crossingEdges.end() && e->from == i; ++e)
            step(HpaEdge{e->to, e->cost, true});
    }
    /// The crossings chosen on the borders that cluster k owns (east, south and the two diagonals
    /// below it), for drawing.
    const std::vector<HpaCrossing>& crossings(std::size_t k) const { return m_crossings[k]; }

    /// Bytes the abstraction holds: clusters, transitions, costs, crossings, ids and its copy of the
    /// step codes.
    std::size_t bytes() const;
    /// Clusters rebuilt by the last build() or update().
    std::size_t lastRebuilt() const { return m_lastRebuilt; }
    /// Cells settled by the searches inside clusters that the last build() or update() ran.
    std::size_t lastSettled() const { return m_lastSettled; }

private:
    Coord coordOf(std::uint32_t paddedCell) const {
        const int stride = m_width + 2;
        return {static_cast<int>(paddedCell % static_cast<std::uint32_t>(stride)) - 1,
                static_cast<int>(paddedCell / static_cast<std::uint32_t>(stride)) - 1};
    }
    void rebuildCrossings(const MapGrid& grid, std::size_t k);
    void rebuildCluster(const MapGrid& grid, std::size_t k);
    /// Numbers the transitions cluster by cluster (firstId, transitionCell()).
    void numberTransitions();
    void addOrthogonalRuns(const MapGrid& grid, std::vector<HpaCrossing>& out, Coord first, Coord along,
                           Coord across, int length) const;
    void addSqueeze(const MapGrid& grid, std::vector<HpaCrossing>& out, Coord a, Coord b) const;
    /// The clusters whose owned crossings may touch cluster k (itself and its west, north, north-west
    /// and north-east neighbours), for gathering its transitions.
    std::vector<std::size_t> crossingOwners(std::size_t k) const;

    Movement m_movement;
    LegalMoves m_moves;
    int m_size = 0;
    int m_across = 0;
    int m_down = 0;
    int m_width = 0;
    int m_height = 0;
    std::array<double, MapGrid::kCodeCount> m_entryCosts{};
    std::vector<std::uint8_t> m_codes; ///< the step codes built from (padded)
    std::vector<Cluster> m_clusters;
    std::vector<std::vector<HpaCrossing>> m_crossings; ///< per cluster: the crossings it owns
    std::vector<std::uint32_t> m_transitionCells;      ///< per id: the transition's padded cell
    std::uint64_t m_stamp = 0;
    std::size_t m_lastRebuilt = 0;
    std::size_t m_lastSettled = 0;
};

} // namespace pathfinder
