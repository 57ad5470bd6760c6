// The heuristic typed as an expression: its values against hand-worked numbers, its parse errors
// with their columns, and the values that count as 0.

#include "pathfinder/grid/heuristic_expression.h"
#include "pathfinder/search/walker_settings.h"

#include <catch2/catch.hpp>
#include <cmath>
#include <stdexcept>
#include <string>

using namespace pathfinder;

namespace {

const double kSqrt2 = std::sqrt(2.0);

double valueOf(const std::string& text, Coord c, Coord goal, double diagonal = kSqrt2) {
    const HeuristicExpression expression(text, diagonal);
    return expression.value(c, goal);
}

} // namespace

TEST_CASE("An expression reads the cell, the goal and their differences", "[grid][expression]") {
    REQUIRE(HeuristicExpression::available());
    const Coord cell{1, 2};
    const Coord goal{4, 0}; // dx = 3, dy = 2
    CHECK(valueOf("dx+dy", cell, goal) == 5.0);
    CHECK(valueOf("max(dx,dy)*1.5", cell, goal) == 4.5);
    CHECK(valueOf("min(dx, dy)", cell, goal) == 2.0);
    CHECK(valueOf("x*100 + y*10 + gx + gy", cell, goal) == 124.0);
    CHECK(valueOf("abs(x - gx) + sqrt(dy*dy)", cell, goal) == 5.0);
    SECTION("the distance functions") {
        CHECK(valueOf("manhattan(dx, dy)", cell, goal) == 5.0);
        CHECK(valueOf("chebyshev(dx, dy)", cell, goal) == 3.0);
        CHECK(valueOf("euclidean(dx, dy)", cell, goal) == Approx(std::sqrt(13.0)));
        // One straight step and two diagonals.
        CHECK(valueOf("octile(dx, dy)", cell, goal) == Approx(1.0 + 2.0 * kSqrt2));
        CHECK(valueOf("octile(dx, dy)", cell, goal, 1.4) == Approx(3.8));
        // Without diagonal steps a diagonal is two straight ones: dx + dy.
        CHECK(valueOf("octile(dx, dy)", cell, goal, 2.0) == 5.0);
    }
}

TEST_CASE("An expression that does not parse is refused with its column", "[grid][expression]") {
    struct Case {
        const char* text;
        const char* problem;
    };
    const Case cases[] = {
        {"dx+)", "h-expression:1:4: unexpected parenthesis ')'"},
        {"dx + z", "h-expression:1:6: unexpected token 'z'"},
        {"", "h-expression:1:1: expected an expression, found none"},
        {"dx,dy", "h-expression:1:3: expected one value, found 2 separated by commas"},
        {"abs()", "h-expression:1:5: too few parameters for function 'abs'"},
    };
    for (const Case& c : cases) {
        INFO(c.text);
        const auto problem = HeuristicExpression::parseProblem(c.text);
        REQUIRE(problem.has_value());
        CHECK(*problem == c.problem);
        CHECK_THROWS_WITH(HeuristicExpression(c.text, 2.0), c.problem);
    }
    SECTION("a text that ends too soon points just past its end") {
        const auto problem = HeuristicExpression::parseProblem("max(dx");
        REQUIRE(problem.has_value());
        CHECK_THAT(*problem, Catch::StartsWith("h-expression:1:7: missing parenthesis"));
    }
    SECTION("settingsProblem() refuses the settings that carry it") {
        WalkerSettings settings;
        CHECK_FALSE(settingsProblem(settings).has_value());
        settings.heuristicExpression = "max(dx,dy)*1.5";
        CHECK_FALSE(settingsProblem(settings).has_value());
        settings.heuristicExpression = "dx+)";
        CHECK(settingsProblem(settings) ==
              std::optional<std::string>("h-expression:1:4: unexpected parenthesis ')'"));
    }
}

TEST_CASE("A negative or non-finite value counts as 0, and is counted", "[grid][expression]") {
    const Coord cell{2, 5};
    const Coord goal{2, 1}; // dx = 0, dy = 4
    SECTION("division by zero") {
        const HeuristicExpression expression("dy/dx", 2.0); // 4/0 = infinity
        CHECK(expression.value(cell, goal) == 0.0);
        CHECK(expression.clampedCount() == 1);
    }
    SECTION("0/0 and the square root of a negative number") {
        const HeuristicExpression expression("dx/dx + sqrt(-dy)", 2.0);
        CHECK(expression.value(cell, goal) == 0.0);
        CHECK(expression.value(goal, goal) == 0.0);
        CHECK(expression.clampedCount() == 2);
    }
    SECTION("a negative value") {
        HeuristicExpression expression("dx - dy", 2.0);
        CHECK(expression.value(cell, goal) == 0.0);
        CHECK(expression.value(Coord{9, 1}, goal) == 7.0); // dx = 7, dy = 0: counted as it is
        CHECK(expression.clampedCount() == 1);
        expression.resetClampedCount();
        CHECK(expression.clampedCount() == 0);
    }
}
