#pragma once

#include "pathfinder/search/pseudo_code_listing.h"

namespace pathfinder {

// The pseudo-code listing of the subgoal graph walker; its description points at it.

/// The listing of the Subgoal Graph walker.
const PseudoCodeListing& subgoalGraphListing();

} // namespace pathfinder
