// Units larger than one cell in the app's model: the search the app animates, a walk, a comparison
// and All Units plan for the unit's size, checked against costs worked out by hand.

#include "pathfinder/formats/maze_io.h"
#include "pathfinder/search/run.h"

#include "machine/stepped_run.h"
#include "sessions/unit_search_map.h"
#include "sessions/walk_session.h"
#include "workers/all_units.h"
#include "workers/compare_runner.h"

#include <catch2/catch.hpp>
#include <sstream>
#include <thread>

using namespace pathfinder;
using namespace pathfinder::app;

namespace {

/// A wall across the map with a gap of one cell at x = 3 and one of two cells at x = 7 and 8; four
/// neighbours, every cost 1. From (2,0) to (2,5) a unit of one cell takes 7 steps through the
/// narrow gap; a 2×2 unit (its top-left cell named) fits only the wide one: 5 east, 5 down, 5 west =
/// 15; a 3×3 unit fits neither.
MazeFile gaps() {
    std::istringstream text("size: 10 7\n"
                            "start: 2 0\n"
                            "goal: 2 5\n"
                            "neighbours: 4\n"
                            "map:\n"
                            "..........\n"
                            "..........\n"
                            "..........\n"
                            "###.###..#\n"
                            "..........\n"
                            "..........\n"
                            "..........\n");
    return readMaze(text, "gaps.maze");
}

MapGrid gapsFor(int size) {
    MazeFile maze = gaps();
    UnitProfile unit = maze.grid.unit();
    unit.size = size;
    maze.grid.setUnit(unit);
    return maze.grid;
}

RunSettings fourNeighbours(const std::string& algorithm) {
    RunSettings run;
    run.algorithm = algorithm;
    run.walker.movement = *gaps().movement;
    return run;
}

/// Runs a search to its end.
void finish(SearchRun& run) {
    for (int i = 0; i < 100000 && run.step(); ++i) {
    }
}

/// True when a unit of `size` with its top-left cell at c covers no wall of `grid`.
bool coversNoWall(const MapGrid& grid, Coord c, int size) {
    for (int dy = 0; dy < size; ++dy)
        for (int dx = 0; dx < size; ++dx)
            if (!grid.inBounds({c.x + dx, c.y + dy}) || grid.isWall({c.x + dx, c.y + dy}))
                return false;
    return true;
}

} // namespace

TEST_CASE("The app's search plans for the unit's size", "[model][units][size]") {
    for (const char* algorithm : {"astar", "dijkstra", "dstar", "pathjoiner", "jps"}) {
        INFO(algorithm);
        const double expected[] = {7.0, 15.0};
        for (const int size : {1, 2}) {
            INFO("size " << size);
            const MapGrid grid = gapsFor(size);
            SearchRun run(grid, fourNeighbours(algorithm));
            finish(run);
            CHECK(run.unitMap().size() == size);
            REQUIRE(run.walker().outcome() == Outcome::Reached);
            CHECK(run.walker().stats().pathCost == Approx(expected[size - 1]));
            for (const Coord c : run.walker().path())
                CHECK(coversNoWall(grid, c, size));
        }
        const MapGrid tank = gapsFor(3);
        SearchRun run(tank, fourNeighbours(algorithm));
        finish(run);
        CHECK(run.walker().outcome() == Outcome::Unreachable);
    }
}

TEST_CASE("A larger unit's search follows the map's edits", "[model][units][size]") {
    for (const char* algorithm : {"astar", "dstar", "pathjoiner"}) {
        INFO(algorithm);
        MapGrid grid = gapsFor(2);
        SearchRun run(grid, fourNeighbours(algorithm));
        finish(run);
        REQUIRE(run.walker().stats().pathCost == Approx(15.0));
        // Walling the wide gap leaves the 2×2 unit no way.
        std::vector<GridChange> heard;
        const auto listener = grid.addListener([&](const GridChange& c) { heard.push_back(c); });
        grid.setWall({8, 3}, true);
        for (const GridChange& change : heard)
            run.mapChanged(grid, change);
        finish(run);
        CHECK(run.walker().outcome() == Outcome::Unreachable);
        // Widening the narrow gap to (3,3)–(4,3): 1 east, 5 down, 1 west = 7.
        heard.clear();
        grid.setWall({4, 3}, false);
        for (const GridChange& change : heard)
            run.mapChanged(grid, change);
        finish(run);
        grid.removeListener(listener);
        REQUIRE(run.walker().outcome() == Outcome::Reached);
        CHECK(run.walker().stats().pathCost == Approx(7.0));
    }
}

TEST_CASE("A larger unit walks at its size", "[model][units][size][walk]") {
    for (const char* algorithm : {"astar", "dstar", "pathjoiner"}) {
        INFO(algorithm);
        const MapGrid grid = gapsFor(2);
        WalkSession walk(grid, fourNeighbours(algorithm));
        CHECK(walk.unitSize() == 2);
        for (int i = 0; i < 100 && !walk.ended(); ++i)
            walk.step();
        REQUIRE(walk.state() == WalkSession::State::Arrived);
        CHECK(walk.counters().walkedCost == Approx(15.0));
        CHECK(walk.counters().moves == 15);
        for (const Coord c : walk.trail())
            CHECK(coversNoWall(grid, c, 2));
    }
}

TEST_CASE("All Units and comparisons plan for each unit's size", "[model][units][size]") {
    const MazeFile maze = gaps();
    UnitTable table;
    for (const int size : {1, 2, 3}) {
        UnitProfile unit = defaultUnit();
        unit.name = "unit-" + std::to_string(size);
        unit.size = size;
        table.units.push_back(unit);
    }
    const AllUnitsResult result = solveForAllUnits(maze.grid, table, fourNeighbours("astar"));
    REQUIRE(result.routes.size() == 3);
    CHECK(result.routes[0].cost == Approx(7.0));
    CHECK(result.routes[1].cost == Approx(15.0));
    CHECK(result.routes[1].size == 2);
    CHECK(result.routes[2].outcome == Outcome::Unreachable);
    CHECK(result.routes[2].size == 3);

    CompareRunner compare;
    compare.start(gapsFor(2), fourNeighbours("astar").walker, {"astar", "dijkstra"}, 1, 100);
    while (!compare.finished())
        std::this_thread::sleep_for(std::chrono::milliseconds(5));
    const CompareResult compared = compare.take();
    CHECK(compared.optimalCost == Approx(15.0));
    for (const CompareRow& row : compared.rows)
        CHECK(row.stats.pathCost == Approx(15.0));
}

TEST_CASE("A larger unit on hex cells is planned for as one cell, saying why", "[model][units][size]") {
    MapGrid grid = gapsFor(2);
    grid.setTopology(Topology::Hex);
    const UnitSearchMap units(grid);
    CHECK(units.size() == 1);
    CHECK_FALSE(units.problem().empty());
    CHECK(&units.searched() == &grid);
}
