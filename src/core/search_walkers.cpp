#include "search_walkers.h"

namespace pathfinder {

Capabilities BreadthFirstWalker::capabilities() const {
    Capabilities caps;
    caps.tieBreaking = false; // keys are move counts; equal keys are always first in, first out
    return caps;
}

Capabilities BestFirstWalker::capabilities() const {
    Capabilities caps;
    caps.weightedCosts = true;
    caps.heuristics = true;
    caps.tieBreaking = true;
    return caps;
}

Capabilities DijkstraWalker::capabilities() const {
    Capabilities caps;
    caps.weightedCosts = true;
    caps.tieBreaking = true;
    caps.optimal = true;
    return caps;
}

Capabilities AStarWalker::capabilities() const {
    Capabilities caps;
    caps.weightedCosts = true;
    caps.heuristics = true;
    caps.weight = true;
    caps.tieBreaking = true;
    caps.optimal = true;
    return caps;
}

} // namespace pathfinder
