#pragma once

#include "pathfinder/search/pseudo_code_listing.h"

namespace pathfinder {

// The pseudo-code listings of the repairing walkers: D*, LPA* and PathJoiner; each walker's description
// points at its own.

/// The listing of D*.
const PseudoCodeListing& dstarListing();
/// The listing of PathJoiner.
const PseudoCodeListing& pathJoinerListing();
/// The listing of LPA*.
const PseudoCodeListing& lpaStarListing();

} // namespace pathfinder
