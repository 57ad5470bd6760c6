// The map edits the app makes in one step on its main thread, on maps of 512² and 4096² cells with
// 20 % random walls (seed 2009): a stroke of the widest brush corner to corner, a resize that adds a
// border of 16 cells (to 4096² from 4064²), and a quarter turn; and the largest flood fill, of a map without
// walls.

#include "pathfinder/generators/maze_generator.h"
#include "pathfinder/grid/edit_shapes.h"
#include "pathfinder/grid/map_grid.h"
#include "pathfinder/grid/map_resize.h"
#include "pathfinder/grid/map_transform.h"

#include "bench_maps.h"

#include <benchmark/benchmark.h>

namespace {

using namespace pathfinder;

MapGrid benchMap(int side, MazeKind kind = MazeKind::RandomWalls) {
    return bench::generatedMap(kind, side);
}

void fill(benchmark::State& state) {
    const MapGrid grid = benchMap(static_cast<int>(state.range(0)), MazeKind::Open);
    std::size_t cells = 0;
    for (auto _ : state) {
        cells = cellCount(fillRuns(grid, {0, 0}, FillKey::Code));
        benchmark::DoNotOptimize(cells);
    }
    state.counters["cells"] = static_cast<double>(cells);
}

void wideStroke(benchmark::State& state) {
    const MapGrid grid = benchMap(static_cast<int>(state.range(0)));
    const int last = grid.width() - 1;
    for (auto _ : state)
        benchmark::DoNotOptimize(brushLine(grid, {0, 0}, {last, last}, 9).size());
}

void resize(benchmark::State& state) {
    const MapGrid grid = benchMap(static_cast<int>(state.range(0)));
    for (auto _ : state)
        benchmark::DoNotOptimize(resizedGrid(grid, grid.width() + 32, grid.height() + 32, {16, 16}));
}

void rotate(benchmark::State& state) {
    const MapGrid grid = benchMap(static_cast<int>(state.range(0)));
    for (auto _ : state)
        benchmark::DoNotOptimize(transformedGrid(grid, MapTransform::RotateClockwise));
}

} // namespace

BENCHMARK(fill)->Arg(512)->Arg(4096)->Unit(benchmark::kMillisecond);
BENCHMARK(wideStroke)->Arg(512)->Arg(4096)->Unit(benchmark::kMillisecond);
BENCHMARK(resize)->Arg(512)->Arg(4064)->Unit(benchmark::kMillisecond);
BENCHMARK(rotate)->Arg(512)->Arg(4096)->Unit(benchmark::kMillisecond);
BENCHMARK_MAIN();
