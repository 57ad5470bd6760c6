// The open list's container as a setting of Breadth-First, Best-First, Dijkstra and A*: every
// container expands the same cells in the same order as the four-ary heap, and Dijkstra's and A*'s
// paths cost what the reference Dijkstra finds.

#include "pathfinder/basics/enum_names.h"
#include "pathfinder/basics/random.h"
#include "pathfinder/grid/map_grid.h"
#include "pathfinder/registry/walker_registry.h"
#include "pathfinder/search/run.h"
#include "pathfinder/search/walker.h"

#include "core/path_checks.h"
#include "core/reference_dijkstra.h"
#include "support/random_map.h"

#include <algorithm>
#include <catch2/catch.hpp>
#include <cmath>
#include <memory>
#include <string>
#include <vector>

using namespace pathfinder;
using namespace pathfinder::testing;

namespace {

/// Records the cells of the Expanding events, in order.
struct ExpansionOrder : SearchListener {
    std::vector<Coord> cells;
    void onSearchEvent(const SearchEvent& event) override {
        if (event.kind == SearchEventKind::Expanding)
            cells.push_back(event.cell);
    }
};

struct Expansions {
    std::vector<Coord> expanded;  ///< with a listener
    std::vector<Coord> path;      ///< with a listener
    std::vector<Coord> quietPath; ///< without one, as the CLI and the benchmarks run
    std::uint64_t quietExpanded = 0;
    bool reached = false;
};

Expansions search(const std::string& name, const MapGrid& grid, WalkerSettings settings, OpenListKind kind) {
    settings.openList = kind;
    Expansions outcome;
    auto walker = createWalker(name);
    REQUIRE(walker != nullptr);
    ExpansionOrder order;
    walker->setListener(&order);
    walker->setup(grid, settings);
    runToCompletion(*walker, iterationLimit(grid));
    REQUIRE(walker->finished());
    outcome.expanded = order.cells;
    outcome.path = walker->path();
    outcome.reached = walker->state() == WalkState::ReachedGoal;
    walker->setListener(nullptr);
    walker->setup(grid, settings); // the same walker again: its containers start afresh
    runToCompletion(*walker, iterationLimit(grid));
    outcome.quietPath = walker->path();
    outcome.quietExpanded = walker->stats().expanded;
    return outcome;
}

const std::vector<OpenListKind> kOtherContainers = {OpenListKind::BinaryHeap, OpenListKind::SortedArray,
                                                    OpenListKind::UnsortedList, OpenListKind::Buckets};

} // namespace

TEST_CASE("Every open-list container expands the cells the four-ary heap expands, in its order",
          "[classic][openlist]") {
    const std::string name = GENERATE("breadth-first", "best-first", "dijkstra", "astar");
    const std::vector<Movement> movements = allMovementSettings();
    Random random(0x0be71157u + name.size());
    for (int trial = 0; trial < 40; ++trial) {
        RandomMapOptions options;
        options.costShare = trial % 3 == 0 ? 0.3 : 0.0;
        options.terrainShare = trial % 3 == 1 ? 0.3 : 0.0;
        options.minCost = trial % 2 == 0 ? 1 : 3; // costs of at least 3 give keys far above 1 unit
        MapGrid grid = randomSizedMap(random, 6, 22, options);
        WalkerSettings settings;
        settings.movement = movements[static_cast<std::size_t>(trial) % movements.size()];
        settings.tieBreak = allValues<TieBreak>()[random.below(3)];
        const std::vector<HeuristicKind> heuristics = {HeuristicKind::Octile, HeuristicKind::Manhattan,
                                                       HeuristicKind::Euclidean};
        settings.heuristic = heuristics[random.below(3)];
        settings.terrainEstimate =
            random.below(2) == 0 ? TerrainEstimate::LeastFactor : TerrainEstimate::CellFactor;
        settings.weight = std::vector<double>{1.0, 1.0, 0.5, 1.5, 3.0}[random.below(5)];
        if (trial % 7 == 0) { // the goal walled in: each container empties its list the same way
            const Coord goal = *grid.goal();
            for (int dy = -1; dy <= 1; ++dy)
                for (int dx = -1; dx <= 1; ++dx)
                    if ((dx != 0 || dy != 0) && grid.inBounds({goal.x + dx, goal.y + dy}) &&
                        Coord{goal.x + dx, goal.y + dy} != *grid.start())
                        grid.setWall({goal.x + dx, goal.y + dy}, true);
            settings.searchUnreachable = true;
        }
        INFO(name << ", trial " << trial << ", " << movementLabel(settings.movement) << ", tie-break "
                  << toString(settings.tieBreak) << ", heuristic " << toString(settings.heuristic)
                  << ", weight " << settings.weight);
        const Expansions heap = search(name, grid, settings, OpenListKind::FourAryHeap);
        for (const OpenListKind kind : kOtherContainers) {
            INFO("container " << toString(kind));
            const Expansions other = search(name, grid, settings, kind);
            REQUIRE(other.expanded == heap.expanded);
            CHECK(other.path == heap.path);
            CHECK(other.quietPath == heap.quietPath);
            CHECK(other.quietExpanded == heap.expanded.size());
        }
        const bool optimal = name == "dijkstra" || (name == "astar" && settings.weight <= 1.0 &&
                                                    settings.heuristic == HeuristicKind::Octile &&
                                                    settings.terrainEstimate == TerrainEstimate::LeastFactor);
        const double reference = referenceDijkstra(grid, settings.movement);
        CHECK(heap.reached == std::isfinite(reference));
        if (optimal && heap.reached) {
            for (const OpenListKind kind : kOtherContainers) {
                const Expansions other = search(name, grid, settings, kind);
                CHECK(closeTo(sumOfStepCosts(grid, settings.movement, other.path), reference));
            }
        }
    }
}

TEST_CASE("The walkers on the best-first engine declare the open list's container", "[classic][openlist]") {
    for (const char* name : {"breadth-first", "best-first", "dijkstra", "astar"}) {
        const auto walker = createWalker(name);
        const auto& parameters = walker->description().parameters;
        CHECK(std::find(parameters.begin(), parameters.end(), Parameter::OpenList) != parameters.end());
    }
}
