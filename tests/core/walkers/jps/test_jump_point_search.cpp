#include "pathfinder/basics/random.h"
#include "pathfinder/grid/map_grid.h"
#include "pathfinder/grid/movement.h"
#include "pathfinder/registry/walker_registry.h"
#include "pathfinder/search/run.h"
#include "pathfinder/search/walker.h"

#include "core/ascii_grid.h"
#include "core/jps_checks.h"
#include "core/path_checks.h"
#include "core/reference_dijkstra.h"
#include "support/random_case_count.h"
#include "support/random_map.h"
#include "walkers/jps/jump_point_search.h"

#include <catch2/catch.hpp>
#include <cmath>
#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

using namespace pathfinder;
using namespace pathfinder::testing;

namespace {

const int kUniformGridCount = randomCaseCount(320);
const int kFallbackGridCount = randomCaseCount(120);
constexpr std::uint64_t kSeed = 20110807;

/// A seeded random grid: sides 1–128 (a third of them at most 16, where corner cases are dense),
/// walls 0–45%, start and goal on random cells (now and then the same cell, or a wall).
MapGrid randomGrid(Random& rng, int index, bool weighted) {
    int width = 1;
    int height = 1;
    if (index % 40 == 20) {
        width = height = 128;
    } else if (index % 40 != 0) {
        const std::uint32_t maxSide = index % 3 == 0 ? 16 : 128;
        width = 1 + static_cast<int>(rng.below(maxSide));
        height = 1 + static_cast<int>(rng.below(maxSide));
    }
    RandomMapOptions options;
    options.maxWallDensity = 0.45;
    options.costShare = weighted ? 1.0 / 3 : 0.0;
    options.minCost = 2;
    options.ends = RandomMapOptions::Ends::Anywhere;
    MapGrid grid = randomMap(rng, width, height, options);
    if (rng.below(20) == 0)
        grid.setGoal(grid.start());
    return grid;
}

std::uint64_t expandedBy(std::string_view name, const MapGrid& grid) {
    auto walker = createWalker(name);
    walker->setup(grid, WalkerSettings{});
    REQUIRE(runToCompletion(*walker, iterationLimit(grid)).state == WalkState::ReachedGoal);
    return walker->stats().expanded;
}

} // namespace

TEST_CASE("Jump Point Search is registered as jps: optimal, jumping with the octile heuristic",
          "[search][jps]") {
    const WalkerInfo* jps = findWalker("jps");
    REQUIRE(jps != nullptr);
    CHECK(jps->displayName == "Jump Point Search");
    CHECK(jps->traits.optimal);
    CHECK_FALSE(jps->declares(Parameter::Heuristic));
    CHECK_FALSE(jps->traits.weightedCosts);
}

TEST_CASE("Jump Point Search's jumps match the reference Dijkstra's cost on random uniform-cost grids",
          "[search][jps][optimality]") {
    // Every movement setting: 4 neighbours, and 8 under each diagonal rule with each diagonal length.
    Random rng(kSeed);
    const std::vector<Movement> movements = allMovementSettings();
    REQUIRE(movements.size() == 10);
    const TieBreak tieBreaks[] = {TieBreak::LargerG, TieBreak::Fifo, TieBreak::Lifo};
    int reached = 0;
    for (int i = 0; i < kUniformGridCount; ++i) {
        const MapGrid grid = randomGrid(rng, i, false);
        for (std::size_t m = 0; m < movements.size(); ++m) {
            const TieBreak tieBreak = tieBreaks[(static_cast<std::size_t>(i) + m) % 3];
            INFO("uniform grid #" << i << ", " << grid.width() << "x" << grid.height() << ", tie-break "
                                  << toString(tieBreak));
            const JpsRun run = runJps(grid, movements[m], tieBreak);
            checkAgainstReference(grid, movements[m], run);
            CHECK(run.stayedJumping); // uniform costs never send it to the fallback
            reached += run.state == WalkState::ReachedGoal ? 1 : 0;
        }
    }
    CHECK(reached >= kUniformGridCount); // the grids are not all trivial or walled off
}

TEST_CASE(
    "Jump Point Search falls back to plain A* without jumps, still optimal, on maps with entry costs 1-9",
    "[search][jps][optimality]") {
    Random rng(kSeed + 1);
    const std::vector<Movement> movements = allMovementSettings();
    int fellBack = 0;
    for (int i = 0; i < kFallbackGridCount; ++i) {
        const MapGrid grid = randomGrid(rng, i, true);
        const Movement& movement = movements[static_cast<std::size_t>(i) % movements.size()];
        INFO("weighted grid #" << i << ", " << grid.width() << "x" << grid.height());
        const JpsRun run = runJps(grid, movement);
        checkAgainstReference(grid, movement, run);
        fellBack += run.stayedJumping ? 0 : 1;
    }
    CHECK(fellBack >= kFallbackGridCount / 2);
}

TEST_CASE("Jump Point Search starts over as plain A* when a jump meets a dearer cell", "[search][jps]") {
    // The first jump east meets a 9 at once. Along the top row the route would cost 5 x 9 + 1;
    // the cheap one dips into the bottom row (2 diagonals and 4 straight steps).
    const MapGrid grid = gridFromAscii({
        "S99999G",
        ".......",
    });
    const Movement movement = eightNeighbours(DiagonalRule::NoCornerCutting);
    const JpsRun run = runJps(grid, movement);
    checkAgainstReference(grid, movement, run);
    CHECK_FALSE(run.stayedJumping);
    CHECK(closeTo(run.stats.pathCost, 4.0 + 2.0 * std::sqrt(2.0)));
}

TEST_CASE(
    "Jump Point Search expands a jump point again for a second heading that reaches it at the same cost",
    "[search][jps]") {
    // With diagonal length 2 a diagonal costs as much as its two straight legs, so many routes tie.
    // Under first-in-first-out tie-breaking a jump point here is closed after being reached by one
    // heading, then reached at the same cost by another whose successors the first one prunes;
    // expanding it for the first heading only loses every route to the goal.
    const MapGrid grid = gridFromAscii({
        "S......",
        ".......",
        ".......",
        ".......",
        ".#.....",
        ".....#.",
        ".......",
        "..#....",
        "....#G.",
    });
    const Movement movement = eightNeighbours(DiagonalRule::NotBothBlocked, DiagonalLength::Two);
    for (TieBreak tieBreak : {TieBreak::LargerG, TieBreak::Fifo, TieBreak::Lifo}) {
        INFO("tie-break " << toString(tieBreak));
        const JpsRun run = runJps(grid, movement, tieBreak);
        checkAgainstReference(grid, movement, run);
        CHECK(run.stats.pathCost == 13.0);
        if (tieBreak == TieBreak::Fifo)
            CHECK(run.stats.reexpanded >= 1);
    }
}

TEST_CASE("Jump Point Search jumps straight from the start to a goal in line with it on an open field",
          "[search][jps]") {
    const MapGrid grid = gridFromAscii({
        "S.......G",
        ".........",
        ".........",
    });
    for (DiagonalRule rule : {DiagonalRule::NoCornerCutting, DiagonalRule::NotBothBlocked}) {
        INFO(toString(rule));
        JumpPointSearchWalker walker;
        WalkerSettings settings;
        settings.movement = eightNeighbours(rule);
        walker.setup(grid, settings);
        // The eastward jump from the start runs into the goal; every other jump meets the border.
        CHECK(expansionOrder(walker) == std::vector<Coord>{{0, 0}, {8, 0}});
        CHECK(walker.state() == WalkState::ReachedGoal);
        CHECK(walker.stats().generated == 1);
        CHECK(walker.path().size() == 9);
        CHECK(walker.stats().pathCost == 8.0);
    }
}

TEST_CASE("Jump Point Search stops at the cells the wall's forced neighbours make jump points",
          "[search][jps]") {
    //   x 0123456
    // y 0 ...#...
    //   1 S..#..G      the wall bars the direct row; every least-cost route dips
    //   2 .......      into row 2 and costs 4 + 2√2
    const MapGrid grid = gridFromAscii({
        "...#...",
        "S..#..G",
        ".......",
    });
    const double root2 = std::sqrt(2.0);
    JumpPointSearchWalker walker;
    WalkerSettings settings;

    SECTION("no corner cutting") {
        // With the improved pruning (Harabor & Grastien 2014) cells on a diagonal are not jump
        // points; what the runs from them find is generated as a successor of the diagonal's origin.
        // The start (every heading): the runs N, E and S meet the wall or the border without a
        // forced neighbour, NE's one cell (1,0) finds nothing along row 0 or column 1, SW, W and NW
        // meet the border at once. SE: from its first cell (1,2) the run east passes (2,2) and
        // (3,2) and stops at (4,2), where the wall ends above the row ((4,1) free beside the walled
        // (3,1)); column 1 ends at the border, and so does the diagonal. So (4,2) is the start's
        // only successor, 1 + 3 steps away: g = √2 + 3, heading east, parent the start; (1,2) is
        // never generated. (4,2), heading east, jumps E (the border), N past (4,1) and (4,0)
        // (nothing forced) and NE, forced by (4,1): from (5,1) the run east meets the goal a step
        // on, so the goal is (4,2)'s successor, g = 4 + 2√2; from (6,0) nothing. 2 nodes generated.
        settings.movement = eightNeighbours(DiagonalRule::NoCornerCutting);
        walker.setup(grid, settings);
        CHECK(expansionOrder(walker) == std::vector<Coord>{{0, 1}, {4, 2}, {6, 1}});
        CHECK(walker.path() == std::vector<Coord>{{0, 1}, {1, 2}, {2, 2}, {3, 2}, {4, 2}, {5, 1}, {6, 1}});
        CHECK(walker.stats().generated == 2);

        const CellView jumpPoint = walker.cellState({4, 2});
        CHECK(jumpPoint.visit == CellVisit::Closed);
        CHECK(jumpPoint.parent == Coord{0, 1});
        CHECK(jumpPoint.g == Approx(root2 + 3.0));
        CHECK(jumpPoint.h == Approx(1.0 + root2));
        CHECK(jumpPoint.f == Approx(4.0 + 2.0 * root2));
        CHECK(walker.cellState({6, 1}).parent == Coord{4, 2});
        CHECK(walker.cellState({1, 2}).visit == CellVisit::Unseen); // on the diagonal
        CHECK(walker.cellState({2, 2}).visit == CellVisit::Unseen); // passed over by a jump
    }
    SECTION("not both blocked (corner cutting past one wall)") {
        // The eastward sub-jump from (1,2) stops at (3,2): the wall above it ends at (3,1) with (4,1)
        // free, so (4,1) is forced. (3,2) cuts the corner north-east to (4,1), which sees the goal.
        settings.movement = eightNeighbours(DiagonalRule::NotBothBlocked);
        walker.setup(grid, settings);
        CHECK(expansionOrder(walker) == std::vector<Coord>{{0, 1}, {1, 2}, {3, 2}, {4, 1}, {6, 1}});
        CHECK(walker.path() == std::vector<Coord>{{0, 1}, {1, 2}, {2, 2}, {3, 2}, {4, 1}, {5, 1}, {6, 1}});
        CHECK(walker.stats().generated == 4);
        CHECK(walker.cellState({3, 2}).parent == Coord{1, 2});
    }
    CHECK(walker.stats().pathCost == Approx(4.0 + 2.0 * root2));
    CHECK(walker.openSize() == 0);
}

TEST_CASE("Jump Point Search expands far fewer jump points than A* expands cells on an open 64x64 field",
          "[search][jps]") {
    MapGrid grid(64, 64);
    grid.setStart(Coord{5, 10});
    grid.setGoal(Coord{60, 50});
    const std::uint64_t jps = expandedBy("jps", grid);
    const std::uint64_t astar = expandedBy("astar", grid);
    INFO("jps expanded " << jps << ", A* expanded " << astar);
    // The start and the goal: the start's south-east diagonal reaches the goal's row at (45,50),
    // and the run east from there finds the goal, which is the start's successor. No other run
    // meets a forced neighbour on the open field.
    CHECK(jps == 2);
    CHECK(astar >= 10 * jps);
}
