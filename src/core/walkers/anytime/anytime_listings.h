#pragma once

#include "pathfinder/search/pseudo_code_listing.h"

namespace pathfinder {

// The pseudo-code listings of the anytime walkers; each walker's description points at its own.

/// The listing of ARA*.
const PseudoCodeListing& araStarListing();

} // namespace pathfinder
