// JPS+: the jump table against hand-worked distances and a brute force that steps cell by cell, kept
// up to date through many random edits, and the walker's costs against the reference Dijkstra under
// every movement, on random maps and while walls come and go.
#include "pathfinder/basics/random.h"
#include "pathfinder/grid/map_grid.h"
#include "pathfinder/grid/movement.h"
#include "pathfinder/registry/walker_registry.h"
#include "pathfinder/search/run.h"
#include "pathfinder/search/walker.h"

#include "core/ascii_grid.h"
#include "core/path_checks.h"
#include "walkers/jps/jump_point_search.h"
#include "walkers/jps/jump_table.h"

#include <catch2/catch.hpp>
#include <cmath>
#include <cstdint>
#include <memory>
#include <vector>

using namespace pathfinder;
using namespace pathfinder::testing;

namespace {

constexpr std::uint64_t kSeed = 20140621;

const Coord kSteps[4] = {{0, -1}, {1, 0}, {0, 1}, {-1, 0}}; // N E S W, the table's order

/// The table's distance from `c` in heading N, E, S or W (0–3), by stepping one cell at a time: the
/// steps to the first cell with a free side cell whose side cell one step back is blocked, or minus
/// the free cells passed before a blocked one.
int bruteDistance(const MapGrid& grid, Coord c, int heading) {
    const Coord step = kSteps[heading];
    const Coord side{step.y, step.x}; // either side: +side and -side
    for (int k = 1;; ++k) {
        const Coord at{c.x + k * step.x, c.y + k * step.y};
        if (grid.isBlocked(at))
            return -(k - 1);
        for (const int s : {1, -1}) {
            const Coord sideCell{at.x + s * side.x, at.y + s * side.y};
            const Coord sideBack{sideCell.x - step.x, sideCell.y - step.y};
            if (!grid.isBlocked(sideCell) && grid.isBlocked(sideBack))
                return k;
        }
    }
}

int tableDistance(const JumpTable& table, const MapGrid& grid, Coord c, int heading) {
    return table.distance(grid.paddedIndex(c), static_cast<unsigned>(2 * heading));
}

const Coord kDiagonalSteps[4] = {{1, -1}, {1, 1}, {-1, 1}, {-1, -1}}; // NE SE SW NW, the table's order

/// The table's diagonal distance from `c` in heading NE, SE, SW or NW (0–3), by stepping one cell at
/// a time without cutting corners: the steps to the first cell from which a straight run along the
/// diagonal's row or column component finds a jump point (bruteDistance() > 0), or minus the steps
/// taken before a blocked cell or a blocked side cell stops the run.
int bruteDiagonal(const MapGrid& grid, Coord c, int diagonal) {
    const Coord step = kDiagonalSteps[diagonal];
    const int alongRow = step.x > 0 ? 1 : 3;    // E or W
    const int alongColumn = step.y > 0 ? 2 : 0; // S or N
    for (int k = 1;; ++k) {
        const Coord back{c.x + (k - 1) * step.x, c.y + (k - 1) * step.y};
        const Coord at{back.x + step.x, back.y + step.y};
        if (grid.isBlocked(at) || grid.isBlocked({back.x + step.x, back.y}) ||
            grid.isBlocked({back.x, back.y + step.y}))
            return -(k - 1);
        if (bruteDistance(grid, at, alongRow) > 0 || bruteDistance(grid, at, alongColumn) > 0)
            return k;
    }
}

int tableDiagonal(const JumpTable& table, const MapGrid& grid, Coord c, int diagonal) {
    return table.diagonal(grid.paddedIndex(c), static_cast<unsigned>(2 * diagonal + 1));
}

/// Every free cell's eight distances: the table's against the brute force and against `fresh`.
void checkTable(const JumpTable& table, const JumpTable& fresh, const MapGrid& grid) {
    int differences = 0;
    for (int y = 0; y < grid.height(); ++y)
        for (int x = 0; x < grid.width(); ++x) {
            if (grid.isBlocked({x, y}))
                continue;
            for (int h = 0; h < 4; ++h) {
                const int brute = bruteDistance(grid, {x, y}, h);
                const int kept = tableDistance(table, grid, {x, y}, h);
                if (kept != brute || tableDistance(fresh, grid, {x, y}, h) != brute) {
                    if (++differences <= 5)
                        FAIL_CHECK("cell (" << x << "," << y << ") heading " << h << ": kept " << kept
                                            << ", fresh " << tableDistance(fresh, grid, {x, y}, h)
                                            << ", brute force " << brute);
                }
                const int bruteDiag = bruteDiagonal(grid, {x, y}, h);
                const int keptDiag = tableDiagonal(table, grid, {x, y}, h);
                if (keptDiag != bruteDiag || tableDiagonal(fresh, grid, {x, y}, h) != bruteDiag) {
                    if (++differences <= 5)
                        FAIL_CHECK("cell (" << x << "," << y << ") diagonal " << h << ": kept " << keptDiag
                                            << ", fresh " << tableDiagonal(fresh, grid, {x, y}, h)
                                            << ", brute force " << bruteDiag);
                }
            }
        }
    CHECK(differences == 0);
}

MapGrid randomGrid(Random& random, int width, int height, double wallShare) {
    MapGrid grid(width, height);
    for (int y = 0; y < height; ++y)
        for (int x = 0; x < width; ++x)
            grid.setWall({x, y}, random.unit() < wallShare);
    return grid;
}

Coord randomCell(Random& random, const MapGrid& grid) {
    return {static_cast<int>(random.below(static_cast<std::uint32_t>(grid.width()))),
            static_cast<int>(random.below(static_cast<std::uint32_t>(grid.height())))};
}

double solvedCost(MapGridWalker& walker, const MapGrid& grid) {
    const RunResult result = runToCompletion(walker, iterationLimit(grid));
    return result.state == WalkState::ReachedGoal ? walker.stats().pathCost
                                                  : std::numeric_limits<double>::infinity();
}

} // namespace

TEST_CASE("JPS+ jump distances on a small map, worked by hand", "[jps-plus]") {
    //   x 012345
    // y 0 ......    the wall (2,1) forces (3,0) for runs east (its side cell (3,1) is free, the one
    //   1 ..#...    behind it a wall) and (1,0) for runs west; (3,2) for runs south down column 3,
    //   2 ......    (1,0) for runs north up column 1.
    //   3 ......
    const MapGrid grid = gridFromAscii({
        "......",
        "..#...",
        "......",
        "......",
    });
    JumpTable table;
    table.sync(grid);
    const auto at = [&](int x, int y, int heading) { return tableDistance(table, grid, {x, y}, heading); };
    constexpr int N = 0, E = 1, S = 2, W = 3;
    // Row 0 east: (3,0) is a jump point; past it the border, 2 free cells on.
    CHECK(at(0, 0, E) == 3);
    CHECK(at(1, 0, E) == 2);
    CHECK(at(2, 0, E) == 1);
    CHECK(at(3, 0, E) == -2);
    CHECK(at(5, 0, E) == 0);
    // Row 0 west: (1,0) is a jump point.
    CHECK(at(5, 0, W) == 4);
    CHECK(at(2, 0, W) == 1);
    CHECK(at(1, 0, W) == -1);
    CHECK(at(0, 0, W) == 0);
    // Row 1 meets the wall itself.
    CHECK(at(0, 1, E) == -1);
    CHECK(at(1, 1, E) == 0);
    CHECK(at(3, 1, E) == -2);
    // Columns.
    CHECK(at(2, 0, S) == 0);
    CHECK(at(3, 0, S) == 2);
    CHECK(at(1, 3, N) == 3);
    CHECK(at(2, 3, N) == -1);
    CHECK(at(0, 3, N) == -3);
    // Diagonals (no corner cutting). North-east from (0,3): the step to (1,2) is free on both
    // sides, and (1,2)'s run north finds (1,0): one step. North-east from (0,2): (1,1)'s run north
    // finds (1,0) at once. South-east from (0,0): (1,1)'s run east meets the wall, but its run south
    // finds (1,2), whose side cell (2,2) is free behind the wall (2,1): one step. North-west from
    // (4,3): (3,2)'s run west finds (1,2), whose side cell (1,1) is free behind the wall: one step.
    // North-west from (3,1): its step to (2,0) passes beside the wall (2,1): none.
    const auto diag = [&](int x, int y, int d) { return tableDiagonal(table, grid, {x, y}, d); };
    constexpr int NE = 0, SE = 1, NW = 3;
    CHECK(diag(0, 3, NE) == 1);
    CHECK(diag(0, 2, NE) == 1);
    CHECK(diag(0, 0, SE) == 1);
    CHECK(diag(4, 3, NW) == 1);
    CHECK(diag(3, 1, NW) == 0);
}

TEST_CASE("JPS+ keeps its jump table equal to a rebuilt one and to a brute force through random edits",
          "[jps-plus]") {
    // Wide enough for lines of several hundred cells; walls added and removed one at a time and in
    // bursts, the table synced after each round.
    Random random(kSeed);
    const int width = GENERATE(37, 130);
    MapGrid grid = randomGrid(random, width, 41, 0.25);
    JumpTable kept;
    kept.sync(grid);
    {
        JumpTable fresh;
        fresh.sync(grid);
        checkTable(kept, fresh, grid);
    }
    for (int round = 0; round < 30; ++round) {
        // Round 20 redraws a third of the map at once: the diagonals are then built whole.
        const int edits = round == 20      ? static_cast<int>(grid.cellCount() / 3)
                          : round % 3 == 0 ? 1
                                           : static_cast<int>(random.below(40)) + 1;
        for (int e = 0; e < edits; ++e) {
            const Coord c = randomCell(random, grid);
            grid.setWall(c, !grid.isWall(c));
        }
        if (round % 5 == 4)
            grid.setCost(randomCell(random, grid), 5); // a cost that keeps a cell free changes no distance
        const std::size_t rebuilt = kept.sync(grid);
        CHECK(rebuilt <= static_cast<std::size_t>(6 * edits + 6));
        CHECK(kept.current(grid));
        JumpTable fresh;
        fresh.sync(grid);
        INFO("round " << round << ", " << edits << " edits");
        checkTable(kept, fresh, grid);
    }
}

TEST_CASE("JPS+ finds the optimal cost on random maps under every movement", "[jps-plus]") {
    Random random(kSeed + 1);
    for (const Movement& movement : allMovementSettings()) {
        INFO(movementLabel(movement));
        for (int trial = 0; trial < 12; ++trial) {
            // One draw a statement, last argument first, for the same map with every compiler
            // (randomSizedMap).
            const double wallShare = 0.1 + 0.3 * random.unit();
            const int height = 10 + static_cast<int>(random.below(40));
            const int width = 20 + static_cast<int>(random.below(60));
            MapGrid grid = randomGrid(random, width, height, wallShare);
            const Coord start = randomCell(random, grid);
            const Coord goal = randomCell(random, grid);
            grid.setWall(start, false);
            grid.setWall(goal, false);
            grid.setStart(start);
            grid.setGoal(goal);
            JumpPointSearchPlusWalker walker;
            WalkerSettings settings;
            settings.movement = movement;
            walker.setup(grid, settings);
            const bool tableRules =
                movement.neighbours == 4 || movement.diagonalRule == DiagonalRule::NoCornerCutting;
            CHECK(walker.readsTable() == tableRules);
            CHECK(walker.searchNote().empty() == tableRules);
            const double reference = referenceOptimalCost(grid, movement);
            const double cost = solvedCost(walker, grid);
            // The table finds what the scans find: the same jump points, so the same expansions.
            JumpPointSearchWalker jps;
            jps.setup(grid, settings);
            solvedCost(jps, grid);
            CHECK(walker.stats().expanded == jps.stats().expanded);
            CHECK(walker.stats().generated == jps.stats().generated);
            INFO("trial " << trial << ": reference " << reference << ", jps-plus " << cost << "\n"
                          << asciiFromGrid(grid, walker.path()));
            if (std::isfinite(reference)) {
                CHECK(closeTo(cost, reference));
                CHECK(pathProblem(grid, movement, walker.path()) == "");
            } else {
                CHECK_FALSE(std::isfinite(cost));
            }
        }
    }
}

TEST_CASE("JPS+ stays optimal while walls come and go between and during searches", "[jps-plus]") {
    // One walker kept across every edit: between searches (reset rebuilds the lines the edits touched)
    // and in the middle of one (the next expansion does).
    Random random(kSeed + 2);
    for (const Movement& movement : allMovementSettings()) {
        if (!(movement.neighbours == 4 || movement.diagonalRule == DiagonalRule::NoCornerCutting))
            continue;
        INFO(movementLabel(movement));
        MapGrid grid = randomGrid(random, 90, 70, 0.2);
        const std::unique_ptr<MapGridWalker> walker = createWalker("jps-plus");
        REQUIRE(walker);
        WalkerSettings settings;
        settings.movement = movement;
        walker->setup(grid, settings);
        for (int round = 0; round < 25; ++round) {
            for (int e = 0; e < 1 + static_cast<int>(random.below(8)); ++e) {
                const Coord c = randomCell(random, grid);
                grid.setWall(c, !grid.isWall(c));
            }
            const Coord start = randomCell(random, grid);
            const Coord goal = randomCell(random, grid);
            grid.setWall(start, false);
            grid.setWall(goal, false);
            grid.setStart(start);
            grid.setGoal(goal);
            walker->reset();
            if (round % 2 == 1) {
                // A few expansions, then a wall, then another expansion, which brings the table up to
                // date without a reset; the search that is checked runs after it on the same table.
                for (int i = 0; i < 3 && !walker->finished(); ++i)
                    walker->iterate();
                const Coord c = randomCell(random, grid);
                if (c != start && c != goal)
                    grid.setWall(c, !grid.isWall(c));
                if (!walker->finished())
                    walker->iterate();
                walker->reset();
            }
            const double reference = referenceOptimalCost(grid, movement);
            const double cost = solvedCost(*walker, grid);
            INFO("round " << round << ": reference " << reference << ", jps-plus " << cost);
            if (std::isfinite(reference))
                CHECK(closeTo(cost, reference));
            else
                CHECK_FALSE(std::isfinite(cost));
        }
    }
}

TEST_CASE("JPS+ is registered right after jps and keeps its table across resets", "[jps-plus]") {
    const auto& registry = walkerRegistry();
    std::size_t jps = registry.size();
    for (std::size_t i = 0; i < registry.size(); ++i)
        if (registry[i].name == "jps")
            jps = i;
    REQUIRE(jps + 1 < registry.size());
    CHECK(registry[jps + 1].name == "jps-plus");

    MapGrid grid(200, 150);
    grid.setStart(Coord{1, 1});
    grid.setGoal(Coord{190, 140});
    JumpPointSearchPlusWalker walker;
    walker.setup(grid, WalkerSettings{});
    CHECK(walker.linesRebuilt() == 350); // built whole: every row and column
    CHECK(walker.tableBytes() >= grid.paddedSize() * 8);
    walker.reset();
    CHECK(walker.linesRebuilt() == 0); // nothing changed
    grid.setWall({100, 70}, true);
    walker.reset();
    CHECK(walker.linesRebuilt() == 6); // rows 69–71 and columns 99–101
    grid.setWall({0, 0}, true);
    walker.reset();
    CHECK(walker.linesRebuilt() == 4); // in the corner: rows 0–1 and columns 0–1
    grid.setStart(Coord{2, 1});
    walker.reset();
    CHECK(walker.linesRebuilt() == 0); // a new start: the cells are the same

    // Walls that go up while a movement the table does not serve is in use must reach the table
    // when one it serves comes back.
    WalkerSettings cutting;
    cutting.movement.diagonalRule = DiagonalRule::Always;
    walker.setup(grid, cutting);
    CHECK_FALSE(walker.readsTable());
    for (int y = 0; y < 140; ++y)
        grid.setWall({120, y}, true);
    walker.reset();
    walker.setup(grid, WalkerSettings{});
    REQUIRE(walker.readsTable());
    CHECK(walker.linesRebuilt() > 0);
    CHECK(closeTo(solvedCost(walker, grid), referenceOptimalCost(grid, Movement{})));
}
