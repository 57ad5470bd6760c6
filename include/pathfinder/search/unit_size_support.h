#pragma once

#include "pathfinder/search/walker_description.h"

#include <string>

namespace pathfinder {

/// Why a walker cannot plan for a unit of `size` cells a side on the map of the unit's positions
/// (footprint.h), or an empty string. Every walker that moves from cell to neighbouring cell can;
/// an any-angle walker cannot: it draws straight segments for a point, and a larger unit's square
/// swept along such a segment may clip a wall's corner that no position on it covers.
std::string unitSizeRefusal(const WalkerDescription& walker, int size);

} // namespace pathfinder
