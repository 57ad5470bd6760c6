#pragma once

// What the tests of the suboptimality explainer share: walks run to their end, the reference
// distance to the goal, and checks on a divergent stretch and on the explanation's words.

#include "pathfinder/basics/coord.h"
#include "pathfinder/grid/map_grid.h"
#include "pathfinder/grid/movement.h"
#include "pathfinder/registry/walker_registry.h"
#include "pathfinder/search/run.h"
#include "pathfinder/search/walker.h"
#include "pathfinder/teaching/suboptimality.h"

#include "core/reference_dijkstra.h"

#include <catch2/catch.hpp>
#include <memory>
#include <string>
#include <vector>

// A namespace of their own, so that these short names meet no other test helper's.
namespace pathfinder::testing::suboptimality_checks {

inline Movement fourNeighbours() {
    Movement movement;
    movement.neighbours = 4;
    return movement;
}

/// The walker, set up on the grid with these settings and run to its end.
inline std::unique_ptr<MapGridWalker> finishedWalk(const std::string& name, const MapGrid& grid,
                                                   const WalkerSettings& settings) {
    auto walker = createWalker(name);
    REQUIRE(walker != nullptr);
    walker->setup(grid, settings);
    runToCompletion(*walker, iterationLimit(grid));
    return walker;
}

/// The least cost from `cell` to the grid's goal, by the tests' own Dijkstra.
inline double referenceDistanceToGoal(const MapGrid& grid, const Movement& movement, Coord cell) {
    MapGrid from = grid;
    from.setStart(cell);
    return referenceDijkstra(from, movement);
}

inline void checkStretch(const DivergentStretch& stretch, const std::vector<Coord>& walk,
                         const std::vector<Coord>& optimal, Coord from, Coord to, double walkCost,
                         double optimalCost) {
    CHECK(walk[stretch.walkFrom] == from);
    CHECK(optimal[stretch.optimalFrom] == from);
    CHECK(walk[stretch.walkTo] == to);
    CHECK(optimal[stretch.optimalTo] == to);
    CHECK(stretch.walkCost == Approx(walkCost).margin(1e-9));
    CHECK(stretch.optimalCost == Approx(optimalCost).margin(1e-9));
}

inline bool mentions(const std::string& text, const std::string& part) {
    return text.find(part) != std::string::npos;
}

} // namespace pathfinder::testing::suboptimality_checks
