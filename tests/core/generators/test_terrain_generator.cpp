#include "pathfinder/generators/maze_generator.h"
#include "pathfinder/generators/terrain_generator.h"
#include "pathfinder/grid/terrain.h"

#include <array>
#include <catch2/catch.hpp>
#include <cmath>
#include <cstdint>
#include <functional>
#include <limits>
#include <queue>
#include <set>
#include <stdexcept>
#include <utility>
#include <vector>

using namespace pathfinder;

namespace {

constexpr std::array<Coord, 4> kEdgeSteps = {Coord{0, -1}, Coord{1, 0}, Coord{0, 1}, Coord{-1, 0}};

std::size_t indexOf(const MapGrid& grid, Coord c) {
    return static_cast<std::size_t>(c.y) * static_cast<std::size_t>(grid.width()) +
           static_cast<std::size_t>(c.x);
}

bool isTerrain(const MapGrid& grid, Coord c, Terrain t) {
    return grid.inBounds(c) && grid.terrain(c) == t;
}

bool sameMap(const MapGrid& a, const MapGrid& b) {
    if (a.width() != b.width() || a.height() != b.height() || a.start() != b.start() || a.goal() != b.goal())
        return false;
    for (int y = 0; y < a.height(); ++y)
        for (int x = 0; x < a.width(); ++x)
            if (a.code({x, y}) != b.code({x, y}))
                return false;
    return true;
}

std::array<std::size_t, kTerrainCount> terrainCounts(const MapGrid& grid) {
    std::array<std::size_t, kTerrainCount> counts{};
    for (int y = 0; y < grid.height(); ++y)
        for (int x = 0; x < grid.width(); ++x)
            if (const auto t = grid.terrain({x, y}))
                ++counts[static_cast<std::size_t>(*t)];
    return counts;
}

/// How many of the eight neighbours of c satisfy `test`.
int neighboursWhere(const MapGrid& grid, Coord c, const std::function<bool(Coord)>& test) {
    int count = 0;
    for (int dy = -1; dy <= 1; ++dy)
        for (int dx = -1; dx <= 1; ++dx)
            if ((dx != 0 || dy != 0) && grid.inBounds({c.x + dx, c.y + dy}) && test({c.x + dx, c.y + dy}))
                ++count;
    return count;
}

/// The cells edge-connected to `from` through cells that satisfy `test`, as a flag per cell.
std::vector<bool> edgeConnected(const MapGrid& grid, Coord from, const std::function<bool(Coord)>& test) {
    std::vector<bool> seen(grid.cellCount(), false);
    if (!test(from))
        return seen;
    std::vector<Coord> stack{from};
    seen[indexOf(grid, from)] = true;
    while (!stack.empty()) {
        const Coord c = stack.back();
        stack.pop_back();
        for (const Coord step : kEdgeSteps) {
            const Coord n = c + step;
            if (grid.inBounds(n) && !seen[indexOf(grid, n)] && test(n)) {
                seen[indexOf(grid, n)] = true;
                stack.push_back(n);
            }
        }
    }
    return seen;
}

/// A unit's optimal route from start to goal, worked out here from the unit's factors alone: plain
/// Dijkstra over 8 neighbours, a diagonal step √2 long and allowed only when both cells beside it
/// are passable (the default movement), entering a cell costing the step's length times the unit's
/// factor for its terrain, a factor at or above the table's limit blocking the cell.
struct UnitRoute {
    double cost = std::numeric_limits<double>::infinity();
    std::set<std::pair<int, int>> cells;
};

UnitRoute optimalRoute(const MapGrid& grid, const UnitProfile& unit, double limit) {
    const auto factor = [&](Coord c) {
        const double f = unit.factorOf(*grid.terrain(c));
        return f >= limit ? -1.0 : f;
    };
    const auto passable = [&](Coord c) { return grid.inBounds(c) && factor(c) > 0.0; };
    std::vector<double> best(grid.cellCount(), std::numeric_limits<double>::infinity());
    std::vector<std::size_t> parent(grid.cellCount(), grid.cellCount());
    using Entry = std::pair<double, std::size_t>;
    std::priority_queue<Entry, std::vector<Entry>, std::greater<Entry>> open;
    const Coord start = *grid.start();
    const Coord goal = *grid.goal();
    UnitRoute route;
    if (!passable(start) || !passable(goal))
        return route;
    best[indexOf(grid, start)] = 0.0;
    open.push({0.0, indexOf(grid, start)});
    const auto width = static_cast<std::size_t>(grid.width());
    while (!open.empty()) {
        const auto [cost, index] = open.top();
        open.pop();
        if (cost > best[index])
            continue;
        const Coord c{static_cast<int>(index % width), static_cast<int>(index / width)};
        for (int dy = -1; dy <= 1; ++dy)
            for (int dx = -1; dx <= 1; ++dx) {
                const Coord n{c.x + dx, c.y + dy};
                if ((dx == 0 && dy == 0) || !passable(n))
                    continue;
                const bool diagonal = dx != 0 && dy != 0;
                if (diagonal && (!passable({n.x, c.y}) || !passable({c.x, n.y})))
                    continue;
                const double through = cost + factor(n) * (diagonal ? std::sqrt(2.0) : 1.0);
                if (through < best[indexOf(grid, n)]) {
                    best[indexOf(grid, n)] = through;
                    parent[indexOf(grid, n)] = index;
                    open.push({through, indexOf(grid, n)});
                }
            }
    }
    route.cost = best[indexOf(grid, goal)];
    if (std::isfinite(route.cost))
        for (std::size_t i = indexOf(grid, goal); i != grid.cellCount(); i = parent[i])
            route.cells.insert({static_cast<int>(i % width), static_cast<int>(i / width)});
    return route;
}

/// The seven course units (the standard table without the Moving AI unit).
std::vector<UnitProfile> courseUnits() {
    std::vector<UnitProfile> units;
    for (const UnitProfile& unit : UnitTable::standard().units)
        if (unit.name != kMovingAiUnit)
            units.push_back(unit);
    return units;
}

bool everyUnitCanStand(const MapGrid& grid, Coord c) {
    const UnitTable table = UnitTable::standard();
    for (const UnitProfile& unit : courseUnits())
        if (unit.factorOf(*grid.terrain(c)) >= table.impassableLimit)
            return false;
    return true;
}

} // namespace

TEST_CASE("The same seed gives the same terrain map and another seed another", "[terrain][generator]") {
    const std::uint64_t seed = GENERATE(1, 2, 77);
    INFO("seed " << seed);
    const MapGrid first = generateTerrain(96, 64, seed);
    CHECK(sameMap(first, generateTerrain(96, 64, seed)));
    CHECK_FALSE(sameMap(first, generateTerrain(96, 64, seed + 1)));
    SECTION("generateMaze makes the same map for the terrain kind") {
        CHECK(sameMap(first, generateMaze(MazeOptions{MazeKind::Terrain, 96, 64, seed, 0.2})));
        CHECK(parseEnum<MazeKind>("terrain") == MazeKind::Terrain);
        CHECK(mazeName(MazeOptions{MazeKind::Terrain, 96, 64, seed, 0.2}) == "Strategy map 96\xc3\x97"
                                                                             "64, seed " +
                                                                                 std::to_string(seed));
    }
}

TEST_CASE("Every cell of a terrain map is terrain, and all ten terrains appear at 256x256",
          "[terrain][generator]") {
    const std::uint64_t seed = GENERATE(1, 2, 3, 4, 5);
    INFO("seed " << seed);
    const MapGrid grid = generateTerrain(256, 256, seed);
    const auto counts = terrainCounts(grid);
    std::size_t total = 0;
    for (std::size_t t = 0; t < counts.size(); ++t) {
        INFO(toString(static_cast<Terrain>(t)) << " cells: " << counts[t]);
        CHECK(counts[t] > 0);
        // A believable mix: no ground takes over the map.
        CHECK(counts[t] < grid.cellCount() * 45 / 100);
        total += counts[t];
    }
    CHECK(total == grid.cellCount());
}

TEST_CASE("Terrain maps of one cell, a few cells and one row are made whole", "[terrain][generator]") {
    const auto [width, height] = GENERATE(std::make_pair(1, 1), std::make_pair(2, 3), std::make_pair(3, 2),
                                          std::make_pair(4096, 1), std::make_pair(1, 300));
    INFO(width << "x" << height);
    const MapGrid grid = generateTerrain(width, height, 9);
    REQUIRE(grid.width() == width);
    REQUIRE(grid.height() == height);
    CHECK(terrainCounts(grid)[static_cast<std::size_t>(Terrain::Roadway)] > 0);
    std::size_t terrainCells = 0;
    for (const std::size_t count : terrainCounts(grid))
        terrainCells += count;
    CHECK(terrainCells == grid.cellCount());
    REQUIRE(grid.start().has_value());
    REQUIRE(grid.goal().has_value());
    CHECK(everyUnitCanStand(grid, *grid.start()));
    CHECK(everyUnitCanStand(grid, *grid.goal()));
    for (const UnitProfile& unit : courseUnits()) {
        INFO(unit.name);
        CHECK(std::isfinite(optimalRoute(grid, unit, kDefaultImpassableLimit).cost));
    }
}

TEST_CASE("Sizes outside 1..4096 are refused", "[terrain][generator]") {
    for (const int bad : {0, -3, 4097}) {
        INFO("side " << bad);
        CHECK_THROWS_AS(generateTerrain(bad, 10, 1), std::invalid_argument);
        CHECK_THROWS_AS(generateTerrain(10, bad, 1), std::invalid_argument);
    }
}

TEST_CASE("Start and goal lie near opposite corners, on roadway or plains", "[terrain][generator]") {
    const auto [width, height] =
        GENERATE(std::make_pair(32, 32), std::make_pair(96, 64), std::make_pair(128, 128),
                 std::make_pair(40, 200), std::make_pair(2100, 40));
    const std::uint64_t seed = GENERATE(1, 5, 11);
    INFO(width << "x" << height << " seed " << seed);
    const MapGrid grid = generateTerrain(width, height, seed);
    REQUIRE(grid.start().has_value());
    REQUIRE(grid.goal().has_value());
    const Coord start = *grid.start();
    const Coord goal = *grid.goal();
    const int reach = std::max(1, std::min(width, height) / 8);
    CHECK(start.x < reach);
    CHECK(start.y < reach);
    CHECK(goal.x >= width - reach);
    CHECK(goal.y >= height - reach);
    for (const Coord end : {start, goal}) {
        const auto ground = grid.terrain(end);
        REQUIRE(ground.has_value());
        CHECK((*ground == Terrain::Roadway || *ground == Terrain::Plains));
        CHECK(everyUnitCanStand(grid, end));
    }
    SECTION("roadway joins them through edges, so every unit can drive from one to the other") {
        const auto onRoad = [&](Coord c) { return isTerrain(grid, c, Terrain::Roadway); };
        CHECK(edgeConnected(grid, start, onRoad)[indexOf(grid, goal)]);
    }
}

TEST_CASE("On 128x128 terrain maps the course units reach the goal by routes and costs of their own",
          "[terrain][generator]") {
    const std::uint64_t seed = GENERATE(1, 2, 3, 4, 5, 6);
    INFO("seed " << seed);
    const MapGrid grid = generateTerrain(128, 128, seed);
    std::set<long long> costs;
    std::set<std::set<std::pair<int, int>>> routes;
    int reaching = 0;
    for (const UnitProfile& unit : courseUnits()) {
        INFO(unit.name);
        const UnitRoute route = optimalRoute(grid, unit, kDefaultImpassableLimit);
        if (unit.name == "light-infantry" || unit.name == "jeep")
            REQUIRE(std::isfinite(route.cost));
        if (!std::isfinite(route.cost))
            continue;
        ++reaching;
        costs.insert(std::llround(route.cost * 1000.0));
        routes.insert(route.cells);
    }
    CHECK(reaching >= 5);
    CHECK(costs.size() >= 4);
    CHECK(routes.size() >= 4);
}

TEST_CASE("Water lies in rivers and lakes, and swamp on their banks", "[terrain][generator]") {
    const std::uint64_t seed = GENERATE(1, 2, 3, 4);
    INFO("seed " << seed);
    const MapGrid grid = generateTerrain(256, 256, seed);
    const auto water = [&](Coord c) { return isTerrain(grid, c, Terrain::Water); };
    std::size_t waterCells = 0;
    std::size_t waterBesideWater = 0;
    std::size_t swampCells = 0;
    std::size_t swampBesideWater = 0;
    for (int y = 0; y < grid.height(); ++y)
        for (int x = 0; x < grid.width(); ++x) {
            const Coord c{x, y};
            if (water(c)) {
                ++waterCells;
                for (const Coord step : kEdgeSteps)
                    if (water(c + step)) {
                        ++waterBesideWater;
                        break;
                    }
            } else if (isTerrain(grid, c, Terrain::Swamp)) {
                ++swampCells;
                swampBesideWater += neighboursWhere(grid, c, water) > 0 ? 1 : 0;
            }
        }
    REQUIRE(waterCells > 0);
    REQUIRE(swampCells > 0);
    CHECK(waterBesideWater >= waterCells * 97 / 100);
    CHECK(swampBesideWater >= swampCells * 90 / 100);

    SECTION("every body of water reaches the map's edge or holds a lake, or a bridge cuts it") {
        const auto crossing = [&](Coord c) {
            return isTerrain(grid, c, Terrain::Roadway) || isTerrain(grid, c, Terrain::Trail);
        };
        std::vector<bool> counted(grid.cellCount(), false);
        for (int y = 0; y < grid.height(); ++y)
            for (int x = 0; x < grid.width(); ++x) {
                if (!water({x, y}) || counted[indexOf(grid, {x, y})])
                    continue;
                const std::vector<bool> body = edgeConnected(grid, {x, y}, water);
                bool edge = false;
                bool lake = false;
                bool bridged = false;
                for (int by = 0; by < grid.height(); ++by)
                    for (int bx = 0; bx < grid.width(); ++bx) {
                        const Coord c{bx, by};
                        if (!body[indexOf(grid, c)])
                            continue;
                        counted[indexOf(grid, c)] = true;
                        edge =
                            edge || bx == 0 || by == 0 || bx == grid.width() - 1 || by == grid.height() - 1;
                        lake =
                            lake || (water({bx + 1, by}) && water({bx, by + 1}) && water({bx + 1, by + 1}));
                        bridged = bridged || neighboursWhere(grid, c, crossing) > 0;
                    }
                INFO("the body of water at " << x << "," << y);
                CHECK((edge || lake || bridged));
            }
    }
}

TEST_CASE("Mountains rise out of foothills", "[terrain][generator]") {
    const std::uint64_t seed = GENERATE(1, 2, 3);
    INFO("seed " << seed);
    const MapGrid grid = generateTerrain(256, 256, seed);
    const auto lowGround = [&](Coord c) {
        const auto t = grid.terrain(c);
        return t == Terrain::Jungle || t == Terrain::Forest || t == Terrain::Plains || t == Terrain::Desert ||
               t == Terrain::Swamp;
    };
    std::size_t mountains = 0;
    std::size_t besideLowGround = 0;
    for (int y = 0; y < grid.height(); ++y)
        for (int x = 0; x < grid.width(); ++x)
            if (isTerrain(grid, {x, y}, Terrain::Mountains)) {
                ++mountains;
                besideLowGround += neighboursWhere(grid, {x, y}, lowGround) > 0 ? 1 : 0;
            }
    REQUIRE(mountains > 0);
    CHECK(besideLowGround <= mountains / 50);
}

TEST_CASE("Trails branch off the road network", "[terrain][generator]") {
    const std::uint64_t seed = GENERATE(1, 2, 3);
    INFO("seed " << seed);
    const MapGrid grid = generateTerrain(256, 256, seed);
    const auto onNetwork = [&](Coord c) {
        return isTerrain(grid, c, Terrain::Roadway) || isTerrain(grid, c, Terrain::Trail);
    };
    const std::vector<bool> reached = edgeConnected(grid, *grid.start(), onNetwork);
    std::size_t trails = 0;
    std::size_t cutOff = 0;
    for (int y = 0; y < grid.height(); ++y)
        for (int x = 0; x < grid.width(); ++x)
            if (isTerrain(grid, {x, y}, Terrain::Trail)) {
                ++trails;
                cutOff += reached[indexOf(grid, {x, y})] ? 0 : 1;
            }
    CHECK(trails > 0);
    CHECK(cutOff == 0);
}
