#pragma once

#include "pathfinder/formats/map_changes.h"
#include "pathfinder/grid/map_grid.h"
#include "pathfinder/grid/movement.h"

#include <cstddef>
#include <cstdint>
#include <functional>
#include <string>
#include <vector>

namespace pathfinder {

/// What randomEditsNearPath() made: the edits, and, when they are fewer than asked for, why.
struct RandomEdits {
    std::vector<MapEdit> edits;
    std::string stoppedBecause; ///< empty when every edit asked for was made
};

/// `count` single-cell edits near the route, as in the original's dynamic tests: each is, at
/// random, a wall added on a cell of the current least-cost route (not the start or goal) or a
/// wall removed within two cells of it (anywhere on the map when there is none there). A wall
/// that would cut the goal off is not added (a wall is removed instead, or, when the map has none
/// left, another cell of the route is walled), so every edit leaves a route to repair. When
/// neither can be done the edits stop there, and `stoppedBecause` says why. The route is replanned
/// (A*) after every edit, on a copy of the grid; `progress`, when given, hears how many edits are
/// made so far, before each one and at the end. Same seed, same edits.
RandomEdits randomEditsNearPath(const MapGrid& grid, const Movement& movement, int count, std::uint64_t seed,
                                const std::function<void(std::size_t)>& progress = {});

} // namespace pathfinder
