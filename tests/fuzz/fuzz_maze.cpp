// libFuzzer target: the .maze reader. Anything it accepts must save and load back the same, and
// the walkers must cope with it.

#include "pathfinder/basics/parse_error.h"
#include "pathfinder/formats/maze_io.h"

#include "fuzz_checks.h"

#include <cstddef>
#include <cstdint>
#include <sstream>
#include <string>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    using namespace pathfinder;
    std::istringstream in(std::string(reinterpret_cast<const char*>(data), size));
    MazeFile maze;
    try {
        maze = readMaze(in, "fuzz.maze");
    } catch (const ParseError&) {
        return 0; // refused with a location: fine
    }
    fuzz::requireRoundTrip(maze);
    fuzz::runWalkers(maze.grid, maze.movement.value_or(Movement{}));
    return 0;
}
