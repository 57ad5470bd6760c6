#include "pathfinder/experiments/random_edits.h"

#include "pathfinder/basics/random.h"
#include "pathfinder/registry/walker_registry.h"
#include "pathfinder/search/run.h"

#include <optional>

namespace pathfinder {

namespace {

std::vector<Coord> leastCostRoute(const MapGrid& grid, const Movement& movement) {
    auto astar = createWalker(kDefaultWalker);
    WalkerSettings settings;
    settings.movement = movement;
    astar->setup(grid, settings);
    runToCompletion(*astar, iterationLimit(grid));
    return astar->path();
}

/// Walls within two cells (Chebyshev) of the route; every wall of the map when there are none
/// there. Only walls: a cell the unit cannot enter for its terrain is not one that "remove" frees.
std::vector<Coord> wallsToRemove(const MapGrid& grid, const std::vector<Coord>& route) {
    std::vector<Coord> walls;
    std::vector<bool> seen(grid.cellCount(), false);
    for (const Coord c : route)
        for (int dy = -2; dy <= 2; ++dy)
            for (int dx = -2; dx <= 2; ++dx) {
                const Coord n{c.x + dx, c.y + dy};
                if (!grid.inBounds(n))
                    continue;
                const std::size_t index = grid.cellIndex(n);
                if (!seen[index] && grid.isWall(n))
                    walls.push_back(n);
                seen[index] = true;
            }
    if (walls.empty())
        for (int y = 0; y < grid.height(); ++y)
            for (int x = 0; x < grid.width(); ++x)
                if (grid.isWall({x, y}))
                    walls.push_back({x, y});
    return walls;
}

/// True when a wall on `cell` leaves a route from start to goal.
bool keepsARoute(MapGrid& world, const Movement& movement, Coord cell) {
    const std::uint8_t code = world.code(cell);
    world.setWall(cell, true);
    const bool kept = !leastCostRoute(world, movement).empty();
    world.setCode(cell, code);
    return kept;
}

/// A cell of the route (not its ends) where a wall leaves a route: first the one `random` picks,
/// then, when that one cuts the goal off and nothing can be removed instead, the others in turn.
std::optional<Coord> cellToWall(MapGrid& world, const Movement& movement, const std::vector<Coord>& route,
                                Random& random, bool onlyFirst) {
    if (route.size() <= 2)
        return std::nullopt;
    const auto inner = static_cast<std::uint32_t>(route.size() - 2);
    const std::uint32_t first = random.below(inner);
    for (std::uint32_t k = 0; k < (onlyFirst ? 1 : inner); ++k) {
        const Coord cell = route[1 + (first + k) % inner];
        if (keepsARoute(world, movement, cell))
            return cell;
    }
    return std::nullopt;
}

} // namespace

RandomEdits randomEditsNearPath(const MapGrid& grid, const Movement& movement, int count, std::uint64_t seed,
                                const std::function<void(std::size_t)>& progress) {
    MapGrid world = grid;
    Random random(seed);
    RandomEdits made;
    for (int i = 0; i < count; ++i) {
        if (progress)
            progress(made.edits.size());
        const std::vector<Coord> route = leastCostRoute(world, movement);
        MapEdit edit;
        edit.line = i + 1;
        // At random a wall on the route or one removed near it; when the choice cannot be made (a wall
        // there would cut the goal off, or there is no wall to remove), the other.
        const bool preferAdding = route.size() > 2 && random.below(2) == 0;
        std::optional<Coord> wall =
            preferAdding ? cellToWall(world, movement, route, random, true) : std::nullopt;
        const std::vector<Coord> walls = wall ? std::vector<Coord>{} : wallsToRemove(world, route);
        if (!wall && walls.empty())
            wall = cellToWall(world, movement, route, random, false);
        if (wall) {
            edit.kind = MapEdit::Kind::AddWall;
            edit.cell = *wall;
        } else if (!walls.empty()) {
            edit.kind = MapEdit::Kind::RemoveWall;
            edit.cell = walls[random.below(static_cast<std::uint32_t>(walls.size()))];
        } else {
            made.stoppedBecause = route.size() <= 2 ? "the map has no wall left to remove, and the route has "
                                                      "no cell between start and goal to wall"
                                                    : "the map has no wall left to remove, and a wall on any "
                                                      "cell of the route would cut the goal "
                                                      "off";
            break;
        }
        applyEdit(world, edit);
        made.edits.push_back(edit);
    }
    if (progress)
        progress(made.edits.size());
    return made;
}

} // namespace pathfinder
