#pragma once

#include "pathfinder/search/pseudo_code_listing.h"

namespace pathfinder {

// The pseudo-code listings of HPA*; each walker's description points at its own.

/// The listing of HPA*.
const PseudoCodeListing& hpaStarListing();

} // namespace pathfinder
