#include "pathfinder/generators/maze_generator.h"
#include "pathfinder/grid/map_grid.h"
#include "pathfinder/registry/walker_registry.h"
#include "pathfinder/search/recent_trail.h"
#include "pathfinder/search/run.h"
#include "pathfinder/search/walker.h"

#include "core/ascii_grid.h"
#include "core/path_checks.h"

#include <algorithm>
#include <catch2/catch.hpp>
#include <cmath>
#include <memory>
#include <optional>
#include <set>
#include <string>
#include <utility>
#include <vector>

using namespace pathfinder;
using namespace pathfinder::testing;

namespace {

std::unique_ptr<MapGridWalker> randomBounce(const MapGrid& grid, std::uint64_t seed, Movement movement = {}) {
    auto walker = createWalker("random-bounce");
    REQUIRE(walker != nullptr);
    WalkerSettings settings;
    settings.movement = movement;
    settings.seed = seed;
    walker->setup(grid, settings);
    return walker;
}

/// The cell one step toward the goal, worked out here from the rule itself: the signs of dx and
/// dy with 8 neighbours, the axis of the larger distance (x on a tie) with 4.
Coord stepTowardGoal(Coord from, Coord goal, const Movement& movement) {
    const int dx = goal.x - from.x;
    const int dy = goal.y - from.y;
    Coord step{(dx > 0) - (dx < 0), (dy > 0) - (dy < 0)};
    if (movement.neighbours == 4) {
        if (std::abs(dx) >= std::abs(dy))
            step.y = 0;
        else
            step.x = 0;
    }
    return from + step;
}

/// Every legal move from a cell, by the test's own movement rules.
std::vector<Coord> legalMovesFrom(const MapGrid& grid, const Movement& movement, Coord from) {
    std::vector<Coord> moves;
    for (Coord offset : kNeighbourOffsets)
        if (isLegalStep(grid, movement, from, from + offset))
            moves.push_back(from + offset);
    return moves;
}

/// Checks each move of a walk against the rules: legal; toward the goal when that move is
/// legal; otherwise a legal move that is not straight back, unless going back was the only one.
void checkWalkFollowsTheRules(const MapGrid& grid, const Movement& movement,
                              const std::vector<Coord>& trail) {
    REQUIRE(!trail.empty());
    CHECK(trail.front() == *grid.start());
    for (std::size_t i = 1; i < trail.size(); ++i) {
        const Coord from = trail[i - 1];
        const Coord to = trail[i];
        INFO("move " << i << ": " << coordLabel(from) << " -> " << coordLabel(to));
        REQUIRE(stepProblem(grid, movement, from, to) == "");
        const Coord toward = stepTowardGoal(from, *grid.goal(), movement);
        if (isLegalStep(grid, movement, from, toward)) {
            CHECK(to == toward);
            continue;
        }
        if (i >= 2 && to == trail[i - 2])
            CHECK(legalMovesFrom(grid, movement, from).size() == 1);
    }
}

// A wall three cells either side of the straight line to the goal: the agent must bounce.
const std::vector<std::string> kWallMaze = {
    "..........", //
    ".....#....", //
    ".....#....", //
    "S....#...G", //
    ".....#....", //
    ".....#....", //
    "..........", //
};

/// A 30 × 30 field, start and goal in opposite corners, with 2 × 2 pillars every six cells,
/// several of them on the diagonal the agent wants to walk.
MapGrid pillarField() {
    std::vector<std::string> rows;
    for (int y = 0; y < 30; ++y) {
        std::string row;
        for (int x = 0; x < 30; ++x)
            row += (x % 6 == 3 || x % 6 == 4) && (y % 6 == 3 || y % 6 == 4) ? '#' : '.';
        rows.push_back(row);
    }
    rows.front().front() = 'S';
    rows.back().back() = 'G';
    return gridFromAscii(rows);
}

} // namespace

TEST_CASE("Random Bounce with a fixed seed repeats the recorded walk", "[reactive][random-bounce]") {
    const MapGrid grid = gridFromAscii(kWallMaze);
    auto walker = randomBounce(grid, 7);
    REQUIRE(runToCompletion(*walker, iterationLimit(grid)).state == WalkState::ReachedGoal);

    // Recorded once from the implementation; it pins the generator (SplitMix64 and
    // Random::below) and the order in which choices are listed, on every platform. Checked by
    // hand against the rules (8 neighbours, no corner cutting, wall at x = 5, rows 1–5):
    // - (0,3) → (4,3): four moves east, the heading toward the goal (9,3), all free.
    // - At (4,3) east is the wall. Legal: N (4,2), S (4,4), SW (3,4), NW (3,2), and W (3,3),
    //   which is where it came from and so is dropped. A random pick: S, to (4,4).
    // - At (4,4) the heading to the goal is NE, into the wall at (5,3). Legal: S, SW, W, NW;
    //   N is back. Random: S, to (4,5).
    // - At (4,5) the heading is NE, into (5,4), a wall; SE (5,6) would cut the corner of
    //   (5,5). Legal: S, SW, W, NW; N is back. Random: NW, to (3,4).
    // - At (3,4) the heading NE to (4,3) is legal (both side cells are free): taken.
    // - At (4,3) east is blocked again; SW is now the step back. Random among N, S, W, NW: W.
    // - At (3,3) the heading is east, free: back to (4,3).
    // - The random picks that follow are S, S, SW, (heading NE from (3,6)), S, then E from
    //   (4,6) out of E, W and NW. At (5,6) the heading NE would cut the corner of the wall at
    //   (5,5), and E is the only choice that is not the step back. From (6,6) the heading NE is
    //   free all the way to the goal.
    const std::vector<Coord> recorded = {
        {0, 3}, {1, 3}, {2, 3}, {3, 3}, {4, 3}, {4, 4}, {4, 5}, {3, 4}, {4, 3}, {3, 3}, {4, 3},
        {4, 4}, {4, 5}, {3, 6}, {4, 5}, {4, 6}, {5, 6}, {6, 6}, {7, 5}, {8, 4}, {9, 3},
    };
    CHECK(walker->trail() == recorded);
    // The route it found is the walk without its loops; the figures are the walk's.
    CHECK(walker->path() == loopErased(recorded));
    // By hand: the loop (4,3)…(3,4) back to (4,3), the step back to (3,3) and on to (4,3) again,
    // and (4,5)→(3,6)→(4,5) are erased.
    const std::vector<Coord> route = {{0, 3}, {1, 3}, {2, 3}, {3, 3}, {4, 3}, {4, 4}, {4, 5},
                                      {4, 6}, {5, 6}, {6, 6}, {7, 5}, {8, 4}, {9, 3}};
    CHECK(walker->path() == route);
    CHECK(walker->stats().expanded == recorded.size() - 1);
    CHECK(walker->stats().pathSteps == recorded.size() - 1);
    REQUIRE(walker->stats().seed.has_value());
    CHECK(*walker->stats().seed == 7);
}

TEST_CASE("Random Bounce moves toward the goal and picks a random neighbour only when blocked",
          "[reactive][random-bounce]") {
    const MapGrid grid = gridFromAscii(kWallMaze);
    for (const Movement& movement : allMovementSettings())
        for (std::uint64_t seed = 1; seed <= 20; ++seed) {
            INFO(movementLabel(movement) << ", seed " << seed);
            auto walker = randomBounce(grid, seed, movement);
            REQUIRE(runToCompletion(*walker, iterationLimit(grid)).state != WalkState::StillLooking);
            checkWalkFollowsTheRules(grid, movement, walker->trail());
        }
}

TEST_CASE("Random Bounce walks straight to the goal across an open field", "[reactive][random-bounce]") {
    MapGrid grid(30, 30);
    grid.setStart(Coord{0, 0});
    grid.setGoal(Coord{29, 20});
    for (std::uint64_t seed : {1u, 2u, 99u}) {
        auto walker = randomBounce(grid, seed);
        REQUIRE(runToCompletion(*walker, iterationLimit(grid)).state == WalkState::ReachedGoal);
        // 20 diagonal moves, then 9 east; no randomness is needed.
        CHECK(walker->stats().pathSteps == 29);
        CHECK(walker->stats().revisits == 0);
        CHECK(walker->path()[20] == Coord{20, 20});
    }
}

TEST_CASE("Random Bounce reaches the goal of a 30x30 field with pillars for 100 different seeds",
          "[reactive][random-bounce]") {
    const MapGrid grid = pillarField();
    for (const Movement& movement : allMovementSettings()) {
        std::set<std::vector<std::pair<int, int>>> distinctWalks;
        for (std::uint64_t seed = 1; seed <= 100; ++seed) {
            INFO(movementLabel(movement) << ", seed " << seed);
            auto walker = randomBounce(grid, seed, movement);
            REQUIRE(runToCompletion(*walker, iterationLimit(grid)).state == WalkState::ReachedGoal);
            CHECK(walker->stats().expanded <= 20u * 30u * 30u);
            CHECK(pathProblem(grid, movement, walker->path()) == "");
            CHECK(walker->path() == loopErased(walker->trail()));
            CHECK(closeTo(walker->stats().pathCost, sumOfStepCosts(grid, movement, walker->trail())));
            std::vector<std::pair<int, int>> walk;
            for (Coord c : walker->trail())
                walk.emplace_back(c.x, c.y);
            distinctWalks.insert(walk);
        }
        // The pillars on the diagonal force random choices, so the seeds really differ.
        CHECK(distinctWalks.size() > 10);
    }
}

TEST_CASE("Random Bounce gives the same walk for the same seed, also after reset()",
          "[reactive][random-bounce]") {
    const MapGrid grid = gridFromAscii(kWallMaze);
    auto first = randomBounce(grid, 12345);
    auto second = randomBounce(grid, 12345);
    runToCompletion(*first, iterationLimit(grid));
    runToCompletion(*second, iterationLimit(grid));
    CHECK(first->trail() == second->trail());
    const std::vector<Coord> walk = first->trail();
    runToCompletion(*first, iterationLimit(grid)); // resets and walks again
    CHECK(first->trail() == walk);

    auto other = randomBounce(grid, 54321);
    runToCompletion(*other, iterationLimit(grid));
    CHECK(other->trail() != walk);
}

TEST_CASE("Random Bounce gives up after its step limit", "[reactive][random-bounce]") {
    // A deep cup facing the start with the goal behind it: the agent is pushed back into the
    // cup every time it gets a step out.
    const MapGrid grid = gridFromAscii({
        "............", //
        "...######...", //
        "........#...", //
        "S.......#..G", //
        "........#...", //
        "...######...", //
        "............", //
    });

    SECTION("the default limit is 20 moves per cell") {
        auto walker = randomBounce(grid, 3);
        REQUIRE(runToCompletion(*walker, iterationLimit(grid)).state == WalkState::UnableToReachGoal);
        CHECK(walker->stats().gaveUp);
        CHECK(walker->stats().expanded == 20u * 12u * 7u);
        CHECK(walker->path().empty());
        CHECK(std::isinf(walker->stats().pathCost));
        // The walk is kept for drawing.
        CHECK(walker->trail().size() == walker->stats().expanded + 1);
        CHECK(walker->current() == walker->trail().back());
    }
    SECTION("a limit given in the settings") {
        WalkerSettings settings;
        settings.maxSteps = 50;
        auto walker = createWalker("random-bounce");
        walker->setup(grid, settings);
        REQUIRE(runToCompletion(*walker, iterationLimit(grid)).state == WalkState::UnableToReachGoal);
        CHECK(walker->stats().gaveUp);
        CHECK(walker->stats().expanded == 50);
    }
}

TEST_CASE("Random Bounce reports a goal it cannot try for as unreachable, not given up",
          "[reactive][random-bounce]") {
    SECTION("a start boxed in by walls") {
        const MapGrid grid = gridFromAscii({"###..", "#S#..", "###.G"});
        auto walker = randomBounce(grid, 1);
        CHECK(runToCompletion(*walker, iterationLimit(grid)).state == WalkState::UnableToReachGoal);
        CHECK_FALSE(walker->stats().gaveUp);
        CHECK(walker->stats().expanded == 0);
    }
    SECTION("a goal on a wall") {
        MapGrid grid = gridFromAscii({"S...G"});
        grid.setWall(*grid.goal(), true);
        auto walker = randomBounce(grid, 1);
        CHECK(runToCompletion(*walker, iterationLimit(grid)).state == WalkState::UnableToReachGoal);
        CHECK_FALSE(walker->stats().gaveUp);
    }
    SECTION("a goal at the start is reached without a move") {
        MapGrid grid = gridFromAscii({"S..", "..G"});
        grid.setGoal(grid.start());
        auto walker = randomBounce(grid, 1);
        CHECK(runToCompletion(*walker, iterationLimit(grid)).state == WalkState::ReachedGoal);
        CHECK(walker->path() == std::vector<Coord>{*grid.start()});
    }
}

TEST_CASE("Random Bounce counts steps, revisits and distinct cells and shows them per cell",
          "[reactive][random-bounce]") {
    const MapGrid grid = gridFromAscii(kWallMaze);
    auto walker = randomBounce(grid, 5);
    CHECK(walker->current() == *grid.start());
    CHECK(walker->heading() == Direction::E);

    // Part of the way, then to the end: the state is readable between steps.
    for (int i = 0; i < 10 && !walker->finished(); ++i)
        walker->iterate();
    CHECK(walker->trail().size() == 11);
    CHECK(walker->current() == walker->trail().back());
    CHECK(walker->heading() == directionBetween(walker->trail()[9], walker->trail()[10]));
    while (!walker->finished())
        walker->iterate();

    const std::vector<Coord>& trail = walker->trail();
    const RunStats& stats = walker->stats();
    std::set<std::pair<int, int>> distinct;
    for (Coord c : trail)
        distinct.insert({c.x, c.y});
    CHECK(stats.expanded == trail.size() - 1);
    CHECK(stats.generated == stats.expanded);
    CHECK(stats.distinctCells == distinct.size());
    CHECK(stats.revisits == trail.size() - distinct.size());
    for (int y = 0; y < grid.height(); ++y)
        for (int x = 0; x < grid.width(); ++x) {
            const Coord c{x, y};
            const auto visits = std::count(trail.begin(), trail.end(), c);
            INFO("cell " << coordLabel(c));
            CHECK(walker->cellState(c).visits == visits);
            CHECK((walker->cellState(c).visit == CellVisit::Closed) == (visits > 0));
        }
}

TEST_CASE("Random Bounce walks legally on generated maps under every movement setting",
          "[reactive][random-bounce]") {
    for (MazeKind kind : {MazeKind::RandomWalls, MazeKind::Rooms, MazeKind::RecursiveBacktracker}) {
        MazeOptions options;
        options.kind = kind;
        options.width = 24;
        options.height = 18;
        options.seed = 2024;
        options.density = 0.3;
        const MapGrid grid = generateMaze(options);
        for (const Movement& movement : allMovementSettings()) {
            INFO(toString(kind) << ", " << movementLabel(movement));
            auto walker = randomBounce(grid, 11, movement);
            REQUIRE(runToCompletion(*walker, iterationLimit(grid)).state != WalkState::StillLooking);
            checkWalkFollowsTheRules(grid, movement, walker->trail());
        }
    }
}

TEST_CASE("A long walk keeps only its recent trail, and the route it found is still loop-free",
          "[reactive][random-bounce][memory]") {
    // A 60x60 field with pillars; a long walk with a far goal goes on for many times the trail it
    // keeps, then reaches the goal.
    MapGrid grid(60, 60);
    for (int y = 2; y < 60; y += 4)
        for (int x = 2; x < 60; x += 4)
            grid.setWall({x, y}, true);
    grid.setStart(Coord{0, 0});
    grid.setGoal(Coord{59, 59});
    WalkerSettings settings;
    settings.seed = 3;
    settings.movement.neighbours = 4;
    for (const std::string name : {"random-bounce", "wall-trace"}) {
        INFO(name);
        auto walker = createWalker(name);
        walker->setup(grid, settings);
        runToCompletion(*walker, iterationLimit(grid));
        const std::size_t held = walker->trail().size();
        CHECK(held <= 2 * RecentTrail::kDefaultKeep);
        CHECK(held <= walker->stats().expanded + 1);
        CHECK(walker->trail().back() == walker->current());
        if (walker->state() == WalkState::ReachedGoal) {
            const std::vector<Coord>& route = walker->path();
            CHECK(pathProblem(grid, settings.movement, route) == "");
            CHECK(std::set<std::pair<int, int>>([&] {
                      std::set<std::pair<int, int>> cells;
                      for (Coord c : route)
                          cells.insert({c.x, c.y});
                      return cells;
                  }())
                      .size() == route.size());
            CHECK(walker->stats().pathSteps == walker->stats().expanded);
        }
    }
}

TEST_CASE("A walk that never ends holds no more than its bounded trail",
          "[reactive][random-bounce][memory]") {
    // The goal is walled in: Random Bounce walks until its step limit, two million steps, far more
    // than the trail it keeps.
    MapGrid grid(40, 40);
    for (const Coord c : {Coord{30, 29}, Coord{29, 30}, Coord{31, 30}, Coord{30, 31}, Coord{29, 29},
                          Coord{31, 29}, Coord{29, 31}, Coord{31, 31}})
        grid.setWall(c, true);
    grid.setStart(Coord{0, 0});
    grid.setGoal(Coord{30, 30});
    WalkerSettings settings;
    settings.maxSteps = 2'000'000;
    auto walker = createWalker("random-bounce");
    walker->setup(grid, settings);
    runToCompletion(*walker, 3'000'000);
    CHECK(walker->outcome() == Outcome::GaveUp);
    CHECK(walker->stats().expanded == 2'000'000);
    CHECK(walker->trail().size() <= 2 * RecentTrail::kDefaultKeep);
    CHECK(walker->trail().size() >= RecentTrail::kDefaultKeep);
    CHECK(walker->trail().back() == walker->current());
    // Its visit counts still cover the whole walk.
    std::uint64_t visits = 0;
    for (int y = 0; y < grid.height(); ++y)
        for (int x = 0; x < grid.width(); ++x)
            visits += static_cast<std::uint64_t>(walker->cellState({x, y}).visits);
    CHECK(visits == 2'000'001);
}
