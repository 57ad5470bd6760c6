#pragma once

#include "pathfinder/search/pseudo_code_listing.h"

namespace pathfinder {

// The pseudo-code listings of the agents: Wall Trace and Random Bounce; each walker's description points at
// its own.

/// The listing of Wall Trace.
const PseudoCodeListing& wallTraceListing();
/// The listing of Random Bounce.
const PseudoCodeListing& randomBounceListing();

} // namespace pathfinder
