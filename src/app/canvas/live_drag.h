#pragma once

#include "pathfinder/grid/map_grid.h"

#include "canvas/grid_painter.h"

#include <map>
#include <optional>
#include <tuple>
#include <utility>

namespace pathfinder::app {

class MapGridDocument;

/// A drag's edits made on the document as the drag goes, for live re-solve: the stroke's cells,
/// heights and sides and the start or goal dragged reach the map (and so the search) at once,
/// without undo steps. Before
/// the drag's one undo step is submitted, or when the drag is dropped, they are taken back, so the
/// map is as it was when the drag began.
///
/// A marker dragged over a wall stays on its last free cell until the drag ends: moving it there
/// clears the wall, which is the undo step's to do.
class LiveDrag {
public:
    /// Makes the document show `preview`: sets the cells, heights and sides it adds or changes,
    /// puts back those that left it, and moves the start and goal to where they are drawn.
    void follow(MapGridDocument& doc, const PaintPreview& preview);
    /// Puts back every cell, height, side, the start and the goal as they were before the drag.
    void takeBack(MapGridDocument& doc);
    /// The code `cell` had before the drag (MapGrid::code()).
    int codeBefore(const MapGrid& grid, Coord cell) const;
    /// The height `cell` had before the drag.
    int heightBefore(const MapGrid& grid, Coord cell) const;
    /// True while some edit of the drag is on the map.
    bool active() const {
        return !m_before.empty() || !m_heightsBefore.empty() || !m_sidesBefore.empty() || m_startBefore ||
               m_goalBefore;
    }

private:
    using SideKey = std::tuple<int, int, int>; ///< a side as seen from a cell: x, y, heading

    void followSides(MapGridDocument& doc, const PaintPreview& preview);

    std::map<std::pair<int, int>, int> m_before;        ///< each cell set, with its code before the drag
    std::map<std::pair<int, int>, int> m_heightsBefore; ///< each cell raised or lowered, its height before
    std::map<SideKey, SideKind> m_sidesBefore;          ///< each side set, its kind before
    std::optional<std::optional<Coord>> m_startBefore;
    std::optional<std::optional<Coord>> m_goalBefore;
};

} // namespace pathfinder::app
