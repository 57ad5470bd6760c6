// Every registered walker on random maps with hex cells, sides between cells and slopes, against
// the independent reference of reference_shaped.h. A walker that declares the map's features must
// find legal paths, priced as the reference prices them, the least cost when it is optimal, and
// reach the goal exactly when the reference does when it is complete; a walker that does not declare
// them must refuse the map. The registry is read afresh, so a walker that comes to declare a
// feature is checked on it from then on.

#include "pathfinder/basics/random.h"
#include "pathfinder/grid/map_grid.h"
#include "pathfinder/registry/walker_registry.h"

#include "core/shaped_cases.h"
#include "support/random_case_count.h"

#include <catch2/catch.hpp>
#include <cmath>
#include <cstdint>
#include <vector>

using namespace pathfinder;
using namespace pathfinder::testing;

namespace {

const int kMapCount = randomCaseCount(300);

const std::vector<ShapedCase>& casesOf(ShapedFamily family) {
    static const std::vector<ShapedCase> hex = makeShapedCases(ShapedFamily::Hex, kMapCount, 20261128);
    static const std::vector<ShapedCase> sides = makeShapedCases(ShapedFamily::Sides, kMapCount, 20261129);
    static const std::vector<ShapedCase> slopes = makeShapedCases(ShapedFamily::Slopes, kMapCount, 20261130);
    switch (family) {
    case ShapedFamily::Hex:
        return hex;
    case ShapedFamily::Sides:
        return sides;
    case ShapedFamily::Slopes:
        break;
    }
    return slopes;
}

/// Runs every registered walker on every map of the family; returns what they did.
ShapedTally runEveryWalker(ShapedFamily family) {
    ShapedTally tally;
    for (const ShapedCase& c : casesOf(family))
        for (const WalkerInfo& info : walkerRegistry())
            checkWalkerOnShapedCase(info, c, tally);
    return tally;
}

int countCases(ShapedFamily family, bool (*predicate)(const ShapedCase&)) {
    int n = 0;
    for (const ShapedCase& c : casesOf(family))
        n += predicate(c) ? 1 : 0;
    return n;
}

int reachableCount(ShapedFamily family) {
    return countCases(family, [](const ShapedCase& c) { return c.reachable(); });
}

} // namespace

TEST_CASE("The random shaped maps hold what they are meant to, reachable goals and unreachable ones",
          "[shaped][optimality]") {
    REQUIRE(static_cast<int>(casesOf(ShapedFamily::Hex).size()) == kMapCount);
    const int quarter = kMapCount / 4;
    const int tenth = kMapCount / 10;
    for (const ShapedFamily family : {ShapedFamily::Hex, ShapedFamily::Sides, ShapedFamily::Slopes}) {
        INFO(casesOf(family).front().family << " maps");
        CHECK(reachableCount(family) > quarter);
        CHECK(countCases(family, [](const ShapedCase& c) { return !c.reachable(); }) > tenth / 2);
        // Goals more than a step away, so that routes are searched, not merely stepped.
        CHECK(countCases(family, [](const ShapedCase& c) { return c.reachable() && c.optimalCost > 5; }) >
              quarter);
    }
    CHECK(countCases(ShapedFamily::Hex,
                     [](const ShapedCase& c) { return c.grid.topology() == Topology::Hex; }) == kMapCount);
    CHECK(countCases(ShapedFamily::Hex, [](const ShapedCase& c) { return c.grid.wallSideCount() > 0; }) >
          tenth);
    CHECK(countCases(ShapedFamily::Sides, [](const ShapedCase& c) {
              return c.grid.wallSideCount() > 0 && c.grid.oneWaySideCount() > 0;
          }) > kMapCount / 2);
    CHECK(countCases(ShapedFamily::Slopes, [](const ShapedCase& c) { return c.grid.slope() > 0.0; }) ==
          kMapCount);
    CHECK(countCases(ShapedFamily::Slopes,
                     [](const ShapedCase& c) { return c.grid.topology() == Topology::Hex; }) > tenth);
    // Every movement setting meets sides: a tenth of the maps each.
    for (const Movement& movement : allMovementSettings()) {
        int reachable = 0;
        for (const ShapedCase& c : casesOf(ShapedFamily::Sides))
            reachable += c.movement == movement && c.reachable() ? 1 : 0;
        INFO(movementLabel(movement));
        CHECK(reachable >= randomCaseCount(8));
    }
}

TEST_CASE("MapGrid's features, canStep and stepCost agree with the reference on every cell of the random "
          "shaped maps",
          "[shaped][optimality]") {
    int compared = 0;
    for (const ShapedFamily family : {ShapedFamily::Hex, ShapedFamily::Sides, ShapedFamily::Slopes})
        for (const ShapedCase& c : casesOf(family)) {
            INFO(c.label());
            CHECK(c.grid.features() == featuresOf(c.grid));
            for (int y = 0; y < c.grid.height(); ++y)
                for (int x = 0; x < c.grid.width(); ++x) {
                    if (!isFreeCell(c.grid, {x, y}))
                        continue;
                    for (int d = 0; d < kDirectionCount; ++d) {
                        const Direction heading = static_cast<Direction>(d);
                        const Coord to = Coord{x, y} + offsetOf(heading);
                        const double expected = shapedStepCost(c.grid, c.movement, {x, y}, to);
                        const bool allowed = c.grid.canStep({x, y}, heading, c.movement);
                        ++compared;
                        const bool agree =
                            allowed == std::isfinite(expected) &&
                            (!allowed || closeTo(c.grid.stepCost({x, y}, heading, c.movement), expected));
                        if (!agree) { // the details only for a disagreement: the loop is long
                            INFO(coordLabel({x, y}) << " -> " << coordLabel(to) << ": reference " << expected
                                                    << ", canStep " << allowed);
                            CHECK(agree);
                        }
                    }
                }
        }
    CHECK(compared > randomCaseCount(100000));
}

TEST_CASE("The reference's costs on shaped maps are sums of steps it allows, from the start outwards",
          "[shaped][optimality]") {
    // The reference's least costs obey Bellman's equations: no step improves on them, and every
    // reached cell other than the start is reached by a step from a cell of the right cost.
    for (const ShapedFamily family : {ShapedFamily::Hex, ShapedFamily::Sides, ShapedFamily::Slopes})
        for (const ShapedCase& c : casesOf(family)) {
            if (c.index % 10 != 0)
                continue;
            INFO(c.label());
            const std::vector<double> best = shapedDistancesFrom(c.grid, c.movement, *c.grid.start());
            const auto at = [&](Coord p) {
                return best[static_cast<std::size_t>(p.y) * c.grid.width() + p.x];
            };
            std::vector<bool> explained(best.size(), false);
            for (int y = 0; y < c.grid.height(); ++y)
                for (int x = 0; x < c.grid.width(); ++x) {
                    if (!std::isfinite(at({x, y})))
                        continue;
                    for (const ShapedStep& step : shapedSteps(c.grid, c.movement, {x, y})) {
                        CHECK(at(step.to) <= at({x, y}) + step.cost + 1e-9);
                        if (closeTo(at(step.to), at({x, y}) + step.cost))
                            explained[static_cast<std::size_t>(step.to.y) * c.grid.width() + step.to.x] =
                                true;
                    }
                }
            for (std::size_t i = 0; i < best.size(); ++i) {
                const Coord p{static_cast<int>(i) % c.grid.width(), static_cast<int>(i) / c.grid.width()};
                if (std::isfinite(best[i]) && p != *c.grid.start())
                    CHECK(explained[i]);
            }
        }
}

TEST_CASE("Every walker that declares hex cells finds the reference's answer on random hex maps; the others "
          "refuse them",
          "[shaped][optimality][hex]") {
    const ShapedTally tally = runEveryWalker(ShapedFamily::Hex);
    // Some optimal walker declares hex cells (the best-first engine's do), and compared every goal.
    CHECK(tally.optimalMatches >= reachableCount(ShapedFamily::Hex));
    CHECK(tally.reachabilityRuns >= kMapCount);
}

TEST_CASE("Every walker that declares closed sides finds the reference's answer on random maps with walls "
          "and one-way sides between cells, under every movement setting; the others refuse them",
          "[shaped][optimality][sides]") {
    const ShapedTally tally = runEveryWalker(ShapedFamily::Sides);
    CHECK(tally.optimalMatches >= reachableCount(ShapedFamily::Sides));
    CHECK(tally.reachabilityRuns >= kMapCount);
}

TEST_CASE("Every walker that declares slopes finds the reference's answer on random maps with heights; the "
          "others refuse them",
          "[shaped][optimality][slopes]") {
    const ShapedTally tally = runEveryWalker(ShapedFamily::Slopes);
    CHECK(tally.optimalMatches >= reachableCount(ShapedFamily::Slopes));
    CHECK(tally.reachabilityRuns >= kMapCount);
}
