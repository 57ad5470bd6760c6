// A* with landmarks (the differential heuristic) on Moving AI maps: for each map and each number of
// landmarks, the tables' build time and bytes, and over a sample of the scenario's queries the
// expansions and the query time. One line per map and count, tab-separated, for
// bench/landmark_results.sh to put in a table:
//
//   map  landmarks  queries  expanded  build-ns  bytes  query-ns  errors
//
// expanded and query-ns are sums over the queries; build-ns sums every build of the tables (the first
// query's, and any later one: a query from a cell the landmarks do not reach chooses them afresh).
// Query times are the iterations' time (runToCompletion), the reset and its table build not.
// errors counts queries whose cost differs from the scenario's optimal length.
//
//   pathfinder_landmark_bench [--landmarks "0 1 2 4"] [--max-queries N] FILE.map...   (FILE.map.scen beside
//   it)

#include "pathfinder/formats/movingai_io.h"
#include "pathfinder/registry/walker_registry.h"
#include "pathfinder/search/run.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <exception>
#include <sstream>
#include <string>
#include <vector>

using namespace pathfinder;

namespace {

/// Up to `most` queries spread evenly over the file (every bucket keeps its share).
std::vector<ScenarioQuery> sample(const std::vector<ScenarioQuery>& all, std::size_t most) {
    if (all.size() <= most)
        return all;
    std::vector<ScenarioQuery> some;
    for (std::size_t i = 0; i < most; ++i)
        some.push_back(all[i * all.size() / most]);
    return some;
}

void benchMap(const std::string& mapPath, const std::vector<std::uint64_t>& counts, std::size_t maxQueries) {
    MapGrid grid = readMovingAiMapFile(mapPath);
    const std::vector<ScenarioQuery> queries = sample(readScenarioFile(mapPath + ".scen"), maxQueries);
    const std::string name = mapPath.substr(mapPath.find_last_of('/') + 1);
    const std::uint64_t budget = iterationLimit(grid);
    for (const std::uint64_t k : counts) {
        WalkerSettings settings;
        settings.landmarks = k;
        const auto astar = createWalker("astar");
        grid.setStart(queries.front().start);
        grid.setGoal(queries.front().goal);
        astar->setup(grid, settings); // builds the tables
        std::int64_t buildNs = astar->stats().heuristicBuildNs;
        std::uint64_t bytes = astar->stats().heuristicBytes;
        std::uint64_t expanded = 0;
        std::int64_t queryNs = 0;
        int errors = 0;
        for (const ScenarioQuery& q : queries) {
            grid.setStart(q.start);
            grid.setGoal(q.goal);
            const RunResult run = runToCompletion(*astar, budget);
            buildNs += run.stats.heuristicBuildNs;
            bytes = std::max(bytes, run.stats.heuristicBytes);
            expanded += run.stats.expanded;
            queryNs += run.stats.timeNs;
            // The scenario files round their lengths to four decimals.
            if (run.state != WalkState::ReachedGoal ||
                std::abs(run.stats.pathCost - q.optimalLength) > 1e-3 * std::max(1.0, q.optimalLength)) {
                ++errors;
                std::fprintf(stderr, "%s line %d, %d landmarks: cost %g, the file's optimum %g\n",
                             mapPath.c_str(), q.line, static_cast<int>(k), run.stats.pathCost,
                             q.optimalLength);
            }
        }
        std::printf("%s\t%llu\t%zu\t%llu\t%lld\t%llu\t%lld\t%d\n", name.c_str(),
                    static_cast<unsigned long long>(k), queries.size(),
                    static_cast<unsigned long long>(expanded), static_cast<long long>(buildNs),
                    static_cast<unsigned long long>(bytes), static_cast<long long>(queryNs), errors);
        std::fflush(stdout);
    }
}

} // namespace

int main(int argc, char** argv) {
    std::vector<std::uint64_t> counts = {0, 1, 2, 4, 8, 16};
    std::size_t maxQueries = 100;
    std::vector<std::string> maps;
    for (int i = 1; i < argc; ++i) {
        const std::string arg = argv[i];
        if (arg == "--landmarks" && i + 1 < argc) {
            counts.clear();
            std::istringstream words(argv[++i]);
            for (std::uint64_t k = 0; words >> k;)
                counts.push_back(k);
        } else if (arg == "--max-queries" && i + 1 < argc) {
            maxQueries = std::strtoull(argv[++i], nullptr, 10);
        } else {
            maps.push_back(arg);
        }
    }
    if (maps.empty() || counts.empty() || maxQueries == 0) {
        std::fprintf(stderr, "usage: pathfinder_landmark_bench [--landmarks \"0 1 2 4\"] [--max-queries N] "
                             "FILE.map...\n");
        return 2;
    }
    try {
        for (const std::string& map : maps)
            benchMap(map, counts, maxQueries);
    } catch (const std::exception& e) {
        std::fprintf(stderr, "%s\n", e.what());
        return 1;
    }
    return 0;
}
