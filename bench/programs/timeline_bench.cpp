// What recording a run on a timeline costs, as the app records it: every event into a
// SearchTimeline and endStep() after every iterate(). On generated 1024×1024 maps (seed 2009),
// start in the top-left free cell, goal in the bottom-right, default movement.
//
//   pathfinder_timeline_bench time KIND WALKER REPS   headless and recorded runs alternately, the
//       recorded ones in pairs: a record of its own, then a record made again in the first one's
//       storage, as the app records a run started over: prints
//       "headless_ms recorded_ms again_ms events steps timeline_bytes" (medians of REPS each)
//   pathfinder_timeline_bench rss KIND WALKER         one recorded run, then its middle and last
//       steps shown again: prints the peak resident set of this process in KiB (map, walker,
//       timeline with its checkpoints, and the frame shown)
//   pathfinder_timeline_bench edits KIND WALKER EDITS [SIZE]   one recorded run on a SIZE×SIZE map
//       (default 1024), stopped halfway; there the open list read 20 times as the explanations
//       pane reads it on every tick, then EDITS walls dropped one at a time on random free cells,
//       each recorded (endEdit()) as the app records an edit during a run: prints
//       "edit_us open_us open_cells" (medians)
//
// KIND: open, random20, maze or rooms. bench/timeline_results.sh turns these into bench/README.md's table.

#include "pathfinder/generators/maze_generator.h"
#include "pathfinder/registry/walker_registry.h"
#include "pathfinder/search/run.h"
#include "pathfinder/traces/search_timeline.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <memory>
#include <optional>
#include <string>
#include <sys/resource.h>
#include <utility>
#include <vector>

namespace {

using namespace pathfinder;
using Clock = std::chrono::steady_clock;

/// The map kinds KIND names.
const std::pair<const char*, MazeKind> kMapKinds[] = {{"open", MazeKind::Open},
                                                      {"random20", MazeKind::RandomWalls},
                                                      {"maze", MazeKind::RecursiveBacktracker},
                                                      {"rooms", MazeKind::Rooms}};

std::optional<MazeKind> mapKind(const std::string& name) {
    for (const auto& [kindName, kind] : kMapKinds)
        if (name == kindName)
            return kind;
    return std::nullopt;
}

MapGrid benchMap(const std::string& kind, int size = 1024) {
    MazeOptions options;
    options.kind = mapKind(kind).value_or(MazeKind::RandomWalls);
    options.width = size;
    options.height = size;
    options.seed = 2009;
    options.density = 0.2;
    return generateMaze(options);
}

double headless(MapGridWalker& walker, const MapGrid& grid) {
    const auto begin = Clock::now();
    runToCompletion(walker, iterationLimit(grid));
    return std::chrono::duration<double, std::milli>(Clock::now() - begin).count();
}

/// One recorded run, as the app records it; the timeline is kept for its sizes. The timeline already
/// in `timeline` is dropped, as the app drops the last record when it starts another; with `again`,
/// its storage goes to the new one.
double recorded(MapGridWalker& walker, const MapGrid& grid, std::unique_ptr<SearchTimeline>& timeline,
                bool again) {
    const auto begin = Clock::now();
    std::unique_ptr<SearchTimeline> previous = std::move(timeline);
    if (!again)
        previous.reset();
    timeline = std::make_unique<SearchTimeline>(grid, walker, std::move(previous));
    walker.setListener(timeline.get());
    walker.reset();
    timeline->begin(walker);
    const std::uint64_t limit = iterationLimit(grid);
    for (std::uint64_t i = 0; i < limit && !walker.finished(); ++i) {
        walker.iterate();
        timeline->endStep(walker);
    }
    const double ms = std::chrono::duration<double, std::milli>(Clock::now() - begin).count();
    walker.setListener(nullptr);
    return ms;
}

double median(std::vector<double> values) {
    std::sort(values.begin(), values.end());
    return values[values.size() / 2];
}

/// The "edits" mode: see the top of the file.
int editsMode(const std::string& kind, const std::string& name, int edits, int size) {
    MapGrid grid = benchMap(kind, size);
    auto walker = createWalker(name);
    if (!walker) {
        std::fprintf(stderr, "unknown walker %s\n", name.c_str());
        return 2;
    }
    walker->setup(grid, WalkerSettings{});
    SearchTimeline timeline(grid, *walker);
    walker->setListener(&timeline);
    walker->reset();
    timeline.begin(*walker);
    std::vector<GridChange> changes;
    const MapGrid::ListenerId id = grid.addListener([&](const GridChange& change) {
        walker->notifyChange(change);
        changes.push_back(change);
    });
    // Halfway through the search: the open list is as long as it gets.
    const auto headlessWalker = createWalker(name);
    headlessWalker->setup(grid, WalkerSettings{});
    const std::uint64_t half = runToCompletion(*headlessWalker, iterationLimit(grid)).stats.iterations / 2;
    for (std::uint64_t i = 0; i < half && !walker->finished(); ++i) {
        walker->iterate();
        timeline.endStep(*walker);
    }
    // The open list as the explanations pane reads it on every tick, halfway through the search.
    (void)timeline.live(); // brought up to date once, as the app's first look at it does
    std::vector<double> editUs, openUs;
    std::size_t open = 0;
    for (int i = 0; i < 20; ++i) {
        const auto begin = Clock::now();
        open = timeline.live().openCells().size();
        openUs.push_back(std::chrono::duration<double, std::micro>(Clock::now() - begin).count());
    }
    std::uint64_t seed = 2009;
    for (int e = 0; e < edits; ++e) {
        Coord cell;
        do {
            seed = seed * 6364136223846793005ULL + 1442695040888963407ULL;
            cell = {static_cast<int>((seed >> 33) % static_cast<std::uint64_t>(size)),
                    static_cast<int>((seed >> 13) % static_cast<std::uint64_t>(size))};
        } while (grid.isBlocked(cell) || cell == grid.start() || cell == grid.goal());
        changes.clear();
        grid.setWall(cell, true);
        const auto begin = Clock::now();
        timeline.endEdit(grid, changes, *walker);
        editUs.push_back(std::chrono::duration<double, std::micro>(Clock::now() - begin).count());
    }
    grid.removeListener(id);
    walker->setListener(nullptr);
    std::printf("%.1f %.1f %zu\n", median(editUs), median(openUs), open);
    return 0;
}

} // namespace

int main(int argc, char** argv) {
    if (argc < 4) {
        std::fprintf(stderr, "usage: %s time|rss|edits open|random20|maze|rooms WALKER [REPS|EDITS [SIZE]]\n",
                     argv[0]);
        return 2;
    }
    const std::string mode = argv[1];
    if (!mapKind(argv[2])) {
        std::fprintf(stderr, "unknown map kind %s: open, random20, maze or rooms\n", argv[2]);
        return 2;
    }
    if (mode != "time" && mode != "rss" && mode != "edits") {
        std::fprintf(stderr, "unknown mode %s: time, rss or edits\n", argv[1]);
        return 2;
    }
    if (mode == "edits")
        return editsMode(argv[2], argv[3], argc > 4 ? std::max(1, std::atoi(argv[4])) : 50,
                         argc > 5 ? std::max(16, std::atoi(argv[5])) : 1024);
    const MapGrid grid = benchMap(argv[2]);
    auto walker = createWalker(argv[3]);
    if (!walker) {
        std::fprintf(stderr, "unknown walker %s\n", argv[3]);
        return 2;
    }
    walker->setup(grid, WalkerSettings{});
    std::unique_ptr<SearchTimeline> timeline;
    if (mode == "rss") {
        recorded(*walker, grid, timeline, false);
        // As the app then shows it: the middle step, then the last (the checkpoints and a frame).
        TimelineFrame frame;
        timeline->seek(timeline->lastStep() / 2, frame);
        timeline->seek(timeline->lastStep(), frame);
        rusage usage{};
        getrusage(RUSAGE_SELF, &usage);
        std::printf("%ld\n", usage.ru_maxrss);
        return 0;
    }
    const int reps = argc > 4 ? std::max(1, std::atoi(argv[4])) : 5;
    std::vector<double> plain, withTimeline, again;
    for (int i = 0; i < reps; ++i) {
        plain.push_back(headless(*walker, grid));
        withTimeline.push_back(recorded(*walker, grid, timeline, false));
        again.push_back(recorded(*walker, grid, timeline, true));
    }
    std::printf("%.3f %.3f %.3f %llu %llu %zu\n", median(plain), median(withTimeline), median(again),
                static_cast<unsigned long long>(timeline->eventCount()),
                static_cast<unsigned long long>(timeline->lastStep()), timeline->bytes());
    return 0;
}
