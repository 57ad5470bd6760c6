#pragma once

#include "pathfinder/basics/coord.h"
#include "pathfinder/search/search_view.h"
#include "pathfinder/teaching/suboptimality.h"

#include "canvas/viewport.h"

#include <wx/string.h>

#include <cstddef>
#include <vector>

class wxDC;

namespace pathfinder::app {

// Layers GridPainter draws over the cells for teaching: the numbers of each seen cell, and a walk
// set against an optimal path.

/// The routes of All Units as they are drawn: whoever solved them fills it in.
struct RoutesPicture {
    std::vector<wxString> units;           ///< the unit of each route
    std::vector<std::vector<Coord>> paths; ///< one per unit, start to goal; empty where it has none
    /// The size of each unit in cells (1 where missing): a larger unit's path holds the top-left cells
    /// of its squares, and it is drawn as the band the squares sweep.
    std::vector<int> sizes;
    int highlighted = -1; ///< the route drawn over the others and wider; -1 for none
};

/// Cells at least this many pixels wide show their g, h and f (PaintOptions::cellNumbers).
inline constexpr double kCellNumbersScale = 36.0;

/// Writes g and h (top) and f (bottom) inside each open or closed cell among `columns` × `rows`
/// (grid columns and rows on screen). Draws nothing below kCellNumbersScale.
void drawCellNumbers(wxDC& dc, const SearchView& walker, const Viewport& view,
                     const std::vector<int>& columns, const std::vector<int>& rows);

/// Under the walk's path: the stretches where it leaves the optimal path, as a wide amber band.
void drawDivergentStretches(wxDC& dc, const SuboptimalityReport& report, const std::vector<Coord>& walk,
                            const Viewport& view);

/// Over the walk's path: the optimal path as a dashed green line set off a little to the lower
/// right so that both show where they share cells, and a ring round the first divergence.
void drawOptimalPath(wxDC& dc, const SuboptimalityReport& report, const std::vector<Coord>& walk,
                     const Viewport& view);

/// Every route of `routes` in its own colour (palette::routeStyle, by its index), each set off to
/// its own side of the cells' centres so that routes through the same cells run side by side; the
/// highlighted one last, wider, and the others thinner when one is highlighted.
void drawRoutes(wxDC& dc, const RoutesPicture& routes, const Viewport& view);

/// The report in a few lines for a message or a panel: the costs, the cause and the explanation.
wxString describeSuboptimality(const SuboptimalityReport& report);

} // namespace pathfinder::app
