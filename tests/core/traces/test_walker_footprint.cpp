// WalkerFootprint keeps what a finished walker shows (its sets, path, trail, counters and outcome)
// and nothing else: checked against the walker it was taken from, for every walker.
#include "pathfinder/formats/map_changes.h"
#include "pathfinder/generators/maze_generator.h"
#include "pathfinder/traces/walker_footprint.h"

#include "core/walker_helpers.h"

#include <catch2/catch.hpp>
#include <cmath>
#include <string>

using namespace pathfinder;
using namespace pathfinder::testing;

namespace {

bool sameNumber(double a, double b) {
    return (std::isnan(a) && std::isnan(b)) || a == b;
}

/// Every public answer of the footprint equals the walker's, and each cell's set and visits do.
void checkFootprint(const MapGridWalker& walker, const MapGrid& grid) {
    const WalkerFootprint footprint(walker);
    CHECK(footprint.name() == walker.name());
    CHECK(footprint.displayName() == walker.displayName());
    const WalkerDescription& a = footprint.description();
    const WalkerDescription& b = walker.description();
    CHECK(a.traits.weightedCosts == b.traits.weightedCosts);
    CHECK(a.traits.optimal == b.traits.optimal);
    CHECK(a.traits.complete == b.traits.complete);
    CHECK(a.traits.dynamicRepair == b.traits.dynamicRepair);
    CHECK(a.traits.movesAgent == b.traits.movesAgent);
    CHECK(a.traits.bidirectional == b.traits.bidirectional);
    CHECK(a.parameters == b.parameters);

    CHECK(footprint.grid() == &grid);
    CHECK(footprint.state() == walker.state());
    CHECK(footprint.path() == walker.path());
    CHECK(footprint.trail() == walker.trail());
    CHECK(footprint.current() == walker.current());
    CHECK(footprint.heading() == walker.heading());
    CHECK(footprint.changedSignposts() == walker.changedSignposts());
    CHECK(footprint.meetingPoint() == walker.meetingPoint());

    const RunStats& s = footprint.stats();
    const RunStats& t = walker.stats();
    CHECK(s.iterations == t.iterations);
    CHECK(s.expanded == t.expanded);
    CHECK(s.generated == t.generated);
    CHECK(s.reexpanded == t.reexpanded);
    CHECK(s.deadEnds == t.deadEnds);
    CHECK(s.pathSteps == t.pathSteps);
    CHECK(s.peakOpen == t.peakOpen);
    CHECK(sameNumber(s.pathCost, t.pathCost));
    CHECK(s.timeNs == t.timeNs);
    CHECK(s.revisits == t.revisits);
    CHECK(s.distinctCells == t.distinctCells);
    CHECK(s.gaveUp == t.gaveUp);
    CHECK(s.seed == t.seed);

    int differing = 0;
    int seen = 0;
    for (int y = -1; y <= grid.height(); ++y)
        for (int x = -1; x <= grid.width(); ++x) {
            const CellView mine = footprint.cellState({x, y});
            const CellView theirs = walker.cellState({x, y});
            differing += mine.visit != theirs.visit || mine.visits != theirs.visits ||
                         mine.frontier != theirs.frontier;
            seen += mine.visit != CellVisit::Unseen || mine.visits > 0;
            CHECK(mine.g == CellView::kInf); // costs are not kept
        }
    CHECK(differing == 0);
    CHECK(seen > 0);
}

MapGrid generated(MazeKind kind, int width, int height, std::uint64_t seed) {
    return generateMaze(optionsFor(kind, width, height, seed));
}

/// Walls on every neighbour of the goal but the start.
void wallInGoal(MapGrid& grid) {
    const Coord goal = *grid.goal();
    for (const Coord& off : kDirectionOffsets)
        if (grid.inBounds(goal + off) && goal + off != *grid.start())
            grid.setWall(goal + off, true);
}

} // namespace

TEST_CASE("A walker's footprint shows what the walker shows, for every walker", "[footprint]") {
    const std::string name = GENERATE(from_range(registeredWalkerNames()));
    const MazeKind kind = GENERATE(MazeKind::RandomWalls, MazeKind::Rooms);
    INFO(name);
    MapGrid grid = generated(kind, 40, 30, 11);
    REQUIRE(grid.start());
    REQUIRE(grid.goal());

    SECTION("after reaching the goal or giving up") {
        auto walker = createWalker(name);
        walker->setup(grid, WalkerSettings{});
        iterateToEnd(*walker, grid);
        REQUIRE(walker->finished());
        checkFootprint(*walker, grid);
    }
    SECTION("with the goal walled in") {
        wallInGoal(grid);
        auto walker = createWalker(name);
        WalkerSettings settings;
        settings.maxSteps = 2000;          // the reactive walkers give up
        settings.searchUnreachable = true; // and the searches search rather than see it at once
        walker->setup(grid, settings);
        iterateToEnd(*walker, grid);
        REQUIRE(walker->finished());
        CHECK(walker->state() == WalkState::UnableToReachGoal);
        checkFootprint(*walker, grid);
    }
    SECTION("half-way") {
        auto walker = createWalker(name);
        walker->setup(grid, WalkerSettings{});
        for (int i = 0; i < 25 && !walker->finished(); ++i)
            walker->iterate();
        checkFootprint(*walker, grid);
    }
}

TEST_CASE("A footprint of D* after a repair keeps the signposts the repair changed", "[footprint]") {
    MapGrid grid = generated(MazeKind::Open, 24, 16, 1);
    auto walker = createWalker("dstar");
    walker->setup(grid, WalkerSettings{});
    iterateToEnd(*walker, grid);
    REQUIRE(walker->state() == WalkState::ReachedGoal);
    {
        ChangeForwarder forward(grid, *walker);
        for (int y = 0; y < 12; ++y)
            grid.setWall({12, y}, true);
    }
    iterateToEnd(*walker, grid);
    REQUIRE(walker->state() == WalkState::ReachedGoal);
    REQUIRE_FALSE(walker->changedSignposts().empty());
    checkFootprint(*walker, grid);
}

TEST_CASE("A footprint keeps the end of a long trail, and every cell's visits", "[footprint]") {
    MapGrid grid = generated(MazeKind::RandomWalls, 30, 20, 5);
    wallInGoal(grid);
    auto walker = createWalker("random-bounce");
    WalkerSettings settings;
    settings.maxSteps = 3000;
    walker->setup(grid, settings);
    iterateToEnd(*walker, grid);
    REQUIRE(walker->state() == WalkState::UnableToReachGoal);
    const std::vector<Coord>& trail = walker->trail();
    REQUIRE(trail.size() > 100);

    const WalkerFootprint footprint(*walker, 100);
    CHECK(footprint.trail() == std::vector<Coord>(trail.end() - 100, trail.end()));
    long total = 0;
    for (int y = 0; y < grid.height(); ++y)
        for (int x = 0; x < grid.width(); ++x) {
            CHECK(footprint.cellState({x, y}).visits == walker->cellState({x, y}).visits);
            total += footprint.cellState({x, y}).visits;
        }
    CHECK(total == static_cast<long>(trail.size())); // every stand on a cell, the start's included
    CHECK(WalkerFootprint(*walker, 0).trail().empty());
    CHECK(WalkerFootprint(*walker, 0).cellState(trail.front()).visits > 0);
}
