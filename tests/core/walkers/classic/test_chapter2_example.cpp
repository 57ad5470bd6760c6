// A worked example of the search walkers on a 5 x 5 map, searched by hand.
//
//        A B C D E          x = 0..4 (columns A–E), y = 0..4 (rows 1–5)
//     1  . . S . .          start C1 = (2,0), goal C5 = (2,4)
//     2  . . . . .          walls B3, C3, D3
//     3  . # # # .          8 neighbours, diagonals always allowed, diagonal length 2,
//     4  . . . . .          every entry cost 1: an orthogonal step costs 1, a diagonal 2
//     5  . . G . .          neighbour order N, NE, E, SE, S, SW, W, NW; tie-break LargerG
//
// With diagonal length 2 the octile heuristic is dx + dy to C5:
//
//        A B C D E
//     1  6 5 4 5 6
//     2  5 4 3 4 5
//     3  4 # # # 4
//     4  3 2 1 2 3
//     5  2 1 0 1 2
//
// Least costs from C1 (every diagonal costs as much as its two orthogonal legs, and the wall
// forces a detour through column A or E): C5 costs 8. The traces below follow the engine's rules
// step by step: the goal test happens when a cell leaves the open list; a neighbour is generated
// when it is first seen or given a strictly cheaper g; equal keys go to the larger g, then to the
// one inserted (or improved) first.

#include "pathfinder/basics/coord.h"
#include "pathfinder/grid/heuristic.h"
#include "pathfinder/grid/map_grid.h"
#include "pathfinder/grid/movement.h"
#include "pathfinder/registry/walker_registry.h"
#include "pathfinder/search/run.h"
#include "pathfinder/search/walker.h"

#include "core/ascii_grid.h"
#include "core/path_checks.h"

#include <catch2/catch.hpp>
#include <cstdint>
#include <string>
#include <vector>

using namespace pathfinder;
using namespace pathfinder::testing;

namespace {

/// A cell by the thesis's label: letter = column A–E, number = row 1–5.
Coord cell(const char* label) {
    return Coord{label[0] - 'A', label[1] - '1'};
}

std::vector<Coord> cells(std::initializer_list<const char*> labels) {
    std::vector<Coord> result;
    for (const char* label : labels)
        result.push_back(cell(label));
    return result;
}

MapGrid chapterTwoGrid() {
    return gridFromAscii({
        "..S..",
        ".....",
        ".###.",
        ".....",
        "..G..",
    });
}

WalkerSettings chapterTwoSettings() {
    WalkerSettings settings;
    settings.movement.neighbours = 8;
    settings.movement.diagonalRule = DiagonalRule::Always;
    settings.movement.diagonalLength = DiagonalLength::Two;
    settings.heuristic = HeuristicKind::Octile;
    settings.weight = 1.0;
    settings.tieBreak = TieBreak::LargerG;
    return settings;
}

struct HandWorked {
    std::uint64_t expanded = 0;
    std::uint64_t generated = 0;
    std::uint64_t deadEnds = 0;
    std::uint64_t pathSteps = 0;
    double pathCost = 0.0;
    std::vector<Coord> path;
};

/// Runs a walker on the example and checks the counts, cost and path worked out by hand.
/// Returns the walker so a test can look at its final search state.
std::unique_ptr<MapGridWalker> runAndCompare(const MapGrid& grid, std::string_view name,
                                             const HandWorked& expected) {
    std::unique_ptr<MapGridWalker> walker = createWalker(name);
    REQUIRE(walker != nullptr);
    walker->setup(grid, chapterTwoSettings());
    const WalkState state = runToCompletion(*walker, iterationLimit(grid)).state;
    INFO(name << " found\n" << asciiFromGrid(grid, walker->path()));
    REQUIRE(state == WalkState::ReachedGoal);
    const RunStats& stats = walker->stats();
    CHECK(stats.expanded == expected.expanded);
    CHECK(stats.generated == expected.generated);
    CHECK(stats.deadEnds == expected.deadEnds);
    CHECK(stats.pathSteps == expected.pathSteps);
    CHECK(stats.pathCost == expected.pathCost);
    CHECK(walker->path() == expected.path);
    return walker;
}

/// The cells the walker has closed, in row-major order.
std::vector<Coord> closedCells(const MapGrid& grid, const MapGridWalker& walker) {
    std::vector<Coord> closed;
    for (int y = 0; y < grid.height(); ++y)
        for (int x = 0; x < grid.width(); ++x)
            if (walker.cellState({x, y}).visit == CellVisit::Closed)
                closed.push_back({x, y});
    return closed;
}

} // namespace

TEST_CASE("The octile heuristic with diagonal length 2 gives the chapter-2 example's distances",
          "[search][chapter2][heuristic]") {
    const Movement movement = chapterTwoSettings().movement;
    const Coord goal = cell("C5");
    // The values the thesis's best-first walkthrough lists.
    CHECK(heuristic(HeuristicKind::Octile, cell("C2"), goal, movement) == 3.0);
    CHECK(heuristic(HeuristicKind::Octile, cell("B2"), goal, movement) == 4.0);
    CHECK(heuristic(HeuristicKind::Octile, cell("D2"), goal, movement) == 4.0);
    CHECK(heuristic(HeuristicKind::Octile, cell("B1"), goal, movement) == 5.0);
    CHECK(heuristic(HeuristicKind::Octile, cell("D1"), goal, movement) == 5.0);
    CHECK(heuristic(HeuristicKind::Octile, cell("A1"), goal, movement) == 6.0);
    CHECK(heuristic(HeuristicKind::Octile, cell("A2"), goal, movement) == 5.0);
    CHECK(heuristic(HeuristicKind::Octile, cell("A3"), goal, movement) == 4.0);
    CHECK(heuristic(HeuristicKind::Octile, cell("B4"), goal, movement) == 2.0);
}

TEST_CASE("Breadth-first on the chapter-2 example expands 19 cells and takes C1 D2 E3 D4 C5",
          "[search][chapter2][breadth-first]") {
    // Key = hops; equal keys are FIFO. Pops in order, with what each generates (hops):
    //   1 C1(0)  D1 D2 C2 B2 B1 (1)                              generated 5
    //   2 D1(1)  E1 E2 (2)                                       7
    //   3 D2(1)  E3 (2)                                          8
    //   4 C2(1)  - (all neighbours seen or walls)
    //   5 B2(1)  A3 A2 A1 (2)                                    11
    //   6 B1(1)  -
    //   7 E1(2)  -     8 E2(2)  -
    //   9 E3(2)  E4 D4 (3)                                       13
    //  10 A3(2)  B4 A4 (3)                                       15
    //  11 A2(2)  -    12 A1(2)  -
    //  13 E4(3)  E5 D5 (4)                                       17
    //  14 D4(3)  C5 C4 (4)                                       19
    //  15 B4(3)  B5 A5 (4)                                       21
    //  16 A4(3)  -    17 E5(4)  -    18 D5(4)  -
    //  19 C5(4)  goal.  Every free cell but C1 was generated once; C5's parent chain is
    //  D4 (pop 14) ← E3 (pop 9) ← D2 (pop 3) ← C1: four diagonals of cost 2.
    const MapGrid grid = chapterTwoGrid();
    runAndCompare(grid, "breadth-first", {19, 21, 17, 4, 8.0, cells({"C1", "D2", "E3", "D4", "C5"})});
}

TEST_CASE("Depth-first on the chapter-2 example finds the four-move path in its first round",
          "[search][chapter2][depth-first]") {
    // Depth limit L = Chebyshev distance C1→C5 = 4. A cell is pushed when it has not been reached
    // in this round at a depth ≤ the popped depth + 1; pushes go in reverse order so the first
    // legal heading is popped first. Pops (depth) and pushes (depth):
    //   1 C1(0)  D1 D2 C2 B2 B1 (1), D1 on top                   generated 5
    //   2 D1(1)  E1 E2 (2); D2, C2 already at depth 1            7
    //   3 E1(2)  -
    //   4 E2(2)  E3 (3)                                          8
    //   5 E3(3)  E4 D4 (4), E4 on top                            10
    //   6 E4(4)  cut off by the limit
    //   7 D4(4)  cut off by the limit
    //   8 D2(1)  E3 again: reached at 3 > 2, pushed at depth 2; E1, E2 at 2 ≤ 2 are not  11
    //   9 E3(2)  E4 D4 again at depth 3 (they were at 4)         13
    //  10 E4(3)  E5 D5 (4); D4 already at 3                      15
    //  11 E5(4)  cut off    12 D5(4)  cut off
    //  13 D4(3)  C5 C4 (4), C5 on top; E4, E5, D5 already ≤ 4    17
    //  14 C5(4)  goal: parents D4 ← E3 (re-pushed by D2) ← D2 ← C1.
    const MapGrid grid = chapterTwoGrid();
    runAndCompare(grid, "depth-first", {14, 17, 13, 4, 8.0, cells({"C1", "D2", "E3", "D4", "C5"})});
}

TEST_CASE("Best-first on the chapter-2 example expands 6 cells, following h straight round the wall",
          "[search][chapter2][best-first]") {
    // Key = h (table above); equal keys go to the larger g, then first in.
    //   1 C1 h4      D1 h5 g1, D2 h4 g2, C2 h3 g1, B2 h4 g2, B1 h5 g1       generated 5
    //   2 C2 h3 g1   - (D1, D2, B2, B1 are no cheaper from here; the rest walls)
    //   3 D2 h4 g2   ties with B2 (h4 g2), inserted earlier.  E1 h6 g4, E2 h5 g3, E3 h4 g4   8
    //   4 E3 h4 g4   ties with B2 (h4 g2), larger g.  E4 h3 g5, D4 h2 g6      10
    //   5 D4 h2 g6   E5 h2 g8, D5 h1 g7, C5 h0 g8, C4 h1 g7                  14
    //   6 C5 h0      goal.  Closed: C1 C2 D2 E3 D4 C5.
    const MapGrid grid = chapterTwoGrid();
    const auto walker =
        runAndCompare(grid, "best-first", {6, 14, 10, 4, 8.0, cells({"C1", "D2", "E3", "D4", "C5"})});
    CHECK(closedCells(grid, *walker) == cells({"C1", "C2", "D2", "E3", "D4", "C5"}));
}

TEST_CASE("Dijkstra on the chapter-2 example expands every free cell before the goal",
          "[search][chapter2][dijkstra]") {
    // Key = g (orthogonal 1, diagonal 2); equal keys have equal g, so they are FIFO.
    //   1 C1 0   D1 1, D2 2, C2 1, B2 2, B1 1                     generated 5
    //   2 D1 1   E1 2, E2 3 (D2 via D1 is 2: not cheaper)         7
    //   3 C2 1   -
    //   4 B1 1   A2 3, A1 2                                       9
    //   5 D2 2   E3 4 (E2 via D2 is 3: not cheaper)               10
    //   6 B2 2   A3 4                                             11
    //   7 E1 2   -     8 A1 2   -     9 E2 3   -    10 A2 3   -
    //  11 E3 4   E4 5, D4 6                                       13
    //  12 A3 4   B4 6, A4 5                                       15
    //  13 E4 5   E5 6, D5 7                                       17
    //  14 A4 5   B5 7, A5 6                                       19
    //  15 D4 6   C5 8, C4 7                                       21
    //  16 B4 6   - (C5 via B4 is 8: not cheaper)
    //  17 E5 6, 18 A5 6, 19 D5 7, 20 B5 7, 21 C4 7   -
    //  22 C5 8   goal. Every first-found g is already least, so nothing is ever improved.
    const MapGrid grid = chapterTwoGrid();
    runAndCompare(grid, "dijkstra", {22, 21, 17, 4, 8.0, cells({"C1", "D2", "E3", "D4", "C5"})});
}

TEST_CASE("A* on the chapter-2 example improves two open cells and expands 9", "[search][chapter2][astar]") {
    // Key f = g + h; equal f goes to the larger g, then to the one inserted (or improved) first.
    //   1 C1 g0 f4   D1 1+5=6, D2 2+4=6, C2 1+3=4, B2 2+4=6, B1 1+5=6       generated 5
    //   2 C2 g1 f4   - (every neighbour is a wall or no cheaper)
    //   3 D2 g2 f6   f6 ties: D2, B2 (g2) before D1, B1 (g1).
    //                E1 4+6=10, E2 3+5=8, E3 4+4=8                            8
    //   4 B2 g2 f6   A3 4+4=8, A2 3+5=8, A1 4+6=10                            11
    //   5 D1 g1 f6   E1 improved 4 → 2 (f 8); E2 via D1 is 3: not cheaper     12
    //   6 B1 g1 f6   A1 improved 4 → 2 (f 8); A2 via B1 is 3: not cheaper     13
    //   7 E3 g4 f8   f8 ties: E3, A3 have the largest g (4), E3 first in.
    //                E4 5+3=8, D4 6+2=8                                       15
    //   8 D4 g6 f8   largest g among f8.  E5 8+2=10, D5 7+1=8, C5 8+0=8, C4 7+1=8   19
    //   9 C5 g8 f8   largest g among f8: goal. No closed cell is ever reopened.
    //   Closed: C1 C2 D2 B2 D1 B1 E3 D4 C5.
    const MapGrid grid = chapterTwoGrid();
    const auto walker =
        runAndCompare(grid, "astar", {9, 19, 15, 4, 8.0, cells({"C1", "D2", "E3", "D4", "C5"})});
    CHECK(walker->stats().reexpanded == 0);
    CHECK(closedCells(grid, *walker) == cells({"B1", "C1", "D1", "B2", "C2", "D2", "E3", "D4", "C5"}));
    CHECK(walker->cellState(cell("E1")).g == 2.0);
    CHECK(walker->cellState(cell("A1")).g == 2.0);
    CHECK(walker->cellState(cell("C5")).g == 8.0);
}
