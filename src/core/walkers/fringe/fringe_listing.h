#pragma once

#include "pathfinder/search/pseudo_code_listing.h"

namespace pathfinder {

/// Fringe Search's listing (fringe_search.cpp).
const PseudoCodeListing& fringeSearchListing();

} // namespace pathfinder
