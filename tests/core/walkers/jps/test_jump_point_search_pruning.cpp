// Jump Point Search without corner cutting, with the improved pruning of Harabor and Grastien
// (ICAPS 2014): a diagonal jump generates the jump points its straight sub-jumps find as successors
// of the cell it started from, so the cells on the diagonal never enter the open list and a route
// from a node's parent bends once, diagonal first, then straight.
#include "pathfinder/basics/random.h"
#include "pathfinder/grid/map_grid.h"
#include "pathfinder/grid/movement.h"
#include "pathfinder/search/walker.h"

#include "core/jps_checks.h"

#include <algorithm>
#include <catch2/catch.hpp>
#include <cmath>
#include <cstdint>
#include <cstdlib>
#include <string>
#include <vector>

using namespace pathfinder;
using namespace pathfinder::testing;

namespace {

constexpr std::uint64_t kSeed = 20140621;
constexpr int kRoomGridCount = 150;

/// A seeded map of rooms in the manner of the Moving AI room maps: walls along every few rows and
/// columns (rooms 2–9 cells wide and high), most walls between two rooms broken by one or two doors
/// 1–3 cells wide, a few closed, then 0–8 % of the cells walled at random. Sides 8–70, now and then
/// up to 130 so that runs cross the 64-cell words of the bit rows and columns. Start and goal are
/// random cells (they may be walls, or walled off from each other).
MapGrid roomsGrid(Random& rng, int index) {
    const int width = 8 + static_cast<int>(rng.below(index % 5 == 0 ? 123 : 63));
    const int height = 8 + static_cast<int>(rng.below(index % 5 == 1 ? 123 : 63));
    const int roomWidth = 2 + static_cast<int>(rng.below(8));
    const int roomHeight = 2 + static_cast<int>(rng.below(8));
    MapGrid grid(width, height);
    const auto wallColumn = [&](int x) { return x % (roomWidth + 1) == roomWidth; };
    const auto wallRow = [&](int y) { return y % (roomHeight + 1) == roomHeight; };
    for (int y = 0; y < height; ++y)
        for (int x = 0; x < width; ++x)
            if (wallColumn(x) || wallRow(y))
                grid.setWall({x, y}, true);
    // Doors: in each stretch of wall between two crossings, along a room's side.
    const auto openDoors = [&](int length, auto&& open) {
        const int doors = rng.below(8) == 0 ? 0 : 1 + static_cast<int>(rng.below(2));
        for (int d = 0; d < doors; ++d) {
            const int span = 1 + static_cast<int>(rng.below(static_cast<std::uint32_t>(std::min(3, length))));
            const int at = static_cast<int>(rng.below(static_cast<std::uint32_t>(length - span + 1)));
            for (int i = at; i < at + span; ++i)
                open(i);
        }
    };
    for (int x = roomWidth; x < width; x += roomWidth + 1)
        for (int y0 = 0; y0 < height; y0 += roomHeight + 1)
            openDoors(std::min(roomHeight, height - y0), [&](int i) { grid.setWall({x, y0 + i}, false); });
    for (int y = roomHeight; y < height; y += roomHeight + 1)
        for (int x0 = 0; x0 < width; x0 += roomWidth + 1)
            openDoors(std::min(roomWidth, width - x0), [&](int i) { grid.setWall({x0 + i, y}, false); });
    const double density = 0.08 * rng.unit();
    for (int y = 0; y < height; ++y)
        for (int x = 0; x < width; ++x)
            if (rng.unit() < density)
                grid.setWall({x, y}, true);
    const auto randomCell = [&] {
        return Coord{static_cast<int>(rng.below(static_cast<std::uint32_t>(width))),
                     static_cast<int>(rng.below(static_cast<std::uint32_t>(height)))};
    };
    grid.setStart(randomCell());
    grid.setGoal(randomCell());
    return grid;
}

/// What is wrong with the run from a jump point's parent to it, or "" when nothing is: the run
/// goes diagonally first and straight after (with 4 neighbours: along the row first, then down the
/// column), the only shape a run has, every step of it is legal, and the jump point's g is its
/// parent's plus the run's length.
std::string runProblem(const MapGrid& grid, const Movement& movement, const JumpPointSearchWalker& walker,
                       Coord at) {
    const CellView view = walker.cellState(at);
    const Coord from = *view.parent;
    const CellView parent = walker.cellState(from);
    if (parent.visit == CellVisit::Unseen)
        return "its parent " + coordLabel(from) + " was never reached";
    const int dx = std::abs(at.x - from.x);
    const int dy = std::abs(at.y - from.y);
    const bool four = movement.neighbours == 4;
    const Coord diagonal{at.x > from.x ? 1 : -1, at.y > from.y ? 1 : -1};
    const Coord first = four ? Coord{diagonal.x, 0} : diagonal;
    const int firstSteps = four ? dx : std::min(dx, dy);
    const Coord straight = four || dx <= dy ? Coord{0, diagonal.y} : Coord{diagonal.x, 0};
    Coord cell = from;
    for (int i = 0; i < (four ? dx + dy : std::max(dx, dy)); ++i) {
        const Coord next = cell + (i < firstSteps ? first : straight);
        if (!isLegalStep(grid, movement, cell, next))
            return "the run from " + coordLabel(from) + ": " + stepProblem(grid, movement, cell, next);
        cell = next;
    }
    const double length =
        four ? dx + dy : std::min(dx, dy) * diagonalLengthOf(movement.diagonalLength) + std::abs(dx - dy);
    if (!closeTo(view.g, parent.g + length))
        return "g " + std::to_string(view.g) + ", its parent " + coordLabel(from) + "'s " +
               std::to_string(parent.g) + " plus a run of " + std::to_string(length);
    return {};
}

} // namespace

TEST_CASE("Jump Point Search without corner cutting jumps past the diagonal cell to the door beyond it",
          "[search][jps]") {
    //   x 012345678
    // y 0 S...#....    a wall down column 4 with a door at (4,2); no corner cutting, so the only
    //   1 ....#....    way through is the straight step (3,2) → (4,2) → (5,2); least cost 4 + 4√2
    //   2 .........
    //   3 ....#....
    //   4 ....#...G
    //
    // The start's jumps (every heading; N, NE, SW, W and NW meet the border at once): east along
    // row 0 stops at the wall and south down column 0 at the border, neither meeting a forced
    // neighbour. South-east: from (1,1) row 1 ends at the wall and column 1 at the border; from
    // (2,2) row 2 passes (3,2) and the door (4,2) (walls on both sides there: nothing forced) and
    // stops at (5,2), whose north side (5,1) is free behind the walled (4,1): a jump point 3 steps
    // on. Column 2 from (2,2) finds nothing; from (3,3) row 3 hits the wall at once and column 3
    // finds nothing; the diagonal ends there, (4,3) being a wall. Under the 2011 rules (2,2) was a
    // jump point of its own; now (5,2) is the start's only successor: g = 2√2 + 3, parent the
    // start, heading east.
    //
    // (5,2), heading east, has forced neighbours on both sides ((4,1) and (4,3) are walls): it
    // jumps N, NE, E, SE and S. N, NE, E and S find nothing; south-east, from (6,3) nothing, from
    // (7,4) row 4 meets the goal one step east. So the goal's parent is (5,2), g = 4 + 4√2,
    // heading east: expanded are the start, (5,2) and the goal; 2 nodes generated.
    const MapGrid grid = gridFromAscii({
        "S...#....",
        "....#....",
        ".........",
        "....#....",
        "....#...G",
    });
    const double root2 = std::sqrt(2.0);
    const Movement movement = eightNeighbours(DiagonalRule::NoCornerCutting);
    const std::vector<Coord> route = {{0, 0}, {1, 1}, {2, 2}, {3, 2}, {4, 2}, {5, 2}, {6, 3}, {7, 4}, {8, 4}};

    // The same map mirrored in its main diagonal: the runs after each bend head south.
    for (const bool mirrored : {false, true}) {
        INFO((mirrored ? "mirrored" : "as drawn"));
        const MapGrid map = mirrored ? transposedGrid(grid) : grid;
        const auto at = [mirrored](Coord c) { return mirrored ? transposed(c) : c; };
        JumpPointSearchWalker walker;
        WalkerSettings settings;
        settings.movement = movement;
        walker.setup(map, settings);

        CHECK(expansionOrder(walker) == std::vector<Coord>{at({0, 0}), at({5, 2}), at({8, 4})});
        REQUIRE(walker.state() == WalkState::ReachedGoal);
        CHECK(walker.stats().generated == 2);
        CHECK(walker.cellState(at({2, 2})).visit == CellVisit::Unseen); // the bend of the start's run
        CHECK(walker.cellState(at({7, 4})).visit == CellVisit::Unseen); // the bend of (5,2)'s run

        const CellView door = walker.cellState(at({5, 2}));
        CHECK(door.visit == CellVisit::Closed);
        CHECK(door.parent == at({0, 0}));
        CHECK(door.g == Approx(3.0 + 2.0 * root2));
        const CellView goal = walker.cellState(at({8, 4}));
        CHECK(goal.parent == at({5, 2}));
        CHECK(goal.g == Approx(4.0 + 4.0 * root2));

        std::vector<Coord> expected;
        for (Coord c : route)
            expected.push_back(at(c));
        CHECK(walker.path() == expected);
        CHECK(pathProblem(map, movement, walker.path()) == "");
        CHECK(closeTo(sumOfStepCosts(map, movement, walker.path()), goal.g));
        CHECK(closeTo(referenceDijkstra(map, movement), goal.g));
    }
}

namespace {

/// What the searches of roomSearches() saw.
struct RoomsTally {
    int reached = 0;
    int unreachable = 0;
    std::uint64_t seen = 0; ///< jump points with a parent
    std::uint64_t bent = 0; ///< of those, reached by a run that bends
};

/// Runs Jump Point Search on kRoomGridCount rooms grids (seeded), under each of `movements` in turn
/// with the tie-breaks in rotation, and checks each search against the reference Dijkstra: its path,
/// and for every jump point it saw, the run from its parent (runProblem()) and a g no less than the
/// least cost from the start, equal to it on the goal's chain of parents.
RoomsTally roomSearches(const std::vector<Movement>& movements) {
    Random rng(kSeed);
    const TieBreak tieBreaks[] = {TieBreak::LargerG, TieBreak::Fifo, TieBreak::Lifo};
    RoomsTally tally;
    for (int i = 0; i < kRoomGridCount; ++i) {
        const MapGrid grid = roomsGrid(rng, i);
        for (std::size_t m = 0; m < movements.size(); ++m) {
            const Movement& movement = movements[m];
            const TieBreak tieBreak = tieBreaks[(static_cast<std::size_t>(i) + m) % 3];
            INFO("rooms grid #" << i << ", " << grid.width() << "x" << grid.height() << ", "
                                << movementLabel(movement) << ", tie-break " << toString(tieBreak));
            JumpPointSearchWalker walker;
            WalkerSettings settings;
            settings.movement = movement;
            settings.tieBreak = tieBreak;
            walker.setup(grid, settings);
            const JpsRun run = solve(walker, grid);
            checkAgainstReference(grid, movement, run);
            CHECK(run.stayedJumping);

            const std::vector<double> least = referenceDistances(grid, movement);
            const auto leastAt = [&](Coord c) {
                return least[static_cast<std::size_t>(c.y) * grid.width() + c.x];
            };
            std::string wrong;
            for (int y = 0; y < grid.height(); ++y)
                for (int x = 0; x < grid.width(); ++x) {
                    const Coord at{x, y};
                    const CellView view = walker.cellState(at);
                    if (view.visit == CellVisit::Unseen || !view.parent)
                        continue;
                    ++tally.seen;
                    const int dx = std::abs(at.x - view.parent->x);
                    const int dy = std::abs(at.y - view.parent->y);
                    tally.bent += dx != 0 && dy != 0 && (movement.neighbours == 4 || dx != dy) ? 1 : 0;
                    std::string problem = runProblem(grid, movement, walker, at);
                    if (problem.empty() && view.g < leastAt(at) && !closeTo(view.g, leastAt(at)))
                        problem = "g " + std::to_string(view.g) + " below the least cost " +
                                  std::to_string(leastAt(at));
                    if (!problem.empty() && wrong.size() < 400)
                        wrong += coordLabel(at) + ": " + problem + "; ";
                }
            if (run.state == WalkState::ReachedGoal) {
                ++tally.reached;
                for (Coord at = *grid.goal(); walker.cellState(at).parent; at = *walker.cellState(at).parent)
                    if (!closeTo(walker.cellState(at).g, leastAt(at)))
                        wrong += "on the goal's chain, " + coordLabel(at) + ": g " +
                                 std::to_string(walker.cellState(at).g) + ", least " +
                                 std::to_string(leastAt(at));
                CHECK(closeTo(walker.cellState(*grid.goal()).g, run.stats.pathCost));
            } else {
                ++tally.unreachable;
            }
            INFO(asciiFromGrid(grid, run.path));
            CHECK(wrong == "");
        }
    }
    return tally;
}

} // namespace

TEST_CASE("Jump Point Search without corner cutting finds least-cost routes through random rooms, with "
          "runs that bend once",
          "[search][jps][optimality]") {
    // Rooms and doors make runs bend at almost every door.
    //
    // A closed jump point's g is not always its least cost, under these rules as under the 2011
    // ones: a cell crossed by a run on its least-cost route is a jump point only if it has a forced
    // neighbour for the run's heading, and it may have one for another heading only, from which it
    // is reached at a higher cost. On rooms grid #6, (7,33) is crossed heading south at cost 8
    // and closed at 6 + 2√2, reached heading north. (Only the goal's g is sure to be least.)
    std::vector<Movement> movements;
    for (DiagonalLength length : {DiagonalLength::Sqrt2, DiagonalLength::OnePointFour, DiagonalLength::Two})
        movements.push_back(eightNeighbours(DiagonalRule::NoCornerCutting, length));
    const RoomsTally tally = roomSearches(movements);
    // The maps are neither trivial nor all walled off, and most runs bend.
    INFO(tally.reached << " searches reached the goal, " << tally.unreachable << " gave up; " << tally.seen
                       << " jump points seen, " << tally.bent << " reached by a bent run");
    CHECK(tally.reached >= kRoomGridCount);
    CHECK(tally.unreachable >= 10);
    CHECK(tally.bent >= tally.seen / 3);
}

TEST_CASE("Jump Point Search with 4 neighbours finds least-cost routes through random rooms, with runs "
          "along a row, then down a column",
          "[search][jps][optimality]") {
    const RoomsTally tally = roomSearches({fourNeighbours()});
    INFO(tally.reached << " searches reached the goal, " << tally.unreachable << " gave up; " << tally.seen
                       << " jump points seen, " << tally.bent << " reached by a bent run");
    CHECK(tally.reached >= kRoomGridCount / 2);
    CHECK(tally.unreachable >= 10);
    CHECK(tally.bent >= tally.seen / 3);
}

TEST_CASE("Jump Point Search with corner cutting finds least-cost routes through random rooms, with "
          "straight or diagonal runs",
          "[search][jps][optimality]") {
    // The 2011 rules: a diagonal run stops where a straight run from it finds something, so no run
    // bends.
    const RoomsTally tally =
        roomSearches({eightNeighbours(DiagonalRule::NotBothBlocked), eightNeighbours(DiagonalRule::Always),
                      eightNeighbours(DiagonalRule::Always, DiagonalLength::Two)});
    INFO(tally.reached << " searches reached the goal, " << tally.unreachable << " gave up; " << tally.seen
                       << " jump points seen");
    CHECK(tally.reached >= kRoomGridCount);
    CHECK(tally.unreachable >= 10);
    CHECK(tally.seen >= 10 * static_cast<std::uint64_t>(kRoomGridCount));
    CHECK(tally.bent == 0);
}
