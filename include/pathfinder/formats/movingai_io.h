#pragma once

#include "pathfinder/basics/coord.h"
#include "pathfinder/grid/map_grid.h"
#include "pathfinder/grid/movement.h"

#include <iosfwd>
#include <optional>
#include <string>
#include <vector>

namespace pathfinder {

/// True when `path` names a Moving AI map: its extension is ".map" in any case (".MAP" too).
bool isMovingAiMapPath(const std::string& path);

/// Parses a Moving AI .map ("type octile", "height H", "width W", "map", then H rows).
/// '.' and 'G' are free cells of cost 1; '@', 'O' and 'T' (trees) are walls; 'S' is
/// Terrain::Swamp and 'W' Terrain::Water. A map with any swamp or water gets the movingai unit
/// (UnitTable::standard(), kMovingAiUnit), which reads them as the benchmarks do: swamp is ground
/// like '.', and water a medium of its own that no move enters from land or leaves, so a search
/// that starts on land treats water as walls and one that starts on water treats land as walls
/// (corner rule included). Any other map keeps the default unit. The grid has no start or goal.
/// Throws ParseError (file:line:col) on malformed input or a size beyond MapGrid::kMaxSide.
MapGrid readMovingAiMap(std::istream& in, const std::string& fileName);
/// Opens and parses a file; a file that cannot be opened is a ParseError at line 0, column 0.
MapGrid readMovingAiMapFile(const std::string& path);

/// Writes a Moving AI .map: walls as '@', swamp as 'S', water as 'W', and every other cell as '.':
/// a .map has a single ground of cost 1, so plain costs 2-9 and the other terrains are written as
/// the ground the benchmarks' agents cross (movingAiLosses() lists them).
void writeMovingAiMap(std::ostream& out, const MapGrid& grid);
/// Writes to a file atomically (writeFileAtomically): on any failure the file is left as it was
/// and std::runtime_error says why.
void writeMovingAiMapFile(const std::string& path, const MapGrid& grid);

/// What a Moving AI .map cannot keep of a map and its movement rules, one item per entry, in words
/// for a warning before it is written: the entry costs 2-9 (with how many cells have them), the
/// cells of each terrain other than swamp and water (how many, written as '.'), the map's unit
/// when it has swamp or water and is not the movingai unit with the default limit (the .map is
/// read back with that unit), the start, the goal, and movement rules other than the benchmarks'
/// own (8 neighbours, no corner cutting, diagonal √2), and the map's hex cells, walls between
/// cells, one-way sides, heights and slope factor. Empty when the .map keeps everything.
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
