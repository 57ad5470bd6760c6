#pragma once

#include "pathfinder/grid/map_grid.h"
#include "pathfinder/search/search_view.h"

#include "canvas/viewport.h"

#include <wx/colour.h>

#include <vector>

class wxDC;
class wxGraphicsContext;

namespace pathfinder::app {

/// The tint of a cell whose learned estimate rose `rise` above the heuristic's, where the most any
/// shown cell rose is `most`: ochre, deeper the more it rose.
wxColour learnedTint(double rise, double most);

/// A real-time agent's learned estimates (LRTA*, RTAA*) as a heat map: each shown cell whose value
/// the agent raised is tinted by how far it rose above the heuristic's estimate of the cell (the
/// walker's heuristic and terrain rule), the deepest tint the most any shown cell rose. Returns
/// whether any cell was tinted. `columns` and `rows` are the grid columns and rows on screen.
bool drawLearnedValues(wxGraphicsContext* gc, const SearchView& walker, const MapGrid& grid,
                       const Viewport& view, const std::vector<int>& columns, const std::vector<int>& rows);

} // namespace pathfinder::app
