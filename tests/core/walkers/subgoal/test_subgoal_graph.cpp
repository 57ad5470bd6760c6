// The subgoal graph: its subgoals and edges on small maps worked by hand, and the walker's costs
// against the reference Dijkstra on random maps, while walls come and go
// between searches, and where it searches as plain A* instead.
#include "pathfinder/basics/random.h"
#include "pathfinder/grid/map_grid.h"
#include "pathfinder/grid/movement.h"
#include "pathfinder/registry/walker_registry.h"
#include "pathfinder/search/run.h"
#include "pathfinder/search/walker.h"

#include "core/ascii_grid.h"
#include "core/path_checks.h"
#include "core/reference_dijkstra.h"
#include "core/walkers/subgoal/subgoal_checks.h"
#include "support/random_map.h"
#include "walkers/subgoal/subgoal_graph.h"
#include "walkers/subgoal/subgoal_walker.h"

#include <algorithm>
#include <catch2/catch.hpp>
#include <cmath>
#include <cstdint>
#include <limits>
#include <memory>
#include <set>
#include <utility>
#include <vector>

using namespace pathfinder;
using namespace pathfinder::testing;

namespace {

constexpr std::uint64_t kSeed = 20130604;

/// A cell as (x, y), which sets order.
using Cell = std::pair<int, int>;
using Edge = std::pair<Cell, Cell>;

Cell cellOf(Coord c) {
    return {c.x, c.y};
}

/// An edge's ends in order.
Edge edge(Cell a, Cell b) {
    return a < b ? Edge{a, b} : Edge{b, a};
}

std::set<Cell> subgoalsOf(const SubgoalGraph& graph) {
    std::set<Cell> cells;
    for (std::uint32_t id = 0; id < graph.subgoalCount(); ++id)
        cells.insert(cellOf(graph.coordOf(graph.cellOf(id))));
    return cells;
}

/// Each edge once.
std::set<Edge> edgesOf(const SubgoalGraph& graph) {
    std::set<Edge> edges;
    for (std::uint32_t id = 0; id < graph.subgoalCount(); ++id)
        graph.forEachEdge(id, [&](std::uint32_t other) {
            edges.insert(
                edge(cellOf(graph.coordOf(graph.cellOf(id))), cellOf(graph.coordOf(graph.cellOf(other)))));
        });
    return edges;
}

bool hasEdge(const SubgoalGraph& graph, Cell a, Cell b) {
    return edgesOf(graph).count(edge(a, b)) == 1;
}

} // namespace

TEST_CASE("Subgoal graph of one block, worked by hand", "[subgoal-graph]") {
    //   x 0123456
    // y 0 .......   The block's four convex corners are the subgoals: (1,1), (4,1), (1,3), (4,3).
    //   1 .......   Each joins the two beside it by a straight run; the diagonal pairs have no path
    //   2 ..##...   of their octile distance (every one crosses the block), so no edge.
    //   3 .......
    //   4 .......
    const MapGrid grid = oneBlockMap();
    SubgoalGraph graph;
    graph.build(grid);
    CHECK(subgoalsOf(graph) == std::set<Cell>{{1, 1}, {4, 1}, {1, 3}, {4, 3}});
    const std::set<Edge> expected = {
        edge({1, 1}, {4, 1}),
        edge({1, 1}, {1, 3}),
        edge({4, 1}, {4, 3}),
        edge({1, 3}, {4, 3}),
    };
    CHECK(edgesOf(graph) == expected);
    CHECK(graph.edgeCount() == 4);
    CHECK(graph.current(grid));
}

TEST_CASE("Subgoal graph of two single walls, worked by hand", "[subgoal-graph]") {
    //   x 012345
    // y 0 ......   Each wall has four corners, all free: (0,0) (2,0) (0,2) (2,2) and (3,3) (5,3)
    //   1 .#....   (3,5) (5,5). The map's border makes none.
    //   2 ......
    //   3 ......
    //   4 ....#.
    //   5 ......
    const MapGrid grid = gridFromAscii({
        "......",
        ".#....",
        "......",
        "......",
        "....#.",
        "......",
    });
    SubgoalGraph graph;
    graph.build(grid);
    CHECK(subgoalsOf(graph) ==
          std::set<Cell>{{0, 0}, {2, 0}, {0, 2}, {2, 2}, {3, 3}, {5, 3}, {3, 5}, {5, 5}});
    // One diagonal step, free on both sides.
    CHECK(hasEdge(graph, {2, 2}, {3, 3}));
    // Straight runs past nothing.
    CHECK(hasEdge(graph, {0, 0}, {2, 0}));
    CHECK(hasEdge(graph, {2, 0}, {2, 2}));
    CHECK(hasEdge(graph, {3, 3}, {5, 3}));
    // The only path of the octile distance is the diagonal through both walls.
    CHECK_FALSE(hasEdge(graph, {0, 0}, {5, 5}));
    // (0,2) to (3,3): a path of the octile distance passes the subgoal (2,2), so the pair is not
    // direct (and the route through (2,2) costs the same).
    CHECK_FALSE(hasEdge(graph, {0, 2}, {3, 3}));
    CHECK(hasEdge(graph, {0, 2}, {2, 2}));
    // (2,0) to (5,3): three diagonal steps, free, past no subgoal.
    CHECK(hasEdge(graph, {2, 0}, {5, 3}));

    // A query from (0,4) to (5,0): the straight-first path of octile cost is free, so the walker
    // takes it without any subgoal between.
    MapGrid query = grid;
    query.setStart(Coord{0, 4});
    query.setGoal(Coord{5, 0});
    SubgoalGraphWalker walker;
    walker.setup(query, WalkerSettings{});
    checkSubgoalOptimal(walker, query, Movement{});
    CHECK(walker.abstractPath() == std::vector<Coord>{{0, 4}, {5, 0}});
}

TEST_CASE("Subgoal graph finds the optimal cost on random maps", "[subgoal-graph]") {
    Random random(kSeed);
    for (int trial = 0; trial < 400; ++trial) {
        RandomMapOptions options;
        options.maxWallDensity = 0.45;
        MapGrid grid = randomSizedMap(random, 1, 48, options);
        if (trial % 10 == 0)
            grid.setGoal(*grid.start()); // start and goal on one cell
        Movement movement;
        if (trial % 3 == 0)
            movement.diagonalLength = DiagonalLength::OnePointFour;
        WalkerSettings settings;
        settings.movement = movement;
        // Half the searches run on where start and goal lie in different regions.
        settings.searchUnreachable = trial % 2 == 0;
        SubgoalGraphWalker walker;
        walker.setup(grid, settings);
        INFO("trial " << trial << ", " << grid.width() << " x " << grid.height());
        CHECK(walker.searchesGraph());
        checkSubgoalOptimal(walker, grid, movement);
        CHECK(walker.stats().expanded <= walker.graph().subgoalCount() + 2);
    }
}

TEST_CASE("Subgoal graph stays optimal while walls come and go between searches", "[subgoal-graph]") {
    // One walker kept across every edit: each reset after an edit builds the graph again, a reset
    // without one keeps it.
    Random random(kSeed + 1);
    MapGrid grid = randomMap(random, 60, 45, subgoalWalls(0.25));
    const std::unique_ptr<MapGridWalker> walker = createWalker("subgoal-graph");
    REQUIRE(walker);
    WalkerSettings settings;
    settings.searchUnreachable = true;
    walker->setup(grid, settings);
    std::uint64_t stamp = grid.cellsStamp();
    for (int round = 0; round < 60; ++round) {
        const bool edit = round % 4 != 3;
        if (edit)
            for (int e = 0; e < 1 + static_cast<int>(random.below(10)); ++e) {
                const Coord c = randomCell(random, grid);
                grid.setWall(c, !grid.isWall(c));
            }
        const Coord start = randomCell(random, grid);
        const Coord goal = randomCell(random, grid);
        grid.setWall(start, false);
        grid.setWall(goal, false);
        grid.setStart(start);
        grid.setGoal(goal);
        if (round % 8 == 5) {
            // A wall drawn in the middle of a search, which goes on over the graph it started with
            // until the reset that follows; the search that is checked runs after it.
            walker->reset();
            for (int i = 0; i < 3 && !walker->finished(); ++i)
                walker->iterate();
            const Coord c = randomCell(random, grid);
            if (c != start && c != goal)
                grid.setWall(c, !grid.isWall(c));
            if (!walker->finished())
                walker->iterate();
            stamp = 0; // the reset above may have built the graph already: only the wall counts now
            if (c == start || c == goal)
                stamp = grid.cellsStamp();
        }
        const bool changed = grid.cellsStamp() != stamp;
        stamp = grid.cellsStamp();
        walker->reset();
        INFO("round " << round << ": " << walker->note());
        CHECK(walker->stats().heuristicBytes > 0);
        // Built again exactly when the cells changed since the last reset.
        CHECK((walker->note().find("at this reset") != std::string::npos) == changed);
        CHECK((walker->note().find("kept") != std::string::npos) == !changed);
        checkSubgoalOptimal(*walker, grid, settings.movement);
    }
    // A fresh walker on the map as it ends up agrees with the kept one.
    SubgoalGraphWalker fresh;
    fresh.setup(grid, settings);
    const auto& kept = dynamic_cast<const SubgoalGraphWalker&>(*walker);
    CHECK(fresh.graph().subgoalCount() == kept.graph().subgoalCount());
    CHECK(fresh.graph().edgeCount() == kept.graph().edgeCount());
}

TEST_CASE("Subgoal graph keeps its graph across resets and builds it again after an edit",
          "[subgoal-graph]") {
    MapGrid grid = gridFromAscii({
        "S.......",
        "..##....",
        "..##..#.",
        ".......G",
    });
    SubgoalGraphWalker walker;
    walker.setup(grid, WalkerSettings{});
    CHECK(walker.note().find("at this reset") != std::string::npos);
    CHECK(walker.stats().heuristicBytes == walker.graph().bytes());
    walker.reset();
    CHECK(walker.note().find("kept") != std::string::npos);
    CHECK(walker.stats().heuristicBuildNs == 0);
    grid.setWall({5, 0}, true);
    walker.reset();
    CHECK(walker.note().find("at this reset") != std::string::npos);
    checkSubgoalOptimal(walker, grid, Movement{});
}

TEST_CASE("Subgoal graph draws its subgoals by level, its simple edges and the path without clusters",
          "[subgoal-graph]") {
    Random random(kSeed + 2);
    MapGrid grid = randomMap(random, 40, 30, subgoalWalls(0.2));
    grid.setWall({0, 0}, false);
    grid.setWall({39, 29}, false);
    grid.setStart(Coord{0, 0});
    grid.setGoal(Coord{39, 29});
    SubgoalGraphWalker walker;
    walker.setup(grid, WalkerSettings{});
    const double reference = referenceDijkstra(grid, Movement{});
    REQUIRE(std::isfinite(reference));
    CHECK(closeTo(subgoalCost(walker, grid), reference));
    const AbstractMapView* view = walker.abstraction();
    REQUIRE(view != nullptr);
    CHECK(view->clusters.empty());
    // The global subgoals, the local ones apart, and each edge of the simple graph once.
    const SubgoalGraph& graph = walker.graph();
    CHECK(view->transitions.size() == graph.globalCount());
    CHECK(view->localTransitions.size() == graph.subgoalCount() - graph.globalCount());
    std::set<Edge> drawn;
    for (const auto& [a, b] : view->edges)
        drawn.insert(edge(cellOf(a), cellOf(b)));
    SubgoalGraph simple;
    simple.build(grid);
    CHECK(drawn == edgesOf(simple));
    CHECK(drawn.size() == view->edges.size());
    for (const Coord c : view->localTransitions)
        CHECK(graph.rankOf(graph.subgoalOf(static_cast<std::size_t>(grid.paddedIndex(c)))) !=
              SubgoalGraph::kGlobal);
    REQUIRE(view->abstractPath.size() >= 2);
    CHECK(view->abstractPath.front() == Coord{0, 0});
    CHECK(view->abstractPath.back() == Coord{39, 29});
    CHECK(view->refining);
    // Every point between the ends is a subgoal, and the path passes through each.
    const std::set<Cell> subgoals = subgoalsOf(walker.graph());
    for (std::size_t i = 1; i + 1 < view->abstractPath.size(); ++i) {
        CHECK(subgoals.count(cellOf(view->abstractPath[i])) == 1);
        CHECK(std::find(walker.path().begin(), walker.path().end(), view->abstractPath[i]) !=
              walker.path().end());
    }
}

TEST_CASE("Subgoal graph searches as plain A* outside its rules, saying so", "[subgoal-graph]") {
    Random random(kSeed + 3);
    for (int trial = 0; trial < 40; ++trial) {
        RandomMapOptions options;
        if (trial % 4 == 0)
            options.costShare = 0.3;
        MapGrid grid = randomSizedMap(random, 5, 30, options);
        Movement movement;
        if (trial % 4 == 1)
            movement.neighbours = 4;
        if (trial % 4 == 2)
            movement.diagonalRule = DiagonalRule::NotBothBlocked;
        if (trial % 4 == 3)
            movement.diagonalLength = DiagonalLength::Two;
        WalkerSettings settings;
        settings.movement = movement;
        SubgoalGraphWalker walker;
        walker.setup(grid, settings);
        const bool costs = grid.greatestEntryCost() != 1.0 || grid.leastEntryCost() != 1.0;
        INFO("trial " << trial << ": " << movementLabel(movement));
        if (trial % 4 != 0 || costs) {
            CHECK_FALSE(walker.searchesGraph());
            CHECK(walker.searchNote().find("fell back to plain A*") != std::string::npos);
            CHECK(walker.abstraction() == nullptr);
        }
        checkSubgoalOptimal(walker, grid, movement);
    }
    // A map with wall sides: plain A* too.
    MapGrid sided = gridFromAscii({"S...", "....", "...G"});
    sided.setSide({1, 1}, Direction::E, SideKind::Wall);
    SubgoalGraphWalker walker;
    walker.setup(sided, WalkerSettings{});
    CHECK_FALSE(walker.searchesGraph());
    CHECK(walker.note().find("sides") != std::string::npos);
    CHECK(walker.refusal().empty());
}
