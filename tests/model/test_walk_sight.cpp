// The Walk mode with limited sight: the agent plans on what it has seen, unseen cells taken as free;
// it never knows a cell it has not seen, learns of edits only when it sees them, and arrives.

#include "pathfinder/basics/random.h"
#include "pathfinder/search/run.h"
#include "pathfinder/walkers/agents/sighted_walk.h"

#include "sessions/walk_session.h"
#include "support/random_map.h"

#include <catch2/catch.hpp>
#include <cmath>

using namespace pathfinder;
using namespace pathfinder::app;

namespace {

RunSettings sighted(const char* algorithm, int radius) {
    RunSettings settings;
    settings.algorithm = algorithm;
    settings.sight = radius;
    settings.sightRule = SightRule::Line;
    return settings;
}

/// Every cell the walk knows differently from the free-space assumption is one it has seen.
void checkKnowsOnlyWhatItSaw(const WalkSession& walk, const MapGrid& assumed) {
    const MapGrid& known = walk.world();
    for (int y = 0; y < known.height(); ++y)
        for (int x = 0; x < known.width(); ++x) {
            const Coord c{x, y};
            if (known.code(c) != assumed.code(c) || known.height(c) != assumed.height(c))
                REQUIRE(walk.seen(c));
        }
}

} // namespace

TEST_CASE("A walk with limited sight knows only what it saw and arrives", "[model][walk][sight]") {
    Random random(36);
    for (int round = 0; round < 30; ++round) {
        testing::RandomMapOptions options;
        options.maxWallDensity = 0.3;
        options.costShare = round % 2 == 0 ? 0.3 : 0.0;
        MapGrid grid = testing::randomMap(random, 24, 18, options);
        // The reference: is the goal reachable at all on the true map?
        RunSettings plain;
        if (!std::isfinite(referenceOptimalCost(grid, plain.walker.movement)))
            continue;
        // The subgoal graph is built again after each look that changed the known map (here, by
        // each step, on the spot).
        for (const char* algorithm : {"astar", "dstar", "pathjoiner", "subgoal-graph"}) {
            INFO("round " << round << ", " << algorithm);
            WalkSession walk(grid, sighted(algorithm, 4));
            REQUIRE(walk.truth() != nullptr);
            const MapGrid assumed = freeSpaceMap(grid);
            for (int i = 0; i < 4000 && !walk.ended(); ++i) {
                walk.step();
                checkKnowsOnlyWhatItSaw(walk, assumed);
                REQUIRE_FALSE(grid.isWall(walk.position()));
            }
            CHECK(walk.state() == WalkSession::State::Arrived);
        }
    }
}

TEST_CASE("A walk with limited sight learns of an edit only when it sees it", "[model][walk][sight]") {
    MapGrid grid(30, 5);
    grid.setStart(Coord{0, 2});
    grid.setGoal(Coord{29, 2});
    WalkSession walk(grid, sighted("dstar", 3));
    const auto listener = grid.addListener([&](const GridChange& change) { walk.mirror(grid, change); });
    walk.step();
    // A wall across the corridor far ahead, out of sight: the agent does not know it yet.
    for (int y = 0; y < 4; ++y)
        grid.setWall({20, y}, true);
    CHECK_FALSE(walk.seen({20, 0}));
    CHECK_FALSE(walk.world().isWall({20, 0}));
    CHECK(walk.truth()->isWall({20, 0}));
    for (int i = 0; i < 200 && !walk.ended(); ++i)
        walk.step();
    grid.removeListener(listener);
    REQUIRE(walk.state() == WalkSession::State::Arrived);
    // It walked up to the wall before it saw it, then round it by the open bottom row.
    CHECK(walk.seen({20, 0}));
    CHECK(walk.world().isWall({20, 0}));
    CHECK(walk.counters().repairs >= 1);
}

TEST_CASE("Limited sight on hex cells falls back to the whole map, saying why", "[model][walk][sight]") {
    MapGrid grid(8, 6);
    grid.setTopology(Topology::Hex);
    grid.setStart(Coord{0, 0});
    grid.setGoal(Coord{7, 5});
    WalkSession walk(grid, sighted("astar", 4));
    CHECK(walk.truth() == nullptr);
    CHECK_FALSE(walk.sightNote().empty());
    CHECK(walk.seen({7, 5}));
}
