// What a search timeline keeps of edits to the map: a mark for each edit and the repairs it sets off,
// the map before and after, a replaced map whole and a one-cell edit as that cell.

#include "pathfinder/grid/map_grid.h"
#include "pathfinder/registry/walker_registry.h"
#include "pathfinder/search/walker.h"
#include "pathfinder/traces/search_timeline.h"

#include "core/ascii_grid.h"
#include "core/walker_helpers.h"

#include <algorithm>
#include <catch2/catch.hpp>
#include <cstdint>
#include <memory>
#include <vector>

using namespace pathfinder;
using pathfinder::testing::ChangeForwarder;

TEST_CASE("A recorded D* walk marks its edits and the repairs they set off", "[timeline]") {
    // A 9×5 open map, D* from the left to the right; a wall dropped onto its route after it ends.
    MapGrid grid(9, 5);
    grid.setStart(Coord{0, 2});
    grid.setGoal(Coord{8, 2});
    const std::unique_ptr<MapGridWalker> walker = createWalker("dstar");
    SearchTimeline timeline(grid, *walker);
    walker->setListener(&timeline);
    walker->setup(grid, WalkerSettings{});
    timeline.begin(*walker);
    ChangeForwarder forward(grid, *walker);
    while (!walker->finished()) {
        walker->iterate();
        timeline.endStep(*walker);
    }
    const std::uint64_t searchEnd = timeline.lastStep();
    const std::vector<Coord> firstPath = walker->path();
    REQUIRE(firstPath.size() == 9);
    grid.setWall(Coord{4, 2}, true);
    timeline.endEdit(grid, forward.takeChanges(), *walker);
    while (!walker->finished()) {
        walker->iterate();
        timeline.endStep(*walker);
    }
    REQUIRE(walker->path() != firstPath);

    const auto& marks = timeline.marks();
    REQUIRE(marks.size() >= 2);
    CHECK(marks[0].kind == TimelineMark::Kind::Edit);
    CHECK(marks[0].step == searchEnd + 1);
    CHECK(std::any_of(marks.begin(), marks.end(), [&](const TimelineMark& m) {
        return m.kind == TimelineMark::Kind::Repair && m.step == searchEnd + 1;
    }));

    // Before the edit: the first path on a map without the wall; at the end: the repaired path.
    TimelineFrame frame;
    timeline.seek(searchEnd, frame);
    CHECK(frame.path() == firstPath);
    CHECK_FALSE(frame.map().isBlocked(Coord{4, 2}));
    timeline.seek(timeline.lastStep(), frame);
    CHECK(frame.path() == walker->path());
    CHECK(frame.map().isBlocked(Coord{4, 2}));
}

TEST_CASE("A timeline keeps a replaced map whole and a one-cell edit as that cell", "[timeline]") {
    // D* on a 9×5 open map; then the map is replaced by one with a wall across rows 0–3 and a new
    // goal, then one cell of it is freed. Each state shows again at its step.
    MapGrid grid(9, 5);
    grid.setStart(Coord{0, 2});
    grid.setGoal(Coord{8, 2});
    const std::unique_ptr<MapGridWalker> walker = createWalker("dstar");
    SearchTimeline timeline(grid, *walker);
    walker->setListener(&timeline);
    walker->setup(grid, WalkerSettings{});
    timeline.begin(*walker);
    ChangeForwarder forward(grid, *walker);
    const auto finish = [&] {
        while (!walker->finished()) {
            walker->iterate();
            timeline.endStep(*walker);
        }
    };
    finish();
    const std::uint64_t open = timeline.lastStep();

    const MapGrid walled =
        testing::gridFromAscii({".....#...", ".....#...", "S....#...", ".....#...", ".......G."});
    grid.assign(walled);
    timeline.endEdit(grid, forward.takeChanges(), *walker);
    finish();
    const std::uint64_t replaced = timeline.lastStep();

    grid.setWall(Coord{5, 2}, false);
    const std::vector<GridChange> freed = forward.takeChanges();
    REQUIRE(freed.size() == 1);
    timeline.endEdit(grid, freed, *walker);
    finish();

    TimelineFrame frame;
    timeline.seek(open, frame);
    CHECK_FALSE(frame.map().isBlocked(Coord{5, 2}));
    CHECK(frame.map().goal() == Coord{8, 2});
    timeline.seek(replaced, frame);
    CHECK(frame.map().isBlocked(Coord{5, 0}));
    CHECK(frame.map().isBlocked(Coord{5, 2}));
    CHECK(frame.map().goal() == Coord{7, 4});
    timeline.seek(timeline.lastStep(), frame);
    CHECK(frame.map().isBlocked(Coord{5, 0}));
    CHECK_FALSE(frame.map().isBlocked(Coord{5, 2}));
    CHECK(frame.map() == grid);
    CHECK(frame.path() == walker->path());
}
