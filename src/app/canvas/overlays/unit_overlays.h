#pragma once

#include "pathfinder/basics/coord.h"
#include "pathfinder/grid/footprint.h"

#include "canvas/viewport.h"

#include <wx/colour.h>

#include <vector>

class wxDC;
class wxGraphicsContext;

namespace pathfinder::app {

// What GridPainter draws for units larger than one cell: the band a unit's squares sweep along its
// path, the square it covers, and the map's clearance.

/// The centres of the squares a unit of `size` covers at each of `path`'s cells (its top-left cells),
/// in the map's plane.
std::vector<PathPoint> squareCentres(const std::vector<Coord>& path, int size);

/// The band a unit of `size` sweeps along `path` (its top-left cells), in `colour` made
/// translucent, and the outline of its square at both ends. Without a graphics context (no
/// translucency) only the outlines are drawn, so that the map stays visible.
void drawUnitSweep(wxDC& dc, wxGraphicsContext* gc, const std::vector<Coord>& path, int size,
                   const wxColour& colour, const Viewport& view);

/// The square a unit of `size` covers with its top-left cell at `cell`, outlined in `colour`.
void outlineUnitSquare(wxDC& dc, Coord cell, int size, const wxColour& colour, const Viewport& view);

/// Cells at least this many pixels wide show their clearance as a number.
inline constexpr double kClearanceNumberScale = 14.0;

/// Each shown cell's clearance (the largest square that fits with its top-left cell there): a tint
/// that deepens with the clearance, and the number where cells are large enough; the cells where a
/// unit of `unitSize` fits are outlined. `columns` and `rows` are the grid columns and rows on screen.
void drawClearance(wxDC& dc, wxGraphicsContext* gc, const ClearanceMap& clearance, int unitSize,
                   const Viewport& view, const std::vector<int>& columns, const std::vector<int>& rows);

} // namespace pathfinder::app
