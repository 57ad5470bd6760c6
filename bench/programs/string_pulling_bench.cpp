// String pulling (smoothPath, any_angle.h) on long grid paths: the fewest-move path of a
// backtracker maze (short hops, many turns) and the path Depth-First (stack) takes over open, rooms
// and random-wall maps (straight on the open map, long and winding on the others), at 512², 1024²
// and 4096². The path is found once, outside
// the timed loop; the counters give its cells, the cells kept, and the sight tests and traced pieces
// per cell of the path.
//
//   pathfinder_string_pulling_bench [--benchmark_filter=REGEX] [Google Benchmark options]

#include "pathfinder/generators/maze_generator.h"
#include "pathfinder/registry/walker_registry.h"
#include "pathfinder/search/run.h"
#include "pathfinder/walkers/any_angle/any_angle.h"

#include <benchmark/benchmark.h>
#include <map>
#include <memory>
#include <string>
#include <utility>
#include <vector>

namespace {

using namespace pathfinder;

struct Case {
    MapGrid grid;
    std::vector<Coord> path;
};

/// The map of that kind and side (seed 1, 20 % walls for random) and the path the walker finds on
/// it between the generator's start and goal; made once per process.
const Case& caseOf(MazeKind kind, int side, const std::string& walkerName) {
    static std::map<std::string, std::unique_ptr<Case>> cases;
    const std::string key = std::string(toString(kind)) + std::to_string(side) + walkerName;
    auto& slot = cases[key];
    if (!slot) {
        MazeOptions options;
        options.kind = kind;
        options.width = options.height = side;
        slot = std::make_unique<Case>(Case{generateMaze(options), {}});
        auto walker = createWalker(walkerName);
        walker->setup(slot->grid, WalkerSettings{});
        runToCompletion(*walker, defaultBudget(slot->grid));
        slot->path = walker->path();
    }
    return *slot;
}

void smooth(benchmark::State& state, MazeKind kind, const std::string& walkerName) {
    const Case& c = caseOf(kind, static_cast<int>(state.range(0)), walkerName);
    if (c.path.empty()) {
        state.SkipWithError("no path");
        return;
    }
    StringPullingWork work;
    std::size_t kept = 0;
    for (auto _ : state) {
        work = StringPullingWork{};
        const std::vector<Coord> smoothed = smoothPath(c.grid, Movement{}, c.path, &work);
        kept = smoothed.size();
        benchmark::DoNotOptimize(smoothed.data());
    }
    const auto cells = static_cast<double>(c.path.size());
    state.counters["path_cells"] = cells;
    state.counters["kept"] = static_cast<double>(kept);
    state.counters["tests_per_cell"] = static_cast<double>(work.sightTests) / cells;
    state.counters["pieces_per_cell"] = static_cast<double>(work.tracedPieces) / cells;
}

void sizes(benchmark::internal::Benchmark* b) {
    b->Arg(512)->Arg(1024)->Arg(4096)->Unit(benchmark::kMillisecond);
}

BENCHMARK_CAPTURE(smooth, maze_breadth_first, MazeKind::RecursiveBacktracker, std::string("breadth-first"))
    ->Apply(sizes);
BENCHMARK_CAPTURE(smooth, open_stack_depth_first, MazeKind::Open, std::string("stack-depth-first"))
    ->Apply(sizes);
BENCHMARK_CAPTURE(smooth, rooms_stack_depth_first, MazeKind::Rooms, std::string("stack-depth-first"))
    ->Apply(sizes);
BENCHMARK_CAPTURE(smooth, random_stack_depth_first, MazeKind::RandomWalls, std::string("stack-depth-first"))
    ->Apply(sizes);

} // namespace

BENCHMARK_MAIN();
