// The subgoal graph: its subgoals, edges and levels on small maps worked by hand, its shortcuts
// unfolded, and the walker's costs against the reference Dijkstra on random maps, while walls come and go
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

RandomMapOptions walls(double density) {
    RandomMapOptions options;
    options.wallDensity = density;
    return options;
}

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

double solvedCost(MapGridWalker& walker, const MapGrid& grid) {
    const RunResult result = runToCompletion(walker, iterationLimit(grid));
    return result.state == WalkState::ReachedGoal ? walker.stats().pathCost
                                                  : std::numeric_limits<double>::infinity();
}

/// The walker's cost and path against the reference Dijkstra on the grid as it is.
void checkOptimal(MapGridWalker& walker, const MapGrid& grid, const Movement& movement) {
    const double reference = referenceDijkstra(grid, movement);
    const double cost = solvedCost(walker, grid);
    INFO("reference " << reference << ", subgoal-graph " << cost << "\n"
                      << asciiFromGrid(grid, walker.path()));
    if (std::isfinite(reference)) {
        CHECK(closeTo(cost, reference));
        CHECK(pathProblem(grid, movement, walker.path()) == "");
        CHECK(closeTo(sumOfStepCosts(grid, movement, walker.path()), reference));
    } else {
        CHECK_FALSE(std::isfinite(cost));
    }
}

} // namespace

TEST_CASE("Subgoal graph of one block, worked by hand", "[subgoal-graph]") {
    //   x 0123456
    // y 0 .......   The block's four convex corners are the subgoals: (1,1), (4,1), (1,3), (4,3).
    //   1 .......   Each joins the two beside it by a straight run; the diagonal pairs have no path
    //   2 ..##...   of their octile distance (every one crosses the block), so no edge.
    //   3 .......
    //   4 .......
    const MapGrid grid = gridFromAscii({
        ".......",
        ".......",
        "..##...",
        ".......",
        ".......",
    });
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
    checkOptimal(walker, query, Movement{});
    CHECK(walker.abstractPath() == std::vector<Coord>{{0, 4}, {5, 0}});
}

TEST_CASE("Two levels of one block, worked by hand", "[subgoal-graph]") {
    // The block's corners in id order: 0 (1,1), 1 (4,1), 2 (1,3), 3 (4,3), a ring of edges 0-1
    // (cost 3), 0-2 (2), 1-3 (2), 2-3 (3). Subgoal 0 goes local without a shortcut: between its
    // global neighbours 1 and 2 the way round by 3 costs 5, as much as through 0. Then each of the
    // others has at most one global neighbour left, no pair to keep, and goes local in turn: every
    // subgoal is local, ranked by its id, and no edge is added.
    const MapGrid grid = gridFromAscii({
        ".......",
        ".......",
        "..##...",
        ".......",
        ".......",
    });
    SubgoalGraph graph;
    graph.build(grid, SubgoalGraph::kSqrt2Length, true);
    CHECK(graph.current(grid, SubgoalGraph::kSqrt2Length, true));
    CHECK_FALSE(graph.current(grid));
    REQUIRE(graph.subgoalCount() == 4);
    CHECK(graph.globalCount() == 0);
    CHECK(graph.shortcutCount() == 0);
    CHECK(graph.edgeCount() == 4);
    for (std::uint32_t id = 0; id < 4; ++id)
        CHECK(graph.rankOf(id) == id);
    // Up from 0: both its neighbours; down from 3: both of its.
    std::set<std::uint32_t> up;
    graph.forEachEdgeUp(0, [&](std::uint32_t to, Coord, double) { up.insert(to); });
    CHECK(up == std::set<std::uint32_t>{1, 2});
    std::set<std::uint32_t> down;
    graph.forEachEdgeDown(3, [&](std::uint32_t to, Coord, double) { down.insert(to); });
    CHECK(down == std::set<std::uint32_t>{1, 2});
}

TEST_CASE("Two levels: edges climb or descend by rank, shortcuts cost their unfolded cells, and "
          "every least cost between subgoals stays",
          "[subgoal-graph]") {
    Random random(kSeed + 4);
    std::size_t locals = 0;
    std::size_t shortcuts = 0;
    for (int trial = 0; trial < 24; ++trial) {
        const int side = 20 + static_cast<int>(random.below(20));
        const MapGrid grid = randomMap(random, side, side, walls(0.1 + 0.05 * (trial % 5)));
        const double diagonal = trial % 3 == 0 ? 1.4 : SubgoalGraph::kSqrt2Length;
        Movement movement;
        if (trial % 3 == 0)
            movement.diagonalLength = DiagonalLength::OnePointFour;
        SubgoalGraph graph;
        graph.build(grid, diagonal, true);
        SubgoalGraph simple;
        simple.build(grid, diagonal);
        INFO("trial " << trial);
        REQUIRE(graph.subgoalCount() == simple.subgoalCount());
        CHECK(simple.globalCount() == simple.subgoalCount());
        CHECK(graph.edgeCount() == simple.edgeCount() + graph.shortcutCount());
        locals += graph.subgoalCount() - graph.globalCount();
        shortcuts += graph.shortcutCount();
        for (std::uint32_t id = 0; id < graph.subgoalCount(); ++id) {
            const Coord from = graph.subgoalCoord(id);
            const auto check = [&](std::uint32_t to, Coord at, double cost, bool upward) {
                CHECK(at == graph.subgoalCoord(to));
                if (upward)
                    CHECK(graph.rankOf(to) >= graph.rankOf(id));
                else
                    CHECK(graph.rankOf(to) < graph.rankOf(id));
                std::vector<Coord> cells{from};
                REQUIRE(graph.unfoldEdge(id, to, cells));
                CHECK(cells.back() == at);
                MapGrid leg = grid; // the edge's ends as start and goal, for pathProblem()
                leg.setStart(from);
                leg.setGoal(at);
                CHECK(pathProblem(leg, movement, cells) == "");
                CHECK(closeTo(sumOfStepCosts(grid, movement, cells), cost));
            };
            graph.forEachEdgeUp(id,
                                [&](std::uint32_t to, Coord at, double cost) { check(to, at, cost, true); });
            graph.forEachEdgeDown(
                id, [&](std::uint32_t to, Coord at, double cost) { check(to, at, cost, false); });
        }
        // Queries from subgoal to subgoal, local or global, against the reference.
        const auto count = static_cast<std::uint32_t>(graph.subgoalCount());
        for (int query = 0; count > 0 && query < 12; ++query) {
            MapGrid asked = grid;
            asked.setStart(graph.subgoalCoord(random.below(count)));
            asked.setGoal(graph.subgoalCoord(random.below(count)));
            WalkerSettings settings;
            settings.movement = movement;
            settings.searchUnreachable = true;
            SubgoalGraphWalker walker;
            walker.setup(asked, settings);
            checkOptimal(walker, asked, movement);
        }
    }
    // The maps make both: subgoals gone local, and shortcuts that keep the globals' costs.
    CHECK(locals > 100);
    CHECK(shortcuts > 20);
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
        checkOptimal(walker, grid, movement);
        CHECK(walker.stats().expanded <= walker.graph().subgoalCount() + 2);
    }
}

TEST_CASE("Subgoal graph stays optimal while walls come and go between searches", "[subgoal-graph]") {
    // One walker kept across every edit: each reset after an edit builds the graph again, a reset
    // without one keeps it.
    Random random(kSeed + 1);
    MapGrid grid = randomMap(random, 60, 45, walls(0.25));
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
        checkOptimal(*walker, grid, settings.movement);
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
    checkOptimal(walker, grid, Movement{});
}

TEST_CASE("Subgoal graph draws its subgoals, edges and path without clusters", "[subgoal-graph]") {
    Random random(kSeed + 2);
    MapGrid grid = randomMap(random, 40, 30, walls(0.2));
    grid.setWall({0, 0}, false);
    grid.setWall({39, 29}, false);
    grid.setStart(Coord{0, 0});
    grid.setGoal(Coord{39, 29});
    SubgoalGraphWalker walker;
    walker.setup(grid, WalkerSettings{});
    const double reference = referenceDijkstra(grid, Movement{});
    REQUIRE(std::isfinite(reference));
    CHECK(closeTo(solvedCost(walker, grid), reference));
    const AbstractMapView* view = walker.abstraction();
    REQUIRE(view != nullptr);
    CHECK(view->clusters.empty());
    CHECK(view->transitions.size() == walker.graph().subgoalCount());
    CHECK(view->edges.size() == walker.graph().edgeCount());
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
        checkOptimal(walker, grid, movement);
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
