#pragma once

// Running Jump Point Search in the tests and checking its result against the reference Dijkstra.

#include "pathfinder/grid/map_grid.h"
#include "pathfinder/grid/movement.h"
#include "pathfinder/search/run.h"
#include "pathfinder/search/walker.h"

#include "ascii_grid.h"
#include "path_checks.h"
#include "reference_dijkstra.h"
#include "walkers/jps/jump_point_search.h"

#include <catch2/catch.hpp>
#include <cmath>
#include <vector>

namespace pathfinder::testing {

inline Movement eightNeighbours(DiagonalRule rule, DiagonalLength length = DiagonalLength::Sqrt2) {
    Movement movement;
    movement.neighbours = 8;
    movement.diagonalRule = rule;
    movement.diagonalLength = length;
    return movement;
}

inline Movement fourNeighbours() {
    Movement movement;
    movement.neighbours = 4;
    return movement;
}

struct JpsRun {
    WalkState state = WalkState::StillLooking;
    std::vector<Coord> path;
    RunStats stats;
    bool stayedJumping = false;
};

/// Runs a walker already set up on `grid` to its end.
inline JpsRun solve(JumpPointSearchWalker& walker, const MapGrid& grid) {
    JpsRun run;
    run.state = runToCompletion(walker, iterationLimit(grid)).state;
    run.path = walker.path();
    run.stats = walker.stats();
    run.stayedJumping = walker.jumping();
    return run;
}

inline JpsRun runJps(const MapGrid& grid, const Movement& movement, TieBreak tieBreak = TieBreak::LargerG) {
    JumpPointSearchWalker walker;
    WalkerSettings settings;
    settings.movement = movement;
    settings.tieBreak = tieBreak;
    walker.setup(grid, settings);
    return solve(walker, grid);
}

/// Checks a run against the reference Dijkstra: same reachability, the same cost to 1e-9
/// relative, and a legal path whose steps add up to the reported cost.
inline void checkAgainstReference(const MapGrid& grid, const Movement& movement, const JpsRun& run) {
    const double optimal = referenceDijkstra(grid, movement);
    INFO(movementLabel(movement) << ", optimal cost " << optimal << "\n" << asciiFromGrid(grid, run.path));
    REQUIRE(run.state != WalkState::StillLooking);
    CHECK(run.state == (std::isfinite(optimal) ? WalkState::ReachedGoal : WalkState::UnableToReachGoal));
    if (run.state != WalkState::ReachedGoal) {
        CHECK(run.path.empty());
        return;
    }
    CHECK(pathProblem(grid, movement, run.path) == "");
    CHECK(closeTo(run.stats.pathCost, optimal));
    CHECK(closeTo(sumOfStepCosts(grid, movement, run.path), optimal));
    CHECK(run.stats.pathSteps + 1 == run.path.size());
}

inline Coord transposed(Coord c) {
    return {c.y, c.x};
}

/// The grid mirrored in its main diagonal: rows become columns, start and goal included.
inline MapGrid transposedGrid(const MapGrid& grid) {
    MapGrid out(grid.height(), grid.width());
    for (int y = 0; y < grid.height(); ++y)
        for (int x = 0; x < grid.width(); ++x)
            if (grid.isBlocked({x, y}))
                out.setWall({y, x}, true);
    out.setStart(transposed(*grid.start()));
    out.setGoal(transposed(*grid.goal()));
    return out;
}

/// Runs the walker one iterate() at a time and lists the cell expanded by each call.
inline std::vector<Coord> expansionOrder(JumpPointSearchWalker& walker) {
    std::vector<Coord> order;
    while (!walker.finished()) {
        walker.iterate();
        if (walker.current())
            order.push_back(*walker.current());
    }
    return order;
}

} // namespace pathfinder::testing
