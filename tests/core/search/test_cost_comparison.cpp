// What a walker's path figure is on a map, and how it may be set beside the grid optimum: checked on
// hand-worked maps against costs worked out by hand and against the reference Dijkstra.
#include "pathfinder/grid/map_grid.h"
#include "pathfinder/registry/walker_registry.h"
#include "pathfinder/search/cost_comparison.h"
#include "pathfinder/search/run.h"
#include "pathfinder/teaching/suboptimality.h"

#include "core/ascii_grid.h"

#include <catch2/catch.hpp>
#include <cmath>
#include <limits>
#include <string>

using namespace pathfinder;
using namespace pathfinder::testing;

namespace {

const double kSqrt2 = std::sqrt(2.0);
const double kInf = std::numeric_limits<double>::infinity();

/// Runs the walker to its end on the grid and returns its path figure (RunStats::pathCost).
double figureOf(const std::string& name, const MapGrid& grid, const Movement& movement) {
    auto walker = createWalker(name);
    REQUIRE(walker != nullptr);
    WalkerSettings settings;
    settings.movement = movement;
    walker->setup(grid, settings);
    runToCompletion(*walker, iterationLimit(grid));
    REQUIRE(walker->outcome() == Outcome::Reached);
    return walker->stats().pathCost;
}

CostComparison comparisonOf(const std::string& name, const MapGrid& grid, const Movement& movement = {}) {
    const WalkerInfo* info = findWalker(name);
    REQUIRE(info != nullptr);
    return costComparison(*info, grid, movement);
}

/// 4 x 3, every cell of entry cost 3, start top-left, goal bottom-right.
MapGrid allCostThree() {
    MapGrid grid = gridFromAscii({"3333", "3333", "3333"});
    grid.setStart(Coord{0, 0});
    grid.setGoal(Coord{3, 2});
    return grid;
}

} // namespace

TEST_CASE("A walker of grid steps gives a grid cost, set against the optimum either way",
          "[cost-comparison]") {
    const MapGrid grid = allCostThree();
    for (const char* name :
         {"astar", "dijkstra", "breadth-first", "jps", "dstar", "random-bounce", "hpastar"}) {
        CAPTURE(name);
        const CostComparison c = comparisonOf(name, grid);
        CHECK(c.basis == CostBasis::Grid);
        CHECK(c.comparable());
        CHECK(c.note.empty());
        CHECK(c.cost(12.5) == 12.5);
        CHECK(std::isnan(c.length(12.5)));
        CHECK(c.ratio(15.0, 12.0) == Approx(1.25));
        CHECK(c.offOptimum(12.1, 12.0));
        CHECK(c.offOptimum(11.9, 12.0)); // below a true optimum is as wrong as above it
        CHECK_FALSE(c.offOptimum(12.0 + 1e-6, 12.0));
    }
}

TEST_CASE("On a map of one cost an any-angle length times that cost is the path's cost",
          "[cost-comparison]") {
    const MapGrid grid = allCostThree();
    // By hand: the grid optimum is two diagonals and one straight step at 3 each, (2√2 + 1) × 3; the
    // any-angle optimum is the straight line of length √(3² + 2²) = √13, costing 3√13.
    const double gridOptimum = (2 * kSqrt2 + 1) * 3;
    REQUIRE(referenceOptimalCost(grid, Movement{}) == Approx(gridOptimum));
    for (const char* name : {"thetastar", "lazy-thetastar", "anya"}) {
        CAPTURE(name);
        const CostComparison c = comparisonOf(name, grid);
        CHECK(c.basis == CostBasis::AnyAngle);
        CHECK(c.costPerLength == 3.0);
        CHECK(c.note == "any-angle: may be shorter than any grid path");
        const double figure = figureOf(name, grid, Movement{});
        CHECK(figure == Approx(std::sqrt(13.0))); // the walker prices its segment by its length alone
        CHECK(c.length(figure) == Approx(std::sqrt(13.0)));
        CHECK(c.cost(figure) == Approx(3 * std::sqrt(13.0)));
        CHECK(c.ratio(figure, gridOptimum) == Approx(std::sqrt(13.0) / (2 * kSqrt2 + 1)));
        CHECK(c.ratio(figure, gridOptimum) < 1.0);
        CHECK_FALSE(c.offOptimum(figure, gridOptimum)); // below the grid optimum, as expected
        CHECK(c.offOptimum(figure, 0.5 * gridOptimum));
    }
}

TEST_CASE("On a map whose costs differ an any-angle figure is a length, set against nothing",
          "[cost-comparison]") {
    // A swamp of cost 9 across the straight line: the any-angle walkers cross it at its length, a
    // grid walker pays for it.
    MapGrid grid = gridFromAscii({"S.9..", "..9..", "..9.G"});
    const double figure = figureOf("thetastar", grid, Movement{});
    const double optimum = referenceOptimalCost(grid, Movement{});
    REQUIRE(figure < optimum); // the comparison that misleads: a length under a cost
    for (const char* name : {"thetastar", "lazy-thetastar", "anya"}) {
        CAPTURE(name);
        const CostComparison c = comparisonOf(name, grid);
        CHECK(c.basis == CostBasis::Length);
        CHECK_FALSE(c.comparable());
        CHECK(c.note == "any-angle length, not a cost: it ignores the map's costs");
        CHECK(std::isnan(c.cost(figure)));
        CHECK(c.length(figure) == figure);
        CHECK(std::isnan(c.ratio(figure, optimum)));
        CHECK_FALSE(c.offOptimum(figure, optimum));
        CHECK_FALSE(c.offOptimum(100 * optimum, optimum)); // no verdict either way
        CHECK(std::isinf(c.cost(kInf)));                   // no path costs infinity, whatever the basis
    }
    CHECK(comparisonOf("astar", grid).basis == CostBasis::Grid);
}

TEST_CASE("Terrain the unit cannot enter is a wall to it, not a cost that differs", "[cost-comparison]") {
    // Roadway (cost 1 to a jeep) and water (impassable to it): every cell the jeep enters costs 1.
    MapGrid grid(4, 2);
    grid.setUnit(UnitTable::standard().units[2]); // the jeep
    REQUIRE(grid.unit().name == "jeep");
    for (int x = 0; x < 4; ++x) {
        grid.setTerrain({x, 0}, Terrain::Roadway);
        grid.setTerrain({x, 1}, Terrain::Water);
    }
    CHECK(comparisonOf("anya", grid).basis == CostBasis::AnyAngle);
    CHECK(comparisonOf("anya", grid).costPerLength == 1.0);
    // With forest (1.5 to a jeep) beside the road the costs differ.
    grid.setTerrain({3, 1}, Terrain::Forest);
    CHECK(comparisonOf("anya", grid).basis == CostBasis::Length);
}

TEST_CASE("Under a diagonal of 1.4 an any-angle length is not the grid's measure", "[cost-comparison]") {
    const MapGrid grid = gridFromAscii({"S....", ".....", ".....", ".....", "....G"});
    Movement short14;
    short14.diagonalLength = DiagonalLength::OnePointFour;
    // By hand: the grid counts four diagonals 4 × 1.4 = 5.6, while the straight line the any-angle
    // walker takes is √32 = 5.657 long, longer than the "optimum": not a figure to set against it.
    REQUIRE(referenceOptimalCost(grid, short14) == Approx(5.6));
    REQUIRE(figureOf("anya", grid, short14) == Approx(std::sqrt(32.0)));
    const CostComparison c = comparisonOf("anya", grid, short14);
    CHECK(c.basis == CostBasis::Length);
    CHECK(c.note ==
          "any-angle length, not a cost: the grid counts a diagonal step 1.4, less than its length");
    CHECK_FALSE(c.offOptimum(std::sqrt(32.0), 5.6));
    Movement two;
    two.diagonalLength = DiagonalLength::Two;
    CHECK(comparisonOf("anya", grid, two).basis == CostBasis::AnyAngle);
    Movement four;
    four.neighbours = 4;
    four.diagonalLength = DiagonalLength::OnePointFour; // no diagonal step is taken
    CHECK(comparisonOf("anya", grid, four).basis == CostBasis::AnyAngle);
}

TEST_CASE("A result's cost is its figure when reached, inf when unreachable, none when it gave up",
          "[cost-comparison]") {
    CHECK(resultCost(Outcome::Reached, 7.5) == 7.5);
    CHECK(std::isinf(resultCost(Outcome::Unreachable, kInf)));
    CHECK(resultCost(Outcome::Unreachable, kInf) > 0);
    CHECK(std::isnan(resultCost(Outcome::GaveUp, kInf)));
    CHECK(std::isnan(resultCost(Outcome::Searching, 3.0)));
}

TEST_CASE("A result's note joins the walker's own and the comparison's", "[cost-comparison]") {
    CostComparison length;
    length.basis = CostBasis::Length;
    length.note = "any-angle length, not a cost: it ignores the map's costs";
    CHECK(resultNote("", CostComparison{}).empty());
    CHECK(resultNote("searched as A*", CostComparison{}) == "searched as A*");
    CHECK(resultNote("", length) == "any-angle length, not a cost: it ignores the map's costs");
    CHECK(resultNote("searched as A*", length) ==
          "searched as A*; any-angle length, not a cost: it ignores the map's costs");
}

TEST_CASE("The explanation of an any-angle walk sets its length against the optimum only where it is a cost",
          "[cost-comparison][suboptimality]") {
    const auto explain = [](const MapGrid& grid) {
        auto walker = createWalker("anya");
        walker->setup(grid, WalkerSettings{});
        runToCompletion(*walker, iterationLimit(grid));
        REQUIRE(walker->outcome() == Outcome::Reached);
        return explainSuboptimality(grid, *walker).explanation;
    };
    // Cost 3 everywhere: the length √13 costs 3√13 = 10.82, beside the grid route's (2√2 + 1) × 3 = 11.49.
    const std::string uniform = explain(allCostThree());
    CHECK_THAT(uniform, Catch::Contains("which at 3 a cell costs 10.82") &&
                            Catch::Contains("the cheapest route of grid moves costs 11.49"));
    // A swamp across the line: the length is no cost, and no optimum is set beside it.
    const std::string terrain = explain(gridFromAscii({"S.9..", "..9..", "..9.G"}));
    CHECK_THAT(terrain, Catch::Contains("ignoring the costs of the cells it crosses") &&
                            Catch::Contains("its length is no cost") && !Catch::Contains("costs 1"));
}
