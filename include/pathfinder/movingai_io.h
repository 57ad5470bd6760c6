#pragma once

#include "pathfinder/coord.h"
#include "pathfinder/map_grid.h"

#include <iosfwd>
#include <string>
#include <vector>

namespace pathfinder {

/// Parses a Moving AI .map ("type octile", "height H", "width W", "map", then H rows).
/// Passable: '.', 'G', 'S'. Blocked: '@', 'O', 'T', 'W'. The grid has no start or goal.
/// Throws ParseError (file:line:col) on malformed input or a size beyond MapGrid::kMaxSide.
MapGrid readMovingAiMap(std::istream& in, const std::string& fileName);
/// Opens and parses a file; a file that cannot be opened is a ParseError at line 0, column 0.
MapGrid readMovingAiMapFile(const std::string& path);

/// Writes a Moving AI .map: walls as '@', free cells as '.' (entry costs are not representable
/// in the format and are written as '.').
void writeMovingAiMap(std::ostream& out, const MapGrid& grid);
/// Writes to a file; throws std::runtime_error if it cannot be written.
void writeMovingAiMapFile(const std::string& path, const MapGrid& grid);

/// One query of a .scen file.
struct ScenarioQuery {
    int bucket = 0;
    std::string map; ///< map file name as written in the scenario
    int mapWidth = 0;
    int mapHeight = 0;
    Coord start;
    Coord goal;
    double optimalLength = 0.0;
    int line = 0; ///< 1-based line in the .scen file, for reports
};

/// Parses a Moving AI .scen file: an optional "version 1" first line, then one query per
/// non-blank line of 9 tab- or space-separated fields. Throws ParseError on malformed lines,
/// including coordinates outside the stated width and height and a negative or non-finite length.
std::vector<ScenarioQuery> readScenario(std::istream& in, const std::string& fileName);
/// Opens and parses a file; a file that cannot be opened is a ParseError at line 0, column 0.
std::vector<ScenarioQuery> readScenarioFile(const std::string& path);

} // namespace pathfinder
