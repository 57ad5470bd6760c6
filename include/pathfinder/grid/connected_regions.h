#pragma once

#include "pathfinder/basics/coord.h"
#include "pathfinder/grid/movement.h"

#include <cstddef>
#include <cstdint>
#include <vector>

namespace pathfinder {

class MapGrid;
struct GridChange;

/// How cells join into regions. Under every diagonal rule but Always a diagonal step needs an open
/// route past its corner: a free side cell with no closed side on the way, which joins its two ends
/// orthogonally too. So only "8 neighbours, diagonals always allowed" joins more cells than 4
/// neighbours do, on maps with sides between cells as well. A hex map's steps do not depend on the
/// movement: both connectivities join its cells alike.
enum class Connectivity : std::uint8_t {
    Orthogonal, ///< 4 neighbours, or 8 with any diagonal rule but Always; a hex map's six
    Diagonal,   ///< 8 neighbours with DiagonalRule::Always: a diagonal joins even between two walls
};

/// The connectivity that `movement`'s steps give.
constexpr Connectivity connectivityOf(const Movement& movement) {
    return movement.neighbours == 8 && movement.diagonalRule == DiagonalRule::Always
               ? Connectivity::Diagonal
               : Connectivity::Orthogonal;
}

/// The movement whose steps join cells exactly as `connectivity` does.
constexpr Movement joiningMovement(Connectivity connectivity) {
    Movement movement;
    movement.neighbours = connectivity == Connectivity::Diagonal ? 8 : 4;
    movement.diagonalRule = DiagonalRule::Always;
    return movement;
}

/// The map's connected regions: every cell the unit can enter carries the label of its region, and
/// two cells carry the same label exactly when a walk joins them, each step taken one way or the
/// other (MapGrid::canStep under joiningMovement()). Without one-way sides every step can be taken
/// back, so a walk from either cell reaches the other; with one-way sides the labels only tell that
/// no walk joins two cells when they differ. On a square map without closed sides the neighbours
/// are read straight off the cells; on a hex map or one with closed sides canStep decides.
///
/// Kept up to date edit by edit (update()): a freed cell or an opened side joins the regions around
/// it (the smaller ones take the largest one's label), and a blocked cell or a closed side may split
/// its region, which is found by flooding from the cells next to the edit at once until all but one
/// of the floods have run dry or met, so that the work is about the size of the parts cut off, not
/// of the whole region.
class ConnectedRegions {
public:
    /// Labels every cell of `grid` under `connectivity`: O(cells).
    ConnectedRegions(const MapGrid& grid, Connectivity connectivity);

    Connectivity connectivity() const { return m_connectivity; }
    /// The region of a cell (by padded index); 0 for a cell the unit cannot enter.
    std::uint32_t regionAt(std::size_t paddedCell) const { return m_labels[paddedCell]; }
    /// The region of a cell of the map (which must be in it); 0 for a cell the unit cannot enter.
    std::uint32_t regionOf(Coord c) const;
    /// True when both cells are in the map, free to the unit, and joined by a walk.
    bool connected(Coord a, Coord b) const;
    /// Number of regions.
    std::size_t regionCount() const { return m_regionCount; }
    /// Cells in the region labelled `label`.
    std::uint32_t sizeOf(std::uint32_t label) const { return label < m_sizes.size() ? m_sizes[label] : 0; }

    /// Brings the labels up to date with one edit of `grid` (already applied). Returns false when the
    /// edit is one it cannot follow (a change of the unit, the topology or the whole map), or when following
    /// it would look at more than updateLimit() cells (a wall across a maze's corridor can cut off half the
    /// map): the labels are then wrong and the owner must drop them and label afresh when next asked, once
    /// for a whole stroke of such edits.
    bool update(const MapGrid& grid, const GridChange& change);
    /// Cells whose label the last update() wrote or looked at, for tests of its cost.
    std::size_t lastUpdateWork() const { return m_lastWork; }
    /// The most cells an update() looks at before it gives up: a sixteenth of the map, at least 65,536.
    std::size_t updateLimit() const { return m_updateLimit; }

private:
    std::uint32_t newLabel();
    void freeLabel(std::uint32_t label);
    /// Calls visit(n) for each padded cell n that one step joins to the free padded cell `cell`. On a
    /// plain square map these are all its neighbours under the connectivity (a blocked one carries
    /// label 0), else only those that a legal step leads to or comes from.
    template <typename Visit>
    void forEachJoined(const MapGrid& grid, std::size_t cell, Visit&& visit) const;
    /// Floods the cells labelled `from` that are joined to `seed`, labelling them `to`; returns how many.
    std::size_t relabel(const MapGrid& grid, std::size_t seed, std::uint32_t from, std::uint32_t to);
    /// Gives the region of the free padded cell `cell` and the regions of the cells one step joins to
    /// it one label, the largest region's; false when that would relabel more than updateLimit() cells.
    bool joinAround(const MapGrid& grid, std::size_t cell);
    /// Splits the region `region` into the parts that walks still join, every part holding one of
    /// the `count` seeds (padded cells, those not labelled `region` skipped); false past updateLimit().
    bool split(const MapGrid& grid, std::uint32_t region, const std::size_t* seeds, std::size_t count);
    bool cellFreed(const MapGrid& grid, std::size_t cell);
    bool cellBlocked(const MapGrid& grid, std::size_t cell);
    bool sideChanged(const MapGrid& grid, const GridChange& change);

    Connectivity m_connectivity;
    int m_width = 0;
    int m_stride = 0;
    std::vector<std::uint32_t> m_labels; ///< per padded cell; 0 = blocked (the border ring too)
    std::vector<std::uint32_t> m_sizes;  ///< per label; 0 for a label not in use
    std::vector<std::uint32_t> m_unusedLabels;
    std::vector<std::ptrdiff_t> m_offsets;   ///< the neighbours under the connectivity on a plain map
    std::ptrdiff_t m_headingOffsets[8] = {}; ///< the neighbour in each heading
    Movement m_movement;                     ///< joiningMovement(m_connectivity)
    bool m_bySteps = false; ///< the grid has hex cells or closed sides: canStep decides what joins
    std::size_t m_regionCount = 0;
    std::size_t m_lastWork = 0;
    std::size_t m_updateLimit = 0;
    std::vector<std::size_t> m_stack; ///< scratch for the floods
};

} // namespace pathfinder
