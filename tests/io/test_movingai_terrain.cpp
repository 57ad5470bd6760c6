#include "pathfinder/formats/movingai_io.h"
#include "pathfinder/registry/walker_registry.h"
#include "pathfinder/search/run.h"

#include <catch2/catch.hpp>
#include <cmath>
#include <limits>
#include <optional>
#include <sstream>
#include <string>
#include <vector>

using namespace pathfinder;

namespace {

const std::string kFixtureDir = PATHFINDER_FIXTURE_DIR;

MapGrid parseMap(const std::string& text) {
    std::istringstream in(text);
    return readMovingAiMap(in, "test.map");
}

/// The cost A* and Dijkstra find from `start` to `goal` (infinity when neither reaches it); both
/// must agree with each other and with the reference Dijkstra.
double solvedCost(MapGrid grid, Coord start, Coord goal) {
    grid.setStart(start);
    grid.setGoal(goal);
    const double reference = referenceOptimalCost(grid, Movement{});
    std::optional<double> found;
    for (const char* name : {"dijkstra", "astar"}) {
        INFO("walker " << name);
        auto walker = createWalker(name);
        REQUIRE(walker);
        walker->setup(grid, WalkerSettings{});
        const RunResult run = runToCompletion(*walker, iterationLimit(grid));
        const double cost = run.state == WalkState::ReachedGoal ? run.stats.pathCost
                                                                : std::numeric_limits<double>::infinity();
        if (std::isinf(reference))
            CHECK(run.outcome == Outcome::Unreachable);
        else
            CHECK(cost == Approx(reference));
        if (found && std::isfinite(*found))
            CHECK(cost == Approx(*found));
        else if (found)
            CHECK(std::isinf(cost));
        found = cost;
    }
    return *found;
}

} // namespace

TEST_CASE("Swamp and water are read as terrain with the movingai unit", "[io][movingai][terrain]") {
    const MapGrid grid = parseMap("type octile\nheight 2\nwidth 5\nmap\n.GSW@\nOT...\n");
    CHECK(grid.code({0, 0}) == 1);
    CHECK(grid.code({1, 0}) == 1);
    CHECK(grid.terrain({2, 0}) == Terrain::Swamp);
    CHECK(grid.terrain({3, 0}) == Terrain::Water);
    CHECK(grid.isWall({4, 0}));
    CHECK(grid.isWall({0, 1}));
    CHECK(grid.isWall({1, 1}));
    CHECK(grid.unit() == *UnitTable::standard().find(kMovingAiUnit));

    SECTION("a map of plain ground keeps the default unit") {
        CHECK(parseMap("type octile\nheight 1\nwidth 3\nmap\n.GT\n").unit() == defaultUnit());
    }
}

// tests/fixtures/lake.map (9 x 5; x grows right, y down):
//
//     x 012345678
//   y0  .....T...
//   y1  .WWW.T.G.      a lake W at x = 1..3, y = 1..3; a row of trees T at x = 5 with one
//   y2  .WWW.S...      swamp S at (5, 2), the only way from the left part to the right;
//   y3  .WWW.T.@.      'G' is ground and '@' a wall
//   y4  .....T...
//
// Octile moves without corner cutting. To a walk that starts on land the water cells are walls,
// to one that starts on water the land cells are (swamp is land); a diagonal needs both cells it
// squeezes past to be open.
//
//   (0,1)->(1,0)  the diagonal squeezes past the lake's corner (1,1): up 1, right 1         = 2
//   (2,2)->(1,1)  starts on water: one diagonal between water cells                         = √2
//   (1,1)->(3,3)  on water, two diagonals through (2,2)                                     = 2√2
//   (2,2)->(4,2)  starts on water, the goal is land: unreachable
//   (0,2)->(4,2)  around the lake: up 2 to (0,0), right 4 to (4,0), down 2. No diagonal
//                 helps: (0,1)->(1,0) and (3,0)->(4,1) squeeze past water cells            = 8
//   (5,2)->(8,2)  from the swamp, right 3                                                   = 3
//   (0,2)->(8,2)  (5,2) is entered only from (4,2): (4,1)->(5,2) and (4,3)->(5,2) squeeze
//                 past trees. So 8 to (4,2), then right 4                                   = 12
//   (6,0)->(8,4)  diagonals to (7,1) ('G') and (8,2), then down 2                           = 2 + 2√2
TEST_CASE("Searches on a Moving AI map with swamp and water find the hand-worked costs",
          "[io][movingai][terrain]") {
    const MapGrid lake = readMovingAiMapFile(kFixtureDir + "/lake.map");
    REQUIRE(lake.width() == 9);
    REQUIRE(lake.height() == 5);
    const double root2 = std::sqrt(2.0);

    SECTION("a diagonal past a corner of the lake is a corner cut") {
        CHECK(solvedCost(lake, {0, 1}, {1, 0}) == Approx(2));
    }
    SECTION("a walk that starts on water stays on water") {
        CHECK(solvedCost(lake, {2, 2}, {1, 1}) == Approx(root2));
        CHECK(solvedCost(lake, {1, 1}, {3, 3}) == Approx(2 * root2));
        CHECK(std::isinf(solvedCost(lake, {2, 2}, {4, 2})));
        CHECK(std::isinf(solvedCost(lake, {3, 1}, {4, 0})));
    }
    SECTION("a walk that starts on land goes around the lake") {
        CHECK(solvedCost(lake, {0, 2}, {4, 2}) == Approx(8));
        CHECK(std::isinf(solvedCost(lake, {0, 2}, {2, 2})));
    }
    SECTION("swamp is ground") {
        CHECK(solvedCost(lake, {5, 2}, {8, 2}) == Approx(3));
        CHECK(solvedCost(lake, {0, 2}, {8, 2}) == Approx(12));
        CHECK(solvedCost(lake, {8, 2}, {5, 2}) == Approx(3));
    }
    SECTION("'G' is ground") {
        CHECK(solvedCost(lake, {6, 0}, {8, 4}) == Approx(2 + 2 * root2));
    }
    SECTION("the scenario beside it records the same lengths") {
        const std::vector<ScenarioQuery> queries = readScenarioFile(kFixtureDir + "/lake.map.scen");
        REQUIRE(queries.size() == 7);
        for (const ScenarioQuery& query : queries) {
            INFO("lake.map.scen line " << query.line);
            CHECK(solvedCost(lake, query.start, query.goal) == Approx(query.optimalLength).epsilon(1e-7));
        }
    }
}

TEST_CASE("Swamp and water are written as 'S' and 'W' and read back the same", "[io][movingai][terrain]") {
    const MapGrid lake = readMovingAiMapFile(kFixtureDir + "/lake.map");
    std::ostringstream out;
    writeMovingAiMap(out, lake);
    CHECK(out.str() == "type octile\nheight 5\nwidth 9\nmap\n"
                       ".....@...\n.WWW.@...\n.WWW.S...\n.WWW.@.@.\n.....@...\n");
    std::istringstream in(out.str());
    CHECK(readMovingAiMap(in, "back.map") == lake);
    CHECK(movingAiLosses(lake, Movement{}).empty());
}

TEST_CASE("What a Moving AI map cannot keep of terrain is listed", "[io][movingai][terrain]") {
    MapGrid grid(5, 2);
    grid.setTerrain({0, 0}, Terrain::Forest);
    grid.setTerrain({1, 0}, Terrain::Forest);
    grid.setTerrain({2, 0}, Terrain::Roadway);
    grid.setTerrain({3, 0}, Terrain::Swamp);
    grid.setTerrain({4, 0}, Terrain::Water);
    grid.setCost({0, 1}, 4);
    grid.setUnit(*UnitTable::standard().find("jeep"));

    const auto losses = movingAiLosses(grid, std::nullopt);
    REQUIRE(losses.size() == 4);
    CHECK(losses[0] == "the entry costs of 1 cell (written as free cells of cost 1)");
    CHECK(losses[1] == "2 cells of forest terrain (written as '.', free ground of cost 1)");
    CHECK(losses[2] == "1 cell of roadway terrain (written as '.', free ground of cost 1)");
    CHECK(losses[3] == "the unit jeep (a Moving AI map is read with the movingai unit: swamp is ground of "
                       "cost 1, and water a medium of its own that no move enters from land or leaves)");

    std::ostringstream out;
    writeMovingAiMap(out, grid);
    CHECK(out.str() == "type octile\nheight 2\nwidth 5\nmap\n...SW\n.....\n");

    SECTION("with the movingai unit only the other terrains and costs are lost") {
        grid.setUnit(*UnitTable::standard().find(kMovingAiUnit));
        CHECK(movingAiLosses(grid, std::nullopt).size() == 3);
        grid.setUnit(*UnitTable::standard().find(kMovingAiUnit), 0.5);
        CHECK(movingAiLosses(grid, std::nullopt).back() ==
              "the impassable limit 0.5 (a Moving AI map is read with the movingai unit: swamp is ground of "
              "cost 1, and water a medium of its own that no move enters from land or leaves, with the limit "
              "100)");
    }
    SECTION("without swamp or water the unit does not matter to a .map") {
        grid.setCost({3, 0}, 1);
        grid.setCost({4, 0}, 1);
        CHECK(movingAiLosses(grid, std::nullopt).size() == 3);
    }
}
