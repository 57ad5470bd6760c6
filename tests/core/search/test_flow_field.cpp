#include "pathfinder/search/flow_field.h"

#include "core/goal_cases.h"
#include "support/random_case_count.h"

#include <catch2/catch.hpp>
#include <cmath>

using namespace pathfinder;
using namespace pathfinder::testing;

namespace {

/// Checks every cell of the field against the reference: its distance is the least over the goals
/// of a forward Dijkstra from the cell, its goal is one at that cost, and its route by next() is a
/// legal route to that goal costing that much. Returns the cells from which a goal is reachable.
int checkField(const FlowField& field, const GoalCase& c) {
    int reachable = 0;
    for (int y = 0; y < c.grid.height(); ++y)
        for (int x = 0; x < c.grid.width(); ++x) {
            const Coord cell{x, y};
            CAPTURE(coordLabel(cell));
            const std::vector<double> from = shapedDistancesFrom(c.grid, c.movement, cell);
            double least = std::numeric_limits<double>::infinity();
            for (const Coord g : c.points)
                if (isFreeCell(c.grid, g))
                    least = std::min(least, from[static_cast<std::size_t>(g.y) * c.grid.width() + g.x]);
            REQUIRE(closeTo(field.distance(cell), least));
            if (std::isinf(least)) {
                CHECK(field.pathFrom(cell).empty());
                CHECK(field.goalIndex(cell) == FlowField::kNoGoal);
                continue;
            }
            ++reachable;
            const std::uint32_t goal = field.goalIndex(cell);
            REQUIRE(goal < c.points.size());
            const Coord g = c.points[goal];
            CHECK(closeTo(from[static_cast<std::size_t>(g.y) * c.grid.width() + g.x], least));
            const std::vector<Coord> route = field.pathFrom(cell);
            REQUIRE(route.front() == cell);
            REQUIRE(route.back() == g);
            CHECK(closeTo(shapedPathCost(c.grid, c.movement, route), least));
            CHECK(field.direction(cell).has_value() == (least > 0.0 || cell != g));
        }
    return reachable;
}

} // namespace

TEST_CASE("A flow field gives every cell its least cost to the nearest goal and a route of that cost",
          "[flow]") {
    const auto cases = makeGoalCases(randomCaseCount(80), 3601);
    int reachable = 0;
    for (const GoalCase& c : cases) {
        CAPTURE(c.label);
        const FlowField field(c.grid, c.movement, c.points);
        reachable += checkField(field, c);
        CHECK(field.expanded() <= c.grid.cellCount());
        CHECK(field.bytes() >= c.grid.cellCount() * 13);
    }
    CHECK(reachable >= randomCaseCount(80) * 20);
}

TEST_CASE("A flow field is stale after an edit and matches the map again once rebuilt", "[flow]") {
    const auto cases = makeGoalCases(randomCaseCount(24), 3602);
    Random random(3603);
    for (GoalCase c : cases) {
        CAPTURE(c.label);
        FlowField field(c.grid, c.movement, c.points);
        CHECK_FALSE(field.stale());
        c.grid.setGoal(randomCell(random, c.grid)); // the goal marker is not what the field heads for
        CHECK_FALSE(field.stale());
        const Coord cell = randomCell(random, c.grid);
        c.grid.setWall(cell, !c.grid.isWall(cell));
        CHECK(field.stale());
        field.rebuild();
        CHECK_FALSE(field.stale());
        checkField(field, c);
    }
}

TEST_CASE("A flow field honours one-way sides: the value is the cost to the goal, not from it", "[flow]") {
    // 0 1 2 in a row, goal at 2; the side between 0 and 1 is crossed only from 1 to 0.
    MapGrid grid(3, 1);
    grid.setCost({1, 0}, 3);
    grid.setSide({1, 0}, Direction::W, SideKind::OneWayOut);
    Movement movement;
    movement.neighbours = 4;
    const FlowField field(grid, movement, {Coord{2, 0}});
    CHECK(field.distance({2, 0}) == 0.0);
    CHECK(field.distance({1, 0}) == 1.0);                     // entering the goal costs 1
    CHECK(field.distance({0, 0}) == FlowField::kUnreachable); // cell 0 cannot go east
    CHECK(field.direction({1, 0}) == Direction::E);
    CHECK_FALSE(field.direction({2, 0}).has_value());
    CHECK_FALSE(field.next({0, 0}).has_value());

    // From the goal's side the one-way side leads on: a field towards cell 0.
    const FlowField back(grid, movement, {Coord{0, 0}});
    CHECK(back.distance({1, 0}) == 1.0);
    CHECK(back.distance({2, 0}) == 4.0); // 3 for cell 1, then 1 for cell 0
    CHECK(back.pathFrom({2, 0}) == std::vector<Coord>{{2, 0}, {1, 0}, {0, 0}});
}

TEST_CASE("A flow field skips goals on walls and off the map, and names goals by their first index",
          "[flow]") {
    MapGrid grid(4, 1);
    grid.setWall({3, 0}, true);
    Movement movement;
    const FlowField field(grid, movement, {Coord{3, 0}, Coord{9, 9}, Coord{0, 0}, Coord{0, 0}});
    CHECK(field.goalIndex({2, 0}) == 2);
    CHECK(field.distance({2, 0}) == 2.0);
    CHECK(field.distance({3, 0}) == FlowField::kUnreachable);
    CHECK(field.distance({-1, 0}) == FlowField::kUnreachable);
}
