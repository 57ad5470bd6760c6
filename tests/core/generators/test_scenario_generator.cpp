#include "pathfinder/formats/movingai_io.h"
#include "pathfinder/generators/maze_generator.h"
#include "pathfinder/generators/scenario_generator.h"
#include "pathfinder/grid/map_grid.h"
#include "pathfinder/search/run.h"

#include "core/ascii_grid.h"

#include <catch2/catch.hpp>
#include <cmath>
#include <map>
#include <sstream>

using namespace pathfinder;
using namespace pathfinder::testing;

TEST_CASE("A generated scenario's lengths are the reference Dijkstra's, bucketed as the benchmark does",
          "[scenario][generate]") {
    MazeOptions options;
    options.kind = MazeKind::RandomWalls;
    options.width = 48;
    options.height = 40;
    options.density = 0.25;
    options.seed = 7;
    const MapGrid grid = generateMaze(options);
    const auto queries = generateScenario(grid, "r48.map", 120, 5);
    REQUIRE(queries.size() == 120);
    std::map<int, int> perBucket;
    int previous = 0;
    for (const ScenarioQuery& q : queries) {
        CAPTURE(q.start.x, q.start.y, q.goal.x, q.goal.y);
        MapGrid copy = grid;
        copy.setStart(q.start);
        copy.setGoal(q.goal);
        CHECK(q.optimalLength == Approx(referenceOptimalCost(copy, Movement{})).epsilon(1e-12));
        CHECK(q.bucket == static_cast<int>(std::floor(q.optimalLength / 4)));
        CHECK(q.bucket >= previous); // sorted by bucket
        previous = q.bucket;
        CHECK(q.map == "r48.map");
        CHECK(q.mapWidth == 48);
        CHECK(q.mapHeight == 40);
        ++perBucket[q.bucket];
    }
    // A 48 × 40 map has some 18 buckets of reachable lengths: their first ten each fill them before
    // any holds more, so no bucket can hold more than twenty of 120.
    for (const auto& [bucket, n] : perBucket)
        CHECK(n <= 20);

    SECTION("the same seed gives the same queries, another seed others") {
        const auto again = generateScenario(grid, "r48.map", 120, 5);
        const auto other = generateScenario(grid, "r48.map", 120, 6);
        auto same = [](const std::vector<ScenarioQuery>& a, const std::vector<ScenarioQuery>& b) {
            for (std::size_t i = 0; i < a.size(); ++i)
                if (a[i].start != b[i].start || a[i].goal != b[i].goal)
                    return false;
            return a.size() == b.size();
        };
        CHECK(same(queries, again));
        CHECK_FALSE(same(queries, other));
    }
    SECTION("written and read back, the queries are the same to the file's 8 decimals") {
        std::stringstream text;
        writeScenario(text, queries);
        CHECK(text.str().rfind("version 1\n", 0) == 0);
        const auto read = readScenario(text, "r48.map.scen");
        REQUIRE(read.size() == queries.size());
        for (std::size_t i = 0; i < read.size(); ++i) {
            CHECK(read[i].bucket == queries[i].bucket);
            CHECK(read[i].start == queries[i].start);
            CHECK(read[i].goal == queries[i].goal);
            CHECK(read[i].optimalLength == Approx(queries[i].optimalLength).margin(5e-9));
        }
    }
}

TEST_CASE("A scenario needs two free cells joined by a path", "[scenario][generate]") {
    CHECK_THROWS_AS(generateScenario(gridFromAscii({"#.#", "###"}), "one.map", 5, 1), std::invalid_argument);
    CHECK_THROWS_AS(generateScenario(gridFromAscii({".#.", "###"}), "apart.map", 5, 1),
                    std::invalid_argument);
    // Two joined cells: every query is one of the two orders, length 1.
    const auto two = generateScenario(gridFromAscii({"..", "##"}), "two.map", 30, 1);
    REQUIRE(two.size() == 30);
    for (const ScenarioQuery& q : two)
        CHECK(q.optimalLength == 1.0);
}

TEST_CASE("A map of many small regions still gives its queries, from the cells each start reaches",
          "[scenario][generate]") {
    // 200 regions of two cells (and many walls): a start drawn anywhere has one possible goal.
    std::vector<std::string> rows;
    for (int r = 0; r < 20; ++r) {
        std::string row;
        for (int c = 0; c < 10; ++c)
            row += "..#";
        rows.push_back(row);
        rows.push_back(std::string(row.size(), '#'));
    }
    const MapGrid grid = gridFromAscii(rows);
    const auto queries = generateScenario(grid, "pairs.map", 100, 3);
    REQUIRE(queries.size() == 100);
    for (const ScenarioQuery& q : queries) {
        CHECK(q.start.y == q.goal.y);
        CHECK(std::abs(q.start.x - q.goal.x) == 1);
        CHECK(q.optimalLength == 1.0);
    }
}
