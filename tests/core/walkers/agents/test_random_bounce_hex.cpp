// Random Bounce on hex cells: its heading toward the goal is the hex neighbour nearest the goal.

#include "pathfinder/grid/map_grid.h"
#include "pathfinder/registry/walker_registry.h"
#include "pathfinder/search/run.h"
#include "pathfinder/search/walker.h"

#include "core/path_checks.h"

#include <catch2/catch.hpp>
#include <cstdlib>
#include <memory>
#include <utility>
#include <vector>

using namespace pathfinder;
using namespace pathfinder::testing;

namespace {

std::unique_ptr<MapGridWalker> randomBounce(const MapGrid& grid, std::uint64_t seed) {
    auto walker = createWalker("random-bounce");
    REQUIRE(walker != nullptr);
    WalkerSettings settings;
    settings.seed = seed;
    walker->setup(grid, settings);
    return walker;
}

} // namespace

TEST_CASE("On an open hex map Random Bounce walks straight to the goal in the hex distance",
          "[random-bounce][hex]") {
    // With nothing in the way its heading toward the goal is always legal and one hex nearer, so
    // it arrives in exactly as many moves as the hexes between start and goal, each costing 1.
    for (const auto& [start, goal] : std::vector<std::pair<Coord, Coord>>{
             {{0, 0}, {9, 7}}, {{9, 7}, {0, 0}}, {{4, 0}, {4, 7}}, {{0, 3}, {9, 4}}, {{8, 1}, {1, 6}}}) {
        MapGrid grid(10, 8);
        grid.setTopology(Topology::Hex);
        grid.setStart(start);
        grid.setGoal(goal);
        auto walker = randomBounce(grid, 7);
        const RunResult result = runToCompletion(*walker, defaultBudget(grid));
        // The hex distance worked out here: odd-r offset rows to cube coordinates.
        const auto cube = [](Coord c) { return std::pair<int, int>{c.x - (c.y - (c.y & 1)) / 2, c.y}; };
        const auto [q1, r1] = cube(start);
        const auto [q2, r2] = cube(goal);
        const int hexes = (std::abs(q1 - q2) + std::abs(r1 - r2) + std::abs(q1 + r1 - q2 - r2)) / 2;
        INFO(coordLabel(start) << " to " << coordLabel(goal) << ", " << hexes << " hexes");
        REQUIRE(result.state == WalkState::ReachedGoal);
        CHECK(walker->stats().pathSteps == static_cast<std::uint64_t>(hexes));
        CHECK(walker->stats().pathCost == Approx(hexes));
    }
}
