// A* and Best-First with a heuristic typed as an expression (h-expression): the same search as the
// built-in heuristic it spells, the optimal cost of the reference Dijkstra when it is admissible,
// and the overestimate measured against hand-worked numbers when it is not.

#include "pathfinder/basics/random.h"
#include "pathfinder/grid/map_grid.h"
#include "pathfinder/registry/walker_registry.h"
#include "pathfinder/search/run.h"
#include "pathfinder/search/walker.h"
#include "pathfinder/search/walker_settings_check.h"

#include "core/ascii_grid.h"
#include "core/reference_dijkstra.h"
#include "support/random_map.h"

#include <catch2/catch.hpp>
#include <cmath>
#include <memory>
#include <optional>
#include <stdexcept>
#include <string>

using namespace pathfinder;
using namespace pathfinder::testing;

namespace {

std::unique_ptr<MapGridWalker> finished(const std::string& name, const MapGrid& grid,
                                        const WalkerSettings& settings) {
    auto walker = createWalker(name);
    REQUIRE(walker != nullptr);
    walker->setup(grid, settings);
    runToCompletion(*walker, iterationLimit(grid));
    REQUIRE(walker->finished());
    return walker;
}

WalkerSettings withExpression(WalkerSettings settings, const std::string& text) {
    settings.heuristicExpression = text;
    return settings;
}

} // namespace

TEST_CASE("An expression that spells a built-in heuristic searches as that heuristic does",
          "[classic][expression]") {
    struct Case {
        const char* walker;
        int neighbours;
        HeuristicKind heuristic;
        const char* expression;
    };
    const Case cases[] = {
        {"astar", 8, HeuristicKind::Octile, "octile(dx,dy)"},
        {"astar", 4, HeuristicKind::Manhattan, "dx+dy"},
        {"astar", 4, HeuristicKind::Octile, "octile(dx, dy)"}, // dx + dy without diagonals
        {"astar", 8, HeuristicKind::Chebyshev, "max(dx,dy)"},
        {"best-first", 8, HeuristicKind::Octile, "octile(dx,dy)"},
        {"best-first", 8, HeuristicKind::Euclidean, "sqrt(dx*dx + dy*dy)"},
    };
    Random random(0xE4B1);
    RandomMapOptions options;
    options.costShare = 0.2;
    for (int trial = 0; trial < 12; ++trial) {
        const MapGrid grid = randomMap(random, 24, 18, options);
        for (const Case& c : cases) {
            INFO(c.walker << " " << c.expression << ", trial " << trial << "\n" << asciiFromGrid(grid));
            WalkerSettings builtIn;
            builtIn.movement.neighbours = c.neighbours;
            builtIn.heuristic = c.heuristic;
            const auto plain = finished(c.walker, grid, builtIn);
            const auto typed = finished(c.walker, grid, withExpression(builtIn, c.expression));
            CHECK(typed->stats().expanded == plain->stats().expanded);
            CHECK(typed->stats().generated == plain->stats().generated);
            CHECK(typed->path() == plain->path());
            CHECK(typed->stats().overestimate == 0.0);
            CHECK(typed->note() == plain->note()); // no overestimate to report
        }
    }
}

TEST_CASE("A* with an admissible expression finds the reference Dijkstra's cost", "[classic][expression]") {
    const char* expressions[] = {"max(dx,dy)", "0.5*euclidean(dx,dy)", "min(dx,dy)", "0"};
    Random random(0xAD31);
    RandomMapOptions options;
    options.costShare = 0.3;
    for (int trial = 0; trial < 20; ++trial) {
        const MapGrid grid = randomMap(random, 20, 20, options);
        WalkerSettings settings;
        settings.movement.neighbours = trial % 2 == 0 ? 8 : 4;
        const double reference = referenceDijkstra(grid, settings.movement);
        for (const char* text : expressions) {
            INFO(text << ", trial " << trial << "\n" << asciiFromGrid(grid));
            const auto walker = finished("astar", grid, withExpression(settings, text));
            if (std::isinf(reference))
                CHECK(walker->path().empty());
            else
                CHECK(walker->stats().pathCost == Approx(reference));
            CHECK(walker->stats().overestimate == 0.0);
        }
    }
}

TEST_CASE("An overestimating expression reports its largest excess", "[classic][expression]") {
    // 4 neighbours on an open row: the obstacle-free distance from x to the goal is 4 − x, and
    // 3·(dx + dy) exceeds it by 2·(4 − x), most at the start: 8.
    const MapGrid grid = gridFromAscii({"S...G"});
    WalkerSettings settings;
    settings.movement.neighbours = 4;
    for (const char* name : {"astar", "best-first"}) {
        INFO(name);
        const auto walker = finished(name, grid, withExpression(settings, "3*(dx+dy)"));
        CHECK(walker->stats().overestimate == 8.0);
        CHECK(walker->note() == "h overestimated by up to 8: the path may not be optimal");
        CHECK(walker->stats().pathCost == 4.0);
    }
    SECTION("with diagonals the excess is measured against the octile distance") {
        // 3×3 open map, corner to corner with √2 diagonals: at the start 3·(2 + 2) − 2√2.
        const MapGrid square = gridFromAscii({"S..", "...", "..G"});
        const auto walker = finished("astar", square, withExpression(WalkerSettings{}, "3*(dx+dy)"));
        CHECK(walker->stats().overestimate == Approx(12.0 - 2.0 * std::sqrt(2.0)));
    }
    SECTION("an expression that is not a number counts as 0 and says so") {
        const auto walker = finished("astar", grid, withExpression(settings, "0/0"));
        CHECK(walker->stats().pathCost == 4.0);
        CHECK(walker->stats().overestimate == 0.0);
        CHECK_THAT(walker->note(), Catch::Contains("h-expression was negative or not a finite number at"));
    }
}

TEST_CASE("The expression is refused up front when it does not parse, and ignored by walkers that "
          "do not take it",
          "[classic][expression]") {
    const MapGrid grid = gridFromAscii({"S...G"});
    WalkerSettings settings;
    settings.heuristicExpression = "dx+)";
    auto walker = createWalker("astar");
    CHECK_THROWS_WITH(walker->setup(grid, settings), "h-expression:1:4: unexpected parenthesis ')'");
    CHECK(settingsProblemFor(*findWalker("best-first"), settings) ==
          std::optional<std::string>("h-expression:1:4: unexpected parenthesis ')'"));
    // Dijkstra does not read the expression, not even a bad one.
    CHECK_FALSE(settingsProblemFor(*findWalker("dijkstra"), settings).has_value());
    const auto ignoring = finished("dijkstra", grid, settings);
    CHECK(ignoring->stats().pathCost == 4.0);
    settings.heuristicExpression = "100*dx";
    const auto dijkstra = finished("dijkstra", grid, settings);
    CHECK(dijkstra->stats().overestimate == 0.0);
    CHECK(dijkstra->note().empty());
    CHECK_FALSE(findWalker("dijkstra")->declares(Parameter::HeuristicExpression));
    CHECK(findWalker("astar")->declares(Parameter::HeuristicExpression));
    CHECK(findWalker("best-first")->declares(Parameter::HeuristicExpression));
}
