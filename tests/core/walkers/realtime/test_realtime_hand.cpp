#include "pathfinder/grid/map_grid.h"
#include "pathfinder/registry/walker_registry.h"
#include "pathfinder/search/walker.h"

#include "core/ascii_grid.h"
#include "core/path_checks.h"
#include "core/walker_helpers.h"

#include <catch2/catch.hpp>
#include <memory>
#include <string>
#include <vector>

using namespace pathfinder;
using namespace pathfinder::testing;

namespace {

// A cup: the goal lies two cells east of the start, behind a wall, 6 moves round it. With 4
// neighbours and the Manhattan estimate (octile under 4 neighbours) the cells read:
//   S(0,0) h 2    # (1,0)     G(2,0) h 0
//   (0,1)  h 3    # (1,1)     (2,1)  h 1
//   (0,2)  h 4    (1,2) h 3   (2,2)  h 2
const std::vector<std::string> kCup = {
    "S#G", //
    ".#.", //
    "...", //
};

std::unique_ptr<MapGridWalker> realTime(const std::string& name, const MapGrid& grid, std::uint64_t lookahead,
                                        std::uint64_t trials) {
    auto walker = createWalker(name);
    REQUIRE(walker != nullptr);
    WalkerSettings settings;
    settings.movement.neighbours = 4;
    settings.lookahead = lookahead;
    settings.trials = trials;
    walker->setup(grid, settings);
    return walker;
}

} // namespace

TEST_CASE("LRTA* learns the cup's dead end in its first trial as worked out by hand",
          "[realtime][lrtastar]") {
    // At S the only step is to (0,1): 1 + 3 = 4 > 2, so h(S) = 4. At (0,1) both steps give 1 + 4 = 5
    // > 3, so h(0,1) = 5; the tie goes to the lower index, back to S. At S: 1 + 5 = 6, so h(S) = 6.
    // At (0,1) again: S gives 7, (0,2) gives 5 = h: no rise; on to (0,2), where (1,2) gives 1 + 3 = 4
    // = h, and so on down to the goal without a rise: 8 moves, cost 8.
    const MapGrid grid = gridFromAscii(kCup);
    const std::string name = GENERATE("lrtastar", "rtaastar"); // with a lookahead of 1 both rules agree
    CAPTURE(name);
    auto walker = realTime(name, grid, 1, 1);
    iterateToEnd(*walker, grid);
    REQUIRE(walker->state() == WalkState::ReachedGoal);
    CHECK(walker->stats().trials == 1);
    CHECK(walker->stats().pathSteps == 8);
    CHECK(walker->stats().pathCost == 8.0);
    CHECK(walker->trail() ==
          std::vector<Coord>{{0, 0}, {0, 1}, {0, 0}, {0, 1}, {0, 2}, {1, 2}, {2, 2}, {2, 1}, {2, 0}});
    CHECK(walker->path() == std::vector<Coord>{{0, 0}, {0, 1}, {0, 2}, {1, 2}, {2, 2}, {2, 1}, {2, 0}});
    CHECK(walker->cellState({0, 0}).learned == 6.0);
    CHECK(walker->cellState({0, 1}).learned == 5.0);
    CHECK(walker->cellState({0, 0}).h == 6.0);
    CHECK(walker->cellState({0, 0}).visits == 2);
    for (const Coord c : {Coord{0, 2}, Coord{1, 2}, Coord{2, 2}, Coord{2, 1}}) {
        CAPTURE(coordLabel(c));
        CHECK_FALSE(walker->cellState(c).learned);
        CHECK(walker->cellState(c).visits == 1);
    }
    CHECK(walker->cellState({1, 2}).h == 3.0);
    CHECK(walker->note() == "learned values still rising after 1 trial");
}

TEST_CASE("A second trial on the cup raises nothing and walks the least cost, 6", "[realtime]") {
    const MapGrid grid = gridFromAscii(kCup);
    const std::string name = GENERATE("lrtastar", "rtaastar");
    CAPTURE(name);
    auto walker = realTime(name, grid, 1, 0);
    iterateToEnd(*walker, grid);
    REQUIRE(walker->state() == WalkState::ReachedGoal);
    CHECK(walker->stats().trials == 2);
    CHECK(walker->stats().pathSteps == 6);
    CHECK(walker->stats().pathCost == 6.0);
    CHECK(walker->trail() == walker->path());
    CHECK(walker->note().empty());
}

TEST_CASE("A lookahead that sees the goal walks the least cost in the first trial", "[realtime]") {
    // The search reaches the goal before its budget: s̄ is the goal and the route to it the least.
    // RTAA* sets h(s) = 6 − g(s) on every expanded s, the true cost from the cells of the cup's
    // route, as LRTA*'s backward Dijkstra does: S rises from 2 to 6 and (0,1) from 3 to 5, while the
    // estimates of the bottom row are already true.
    const MapGrid grid = gridFromAscii(kCup);
    const std::string name = GENERATE("lrtastar", "rtaastar");
    CAPTURE(name);
    auto walker = realTime(name, grid, 100, 1);
    iterateToEnd(*walker, grid);
    REQUIRE(walker->state() == WalkState::ReachedGoal);
    CHECK(walker->stats().pathCost == 6.0);
    CHECK(walker->cellState({0, 0}).learned == 6.0);
    CHECK(walker->cellState({0, 1}).learned == 5.0);
    CHECK_FALSE(walker->cellState({0, 2}).learned);
    CHECK(walker->cellState({0, 2}).h == 4.0);
}

TEST_CASE("A real-time agent on the goal ends at once, and one walled in gives up", "[realtime]") {
    const std::string name = GENERATE("lrtastar", "rtaastar");
    CAPTURE(name);
    MapGrid same = gridFromAscii({"..", ".."});
    same.setStart(Coord{1, 1});
    same.setGoal(Coord{1, 1});
    auto onGoal = realTime(name, same, 1, 0);
    iterateToEnd(*onGoal, same);
    CHECK(onGoal->state() == WalkState::ReachedGoal);
    CHECK(onGoal->path() == std::vector<Coord>{{1, 1}});
    CHECK(onGoal->stats().trials == 1);

    // The goal is in another region of 4 cells. With the early answer off, a lookahead of 50 runs
    // out of cells: the goal cannot be reached. One of 1 cannot tell; it walks to the step limit.
    const MapGrid walled = gridFromAscii({"S.#G", "..#."});
    auto walker = createWalker(name);
    WalkerSettings settings;
    settings.searchUnreachable = true;
    settings.lookahead = GENERATE(1, 50);
    walker->setup(walled, settings);
    iterateToEnd(*walker, walled);
    CHECK(walker->state() == WalkState::UnableToReachGoal);
    CHECK(walker->stats().gaveUp == (settings.lookahead == 1));
    CHECK(walker->path().empty());

    // With the early answer on, it ends before it moves.
    auto answered = realTime(name, walled, 1, 0);
    answered->iterate();
    CHECK(answered->state() == WalkState::UnableToReachGoal);
    CHECK(answered->stats().trials == 0);
}

TEST_CASE("A real-time trial that runs out of steps gives up", "[realtime]") {
    const MapGrid grid = gridFromAscii(kCup);
    auto walker = createWalker("lrtastar");
    WalkerSettings settings;
    settings.movement.neighbours = 4;
    settings.maxSteps = 3;
    walker->setup(grid, settings);
    iterateToEnd(*walker, grid);
    CHECK(walker->state() == WalkState::UnableToReachGoal);
    CHECK(walker->stats().gaveUp);
}
