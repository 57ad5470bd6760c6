#include "pathfinder/basics/random.h"
#include "pathfinder/grid/map_grid.h"
#include "pathfinder/registry/walker_registry.h"
#include "pathfinder/search/run.h"
#include "pathfinder/walkers/any_angle/any_angle.h"

#include "core/ascii_grid.h"
#include "core/path_checks.h"
#include "core/reference_dijkstra.h"
#include "core/walker_helpers.h"
#include "support/random_case_count.h"
#include "support/random_map.h"
#include "walkers/hierarchical/hpa_abstraction.h"
#include "walkers/hierarchical/hpa_star.h"

#include <algorithm>
#include <catch2/catch.hpp>
#include <cmath>
#include <set>
#include <string>
#include <tuple>
#include <vector>

using namespace pathfinder;
using namespace pathfinder::testing;

namespace {

using EdgeRow = std::tuple<Coord, Coord, double, bool>;

bool coordLess(Coord a, Coord b) {
    return std::tie(a.y, a.x) < std::tie(b.y, b.x);
}

/// Every transition cell of the abstract map, in row order.
std::vector<Coord> transitionCells(const HpaAbstraction& a, const MapGrid& grid) {
    std::vector<Coord> cells;
    for (std::size_t k = 0; k < a.clusterCount(); ++k)
        for (const std::uint32_t t : a.cluster(k).transitions)
            cells.push_back(grid.coordOf(t));
    std::sort(cells.begin(), cells.end(), coordLess);
    return cells;
}

/// Every edge of the abstract map as (from, to, cost, crossing), sorted.
std::vector<EdgeRow> edgeRows(const HpaAbstraction& a, const MapGrid& grid) {
    std::vector<EdgeRow> rows;
    for (std::size_t k = 0; k < a.clusterCount(); ++k) {
        const auto& cluster = a.cluster(k);
        for (std::size_t i = 0; i < cluster.transitions.size(); ++i)
            a.forEachEdge(k, i, [&](const HpaEdge& e) {
                rows.emplace_back(grid.coordOf(cluster.transitions[i]), grid.coordOf(e.to), e.cost, e.inter);
            });
    }
    std::sort(rows.begin(), rows.end(), [](const EdgeRow& x, const EdgeRow& y) {
        if (std::get<0>(x) != std::get<0>(y))
            return coordLess(std::get<0>(x), std::get<0>(y));
        if (std::get<1>(x) != std::get<1>(y))
            return coordLess(std::get<1>(x), std::get<1>(y));
        return std::get<2>(x) < std::get<2>(y);
    });
    return rows;
}

std::string describeEdges(const std::vector<EdgeRow>& rows) {
    std::string text;
    for (const auto& [from, to, cost, inter] : rows)
        text +=
            coordLabel(from) + "->" + coordLabel(to) + " " + std::to_string(cost) + (inter ? " x\n" : "\n");
    return text;
}

Movement noCornerCutting() {
    return Movement{8, DiagonalRule::NoCornerCutting, DiagonalLength::Sqrt2};
}

} // namespace

TEST_CASE("HPA* is registered as hpastar: weighted, complete, not optimal, with a cluster size",
          "[hpastar]") {
    const WalkerInfo* hpa = findWalker("hpastar");
    REQUIRE(hpa != nullptr);
    CHECK(hpa->displayName == "HPA*");
    CHECK(hpa->traits.weightedCosts);
    CHECK(hpa->traits.complete);
    CHECK_FALSE(hpa->traits.optimal);
    CHECK(hpa->declares(Parameter::ClusterSize));
}

TEST_CASE("HPA*'s abstract map of a small map has the clusters, entrances and transitions worked by hand",
          "[hpastar]") {
    // Two clusters of 6 × 6 side by side; their border runs between columns 5 and 6. Free pairs
    // across it: rows 2 and 3 (an entrance of two, one transition in its middle: row 2) and row 5
    // (an entrance of one). Row 4 is blocked on the left, rows 0 and 1 on the right. (6,3) costs 9.
    const MapGrid grid = gridFromAscii({
        "......#.....",
        "......#.....",
        "............",
        "......9.....",
        ".....#......",
        "............",
    });
    HpaAbstraction a;
    a.build(grid, noCornerCutting(), 6);
    REQUIRE(a.clusterCount() == 2);
    CHECK(a.cluster(1).rect.x0 == 6);
    CHECK(a.cluster(1).rect.width == 6);
    CHECK(transitionCells(a, grid) == std::vector<Coord>{{5, 2}, {6, 2}, {5, 5}, {6, 5}});

    const double r2 = std::sqrt(2.0);
    // Left: (5,2) to (5,5) round the wall at (5,4): a diagonal to (4,3), down to (4,5), right to
    // (5,5); the corner rule forbids (5,3)-(4,4) and (4,4)-(5,5). Right: (6,2) to (6,5) round the
    // costly (6,3): diagonals to (7,3) and back to (6,4), then down, 1 + 2√2 either way.
    const std::vector<EdgeRow> expected = {
        {{5, 2}, {6, 2}, 1.0, true},           {{5, 2}, {5, 5}, 3.0 + r2, false}, {{6, 2}, {5, 2}, 1.0, true},
        {{6, 2}, {6, 5}, 1.0 + 2 * r2, false}, {{5, 5}, {5, 2}, 3.0 + r2, false}, {{5, 5}, {6, 5}, 1.0, true},
        {{6, 5}, {6, 2}, 1.0 + 2 * r2, false}, {{6, 5}, {5, 5}, 1.0, true},
    };
    const std::vector<EdgeRow> got = edgeRows(a, grid);
    INFO(describeEdges(got));
    REQUIRE(got.size() == expected.size());
    for (std::size_t i = 0; i < got.size(); ++i) {
        CHECK(std::get<0>(got[i]) == std::get<0>(expected[i]));
        CHECK(std::get<1>(got[i]) == std::get<1>(expected[i]));
        CHECK(std::get<2>(got[i]) == Approx(std::get<2>(expected[i])));
        CHECK(std::get<3>(got[i]) == std::get<3>(expected[i]));
    }

    SECTION("an entrance of six cells or more has a transition at each end") {
        MapGrid open(12, 6);
        HpaAbstraction b;
        b.build(open, noCornerCutting(), 6);
        CHECK(transitionCells(b, open) == std::vector<Coord>{{5, 0}, {6, 0}, {5, 5}, {6, 5}});
        open.setWall({6, 0}, true); // five pairs left, rows 1 to 5: one transition, row 3
        b.build(open, noCornerCutting(), 6);
        CHECK(transitionCells(b, open) == std::vector<Coord>{{5, 3}, {6, 3}});
    }
    SECTION("a diagonal squeeze across a border is a transition under the Always rule only") {
        // Clusters of 2 × 2: (1,1)-(2,2) is the only way from the top-left cluster to the
        // bottom-right one, between the walls (2,1) and (1,2).
        const MapGrid squeeze = gridFromAscii({
            "S.##",
            "..##",
            "##.G",
            "##..",
        });
        HpaAbstraction b;
        b.build(squeeze, Movement{8, DiagonalRule::Always, DiagonalLength::Sqrt2}, 2);
        CHECK(transitionCells(b, squeeze) == std::vector<Coord>{{1, 1}, {2, 2}});
        b.build(squeeze, Movement{8, DiagonalRule::NotBothBlocked, DiagonalLength::Sqrt2}, 2);
        CHECK(transitionCells(b, squeeze).empty());
    }
}

TEST_CASE("HPA*'s abstract map takes memory by its transitions, not by the map's cells",
          "[hpastar][memory]") {
    // Beside the copy of the step codes (a byte per padded cell), a cluster of T transitions and X
    // crossings may hold its T × T table of float costs, its transitions and their ids (4 bytes
    // each), its crossings as edges and as pairs (16 + 8 bytes), and its record: nothing per cell.
    Random random(0x3E3);
    for (const double density : {0.0, 0.2, 0.4}) {
        RandomMapOptions options;
        options.wallDensity = density;
        const MapGrid grid = randomMap(random, 256, 256, options);
        HpaAbstraction a;
        a.build(grid, noCornerCutting(), 16);
        std::size_t allowed = sizeof(HpaAbstraction) + grid.paddedSize();
        for (std::size_t k = 0; k < a.clusterCount(); ++k) {
            const std::size_t t = a.cluster(k).transitions.size();
            const std::size_t x = a.cluster(k).crossingEdges.size() + a.crossings(k).size();
            allowed += 4 * t * t + 8 * t + 24 * x + sizeof(HpaAbstraction::Cluster) + 24;
        }
        CAPTURE(density, a.bytes(), allowed);
        CHECK(a.bytes() <= allowed);
        CHECK(a.bytes() <= 10 * grid.cellCount());
    }
}

TEST_CASE("HPA* takes the route through the transitions, or the direct one inside a cluster when cheaper",
          "[hpastar]") {
    MapGrid grid = gridFromAscii({
        "S.....#.....",
        "......#.....",
        "............",
        "......9.....",
        ".....#......",
        "...........G",
    });
    HpaStarWalker walker;
    WalkerSettings settings;
    settings.clusterSize = 6;
    walker.setup(grid, settings);
    runToCompletion(walker, iterationLimit(grid));
    REQUIRE(walker.state() == WalkState::ReachedGoal);
    CHECK(pathProblem(grid, settings.movement, walker.path()) == "");
    // The abstract path crosses the border once: start, a transition on either side, goal.
    const std::vector<Coord>& abstractPath = walker.abstractPath();
    REQUIRE(abstractPath.size() == 4);
    CHECK(abstractPath.front() == Coord{0, 0});
    CHECK(abstractPath.back() == Coord{11, 5});
    CHECK(walker.stats().pathCost >= referenceDijkstra(grid, settings.movement) - 1e-9);

    // What the painter draws: two clusters, four transitions, each joined pair once, the path.
    const AbstractMapView* view = walker.abstraction();
    REQUIRE(view != nullptr);
    CHECK(view->clusters.size() == 2);
    CHECK(view->transitions.size() == 4);
    CHECK(view->edges.size() == 4);
    CHECK(view->abstractPath == abstractPath);
    CHECK(view->refining);
    CHECK(createWalker("astar")->abstraction() == nullptr);

    // Start and goal in one cluster: the direct route is an edge of its own.
    grid.setStart(Coord{7, 0});
    walker.reset();
    runToCompletion(walker, iterationLimit(grid));
    REQUIRE(walker.state() == WalkState::ReachedGoal);
    CHECK(walker.abstractPath() == std::vector<Coord>{{7, 0}, {11, 5}});
    CHECK(walker.stats().pathCost == Approx(referenceDijkstra(grid, settings.movement)));
}

TEST_CASE("HPA* finds a legal path exactly when one exists, never cheaper than the optimum, on random maps",
          "[hpastar]") {
    Random random(0x4BA5);
    const std::vector<Movement> movements = allMovementSettings();
    int reached = 0;
    int unreachable = 0;
    double worstRatio = 1.0;
    for (int map = 0; map < 300; ++map) {
        RandomMapOptions options;
        options.maxWallDensity = 0.45;
        options.costShare = map % 3 == 0 ? 0.3 : 0.0;
        options.terrainShare = map % 5 == 1 ? 0.2 : 0.0;
        const int side = map < 150 ? randomBetween(random, 1, 24) : randomBetween(random, 25, 60);
        const MapGrid grid = randomMap(random, side, randomBetween(random, 1, side + 5), options);
        WalkerSettings settings;
        settings.movement = movements[static_cast<std::size_t>(map) % movements.size()];
        settings.clusterSize = static_cast<std::uint64_t>(randomBetween(random, 2, 12));
        HpaStarWalker walker;
        walker.setup(grid, settings);
        const RunResult run = runToCompletion(walker, iterationLimit(grid));
        const double optimum = referenceDijkstra(grid, settings.movement);
        INFO("map " << map << ", cluster size " << settings.clusterSize << ", "
                    << movementLabel(settings.movement) << "\n"
                    << asciiFromGrid(grid, walker.path()));
        REQUIRE(run.state != WalkState::StillLooking);
        if (!std::isfinite(optimum)) {
            CHECK(run.state == WalkState::UnableToReachGoal);
            CHECK(walker.path().empty());
            ++unreachable;
            continue;
        }
        REQUIRE(run.state == WalkState::ReachedGoal);
        CHECK(pathProblem(grid, settings.movement, walker.path()) == "");
        const double cost = sumOfStepCosts(grid, settings.movement, walker.path());
        CHECK(walker.stats().pathCost == Approx(cost));
        CHECK(cost >= optimum - 1e-9);
        if (optimum > 0)
            worstRatio = std::max(worstRatio, cost / optimum);
        ++reached;
    }
    CHECK(reached > 100);
    CHECK(unreachable > 20);
    CHECK(worstRatio > 1.0); // some paths do pay for passing through transitions
}

TEST_CASE("HPA*'s abstract map after edits equals one built from scratch, rebuilding only the clusters "
          "near each edit",
          "[hpastar]") {
    Random random(0xED17);
    for (int map = 0; map < randomCaseCount(12); ++map) {
        RandomMapOptions options;
        options.costShare = 0.2;
        MapGrid grid = randomMap(random, 40, 32, options);
        WalkerSettings settings;
        settings.movement = allMovementSettings()[static_cast<std::size_t>(map) % 10];
        settings.clusterSize = map % 2 == 0 ? 8 : 5;
        HpaStarWalker walker;
        walker.setup(grid, settings);
        const ChangeForwarder forward(grid, walker);
        for (int edit = 0; edit < 30; ++edit) {
            randomEdit(grid, random);
            walker.iterate();
            HpaAbstraction fresh;
            fresh.build(grid, settings.movement, static_cast<int>(settings.clusterSize));
            CAPTURE(map, edit);
            REQUIRE(transitionCells(walker.abstractMap(), grid) == transitionCells(fresh, grid));
            REQUIRE(edgeRows(walker.abstractMap(), grid) == edgeRows(fresh, grid));
        }
    }

    SECTION("one cluster for an edit inside it, two beside a border, four at a corner") {
        MapGrid grid(32, 32);
        grid.setStart(Coord{0, 0});
        grid.setGoal(Coord{31, 31});
        WalkerSettings settings;
        settings.clusterSize = 8;
        HpaStarWalker walker;
        walker.setup(grid, settings);
        CHECK(walker.rebuiltClusters() == 16);
        const ChangeForwarder forward(grid, walker);
        grid.setWall({12, 12}, true);
        CHECK(walker.rebuiltClusters() == 1);
        grid.setWall({15, 12}, true); // next to the border between columns 15 and 16
        CHECK(walker.rebuiltClusters() == 2);
        grid.setWall({16, 12}, true);
        CHECK(walker.rebuiltClusters() == 2);
        grid.setWall({23, 23}, true); // a cluster's corner cell
        CHECK(walker.rebuiltClusters() == 4);
        grid.setGoal(Coord{30, 31}); // no cell changed
        CHECK(walker.rebuiltClusters() == 0);
        grid.setCost({3, 3}, 5);
        CHECK(walker.rebuiltClusters() == 1);
    }
}

TEST_CASE("HPA* with smoothing pulls its path taut: clear segments, no longer than the grid path",
          "[hpastar]") {
    Random random(0x5300);
    int shortened = 0;
    for (int map = 0; map < 80; ++map) {
        RandomMapOptions options;
        options.maxWallDensity = 0.3;
        const MapGrid grid = randomSizedMap(random, 8, 40, options);
        WalkerSettings settings;
        settings.clusterSize = static_cast<std::uint64_t>(randomBetween(random, 3, 10));
        settings.movement.diagonalRule = map % 2 == 0 ? DiagonalRule::NoCornerCutting : DiagonalRule::Always;
        HpaStarWalker plain;
        plain.setup(grid, settings);
        runToCompletion(plain, iterationLimit(grid));
        settings.smoothing = true;
        HpaStarWalker smooth;
        smooth.setup(grid, settings);
        runToCompletion(smooth, iterationLimit(grid));
        CAPTURE(map);
        REQUIRE(smooth.state() == plain.state());
        if (plain.state() != WalkState::ReachedGoal)
            continue;
        const std::vector<PathPoint>& points = smooth.anglePath();
        REQUIRE(!points.empty());
        CHECK(points.front() == centreOf(*grid.start()));
        CHECK(points.back() == centreOf(*grid.goal()));
        CHECK(pathIsClear(grid, settings.movement, points));
        double length = 0.0;
        for (std::size_t i = 1; i < points.size(); ++i)
            length += std::hypot(points[i].x - points[i - 1].x, points[i].y - points[i - 1].y);
        CHECK(smooth.stats().pathCost == Approx(length));
        // Straight lines between centres of the grid path's cells never make it longer, and
        // nothing is shorter than the straight line from start to goal.
        CHECK(length <= sumOfStepCosts(grid, settings.movement, plain.path()) + 1e-9);
        const Coord s = *grid.start();
        const Coord g = *grid.goal();
        CHECK(length >= std::hypot(g.x - s.x, g.y - s.y) - 1e-9);
        shortened += length < plain.stats().pathCost - 1e-9;
    }
    CHECK(shortened > 10);
}
