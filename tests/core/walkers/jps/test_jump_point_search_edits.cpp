// Jump Point Search after its map changes: its bit rows and columns follow walls and costs set
// after setup, during a search, and a walker set up again on other grids.
#include "pathfinder/basics/random.h"
#include "pathfinder/grid/map_grid.h"
#include "pathfinder/grid/movement.h"
#include "pathfinder/search/walker.h"

#include "core/jps_checks.h"

#include <catch2/catch.hpp>
#include <cstdint>

using namespace pathfinder;
using namespace pathfinder::testing;

namespace {

constexpr std::uint64_t kSeed = 20110807;

} // namespace

TEST_CASE("Jump Point Search jumps over the map as it is after walls and costs change", "[search][jps]") {
    // The jumps read a bit copy of the grid; every change must reach it, however the walker
    // hears of it. The wide rows let runs cross the 64-cell words the copy is made of.
    MapGrid grid(150, 9);
    grid.setStart(Coord{2, 4});
    grid.setGoal(Coord{140, 4});
    const Movement movement = eightNeighbours(DiagonalRule::NoCornerCutting);
    JumpPointSearchWalker walker;
    WalkerSettings settings;
    settings.movement = movement;
    walker.setup(grid, settings);
    const JpsRun open = solve(walker, grid);
    checkAgainstReference(grid, movement, open);
    CHECK(open.stats.pathCost == 138.0);

    SECTION("a wall across the map with one gap, then the gap closed, then a wall removed") {
        for (int y = 0; y < 9; ++y)
            grid.setWall({70, y}, y != 7);
        const JpsRun detour = solve(walker, grid); // runToCompletion() resets the walker
        checkAgainstReference(grid, movement, detour);
        CHECK(detour.stats.pathCost > open.stats.pathCost);

        grid.setWall({70, 7}, true);
        const JpsRun walledOff = solve(walker, grid);
        checkAgainstReference(grid, movement, walledOff);
        CHECK(walledOff.state == WalkState::UnableToReachGoal);

        grid.setWall({70, 1}, false);
        walker.notifyChange({GridChange::Kind::WallRemoved, {70, 1}, 0, 1});
        const JpsRun through = solve(walker, grid);
        checkAgainstReference(grid, movement, through);
        CHECK(through.state == WalkState::ReachedGoal);
    }
    SECTION("a dearer cell on the route sends it to the fallback; back to cost 1, it jumps again") {
        grid.setCost({100, 4}, 9);
        const JpsRun weighted = solve(walker, grid);
        checkAgainstReference(grid, movement, weighted);
        CHECK_FALSE(weighted.stayedJumping);

        grid.setCost({100, 4}, 1);
        const JpsRun uniform = solve(walker, grid);
        checkAgainstReference(grid, movement, uniform);
        CHECK(uniform.stayedJumping);
    }
    SECTION("a wall added while it searches, without a word to the walker") {
        // The wall cell (20,6) makes (21,5) and (21,7) jump points, the cell beside them (21,6) being
        // free behind it. The first expansion, the start's, finds them by the runs east from its
        // south-east diagonal, at (6,5) and (8,7), and nothing beyond them (the goal lies further
        // along row 7). The wall across the map goes up before the jumps east from them, which must
        // see it.
        grid.setStart(Coord{2, 1});
        grid.setGoal(Coord{140, 7});
        grid.setWall({20, 6}, true);
        walker.reset();
        walker.iterate();
        REQUIRE(walker.openSize() == 2);
        CHECK(walker.cellState({21, 5}).visit == CellVisit::Open);
        CHECK(walker.cellState({21, 7}).visit == CellVisit::Open);
        for (int y = 0; y < 9; ++y)
            grid.setWall({120, y}, true);
        while (!walker.finished())
            walker.iterate();
        CHECK(walker.state() == WalkState::UnableToReachGoal);
    }
}

TEST_CASE("Jump Point Search set up again on other grids of the same size finds their own routes",
          "[search][jps]") {
    // One walker, a new grid in the same place each round: what the walker kept from the last
    // grid must not stand in for this one.
    Random rng(kSeed + 2);
    JumpPointSearchWalker walker;
    const Movement movement = eightNeighbours(DiagonalRule::NoCornerCutting);
    WalkerSettings settings;
    settings.movement = movement;
    for (int i = 0; i < 40; ++i) {
        MapGrid grid(70, 70);
        for (int y = 0; y < 70; ++y)
            for (int x = 0; x < 70; ++x)
                if (rng.unit() < 0.3)
                    grid.setWall({x, y}, true);
        grid.setStart(Coord{0, 0});
        grid.setGoal(Coord{69, 69});
        grid.setWall({0, 0}, false);
        grid.setWall({69, 69}, false);
        INFO("grid #" << i);
        walker.setup(grid, settings);
        JpsRun run;
        run.state = runToCompletion(walker, iterationLimit(grid)).state;
        run.path = walker.path();
        run.stats = walker.stats();
        checkAgainstReference(grid, movement, run);
    }
}

TEST_CASE("Jump Point Search follows walls set and cleared one or two at a time between searches",
          "[search][jps]") {
    // Each search after the first reads bits brought up to date cell by cell. Without corner
    // cutting the runs read where they stop, which a cell's change moves on its own lines and on
    // the lines either side of them: few changes at a time, so that those lines are all the
    // update can get right or wrong. The rounds take turns at the movements: no corner cutting, 4
    // neighbours (whose runs down a column read the same stops) and corner cutting between walls.
    Random rng(kSeed + 3);
    const Movement movements[] = {eightNeighbours(DiagonalRule::NoCornerCutting), fourNeighbours(),
                                  eightNeighbours(DiagonalRule::Always)};
    MapGrid grid(90, 40);
    for (int y = 0; y < 40; ++y)
        for (int x = 0; x < 90; ++x)
            if (rng.unit() < 0.25)
                grid.setWall({x, y}, true);
    JumpPointSearchWalker walker;
    WalkerSettings settings;
    walker.setup(grid, settings);
    for (int i = 0; i < 150; ++i) {
        const int changes = 1 + static_cast<int>(rng.below(2));
        for (int k = 0; k < changes; ++k) {
            const Coord c{static_cast<int>(rng.below(90)), static_cast<int>(rng.below(40))};
            grid.setWall(c, !grid.isBlocked(c));
        }
        grid.setStart(Coord{static_cast<int>(rng.below(90)), static_cast<int>(rng.below(40))});
        grid.setGoal(Coord{static_cast<int>(rng.below(90)), static_cast<int>(rng.below(40))});
        const Movement& movement = movements[i % 3];
        INFO("round " << i << ", " << movementLabel(movement));
        settings.movement = movement;
        walker.setup(grid, settings);
        checkAgainstReference(grid, movement, solve(walker, grid));
    }
}

TEST_CASE("Jump Point Search set up again on a new grid in the same place after as many edits as the "
          "last finds its own route",
          "[search][jps]") {
    // Same object address, most likely the same cell buffer, the same revision count: only the
    // cells differ. A search that took this for the grid it last saw would jump over old walls.
    Random rng(kSeed + 4);
    JumpPointSearchWalker walker;
    const Movement movement = eightNeighbours(DiagonalRule::NoCornerCutting);
    WalkerSettings settings;
    settings.movement = movement;
    std::uint64_t firstRevision = 0;
    for (int i = 0; i < 30; ++i) {
        MapGrid grid(80, 40);
        // 600 walls on distinct free cells away from the corners: 600 edits every round.
        for (int walls = 0; walls < 600;) {
            const Coord c{static_cast<int>(rng.below(80)), static_cast<int>(rng.below(40))};
            if (grid.isBlocked(c) || (c.x < 2 && c.y < 2) || (c.x > 77 && c.y > 37))
                continue;
            grid.setWall(c, true);
            ++walls;
        }
        grid.setStart(Coord{0, 0});
        grid.setGoal(Coord{79, 39});
        if (i == 0)
            firstRevision = grid.revision();
        REQUIRE(grid.revision() == firstRevision);
        INFO("grid #" << i);
        walker.setup(grid, settings);
        checkAgainstReference(grid, movement, solve(walker, grid));
    }
}
