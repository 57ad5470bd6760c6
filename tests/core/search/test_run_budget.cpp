// Runs end as gave-up when they spend their budget, settings are checked where they enter, and
// every output names outcomes with one vocabulary.

#include "pathfinder/generators/maze_generator.h"
#include "pathfinder/grid/map_grid.h"
#include "pathfinder/registry/walker_registry.h"
#include "pathfinder/search/run.h"
#include "pathfinder/search/walker.h"

#include <catch2/catch.hpp>
#include <cmath>
#include <limits>
#include <stdexcept>

using namespace pathfinder;

TEST_CASE("Outcomes have one name each", "[run][outcome]") {
    CHECK(toString(Outcome::Searching) == "searching");
    CHECK(toString(Outcome::Reached) == "reached");
    CHECK(toString(Outcome::Unreachable) == "unreachable");
    CHECK(toString(Outcome::GaveUp) == "gave-up");
}

TEST_CASE("A walker's outcome tells giving up from proving the goal unreachable", "[run][outcome]") {
    MapGrid sealed(5, 5);
    for (const Coord c : {Coord{3, 2}, Coord{2, 3}, Coord{4, 3}, Coord{3, 4}, Coord{2, 2}, Coord{4, 2},
                          Coord{2, 4}, Coord{4, 4}})
        sealed.setWall(c, true);
    sealed.setStart(Coord{0, 0});
    sealed.setGoal(Coord{3, 3});
    // Shown by a search over every cell it can reach...
    WalkerSettings searching;
    searching.searchUnreachable = true;
    auto astar = createWalker("astar");
    astar->setup(sealed, searching);
    CHECK(astar->outcome() == Outcome::Searching);
    runToCompletion(*astar, iterationLimit(sealed));
    CHECK(astar->outcome() == Outcome::Unreachable);
    CHECK(astar->stats().expanded == 25 - 8 - 1);
    // ... or at once, by the map's connected regions.
    astar->setup(sealed, WalkerSettings{});
    CHECK(astar->outcome() == Outcome::Unreachable);
    CHECK(astar->stats().expanded == 0);

    WalkerSettings few;
    few.maxSteps = 50;
    auto bounce = createWalker("random-bounce");
    bounce->setup(sealed, few);
    runToCompletion(*bounce, iterationLimit(sealed));
    CHECK(bounce->outcome() == Outcome::GaveUp);
}

TEST_CASE("A run that spends its budget ends as gave-up and is not repeated", "[run][budget]") {
    const MapGrid grid = generateMaze(MazeOptions{MazeKind::Open, 40, 40, 1, 0.0});
    auto dfs = createWalker("depth-first");
    dfs->setup(grid, WalkerSettings{});
    CHECK(runToCompletion(*dfs, 100).state == WalkState::UnableToReachGoal);
    CHECK(dfs->outcome() == Outcome::GaveUp);
    CHECK(dfs->stats().iterations == 100);
    CHECK(std::isinf(dfs->stats().pathCost));

    const RunResult spent = runRepeatedly(*dfs, 100, 5);
    CHECK(spent.runs == 1);
    CHECK(dfs->outcome() == Outcome::GaveUp);

    auto astar = createWalker("astar");
    astar->setup(grid, WalkerSettings{});
    const RunResult enough = runRepeatedly(*astar, defaultBudget(grid), 5);
    CHECK(enough.runs == 5);
    CHECK(astar->outcome() == Outcome::Reached);
}

TEST_CASE("A cancelled run is left searching, not given up", "[run][budget]") {
    const MapGrid grid = generateMaze(MazeOptions{MazeKind::Open, 40, 40, 1, 0.0});
    auto dijkstra = createWalker("dijkstra");
    dijkstra->setup(grid, WalkerSettings{});
    const std::atomic<bool> stop{true};
    CHECK(runToCompletion(*dijkstra, 10, &stop).state == WalkState::StillLooking);
    CHECK(dijkstra->outcome() == Outcome::Searching);
}

TEST_CASE("Budgets are N iterations or N times the map's cells", "[run][budget]") {
    const MapGrid grid(30, 20);
    CHECK(defaultBudget(grid) == 50 * 600);
    CHECK(defaultBudget(MapGrid(3, 3)) == 10000);
    CHECK(parseBudget("1234", grid) == 1234u);
    CHECK(parseBudget("2x", grid) == 1200u);
    CHECK(parseBudget("7X", grid) == 4200u);
    for (const char* bad : {"", "0", "0x", "x", "-5", "1.5", "12y", "99999999999999999999"})
        CHECK_FALSE(parseBudget(bad, grid).has_value());
    CHECK(parseBudget("99999999999999999x", grid) == std::numeric_limits<std::uint64_t>::max());
}

TEST_CASE("Settings a walker cannot use are refused where they enter", "[run][settings]") {
    WalkerSettings settings;
    CHECK_FALSE(settingsProblem(settings).has_value());
    for (const double bad : {std::nan(""), std::numeric_limits<double>::infinity(), -1.0, 2e6}) {
        settings.weight = bad;
        REQUIRE(settingsProblem(settings).has_value());
        CHECK_THAT(*settingsProblem(settings),
                   Catch::StartsWith("the weight must be a number from 0 to 1000000"));
        auto astar = createWalker("astar");
        CHECK_THROWS_AS(astar->setup(MapGrid(3, 3), settings), std::invalid_argument);
    }
    settings.weight = 0.0;
    CHECK_FALSE(settingsProblem(settings).has_value());
}

TEST_CASE("Only the walkers that weigh the heuristic say they use the weight", "[run][settings]") {
    for (const WalkerInfo& info : walkerRegistry()) {
        INFO(info.name);
        const bool weighs =
            info.name == "astar" || info.name == "pathjoiner" || info.name == "bidirectional-astar";
        CHECK(info.declares(Parameter::Weight) == weighs);
    }
    // Best-First ranks by h alone: w·h orders the open list exactly as h does.
    CHECK(findWalker("best-first")->declares(Parameter::Heuristic));
}

TEST_CASE("Jump Point Search says when it searched as plain A*", "[run][jps]") {
    MapGrid grid(10, 10);
    grid.setStart(Coord{0, 0});
    grid.setGoal(Coord{9, 9});
    auto jps = createWalker("jps");
    WalkerSettings settings;
    jps->setup(grid, settings);
    runToCompletion(*jps, iterationLimit(grid));
    CHECK(jps->note().empty());

    // It jumps under every movement: corner cutting between two walls, and 4 neighbours.
    settings.movement.diagonalRule = DiagonalRule::Always;
    jps->setup(grid, settings);
    CHECK(runToCompletion(*jps, iterationLimit(grid)).state == WalkState::ReachedGoal);
    CHECK(jps->note().empty());
    CHECK(jps->stats().expanded == 2); // the start's diagonal runs into the goal

    settings.movement.neighbours = 4;
    jps->setup(grid, settings);
    CHECK(runToCompletion(*jps, iterationLimit(grid)).state == WalkState::ReachedGoal);
    CHECK(jps->note().empty());
    CHECK(jps->stats().pathCost == 18.0);
    CHECK(jps->stats().expanded == 2); // the start's run east finds the goal down the last column

    settings.movement = Movement{};
    grid.setCost({5, 5}, 3);
    jps->setup(grid, settings);
    runToCompletion(*jps, iterationLimit(grid));
    CHECK(jps->note() == "fell back to plain A* (cells cost other than 1: entry costs or terrain)");
}

TEST_CASE("Generated maps are named after what made them", "[run][generate]") {
    MazeOptions rooms;
    rooms.kind = MazeKind::Rooms;
    rooms.width = 512;
    rooms.height = 512;
    rooms.seed = 7;
    CHECK(mazeName(rooms) == "Rooms 512\xc3\x97"
                             "512, seed 7");
    MazeOptions random{MazeKind::RandomWalls, 64, 32, 3, 0.25};
    CHECK(mazeName(random) == "Random walls 64\xc3\x97"
                              "32, 25 % walls, seed 3");
}
