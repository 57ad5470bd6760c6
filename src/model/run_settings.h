#pragma once

#include "pathfinder/registry/walker_registry.h"
#include "pathfinder/search/walker.h"

#include <string>

namespace pathfinder::app {

/// What a run uses besides the map: the algorithm and every walker setting. The movement part
/// belongs to the map (it is saved in the .maze file); the rest is the session's choice.
struct RunSettings {
    std::string algorithm{kDefaultWalker}; ///< registry name; empty when none is chosen
    WalkerSettings walker;
};

inline bool operator==(const RunSettings& a, const RunSettings& b) {
    return a.algorithm == b.algorithm && a.walker == b.walker;
}

inline bool operator!=(const RunSettings& a, const RunSettings& b) {
    return !(a == b);
}

} // namespace pathfinder::app
