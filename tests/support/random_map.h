#pragma once

// The tests' one builder of random maps.

#include "pathfinder/basics/coord.h"
#include "pathfinder/basics/random.h"
#include "pathfinder/grid/map_grid.h"

#include <cstdint>
#include <optional>
#include <vector>

namespace pathfinder::testing {

/// How randomMap() fills a map.
struct RandomMapOptions {
    /// Where start and goal go: on cells made free (cost 1 where a wall was), anywhere (walls too),
    /// or nowhere.
    enum class Ends { Free, Anywhere, None };

    double maxWallDensity = 0.3;       ///< the map's wall density is drawn from [0, maxWallDensity)
    std::optional<double> wallDensity; ///< a fixed wall density instead
    double costShare = 0.0;            ///< chance that a free cell gets a random entry cost
    int minCost = 1;                   ///< random entry costs are drawn from [minCost, MapGrid::kMaxCost]
    int uniformCost = 1;               ///< the entry cost of the other free cells
    double terrainShare = 0.0;         ///< chance that a free cell is a random terrain instead
    Ends ends = Ends::Free;
};

/// A cell of the grid drawn uniformly.
inline Coord randomCell(Random& random, const MapGrid& grid) {
    return Coord{static_cast<int>(random.below(static_cast<std::uint32_t>(grid.width()))),
                 static_cast<int>(random.below(static_cast<std::uint32_t>(grid.height())))};
}

/// How often randomEdit() makes each kind of edit (weights).
struct EditMix {
    std::uint32_t addWall;
    std::uint32_t removeWall;
    std::uint32_t changeCost;
    std::uint32_t moveStart;
};

/// One random edit of the kinds `mix` weighs: a wall added (never on start or goal) or removed, an
/// entry cost changed, or the start moved to a free cell; half of them on or next to a random cell
/// of `path`, where they matter to a search that follows it.
inline void randomEdit(MapGrid& grid, const std::vector<Coord>& path, Random& random, const EditMix& mix) {
    Coord cell = randomCell(random, grid);
    if (!path.empty() && random.below(2) == 0) {
        const Coord onPath = path[random.below(static_cast<std::uint32_t>(path.size()))];
        const Coord near{onPath.x + static_cast<int>(random.below(3)) - 1,
                         onPath.y + static_cast<int>(random.below(3)) - 1};
        if (grid.inBounds(near))
            cell = near;
    }
    std::uint32_t pick = random.below(mix.addWall + mix.removeWall + mix.changeCost + mix.moveStart);
    if (pick < mix.addWall) {
        if (cell != *grid.goal() && cell != *grid.start())
            grid.setWall(cell, true);
    } else if ((pick -= mix.addWall) < mix.removeWall) {
        grid.setWall(cell, false);
    } else if (pick - mix.removeWall < mix.changeCost) {
        grid.setCost(cell, 1 + static_cast<int>(random.below(9)));
    } else if (!grid.isBlocked(cell)) {
        grid.setStart(cell);
    }
}

/// A whole number drawn uniformly from [low, high].
inline int randomBetween(Random& random, int low, int high) {
    return low + static_cast<int>(random.below(static_cast<std::uint32_t>(high - low + 1)));
}

/// A random map of this size with start and goal each on a random cell (they may coincide).
inline MapGrid randomMap(Random& random, int width, int height, const RandomMapOptions& options) {
    MapGrid grid(width, height);
    const double density =
        options.wallDensity ? *options.wallDensity : options.maxWallDensity * random.unit();
    for (int y = 0; y < height; ++y)
        for (int x = 0; x < width; ++x) {
            if (random.unit() < density)
                grid.setWall({x, y}, true);
            else if (options.terrainShare > 0.0 && random.unit() < options.terrainShare)
                grid.setTerrain({x, y}, static_cast<Terrain>(random.below(kTerrainCount)));
            else if (options.costShare > 0.0 && random.unit() < options.costShare)
                grid.setCost({x, y}, randomBetween(random, options.minCost, MapGrid::kMaxCost));
            else if (options.uniformCost != 1)
                grid.setCost({x, y}, options.uniformCost);
        }
    if (options.ends == RandomMapOptions::Ends::None)
        return grid;
    const Coord start = randomCell(random, grid);
    const Coord goal = randomCell(random, grid);
    if (options.ends == RandomMapOptions::Ends::Free) {
        if (grid.isBlocked(start))
            grid.setCost(start, 1);
        if (grid.isBlocked(goal))
            grid.setCost(goal, 1);
    }
    grid.setStart(start);
    grid.setGoal(goal);
    return grid;
}

/// A random map whose width and height are each drawn from [minSide, maxSide].
///
/// The sides are drawn one statement at a time, so that a seed gives the same map with every
/// compiler: drawn as two arguments of one call, they came in the order the compiler evaluated
/// the arguments in (gcc's right to left, clang's left to right). The height comes first, as gcc
/// drew it, which the figures the tests expect were made with.
inline MapGrid randomSizedMap(Random& random, int minSide, int maxSide, const RandomMapOptions& options) {
    const int height = randomBetween(random, minSide, maxSide);
    const int width = randomBetween(random, minSide, maxSide);
    return randomMap(random, width, height, options);
}

/// One random edit of the kinds a person makes while a walker runs: a wall added or removed, an
/// entry cost changed or a terrain painted, on a cell other than the start and the goal; or the
/// start moved to a free cell. Returns false when nothing changed.
inline bool randomEdit(MapGrid& grid, Random& random) {
    const Coord cell = randomCell(random, grid);
    if (cell == grid.start() || cell == grid.goal())
        return false;
    const std::uint64_t before = grid.contentStamp();
    const std::optional<Coord> start = grid.start();
    switch (random.below(5)) {
    case 4:
        grid.setTerrain(cell, static_cast<Terrain>(random.below(kTerrainCount)));
        break;
    case 3:
        if (!grid.isBlocked(cell))
            grid.setStart(cell);
        break;
    case 0:
        grid.setWall(cell, !grid.isBlocked(cell));
        break;
    case 1:
        grid.setWall(cell, true);
        break;
    default:
        grid.setCost(cell, 1 + static_cast<int>(random.below(MapGrid::kMaxCost)));
        break;
    }
    return grid.contentStamp() != before || grid.start() != start;
}

} // namespace pathfinder::testing
