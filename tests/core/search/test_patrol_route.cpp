#include "pathfinder/search/nearest_goal_search.h"
#include "pathfinder/search/patrol_route.h"

#include "core/path_checks.h"

#include <catch2/catch.hpp>
#include <stdexcept>

using namespace pathfinder;
using namespace pathfinder::testing;

TEST_CASE("A patrol goes back and forth through its points, turning at each end", "[patrol]") {
    PatrolRoute route({{0, 0}, {4, 0}, {4, 2}});
    std::vector<std::size_t> targets;
    for (int i = 0; i < 6; ++i) {
        targets.push_back(route.targetIndex());
        route.arrive();
    }
    CHECK(targets == std::vector<std::size_t>{1, 2, 1, 0, 1, 2});
    CHECK(route.walkedLegs() == std::vector<PatrolLeg>{{0, 1}, {1, 2}, {2, 1}, {1, 0}, {0, 1}, {1, 2}});
    CHECK_THROWS_AS(PatrolRoute({{1, 1}}), std::invalid_argument);

    PatrolRoute two({{0, 0}, {3, 3}});
    two.arrive();
    CHECK(two.target() == Coord{0, 0});
    CHECK_FALSE(two.outbound());
    two.arrive();
    CHECK(two.target() == Coord{3, 3});
    CHECK(two.outbound());
}

TEST_CASE("A patrol walked on a hand-worked map retraces its legs at the worked costs", "[patrol]") {
    // P . 5 . Q      P (0,0), Q (4,0), R (4,2); the cell of cost 5 is the only way across,
    // . . # . .      so P→Q costs 1 + 5 + 1 + 1 = 8 and Q→R costs 2, each way.
    // . . # . R
    MapGrid grid(5, 3);
    grid.setCost({2, 0}, 5);
    grid.setWall({2, 1}, true);
    grid.setWall({2, 2}, true);
    Movement movement;
    movement.neighbours = 4;
    PatrolRoute route({{0, 0}, {4, 0}, {4, 2}});
    Coord at{0, 0};
    std::vector<double> costs;
    for (int leg = 0; leg < 4; ++leg) {
        const NearestGoalResult walk = findNearestGoal(grid, movement, at, {route.nextGoal()},
                                                       NearestGoalMethod::AStar, HeuristicKind::Manhattan);
        REQUIRE(walk.goal.has_value());
        costs.push_back(sumOfStepCosts(grid, movement, walk.path));
        at = walk.path.back();
        route.arrive();
    }
    CHECK(costs == std::vector<double>{8.0, 2.0, 2.0, 8.0});
    CHECK(at == Coord{0, 0});
    CHECK(route.walkedLegs() == std::vector<PatrolLeg>{{0, 1}, {1, 2}, {2, 1}, {1, 0}});
}

TEST_CASE("An agent that leaves its patrol heads back to its breadcrumb, then on", "[patrol]") {
    PatrolRoute route({{0, 0}, {4, 0}, {4, 2}});
    route.arrive(); // at Q, heading for R
    route.leaveAt({4, 1});
    route.leaveAt({3, 2}); // a second detour before it is back keeps the first breadcrumb
    CHECK(route.breadcrumb() == Coord{4, 1});
    CHECK(route.nextGoal() == Coord{4, 1});
    CHECK(route.target() == Coord{4, 2});
    route.arrive(); // standing on the breadcrumb is not arriving on the route
    CHECK(route.walkedLegs().size() == 1);
    route.rejoin();
    CHECK_FALSE(route.breadcrumb().has_value());
    CHECK(route.nextGoal() == Coord{4, 2});
    route.arrive();
    CHECK(route.walkedLegs() == std::vector<PatrolLeg>{{0, 1}, {1, 2}});
}
