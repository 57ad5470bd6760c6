#pragma once

#include "pathfinder/formats/map_changes.h"
#include "pathfinder/grid/map_grid.h"
#include "pathfinder/search/cost_comparison.h"
#include "pathfinder/search/walker.h"

#include <cstdint>
#include <string>
#include <vector>

namespace pathfinder::cli {

/// What one step of a replay measured: the first search (step 0) or the repair after a change.
struct StepResult {
    Outcome outcome = Outcome::Searching;
    double pathCost = 0.0; ///< the walker's path figure (RunStats::pathCost)
    std::uint64_t expanded = 0;
    std::int64_t timeNs = 0;
    /// What pathCost is on the map as it was after the step (a change may make its costs differ).
    CostComparison comparison;
    /// Why the walker did not search the map as it was after the step (MapGridWalker::refusal());
    /// empty when it did.
    std::string refusal;
};

/// Replays the edits on a copy of the map: the walker searches once, then hears of each edit
/// through the grid (MapGridWalker::notifyChange: a dynamic walker repairs, any other searches
/// afresh). An edit that changes nothing costs nothing.
std::vector<StepResult> replay(const MapGrid& map, const std::string& name, const WalkerSettings& settings,
                               const std::vector<MapEdit>& edits, std::uint64_t budget);

} // namespace pathfinder::cli
