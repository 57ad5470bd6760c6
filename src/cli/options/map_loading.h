#pragma once

#include "pathfinder/basics/coord.h"
#include "pathfinder/grid/map_grid.h"
#include "pathfinder/grid/movement.h"
#include "pathfinder/grid/terrain.h"

#include <optional>
#include <string>
#include <vector>

namespace CLI {
class App;
}

namespace pathfinder {
class ColourTable;
}

namespace pathfinder::cli {

/// How maps that need more than their file are read: a Tiled .tmx needs a mapping file; any map may
/// be crossed by another unit than its own.
struct MapLoadOptions {
    std::string tmxMapping; ///< --tmx-mapping: how a .tmx's tiles become cells (readTmxMappingFile)
    std::string tmxLayer;   ///< --tmx-layer: the .tmx tile layer to read; empty: the first
    std::string unit;       ///< --unit: the unit that crosses the map; empty: the map's own
    std::string units;      ///< --units: a unit table file (readUnitTableFile) replacing the map's
    std::string colours;    ///< --colours: a .png map's colour table (readColourTableFile); empty: standard
    int unitSize = 0;       ///< --unit-size: the unit's size in cells (1–3); 0: the unit's own
    /// The command takes units larger than one cell (it plans for them through FootprintMap, or
    /// only copies the map); when false, loadMap refuses a map whose unit is larger, naming the
    /// command. `unitSizeOption` declares --unit-size.
    bool sizedUnits = false;
    bool unitSizeOption = false;
    std::string command; ///< the command's name, for that refusal
};

/// Declares --tmx-mapping FILE, --tmx-layer NAME, --colours FILE, --unit NAME and --units FILE on a command
/// that reads maps, and --unit-size N when the options say it plans for larger units.
void declareMapLoadOptions(CLI::App& command, MapLoadOptions& options);

/// The colour table of the file at `path`, or the standard one for an empty path.
ColourTable loadColourTable(const std::string& path);

/// A map read from a .maze, a Moving AI .map, a Tiled .tmx or a .png picture.
struct LoadedMap {
    std::string path;
    std::string name;
    MapGrid grid;
    std::optional<Movement> movement;        ///< from a .maze header, when it names one
    UnitTable units = UnitTable::standard(); ///< the file's unit table (or --units), with the map's unit
    std::vector<std::string> comments;       ///< a .maze header's comments, kept when it is written again
    std::optional<UnitTable> fileUnits;      ///< a .maze's own unit table, as MazeFile::units
    bool nameFromFile = false;               ///< `name` is the file's own, not its file name's stem
};

/// Reads a map by its extension, in any case: .map is Moving AI, .tmx Tiled (read with the options'
/// mapping file and layer; std::runtime_error when no mapping file is given), .png a picture (a
/// pixel a cell, through the --colours table; a warning on stderr counts the pixels whose colour
/// took the nearest one's cell), anything else the native format. Then --units replaces the map's unit table
/// and --unit chooses its unit from it (without --unit, the map's unit takes its row of the --units table
/// when it has one). Throws ParseError with the file's line and column on malformed input, std::runtime_error
/// for a unit the table does not have.
LoadedMap loadMap(const std::string& path, const MapLoadOptions& options = {});

/// Applies --start/--goal overrides (cells written X,Y, read by parseCellText); throws UsageError
/// naming the option when a position is not X,Y, lies outside the map or on a wall.
void placeEndpoints(MapGrid& grid, const std::optional<std::string>& start,
                    const std::optional<std::string>& goal);

/// The cell `text` (X,Y) names for `option` (--via, --goals): as --goal's, a cell of the map that
/// a walk from the start can stand on; throws UsageError "--via 9,9 is outside the 8 x 8 map" or
/// "--via 3,4 lies on a wall".
Coord placedCell(const MapGrid& grid, const std::string& option, const std::string& text);

/// Declares --start X,Y and --goal X,Y (cellText()); `fromCorners` says in their help that a map
/// without them runs between its free corners.
void declareEndpoints(CLI::App& command, std::optional<std::string>& start, std::optional<std::string>& goal,
                      bool fromCorners = true);

/// Throws UsageError when `out`, a file the command is about to write (`option` names it), is one
/// of the files it reads: `inputs` and the files of `load` (InputFiles: by identity, not by name).
void refuseInputAsOutput(const MapLoadOptions& load, const std::vector<std::string>& inputs,
                         const std::string& out, const std::string& option = "--out");

/// Gives a map without a start or goal the free cell nearest the top-left corner as its start and
/// the one nearest the bottom-right as its goal, as generated maps and the app's imports get
/// theirs. Returns what it placed ("start (0, 0) and goal (9, 7)"), or "" when the map had both.
/// Throws std::runtime_error when the map has no free cell.
std::string fillMissingEndpoints(LoadedMap& map);

} // namespace pathfinder::cli
