#pragma once

#include "pathfinder/basics/coord.h"
#include "pathfinder/grid/map_grid.h"

#include <cstdint>
#include <iosfwd>
#include <string>
#include <vector>

namespace pathfinder {

/// One scripted edit of a map, as replayed by `pathfinder-cli dynamic`.
struct MapEdit {
    enum class Kind { AddWall, RemoveWall, SetCost, MoveStart, MoveGoal, SetTerrain };
    Kind kind = Kind::AddWall;
    Coord cell;
    int cost = 1;                      ///< SetCost only: 1–9
    Terrain terrain = Terrain::Plains; ///< SetTerrain only
    int line = 0;                      ///< 1-based line in the script, for messages

    /// "add 3 4", "remove 3 4", "cost 3 4 7", "terrain 3 4 forest", "start 3 4" or "goal 3 4".
    std::string describe() const;
};

/// Parses a change script: one edit per line — `add X Y`, `remove X Y` (a wall becomes free ground
/// of cost 1; other cells are left as they are), `cost X Y C`, `terrain X Y NAME` (a terrain's word,
/// e.g. forest, or its .maze letter), `start X Y`, `goal X Y` — with blank lines and `#` comments
/// allowed. Each position must lie
/// in a `width` × `height` map. Throws ParseError (file:line:col) for anything else.
std::vector<MapEdit> readMapEdits(std::istream& in, const std::string& fileName, int width, int height);
std::vector<MapEdit> readMapEditsFile(const std::string& path, int width, int height);

/// Applies an edit to the grid (the grid reports the change to its listeners).
void applyEdit(MapGrid& grid, const MapEdit& edit);

} // namespace pathfinder
