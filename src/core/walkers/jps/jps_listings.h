#pragma once

#include "pathfinder/search/pseudo_code_listing.h"

namespace pathfinder {

// The pseudo-code listings of Jump Point Search and JPS+; each walker's description points at its own.

/// The listing of Jump Point Search.
const PseudoCodeListing& jpsListing();
/// The listing of JPS+.
const PseudoCodeListing& jpsPlusListing();

} // namespace pathfinder
