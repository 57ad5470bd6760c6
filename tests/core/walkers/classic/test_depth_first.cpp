// Depth-first with iterative deepening: what a new round costs besides its iterations.
#include "pathfinder/grid/map_grid.h"
#include "pathfinder/search/run.h"

#include "core/path_checks.h"
#include "walkers/classic/depth_first.h"

#include <catch2/catch.hpp>

using namespace pathfinder;
using namespace pathfinder::testing;

namespace {

/// A corridor that snakes down the top `rows` rows of a map `height` rows tall (the rest walls),
/// from (0, 0) to the end of its last row: its fewest moves are many times the straight distance,
/// so iterative deepening takes hundreds of rounds, each reaching only the corridor's cells.
MapGrid snakeOverWalls(int width, int rows, int height) {
    MapGrid grid(width, height);
    for (int y = 0; y < height; ++y)
        for (int x = 0; x < width; ++x) {
            const bool corridor = y < rows && (y % 2 == 0 || x == ((y / 2) % 2 == 0 ? width - 1 : 0));
            if (!corridor)
                grid.setWall({x, y}, true);
        }
    grid.setStart(Coord{0, 0});
    grid.setGoal(Coord{(rows / 2) % 2 == 0 ? width - 1 : 0, rows - 1});
    return grid;
}

} // namespace

TEST_CASE("Depth-first's rounds clear only the cells they reached, not the whole map",
          "[depth-first][budget]") {
    const MapGrid grid = snakeOverWalls(31, 21, 200);
    const Movement movement;
    DepthFirstWalker walker;
    walker.setup(grid, WalkerSettings{});
    const RunResult run = runToCompletion(walker, iterationLimit(grid));
    REQUIRE(run.state == WalkState::ReachedGoal);
    const auto fewest = fewestMoves(grid, movement);
    REQUIRE(fewest);
    CHECK(walker.stats().pathSteps == static_cast<std::uint64_t>(*fewest));
    CHECK(pathProblem(grid, movement, walker.path()) == "");
    CHECK(walker.rounds() > 100);
    // Every cell a round reached was generated in it (or is the start), so clearing those is paid
    // for by the round's own work; the map's 6 600 padded cells per round are not.
    INFO(walker.rounds() << " rounds, " << walker.stats().generated << " generated, " << walker.clearedCells()
                         << " entries cleared");
    CHECK(walker.clearedCells() <= walker.stats().generated + walker.rounds());
}
