#pragma once

#include "pathfinder/coord.h"
#include "pathfinder/map_grid.h"
#include "pathfinder/movement.h"

#include <iosfwd>
#include <optional>
#include <string>
#include <vector>

namespace pathfinder {

/// True when `path` names a Moving AI map: its extension is ".map" in any case (".MAP" too).
bool isMovingAiMapPath(const std::string& path);

/// Parses a Moving AI .map ("type octile", "height H", "width W", "map", then H rows).
/// Passable: '.', 'G', 'S'. Blocked: '@', 'O', 'T', 'W'. The grid has no start or goal.
/// Throws ParseError (file:line:col) on malformed input or a size beyond MapGrid::kMaxSide.
MapGrid readMovingAiMap(std::istream& in, const std::string& fileName);
/// Opens and parses a file; a file that cannot be opened is a ParseError at line 0, column 0.
MapGrid readMovingAiMapFile(const std::string& path);

/// Writes a Moving AI .map: walls as '@', free cells as '.' (entry costs are not representable
/// in the format and are written as '.').
void writeMovingAiMap(std::ostream& out, const MapGrid& grid);
/// Writes to a file atomically (writeFileAtomically): on any failure the file is left as it was
/// and std::runtime_error says why.
void writeMovingAiMapFile(const std::string& path, const MapGrid& grid);

/// What a Moving AI .map cannot keep of a map and its movement rules, one item per entry, for a
/// warning before it is written: entry costs (with how many cells have them), the start, the
/// goal, and movement rules other than the benchmarks' own (8 neighbours, no corner cutting,
/// diagonal √2). Empty when the .map keeps everything.
std::vector<std::string> movingAiLosses(const MapGrid& grid, const std::optional<Movement>& movement);

/// One query of a .scen file.
struct ScenarioQuery {
    int bucket = 0;
    std::string map; ///< map file name as written in the scenario
    int mapWidth = 0;
    int mapHeight = 0;
    Coord start;
    Coord goal;
    double optimalLength = 0.0;
    int line = 0;        ///< 1-based line in the .scen file, for reports
    int mapColumn = 0;   ///< 1-based column of the map field on that line
    int startColumn = 0; ///< 1-based column of start_x
    int goalColumn = 0;  ///< 1-based column of goal_x
};

/// Parses a Moving AI .scen file: an optional "version 1" first line, then one query per
/// non-blank line of 9 tab- or space-separated fields. Throws ParseError on malformed lines,
/// including coordinates outside the stated width and height and a negative or non-finite length,
/// and on a file without a single query (an empty run would look like a passing one).
std::vector<ScenarioQuery> readScenario(std::istream& in, const std::string& fileName);
/// Opens and parses a file; a file that cannot be opened is a ParseError at line 0, column 0.
std::vector<ScenarioQuery> readScenarioFile(const std::string& path);

} // namespace pathfinder
