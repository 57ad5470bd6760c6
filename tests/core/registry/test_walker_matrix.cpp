#include "pathfinder/grid/map_grid.h"
#include "pathfinder/grid/movement.h"
#include "pathfinder/registry/walker_registry.h"
#include "pathfinder/search/run.h"
#include "pathfinder/search/walker.h"

#include "core/any_angle_checks.h"
#include "core/ascii_grid.h"
#include "core/path_checks.h"
#include "core/reference_dijkstra.h"
#include "core/walker_helpers.h"

#include <catch2/catch.hpp>
#include <cmath>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

using namespace pathfinder;
using namespace pathfinder::testing;

namespace {

const WalkerInfo& walkerInfo(const std::string& name) {
    const WalkerInfo* info = findWalker(name);
    REQUIRE(info != nullptr);
    return *info;
}

/// The complete walkers must find every reachable goal. The others (reactive agents, a search with a
/// budget of expansions or a bounded open list) may give up; for them the validity of what they
/// return is checked, and a search among them must say that it gave up rather than that the goal is
/// unreachable.
bool mustReachEveryReachableGoal(const MapGridWalker& walker) {
    return walker.description().traits.complete;
}

/// The searches of the shared best-first engine and depth-first, whose dead-end count is defined
/// as generated − path steps.
bool isSearch(std::string_view name) {
    return name == "breadth-first" || name == "depth-first" || name == "best-first" || name == "dijkstra" ||
           name == "astar";
}

/// Changes made to a maze after it is drawn, for cases ASCII cannot show.
enum class Twist { None, StartOnWall, GoalOnWall, GoalAtStart, NoStart, NoGoal };

struct Maze {
    const char* title;
    std::vector<std::string> rows;
    Twist twist = Twist::None;
};

MapGrid buildMaze(const Maze& maze) {
    MapGrid grid = gridFromAscii(maze.rows);
    switch (maze.twist) {
    case Twist::None:
        break;
    case Twist::StartOnWall:
        grid.setWall(*grid.start(), true);
        break;
    case Twist::GoalOnWall:
        grid.setWall(*grid.goal(), true);
        break;
    case Twist::GoalAtStart:
        grid.setGoal(grid.start());
        break;
    case Twist::NoStart:
        grid.setStart(std::nullopt);
        break;
    case Twist::NoGoal:
        grid.setGoal(std::nullopt);
        break;
    }
    return grid;
}

// Every one of these can be crossed with 4 neighbours, so it is reachable under every movement.
const std::vector<Maze> kReachableMazes = {
    {"a single row with costs", {"S.2.9G"}},
    {"a single column", {"S", ".", "3", "G"}},
    {"an open field", {"S....", ".....", "....G"}},
    {"a wall with one gap",
     {
         "S..#....",
         "...#....",
         "...#..#.",
         "......#G",
     }},
    {"an expensive shortcut beside a cheap detour",
     {
         "S999G",
         ".###.",
         ".....",
     }},
    {"a winding corridor",
     {
         "S.#.....",
         ".##.###.",
         "....#G#.",
         "###.#.#.",
         "....#...",
     }},
    {"a corner the diagonal rules treat differently",
     {
         "S#..",
         "....",
         "..#G",
     }},
    {"a goal that is the start", {"S..", "...", "..G"}, Twist::GoalAtStart},
    {"a one-cell map whose goal is the start", {"S"}, Twist::GoalAtStart},
};

// Reachable only by a diagonal squeeze between two walls, so reachability depends on the rule.
const std::vector<Maze> kSqueezeMazes = {
    {"a start that can only leave diagonally between two walls",
     {
         "S#..",
         "#...",
         "...G",
     }},
    {"a goal beyond a diagonal wall",
     {
         "S...#.",
         "...#..",
         "..#...",
         ".#...G",
         "#.....",
     }},
};

const std::vector<Maze> kUnreachableMazes = {
    {"a walled-off goal",
     {
         "S.....",
         "...###",
         "...#G#",
         "...###",
     }},
    {"a goal behind a wall across the map",
     {
         "S.1..",
         "..#..",
         "#####",
         "..G..",
     }},
    {"a walled-off goal in an open field",
     {
         "S...........",
         "............",
         "............",
         "............",
         "............",
         "............",
         "............",
         "............",
         "............",
         ".........###",
         ".........#G#",
         ".........###",
     }},
    {"a start on a wall", {"S....", ".....", "....G"}, Twist::StartOnWall},
    {"a start boxed in by walls",
     {
         "###...",
         "#S#...",
         "###..G",
     }},
    {"a start boxed in at a corner",
     {
         "S#...",
         "##...",
         "....G",
     }},
    {"a goal on a wall", {"S..", "...", "..G"}, Twist::GoalOnWall},
    {"a grid without a start", {"S..", "...", "..G"}, Twist::NoStart},
    {"a grid without a goal", {"S..", "...", "..G"}, Twist::NoGoal},
};

struct RunContext {
    const WalkerInfo& info;
    const Maze& maze;
    Movement movement;
    TieBreak tieBreak;
};

/// Runs the walker to completion and checks everything the matrix promises about the result.
void runAndCheck(const RunContext& context, const MapGrid& grid) {
    const std::unique_ptr<MapGridWalker> walker = context.info.create();
    REQUIRE(walker != nullptr);
    CHECK(walker->name() == context.info.name);

    WalkerSettings settings;
    settings.movement = context.movement;
    settings.tieBreak = context.tieBreak;
    walker->setup(grid, settings);
    const WalkState state = runToCompletion(*walker, iterationLimit(grid)).state;

    const std::optional<int> moves = fewestMoves(grid, context.movement);
    INFO("walker " << context.info.name << " on " << context.maze.title << ", "
                   << movementLabel(context.movement) << ", tie-break " << toString(context.tieBreak) << "\n"
                   << asciiFromGrid(grid, walker->path()));

    CHECK(state != WalkState::StillLooking); // finished within iterationLimit(grid)
    if (state == WalkState::StillLooking)
        return;
    CHECK(walker->state() == state);

    if (!moves) {
        CHECK(state == WalkState::UnableToReachGoal);
    } else if (mustReachEveryReachableGoal(*walker)) {
        CHECK(state == WalkState::ReachedGoal);
    } else if (state != WalkState::ReachedGoal && !walker->description().traits.movesAgent) {
        CHECK(walker->stats().gaveUp);
    }

    const RunStats& stats = walker->stats();
    if (state == WalkState::ReachedGoal) {
        const std::vector<Coord>& path = walker->path();
        REQUIRE(!path.empty());
        if (walker->description().traits.anyAngle) {
            // Straight segments, not grid moves: checked against the any-angle rules, and never
            // shorter than the straight line from start to goal.
            CHECK(anglePathProblem(grid, context.movement, *walker) == "");
            // The cells it crosses are a walk a unit can take under the movement rule: an agent
            // follows them step by step.
            CHECK(pathProblem(grid, context.movement, path) == "");
            const PathPoint from = centreOf(*grid.start());
            const PathPoint to = centreOf(*grid.goal());
            CHECK(stats.pathCost >= std::hypot(to.x - from.x, to.y - from.y) * (1 - 1e-12));
            if (grid.start() == grid.goal())
                CHECK(path == std::vector<Coord>{*grid.start()});
            return;
        }
        CHECK(pathProblem(grid, context.movement, path) == "");
        // An agent's path is the route its walk found (the walk with its loops erased); its
        // figures are the walk's, revisits included.
        const bool agent = walker->description().traits.movesAgent;
        const std::vector<Coord>& walked = agent ? walker->trail() : path;
        if (agent)
            CHECK(path == loopErased(walked));
        CHECK(stats.pathSteps == walked.size() - 1);
        CHECK(closeTo(stats.pathCost, sumOfStepCosts(grid, context.movement, walked)));
        if (isSearch(walker->name()))
            CHECK(stats.deadEnds == stats.generated - stats.pathSteps);
        // The default heuristic (octile) is admissible under every movement: an optimal walker that
        // reaches the goal, complete or not, reaches it at the least cost.
        if (walker->description().traits.optimal)
            CHECK(closeTo(stats.pathCost, referenceDijkstra(grid, context.movement)));
        if (grid.start() == grid.goal() && mustReachEveryReachableGoal(*walker)) {
            CHECK(path == std::vector<Coord>{*grid.start()});
            CHECK(stats.pathCost == 0.0);
        }
    } else {
        CHECK(walker->path().empty());
        CHECK(std::isinf(stats.pathCost));
    }
}

void runOverEveryMovementAndTieBreak(const WalkerInfo& info, const std::vector<Maze>& mazes) {
    for (const Maze& maze : mazes) {
        const MapGrid grid = buildMaze(maze);
        for (const Movement& movement : allMovementSettings())
            for (TieBreak tieBreak : {TieBreak::LargerG, TieBreak::Fifo, TieBreak::Lifo})
                runAndCheck(RunContext{info, maze, movement, tieBreak}, grid);
    }
}

} // namespace

TEST_CASE("Every walker reaches a reachable goal along a legal path under every movement setting",
          "[walker][matrix]") {
    const std::string name = GENERATE(from_range(registeredWalkerNames()));
    runOverEveryMovementAndTieBreak(walkerInfo(name), kReachableMazes);
}

TEST_CASE("Every walker squeezes diagonally between two walls only where the diagonal rule allows it",
          "[walker][matrix]") {
    const std::string name = GENERATE(from_range(registeredWalkerNames()));
    runOverEveryMovementAndTieBreak(walkerInfo(name), kSqueezeMazes);
}

TEST_CASE("Every walker reports UnableToReachGoal when no path exists", "[walker][matrix]") {
    const std::string name = GENERATE(from_range(registeredWalkerNames()));
    runOverEveryMovementAndTieBreak(walkerInfo(name), kUnreachableMazes);
}

TEST_CASE("The squeeze mazes are reachable exactly when the diagonal rule is Always", "[walker][matrix]") {
    // Guards the matrix itself: the squeeze mazes would test nothing if the reference flood
    // reached their goals under every rule, or under none.
    for (const Maze& maze : kSqueezeMazes) {
        const MapGrid grid = buildMaze(maze);
        for (const Movement& movement : allMovementSettings()) {
            INFO(maze.title << ", " << movementLabel(movement));
            const bool squeezeAllowed =
                movement.neighbours == 8 && movement.diagonalRule == DiagonalRule::Always;
            CHECK(fewestMoves(grid, movement).has_value() == squeezeAllowed);
        }
    }
}

TEST_CASE("The matrix's own path checker rejects every kind of illegal route", "[walker][matrix]") {
    // A checker that accepted everything would make the matrix pass for any walker.
    const MapGrid grid = gridFromAscii({
        "S#.",
        "..#",
        "#3G",
    });
    Movement four;
    four.neighbours = 4;
    Movement always;
    always.diagonalRule = DiagonalRule::Always;
    always.diagonalLength = DiagonalLength::Two;
    Movement notBoth;
    notBoth.diagonalRule = DiagonalRule::NotBothBlocked;
    Movement noCut;
    noCut.diagonalRule = DiagonalRule::NoCornerCutting;

    const std::vector<Coord> orthogonal = {{0, 0}, {0, 1}, {1, 1}, {1, 2}, {2, 2}};
    CHECK(pathProblem(grid, four, orthogonal) == "");
    CHECK(sumOfStepCosts(grid, four, orthogonal) == 1 + 1 + 3 + 1);

    const std::vector<Coord> cornerCut = {{0, 0}, {1, 1}, {2, 2}}; // (0,0)→(1,1) passes the wall (1,0)
    CHECK(pathProblem(grid, always, cornerCut) == "");
    CHECK(sumOfStepCosts(grid, always, cornerCut) == 2.0 + 2.0);
    CHECK(pathProblem(grid, notBoth, cornerCut) == "");
    CHECK(pathProblem(grid, noCut, cornerCut) != "");
    CHECK(pathProblem(grid, four, cornerCut) != "");

    const std::vector<Coord> squeeze = {{0, 0}, {0, 1}, {1, 1}, {2, 0}, {2, 0}}; // (1,1)→(2,0) between walls
    CHECK(stepFault(grid, always, {1, 1}, {2, 0}) == StepFault::None);
    CHECK(stepFault(grid, notBoth, {1, 1}, {2, 0}) == StepFault::Squeezes);
    CHECK(stepFault(grid, noCut, {1, 1}, {2, 0}) == StepFault::CutsCorner);
    CHECK(stepFault(grid, always, {2, 0}, {2, 0}) == StepFault::NotANeighbour);
    CHECK(pathProblem(grid, always, squeeze) != ""); // stands still and ends off the goal

    CHECK(stepFault(grid, always, {0, 0}, {1, 0}) == StepFault::EntersWall);
    CHECK(stepFault(grid, always, {0, 0}, {-1, 0}) == StepFault::EntersWall);
    CHECK(stepFault(grid, always, {1, 0}, {1, 1}) == StepFault::LeavesWall);
    CHECK(stepFault(grid, always, {0, 1}, {2, 1}) == StepFault::NotANeighbour);
    CHECK(stepFault(grid, four, {0, 1}, {1, 2}) == StepFault::DiagonalWithFourNeighbours);
    CHECK(pathProblem(grid, always, {{0, 1}, {1, 2}, {2, 2}}) != ""); // does not start at the start
    CHECK(pathProblem(grid, always, {{0, 0}, {0, 1}, {1, 2}}) != ""); // does not end at the goal
    CHECK(pathProblem(grid, always, {}) != "");
}
