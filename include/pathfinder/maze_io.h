#pragma once

#include "pathfinder/map_grid.h"
#include "pathfinder/movement.h"

#include <iosfwd>
#include <optional>
#include <string>

namespace pathfinder {

/// The contents of a native .maze file.
///
/// Format: a header of "key: value" lines — name, size (W H), start (x y), goal (x y), and the
/// optional movement keys neighbours (4|8), diagonal (always|not-both-blocked|no-corner-cutting)
/// and diagonal-length (sqrt2|1.4|2) — then a line "map:" and H rows of W characters:
/// '.' free, '#' wall, '1'–'9' entry cost, 'S' start, 'G' goal (both free, cost 1).
/// Lines starting with '#' before "map:" are comments; blank lines there are ignored.
/// Start and goal are optional; given both in the header and as 'S'/'G', they must agree.
struct MazeFile {
    std::string name;
    MapGrid grid;
    /// Present when the file names any movement key (missing keys take the defaults).
    std::optional<Movement> movement;
};

/// Parses a .maze document. `fileName` is used only in error messages.
/// Throws ParseError (file:line:col) on any malformed input; never returns a partial grid.
MazeFile readMaze(std::istream& in, const std::string& fileName);
/// Opens and parses a file; a file that cannot be opened is a ParseError at line 0, column 0.
MazeFile readMazeFile(const std::string& path);

/// Writes a .maze document that readMaze() turns back into an identical MazeFile. The name is
/// kept on its one header line: line breaks become spaces and surrounding blanks are dropped.
void writeMaze(std::ostream& out, const MazeFile& maze);
/// Writes to a file; throws std::runtime_error if it cannot be written.
void writeMazeFile(const std::string& path, const MazeFile& maze);

} // namespace pathfinder
