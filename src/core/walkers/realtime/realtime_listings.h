#pragma once

#include "pathfinder/search/pseudo_code_listing.h"

namespace pathfinder {

// The pseudo-code listings of the real-time agents; each walker's description points at its own.

/// The listing of LRTA* (with lookahead).
const PseudoCodeListing& lrtaStarListing();
/// The listing of RTAA*.
const PseudoCodeListing& rtaaStarListing();

} // namespace pathfinder
