#include "pathfinder/basics/parse_error.h"
#include "pathfinder/experiments/scenario_runner.h"
#include "pathfinder/formats/movingai_io.h"
#include "pathfinder/grid/map_grid.h"
#include "pathfinder/search/run.h"

#include "support/open_scenario.h"
#include "support/temp_dir.h"

#include <atomic>
#include <catch2/catch.hpp>
#include <cmath>
#include <memory>
#include <string>

using namespace pathfinder;

namespace {

const std::string kFixtureDir = PATHFINDER_FIXTURE_DIR;

/// The least cost of a query by the plain Dijkstra that shares nothing with the walkers.
double referenceCost(MapGrid grid, const ScenarioQuery& query) {
    grid.setStart(query.start);
    grid.setGoal(query.goal);
    return referenceOptimalCost(grid, Movement{});
}

} // namespace

TEST_CASE("A scenario runs on a map given in memory, whatever map its queries name", "[scenario][runner]") {
    auto map = std::make_shared<const MapGrid>(readMovingAiMapFile(kFixtureDir + "/small.map"));
    const ScenarioSet set = loadScenarioOnMap(kFixtureDir + "/small.map.scen", map, "the open map");
    REQUIRE(set.queries.size() == 8);
    CHECK(set.mapPath == "the open map");
    CHECK(set.map == map);

    const auto results = runScenarios({set}, defaultScenarioWalkers({"astar", "dijkstra"}), {}, {});
    REQUIRE(results.size() == 16);
    for (std::size_t i = 0; i < results.size(); ++i) {
        const QueryResult& result = results[i];
        CHECK(result.query == i / 2);
        CHECK(result.walker == (i % 2 == 0 ? "astar" : "dijkstra"));
        const ScenarioQuery& query = set.queries[result.query];
        CHECK(result.pathCost == Approx(referenceCost(*map, query)).epsilon(1e-9));
        CHECK(result.pathCost == Approx(query.optimalLength).epsilon(1e-6));
        CHECK_FALSE(result.mismatch);
    }
}

TEST_CASE("A scenario that does not fit the map is refused at the line and column of the query",
          "[scenario][runner]") {
    TempDir dir;
    auto map = std::make_shared<const MapGrid>(readMovingAiMapFile(kFixtureDir + "/small.map"));
    SECTION("another size") {
        const std::string path = dir.write("big.scen", "version 1\n0\tsmall.map\t10\t8\t0\t0\t1\t0\t1\n"
                                                       "0\tother.map\t12\t8\t0\t0\t1\t0\t1\n");
        try {
            loadScenarioOnMap(path, map, "open.map");
            FAIL("a query for a 12 x 8 map ran on a 10 x 8 one");
        } catch (const ParseError& error) {
            CHECK(error.line() == 3);
            CHECK(error.column() == 3);
            CHECK_THAT(error.what(), Catch::Contains("expects a 12 x 8 map, but open.map is 10 x 8"));
        }
    }
    SECTION("a goal on a wall") {
        // (3, 2) is a wall of small.map; the goal's x, the 7th field, starts at column 22.
        const std::string path = dir.write("wall.scen", "version 1\n0\tsmall.map\t10\t8\t0\t0\t3\t2\t4\n");
        try {
            loadScenarioOnMap(path, map, "open.map");
            FAIL("a goal on a wall was accepted");
        } catch (const ParseError& error) {
            CHECK(error.line() == 2);
            CHECK(error.column() == 22);
            CHECK_THAT(error.what(), Catch::Contains("goal (3, 2) lies on a wall of open.map"));
        }
    }
    SECTION("no queries") {
        const std::string path = dir.write("empty.scen", "version 1\n");
        CHECK_THROWS_AS(loadScenarioOnMap(path, map, "open.map"), ParseError);
    }
}

TEST_CASE("A scenario run stops when asked and keeps the queries it finished", "[scenario][runner][stop]") {
    // About a second of Dijkstra searches, stopped at the first progress report.
    const ScenarioSet set = openMapScenario(256, 200);
    const auto walkers = defaultScenarioWalkers({"dijkstra", "astar"});
    std::atomic<bool> stop{false};
    ScenarioRunOptions options;
    options.stop = &stop;

    SECTION("before the start: nothing runs") {
        stop = true;
        CHECK(runScenarios({set}, walkers, options, {}).empty());
    }
    SECTION("under way: whole queries, in order") {
        // One thread takes blocks of 200 / 8 = 25 queries, each answered by Dijkstra, then by A*:
        // stopped in the second block, the first is whole and the second's queries that A* has not
        // answered are left out.
        options.jobs = 1;
        const auto results = runScenarios({set}, walkers, options, [&](std::size_t done, std::size_t) {
            if (done >= 40)
                stop = true;
        });
        REQUIRE(results.size() >= 2 * 25);
        REQUIRE(results.size() < 400);
        REQUIRE(results.size() % 2 == 0);
        for (std::size_t i = 0; i < results.size(); i += 2) {
            CHECK(results[i].query == results[i + 1].query);
            CHECK(results[i].walker == "dijkstra");
            CHECK(results[i + 1].walker == "astar");
            if (i > 0)
                CHECK(results[i].query > results[i - 2].query);
            for (std::size_t w = 0; w < 2; ++w) {
                CHECK(results[i + w].outcome == Outcome::Reached);
                CHECK(results[i + w].pathCost == Approx(set.queries[results[i].query].optimalLength));
            }
        }
    }
}
