// libFuzzer target: the Moving AI .map reader. A map it accepts writes and reads back with the
// same walls, and as a .maze (with start and goal on its free corners) round-trips too.

#include "pathfinder/basics/parse_error.h"
#include "pathfinder/formats/movingai_io.h"
#include "pathfinder/generators/maze_generator.h"

#include "fuzz_checks.h"

#include <cstddef>
#include <cstdint>
#include <sstream>
#include <string>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    using namespace pathfinder;
    std::istringstream in(std::string(reinterpret_cast<const char*>(data), size));
    MapGrid grid;
    try {
        grid = readMovingAiMap(in, "fuzz.map");
    } catch (const ParseError&) {
        return 0;
    }
    std::ostringstream out;
    writeMovingAiMap(out, grid);
    std::istringstream back(out.str());
    fuzz::require(readMovingAiMap(back, "back.map") == grid, "a .map writes and reads back the same");

    MazeFile maze;
    maze.name = "imported";
    maze.grid = grid;
    placeCornerEndpoints(maze.grid);
    fuzz::requireRoundTrip(maze);
    fuzz::runWalkers(maze.grid, Movement{});
    return 0;
}
