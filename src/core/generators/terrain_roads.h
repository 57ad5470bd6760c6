#pragma once

#include "generators/terrain_canvas.h"

namespace pathfinder {

class Random;

/// Where a generated map's route begins and ends.
struct RouteEnds {
    Coord start;
    Coord goal;
};

/// Adds towns and the roads and trails between them. Two towns go near opposite corners (the
/// cheapest ground to build on within an eighth of the shorter side of the top-left and of the
/// bottom-right corner) and are the route's ends; more are spread over dry land, as many as the
/// scale allows. One search from every town at once (TownRegions), on the cost of building a road
/// across each ground, gives every place its nearest town and the way to it; towns whose regions
/// touch are neighbours, a minimum spanning tree of the neighbours' links becomes roadway, a few of
/// the cheapest links left over become trails, and trails lead from hamlets in the back country to
/// the nearest road or trail. Roadway is edge-connected from every town to every other, so every
/// unit can drive between them; trails join the network through an edge too.
RouteEnds addRoads(TerrainCanvas& canvas, const TerrainScale& scale, Random& rng);

} // namespace pathfinder
