#pragma once

#include "pathfinder/basics/coord.h"
#include "pathfinder/search/walker.h"

#include <string>

namespace pathfinder {

/// How a best-first walker came by a cell's g, h and f, in words with the sums, for the exercises.
struct ValueWorking {
    std::string
        g; ///< "g = g(1,1) + step = 1.414 + 1 = 2.414 (an orthogonal step onto a cell of entry cost 1)"
    std::string h; ///< "h = dx + dy = 3 + 2 = 5 (Manhattan distance to the goal (4,0))"
    std::string f; ///< "f = g + h = 2.414 + 3 = 5.414"
};

/// The working of the values cellState(cell) reports, for the walkers ExpansionExercise covers:
/// g from the parent's g and the step (one move for Breadth-First, a jump's length for JPS), h by
/// the heuristic the walker ranks with (none for Breadth-First and Dijkstra, the octile distance for
/// JPS) times the map's scale, and f by the walker's ranking (g, h, g + h or g + w·h).
ValueWorking workValues(const MapGridWalker& walker, Coord cell);

/// A cell as the exercises name it: "(3,1)".
std::string cellName(Coord c);

} // namespace pathfinder
