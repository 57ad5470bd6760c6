#pragma once

#include "pathfinder/search/search_view.h"

#include <wx/string.h>

namespace pathfinder::app {

/// The figures that only some walkers have, a line each, for the statistics pane: an anytime
/// walker's solutions (cost, bound, expansions, time), a real-time agent's trials, the size and
/// build time of the heuristic's tables (landmarks), and how far a heuristic overestimated. Empty
/// for a walker that has none of them.
wxString familyFigures(const SearchView& walker);

} // namespace pathfinder::app
