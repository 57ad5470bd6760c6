#pragma once

#include "pathfinder/basics/coord.h"
#include "pathfinder/grid/map_grid.h"

#include "canvas/viewport.h"

#include <functional>
#include <vector>

class wxDC;
class wxGraphicsContext;

namespace pathfinder::app {

/// A walking agent's limited sight over the true map: fog over each shown cell it has not seen, and
/// a dashed outline round each cell it has seen that differs now from what it knows (an edit made
/// out of its sight). `columns` and `rows` are the grid columns and rows on screen; runs of fogged
/// cells along a row are filled at once, so the cost follows the runs, not the cells.
void drawFog(wxDC& dc, wxGraphicsContext* gc, const std::function<bool(Coord)>& seen, const MapGrid& truth,
             const MapGrid& known, const Viewport& view, const std::vector<int>& columns,
             const std::vector<int>& rows);

} // namespace pathfinder::app
