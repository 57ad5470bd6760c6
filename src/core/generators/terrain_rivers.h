#pragma once

#include "generators/terrain_canvas.h"

#include <cstdint>
#include <vector>

namespace pathfinder {

class Random;

/// Adds rivers to the canvas: each rises on a foothill cell picked at random and flows downhill on
/// `elevation` (one value per cell, row-major) to the steepest lower neighbour until it meets
/// water or the map's edge. Where it finds no lower neighbour it fills the basin as a lake, cell by
/// cell from the lowest, until the water spills over the basin's rim, then flows on from there; a
/// lake that grows past a size set by the scale ends its river. Rivers and lakes are joined through
/// edges (a diagonal step also floods one of the two cells beside it), so they are barriers under
/// every movement rule.
void addRivers(TerrainCanvas& canvas, const std::vector<std::uint16_t>& elevation, const TerrainScale& scale,
               Random& rng);

} // namespace pathfinder
