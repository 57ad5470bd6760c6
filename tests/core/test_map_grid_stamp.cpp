// MapGrid::contentStamp(): equal stamps must mean equal cells, whatever the objects.
#include "pathfinder/map_grid.h"

#include <catch2/catch.hpp>
#include <utility>

using namespace pathfinder;

TEST_CASE("A grid's content stamp names its cells: copies share it, edits and new grids get new ones",
          "[grid]") {
    MapGrid a(8, 5);
    MapGrid b(8, 5);
    REQUIRE(a == b);
    CHECK(a.contentStamp() != b.contentStamp()); // made apart: not known to be equal in O(1)

    const MapGrid copy(a);
    CHECK(copy.contentStamp() == a.contentStamp());

    const auto before = a.contentStamp();
    a.setWall({3, 2}, true);
    CHECK(a.contentStamp() != before);
    CHECK(a.contentStamp() != copy.contentStamp());
    a.setWall({3, 2}, false); // the same cells as the copy again, under a stamp never seen before
    CHECK(a == copy);
    CHECK(a.contentStamp() != copy.contentStamp());
    CHECK(a.contentStamp() != before);

    SECTION("an edit that changes nothing keeps the stamp") {
        const auto now = a.contentStamp();
        a.setWall({3, 2}, false);
        a.setCost({4, 4}, 1);
        CHECK(a.contentStamp() == now);
    }
    SECTION("assigning takes the stamp of what was assigned") {
        b.setCost({1, 1}, 7);
        a = b;
        CHECK(a.contentStamp() == b.contentStamp());
        MapGrid c(2, 2);
        c.assign(b);
        CHECK(c == b);
        CHECK(c.contentStamp() != b.contentStamp()); // assign() reports a change: a fresh stamp
    }
    SECTION("moving hands the stamp on; the grid moved from keeps none of its cells, nor the stamp") {
        const auto stamp = b.contentStamp();
        MapGrid moved(std::move(b));
        CHECK(moved.contentStamp() == stamp);
        CHECK(b.contentStamp() != stamp); // NOLINT(bugprone-use-after-move): checking the moved-from state
        MapGrid target(3, 3);
        target = std::move(moved);
        CHECK(target.contentStamp() == stamp);
        CHECK(moved.contentStamp() != stamp); // NOLINT(bugprone-use-after-move)
    }
    SECTION("start and goal moves count as edits") {
        const auto now = copy.contentStamp();
        MapGrid d(copy);
        d.setStart(Coord{0, 0});
        CHECK(d.contentStamp() != now);
    }
}
