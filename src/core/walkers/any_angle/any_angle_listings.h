#pragma once

#include "pathfinder/search/pseudo_code_listing.h"

namespace pathfinder {

// The pseudo-code listings of the any-angle searches: Theta*, Lazy Theta* and Anya; each walker's description
// points at its own.

/// The listing of Theta*.
const PseudoCodeListing& thetaStarListing();
/// The listing of Lazy Theta*.
const PseudoCodeListing& lazyThetaStarListing();
/// The listing of Anya.
const PseudoCodeListing& anyaListing();

} // namespace pathfinder
