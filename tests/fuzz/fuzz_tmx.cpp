// libFuzzer target: the Tiled .tmx reader, with a fixed mapping. A map it accepts saves and loads
// back as a .maze, and the walkers run on it between its free corners.

#include "pathfinder/basics/parse_error.h"
#include "pathfinder/formats/tmx_io.h"
#include "pathfinder/generators/maze_generator.h"

#include "fuzz_checks.h"

#include <cstddef>
#include <cstdint>
#include <sstream>
#include <string>

namespace {

pathfinder::TmxMapping fuzzMapping() {
    std::istringstream in("property terrain\n"
                          "grass = free\nforest = forest\nwater = water\nrock = wall\nroadway = roadway\n"
                          "3 = 5\ntileset Features 1 = swamp\nempty = free\ndefault = 2\n");
    return pathfinder::readTmxMapping(in, "fuzz-rules.txt");
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    using namespace pathfinder;
    static const TmxMapping mapping = fuzzMapping();
    std::istringstream in(std::string(reinterpret_cast<const char*>(data), size));
    MapGrid grid;
    try {
        // Named as if beside the fixtures, so that the seeds' external tileset is found when
        // scripts/fuzz.sh runs from the repository's root.
        grid = readTmxMap(in, "tests/fixtures/tmx/fuzz.tmx", mapping);
    } catch (const ParseError&) {
        return 0;
    }
    MazeFile maze;
    maze.name = "imported";
    maze.grid = grid;
    placeCornerEndpoints(maze.grid);
    fuzz::requireRoundTrip(maze);
    fuzz::runWalkers(maze.grid, Movement{});
    return 0;
}
