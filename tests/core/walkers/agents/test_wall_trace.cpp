#include "pathfinder/generators/maze_generator.h"
#include "pathfinder/grid/grid_line.h"
#include "pathfinder/grid/map_grid.h"
#include "pathfinder/registry/walker_registry.h"
#include "pathfinder/search/run.h"
#include "pathfinder/search/walker.h"

#include "core/ascii_grid.h"
#include "core/path_checks.h"
#include "walkers/agents/trace_states.h"

#include <algorithm>
#include <catch2/catch.hpp>
#include <cmath>
#include <memory>
#include <string>
#include <vector>

using namespace pathfinder;
using namespace pathfinder::testing;

namespace {

std::unique_ptr<MapGridWalker> wallTrace(const MapGrid& grid, Hand hand, StopRule rule,
                                         Movement movement = {}) {
    auto walker = createWalker("wall-trace");
    REQUIRE(walker != nullptr);
    WalkerSettings settings;
    settings.movement = movement;
    settings.hand = hand;
    settings.stopRule = rule;
    walker->setup(grid, settings);
    return walker;
}

const Hand kHands[] = {Hand::Left, Hand::Right};
const StopRule kStopRules[] = {StopRule::Heading, StopRule::Sight, StopRule::MLine};

std::string settingsLabel(Hand hand, StopRule rule, const Movement& movement) {
    return std::string(toString(hand)) + " hand, stop rule " + std::string(toString(rule)) + ", " +
           movementLabel(movement);
}

/// Every move of the walk is legal, and it starts at the start.
void checkWalkIsLegal(const MapGrid& grid, const Movement& movement, const std::vector<Coord>& trail) {
    REQUIRE(!trail.empty());
    CHECK(trail.front() == *grid.start());
    for (std::size_t i = 1; i < trail.size(); ++i) {
        INFO("move " << i);
        REQUIRE(stepProblem(grid, movement, trail[i - 1], trail[i]) == "");
    }
}

// A cup open toward the start with the goal behind it, whose lips are hooked inward. Inside,
// the agent keeps finding itself facing the heading it was blocked in, so the heading rule
// sends it back into the cup again and again.
const std::vector<std::string> kHookedCup = {
    "....................", //
    "...#########........", //
    "...#.......#........", //
    "...#####...#........", //
    "...........#........", //
    ".S.........#.....G..", //
    "...........#........", //
    "...#####...#........", //
    "...#.......#........", //
    "...#########........", //
    "....................", //
};

// A walled room around the goal.
const std::vector<std::string> kClosedRoom = {
    "..............", //
    "..............", //
    ".......#####..", //
    ".......#...#..", //
    ".S.....#..G#..", //
    ".......#...#..", //
    ".......#####..", //
    "..............", //
    "..............", //
};

} // namespace

TEST_CASE("Wall Trace gets round a single wall with either hand under every stop rule",
          "[reactive][wall-trace]") {
    const std::vector<std::vector<std::string>> mazes = {
        {
            "...........", //
            ".....#.....", //
            ".....#.....", //
            ".....#...G.", //
            ".S...#.....", //
            ".....#.....", //
            ".....#.....", //
            ".....#.....", //
            "...........", //
        },
        {
            "............", //
            "............", //
            "......#.....", //
            "......#.....", //
            "S.....#....G", //
            "......#.....", //
            "......#.....", //
            "............", //
            "............", //
        },
        {
            ".....G.....", //
            "...........", //
            "...........", //
            "...........", //
            "..#######..", //
            "...........", //
            "...........", //
            "...........", //
            ".....S.....", //
        },
    };
    for (const auto& rows : mazes) {
        const MapGrid grid = gridFromAscii(rows);
        for (const Movement& movement : allMovementSettings())
            for (Hand hand : kHands)
                for (StopRule rule : kStopRules) {
                    INFO(settingsLabel(hand, rule, movement) << "\n" << asciiFromGrid(grid));
                    auto walker = wallTrace(grid, hand, rule, movement);
                    REQUIRE(runToCompletion(*walker, iterationLimit(grid)).state == WalkState::ReachedGoal);
                    CHECK(pathProblem(grid, movement, walker->path()) == "");
                    CHECK(walker->path() == loopErased(walker->trail()));
                    CHECK(walker->stats().pathSteps == walker->stats().expanded);
                    CHECK(closeTo(walker->stats().pathCost, sumOfStepCosts(grid, movement, walker->trail())));
                }
    }
}

TEST_CASE("Wall Trace keeps the chosen hand on the wall", "[reactive][wall-trace]") {
    // Blocked heading east at (4,4): the left hand turns right, down the wall; the right hand up.
    const MapGrid grid = gridFromAscii({
        "..........", //
        ".....#....", //
        ".....#....", //
        ".....#....", //
        ".S...#...G", //
        ".....#....", //
        ".....#....", //
        ".....#....", //
        "..........", //
    });
    auto left = wallTrace(grid, Hand::Left, StopRule::MLine);
    auto right = wallTrace(grid, Hand::Right, StopRule::MLine);
    REQUIRE(runToCompletion(*left, iterationLimit(grid)).state == WalkState::ReachedGoal);
    REQUIRE(runToCompletion(*right, iterationLimit(grid)).state == WalkState::ReachedGoal);
    const std::vector<Coord> leftStart(left->path().begin(), left->path().begin() + 7);
    const std::vector<Coord> rightStart(right->path().begin(), right->path().begin() + 7);
    CHECK(leftStart == std::vector<Coord>{{1, 4}, {2, 4}, {3, 4}, {4, 4}, {4, 5}, {4, 6}, {4, 7}});
    CHECK(rightStart == std::vector<Coord>{{1, 4}, {2, 4}, {3, 4}, {4, 4}, {4, 3}, {4, 2}, {4, 1}});
    // Symmetric map, symmetric walks: round the wall and back to the start–goal line at (6,4),
    // where robust tracing releases the agent toward the goal.
    CHECK(left->stats().pathSteps == right->stats().pathSteps);
    for (const auto* walker : {left.get(), right.get()}) {
        const auto& path = walker->path();
        const auto at = std::find(path.begin(), path.end(), Coord{6, 4});
        REQUIRE(at != path.end());
        CHECK(std::vector<Coord>(at, path.end()) == std::vector<Coord>{{6, 4}, {7, 4}, {8, 4}, {9, 4}});
    }
}

TEST_CASE("In a cup with hooked lips the heading rule loops until its step limit while robust tracing "
          "reaches the goal",
          "[reactive][wall-trace]") {
    const MapGrid grid = gridFromAscii(kHookedCup);
    const auto limit = 20u * 20u * 11u;
    for (Hand hand : kHands) {
        SECTION(std::string("heading rule, ") + std::string(toString(hand)) +
                " hand: gives up at the limit") {
            auto walker = wallTrace(grid, hand, StopRule::Heading);
            REQUIRE(runToCompletion(*walker, iterationLimit(grid)).state == WalkState::UnableToReachGoal);
            CHECK(walker->stats().gaveUp);
            CHECK(walker->stats().expanded == limit);
            // It never got out past the cup's back wall.
            for (Coord c : walker->trail())
                CHECK(c.x < 11);
            checkWalkIsLegal(grid, Movement{}, walker->trail());
        }
        SECTION(std::string("m-line rule, ") + std::string(toString(hand)) + " hand: reaches the goal") {
            auto walker = wallTrace(grid, hand, StopRule::MLine);
            REQUIRE(runToCompletion(*walker, iterationLimit(grid)).state == WalkState::ReachedGoal);
            CHECK(pathProblem(grid, Movement{}, walker->path()) == "");
            // It leaves the outside of the back wall where it crosses the start–goal row.
            const auto& path = walker->path();
            const auto at = std::find(path.begin(), path.end(), Coord{12, 5});
            REQUIRE(at != path.end());
            CHECK(std::vector<Coord>(at, path.end()) ==
                  std::vector<Coord>{{12, 5}, {13, 5}, {14, 5}, {15, 5}, {16, 5}, {17, 5}});
        }
        SECTION(std::string("sight rule, ") + std::string(toString(hand)) + " hand: reaches the goal") {
            auto walker = wallTrace(grid, hand, StopRule::Sight);
            CHECK(runToCompletion(*walker, iterationLimit(grid)).state == WalkState::ReachedGoal);
        }
    }
    SECTION("m-line rule under every movement setting") {
        for (const Movement& movement : allMovementSettings())
            for (Hand hand : kHands) {
                INFO(settingsLabel(hand, StopRule::MLine, movement));
                auto walker = wallTrace(grid, hand, StopRule::MLine, movement);
                CHECK(runToCompletion(*walker, iterationLimit(grid)).state == WalkState::ReachedGoal);
            }
    }
}

TEST_CASE("Around a goal in a closed room Wall Trace makes a circuit with each hand, then gives up",
          "[reactive][wall-trace]") {
    const MapGrid grid = gridFromAscii(kClosedRoom);

    SECTION("a circuit with the left hand, one with the right, then it stops") {
        auto walker = wallTrace(grid, Hand::Left, StopRule::MLine);
        REQUIRE(runToCompletion(*walker, iterationLimit(grid)).state == WalkState::UnableToReachGoal);
        CHECK(walker->stats().gaveUp);
        CHECK(walker->path().empty());
        // 5 moves to the wall at (6,4), then the ring of 24 cells round the room once each way.
        const std::vector<Coord>& trail = walker->trail();
        REQUIRE(trail.size() == 5 + 24 + 24 + 1);
        CHECK(trail[5] == Coord{6, 4});
        CHECK(trail[6] == Coord{6, 5}); // left hand: the wall on the left, going south
        CHECK(trail[29] == Coord{6, 4});
        CHECK(trail[30] == Coord{6, 3}); // right hand: going north
        CHECK(trail[53] == Coord{6, 4});
        checkWalkIsLegal(grid, Movement{}, trail);
    }
    SECTION("it gives up well within the step limit under every setting") {
        for (const Movement& movement : allMovementSettings())
            for (Hand hand : kHands)
                for (StopRule rule : kStopRules) {
                    INFO(settingsLabel(hand, rule, movement));
                    auto walker = wallTrace(grid, hand, rule, movement);
                    REQUIRE(runToCompletion(*walker, iterationLimit(grid)).state ==
                            WalkState::UnableToReachGoal);
                    CHECK(walker->stats().gaveUp);
                    CHECK(walker->stats().expanded <= 20u * grid.cellCount());
                    checkWalkIsLegal(grid, movement, walker->trail());
                }
    }
}

TEST_CASE("Wall Trace heads for the goal along the start-goal line under robust tracing, and by the 8-way "
          "heading under the other rules",
          "[reactive][wall-trace]") {
    MapGrid grid(12, 6);
    grid.setStart(Coord{0, 0});
    grid.setGoal(Coord{10, 5});
    auto robust = wallTrace(grid, Hand::Left, StopRule::MLine);
    auto simple = wallTrace(grid, Hand::Left, StopRule::Sight);
    REQUIRE(runToCompletion(*robust, iterationLimit(grid)).state == WalkState::ReachedGoal);
    REQUIRE(runToCompletion(*simple, iterationLimit(grid)).state == WalkState::ReachedGoal);
    CHECK(robust->path() == bresenhamLine({0, 0}, {10, 5}));
    CHECK(simple->path() ==
          std::vector<Coord>{
              {0, 0}, {1, 1}, {2, 2}, {3, 3}, {4, 4}, {5, 5}, {6, 5}, {7, 5}, {8, 5}, {9, 5}, {10, 5}});

    SECTION("with 4 neighbours the line's diagonal steps are walked x first") {
        Movement four;
        four.neighbours = 4;
        auto walker = wallTrace(grid, Hand::Left, StopRule::MLine, four);
        REQUIRE(runToCompletion(*walker, iterationLimit(grid)).state == WalkState::ReachedGoal);
        const std::vector<Coord>& path = walker->path();
        CHECK(path.size() == 16);
        CHECK(pathProblem(grid, four, path) == "");
        for (Coord c : bresenhamLine({0, 0}, {10, 5}))
            CHECK(std::find(path.begin(), path.end(), c) != path.end());
    }
}

TEST_CASE("Robust tracing reaches every reachable goal of a set of generated maps",
          "[reactive][wall-trace]") {
    for (MazeKind kind : {MazeKind::RandomWalls, MazeKind::Rooms, MazeKind::RecursiveDivision})
        for (std::uint64_t seed = 1; seed <= 8; ++seed) {
            MazeOptions options;
            options.kind = kind;
            options.width = 30;
            options.height = 20;
            options.seed = seed;
            options.density = 0.3;
            const MapGrid grid = generateMaze(options);
            for (const Movement& movement : allMovementSettings()) {
                if (!fewestMoves(grid, movement))
                    continue;
                for (Hand hand : kHands) {
                    INFO(toString(kind)
                         << " seed " << seed << ", " << settingsLabel(hand, StopRule::MLine, movement));
                    auto walker = wallTrace(grid, hand, StopRule::MLine, movement);
                    CHECK(runToCompletion(*walker, iterationLimit(grid)).state == WalkState::ReachedGoal);
                }
            }
        }
}

TEST_CASE("Wall Trace gives up after its step limit", "[reactive][wall-trace]") {
    const MapGrid grid = gridFromAscii(kClosedRoom);
    auto walker = createWalker("wall-trace");
    WalkerSettings settings;
    settings.maxSteps = 12;
    walker->setup(grid, settings);
    REQUIRE(runToCompletion(*walker, iterationLimit(grid)).state == WalkState::UnableToReachGoal);
    CHECK(walker->stats().gaveUp);
    CHECK(walker->stats().expanded == 12);
    CHECK(walker->trail().size() == 13);
}

TEST_CASE("Wall Trace reports a start with no way out as unreachable, not given up",
          "[reactive][wall-trace]") {
    const MapGrid grid = gridFromAscii({"###..", "#S#..", "###.G"});
    auto walker = wallTrace(grid, Hand::Left, StopRule::MLine);
    CHECK(runToCompletion(*walker, iterationLimit(grid)).state == WalkState::UnableToReachGoal);
    CHECK_FALSE(walker->stats().gaveUp);
}

TEST_CASE("Wall Trace shows its cell, heading and visit counts while it walks", "[reactive][wall-trace]") {
    const MapGrid grid = gridFromAscii(kClosedRoom);
    auto walker = wallTrace(grid, Hand::Left, StopRule::MLine);
    CHECK(walker->current() == Coord{1, 4});
    CHECK(walker->heading() == Direction::E);
    for (int i = 0; i < 6; ++i)
        walker->iterate();
    CHECK(walker->current() == Coord{6, 5});
    CHECK(walker->heading() == Direction::S);
    while (!walker->finished())
        walker->iterate();
    // The cell where tracing began was passed three times: arriving, and after each circuit.
    CHECK(walker->cellState({6, 4}).visits == 3);
    CHECK(walker->cellState({6, 6}).visits == 2);
    CHECK(walker->cellState({0, 0}).visits == 0);
    CHECK(walker->stats().distinctCells == 5 + 24);
    CHECK(walker->stats().revisits == 1 + 24); // back at (6,4) after the first circuit, then the whole ring
}

TEST_CASE("Wall Trace walks legally on generated maps under every setting", "[reactive][wall-trace]") {
    for (MazeKind kind : {MazeKind::RandomWalls, MazeKind::Rooms, MazeKind::RecursiveBacktracker}) {
        MazeOptions options;
        options.kind = kind;
        options.width = 24;
        options.height = 18;
        options.seed = 77;
        options.density = 0.3;
        const MapGrid grid = generateMaze(options);
        for (const Movement& movement : allMovementSettings())
            for (Hand hand : kHands)
                for (StopRule rule : kStopRules) {
                    INFO(toString(kind) << ", " << settingsLabel(hand, rule, movement));
                    auto walker = wallTrace(grid, hand, rule, movement);
                    const WalkState state = runToCompletion(*walker, iterationLimit(grid)).state;
                    REQUIRE(state != WalkState::StillLooking);
                    checkWalkIsLegal(grid, movement, walker->trail());
                    if (state == WalkState::ReachedGoal)
                        CHECK(walker->trail().back() == *grid.goal());
                    else if (fewestMoves(grid, movement))
                        CHECK(walker->stats().gaveUp);
                }
    }
}

TEST_CASE("A trace's states are kept per cell, and clearing forgets exactly them", "[reactive][wall-trace]") {
    TraceStates states;
    states.fit(100);
    CHECK(states.insert(7, 0));
    CHECK(states.insert(7, 63));
    CHECK_FALSE(states.insert(7, 0));
    CHECK(states.insert(99, 5));
    CHECK(states.cellsInUse() == 2);
    states.clear();
    CHECK(states.cellsInUse() == 0);
    CHECK(states.insert(7, 0));
    CHECK(states.insert(99, 5));
    CHECK_FALSE(states.insert(99, 5));
    states.fit(50); // another map: nothing left from before
    CHECK(states.cellsInUse() == 0);
    CHECK(states.insert(7, 0));
}
