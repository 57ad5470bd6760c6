// libFuzzer target: change scripts. The first two bytes give the map's size (1-16 each), the rest
// is the script. What the reader accepts is replayed on an open map with D* repairing after every
// edit: its cost must equal a fresh reference Dijkstra's each time.

#include "pathfinder/basics/parse_error.h"
#include "pathfinder/formats/map_changes.h"

#include "fuzz_checks.h"

#include <cmath>
#include <cstddef>
#include <cstdint>
#include <sstream>
#include <string>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    using namespace pathfinder;
    if (size < 2)
        return 0;
    const int width = 1 + data[0] % 16;
    const int height = 1 + data[1] % 16;
    std::istringstream in(std::string(reinterpret_cast<const char*>(data + 2), size - 2));
    std::vector<MapEdit> edits;
    try {
        edits = readMapEdits(in, "fuzz.txt", width, height);
    } catch (const ParseError&) {
        return 0;
    }
    MapGrid grid(width, height);
    grid.setStart(Coord{0, 0});
    grid.setGoal(Coord{width - 1, height - 1});
    auto dstar = createWalker("dstar");
    dstar->setup(grid, WalkerSettings{});
    const auto listener = grid.addListener([&](const GridChange& change) { dstar->notifyChange(change); });
    const std::uint64_t budget = iterationLimit(grid);
    for (std::size_t i = 0; i <= edits.size() && i < 32; ++i) {
        if (i > 0) {
            fuzz::require(edits[i - 1].cell.x >= 0 && edits[i - 1].cell.x < width &&
                              edits[i - 1].cell.y >= 0 && edits[i - 1].cell.y < height,
                          "edits lie in the map");
            applyEdit(grid, edits[i - 1]);
        }
        for (std::uint64_t n = 0; n < budget && !dstar->finished(); ++n)
            dstar->iterate();
        const double optimal = referenceOptimalCost(grid, Movement{});
        if (dstar->state() == WalkState::ReachedGoal)
            fuzz::require(std::fabs(dstar->stats().pathCost - optimal) <= 1e-9 * std::max(1.0, optimal),
                          "D* repairs to the optimal cost");
        else
            fuzz::require(std::isinf(optimal) || !grid.start() || !grid.goal(),
                          "D* finds every reachable goal");
    }
    grid.removeListener(listener);
    return 0;
}
