// PathJoiner through random change sequences: after every change and repair its path is legal,
// runs from start to goal and never costs less than an independent Dijkstra's optimum.

#include "pathfinder/basics/coord.h"
#include "pathfinder/basics/random.h"
#include "pathfinder/grid/map_grid.h"
#include "pathfinder/grid/movement.h"
#include "pathfinder/registry/walker_registry.h"
#include "pathfinder/search/run.h"
#include "pathfinder/search/walker.h"

// The trace accessors belong to the concrete walker, which the core keeps among its own headers.
#include "core/ascii_grid.h"
#include "core/path_checks.h"
#include "core/reference_dijkstra.h"
#include "core/walker_helpers.h"
#include "support/random_case_count.h"
#include "walkers/incremental/path_joiner.h"

#include <algorithm>
#include <catch2/catch.hpp>
#include <cmath>
#include <cstdint>
#include <string>
#include <vector>

using namespace pathfinder;
using namespace pathfinder::testing;

namespace {

/// What happened over the random sequences, so the test can tell that it exercised every kind of repair.
struct Tally {
    int joinsLocatorLater = 0;
    int joinsLocatorEarlier = 0;
    int cutRepairs = 0;
    int unreachable = 0;
    int changes = 0;
};

/// A cell on or next to the walker's path half of the time, anywhere otherwise.
Coord pickCell(Random& random, const MapGrid& grid, const std::vector<Coord>& path) {
    if (!path.empty() && random.below(2) == 0) {
        const Coord on = path[random.below(static_cast<std::uint32_t>(path.size()))];
        const Coord near{on.x + static_cast<int>(random.below(3)) - 1,
                         on.y + static_cast<int>(random.below(3)) - 1};
        return grid.inBounds(near) ? near : on;
    }
    return Coord{static_cast<int>(random.below(static_cast<std::uint32_t>(grid.width()))),
                 static_cast<int>(random.below(static_cast<std::uint32_t>(grid.height())))};
}

/// A wall in the 3×3 block around `cell` (the cell itself first), or the cell when there is none.
Coord nearbyWall(const MapGrid& grid, Coord cell) {
    if (grid.isBlocked(cell))
        return cell;
    for (const Coord offset : kNeighbourOffsets)
        if (grid.inBounds(cell + offset) && grid.isBlocked(cell + offset))
            return cell + offset;
    return cell;
}

/// A random map: walls at a random density, entry costs on a third of the maps, free start and goal.
MapGrid randomGrid(Random& random, int maxSide) {
    RandomMapOptions options;
    options.costShare = random.below(3) == 0 ? 1.0 / 3 : 0.0;
    return randomSizedMap(random, 2, maxSide, options);
}

/// Everything wrong with the walker's answer after a change, or an empty string. `before` is the
/// path it held before the change.
std::string repairProblem(const PathJoinerWalker& walker, const MapGrid& grid, const Movement& movement,
                          const std::vector<Coord>& before) {
    const double optimum = referenceDijkstra(grid, movement);
    const std::vector<Coord>& path = walker.path();
    if (!walker.finished())
        return "the repair did not finish";
    if (std::isinf(optimum)) {
        if (walker.state() != WalkState::UnableToReachGoal || !path.empty())
            return "the goal is unreachable, yet the walker reports " +
                   std::string(toString(walker.outcome()));
        return {};
    }
    if (walker.state() != WalkState::ReachedGoal)
        return "the goal is reachable at " + std::to_string(optimum) + ", yet the walker reports " +
               std::string(toString(walker.outcome()));
    if (std::string problem = pathProblem(grid, movement, path); !problem.empty())
        return problem;
    const double cost = sumOfStepCosts(grid, movement, path);
    if (cost < optimum - 1e-9)
        return "the path costs " + std::to_string(cost) + ", below the optimum " + std::to_string(optimum);
    if (!closeTo(walker.stats().pathCost, cost))
        return "stats().pathCost is " + std::to_string(walker.stats().pathCost) + ", the path costs " +
               std::to_string(cost);
    // A join only ever shortens the path, and a path the change left intact stays unless shortened.
    if (!before.empty() && pathProblem(grid, movement, before).empty() &&
        cost > sumOfStepCosts(grid, movement, before) + 1e-9)
        return "the repair made an intact path dearer: " + std::to_string(cost) + " > " +
               std::to_string(sumOfStepCosts(grid, movement, before));
    return {};
}

void tallyRepair(Tally& tally, const PathJoinerWalker& walker, const std::vector<Coord>& before) {
    ++tally.changes;
    if (walker.state() == WalkState::UnableToReachGoal) {
        ++tally.unreachable;
        return;
    }
    if (!walker.joinTests().empty() && walker.joinTests().back().joined && walker.locator()) {
        const auto indexOf = [&before](Coord c) {
            return std::find(before.begin(), before.end(), c) - before.begin();
        };
        if (indexOf(*walker.locator()) > indexOf(walker.joinTests().back().node))
            ++tally.joinsLocatorLater;
        else
            ++tally.joinsLocatorEarlier;
    } else if (!walker.splicedSection().empty()) {
        ++tally.cutRepairs;
    }
}

} // namespace

TEST_CASE("PathJoiner keeps a legal path, never below the optimum, through random changes of the map",
          "[pathjoiner][random]") {
    const int kSequences = randomCaseCount(1000);
    const std::vector<Movement> movements = allMovementSettings();
    const std::vector<HeuristicKind> heuristics = allValues<HeuristicKind>();
    const TieBreak tieBreaks[] = {TieBreak::LargerG, TieBreak::Fifo, TieBreak::Lifo};
    Random random(20240917);
    Tally tally;

    for (int sequence = 0; sequence < kSequences; ++sequence) {
        MapGrid grid = randomGrid(random, sequence % 10 == 9 ? 64 : 32);
        WalkerSettings settings;
        settings.movement = movements[static_cast<std::size_t>(sequence) % movements.size()];
        settings.heuristic = heuristics[static_cast<std::size_t>(sequence / 10) % heuristics.size()];
        settings.tieBreak = tieBreaks[sequence % 3];
        PathJoinerWalker walker;
        walker.setup(grid, settings);
        iterateToEnd(walker, grid);
        ChangeForwarder forward(grid, walker);

        const int changes = 1 + static_cast<int>(random.below(20));
        for (int change = 0; change < changes; ++change) {
            const std::vector<Coord> before = walker.path();
            const std::uint32_t kind = random.below(20);
            const Coord picked = pickCell(random, grid, before);
            const Coord cell = kind < 8 ? nearbyWall(grid, picked) : picked;
            if (kind < 8)
                grid.setWall(cell, false);
            else if (kind < 15)
                grid.setWall(cell, true);
            else
                grid.setCost(cell, 1 + static_cast<int>(random.below(9)));
            iterateToEnd(walker, grid);

            const std::string problem = repairProblem(walker, grid, settings.movement, before);
            if (!problem.empty()) {
                FAIL_CHECK("sequence " << sequence << ", change " << change << " at " << coordLabel(cell)
                                       << ", " << movementLabel(settings.movement) << ": " << problem
                                       << "\nbefore:\n"
                                       << asciiFromGrid(grid, before) << "after:\n"
                                       << asciiFromGrid(grid, walker.path()));
                break;
            }
            tallyRepair(tally, walker, before);
        }
    }

    INFO("changes " << tally.changes << ", joins with the locator later " << tally.joinsLocatorLater
                    << ", earlier " << tally.joinsLocatorEarlier << ", cut repairs " << tally.cutRepairs
                    << ", unreachable " << tally.unreachable);
    CHECK(tally.joinsLocatorLater >= randomCaseCount(100));
    CHECK(tally.joinsLocatorEarlier >= randomCaseCount(100));
    CHECK(tally.cutRepairs >= randomCaseCount(300));
    CHECK(tally.unreachable >= randomCaseCount(100));
}
