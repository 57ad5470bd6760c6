// The heuristics on hex maps, checked against the least costs of the independent reference
// (reference_shaped.h): the Hex distance is admissible, consistent and exact on open maps, and each
// heuristic is admissible on hex maps exactly when isAdmissible() says so.

#include "pathfinder/basics/random.h"
#include "pathfinder/grid/heuristic.h"
#include "pathfinder/grid/map_grid.h"
#include "pathfinder/grid/topology.h"

#include "core/path_checks.h"
#include "core/reference_shaped.h"
#include "core/shaped_cases.h"
#include "support/random_case_count.h"

#include <catch2/catch.hpp>
#include <cmath>
#include <cstdint>
#include <vector>

using namespace pathfinder;
using namespace pathfinder::testing;

namespace {

const int kMapCount = randomCaseCount(200);

const std::vector<HeuristicKind> kAllKinds = {HeuristicKind::Manhattan, HeuristicKind::Chebyshev,
                                              HeuristicKind::Euclidean, HeuristicKind::Octile,
                                              HeuristicKind::Zero,      HeuristicKind::Hex};

/// Random hex maps: the even ones open (every cell free, cost 1), where the least cost is the number
/// of hex steps; the odd ones with walls, costs, terrain, closed sides and heights.
std::vector<MapGrid> hexMaps() {
    std::vector<MapGrid> maps;
    const std::vector<ShapedCase> cases = makeShapedCases(ShapedFamily::Hex, kMapCount, 20261201);
    for (const ShapedCase& c : cases) {
        if (c.index % 2 == 0) {
            MapGrid open(c.grid.width(), c.grid.height());
            open.setTopology(Topology::Hex);
            maps.push_back(open);
        } else {
            maps.push_back(c.grid);
        }
    }
    return maps;
}

bool isOpenMap(std::size_t index) {
    return index % 2 == 0;
}

std::size_t indexOf(const MapGrid& grid, Coord c) {
    return static_cast<std::size_t>(c.y) * grid.width() + c.x;
}

Coord cellAt(const MapGrid& grid, std::size_t index) {
    return {static_cast<int>(index % static_cast<std::size_t>(grid.width())),
            static_cast<int>(index / static_cast<std::size_t>(grid.width()))};
}

/// The first overestimate of heuristic `kind` found on the maps: h(a, b) above the reference's least
/// cost from a to b, for a few sources a per map and every b they reach. Returns how many pairs it
/// compared in `pairs`; false when none overestimated.
bool findsOverestimate(HeuristicKind kind, const Movement& movement, const std::vector<MapGrid>& maps,
                       int& pairs) {
    Random random(7);
    pairs = 0;
    for (const MapGrid& grid : maps)
        for (int s = 0; s < 3; ++s) {
            const Coord a = randomCell(random, grid);
            const std::vector<double> best = shapedDistancesFrom(grid, movement, a);
            for (std::size_t i = 0; i < best.size(); ++i) {
                if (!std::isfinite(best[i]))
                    continue;
                ++pairs;
                if (heuristic(kind, a, cellAt(grid, i), movement, Topology::Hex) > best[i] + 1e-9)
                    return true;
            }
        }
    return false;
}

} // namespace

TEST_CASE("The Hex distance is the reference's least cost on open hex maps, and a lower bound on the others",
          "[heuristic][hex][shaped]") {
    const Movement movement;
    int exact = 0;
    int below = 0;
    Random random(11);
    const std::vector<MapGrid> maps = hexMaps();
    for (std::size_t m = 0; m < maps.size(); ++m) {
        const MapGrid& grid = maps[m];
        const bool open = isOpenMap(m);
        for (int s = 0; s < 2; ++s) {
            const Coord a = randomCell(random, grid);
            const std::vector<double> best = shapedDistancesFrom(grid, movement, a);
            for (std::size_t i = 0; i < best.size(); ++i) {
                const Coord b = cellAt(grid, i);
                const double h = heuristic(HeuristicKind::Hex, a, b, movement, Topology::Hex);
                INFO("map " << grid.width() << "x" << grid.height() << ", " << coordLabel(a) << " to "
                            << coordLabel(b) << ": h " << h << ", least cost " << best[i]);
                CHECK(h == hexDistance(a, b));
                if (open) {
                    CHECK(h == best[i]);
                    ++exact;
                } else if (std::isfinite(best[i])) {
                    CHECK(h <= best[i] + 1e-9);
                    below += h < best[i] ? 1 : 0;
                }
            }
        }
    }
    CHECK(exact > randomCaseCount(4000));
    CHECK(below > randomCaseCount(4000));
}

TEST_CASE("The Hex, Octile and Euclidean heuristics are consistent on random hex maps",
          "[heuristic][hex][shaped]") {
    // h(a) <= cost(a, b) + h(b) for every step a -> b the reference allows, towards random goals.
    const Movement movement;
    Random random(13);
    int steps = 0;
    for (const MapGrid& grid : hexMaps()) {
        std::vector<Coord> goals;
        for (int g = 0; g < 3; ++g)
            goals.push_back(randomCell(random, grid));
        for (int y = 0; y < grid.height(); ++y)
            for (int x = 0; x < grid.width(); ++x)
                for (const ShapedStep& step : shapedSteps(grid, movement, {x, y}))
                    for (const Coord goal : goals)
                        for (const HeuristicKind kind :
                             {HeuristicKind::Hex, HeuristicKind::Octile, HeuristicKind::Euclidean}) {
                            ++steps;
                            const double here = heuristic(kind, {x, y}, goal, movement, Topology::Hex);
                            const double there = heuristic(kind, step.to, goal, movement, Topology::Hex);
                            if (here > step.cost + there + 1e-9) {
                                INFO(toString(kind)
                                     << ": " << coordLabel({x, y}) << " -> " << coordLabel(step.to)
                                     << " costs " << step.cost << ", h " << here << " then " << there
                                     << " towards " << coordLabel(goal));
                                CHECK(here <= step.cost + there + 1e-9);
                            }
                        }
    }
    CHECK(steps > randomCaseCount(100000));
}

TEST_CASE(
    "Each heuristic is admissible on hex maps exactly when isAdmissible() says so, whatever the movement",
    "[heuristic][hex][shaped]") {
    // The movement's rules do not apply on hex maps, so neither the reference's costs nor the
    // heuristics' admissibility depend on it.
    const std::vector<MapGrid> maps = hexMaps();
    for (const Movement& movement : allMovementSettings())
        for (const HeuristicKind kind : kAllKinds) {
            int pairs = 0;
            const bool overestimates = findsOverestimate(kind, movement, maps, pairs);
            INFO(toString(kind) << " under " << movementLabel(movement) << ", " << pairs
                                << " pairs compared");
            CHECK(isAdmissible(kind, movement, Topology::Hex) == !overestimates);
            if (!overestimates)
                CHECK(pairs > randomCaseCount(8000));
        }
}

TEST_CASE("On hex maps Euclidean measures between the hexes' centres and Octile counts hex steps",
          "[heuristic][hex][shaped]") {
    Movement movement;
    movement.neighbours = 4; // the movement does not matter on hex maps
    // Row 1 is shifted right by half a hex: (0,0) -> (0,1) is one step down-right, its centre
    // 1 away (½ across, √3/2 down). Two rows straight down, (0,0) -> (0,2), are √3 apart as the crow
    // flies and 2 hex steps. (0,0) -> (3,1): the centres are 3.5 across and √3/2 down, √13 apart,
    // and 4 hex steps (down-right to (0,1), then 3 east).
    CHECK(heuristic(HeuristicKind::Euclidean, {0, 0}, {0, 1}, movement, Topology::Hex) == Approx(1.0));
    CHECK(heuristic(HeuristicKind::Euclidean, {0, 0}, {0, 2}, movement, Topology::Hex) ==
          Approx(std::sqrt(3.0)));
    CHECK(heuristic(HeuristicKind::Euclidean, {0, 0}, {3, 1}, movement, Topology::Hex) ==
          Approx(std::sqrt(13.0)));
    CHECK(heuristic(HeuristicKind::Octile, {0, 0}, {0, 2}, movement, Topology::Hex) == 2.0);
    CHECK(heuristic(HeuristicKind::Octile, {0, 0}, {3, 1}, movement, Topology::Hex) == 4.0);
    CHECK(heuristic(HeuristicKind::Hex, {0, 0}, {3, 1}, movement, Topology::Hex) == 4.0);
    // (1,1) -> (0,3): (1,1)'s lower neighbours are (1,2) and (2,2); (1,2)'s are (0,3) and (1,3):
    // 2 steps. Axial: (1,1) is q 1, r 1; (0,3) is q −1, r 3; dq −2,
    // dr 2, dq + dr 0: max 2.
    CHECK(heuristic(HeuristicKind::Hex, {1, 1}, {0, 3}, movement, Topology::Hex) == 2.0);
    // Manhattan reads the offsets as they are: (0,1) -> (1,0) is one hex step (odd row, up-right)
    // but dx + dy = 2, an overestimate.
    CHECK(heuristic(HeuristicKind::Manhattan, {0, 1}, {1, 0}, movement, Topology::Hex) == 2.0);
    MapGrid open(3, 3);
    open.setTopology(Topology::Hex);
    CHECK(shapedDistancesFrom(open, movement, {0, 1})[indexOf(open, {1, 0})] == 1.0);
}
