#pragma once

#include "pathfinder/search/pseudo_code_listing.h"

namespace pathfinder {

// The pseudo-code listings of the classic searches: the best-first engine's four, depth-first (iterative
// deepening and stack), IDA* and bounded A*; each walker's description points at its own.

/// The listing of Breadth-First.
const PseudoCodeListing& breadthFirstListing();
/// The listing of Best-First.
const PseudoCodeListing& bestFirstListing();
/// The listing of Dijkstra.
const PseudoCodeListing& dijkstraListing();
/// The listing of A*.
const PseudoCodeListing& aStarListing();
/// The listing of Depth-First (iterative deepening).
const PseudoCodeListing& depthFirstListing();
/// The listing of IDA*.
const PseudoCodeListing& idaStarListing();
/// The listing of Depth-First (stack).
const PseudoCodeListing& stackDepthFirstListing();
/// The listing of bounded A*.
const PseudoCodeListing& boundedAStarListing();

} // namespace pathfinder
