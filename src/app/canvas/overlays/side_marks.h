#pragma once

#include "pathfinder/grid/map_grid.h"

#include "canvas/viewport.h"

#include <wx/colour.h>

#include <utility>
#include <vector>

class wxDC;
class wxGraphicsContext;

namespace pathfinder::app {

/// Fills the shape of a cell (its square, or its hexagon on a hex map) with `colour`.
void fillCellShape(wxDC& dc, const Viewport& view, Coord cell, const wxColour& colour);

/// The closed sides between the cells of the given columns and rows: a wall as a thick dark line
/// along the side, a one-way side as a thinner line with an arrow across it pointing the way it may
/// be crossed.
void drawSides(wxDC& dc, wxGraphicsContext* gc, const MapGrid& grid, const Viewport& view,
               const std::vector<int>& columns, const std::vector<int>& rows);

/// Sides about to change (a stroke of the Side Wall tool): a wall to come as a thick dark line, a
/// side to open as a thick light one.
void drawSidePreview(wxDC& dc, wxGraphicsContext* gc, const Viewport& view,
                     const std::vector<std::pair<CellSide, SideKind>>& sides);

} // namespace pathfinder::app
