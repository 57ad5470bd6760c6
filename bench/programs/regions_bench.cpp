// The map's connected regions (MapGrid::regions): labelling a whole map, and keeping the labels up
// to date under edits, on generated maps of 512² to 4096² cells (seed 2009, 20 % random walls, or
// a backtracker maze), default movement.

#include "pathfinder/generators/maze_generator.h"
#include "pathfinder/grid/connected_regions.h"
#include "pathfinder/grid/map_grid.h"

#include "bench_maps.h"

#include <benchmark/benchmark.h>
#include <cstdint>
#include <random>

namespace {

using namespace pathfinder;

MapGrid benchMap(MazeKind kind, int side) {
    return bench::generatedMap(kind, side);
}

/// Labelling the whole map: what the first search on a map pays once.
void labelBenchmark(benchmark::State& state, MazeKind kind) {
    const MapGrid grid = benchMap(kind, static_cast<int>(state.range(0)));
    std::size_t regions = 0;
    for (auto _ : state) {
        const ConnectedRegions labels(grid, Connectivity::Orthogonal);
        regions = labels.regionCount();
        benchmark::DoNotOptimize(regions);
    }
    state.counters["regions"] = static_cast<double>(regions);
}

/// One edit kept up to date, and the labels asked for after it as the next search does: a random
/// free cell walled and freed again (two edits per iteration). An edit whose update would look at
/// more than ConnectedRegions::updateLimit() cells drops the labels, and the ask labels afresh.
void editBenchmark(benchmark::State& state, MazeKind kind) {
    MapGrid grid = benchMap(kind, static_cast<int>(state.range(0)));
    const Movement movement;
    grid.regions(movement);
    std::mt19937 rng(7);
    std::uniform_int_distribution<int> coordinate(0, grid.width() - 1);
    for (auto _ : state) {
        Coord c{coordinate(rng), coordinate(rng)};
        if (grid.isWall(c))
            continue;
        grid.setWall(c, true);
        benchmark::DoNotOptimize(grid.regions(movement).regionCount());
        grid.setWall(c, false);
        benchmark::DoNotOptimize(grid.regions(movement).regionCount());
    }
}

} // namespace

BENCHMARK_CAPTURE(labelBenchmark, random20, MazeKind::RandomWalls)
    ->RangeMultiplier(2)
    ->Range(512, 4096)
    ->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(labelBenchmark, maze, MazeKind::RecursiveBacktracker)
    ->RangeMultiplier(2)
    ->Range(512, 4096)
    ->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(editBenchmark, random20, MazeKind::RandomWalls)
    ->RangeMultiplier(2)
    ->Range(512, 4096)
    ->Unit(benchmark::kMicrosecond);
BENCHMARK_CAPTURE(editBenchmark, maze, MazeKind::RecursiveBacktracker)
    ->RangeMultiplier(2)
    ->Range(512, 4096)
    ->Unit(benchmark::kMicrosecond);

BENCHMARK_MAIN();
