#include "pathfinder/grid/map_grid.h"
#include "pathfinder/search/run.h"

#include <catch2/catch.hpp>
#include <cmath>

using namespace pathfinder;

namespace {

/// A 4 x 1 strip: plain ground, swamp, water, water; crossed by the movingai unit.
MapGrid strip() {
    MapGrid grid(4, 1);
    grid.setTerrain({1, 0}, Terrain::Swamp);
    grid.setTerrain({2, 0}, Terrain::Water);
    grid.setTerrain({3, 0}, Terrain::Water);
    grid.setUnit(*UnitTable::standard().find(kMovingAiUnit));
    return grid;
}

} // namespace

TEST_CASE("To a unit that keeps water apart, plain cells and swamp are land", "[grid][terrain]") {
    MapGrid grid = strip();
    SECTION("from land, water is blocked") {
        grid.setStart(Coord{0, 0});
        CHECK_FALSE(grid.isBlocked({0, 0}));
        CHECK_FALSE(grid.isBlocked({1, 0}));
        CHECK(grid.isBlocked({2, 0}));
        grid.setGoal(Coord{1, 0});
        CHECK(referenceOptimalCost(grid, Movement{}) == 1.0);
    }
    SECTION("from water, plain cells and swamp are blocked") {
        grid.setStart(Coord{3, 0});
        CHECK(grid.isBlocked({0, 0}));
        CHECK(grid.isBlocked({1, 0}));
        CHECK_FALSE(grid.isBlocked({2, 0}));
        grid.setGoal(Coord{0, 0});
        CHECK(std::isinf(referenceOptimalCost(grid, Movement{})));
    }
    SECTION("a unit that does not keep water apart crosses plain cells from water") {
        grid.setUnit(*UnitTable::standard().find("hovercraft"));
        grid.setStart(Coord{3, 0});
        CHECK_FALSE(grid.isBlocked({0, 0}));
        CHECK_FALSE(grid.isBlocked({2, 0}));
    }
}
