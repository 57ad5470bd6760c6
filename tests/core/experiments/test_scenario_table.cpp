// The scenario table that the command line's scen and the app's scenario export share.
#include "pathfinder/experiments/scenario_table.h"

#include <catch2/catch.hpp>
#include <string>
#include <vector>

using namespace pathfinder;

TEST_CASE("The scenario table has the documented columns and one row per query and walker",
          "[result-columns]") {
    ScenarioSet set;
    set.path = "maps/arena.scen";
    ScenarioQuery query;
    query.bucket = 2;
    query.map = "arena.map";
    query.start = {1, 2};
    query.goal = {5, 2};
    query.optimalLength = 4;
    query.line = 2;
    set.queries = {query};
    const std::vector<ScenarioWalker> walkers = {{"astar", "A*", {}}, {"anya", "Anya", {}}};
    QueryResult astar;
    astar.walker = "A*";
    astar.outcome = Outcome::Reached;
    astar.pathCost = 4;
    astar.pathSteps = 4;
    astar.expanded = 5;
    astar.timeNs = 900;
    astar.optimalCost = 4;
    QueryResult anya = astar;
    anya.walker = "Anya";
    anya.outcome = Outcome::GaveUp;
    anya.comparison.basis = CostBasis::AnyAngle;
    anya.mismatch = true;
    const ResultTable table = scenarioResultTable({set}, walkers, {astar, anya});
    CHECK(table.csvHeader() ==
          "scenario,query,line,bucket,map,start_x,start_y,goal_x,goal_y,optimal_cost,walker,status,path_cost,"
          "path_length,cost_basis,cost_ratio,mismatch,path_steps,expanded,generated,time_ns");
    REQUIRE(table.rows().size() == 2);
    CHECK(table.rows()[0] ==
          std::vector<std::string>{
              "maps/arena.scen", "1", "2", "2",    "arena.map", "1", "2", "5", "2", "4",  "astar",
              "reached",         "4", "",  "grid", "1",         "0", "4", "5", "0", "900"});
    // A walker that gave up found no path: no cost, no length, no ratio, no steps.
    CHECK(table.rows()[1] ==
          std::vector<std::string>{
              "maps/arena.scen", "1", "2", "2",         "arena.map", "1", "2", "5", "2", "4",  "anya",
              "gave-up",         "",  "",  "any-angle", "",          "1", "",  "5", "0", "900"});
}
