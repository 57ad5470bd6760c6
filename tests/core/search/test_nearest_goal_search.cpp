#include "pathfinder/search/nearest_goal_search.h"

#include "core/goal_cases.h"
#include "support/random_case_count.h"

#include <catch2/catch.hpp>
#include <cmath>

using namespace pathfinder;
using namespace pathfinder::testing;

TEST_CASE("The nearest of several goals costs the least over the goals of the reference", "[nearest-goal]") {
    const auto cases = makeGoalCases(randomCaseCount(120), 3611);
    Random random(3612);
    int reached = 0;
    std::uint64_t dijkstraExpanded = 0;
    std::uint64_t astarExpanded = 0;
    for (const GoalCase& c : cases) {
        const Coord start = c.grid.start() ? *c.grid.start() : randomCell(random, c.grid);
        CAPTURE(c.label, coordLabel(start));
        const double least = referenceNearest(c.grid, c.movement, start, c.points);
        for (const NearestGoalMethod method : {NearestGoalMethod::Dijkstra, NearestGoalMethod::AStar}) {
            CAPTURE(method == NearestGoalMethod::AStar ? "A*" : "Dijkstra");
            const NearestGoalResult result =
                findNearestGoal(c.grid, c.movement, start, c.points, method, c.heuristic);
            REQUIRE(closeTo(result.cost, least));
            if (std::isinf(least)) {
                CHECK(result.path.empty());
                CHECK_FALSE(result.goal.has_value());
                continue;
            }
            REQUIRE(result.goal.has_value());
            REQUIRE(*result.goal < c.points.size());
            const Coord goal = c.points[*result.goal];
            CHECK(closeTo(referenceCost(c.grid, c.movement, start, goal), least));
            REQUIRE(result.path.front() == start);
            REQUIRE(result.path.back() == goal);
            CHECK(closeTo(shapedPathCost(c.grid, c.movement, result.path), least));
            CHECK(result.expanded >= 1);
            ++reached;
            (method == NearestGoalMethod::AStar ? astarExpanded : dijkstraExpanded) += result.expanded;
        }
    }
    CHECK(reached >= randomCaseCount(120));
    // An admissible estimate only ever leaves cells out.
    CHECK(astarExpanded <= dijkstraExpanded);
}

TEST_CASE("The nearest goal is the cheaper one, not the one fewer steps away", "[nearest-goal]") {
    // s 9 9 a     a is 3 steps east of s across cells of cost 9 (27 in all);
    // . . . .     b is 2 steps south (2 in all)
    // b . . .
    MapGrid grid(4, 3);
    for (int x = 1; x < 4; ++x)
        grid.setCost({x, 0}, 9);
    Movement movement;
    movement.neighbours = 4;
    const std::vector<Coord> goals{{3, 0}, {0, 2}};
    for (const NearestGoalMethod method : {NearestGoalMethod::Dijkstra, NearestGoalMethod::AStar}) {
        const NearestGoalResult result =
            findNearestGoal(grid, movement, {0, 0}, goals, method, HeuristicKind::Manhattan);
        CHECK(result.goal == std::optional<std::size_t>(1));
        CHECK(result.cost == 2.0);
        CHECK(result.path == std::vector<Coord>{{0, 0}, {0, 1}, {0, 2}});
    }
    const NearestGoalResult none = findNearestGoal(grid, movement, {0, 0}, {Coord{7, 7}},
                                                   NearestGoalMethod::AStar, HeuristicKind::Manhattan);
    CHECK(none.path.empty());
    CHECK(std::isinf(none.cost));
}
