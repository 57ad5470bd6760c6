// The heights of generated terrain maps and the slope factor of generated maps.

#include "pathfinder/generators/maze_generator.h"
#include "pathfinder/generators/terrain_generator.h"
#include "pathfinder/grid/terrain.h"

#include "generators/terrain_heights.h"

#include <algorithm>
#include <array>
#include <catch2/catch.hpp>
#include <cmath>
#include <cstdint>
#include <limits>
#include <optional>
#include <stdexcept>
#include <vector>

using namespace pathfinder;

namespace {

std::vector<int> heightsOf(const MapGrid& grid) {
    std::vector<int> heights;
    for (int y = 0; y < grid.height(); ++y)
        for (int x = 0; x < grid.width(); ++x)
            heights.push_back(grid.height({x, y}));
    return heights;
}

MazeOptions terrainOptions(int width, int height, std::uint64_t seed) {
    MazeOptions options;
    options.kind = MazeKind::Terrain;
    options.width = width;
    options.height = height;
    options.seed = seed;
    return options;
}

} // namespace

TEST_CASE("Heights rise with elevation and split the cells by their shares",
          "[terrain][generator][heights]") {
    // 40000 cells of distinct elevations across the whole range, in a scrambled order.
    std::vector<std::uint16_t> elevation;
    for (std::uint32_t i = 0; i < 40000; ++i)
        elevation.push_back(static_cast<std::uint16_t>((i * 7919u % 40000u) * 65535u / 39999u));
    const HeightLevels levels = HeightLevels::of(FieldDistribution(elevation));
    int previous = 0;
    for (std::uint32_t e = 0; e <= 65535; ++e) {
        const int h = levels.heightOf(static_cast<std::uint16_t>(e));
        INFO("elevation " << e);
        REQUIRE(h >= previous);
        REQUIRE(h <= 9);
        previous = h;
    }
    CHECK(levels.heightOf(0) == 0);
    CHECK(levels.heightOf(65535) == 9);
    for (int h = 1; h <= 9; ++h)
        CHECK(levels.heightOf(levels.from(h)) >= h);
    std::array<std::size_t, 10> count{};
    for (const std::uint16_t e : elevation)
        ++count[static_cast<std::size_t>(levels.heightOf(e))];
    // Each height holds its share of the cells (kHeightShares), to within a cell.
    for (int h = 0; h <= 9; ++h) {
        const int below = h == 0 ? 0 : kHeightShares[static_cast<std::size_t>(h - 1)];
        const int upTo = h == 9 ? 1000 : kHeightShares[static_cast<std::size_t>(h)];
        INFO("height " << h);
        CHECK(std::abs(static_cast<long>(count[static_cast<std::size_t>(h)]) - (upTo - below) * 40) <= 1);
    }
}

TEST_CASE("Terrain maps have heights 0-9 that follow their ground", "[terrain][generator][heights]") {
    const std::uint64_t seed = GENERATE(1, 2, 3);
    INFO("seed " << seed);
    const MapGrid grid = generateTerrain(256, 256, seed);
    std::array<std::size_t, 10> count{};
    std::size_t lowWater = 0;
    for (int y = 0; y < grid.height(); ++y)
        for (int x = 0; x < grid.width(); ++x) {
            const Coord c{x, y};
            const int h = grid.height(c);
            ++count[static_cast<std::size_t>(h)];
            const std::optional<Terrain> ground = grid.terrain(c);
            REQUIRE(ground.has_value());
            INFO("cell " << x << "," << y << " " << toString(*ground) << " at height " << h);
            switch (*ground) {
            case Terrain::Mountains:
                CHECK(h >= 8);
                break;
            case Terrain::Foothills:
                CHECK((h == 6 || h == 7));
                break;
            case Terrain::Jungle:
                CHECK(h <= 3);
                break;
            case Terrain::Forest:
            case Terrain::Plains:
            case Terrain::Desert:
            case Terrain::Swamp:
                CHECK(h <= 5);
                break;
            case Terrain::Water:
                lowWater += h == 0 ? 1 : 0;
                break;
            default:
                break;
            }
        }
    for (int h = 0; h <= 9; ++h) {
        INFO("height " << h);
        CHECK(count[static_cast<std::size_t>(h)] > 0);
    }
    // The basins' lakes lie at height 0; the rest of the map stands above them.
    CHECK(lowWater > 0);
    CHECK(count[0] < grid.cellCount() / 20);
    CHECK(count[9] < grid.cellCount() / 20);
    // Heights price nothing until a slope factor is set.
    CHECK(grid.slope() == 0.0);
    CHECK((grid.features() & kSlopes) == 0);
}

TEST_CASE("The same seed gives the same heights and another seed others", "[terrain][generator][heights]") {
    const std::vector<int> first = heightsOf(generateTerrain(96, 64, 11));
    CHECK(first == heightsOf(generateTerrain(96, 64, 11)));
    CHECK(first != heightsOf(generateTerrain(96, 64, 12)));
    CHECK(first == heightsOf(generateMaze(terrainOptions(96, 64, 11))));
}

TEST_CASE("Hex terrain maps have the heights of the square ones", "[terrain][generator][heights][hex]") {
    MazeOptions options = terrainOptions(80, 60, 4);
    const MapGrid square = generateMaze(options);
    options.topology = Topology::Hex;
    options.slope = 0.5;
    const MapGrid hex = generateMaze(options);
    CHECK(hex.topology() == Topology::Hex);
    CHECK(heightsOf(hex) == heightsOf(square));
    const std::vector<int> heights = heightsOf(hex);
    CHECK(*std::max_element(heights.begin(), heights.end()) == 9);
    CHECK(hex.slope() == 0.5);
    CHECK((hex.features() & kSlopes) != 0);
    CHECK((hex.features() & kHexCells) != 0);
}

TEST_CASE("A generated terrain map takes the slope factor it is asked for", "[terrain][generator][heights]") {
    MazeOptions options = terrainOptions(64, 48, 9);
    const MapGrid flat = generateMaze(options);
    CHECK(flat.slope() == 0.0);
    options.slope = 0.25;
    const MapGrid sloped = generateMaze(options);
    CHECK(sloped.slope() == 0.25);
    CHECK((sloped.features() & kSlopes) != 0);
    CHECK(heightsOf(sloped) == heightsOf(flat));
    CHECK(mazeName(options) == "Strategy map 64\xc3\x97"
                               "48, slope 0.25, seed 9");
    // Climbing costs more on the sloped map, and only there.
    bool climbs = false;
    for (int y = 0; y + 1 < flat.height() && !climbs; ++y)
        for (int x = 0; x < flat.width() && !climbs; ++x) {
            const Coord a{x, y};
            const Coord b{x, y + 1};
            const int rise = flat.height(b) - flat.height(a);
            if (rise > 0) {
                climbs = true;
                CHECK(flat.climbFactor(flat.paddedIndex(a), flat.paddedIndex(b)) == 1.0);
                CHECK(sloped.climbFactor(sloped.paddedIndex(a), sloped.paddedIndex(b)) ==
                      Approx(1.0 + 0.25 * rise));
            }
        }
    CHECK(climbs);
}

TEST_CASE("The other kinds leave heights at 0 and refuse a slope factor", "[generator][heights]") {
    for (const MazeKind kind : {MazeKind::RecursiveBacktracker, MazeKind::RecursiveDivision,
                                MazeKind::RandomWalls, MazeKind::Rooms, MazeKind::Open}) {
        INFO(toString(kind));
        MazeOptions options;
        options.kind = kind;
        options.width = 31;
        options.height = 21;
        const MapGrid grid = generateMaze(options);
        CHECK(grid.paddedHeights() == nullptr);
        options.slope = 0.5;
        CHECK_THROWS_AS(generateMaze(options), std::invalid_argument);
    }
    MazeOptions terrain = terrainOptions(16, 16, 1);
    for (const double bad :
         {-0.5, std::numeric_limits<double>::quiet_NaN(), std::numeric_limits<double>::infinity(), 2e6}) {
        INFO("slope " << bad);
        terrain.slope = bad;
        CHECK_THROWS_AS(generateMaze(terrain), std::invalid_argument);
    }
}
