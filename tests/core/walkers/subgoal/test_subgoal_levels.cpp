// The two levels of the subgoal graph: which subgoals go local on a map worked by hand, edges
// classified by rank, shortcuts unfolded into legal cells of their cost, and queries between
// subgoals against the reference Dijkstra.
#include "pathfinder/basics/random.h"
#include "pathfinder/generators/maze_generator.h"
#include "pathfinder/grid/map_grid.h"
#include "pathfinder/grid/movement.h"

#include "core/ascii_grid.h"
#include "core/path_checks.h"
#include "core/walkers/subgoal/subgoal_checks.h"
#include "support/random_map.h"
#include "walkers/subgoal/subgoal_graph.h"
#include "walkers/subgoal/subgoal_walker.h"

#include <catch2/catch.hpp>
#include <cstdint>
#include <set>
#include <vector>

using namespace pathfinder;
using namespace pathfinder::testing;

TEST_CASE("Two levels of one block, worked by hand", "[subgoal-graph]") {
    // The block's corners in id order: 0 (1,1), 1 (4,1), 2 (1,3), 3 (4,3), a ring of edges 0-1
    // (cost 3), 0-2 (2), 1-3 (2), 2-3 (3). Subgoal 0 goes local without a shortcut: between its
    // global neighbours 1 and 2 the way round by 3 costs 5, as much as through 0. Then each of the
    // others has at most one global neighbour left, no pair to keep, and goes local in turn: every
    // subgoal is local, ranked by its id, and no edge is added.
    const MapGrid grid = oneBlockMap();
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
    Random random(20130605);
    std::size_t locals = 0;
    std::size_t shortcuts = 0;
    for (int trial = 0; trial < 24; ++trial) {
        const int side = 20 + static_cast<int>(random.below(20));
        const MapGrid grid = randomMap(random, side, side, subgoalWalls(0.1 + 0.05 * (trial % 5)));
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
            checkSubgoalOptimal(walker, asked, movement);
        }
    }
    // The maps make both: subgoals gone local, and shortcuts that keep the globals' costs.
    CHECK(locals > 100);
    CHECK(shortcuts > 20);
}

TEST_CASE("Two levels: a subgoal left global is looked at again once its neighbours go local",
          "[subgoal-graph]") {
    // In a maze of one-cell corridors every corner sees few others, but a corner met early, before
    // its neighbours, can have more than eight global ones then; once they go local it has fewer,
    // and it goes local too. Every subgoal of such a maze goes local (the graph is a hierarchy with
    // no global level), and queries between any two cells keep the reference's least cost.
    Random random(20261203);
    for (std::uint64_t seed = 1; seed <= 3; ++seed) {
        MazeOptions options;
        options.kind = MazeKind::RecursiveBacktracker;
        options.width = 129;
        options.height = 129;
        options.seed = seed;
        const MapGrid grid = generateMaze(options);
        SubgoalGraph graph;
        graph.build(grid, SubgoalGraph::kSqrt2Length, true);
        INFO("seed " << seed);
        REQUIRE(graph.subgoalCount() > 1000);
        CHECK(graph.globalCount() == 0);
        const auto freeCell = [&] {
            Coord c = randomCell(random, grid);
            while (grid.isBlocked(c))
                c = randomCell(random, grid);
            return c;
        };
        Movement movement;
        for (int query = 0; query < 8; ++query) {
            MapGrid asked = grid;
            asked.setStart(freeCell());
            asked.setGoal(freeCell());
            WalkerSettings settings;
            settings.movement = movement;
            SubgoalGraphWalker walker;
            walker.setup(asked, settings);
            checkSubgoalOptimal(walker, asked, movement);
        }
    }
}
