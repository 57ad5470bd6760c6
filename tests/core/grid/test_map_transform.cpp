// Mirroring and turning a map, worked by hand, by round trips, and against a plain Dijkstra: every
// cell is as far from the start after the move as before.
#include "pathfinder/grid/map_grid.h"
#include "pathfinder/grid/map_transform.h"
#include "pathfinder/grid/movement.h"
#include "pathfinder/grid/topology.h"

#include "core/ascii_grid.h"
#include "core/busy_map.h"
#include "core/reference_dijkstra.h"

#include <catch2/catch.hpp>
#include <cmath>
#include <stdexcept>

using namespace pathfinder;
using namespace pathfinder::testing;

namespace {

constexpr MapTransform kAll[] = {MapTransform::FlipHorizontally, MapTransform::FlipVertically,
                                 MapTransform::RotateClockwise, MapTransform::RotateAnticlockwise};

} // namespace

TEST_CASE("A turned or mirrored map puts each cell where the eye expects it", "[edit][transform]") {
    const MapGrid grid = gridFromAscii({
        "#2S", //
        ".G3", //
    });
    CHECK(transformedGrid(grid, MapTransform::RotateClockwise) == gridFromAscii({".#", "G2", "3S"}));
    CHECK(transformedGrid(grid, MapTransform::RotateAnticlockwise) == gridFromAscii({"S3", "2G", "#."}));
    CHECK(transformedGrid(grid, MapTransform::FlipHorizontally) == gridFromAscii({"S2#", "3G."}));
    CHECK(transformedGrid(grid, MapTransform::FlipVertically) == gridFromAscii({".G3", "#2S"}));

    SECTION("a side turns with its cells, and a one-way side keeps its way") {
        MapGrid sides(2, 2);
        sides.setSide({0, 0}, Direction::E, SideKind::OneWayOut); // from (0, 0) into (1, 0) only
        const MapGrid turned = transformedGrid(sides, MapTransform::RotateClockwise);
        // (0, 0) goes to (1, 0) and (1, 0) to (1, 1): the side is now south of (1, 0).
        CHECK(turned.side({1, 0}, Direction::S) == SideKind::OneWayOut);
        CHECK(turned.side({1, 1}, Direction::N) == SideKind::OneWayIn);
        CHECK(turned.oneWaySideCount() == 1);
    }
}

TEST_CASE("Four quarter turns, or two mirrors, give the same map back", "[edit][transform]") {
    for (unsigned seed = 1; seed <= 5; ++seed) {
        INFO("seed " << seed);
        const MapGrid grid = busyMap(Topology::Square, seed);
        MapGrid turned = grid;
        for (int i = 0; i < 4; ++i)
            turned = transformedGrid(turned, MapTransform::RotateClockwise);
        CHECK(turned == grid);
        CHECK(transformedGrid(transformedGrid(grid, MapTransform::RotateClockwise),
                              MapTransform::RotateAnticlockwise) == grid);
        for (const MapTransform flip : {MapTransform::FlipHorizontally, MapTransform::FlipVertically})
            CHECK(transformedGrid(transformedGrid(grid, flip), flip) == grid);
        // A half turn is both mirrors.
        CHECK(transformedGrid(transformedGrid(grid, MapTransform::RotateClockwise),
                              MapTransform::RotateClockwise) ==
              transformedGrid(transformedGrid(grid, MapTransform::FlipHorizontally),
                              MapTransform::FlipVertically));
    }
}

TEST_CASE("Every cell is as far from the start after a transform as before", "[edit][transform]") {
    Movement movement; // eight neighbours; the same rules every way round
    for (unsigned seed = 1; seed <= 5; ++seed) {
        const MapGrid grid = busyMap(Topology::Square, seed);
        const std::vector<double> before = referenceDistances(grid, movement);
        for (const MapTransform transform : kAll) {
            INFO("seed " << seed << ", transform " << static_cast<int>(transform));
            const MapGrid moved = transformedGrid(grid, transform);
            const std::vector<double> after = referenceDistances(moved, movement);
            // Each cell's image is found by moving a goal placed on it alone.
            for (int y = 0; y < grid.height(); ++y)
                for (int x = 0; x < grid.width(); ++x) {
                    MapGrid one(grid.width(), grid.height());
                    one.setGoal(Coord{x, y});
                    const Coord image = *transformedGrid(one, transform).goal();
                    const double a = before[static_cast<std::size_t>(y) * grid.width() + x];
                    const double b = after[static_cast<std::size_t>(image.y) * moved.width() + image.x];
                    if (std::isinf(a))
                        CHECK(std::isinf(b));
                    else
                        CHECK(b == Approx(a));
                }
        }
    }
}

TEST_CASE("A hex map is not mirrored or turned, and says why", "[edit][transform]") {
    MapGrid hex(4, 4);
    hex.setTopology(Topology::Hex);
    for (const MapTransform transform : kAll) {
        CHECK_THAT(transformProblem(hex, transform), Catch::Contains("hex map"));
        CHECK_THROWS_AS(transformedGrid(hex, transform), std::invalid_argument);
    }
    CHECK(transformProblem(MapGrid(4, 4), MapTransform::RotateClockwise).empty());
}
