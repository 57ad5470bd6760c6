#pragma once

#include "pathfinder/teaching/heuristic_error.h"

#include "canvas/viewport.h"

#include <wx/colour.h>

#include <vector>

class wxDC;
class wxGraphicsContext;

namespace pathfinder::app {

/// Cells at least this many pixels wide show their error as a number.
inline constexpr double kHeuristicErrorNumberScale = 22.0;

/// The tint of a cell whose estimate falls short by `error`, on a map whose largest error is
/// `largest`: clear where the estimate is exact, a deeper violet the more it falls short; red where
/// it overestimates (error below 0).
wxColour heuristicErrorTint(double error, double largest);

/// Each shown cell's h* − h (View › Heuristic Error) as heuristicErrorTint(), and the number where
/// cells are large enough. `columns` and `rows` are the grid columns and rows on screen.
void drawHeuristicError(wxDC& dc, wxGraphicsContext* gc, const HeuristicErrorMap& map, const Viewport& view,
                        const std::vector<int>& columns, const std::vector<int>& rows);

} // namespace pathfinder::app
