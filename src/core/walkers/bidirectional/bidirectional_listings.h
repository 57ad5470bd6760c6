#pragma once

#include "pathfinder/search/pseudo_code_listing.h"

namespace pathfinder {

// The pseudo-code listings of the bidirectional searches (one listing for the three); each walker's
// description points at its own.

/// The listing of the three bidirectional searches.
const PseudoCodeListing& bidirectionalListing();

} // namespace pathfinder
