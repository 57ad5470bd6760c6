// The landmark tables of the differential heuristic (ALT): hand-worked values, the tables against
// the independent Dijkstra of reference_shaped.h, and the bound's admissibility and consistency on
// random maps with terrain, under every movement, and on hex maps, maps with sides and with heights.

#include "pathfinder/basics/random.h"
#include "pathfinder/grid/landmarks.h"
#include "pathfinder/grid/map_grid.h"

#include "core/ascii_grid.h"
#include "core/path_checks.h"
#include "core/reference_shaped.h"
#include "core/shaped_cases.h"
#include "support/random_map.h"

#include <catch2/catch.hpp>
#include <cmath>
#include <string>
#include <vector>

using namespace pathfinder;
using namespace pathfinder::testing;

namespace {

constexpr double kTolerance = 1e-9;

/// The reference's least cost from every cell to every cell: distances[from][to], indexed y·width + x.
std::vector<std::vector<double>> allDistances(const MapGrid& grid, const Movement& movement) {
    std::vector<std::vector<double>> distances;
    for (int y = 0; y < grid.height(); ++y)
        for (int x = 0; x < grid.width(); ++x)
            distances.push_back(shapedDistancesFrom(grid, movement, Coord{x, y}));
    return distances;
}

/// Checks the table's entries against the reference, then its bound towards every goal: never above
/// the reference's least cost (admissible) and, on every legal step u → v into a cell that reaches
/// the goal, h(u) ≤ c(u, v) + h(v) (consistent).
void checkTable(const MapGrid& grid, const Movement& movement, const LandmarkTable& table,
                const std::string& label) {
    INFO(label << ", landmarks " << table.landmarks().size() << (table.symmetric() ? " (symmetric)" : ""));
    const auto distances = allDistances(grid, movement);
    const auto index = [&grid](Coord c) { return grid.cellIndex(c); };
    for (std::size_t i = 0; i < table.landmarks().size(); ++i) {
        const Coord landmark = table.landmarks()[i];
        for (int y = 0; y < grid.height(); ++y)
            for (int x = 0; x < grid.width(); ++x) {
                const Coord v{x, y};
                const double from = distances[index(landmark)][index(v)];
                const double to = distances[index(v)][index(landmark)];
                INFO("landmark " << coordLabel(landmark) << ", cell " << coordLabel(v));
                if (std::isinf(from))
                    CHECK(std::isinf(table.fromLandmark(i, grid.paddedIndex(v))));
                else
                    CHECK(table.fromLandmark(i, grid.paddedIndex(v)) == Approx(from).epsilon(kTolerance));
                if (std::isinf(to))
                    CHECK(std::isinf(table.toLandmark(i, grid.paddedIndex(v))));
                else
                    CHECK(table.toLandmark(i, grid.paddedIndex(v)) == Approx(to).epsilon(kTolerance));
            }
    }
    for (int gy = 0; gy < grid.height(); ++gy)
        for (int gx = 0; gx < grid.width(); ++gx) {
            const Coord goal{gx, gy};
            const std::vector<double> row = table.goalRow(grid.paddedIndex(goal));
            const auto h = [&](Coord c) { return table.estimate(grid.paddedIndex(c), row); };
            for (int y = 0; y < grid.height(); ++y)
                for (int x = 0; x < grid.width(); ++x) {
                    const Coord u{x, y};
                    if (grid.isBlocked(u))
                        continue;
                    INFO("goal " << coordLabel(goal) << ", cell " << coordLabel(u));
                    CHECK(h(u) >= 0.0);
                    CHECK(h(u) <= distances[index(u)][index(goal)] + kTolerance);
                    for (const ShapedStep& step : shapedSteps(grid, movement, u)) {
                        if (std::isinf(distances[index(step.to)][index(goal)]))
                            continue;
                        INFO("step to " << coordLabel(step.to) << " costing " << step.cost);
                        CHECK(h(u) <= step.cost + h(step.to) + kTolerance);
                    }
                }
        }
}

} // namespace

TEST_CASE("Landmark tables hold the hand-worked distances of a row of entry costs", "[landmarks]") {
    // Costs 1 2 3 4 along one row: entering a cell costs its number, so the two ways differ.
    const MapGrid grid = gridFromAscii({"1234"});
    Movement four;
    four.neighbours = 4;
    LandmarkTable table;
    table.build(grid, four, 1, {Coord{0, 0}}, Coord{0, 0});
    REQUIRE(table.landmarks() == std::vector<Coord>{Coord{0, 0}});
    CHECK_FALSE(table.symmetric());
    const double from[] = {0, 2, 5, 9}; // 2, 2 + 3, 2 + 3 + 4
    const double to[] = {0, 1, 3, 6};   // 1, 2 + 1, 3 + 2 + 1
    for (int x = 0; x < 4; ++x) {
        CHECK(table.fromLandmark(0, grid.paddedIndex({x, 0})) == from[x]);
        CHECK(table.toLandmark(0, grid.paddedIndex({x, 0})) == to[x]);
    }
    // Towards (3,0): 9 − 2 = 7 from (1,0), which is 3 + 4 exactly; towards (0,0): 6 − 0 from (3,0).
    const auto east = table.goalRow(grid.paddedIndex({3, 0}));
    CHECK(table.estimate(grid.paddedIndex({1, 0}), east) == 7.0);
    const auto west = table.goalRow(grid.paddedIndex({0, 0}));
    CHECK(table.estimate(grid.paddedIndex({3, 0}), west) == 6.0);
    CHECK(table.bytes() == 2 * grid.paddedSize() * sizeof(double));
}

TEST_CASE("Landmarks are chosen farthest first, ties to the first cell in row order", "[landmarks]") {
    const MapGrid grid = gridFromAscii({
        "....",
        ".##.",
        "....",
    });
    Movement four;
    four.neighbours = 4;
    LandmarkTable table;
    table.build(grid, four, 3, {}, Coord{0, 0});
    // (3,2) is 5 steps from the seed (0,0); (0,0) is 5 from (3,2); then (2,0), (3,0), (0,2) and
    // (1,2) are each 2 from the nearer of the two, and (2,0) comes first.
    CHECK(table.landmarks() == std::vector<Coord>{Coord{3, 2}, Coord{0, 0}, Coord{2, 0}});
    CHECK(table.symmetric());
    CHECK(table.bytes() == 3 * grid.paddedSize() * sizeof(double));
}

TEST_CASE("Landmark bounds are admissible and consistent on random maps with terrain", "[landmarks]") {
    Random random(0x1a4d);
    const std::vector<Movement> movements = allMovementSettings();
    for (int index = 0; index < 30; ++index) {
        RandomMapOptions options;
        options.costShare = index % 2 == 0 ? 0.4 : 0.0;
        options.terrainShare = index % 3 == 0 ? 0.3 : 0.0;
        const int height = randomBetween(random, 1, 9);
        const int width = randomBetween(random, 1, 9);
        const MapGrid grid = randomMap(random, width, height, options);
        const Movement movement = movements[static_cast<std::size_t>(index) % movements.size()];
        const std::size_t k = 1 + static_cast<std::size_t>(index) % 8;
        LandmarkTable table;
        table.build(grid, movement, k, {}, *grid.start());
        REQUIRE(table.ready());
        checkTable(grid, movement, table, "map #" + std::to_string(index) + " " + movementLabel(movement));
    }
}

TEST_CASE("Landmark bounds are admissible and consistent on hex maps, sides and heights", "[landmarks]") {
    for (const ShapedFamily family : {ShapedFamily::Hex, ShapedFamily::Sides, ShapedFamily::Slopes}) {
        const auto cases = makeShapedCases(family, 12, 0x51de + static_cast<int>(family));
        for (const ShapedCase& c : cases) {
            const std::size_t k = 1 + static_cast<std::size_t>(c.index) % 8;
            LandmarkTable table;
            table.build(c.grid, c.movement, k, {}, *c.grid.start());
            REQUIRE(table.ready());
            checkTable(c.grid, c.movement, table, c.label());
        }
    }
}

TEST_CASE("Landmarks placed by hand come first and the rest are chosen farthest first", "[landmarks]") {
    Random random(0x9e3);
    for (int index = 0; index < 10; ++index) {
        RandomMapOptions options;
        options.costShare = 0.3;
        MapGrid grid = randomMap(random, 8, 7, options);
        const Coord placed = *grid.goal();
        Movement eight;
        LandmarkTable table;
        table.build(grid, eight, 3, {placed}, *grid.start());
        REQUIRE(!table.landmarks().empty());
        CHECK(table.landmarks().front() == placed);
        checkTable(grid, eight, table, "map #" + std::to_string(index));
    }
}

TEST_CASE("Landmark cells are read as X,Y pairs and bad pairs are named", "[landmarks]") {
    const MapGrid grid = gridFromAscii({
        "...",
        ".#.",
    });
    SECTION("good pairs, any number of spaces between them") {
        const LandmarkCells cells = parseLandmarkCells("0,0   2,1 1,0", &grid);
        CHECK(cells.problem.empty());
        CHECK(cells.cells == std::vector<Coord>{Coord{0, 0}, Coord{2, 1}, Coord{1, 0}});
        CHECK(parseLandmarkCells("").cells.empty());
    }
    SECTION("a pair not written X,Y") {
        CHECK(parseLandmarkCells("0,0 3;4").problem ==
              "pair 2 '3;4': expected X,Y (two whole numbers separated by a comma, no spaces), found '3;4'");
        CHECK(parseLandmarkCells("1,a").problem.rfind("pair 1 '1,a': expected X,Y", 0) == 0);
        CHECK(parseLandmarkCells("-1,2").problem ==
              "pair 1 '-1,2': expected X and Y of 0 or more, found '-1,2'");
    }
    SECTION("a pair off the map or on a wall") {
        CHECK(parseLandmarkCells("0,0 3,1", &grid).problem == "pair 2 '3,1': (3,1) is outside the 3 x 2 map");
        CHECK(parseLandmarkCells("1,1", &grid).problem ==
              "pair 1 '1,1': (1,1) is a cell the unit cannot enter");
        CHECK(parseLandmarkCells("1,1").problem.empty()); // without a map only the writing is checked
    }
    SECTION("too many pairs") {
        std::string text;
        for (std::size_t i = 0; i <= kMaxLandmarks; ++i)
            text += "0,0 ";
        CHECK(parseLandmarkCells(text).problem == "at most 64 landmarks, found more pairs");
    }
}

TEST_CASE("Landmark tables that would pass the byte limit are not built", "[landmarks]") {
    // 64 landmarks of 8 bytes on 725 × 725 padded cells pass 256 MiB.
    MapGrid grid(723, 723);
    Movement eight;
    LandmarkTable table;
    table.build(grid, eight, 64, {}, Coord{0, 0});
    CHECK_FALSE(table.ready());
    CHECK(table.bytes() == 0);
    CHECK(table.problem() ==
          "landmarks left out: their tables would take 257 MiB, above the limit of 256 MiB");
    CHECK(table.builtFor(grid, eight, 64, ""));
}
