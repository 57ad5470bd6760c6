#pragma once

#include "pathfinder/map_grid.h"
#include "pathfinder/movement.h"

#include "cluster_search.h"
#include "legal_moves.h"

#include <array>
#include <cstdint>
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
/// It keeps a copy of the step codes it was built from, so update() can find what an edit changed
/// and rebuild only the clusters within one cell of a changed cell (their borders may have moved).
class HpaAbstraction {
public:
    /// An entrance of this many cells or more gets two transitions, one at each end.
    static constexpr int kLongEntrance = 6;

    struct Cluster {
        CellRect rect;
        std::vector<std::uint32_t> transitions;  ///< padded cells, ascending
        std::vector<std::vector<HpaEdge>> edges; ///< per transition: its out-edges, intra and inter
    };

    /// Builds the whole abstraction for the grid's step codes.
    void build(const MapGrid& grid, const Movement& movement, int clusterSize);
    /// True when built for a grid of this size with this movement, cluster size and entry costs.
    bool fits(const MapGrid& grid, const Movement& movement, int clusterSize) const;
    /// Brings the abstraction up to date with the grid's step codes, rebuilding only the clusters
    /// within one cell of a changed cell; returns how many it rebuilt. It must fit() the grid.
    std::size_t update(const MapGrid& grid);
    /// The grid's cells stamp the abstraction was last brought up to date with.
    std::uint64_t stamp() const { return m_stamp; }
    void setStamp(std::uint64_t stamp) { m_stamp = stamp; }

    int clusterSize() const { return m_size; }
    int clustersAcross() const { return m_across; }
    std::size_t clusterCount() const { return m_clusters.size(); }
    const Cluster& cluster(std::size_t k) const { return m_clusters[k]; }
    /// The cluster a cell of the map lies in.
    std::size_t clusterOf(Coord c) const {
        return static_cast<std::size_t>(c.y / m_size) * static_cast<std::size_t>(m_across) +
               static_cast<std::size_t>(c.x / m_size);
    }
    /// Index of a transition among its cluster's transitions, or -1 when the cell is not one.
    std::int32_t transitionIndex(std::uint32_t paddedCell) const {
        return paddedCell < m_local.size() ? m_local[paddedCell] : -1;
    }
    /// The out-edges of a transition cell (empty for any other cell).
    const std::vector<HpaEdge>& edgesOf(std::uint32_t paddedCell, std::size_t cluster) const;
    /// The crossings chosen on the borders that cluster k owns (east, south and the two diagonals
    /// below it), for drawing.
    const std::vector<HpaCrossing>& crossings(std::size_t k) const { return m_crossings[k]; }

    /// Bytes the abstraction holds: clusters, transitions, edges, crossings and its per-cell tables.
    std::size_t bytes() const;
    /// Clusters rebuilt by the last build() or update().
    std::size_t lastRebuilt() const { return m_lastRebuilt; }
    /// Cells settled by the searches inside clusters that the last build() or update() ran.
    std::size_t lastSettled() const { return m_lastSettled; }

private:
    void rebuildCrossings(const MapGrid& grid, std::size_t k);
    void rebuildCluster(const MapGrid& grid, std::size_t k);
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
    std::vector<std::int32_t> m_local; ///< per padded cell: transitionIndex()
    std::vector<Cluster> m_clusters;
    std::vector<std::vector<HpaCrossing>> m_crossings; ///< per cluster: the crossings it owns
    std::uint64_t m_stamp = 0;
    std::size_t m_lastRebuilt = 0;
    std::size_t m_lastSettled = 0;
};

} // namespace pathfinder
