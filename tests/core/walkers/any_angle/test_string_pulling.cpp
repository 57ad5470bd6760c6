// String pulling (smoothPath): by hand, against a brute-force string puller that tests each cell of
// the path in turn with the brute-force sight test of any_angle_checks.h, and for the work it does
// on long paths, counted in sight tests and traced pieces (never timed).
#include "pathfinder/basics/random.h"
#include "pathfinder/generators/maze_generator.h"
#include "pathfinder/grid/map_grid.h"
#include "pathfinder/walkers/any_angle/any_angle.h"

#include "core/any_angle_checks.h"
#include "core/any_angle_maps.h"
#include "core/ascii_grid.h"
#include "core/path_checks.h"

#include <algorithm>
#include <catch2/catch.hpp>
#include <cmath>
#include <cstdint>
#include <vector>

using namespace pathfinder;
using namespace pathfinder::testing;

namespace {

/// A winding path from start to goal: a random walk over the legal steps, its loops erased; empty
/// when the walk does not arrive within `steps`.
std::vector<Coord> windingPath(Random& random, const MapGrid& grid, const Movement& movement, Coord start,
                               Coord goal, int steps) {
    std::vector<Coord> walk{start};
    for (int i = 0; i < steps && walk.back() != goal; ++i) {
        const Coord next = walk.back() + kNeighbourOffsets[random.below(8)];
        if (isLegalStep(grid, movement, walk.back(), next))
            walk.push_back(next);
    }
    return walk.back() == goal ? loopErased(walk) : std::vector<Coord>{};
}

bool sees(const MapGrid& grid, const Movement& movement, Coord a, Coord b) {
    return referenceClear(grid, movement, centreOf(a), centreOf(b));
}

/// The first later place in the path that the cell at `from` does not see, or the path's size.
std::size_t firstUnseen(const MapGrid& grid, const Movement& movement, const std::vector<Coord>& path,
                        std::size_t from) {
    std::size_t j = from + 1;
    while (j < path.size() && sees(grid, movement, path[from], path[j]))
        ++j;
    return j;
}

/// Where string pulling's contract fails for `kept` on `path` (brute force), or an empty string.
std::string contractProblem(const MapGrid& grid, const Movement& movement, const std::vector<Coord>& path,
                            const std::vector<Coord>& kept) {
    if (kept.empty() || kept.front() != path.front() || kept.back() != path.back())
        return "the kept cells do not run from the path's first cell to its last";
    std::size_t at = 0; // the place in the path of the kept cell the hop starts from
    for (std::size_t k = 1; k < kept.size(); ++k) {
        const auto found = std::find(path.begin() + static_cast<std::ptrdiff_t>(at) + 1, path.end(), kept[k]);
        if (found == path.end())
            return "kept cell " + coordLabel(kept[k]) + " is not a later cell of the path";
        const auto next = static_cast<std::size_t>(found - path.begin());
        const std::string hop = "hop " + coordLabel(kept[k - 1]) + " -> " + coordLabel(kept[k]);
        if (next > at + 1 && !sees(grid, movement, path[at], path[next]))
            return hop + ": the kept cell does not see the next";
        if (next + 1 < path.size() && sees(grid, movement, path[at], path[next + 1]))
            return hop + ": the kept cell also sees the cell after the next";
        // The cells up to the first one out of sight are passed over.
        if (next + 1 < firstUnseen(grid, movement, path, at))
            return hop + ": stops before the first cell out of sight";
        at = next;
    }
    return at + 1 == path.size() ? std::string() : "the hops do not end on the path's last cell";
}

/// Bounds on the work for a path of n cells. A hop of L cells makes at most 2 log2(L) + 3 sight
/// tests (at most 5L); a test between cells d steps apart along the path walks through at most
/// 3d + 1 pieces (2d + 1 cells, d corners), and no test of a hop spans more than 2L steps. Summed over
/// the hops that is at most 8 n (log2(n) + 3) pieces; the bound below allows twice that.
std::uint64_t sightTestBound(std::size_t n) {
    return 5 * static_cast<std::uint64_t>(n);
}
std::uint64_t pieceBound(std::size_t n) {
    const double cells = static_cast<double>(n);
    return static_cast<std::uint64_t>(16.0 * cells * (std::log2(cells) + 3.0));
}

/// A path that snakes row by row over the whole of an open map (every cell once).
std::vector<Coord> serpentine(int width, int height) {
    std::vector<Coord> path;
    for (int y = 0; y < height; ++y)
        for (int i = 0; i < width; ++i)
            path.push_back({y % 2 == 0 ? i : width - 1 - i, y});
    return path;
}

} // namespace

TEST_CASE("String pulling keeps the cells where the path must turn", "[any-angle][string-pulling]") {
    SECTION("a path round a block cuts across to the first cell that sees the goal") {
        const MapGrid grid = gridFromAscii({
            "......", //
            "......", //
            "###...", //
            "###...", //
        });
        const std::vector<Coord> path{{0, 0}, {1, 0}, {2, 0}, {3, 0}, {3, 1}, {3, 2}, {3, 3}};
        const Movement movement;
        // From (0.5, 0.5) the centres of (3, 2) and (3, 3) lie behind the block's corner (3, 2); the
        // centre of (3, 1) does not, and it sees the goal straight below.
        CHECK(smoothPath(grid, movement, path) == std::vector<Coord>{{0, 0}, {3, 1}, {3, 3}});
        CHECK(smoothedLength(grid, movement, path) == Approx(std::sqrt(10.0) + 2.0));
    }
    SECTION("on an open map any path is one segment") {
        const MapGrid grid(9, 7);
        const std::vector<Coord> path{{0, 0}, {1, 0}, {2, 0}, {3, 1}, {4, 2}, {5, 3}, {6, 3}, {7, 4}, {8, 6}};
        CHECK(smoothPath(grid, Movement{}, path) == std::vector<Coord>{{0, 0}, {8, 6}});
        CHECK(smoothedLength(grid, Movement{}, path) == Approx(10.0));
    }
    SECTION("a path that snakes over a whole open map is one segment") {
        const MapGrid grid(40, 30);
        const std::vector<Coord> path = serpentine(40, 30);
        CHECK(smoothPath(grid, Movement{}, path) == std::vector<Coord>{{0, 0}, {0, 29}});
        CHECK(smoothedLength(grid, Movement{}, path) == Approx(29.0));
    }
    SECTION("short paths are kept as they are") {
        const MapGrid grid(3, 3);
        CHECK(smoothPath(grid, Movement{}, {}).empty());
        CHECK(smoothPath(grid, Movement{}, {{1, 1}}) == std::vector<Coord>{{1, 1}});
        CHECK(smoothedLength(grid, Movement{}, {}) == 0.0);
    }
}

TEST_CASE("String pulling keeps its contract against a brute-force string puller on random maps",
          "[any-angle][string-pulling]") {
    Random random(99);
    int paths = 0;
    int winding = 0;
    for (int round = 0; round < 600; ++round) {
        const MapGrid grid = randomWalls(random, 12, 10, 10 + random.below(25));
        const Movement movement = geometryMovements()[random.below(4)];
        const Coord start{static_cast<int>(random.below(12)), static_cast<int>(random.below(10))};
        const Coord goal{static_cast<int>(random.below(12)), static_cast<int>(random.below(10))};
        if (!isFreeCell(grid, start) || !isFreeCell(grid, goal))
            continue;
        // Fewest-move paths, and winding ones whose cells come in and out of sight.
        const bool wind = round % 2 == 1;
        const std::vector<Coord> path = wind ? windingPath(random, grid, movement, start, goal, 4000)
                                             : someGridPath(grid, movement, start, goal);
        if (path.size() < 3)
            continue;
        ++paths;
        winding += wind;
        const std::vector<Coord> kept = smoothPath(grid, movement, path);
        INFO(asciiFromGrid(grid, kept) << movementLabel(movement) << (wind ? ", winding path" : ""));
        CHECK(contractProblem(grid, movement, path, kept) == "");
        const std::vector<PathPoint> points = centresOf(kept);
        for (std::size_t i = 1; i < points.size(); ++i)
            CHECK(referenceClear(grid, movement, points[i - 1], points[i]));
        CHECK(lengthOf(points) <= lengthOf(centresOf(path)) + 1e-9);
        CHECK(smoothedLength(grid, movement, path) == Approx(lengthOf(points)));
    }
    CHECK(paths > 200);
    CHECK(winding > 100);
}

TEST_CASE("String pulling does O(n log n) sight work on long paths", "[any-angle][string-pulling]") {
    SECTION("a corridor maze: short hops, each a few sight tests") {
        MazeOptions options;
        options.width = 201;
        options.height = 201;
        options.seed = 5;
        const MapGrid grid = generateMaze(options);
        const Movement movement;
        const std::vector<Coord> path = someGridPath(grid, movement, *grid.start(), *grid.goal());
        REQUIRE(path.size() > 2000);
        StringPullingWork work;
        const std::vector<Coord> kept = smoothPath(grid, movement, path, &work);
        INFO(path.size() << " cells, " << kept.size() << " kept, " << work.sightTests << " sight tests, "
                         << work.tracedPieces << " pieces");
        CHECK(kept.size() > path.size() / 10); // a maze keeps many turns
        CHECK(work.sightTests <= sightTestBound(path.size()));
        CHECK(work.tracedPieces <= pieceBound(path.size()));
    }
    SECTION("a winding path over an open map: long hops") {
        Random random(3);
        const MapGrid grid(64, 64);
        const Movement movement;
        const std::vector<Coord> path = windingPath(random, grid, movement, {0, 0}, {63, 63}, 4'000'000);
        REQUIRE(path.size() > 200);
        StringPullingWork work;
        CHECK(smoothPath(grid, movement, path, &work) == std::vector<Coord>{{0, 0}, {63, 63}});
        INFO(path.size() << " cells, " << work.sightTests << " sight tests, " << work.tracedPieces
                         << " pieces");
        CHECK(work.sightTests <= sightTestBound(path.size()));
        CHECK(work.tracedPieces <= pieceBound(path.size()));
    }
    SECTION("work adds up over calls") {
        const MapGrid grid(9, 7);
        const std::vector<Coord> path{{0, 0}, {1, 0}, {2, 0}, {3, 1}};
        StringPullingWork work;
        smoothPath(grid, Movement{}, path, &work);
        const StringPullingWork once = work;
        CHECK(once.sightTests > 0);
        CHECK(once.tracedPieces > 0);
        smoothPath(grid, Movement{}, path, &work);
        CHECK(work.sightTests == 2 * once.sightTests);
        CHECK(work.tracedPieces == 2 * once.tracedPieces);
    }
}
