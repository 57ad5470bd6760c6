#pragma once

#include "pathfinder/grid/map_grid.h"
#include "pathfinder/grid/terrain.h"

#include "canvas/map_legend.h"

#include <wx/string.h>

#include <vector>

namespace pathfinder::app {

/// A terrain's name as the app shows it: "Forest".
wxString terrainName(Terrain t);

/// True when the map's unit cannot enter terrain t: its factor is at the limit, or the unit keeps
/// water apart (Moving AI's rule) and t is of the other medium than the start's.
bool terrainBlocks(const MapGrid& grid, Terrain t);

/// What a cell of terrain t costs the map's unit per unit of move length: "1.5" or "impassable".
wxString terrainCostText(const MapGrid& grid, Terrain t);

/// The colour key's entries for the terrains on the map, in Terrain order: "Forest 1.5",
/// "Water impassable".
std::vector<TerrainKey> terrainKeyOf(const MapGrid& grid);

} // namespace pathfinder::app
