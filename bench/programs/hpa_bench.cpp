// HPA* on Moving AI maps: for each map, its abstract map's build time and bytes, and over the
// scenario's queries the cost over the optimum (plain and smoothed) and the query time against A*.
// One line per map, tab-separated, for bench/hpa_results.sh to put in a table:
//
//   map  queries  median-ratio  worst-ratio  median-smoothed  worst-smoothed  build-ms  bytes
//   hpa-query-ms  astar-ms  errors
//
// A ratio is the path's cost over A*'s (checked against the scenario's optimal length); a smoothed path's
// cost is its Euclidean length, so it may fall below 1. Query times are the iterations' time
// (runToCompletion), the start and goal's insertion included, the abstract map's upkeep at reset not. errors
// counts queries where HPA* was cheaper than A* or disagreed with it on reachability, or A* with the file.
//
//   pathfinder_hpa_bench [--cluster-size N] [--max-queries N] FILE.map...   (FILE.map.scen beside it)

#include "pathfinder/formats/movingai_io.h"
#include "pathfinder/registry/walker_registry.h"
#include "pathfinder/search/run.h"

#include "walkers/hierarchical/hpa_star.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <exception>
#include <string>
#include <vector>

using namespace pathfinder;

namespace {

double median(std::vector<double> v) {
    if (v.empty())
        return std::nan("");
    std::sort(v.begin(), v.end());
    return v[v.size() / 2];
}

double worst(const std::vector<double>& v) {
    return v.empty() ? std::nan("") : *std::max_element(v.begin(), v.end());
}

/// Up to `most` queries spread evenly over the file (every bucket keeps its share).
std::vector<ScenarioQuery> sample(const std::vector<ScenarioQuery>& all, std::size_t most) {
    if (all.size() <= most)
        return all;
    std::vector<ScenarioQuery> some;
    for (std::size_t i = 0; i < most; ++i)
        some.push_back(all[i * all.size() / most]);
    return some;
}

void benchMap(const std::string& mapPath, std::uint64_t clusterSize, std::size_t maxQueries) {
    MapGrid grid = readMovingAiMapFile(mapPath);
    const std::vector<ScenarioQuery> queries = sample(readScenarioFile(mapPath + ".scen"), maxQueries);
    WalkerSettings settings;
    settings.clusterSize = clusterSize;
    WalkerSettings smoothed = settings;
    smoothed.smoothing = true;

    grid.setStart(queries.front().start);
    grid.setGoal(queries.front().goal);
    HpaStarWalker hpa;
    hpa.setup(grid, settings); // builds the abstract map
    const double buildMs = static_cast<double>(hpa.preprocessNs()) / 1e6;
    const std::size_t bytes = hpa.abstractMap().bytes();
    HpaStarWalker smooth;
    smooth.setup(grid, smoothed);
    const auto astar = createWalker("astar");
    astar->setup(grid, settings);

    std::vector<double> ratios, smoothRatios;
    std::int64_t hpaNs = 0, astarNs = 0;
    int errors = 0;
    const std::uint64_t budget = iterationLimit(grid);
    for (const ScenarioQuery& q : queries) {
        grid.setStart(q.start);
        grid.setGoal(q.goal);
        const RunResult h = runToCompletion(hpa, budget);
        const RunResult s = runToCompletion(smooth, budget);
        const RunResult a = runToCompletion(*astar, budget);
        hpaNs += h.stats.timeNs;
        astarNs += a.stats.timeNs;
        // The optimum is A*'s cost: the scenario files round theirs to four decimals.
        const double optimum = a.stats.pathCost;
        const bool reached = h.state == WalkState::ReachedGoal;
        if (reached != (a.state == WalkState::ReachedGoal) ||
            (reached && h.stats.pathCost < optimum * (1 - 1e-9)) ||
            std::abs(optimum - q.optimalLength) > 1e-3 * std::max(1.0, optimum)) {
            ++errors;
            std::fprintf(stderr, "%s line %d: HPA* %g, A* %g, the file's optimum %g\n", mapPath.c_str(),
                         q.line, h.stats.pathCost, optimum, q.optimalLength);
            continue;
        }
        if (!reached || optimum <= 0)
            continue;
        ratios.push_back(h.stats.pathCost / optimum);
        smoothRatios.push_back(s.stats.pathCost / optimum);
    }
    const std::string name = mapPath.substr(mapPath.find_last_of('/') + 1);
    std::printf("%s\t%zu\t%.4f\t%.4f\t%.4f\t%.4f\t%.1f\t%zu\t%.1f\t%.1f\t%d\n", name.c_str(), queries.size(),
                median(ratios), worst(ratios), median(smoothRatios), worst(smoothRatios), buildMs, bytes,
                static_cast<double>(hpaNs) / 1e6, static_cast<double>(astarNs) / 1e6, errors);
}

} // namespace

int main(int argc, char** argv) {
    std::uint64_t clusterSize = 16;
    std::size_t maxQueries = 1000;
    std::vector<std::string> maps;
    for (int i = 1; i < argc; ++i) {
        const std::string arg = argv[i];
        if (arg == "--cluster-size" && i + 1 < argc)
            clusterSize = std::strtoull(argv[++i], nullptr, 10);
        else if (arg == "--max-queries" && i + 1 < argc)
            maxQueries = std::strtoull(argv[++i], nullptr, 10);
        else
            maps.push_back(arg);
    }
    if (maps.empty() || clusterSize < 2 || maxQueries == 0) {
        std::fprintf(stderr,
                     "usage: pathfinder_hpa_bench [--cluster-size N] [--max-queries N] FILE.map...\n");
        return 2;
    }
    try {
        for (const std::string& map : maps)
            benchMap(map, clusterSize, maxQueries);
    } catch (const std::exception& e) {
        std::fprintf(stderr, "%s\n", e.what());
        return 1;
    }
    return 0;
}
