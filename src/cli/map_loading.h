#pragma once

#include "pathfinder/coord.h"
#include "pathfinder/map_grid.h"
#include "pathfinder/movement.h"

#include <optional>
#include <string>

namespace CLI {
class App;
}

namespace pathfinder::cli {

/// How maps that need more than their file are read: a Tiled .tmx needs a mapping file.
struct MapLoadOptions {
    std::string tmxMapping; ///< --tmx-mapping: how a .tmx's tiles become cells (readTmxMappingFile)
    std::string tmxLayer;   ///< --tmx-layer: the .tmx tile layer to read; empty: the first
};

/// Declares --tmx-mapping FILE and --tmx-layer NAME on a command that reads maps.
void declareMapLoadOptions(CLI::App& command, MapLoadOptions& options);

/// A map read from a .maze, a Moving AI .map or a Tiled .tmx file.
struct LoadedMap {
    std::string path;
    std::string name;
    MapGrid grid;
    std::optional<Movement> movement; ///< from a .maze header, when it names one
};

/// Reads a map by its extension, in any case: .map is Moving AI, .tmx Tiled (read with the options'
/// mapping file and layer; std::runtime_error when no mapping file is given), anything else the
/// native format. Throws ParseError with the file's line and column on malformed input.
LoadedMap loadMap(const std::string& path, const MapLoadOptions& options = {});

/// Parses "X,Y"; nothing when the text is not two integers separated by a comma.
std::optional<Coord> parseCoord(const std::string& text);

/// Applies --start/--goal overrides; throws std::runtime_error naming the option when a
/// position lies outside the map or on a wall.
void placeEndpoints(MapGrid& grid, const std::optional<std::string>& start,
                    const std::optional<std::string>& goal);

/// Gives a map without a start or goal the free cell nearest the top-left corner as its start and
/// the one nearest the bottom-right as its goal, as generated maps and the app's imports get
/// theirs. Returns what it placed ("start (0, 0) and goal (9, 7)"), or "" when the map had both.
/// Throws std::runtime_error when the map has no free cell.
std::string fillMissingEndpoints(LoadedMap& map);

} // namespace pathfinder::cli
