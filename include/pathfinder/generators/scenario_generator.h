#pragma once

#include "pathfinder/formats/movingai_io.h"
#include "pathfinder/grid/map_grid.h"

#include <cstdint>
#include <iosfwd>
#include <string>
#include <vector>

namespace pathfinder {

/// Queries for a Moving AI scenario of `grid`, as the benchmark makes them: start and goal are free
/// cells joined by a path, the optimal length is the octile one without corner cutting (the
/// convention of .scen files, whatever movement the map is later run with), and the queries are
/// grouped in buckets of optimal length ÷ 4 (rounded down), at most 10 per bucket while there are
/// buckets to fill, sorted by bucket. The same grid, count and seed give the same queries.
/// `mapName` is the map field written in each query. Goals are drawn among the cells a start
/// reaches, so a map of many small regions costs little. Throws std::invalid_argument when no two
/// free cells are joined by a path.
std::vector<ScenarioQuery> generateScenario(const MapGrid& grid, const std::string& mapName,
                                            std::size_t count, std::uint64_t seed);

/// Writes queries as a version 1 .scen: "bucket map width height start_x start_y goal_x goal_y
/// optimal_length", tab-separated, lengths with 8 decimals.
void writeScenario(std::ostream& out, const std::vector<ScenarioQuery>& queries);

/// writeScenario() to a file, atomically.
void writeScenarioFile(const std::string& path, const std::vector<ScenarioQuery>& queries);

} // namespace pathfinder
