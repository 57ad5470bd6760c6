#pragma once

// A .maze document to and from text in memory, for the tests of the reader and the writer.

#include "pathfinder/formats/maze_io.h"

#include <sstream>
#include <string>

namespace pathfinder::testing {

/// Reads `text` as a file named test.maze.
inline MazeFile parse(const std::string& text) {
    std::istringstream in(text);
    return readMaze(in, "test.maze");
}

/// The document as the writer writes it.
inline std::string write(const MazeFile& maze) {
    std::ostringstream out;
    writeMaze(out, maze);
    return out.str();
}

} // namespace pathfinder::testing
