#pragma once

#include "pathfinder/registry/walker_registry.h"
#include "pathfinder/search/walker.h"
#include "pathfinder/walkers/agents/sight.h"

#include <string>

namespace pathfinder::app {

/// What a run uses besides the map: the algorithm and every walker setting. The movement part
/// belongs to the map (it is saved in the .maze file); the rest is the session's choice.
struct RunSettings {
    std::string algorithm{kDefaultWalker}; ///< registry name; empty when none is chosen
    WalkerSettings walker;
    /// How far a walking agent sees, in cells; 0: it knows the whole map.
    int sight = 0;
    SightRule sightRule = SightRule::Line;
};

inline bool operator==(const RunSettings& a, const RunSettings& b) {
    return a.algorithm == b.algorithm && a.walker == b.walker && a.sight == b.sight &&
           a.sightRule == b.sightRule;
}

inline bool operator!=(const RunSettings& a, const RunSettings& b) {
    return !(a == b);
}

} // namespace pathfinder::app
