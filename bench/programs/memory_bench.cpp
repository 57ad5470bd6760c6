// Peak resident memory of one search on a generated map, for bench/memory_results.sh.
//
//   pathfinder_memory_bench KIND SIDE WALKER corner|short
//
// KIND is a maze kind (open, random with 20 % walls, backtracker, …), SIDE the map's width and
// height; corner searches from the generator's start near the top-left corner to its goal near
// the bottom-right, short from (10, 10) to (1010, 1010) (clamped to the map). Prints one line:
// "expanded=N outcome=O rss_map_kib=K peak_rss_kib=P", the resident memory once the map is built
// and the process's peak after the search (the map's generation included), from getrusage and
// platform::residentBytes (/proc/self/statm). Nothing else runs in the process: no reference search, no file.

#include "pathfinder/generators/maze_generator.h"
#include "pathfinder/registry/walker_registry.h"
#include "pathfinder/search/run.h"

#include "platform/memory.h"

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <sys/resource.h>

namespace {

long peakRssKib() {
    rusage usage{};
    getrusage(RUSAGE_SELF, &usage);
    return usage.ru_maxrss; // KiB on Linux
}

long currentRssKib() {
    return static_cast<long>(pathfinder::platform::residentBytes() / 1024);
}

} // namespace

int main(int argc, char** argv) {
    using namespace pathfinder;
    if (argc != 5) {
        std::fprintf(stderr, "usage: %s KIND SIDE WALKER corner|short\n", argv[0]);
        return 2;
    }
    const auto kind = parseEnum<MazeKind>(argv[1]);
    const int side = std::atoi(argv[2]);
    const std::string query = argv[4];
    if (!kind || side < 1 || side > MapGrid::kMaxSide || (query != "corner" && query != "short")) {
        std::fprintf(stderr, "bad arguments\n");
        return 2;
    }
    MazeOptions options;
    options.kind = *kind;
    options.width = options.height = side;
    options.density = 0.2;
    MapGrid grid = generateMaze(options);
    if (query == "short") {
        grid.setStart(Coord{std::min(10, side - 1), std::min(10, side - 1)});
        grid.setGoal(Coord{std::min(1010, side - 1), std::min(1010, side - 1)});
    }
    auto walker = createWalker(argv[3]);
    if (!walker) {
        std::fprintf(stderr, "no walker named %s\n", argv[3]);
        return 2;
    }
    const long mapKib = currentRssKib();
    walker->setup(grid, WalkerSettings{});
    const RunResult result = runToCompletion(*walker, defaultBudget(grid));
    std::printf("expanded=%llu outcome=%s rss_map_kib=%ld peak_rss_kib=%ld\n",
                static_cast<unsigned long long>(result.stats.expanded),
                std::string(toString(result.outcome)).c_str(), mapKib, peakRssKib());
    return 0;
}
