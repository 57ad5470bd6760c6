#pragma once

#include "pathfinder/coord.h"
#include "pathfinder/map_grid.h"

#include <cstdint>
#include <functional>
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

/// What randomEditsNearPath() made: the edits, and, when they are fewer than asked for, why.
struct RandomEdits {
    std::vector<MapEdit> edits;
    std::string stoppedBecause; ///< empty when every edit asked for was made
};

/// `count` single-cell edits near the route, as in the original's dynamic tests: each is, at
/// random, a wall added on a cell of the current least-cost route (not the start or goal) or a
/// wall removed within two cells of it (anywhere on the map when there is none there). A wall
/// that would cut the goal off is not added (a wall is removed instead, or, when the map has none
/// left, another cell of the route is walled), so every edit leaves a route to repair. When
/// neither can be done the edits stop there, and `stoppedBecause` says why. The route is replanned
/// (A*) after every edit, on a copy of the grid; `progress`, when given, hears how many edits are
/// made so far, before each one and at the end. Same seed, same edits.
RandomEdits randomEditsNearPath(const MapGrid& grid, const Movement& movement, int count, std::uint64_t seed,
                                const std::function<void(std::size_t)>& progress = {});

} // namespace pathfinder
