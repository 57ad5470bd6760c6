// All Units: one query solved for every unit of a table, checked against costs worked out by hand
// and against the tests' own Dijkstra, which prices each cell from the unit's factors.

#include "pathfinder/basics/random.h"
#include "pathfinder/formats/maze_io.h"

#include "core/path_checks.h"
#include "core/reference_dijkstra.h"
#include "workers/all_units.h"

#include <catch2/catch.hpp>
#include <chrono>
#include <sstream>
#include <thread>

using namespace pathfinder;
using namespace pathfinder::app;
using pathfinder::testing::closeTo;
using pathfinder::testing::pathProblem;
using pathfinder::testing::referenceDijkstra;

namespace {

/// A road along the top broken by one cell of trail, a river in the middle, jungle at the bottom;
/// plains at both ends. Four neighbours, so the costs are easy to add up by hand.
MazeFile riverCrossing() {
    std::istringstream text("size: 7 3\n"
                            "start: 0 1\n"
                            "goal: 6 1\n"
                            "neighbours: 4\n"
                            "map:\n"
                            "prrtrrp\n"
                            "pwwwwwp\n"
                            "pjjjjjp\n");
    return readMaze(text, "river.maze");
}

RunSettings settingsFor(const std::string& algorithm, const Movement& movement) {
    RunSettings run;
    run.algorithm = algorithm;
    run.walker.movement = movement;
    return run;
}

const UnitRoute& routeOf(const AllUnitsResult& result, const std::string& unit) {
    for (const UnitRoute& route : result.routes)
        if (route.unit == unit)
            return route;
    FAIL("no route for " << unit);
    return result.routes.front();
}

/// A map of random terrain with a few walls and plain cells, start and goal on random cells.
MapGrid randomTerrain(Random& random, int width, int height) {
    MapGrid grid(width, height);
    for (int y = 0; y < height; ++y)
        for (int x = 0; x < width; ++x) {
            const auto roll = random.below(100);
            if (roll < 8)
                grid.setWall({x, y}, true);
            else if (roll < 14)
                grid.setCost({x, y}, 1 + static_cast<int>(random.below(9)));
            else
                grid.setTerrain({x, y}, static_cast<Terrain>(random.below(kTerrainCount)));
        }
    grid.setStart(Coord{static_cast<int>(random.below(static_cast<std::uint32_t>(width))),
                        static_cast<int>(random.below(static_cast<std::uint32_t>(height)))});
    grid.setGoal(Coord{static_cast<int>(random.below(static_cast<std::uint32_t>(width))),
                       static_cast<int>(random.below(static_cast<std::uint32_t>(height)))});
    return grid;
}

} // namespace

TEST_CASE("All Units prices the river crossing as worked out by hand", "[model][all-units]") {
    const MazeFile maze = riverCrossing();
    const AllUnitsResult result =
        solveForAllUnits(maze.grid, UnitTable::standard(), settingsFor("astar", *maze.movement));
    REQUIRE(result.error.empty());
    REQUIRE(result.routes.size() == UnitTable::standard().units.size());

    // Over the top: plains, road, road, trail, road, road, plains, then down to the goal's plains.
    // The jeep pays 1.1 + 5 × 1 + 1.1 + 1.1; it can enter neither the water nor the jungle.
    CHECK(closeTo(routeOf(result, "jeep").cost, 8.3));
    CHECK(routeOf(result, "jeep").moves == 8);
    CHECK(routeOf(result, "jeep").path[1] == Coord{0, 0});
    CHECK(closeTo(routeOf(result, "light-infantry").cost, 8.6)); // the jungle would cost 18.6
    CHECK(closeTo(routeOf(result, "heavy-infantry").cost, 8.9));
    // The hovercraft cannot take the trail, but crosses the river: 5 × 1.1 + 1.3.
    CHECK(closeTo(routeOf(result, "hovercraft").cost, 6.8));
    CHECK(routeOf(result, "hovercraft").moves == 6);
    // The movingai unit pays 1 a cell on land and keeps out of the water.
    CHECK(closeTo(routeOf(result, "movingai").cost, 8.0));
    // No trail, no water, no jungle: the tracked units have no way across.
    for (const char* unit : {"apc", "tank", "mobile-base"}) {
        INFO(unit);
        CHECK(routeOf(result, unit).outcome == Outcome::Unreachable);
        CHECK(routeOf(result, unit).path.empty());
        CHECK(std::isinf(routeOf(result, unit).cost));
    }
    // A route is searched for; a goal in another region is answered without a search.
    for (const UnitRoute& route : result.routes)
        CHECK((route.expanded > 0) == (route.outcome == Outcome::Reached));
}

TEST_CASE("All Units solves with the chosen walker only when it finds least-cost routes",
          "[model][all-units]") {
    Movement four;
    four.neighbours = 4;
    CHECK(allUnitsSettings(settingsFor("dijkstra", four)).algorithm == "dijkstra");
    CHECK(allUnitsSettings(settingsFor("astar", four)).algorithm == "astar");
    CHECK(allUnitsSettings(settingsFor("breadth-first", four)).algorithm == "astar");
    CHECK(allUnitsSettings(settingsFor("best-first", four)).algorithm == "astar");
    CHECK(allUnitsSettings(settingsFor("wall-trace", four)).algorithm == "astar");
    CHECK(allUnitsSettings(settingsFor("breadth-first", four)).walker.movement == four);

    RunSettings weighted = settingsFor("astar", four);
    weighted.walker.weight = 2.0;
    CHECK(allUnitsSettings(weighted).walker.weight == 1.0);
    RunSettings overestimating = settingsFor("astar", Movement{});
    overestimating.walker.heuristic = HeuristicKind::Manhattan; // too much with diagonals
    CHECK(allUnitsSettings(overestimating).walker.heuristic == HeuristicKind::Octile);
    RunSettings cellCost = settingsFor("astar", four);
    cellCost.walker.terrainEstimate = TerrainEstimate::CellFactor; // the course's rule overestimates
    CHECK(allUnitsSettings(cellCost).walker.terrainEstimate == TerrainEstimate::LeastFactor);
}

TEST_CASE("Every unit's cost equals a Dijkstra over the unit's factors on random terrain",
          "[model][all-units]") {
    const std::string algorithm = GENERATE(as<std::string>{}, "astar", "dijkstra", "jps", "breadth-first");
    UnitTable table = UnitTable::standard();
    table.units.push_back(UnitProfile{"scout", {2.5, 1.2, 1.0, 4.0, 60, 120, 0.5, 0.8, 7.0, 30}, false});
    table.impassableLimit = 50; // the scout's foothills and the others' 100s are impassable
    Random random(20240611);
    for (int map = 0; map < 12; ++map) {
        const MapGrid grid = randomTerrain(random, 24, 17);
        const Movement movement = map % 3 == 0 ? Movement{4} : Movement{};
        const AllUnitsResult result = solveForAllUnits(grid, table, settingsFor(algorithm, movement));
        REQUIRE(result.routes.size() == table.units.size());
        for (std::size_t u = 0; u < table.units.size(); ++u) {
            MapGrid crossed(grid);
            crossed.setUnit(table.units[u], table.impassableLimit);
            const double expected = referenceDijkstra(crossed, movement);
            const UnitRoute& route = result.routes[u];
            INFO(algorithm << ", map " << map << ", " << route.unit);
            CHECK(route.unit == table.units[u].name);
            if (std::isinf(expected)) {
                CHECK(route.outcome == Outcome::Unreachable);
                continue;
            }
            REQUIRE(route.reached());
            CHECK(closeTo(route.cost, expected, 1e-9));
            CHECK(pathProblem(crossed, movement, route.path).empty());
            CHECK(route.moves + 1 == route.path.size());
        }
    }
}

TEST_CASE("All Units on a worker thread gives the same result, and stops when dropped",
          "[model][all-units]") {
    const MazeFile maze = riverCrossing();
    const RunSettings run = settingsFor("astar", *maze.movement);
    AllUnitsRunner runner(maze.grid, UnitTable::standard(), run);
    const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(30);
    while (!runner.ready() && std::chrono::steady_clock::now() < deadline)
        std::this_thread::sleep_for(std::chrono::milliseconds(2));
    REQUIRE(runner.ready());
    const AllUnitsResult threaded = runner.take();
    const AllUnitsResult direct = solveForAllUnits(maze.grid, UnitTable::standard(), run);
    REQUIRE(threaded.routes.size() == direct.routes.size());
    for (std::size_t i = 0; i < direct.routes.size(); ++i) {
        CHECK(threaded.routes[i].cost == direct.routes[i].cost);
        CHECK(threaded.routes[i].path == direct.routes[i].path);
    }

    MapGrid big(512, 512);
    big.setStart(Coord{0, 0});
    big.setGoal(Coord{511, 511});
    const auto begin = std::chrono::steady_clock::now();
    { AllUnitsRunner dropped(big, UnitTable::standard(), settingsFor("dijkstra", Movement{})); }
    CHECK(std::chrono::steady_clock::now() - begin < std::chrono::seconds(5));
}

TEST_CASE("All Units without a start or a goal says so", "[model][all-units]") {
    MapGrid grid(5, 5);
    grid.setStart(Coord{0, 0});
    const AllUnitsResult result = solveForAllUnits(grid, UnitTable::standard(), RunSettings{});
    CHECK(result.routes.empty());
    CHECK(result.error == "the map needs a start and a goal");
}
