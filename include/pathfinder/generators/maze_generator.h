#pragma once

#include "pathfinder/basics/enum_names.h"
#include "pathfinder/grid/map_grid.h"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace pathfinder {

/// Kinds of generated maps.
enum class MazeKind {
    RecursiveBacktracker, ///< a perfect maze of one-cell corridors (depth-first carving)
    RecursiveDivision,    ///< chambers split by walls with one gap each
    RandomWalls,          ///< each cell a wall with probability `density`
    Rooms,                ///< rectangular rooms joined by doors
    Open,                 ///< no walls
    Terrain,              ///< a strategy map of terrain cells (generateTerrain())
};

template <>
struct EnumNames<MazeKind> {
    static constexpr EnumName<MazeKind> table[] = {
        {MazeKind::RecursiveBacktracker, "backtracker", "Recursive backtracker"},
        {MazeKind::RecursiveDivision, "division", "Recursive division"},
        {MazeKind::RandomWalls, "random", "Random walls"},
        {MazeKind::Rooms, "rooms", "Rooms"},
        {MazeKind::Open, "open", "Open field"},
        {MazeKind::Terrain, "terrain", "Terrain (strategy map)"},
    };
};

struct MazeOptions {
    MazeKind kind = MazeKind::RecursiveBacktracker;
    int width = 64;
    int height = 64;
    std::uint64_t seed = 1;
    double density = 0.2; ///< RandomWalls only, 0–1
    /// The cells' shape. Every kind but RecursiveBacktracker makes hex maps too: its walls are whole
    /// rows and columns of cells (or scattered cells) and its ways run between cells that share a
    /// side on either shape. The backtracker's one-cell corridors are a square maze: on hexes, the
    /// corridors that meet at a corner touch, and the maze would no longer be perfect.
    Topology topology = Topology::Square;
    /// Terrain only: the map's slope factor (MapGrid::setSlope()), from 0 to 1 000 000. The terrain
    /// generator gives every cell a height; the other kinds leave them all at 0, where a slope
    /// factor would price nothing.
    double slope = 0.0;
};

/// Why maps of `kind` are not made on hex cells ("Recursive backtracker makes square mazes: …"),
/// or nothing when they are.
std::optional<std::string> hexRefusal(MazeKind kind);

/// Builds a map; the same options give the same map on every platform. Start is placed at the
/// free cell nearest the top-left corner and goal at the free cell nearest the bottom-right
/// (none when the map has no free cell); a terrain map places its own, near those corners
/// (generateTerrain()). Throws std::invalid_argument for a size out of range, for the
/// backtracker on hex cells, and for a slope factor out of range or above 0 on a kind other than
/// terrain.
MapGrid generateMaze(const MazeOptions& options);

/// The first free cell met when scanning outward from the top-left (or bottom-right) corner by
/// increasing Manhattan distance, ties going to the cell whose row is nearer that corner.
std::optional<Coord> nearestFreeCell(const MapGrid& grid, bool fromBottomRight);

/// Puts the start on the free cell nearest the top-left corner and the goal on the one nearest
/// the bottom-right (none when the map has no free cell): how generated maps, and maps from
/// files without endpoints, get theirs.
void placeCornerEndpoints(MapGrid& grid);

/// The name a generated map goes by, from what made it: "Rooms 512×512, seed 7", and for random
/// walls "Random walls 64×64, 20 % walls, seed 3", for terrain "Strategy map 96×64, seed 3" (UTF-8);
/// a hex map says so before its seed: "Rooms 64×64, hex cells, seed 7", and so does a terrain map
/// with a slope factor: "Strategy map 96×64, slope 0.5, seed 3".
std::string mazeName(const MazeOptions& options);

} // namespace pathfinder
