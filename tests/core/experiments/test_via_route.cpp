#include "pathfinder/experiments/via_route.h"

#include "core/goal_cases.h"
#include "support/random_case_count.h"

#include <catch2/catch.hpp>
#include <cmath>

using namespace pathfinder;
using namespace pathfinder::testing;

TEST_CASE("A route through via-points costs the sum of the reference's legs", "[via]") {
    const auto cases = makeGoalCases(randomCaseCount(80), 3621);
    Random random(3622);
    int routes = 0;
    int unreached = 0;
    for (const GoalCase& c : cases) {
        // The points are free cells: the route's legs run start → points → goal.
        std::vector<Coord> points;
        for (const Coord p : c.points)
            if (isFreeCell(c.grid, p))
                points.push_back(p);
        if (points.size() < 2 || !c.grid.start())
            continue;
        const Coord start = *c.grid.start();
        const Coord goal = points.back();
        const std::vector<Coord> vias(points.begin(), points.end() - 1);
        CAPTURE(c.label);
        WalkerSettings settings;
        settings.movement = c.movement;
        settings.heuristic = c.heuristic;
        const ViaRoute route = planViaRoute(c.grid, settings, start, vias, goal);
        REQUIRE(route.legs.size() == vias.size() + 1);
        double sum = 0.0;
        std::optional<std::size_t> firstFailed;
        Coord from = start;
        for (std::size_t i = 0; i < route.legs.size(); ++i) {
            const Coord to = i < vias.size() ? vias[i] : goal;
            const double leg = referenceCost(c.grid, c.movement, from, to);
            CHECK(route.legs[i].from == from);
            CHECK(route.legs[i].to == to);
            if (std::isinf(leg) && !firstFailed)
                firstFailed = i;
            CHECK((route.legs[i].outcome == Outcome::Reached) == std::isfinite(leg));
            if (std::isfinite(leg))
                CHECK(closeTo(route.legs[i].stats.pathCost, leg));
            sum += leg;
            from = to;
        }
        ++routes;
        CHECK(route.failedLeg == firstFailed);
        CHECK(closeTo(route.cost, sum));
        if (firstFailed) {
            ++unreached;
            CHECK(route.path.empty());
            CHECK(route.problem.rfind("leg " + std::to_string(*firstFailed + 1) + " of ", 0) == 0);
            continue;
        }
        REQUIRE(route.path.front() == start);
        REQUIRE(route.path.back() == goal);
        CHECK(closeTo(shapedPathCost(c.grid, c.movement, route.path), sum));
    }
    CHECK(routes >= randomCaseCount(80) / 4);
    CHECK(unreached >= 1);
}

TEST_CASE("A via-point that cannot be reached is named with its leg", "[via]") {
    // A via-point shut in by walls: the first leg cannot reach it, the second cannot leave it.
    // . . . . .
    // . . # . .
    // . # . # .
    // . . # . .
    MapGrid grid(5, 4);
    for (const Coord wall : {Coord{2, 1}, Coord{1, 2}, Coord{3, 2}, Coord{2, 3}})
        grid.setWall(wall, true);
    WalkerSettings settings;
    settings.movement.neighbours = 4;
    const ViaRoute route = planViaRoute(grid, settings, {0, 0}, {Coord{4, 0}, Coord{2, 2}}, {4, 3});
    REQUIRE(route.legs.size() == 3);
    CHECK(route.legs[0].outcome == Outcome::Reached);
    CHECK(route.legs[0].stats.pathCost == 4.0);
    CHECK(route.legs[1].outcome == Outcome::Unreachable);
    CHECK(route.legs[2].outcome == Outcome::Unreachable);
    CHECK(route.failedLeg == std::optional<std::size_t>(1));
    CHECK(route.problem == "leg 2 of 3, from via-point 1 (4, 0) to via-point 2 (2, 2): unreachable");
    CHECK(std::isinf(route.cost));
    CHECK(route.path.empty());

    const ViaRoute around = planViaRoute(grid, settings, {0, 0}, {Coord{4, 0}}, {0, 3});
    CHECK(around.reached());
    CHECK(around.cost == 4.0 + 7.0); // east along the top, back west along it, then down
    CHECK(around.path.size() == 12);
    CHECK_THROWS_AS(planViaRoute(grid, settings, {0, 0}, {}, {4, 3}, "no-such-walker"),
                    std::invalid_argument);
}
