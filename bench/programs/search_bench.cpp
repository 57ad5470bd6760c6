// Expansion rate of the search walkers on generated 512×512 maps, start in the top-left
// corner, goal in the bottom-right, default movement (8 neighbours, no corner cutting, √2).
// The timed loop is runToCompletion(): the same iterate() the app animates.

#include "pathfinder/generators/maze_generator.h"
#include "pathfinder/registry/walker_registry.h"
#include "pathfinder/search/run.h"

#include <benchmark/benchmark.h>
#include <map>
#include <string>

namespace {

using namespace pathfinder;

const MapGrid& benchMap(MazeKind kind) {
    static std::map<MazeKind, MapGrid> maps;
    auto found = maps.find(kind);
    if (found == maps.end()) {
        MazeOptions options;
        options.kind = kind;
        options.width = 512;
        options.height = 512;
        options.seed = 2009;
        options.density = 0.2;
        found = maps.emplace(kind, generateMaze(options)).first;
    }
    return found->second;
}

void searchBenchmark(benchmark::State& state, const char* walkerName, MazeKind kind) {
    const MapGrid& grid = benchMap(kind);
    auto walker = createWalker(walkerName);
    walker->setup(grid, WalkerSettings{});
    const std::uint64_t limit = iterationLimit(grid);
    std::uint64_t expanded = 0;
    for (auto _ : state) {
        runToCompletion(*walker, limit);
        expanded += walker->stats().expanded;
        benchmark::DoNotOptimize(walker->stats().pathCost);
    }
    if (walker->state() != WalkState::ReachedGoal)
        state.SkipWithError("the benchmark map has no path from start to goal");
    state.counters["expanded"] = static_cast<double>(walker->stats().expanded);
    state.counters["path_cost"] = walker->stats().pathCost;
    state.counters["expansions_per_s"] =
        benchmark::Counter(static_cast<double>(expanded), benchmark::Counter::kIsRate);
}

} // namespace

BENCHMARK_CAPTURE(searchBenchmark, astar_open512, "astar", pathfinder::MazeKind::Open)
    ->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(searchBenchmark, astar_random20_512, "astar", pathfinder::MazeKind::RandomWalls)
    ->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(searchBenchmark, astar_maze512, "astar", pathfinder::MazeKind::RecursiveBacktracker)
    ->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(searchBenchmark, dijkstra_open512, "dijkstra", pathfinder::MazeKind::Open)
    ->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(searchBenchmark, dijkstra_random20_512, "dijkstra", pathfinder::MazeKind::RandomWalls)
    ->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(searchBenchmark, dijkstra_maze512, "dijkstra", pathfinder::MazeKind::RecursiveBacktracker)
    ->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(searchBenchmark, jps_open512, "jps", pathfinder::MazeKind::Open)
    ->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(searchBenchmark, jps_random20_512, "jps", pathfinder::MazeKind::RandomWalls)
    ->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(searchBenchmark, jps_maze512, "jps", pathfinder::MazeKind::RecursiveBacktracker)
    ->Unit(benchmark::kMillisecond);

BENCHMARK_MAIN();
