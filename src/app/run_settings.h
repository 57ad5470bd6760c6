#pragma once

#include "pathfinder/walker.h"

#include <string>

namespace pathfinder::app {

/// What a run uses besides the map: the algorithm and every walker setting. The movement part
/// belongs to the map (it is saved in the .maze file); the rest is the session's choice.
struct RunSettings {
    std::string algorithm = "astar"; ///< registry name; empty when none is chosen
    WalkerSettings walker;
};

inline bool operator==(const RunSettings& a, const RunSettings& b) {
    const WalkerSettings& x = a.walker;
    const WalkerSettings& y = b.walker;
    return a.algorithm == b.algorithm && x.movement == y.movement && x.heuristic == y.heuristic &&
           x.weight == y.weight && x.tieBreak == y.tieBreak && x.seed == y.seed && x.maxSteps == y.maxSteps &&
           x.hand == y.hand && x.stopRule == y.stopRule && x.dstarFloodAll == y.dstarFloodAll;
}

inline bool operator!=(const RunSettings& a, const RunSettings& b) {
    return !(a == b);
}

} // namespace pathfinder::app
