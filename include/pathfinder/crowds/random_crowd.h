#pragma once

#include "pathfinder/crowds/crowd_settings.h"
#include "pathfinder/grid/map_grid.h"
#include "pathfinder/grid/movement.h"

#include <cstdint>
#include <vector>

namespace pathfinder {

/// `count` agents of the map's unit with 2 × count distinct free cells as starts and goals, all in
/// the largest connected region under `movement` (the first such region in row-major order when
/// two are as large), so that every goal is reachable from every start on maps without one-way
/// sides. Reproducible: the region's cells are listed in row-major order and the first 2 × count
/// of a Fisher-Yates shuffle by Random(seed) are taken, the first count as starts, the next as
/// goals, agent k getting the k-th of each. Throws std::invalid_argument when count is 0 or the
/// region holds fewer than 2 × count cells.
std::vector<CrowdAgentSpec> randomCrowdAgents(const MapGrid& map, const Movement& movement, std::size_t count,
                                              std::uint64_t seed);

} // namespace pathfinder
