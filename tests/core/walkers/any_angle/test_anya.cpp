// Anya, the optimal any-angle search: its costs against a visibility graph solved by Dijkstra, against
// the octile optimum, and on maps whose shortest paths are worked out by hand.

#include "pathfinder/basics/random.h"
#include "pathfinder/grid/map_grid.h"
#include "pathfinder/registry/walker_registry.h"
#include "pathfinder/search/run.h"
#include "pathfinder/search/walker.h"
#include "pathfinder/walkers/any_angle/any_angle.h"

#include "core/ascii_grid.h"
#include "core/path_checks.h"
#include "core/reference_dijkstra.h"
#include "support/random_map.h"
#include "walkers/any_angle/anya.h"

#include <catch2/catch.hpp>
#include <cmath>
#include <limits>
#include <memory>
#include <sstream>
#include <string>
#include <vector>

using namespace pathfinder;
using namespace pathfinder::testing;

namespace {

constexpr double kInf = std::numeric_limits<double>::infinity();

/// The shortest any-angle path by brute force: Dijkstra on the visibility graph of the start's and
/// goal's centres and every lattice point that touches a blocked cell (outside the map included),
/// joined where segmentIsClear() holds. Where the movement forbids passing through a double corner,
/// a path that turns there must leave on the side it came from: such a point is two states, one per
/// free side (the side of a direction is the free quadrant it points into or runs along).
double visibilityGraphCost(const MapGrid& grid, const Movement& movement) {
    if (!grid.start() || !grid.goal() || grid.isBlocked(*grid.start()) || grid.isBlocked(*grid.goal()))
        return kInf;
    std::vector<PathPoint> points = {centreOf(*grid.start()), centreOf(*grid.goal())};
    const auto blocked = [&](int x, int y) { return grid.isBlocked({x, y}); };
    for (int y = 0; y <= grid.height(); ++y)
        for (int x = 0; x <= grid.width(); ++x)
            if (blocked(x - 1, y - 1) || blocked(x, y - 1) || blocked(x - 1, y) || blocked(x, y))
                points.push_back({static_cast<double>(x), static_cast<double>(y)});
    const bool passes = movement.neighbours == 8 && movement.diagonalRule == DiagonalRule::Always;
    const std::size_t n = points.size();
    // 0: not a closed double corner; 1: up-left and down-right are free; 2: up-right and down-left.
    std::vector<int> kind(n, 0);
    for (std::size_t i = 2; i < n && !passes; ++i) {
        const int x = static_cast<int>(points[i].x);
        const int y = static_cast<int>(points[i].y);
        if (blocked(x, y - 1) && blocked(x - 1, y))
            kind[i] = 1;
        else if (blocked(x - 1, y - 1) && blocked(x, y))
            kind[i] = 2;
    }
    const auto sideOf = [&](std::size_t at, PathPoint towards) {
        const double dx = towards.x - points[at].x;
        const double dy = towards.y - points[at].y;
        if (kind[at] == 1)
            return dx <= 0 && dy <= 0 ? 0 : 1;
        if (kind[at] == 2)
            return dx >= 0 && dy <= 0 ? 0 : 1;
        return 0;
    };
    std::vector<double> dist(2 * n, kInf);
    std::vector<bool> done(2 * n, false);
    if (dist.empty())
        return kInf;
    dist.front() = 0.0;
    for (std::size_t round = 0; round < 2 * n; ++round) {
        std::size_t best = 2 * n;
        for (std::size_t s = 0; s < 2 * n; ++s)
            if (!done[s] && dist[s] < kInf && (best == 2 * n || dist[s] < dist[best]))
                best = s;
        if (best == 2 * n)
            break;
        done[best] = true;
        const std::size_t i = best / 2;
        for (std::size_t j = 0; j < n; ++j) {
            if (j == i || (kind[i] != 0 && sideOf(i, points[j]) != static_cast<int>(best % 2)))
                continue;
            if (!segmentIsClear(grid, movement, points[i], points[j]))
                continue;
            const std::size_t to = 2 * j + static_cast<std::size_t>(sideOf(j, points[i]));
            const double d = dist[best] + std::hypot(points[j].x - points[i].x, points[j].y - points[i].y);
            if (d < dist[to])
                dist[to] = d;
        }
    }
    return grid.start() == grid.goal() ? 0.0 : std::min(dist[2], dist[3]);
}

struct AnyaRun {
    WalkState state = WalkState::StillLooking;
    double cost = kInf;
    std::vector<PathPoint> points;
    std::vector<Coord> cells;
};

AnyaRun runAnya(const MapGrid& grid, const Movement& movement) {
    auto walker = createWalker("anya");
    REQUIRE(walker);
    WalkerSettings settings;
    settings.movement = movement;
    walker->setup(grid, settings);
    const RunResult result = runToCompletion(*walker, 10'000'000);
    return {result.state, result.stats.pathCost, walker->anglePath(), walker->path()};
}

Movement fourNeighbours() {
    Movement m;
    m.neighbours = 4;
    return m;
}

Movement eightWith(DiagonalRule rule) {
    Movement m;
    m.neighbours = 8;
    m.diagonalRule = rule;
    m.diagonalLength = DiagonalLength::Sqrt2;
    return m;
}

std::string describe(const MapGrid& grid, const Movement& movement) {
    std::ostringstream out;
    out << movementLabel(movement) << "\n" << asciiFromGrid(grid, {});
    return out.str();
}

/// The run's path is one Anya may return: from the start's centre to the goal's, every segment clear,
/// no pass through a closed double corner, the reported cost its length.
void checkPath(const MapGrid& grid, const Movement& movement, const AnyaRun& run) {
    REQUIRE(run.points.size() >= 1);
    CHECK(run.points.front() == centreOf(*grid.start()));
    CHECK(run.points.back() == centreOf(*grid.goal()));
    CHECK(pathIsClear(grid, movement, run.points));
    CHECK(run.cost == Approx(polylineLength(run.points)).margin(1e-9));
    REQUIRE(!run.cells.empty());
    CHECK(run.cells.front() == *grid.start());
    CHECK(run.cells.back() == *grid.goal());
}

} // namespace

TEST_CASE("Anya is registered as anya: optimal, complete, any-angle, unweighted", "[search][anya]") {
    const WalkerInfo* anya = findWalker("anya");
    REQUIRE(anya != nullptr);
    CHECK(anya->displayName == "Anya");
    CHECK(anya->traits.anyAngle);
    CHECK(anya->traits.optimal);
    CHECK(anya->traits.complete);
    CHECK_FALSE(anya->traits.weightedCosts);
    CHECK(anya->parameters == std::vector<Parameter>{Parameter::SearchUnreachable});
}

TEST_CASE("Anya goes straight across an open map", "[search][anya]") {
    const MapGrid grid = gridFromAscii({
        "S....",
        ".....",
        "....G",
    });
    const AnyaRun run = runAnya(grid, eightWith(DiagonalRule::NoCornerCutting));
    REQUIRE(run.state == WalkState::ReachedGoal);
    CHECK(run.cost == Approx(std::hypot(4.0, 2.0)).margin(1e-9));
    CHECK(run.points.size() == 2);
    checkPath(grid, eightWith(DiagonalRule::NoCornerCutting), run);
}

TEST_CASE("Anya bends round one block at its corner: the sum of two hypotenuses", "[search][anya]") {
    // The block covers [1, 3] × [1, 2]. From (0.5, 0.5) to (3.5, 2.5) the straight line enters it;
    // round the corner (3, 1): √(2.5² + 0.5²) + √(0.5² + 1.5²) = √6.5 + √2.5, and as much round (1, 2).
    const MapGrid grid = gridFromAscii({
        "S...",
        ".##.",
        "...G",
    });
    for (const Movement& movement : {fourNeighbours(), eightWith(DiagonalRule::Always)}) {
        const AnyaRun run = runAnya(grid, movement);
        REQUIRE(run.state == WalkState::ReachedGoal);
        CHECK(run.cost == Approx(std::sqrt(6.5) + std::sqrt(2.5)).margin(1e-9));
        REQUIRE(run.points.size() == 3);
        const PathPoint turn = run.points[1];
        CHECK(((turn == PathPoint{3.0, 1.0}) || (turn == PathPoint{1.0, 2.0})));
        checkPath(grid, movement, run);
    }
}

TEST_CASE("Anya wraps round a wall's end: two corners on the way", "[search][anya]") {
    // A wall covers [2, 3] × [0, 3]; start (0.5, 0.5), goal (4.5, 0.5). The path goes round both of the
    // wall's lower corners, (2, 3) and (3, 3): √(1.5² + 2.5²) + 1 + √(1.5² + 2.5²) = 2√8.5 + 1.
    const MapGrid grid = gridFromAscii({
        "S.#.G",
        "..#..",
        "..#..",
        ".....",
    });
    const AnyaRun run = runAnya(grid, fourNeighbours());
    REQUIRE(run.state == WalkState::ReachedGoal);
    CHECK(run.cost == Approx(2.0 * std::sqrt(8.5) + 1.0).margin(1e-9));
    checkPath(grid, fourNeighbours(), run);
}

TEST_CASE("Anya passes between two diagonal walls only where the movement allows it", "[search][anya]") {
    // Through the double corner (1, 1): √2 from centre to centre. Otherwise there is no way at all.
    const MapGrid grid = gridFromAscii({
        "S#",
        "#G",
    });
    const AnyaRun through = runAnya(grid, eightWith(DiagonalRule::Always));
    REQUIRE(through.state == WalkState::ReachedGoal);
    CHECK(through.cost == Approx(std::sqrt(2.0)).margin(1e-9));
    for (const Movement& movement : {fourNeighbours(), eightWith(DiagonalRule::NotBothBlocked),
                                     eightWith(DiagonalRule::NoCornerCutting)})
        CHECK(runAnya(grid, movement).state == WalkState::UnableToReachGoal);
}

TEST_CASE("Anya reports an unreachable goal, a walled goal and a goal that is the start", "[search][anya]") {
    const MapGrid walledOff = gridFromAscii({
        "S.....",
        "...###",
        "...#G#",
        "...###",
    });
    const AnyaRun none = runAnya(walledOff, eightWith(DiagonalRule::Always));
    CHECK(none.state == WalkState::UnableToReachGoal);
    CHECK(none.points.empty());
    CHECK(std::isinf(none.cost));

    MapGrid same = gridFromAscii({"S..", "..G"});
    same.setGoal(same.start());
    const AnyaRun here = runAnya(same, fourNeighbours());
    REQUIRE(here.state == WalkState::ReachedGoal);
    CHECK(here.cost == 0.0);
    CHECK(here.cells == std::vector<Coord>{*same.start()});
}

TEST_CASE("Anya's cost equals the visibility graph's shortest path on random maps under each movement",
          "[search][anya][optimality]") {
    Random random(20160517);
    const std::vector<Movement> movements = {fourNeighbours(), eightWith(DiagonalRule::Always),
                                             eightWith(DiagonalRule::NotBothBlocked),
                                             eightWith(DiagonalRule::NoCornerCutting)};
    int reached = 0;
    int unreachable = 0;
    for (int map = 0; map < 800; ++map) {
        RandomMapOptions options;
        options.maxWallDensity = map % 2 == 0 ? 0.3 : 0.6; // open fields, and mazes of walls
        const int largest = map < 400 ? 6 : 14;
        const MapGrid grid =
            randomMap(random, randomBetween(random, 1, largest), randomBetween(random, 1, largest), options);
        for (const Movement& movement : movements) {
            INFO("map " << map << " " << describe(grid, movement));
            const double expected = visibilityGraphCost(grid, movement);
            const AnyaRun run = runAnya(grid, movement);
            if (!std::isfinite(expected)) {
                CHECK(run.state == WalkState::UnableToReachGoal);
                ++unreachable;
                continue;
            }
            REQUIRE(run.state == WalkState::ReachedGoal);
            CHECK(run.cost == Approx(expected).margin(1e-9).epsilon(0));
            checkPath(grid, movement, run);
            ++reached;
        }
    }
    // The maps must test both outcomes.
    CHECK(reached > 1600);
    CHECK(unreachable > 200);
}

TEST_CASE("Anya is never longer than the octile optimum between the same centres",
          "[search][anya][optimality]") {
    Random random(56);
    for (int map = 0; map < 200; ++map) {
        RandomMapOptions options;
        options.maxWallDensity = 0.4;
        const MapGrid grid =
            randomMap(random, randomBetween(random, 2, 16), randomBetween(random, 2, 16), options);
        for (const Movement& movement : allMovementSettings()) {
            if (movement.neighbours == 8 && movement.diagonalLength != DiagonalLength::Sqrt2)
                continue;
            INFO("map " << map << " " << describe(grid, movement));
            const double octile = referenceDijkstra(grid, movement);
            const AnyaRun run = runAnya(grid, movement);
            // The free cells that join are the same for both: through a shared edge, or through a
            // double corner exactly when the movement allows a diagonal step between two walls.
            if (!std::isfinite(octile)) {
                CHECK(run.state == WalkState::UnableToReachGoal);
                continue;
            }
            REQUIRE(run.state == WalkState::ReachedGoal);
            CHECK(run.cost <= octile + 1e-9);
            checkPath(grid, movement, run);
        }
    }
}

TEST_CASE("Theta* and Lazy Theta* are never shorter than Anya, and Anya never longer than string pulling",
          "[search][anya][thetastar][optimality]") {
    Random random(2016);
    int strictlyLonger = 0;
    for (int map = 0; map < 150; ++map) {
        RandomMapOptions options;
        options.maxWallDensity = 0.4;
        const MapGrid grid =
            randomMap(random, randomBetween(random, 4, 20), randomBetween(random, 4, 20), options);
        for (const Movement& movement :
             {fourNeighbours(), eightWith(DiagonalRule::Always), eightWith(DiagonalRule::NoCornerCutting)}) {
            INFO("map " << map << " " << describe(grid, movement));
            const AnyaRun anya = runAnya(grid, movement);
            for (const char* name : {"thetastar", "lazy-thetastar"}) {
                auto walker = createWalker(name);
                REQUIRE(walker);
                WalkerSettings settings;
                settings.movement = movement;
                walker->setup(grid, settings);
                const RunResult theta = runToCompletion(*walker, 10'000'000);
                INFO(name);
                CHECK((theta.state == WalkState::ReachedGoal) == (anya.state == WalkState::ReachedGoal));
                if (theta.state != WalkState::ReachedGoal || anya.state != WalkState::ReachedGoal)
                    continue;
                CHECK(theta.stats.pathCost >= anya.cost - 1e-9);
                strictlyLonger += theta.stats.pathCost > anya.cost + 1e-9 ? 1 : 0;
            }
            // The grid optimum's path with its string pulled is an any-angle path too.
            if (anya.state == WalkState::ReachedGoal) {
                auto astar = createWalker("astar");
                WalkerSettings settings;
                settings.movement = movement;
                astar->setup(grid, settings);
                runToCompletion(*astar, 10'000'000);
                CHECK(anya.cost <= smoothedLength(grid, movement, astar->path()) + 1e-9);
            }
        }
    }
    // Theta* is not always optimal: the comparison must see it lose somewhere.
    CHECK(strictlyLonger > 0);
}

TEST_CASE("Anya that needs more memory than its limit gives up and says why", "[search][anya][memory]") {
    Random random(0xA17A);
    RandomMapOptions options;
    options.wallDensity = 0.25;
    MapGrid grid = randomMap(random, 90, 70, options);
    grid.setStart(Coord{0, 0});
    grid.setGoal(Coord{89, 69});
    grid.setWall(*grid.start(), false);
    grid.setWall(*grid.goal(), false);
    const double shortest = visibilityGraphCost(grid, Movement{});
    REQUIRE(std::isfinite(shortest));

    AnyaWalker walker;
    const std::size_t limit = 16384;
    walker.setSearchByteLimit(limit);
    walker.setup(grid, WalkerSettings{});
    std::size_t steps = 0;
    // The search never holds more than the limit on the way, however far it got.
    while (walker.state() == WalkState::StillLooking && steps < iterationLimit(grid)) {
        walker.iterate();
        ++steps;
        REQUIRE(walker.searchBytes() <= limit);
    }
    CHECK(walker.outcome() == Outcome::GaveUp);
    CHECK(walker.stats().gaveUp);
    CHECK(walker.stats().expanded > 10); // it searched until the limit stopped it
    CHECK(walker.path().empty());
    CHECK(walker.note().rfind("gave up: out of memory for this map", 0) == 0);

    SECTION("with the map's own limit it finds the shortest path, and the note is gone") {
        walker.setSearchByteLimit(0);
        walker.reset();
        runToCompletion(walker, iterationLimit(grid));
        REQUIRE(walker.outcome() == Outcome::Reached);
        CHECK(walker.stats().pathCost == Approx(shortest).margin(1e-9));
        CHECK(walker.note().empty());
        CHECK(walker.searchBytes() <= AnyaWalker::searchByteLimit(grid.cellCount()));
    }
}

TEST_CASE("Anya's memory limit is a share of the map, with a floor for small maps",
          "[search][anya][memory]") {
    CHECK(AnyaWalker::searchByteLimit(100) == AnyaWalker::kLeastSearchBytes);
    CHECK(AnyaWalker::searchByteLimit(std::size_t{4096} * 4096) == std::size_t{256} << 20);
}

TEST_CASE("Anya sweeping stale nodes off its open list finds the same shortest paths",
          "[search][anya][memory]") {
    // Swept whenever the heap reaches 2 entries (or doubles), stale nodes leave long before they
    // would come up; the costs must still be the visibility graph's.
    Random random(0x57A1E);
    std::uint64_t swept = 0;
    int reached = 0;
    for (int map = 0; map < 200; ++map) {
        RandomMapOptions options;
        options.maxWallDensity = 0.45;
        const MapGrid grid =
            randomMap(random, randomBetween(random, 8, 24), randomBetween(random, 8, 24), options);
        const Movement movement = map % 2 == 0 ? eightWith(DiagonalRule::NoCornerCutting) : fourNeighbours();
        const double expected = visibilityGraphCost(grid, movement);
        AnyaWalker walker;
        walker.search().setLeastSweep(2);
        WalkerSettings settings;
        settings.movement = movement;
        walker.setup(grid, settings);
        runToCompletion(walker, iterationLimit(grid));
        INFO("map " << map << " " << describe(grid, movement));
        if (!std::isfinite(expected)) {
            CHECK(walker.state() == WalkState::UnableToReachGoal);
            continue;
        }
        REQUIRE(walker.state() == WalkState::ReachedGoal);
        CHECK(walker.stats().pathCost == Approx(expected).margin(1e-9).epsilon(0));
        swept += walker.search().droppedStale();
        ++reached;
    }
    CHECK(reached > 100);
    CHECK(swept > 0); // the maps did leave stale nodes to sweep
}
