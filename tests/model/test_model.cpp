// The app's model without a window: comparisons, timings and walks, checked against the core's
// independent reference Dijkstra and hand-counted moves.

#include "pathfinder/generators/maze_generator.h"
#include "pathfinder/registry/walker_registry.h"
#include "pathfinder/search/run.h"

#include "core/reference_shaped.h"
#include "sessions/walk_session.h"
#include "workers/compare_runner.h"
#include "workers/run_timing.h"

#include <algorithm>
#include <catch2/catch.hpp>
#include <chrono>
#include <cmath>
#include <thread>

using namespace pathfinder;
using namespace pathfinder::app;

namespace {

MapGrid rooms(int side, std::uint64_t seed) {
    MazeOptions options;
    options.kind = MazeKind::Rooms;
    options.width = side;
    options.height = side;
    options.seed = seed;
    return generateMaze(options);
}

CompareResult compareAndWait(const MapGrid& grid, const std::vector<std::string>& walkers, int repetitions) {
    CompareRunner runner;
    runner.start(grid, WalkerSettings{}, walkers, repetitions, 50);
    const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(120);
    while (!runner.finished() && std::chrono::steady_clock::now() < deadline)
        std::this_thread::sleep_for(std::chrono::milliseconds(5));
    REQUIRE(runner.finished());
    return runner.take();
}

} // namespace

TEST_CASE("A comparison finds the reference optimum with every optimal walker", "[model][compare]") {
    const MapGrid grid = rooms(48, 5);
    const double optimum = referenceOptimalCost(grid, Movement{});
    REQUIRE(std::isfinite(optimum));
    const CompareResult result = compareAndWait(grid, {"dijkstra", "astar", "jps", "breadth-first"}, 3);
    REQUIRE(result.error.empty());
    CHECK_FALSE(result.cancelled);
    CHECK(result.optimalCost == Approx(optimum).epsilon(1e-12));
    REQUIRE(result.rows.size() == 4);
    for (std::size_t i = 0; i < result.rows.size(); ++i) {
        const CompareRow& row = result.rows[i];
        INFO(row.walker);
        CHECK(row.status == CompareStatus::Reached);
        CHECK(row.runs == 3);
        CHECK(row.minNs <= row.medianNs);
        CHECK(row.medianNs <= row.maxNs);
        if (row.optimal)
            CHECK(row.stats.pathCost == Approx(optimum).epsilon(1e-9));
        else
            CHECK(row.stats.pathCost >= optimum - 1e-9);
        // The footprint kept for drawing says what the row says.
        const SearchView* view = result.walker(row.walker);
        REQUIRE(view != nullptr);
        CHECK(view->outcome() == Outcome::Reached);
        CHECK(view->path().front() == *grid.start());
        CHECK(view->path().back() == *grid.goal());
        CHECK(view->stats().expanded == row.stats.expanded);
    }
    CHECK(toString(CompareStatus::GaveUp) == toString(Outcome::GaveUp));
}

TEST_CASE("A headless timing reports the counters of a plain run", "[model][timing]") {
    const MapGrid grid = rooms(40, 3);
    const std::atomic<bool> stop{false};
    const TimingResult timing = timeHeadless(grid, "astar", WalkerSettings{}, stop);
    REQUIRE(timing.error.empty());
    CHECK_FALSE(timing.stopped);
    CHECK(timing.runs >= 3);
    CHECK(timing.fastestNs <= timing.medianNs);
    CHECK(timing.medianNs <= timing.slowestNs);
    auto walker = createWalker("astar");
    walker->setup(grid, WalkerSettings{});
    const RunResult run = runToCompletion(*walker, defaultBudget(grid));
    CHECK(timing.stats.expanded == run.stats.expanded);
    CHECK(timing.stats.pathCost == run.stats.pathCost);
    CHECK(timing.optimalCost == Approx(referenceOptimalCost(grid, Movement{})).epsilon(1e-12));
}

TEST_CASE("A walk on open ground arrives in as many moves as the larger side of the way", "[model][walk]") {
    // No walls and every cost 1: each move gains one cell on both axes until one is used up, so
    // the fewest moves are max(dx, dy), and a least-cost path takes exactly those.
    MapGrid grid(12, 9);
    grid.setStart(Coord{1, 2});
    grid.setGoal(Coord{10, 7});
    for (const char* algorithm : {"astar", "dstar", "pathjoiner"}) {
        INFO(algorithm);
        RunSettings settings;
        settings.algorithm = algorithm;
        WalkSession walk(grid, settings);
        for (int i = 0; i < 100 && !walk.ended(); ++i)
            walk.step();
        CHECK(walk.state() == WalkSession::State::Arrived);
        CHECK(walk.counters().moves == 9);
        CHECK(walk.position() == Coord{10, 7});
        CHECK(walk.trail().back() == Coord{10, 7});
    }
}

TEST_CASE("A walk keeps to the walls between cells drawn under way and prices hex moves as 1",
          "[model][walk]") {
    // A wall between cells down column 5 (its east sides), open only at the bottom row, is drawn
    // after the first move: every later move must respect it, checked by the independent rules.
    for (const Topology topology : {Topology::Square, Topology::Hex}) {
        for (const char* algorithm : {"astar", "dstar", "pathjoiner"}) {
            INFO(toString(topology) << ", " << algorithm);
            MapGrid grid(12, 9);
            grid.setTopology(topology);
            grid.setStart(Coord{1, 4});
            grid.setGoal(Coord{10, 4});
            RunSettings settings;
            settings.algorithm = algorithm;
            WalkSession walk(grid, settings);
            const auto listener =
                grid.addListener([&](const GridChange& change) { walk.mirror(grid, change); });
            walk.step();
            for (int y = 0; y < 8; ++y)
                for (const Direction d : {Direction::E, Direction::NE, Direction::SE})
                    if (isSideHeading(topology, d, y))
                        grid.setSide({5, y}, d, SideKind::Wall);
            for (int i = 0; i < 200 && !walk.ended(); ++i)
                walk.step();
            grid.removeListener(listener);
            REQUIRE(walk.state() == WalkSession::State::Arrived);
            CHECK(walk.world().side({5, 3}, Direction::E) == SideKind::Wall);
            CHECK(testing::shapedPathProblem(grid, settings.walker.movement, walk.trail()) == "");
            const double walked = testing::shapedPathCost(grid, settings.walker.movement, walk.trail());
            CHECK(walk.counters().walkedCost == Approx(walked).epsilon(1e-12));
            if (topology == Topology::Hex)
                CHECK(walk.counters().walkedCost == Approx(static_cast<double>(walk.counters().moves)));
            // The way round the wall passes the gap in the bottom row.
            CHECK(std::find(walk.trail().begin(), walk.trail().end(), Coord{5, 8}) != walk.trail().end());
        }
    }
}
