#pragma once

#include "pathfinder/map_grid.h"
#include "pathfinder/movingai_io.h"

#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <vector>

namespace pathfinder::cli {

/// A scenario file with its queries and the map they run on.
struct ScenarioSet {
    std::string path;
    std::vector<ScenarioQuery> queries;
    std::shared_ptr<const MapGrid> map;
};

/// The outcome of one query for one walker.
struct QueryResult {
    std::size_t set = 0;   ///< index into the ScenarioSet list
    std::size_t query = 0; ///< index into its queries
    std::string walker;
    bool reached = false;
    double pathCost = 0.0;
    std::uint64_t expanded = 0;
    std::int64_t timeNs = 0; ///< median of the repetitions, search only
    bool mismatch = false;   ///< not reached, or cost off the file's optimum by more than 1e-4 relative
};

/// Expands directories to the .scen files in them (sorted), reads every file and loads each map
/// once. A query's map is looked for as written in the file and by its bare name, first under
/// `mapDir` (when given), then beside the scenario file. Throws ParseError or runtime_error
/// naming the file and line of a query whose map is missing or whose size does not match.
std::vector<ScenarioSet> loadScenarioSets(const std::vector<std::string>& paths, const std::string& mapDir);

/// Runs every query with every walker (Moving AI convention: octile, no corner cutting), each
/// `repetitions` times, on `jobs` threads. Results come in the order of sets, queries and
/// walkers whatever the number of jobs; `progress(done, total)` is called from the calling
/// thread as queries complete.
std::vector<QueryResult> runScenarios(const std::vector<ScenarioSet>& sets,
                                      const std::vector<std::string>& walkers, int repetitions, int jobs,
                                      const std::function<void(std::size_t, std::size_t)>& progress);

} // namespace pathfinder::cli
