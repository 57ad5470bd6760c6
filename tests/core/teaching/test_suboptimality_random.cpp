// The suboptimality explainer on random maps, for every walker: its optimum is the reference
// Dijkstra's, the stretches add up to the loss, and the first divergence and an overestimated cell
// are what they say they are.

#include "pathfinder/basics/coord.h"
#include "pathfinder/basics/random.h"
#include "pathfinder/grid/heuristic.h"
#include "pathfinder/grid/map_grid.h"
#include "pathfinder/grid/movement.h"
#include "pathfinder/registry/walker_registry.h"
#include "pathfinder/search/walker.h"
#include "pathfinder/teaching/suboptimality.h"

#include "core/ascii_grid.h"
#include "core/path_checks.h"
#include "core/reference_dijkstra.h"
#include "core/teaching/suboptimality_checks.h"
#include "core/walker_helpers.h"

#include <catch2/catch.hpp>
#include <cstdint>
#include <string>
#include <vector>

using namespace pathfinder;
using namespace pathfinder::testing;
using namespace pathfinder::testing::suboptimality_checks;

TEST_CASE(
    "On random maps the explainer's optimum is the reference Dijkstra's and the stretches add up to the "
    "loss, for every walker",
    "[suboptimality][random]") {
    const std::string name = GENERATE(from_range(registeredWalkerNames()));
    const WalkerInfo* info = findWalker(name);
    REQUIRE(info != nullptr);
    const std::vector<Movement> movements = allMovementSettings();
    Random random(0x50B0 + name.size());
    for (int round = 0; round < 40; ++round) {
        RandomMapOptions options;
        options.costShare = round % 2 == 0 ? 0.0 : 0.3;
        MapGrid grid = randomMap(random, 12, 9, options);
        WalkerSettings settings;
        settings.movement = movements[random.below(static_cast<std::uint32_t>(movements.size()))];
        const bool admissibleSettings = round % 3 == 0;
        if (!admissibleSettings) {
            settings.heuristic = round % 3 == 1 ? HeuristicKind::Manhattan : HeuristicKind::Euclidean;
            settings.weight = round % 4 == 1 ? 3.0 : 1.0;
        }
        settings.seed = round + 1;
        const auto walker = finishedWalk(name, grid, settings);
        const SuboptimalityReport report = explainSuboptimality(grid, *walker);
        const Movement& movement = settings.movement;
        const std::vector<Coord>& walk = walker->path();
        INFO(name << ", round " << round << ", " << movementLabel(movement) << "\n"
                  << asciiFromGrid(grid, walk) << report.explanation);

        CHECK(closeTo(report.optimalCost, referenceDijkstra(grid, movement)));
        if (walk.empty()) {
            CHECK(report.cause == SuboptimalCause::NoPath);
            continue;
        }
        if (info->traits.anyAngle) {
            // Straight segments are not grid moves: the report gives their length and compares nothing.
            CHECK(report.cause == SuboptimalCause::NoPath);
            CHECK(report.walkCost == walker->stats().pathCost);
            CHECK(report.stretches.empty());
            CHECK(mentions(report.explanation, "straight"));
            continue;
        }
        CHECK(pathProblem(grid, movement, report.optimalPath) == "");
        CHECK(closeTo(sumOfStepCosts(grid, movement, report.optimalPath), report.optimalCost));
        CHECK(closeTo(report.walkCost, sumOfStepCosts(grid, movement, walk)));
        CHECK(report.walkCost - report.optimalCost == Approx(report.totalLost()).margin(1e-9));

        // Outside the stretches the two paths make the same moves; every stretch loses something.
        std::size_t w = 0, o = 0;
        for (const DivergentStretch& stretch : report.stretches) {
            CHECK(stretch.lost() > 1e-9);
            REQUIRE(stretch.walkFrom - w == stretch.optimalFrom - o);
            for (; w < stretch.walkFrom; ++w, ++o)
                CHECK(walk[w] == report.optimalPath[o]);
            CHECK(walk[stretch.walkFrom] == report.optimalPath[stretch.optimalFrom]);
            CHECK(walk[stretch.walkTo] == report.optimalPath[stretch.optimalTo]);
            w = stretch.walkTo;
            o = stretch.optimalTo;
        }
        REQUIRE(walk.size() - w == report.optimalPath.size() - o);
        for (; w < walk.size(); ++w, ++o)
            CHECK(walk[w] == report.optimalPath[o]);

        const bool optimal = closeTo(report.walkCost, report.optimalCost);
        CHECK(report.stretches.empty() == optimal);
        CHECK((report.cause == SuboptimalCause::None) == optimal);
        CHECK(report.cause != SuboptimalCause::Unexplained);
        if (info->traits.optimal && (admissibleSettings || !info->declares(Parameter::Heuristic)))
            CHECK(report.cause == SuboptimalCause::None);
        if (optimal)
            continue;

        // The first divergence: up to it the walk can still end optimally, one move later it cannot.
        REQUIRE(report.firstDivergence);
        const std::size_t a = *report.firstDivergence;
        CHECK(report.stretches.front().walkFrom == a);
        const std::vector<Coord> upTo(walk.begin(), walk.begin() + static_cast<std::ptrdiff_t>(a + 2));
        const std::vector<Coord> toDivergence(upTo.begin(), upTo.end() - 1);
        const double before = sumOfStepCosts(grid, movement, toDivergence);
        CHECK(closeTo(before + referenceDistanceToGoal(grid, movement, walk[a]), report.optimalCost));
        CHECK(sumOfStepCosts(grid, movement, upTo) + referenceDistanceToGoal(grid, movement, walk[a + 1]) >
              report.optimalCost + 1e-9);

        if (report.overestimatedCell) {
            const double distance = referenceDistanceToGoal(grid, movement, *report.overestimatedCell);
            CHECK(closeTo(report.trueDistance, distance));
            CHECK(report.weightedEstimate > distance);
            CHECK(closeTo(report.weightedEstimate,
                          settings.weight * heuristic(settings.heuristic, *report.overestimatedCell,
                                                      *grid.goal(), movement)));
        }
        if (report.cause == SuboptimalCause::Weight || report.cause == SuboptimalCause::InadmissibleHeuristic)
            CHECK(report.overestimatedCell);
    }
}
