#include "pathfinder/formats/movingai_io.h"
#include "pathfinder/search/run.h"

#include "support/open_scenario.h"
#include "workers/scenario_batch.h"

#include <catch2/catch.hpp>
#include <chrono>
#include <cmath>
#include <memory>
#include <thread>

using namespace pathfinder;
using namespace pathfinder::app;

namespace {

const std::string kFixtureDir = PATHFINDER_FIXTURE_DIR;

/// Waits up to a minute for the batch's worker to stop.
void waitFor(const ScenarioBatch& batch) {
    const auto deadline = std::chrono::steady_clock::now() + std::chrono::minutes(1);
    while (!batch.finished() && std::chrono::steady_clock::now() < deadline)
        std::this_thread::sleep_for(std::chrono::milliseconds(5));
    REQUIRE(batch.finished());
}

QueryResult result(const std::string& walker, Outcome outcome, std::int64_t timeNs, std::uint64_t expanded,
                   bool mismatch = false) {
    QueryResult r;
    r.walker = walker;
    r.outcome = outcome;
    r.timeNs = timeNs;
    r.expanded = expanded;
    r.mismatch = mismatch;
    return r;
}

} // namespace

TEST_CASE("A box summary has the type-7 quartiles worked out by hand", "[scenario][model]") {
    const BoxSummary odd = boxSummary({10, 1, 3, 2, 4});
    CHECK(odd.count == 5);
    CHECK(odd.low == 1);
    CHECK(odd.q1 == 2); // h = 4 × 0.25 = 1: the second smallest
    CHECK(odd.median == 3);
    CHECK(odd.q3 == 4);
    CHECK(odd.high == 10);
    CHECK(odd.mean == 4);

    const BoxSummary even = boxSummary({4, 3, 2, 1});
    CHECK(even.q1 == Approx(1.75)); // h = 0.75: 1 + 0.75 × (2 − 1)
    CHECK(even.median == Approx(2.5));
    CHECK(even.q3 == Approx(3.25)); // h = 2.25: 3 + 0.25 × (4 − 3)
    CHECK(even.mean == Approx(2.5));

    const BoxSummary none = boxSummary({});
    CHECK(none.count == 0);
    CHECK(std::isnan(none.median));
}

TEST_CASE("A scenario's figures count each walker's outcomes and summarise its times", "[scenario][model]") {
    const std::vector<QueryResult> results = {
        result("a", Outcome::Reached, 1000, 10),     result("b", Outcome::Reached, 4000, 40),
        result("a", Outcome::Reached, 3000, 30),     result("b", Outcome::GaveUp, 8000, 80, true),
        result("a", Outcome::Unreachable, 2000, 20), result("b", Outcome::Reached, 6000, 60, true),
    };
    const auto figures = scenarioFigures(results, {{"astar", "a", {}}, {"dijkstra", "b", {}}});
    REQUIRE(figures.size() == 2);
    CHECK(figures[0].label == "a");
    CHECK(figures[0].queries == 3);
    CHECK(figures[0].reached == 2);
    CHECK(figures[0].gaveUp == 0);
    CHECK(figures[0].mismatches == 0);
    CHECK(figures[0].timeUs.median == Approx(2.0));
    CHECK(figures[0].expanded.high == Approx(30));
    CHECK(figures[0].totalTimeMs == Approx(0.006));
    CHECK(figures[1].reached == 2);
    CHECK(figures[1].gaveUp == 1);
    CHECK(figures[1].mismatches == 2);
    CHECK(figures[1].timeUs.mean == Approx(6.0));
    CHECK(figures[1].expanded.low == Approx(40));
}

TEST_CASE("A scenario batch runs on its own thread and finds each query's results", "[scenario][model]") {
    auto map = std::make_shared<const MapGrid>(readMovingAiMapFile(kFixtureDir + "/small.map"));
    ScenarioSet set = loadScenarioOnMap(kFixtureDir + "/small.map.scen", map, "small");
    const std::vector<ScenarioQuery> queries = set.queries;
    ScenarioBatch batch;
    CHECK_FALSE(batch.active());
    batch.start(std::move(set), defaultScenarioWalkers({"astar", "breadth-first"}), {});
    CHECK(batch.active());
    CHECK(batch.total() == 8);
    waitFor(batch);
    CHECK(batch.done() == 8);
    const ScenarioBatchResult done = batch.take();
    CHECK_FALSE(batch.active());
    CHECK_FALSE(done.cancelled);
    CHECK(done.error.empty());
    REQUIRE(done.results.size() == 16);
    for (std::size_t q = 0; q < queries.size(); ++q) {
        const QueryResult* row = done.query(q);
        REQUIRE(row);
        CHECK(row[0].query == q);
        CHECK(row[0].walker == "astar");
        CHECK(row[1].walker == "breadth-first");
        MapGrid grid = *map;
        grid.setStart(queries[q].start);
        grid.setGoal(queries[q].goal);
        CHECK(row[0].pathCost == Approx(referenceOptimalCost(grid, Movement{})));
    }
    CHECK(done.query(8) == nullptr);
}

TEST_CASE("A cancelled scenario batch keeps what it finished", "[scenario][model]") {
    ScenarioBatch batch;
    batch.start(openMapScenario(256, 200), defaultScenarioWalkers({"dijkstra"}), {});
    batch.cancel();
    waitFor(batch);
    const ScenarioBatchResult stopped = batch.take();
    CHECK(stopped.cancelled);
    CHECK(stopped.results.size() < 200);
    for (std::size_t i = 0; i < stopped.results.size(); ++i)
        CHECK(stopped.query(stopped.results[i].query) == &stopped.results[i]);
}

TEST_CASE("A scenario run on a map other than its file's judges each path by that map's own optimum",
          "[scenario][model]") {
    const std::string file = kFixtureDir + "/small.map.scen";
    auto original = std::make_shared<MapGrid>(readMovingAiMapFile(kFixtureDir + "/small.map"));
    // A wall across the top row at x = 5 (and below it, so no diagonal slips past): the first query,
    // (0, 0) to (9, 0), costs more than the file's 9 on that map.
    auto edited = std::make_shared<MapGrid>(*original);
    edited->setWall({5, 0}, true);
    edited->setWall({5, 1}, true);
    for (const auto& [map, name] : {std::pair{original, "small"}, std::pair{edited, "small, edited"}}) {
        CAPTURE(name);
        const ScenarioSet set = loadScenarioOnMap(file, map, name);
        ScenarioBatch batch;
        batch.start(set, defaultScenarioWalkers({"astar", "dijkstra"}), ScenarioRunOptions{});
        waitFor(batch);
        const ScenarioBatchResult run = batch.take();
        REQUIRE(run.results.size() == 2 * set.queries.size());
        CHECK(run.options.referenceOptima == (map == edited));
        for (const QueryResult& r : run.results) {
            const ScenarioQuery& q = set.queries[r.query];
            MapGrid grid = *map;
            grid.setStart(q.start);
            grid.setGoal(q.goal);
            const double reference = referenceOptimalCost(grid, Movement{});
            CAPTURE(r.walker, r.query);
            // The optimum set beside each path is the one of the map it ran on: on the file's own map the
            // file's length (to its 8 decimals), on the edited map the reference Dijkstra's.
            CHECK(r.optimalCost == Approx(reference).epsilon(1e-8));
            if (map == original)
                CHECK(r.optimalCost == q.optimalLength);
            CHECK_FALSE(r.mismatch); // optimal walkers meet the optimum of the map they ran on
        }
        if (map == edited)
            CHECK(run.results[0].optimalCost > set.queries[0].optimalLength + 1); // the wall's detour
    }
}
