#pragma once

#include "pathfinder/grid/map_grid.h"
#include "pathfinder/grid/movement.h"
#include "pathfinder/grid/terrain.h"

#include <iosfwd>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace pathfinder {

/// The contents of a native .maze file.
///
/// Format: a header of "key: value" lines — name, size (W H), start (x y), goal (x y), and the
/// optional movement keys neighbours (4|8), diagonal (always|not-both-blocked|no-corner-cutting)
/// and diagonal-length (sqrt2|1.4|2) — then a line "map:" and H rows of W characters:
/// '.' free, '#' wall, '1'–'9' entry cost, 'S' start, 'G' goal (both free, cost 1), and the terrain
/// letters (kTerrainLetters: j jungle, f forest, p plains, d desert, h foothills, m mountains,
/// r roadway, t trail, s swamp, w water).
/// The unit: "unit: NAME" (the default unit when absent), "impassable: LIMIT" and one line
/// "factors: NAME J F P D H M R T S W" per unit whose row differs from the standard table
/// (UnitTable::standard(); readUnitTable() reads the same lines from a file of their own).
/// What a map holds beyond its cells: "topology: hex" (default square; before any side line),
/// "wall: X Y SIDE" (a wall on side SIDE of cell (X, Y), one of N E S W on square maps and
/// E W NE NW SE SW on hex maps, the hex sides of the cell's row: headingOfHexSide(); a wall is
/// given once, from either of its cells), "oneway: X Y SIDE" (the side is crossed only from (X, Y)
/// outwards), "slope: S" (0 to 1 000 000) and, after the map rows, "heights:" and H rows of W
/// digits 0–9. Side lines come after "size:"; a side must lie between two cells of the map, and
/// no side may be given twice. Side lines do not count towards kMaxMazeHeaderBytes.
/// The writer gives them in one canonical form (writeMaze()).
/// Lines starting with '#' before "map:" are comments; blank lines there are ignored. A line holds
/// at most kMaxLineBytes bytes, the header at most kMaxMazeHeaderBytes (input_limits.h).
/// Start and goal are optional; given both in the header and as 'S'/'G', they must agree, and
/// neither may lie on a wall.
///
/// The name and the comments are header text: a carriage return in them reads as a space, and the
/// blanks around them are dropped (headerText()). So what readMaze() returns is already in that
/// form, and writing it and reading it back gives the very same MazeFile.
struct MazeFile {
    std::string name;
    MapGrid grid;
    /// Present when the file names any movement key (missing keys take the defaults).
    std::optional<Movement> movement;
    /// The comment lines of the header, in order, each with its leading '#'.
    std::vector<std::string> comments;
    /// The file's unit table when it differs from the standard one (the grid holds the unit in use).
    std::optional<UnitTable> units;

    /// Same name, cells (and topology, sides, heights and slope), start, goal, unit, movement,
    /// comments and unit table.
    friend bool operator==(const MazeFile& a, const MazeFile& b);
    friend bool operator!=(const MazeFile& a, const MazeFile& b) { return !(a == b); }
};

/// The unit table a file of `maze` holds: its table (or the standard one) with the grid's unit and
/// limit in it.
UnitTable effectiveUnits(const MazeFile& maze);

inline bool operator==(const MazeFile& a, const MazeFile& b) {
    return a.name == b.name && a.grid == b.grid && a.movement == b.movement && a.comments == b.comments &&
           effectiveUnits(a) == effectiveUnits(b);
}

/// Text as a header line keeps it: carriage returns and line feeds become spaces, and the spaces
/// and tabs around it are dropped. headerText(headerText(t)) == headerText(t).
std::string headerText(std::string_view text);

/// Parses a .maze document. `fileName` is used only in error messages.
/// Throws ParseError (file:line:col) on any malformed input; never returns a partial grid.
MazeFile readMaze(std::istream& in, const std::string& fileName);
/// Opens and parses a file; a file that cannot be opened is a ParseError at line 0, column 0.
MazeFile readMazeFile(const std::string& path);

/// Writes a .maze document: the name line, the comments, the other header keys, then the map.
/// Sides are written once each, in row-major order: a wall from the cell whose side it is in heading
/// E or S (on hex maps E, SE or SW), after the walls each one-way side from the cell it is crossed
/// out of; "topology:" only for hex, "slope:" only above 0, "heights:" only when a cell is raised.
/// So writing what was read gives the same bytes whenever the file was written so.
/// readMaze() turns it back into `maze` with its name and comments as headerText() (a comment
/// that does not start with '#' gets one), so a MazeFile that was read is written and read back
/// unchanged. Throws std::invalid_argument, writing nothing, when the start or the goal lies on
/// a wall (no .maze file can hold that).
void writeMaze(std::ostream& out, const MazeFile& maze);
/// Writes to a file atomically (writeFileAtomically): on any failure the file is left as it was
/// and std::runtime_error says why.
void writeMazeFile(const std::string& path, const MazeFile& maze);

} // namespace pathfinder
