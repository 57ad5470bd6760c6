// MapGrid::contentStamp() and cellsStamp(): equal stamps must mean equal cells, whatever the objects.
#include "pathfinder/grid/map_grid.h"

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
    SECTION("moving hands the stamps on; the grid moved from keeps none of its cells, nor the stamps") {
        const auto stamp = b.contentStamp();
        const auto cells = b.cellsStamp();
        MapGrid moved(std::move(b));
        CHECK(moved.contentStamp() == stamp);
        CHECK(moved.cellsStamp() == cells);
        // NOLINTNEXTLINE(bugprone-use-after-move): checking the moved-from state
        CHECK((b.contentStamp() != stamp && b.cellsStamp() != cells));
        MapGrid target(3, 3);
        target = std::move(moved);
        CHECK(target.contentStamp() == stamp);
        CHECK(target.cellsStamp() == cells);
        // NOLINTNEXTLINE(bugprone-use-after-move)
        CHECK((moved.contentStamp() != stamp && moved.cellsStamp() != cells));
    }
    SECTION("start and goal moves count as edits") {
        const auto now = copy.contentStamp();
        MapGrid d(copy);
        d.setStart(Coord{0, 0});
        CHECK(d.contentStamp() != now);
    }
}

TEST_CASE("A grid's cells stamp stays while only the start or the goal moves", "[grid]") {
    MapGrid a = MapGrid(8, 5);
    const MapGrid copy(a);
    CHECK(copy.cellsStamp() == a.cellsStamp());
    CHECK(MapGrid(8, 5).cellsStamp() != a.cellsStamp());

    const auto cells = a.cellsStamp();
    const auto content = a.contentStamp();
    a.setStart(Coord{0, 0});
    a.setGoal(Coord{7, 4});
    CHECK(a.cellsStamp() == cells);
    CHECK(a.contentStamp() != content);

    a.setCost({2, 2}, 3);
    CHECK(a.cellsStamp() != cells);
    const auto costed = a.cellsStamp();
    a.setWall({5, 1}, true);
    CHECK(a.cellsStamp() != costed);

    SECTION("a new unit, an assigned map, a copy") {
        const auto walled = a.cellsStamp();
        UnitProfile heavy = a.unit();
        heavy.name = "heavy";
        a.setUnit(heavy, a.impassableLimit());
        CHECK(a.cellsStamp() != walled);
        MapGrid b(8, 5);
        b.assign(a);
        CHECK(b.cellsStamp() != a.cellsStamp()); // assign() reports a change: a fresh stamp
        b = a;
        CHECK(b.cellsStamp() == a.cellsStamp());
    }

    // A unit whose water is separate sees other cells when its start crosses from land to water.
    MapGrid shore(4, 1);
    shore.setTerrain({2, 0}, Terrain::Water);
    shore.setTerrain({3, 0}, Terrain::Water);
    UnitProfile boat = shore.unit();
    boat.separateWater = true;
    shore.setUnit(boat, shore.impassableLimit());
    shore.setStart(Coord{0, 0});
    const auto onLand = shore.cellsStamp();
    shore.setStart(Coord{1, 0});
    CHECK(shore.cellsStamp() == onLand);
    shore.setStart(Coord{3, 0});
    CHECK(shore.cellsStamp() != onLand);
    // Turning the start's own cell to land changes its medium too.
    const auto onWater = shore.cellsStamp();
    shore.setTerrain({3, 0}, Terrain::Plains);
    CHECK(shore.cellsStamp() != onWater);
}

TEST_CASE("Exchanging two grids swaps their cells and tells each grid's own listeners", "[grid]") {
    MapGrid a(6, 4);
    a.setWall({1, 1}, true);
    a.setCost({2, 3}, 5);
    a.setStart(Coord{0, 0});
    a.setSide({3, 2}, Direction::E, SideKind::Wall);
    MapGrid b(9, 7);
    b.setHeight({4, 4}, 3);
    b.setGoal(Coord{8, 6});
    const MapGrid aBefore(a);
    const MapGrid bBefore(b);
    int aTold = 0;
    int bTold = 0;
    a.addListener([&](const GridChange& change) {
        CHECK(change.kind == GridChange::Kind::Replaced);
        ++aTold;
    });
    b.addListener([&](const GridChange& change) {
        CHECK(change.kind == GridChange::Kind::Replaced);
        ++bTold;
    });
    const auto aStamp = a.contentStamp();
    a.exchange(b);
    CHECK(a == bBefore);
    CHECK(b == aBefore);
    CHECK(a.width() == 9);
    CHECK(a.goal() == std::optional<Coord>(Coord{8, 6}));
    CHECK(b.side({3, 2}, Direction::E) == SideKind::Wall);
    CHECK((aTold == 1 && bTold == 1));
    // Each grid's stamps are fresh: neither names the cells it held before.
    CHECK(a.contentStamp() != aStamp);
    CHECK(b.contentStamp() != aStamp);
    a.exchange(b);
    CHECK(a == aBefore);
    CHECK(b == bBefore);
    CHECK((aTold == 2 && bTold == 2));
    CHECK(a.heldBytes() >= static_cast<std::size_t>(a.paddedSize()) * 2);
}
