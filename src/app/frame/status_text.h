#pragma once

#include "pathfinder/basics/coord.h"
#include "pathfinder/grid/map_grid.h"

#include <wx/string.h>

namespace pathfinder::app {

class SearchController;
class WalkSession;

/// One line on how an agent's walk stands, e.g. "The agent reached the goal: 42 moves, 3 repairs".
wxString describeWalk(const WalkSession& walk);

/// The status bar's account of the search or walk: ready, searching, paused, how it ended.
wxString describePhase(const SearchController& search);

/// The status bar's account of one cell of `grid` (the document's map): its cost, start or goal,
/// and what the search or the walking agent knows of it.
wxString describeCell(const MapGrid& grid, const SearchController& search, Coord c);

/// On a map with hex cells, closed sides or heights: the cell's height and what each step out of
/// it costs under `movement`, e.g. "height 2  |  steps N 1, E 2.5, S wall, W —"; empty on other
/// maps. A closed side reads "wall" or "one way", any other refused step "—".
wxString describeSteps(const MapGrid& grid, const Movement& movement, Coord c);

} // namespace pathfinder::app
