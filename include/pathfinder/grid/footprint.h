#pragma once

#include "pathfinder/basics/coord.h"
#include "pathfinder/grid/map_grid.h"

#include <cstdint>
#include <string>
#include <vector>

// Units larger than one cell. A unit of size s covers an s×s square of cells; its position is the
// square's top-left cell.
//
// - It fits at c when the square lies in the map, the unit can enter every cell of it, and no side
//   inside the square is closed (neither a wall nor one way): a unit never straddles a wall.
// - It moves as one body. A step along an axis is legal when it fits before and after; every side
//   its cells cross then lies inside one of the two squares, so walls between cells are honoured.
// - A diagonal step is judged by the movement's diagonal rule as a single cell's is, with "the cell
//   beside the diagonal is blocked" read as "the unit does not fit one step along that axis".
// - A step costs its length × the greatest entry cost of the cells it covers after the step ×
//   (1 + slope · max(0, rise)), the rise measured between the highest cells under it before and after.
// - Larger units need square cells: hex maps hold units of size 1 only.
//
// So a unit of size s ≥ 2 walks a map of positions: the same size, a position a wall where the unit
// does not fit and otherwise a copy of its dearest cell, with the height of its highest cell and no
// sides. Every walker searches that map unchanged; its paths are the unit's top-left positions.

namespace pathfinder {

/// The largest square, up to kMaxUnitSize, that fits with its top-left cell at c for the grid's
/// unit (0 where the unit cannot enter c). Checks the cells and sides directly: O(kMaxUnitSize²).
int clearanceAt(const MapGrid& grid, Coord c);

/// Every cell's clearanceAt(), kept up to date edit by edit: an edit changes the clearance of the
/// cells up to kMaxUnitSize − 1 to its left and above it, which update() works out again.
class ClearanceMap {
public:
    explicit ClearanceMap(const MapGrid& grid);

    /// The clearance of a cell of the map (0 off it).
    int at(Coord c) const;
    /// Brings the map up to date after `change` of `grid` (the grid it was built from, of the same
    /// size; a Replaced change or another size relabels everything). Returns the cells whose
    /// clearance changed.
    std::vector<Coord> update(const MapGrid& grid, const GridChange& change);

private:
    void refreshBlock(const MapGrid& grid, Coord cell, std::vector<Coord>& changed);

    int m_width = 0;
    int m_height = 0;
    std::vector<std::uint8_t> m_clearance;
};

/// Why a map cannot hold a unit of this size (hex cells with a size above 1, a size outside 1 to
/// kMaxUnitSize), or an empty string.
std::string footprintProblem(const MapGrid& grid, int size);

/// The map of positions a unit of size ≥ 2 walks (see above), kept up to date with its source map
/// through the source's change reports: an edit of the source changes the positions whose squares
/// hold the edited cell, each reported by the positions map as an edit of its own, so that walkers
/// on it repair as they do on any map. The source must outlive this.
class FootprintMap {
public:
    /// Throws std::invalid_argument when footprintProblem() finds a problem, or the size is 1.
    FootprintMap(MapGrid& source, int size);
    ~FootprintMap();
    FootprintMap(const FootprintMap&) = delete;
    FootprintMap& operator=(const FootprintMap&) = delete;

    /// The map the walkers search. Its edits come from the source; do not edit it directly.
    const MapGrid& positions() const { return m_positions; }
    MapGrid& positions() { return m_positions; }
    int size() const { return m_size; }
    const ClearanceMap& clearance() const { return m_clearance; }
    /// Why the source cannot hold the unit now (it became a hex map), or an empty string; while
    /// there is one, every position is a wall.
    const std::string& problem() const { return m_problem; }

private:
    void rebuild();
    void follow(const GridChange& change);
    void refresh(Coord position);
    /// The code of the dearest cell, and the height of the highest, of the square at a position.
    std::uint8_t dearestCode(Coord position) const;
    int highest(Coord position) const;

    MapGrid& m_source;
    int m_size;
    MapGrid m_positions;
    ClearanceMap m_clearance;
    std::string m_problem;
    MapGrid::ListenerId m_listener{};
};

} // namespace pathfinder
