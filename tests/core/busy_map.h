#pragma once

#include "pathfinder/grid/map_grid.h"
#include "pathfinder/grid/topology.h"

#include <random>

namespace pathfinder::testing {

/// A 9 × 7 map of every feature, drawn from `seed`: walls, costs, terrain, heights under a slope
/// factor, and wall and one-way sides; the start at (0, 0) (free), the goal at (8, 6).
inline MapGrid busyMap(Topology topology, unsigned seed) {
    std::mt19937 random(seed);
    MapGrid grid(9, 7);
    grid.setTopology(topology);
    grid.setSlope(0.5);
    for (int y = 0; y < grid.height(); ++y)
        for (int x = 0; x < grid.width(); ++x) {
            const int roll = static_cast<int>(random() % 10);
            if (roll == 0)
                grid.setWall({x, y}, true);
            else if (roll < 3)
                grid.setCost({x, y}, 2 + roll);
            else if (roll == 3)
                grid.setTerrain({x, y}, Terrain::Forest);
            if (random() % 4 == 0)
                grid.setHeight({x, y}, static_cast<int>(random() % 10));
            for (const Direction d : {Direction::E, Direction::SE, Direction::S, Direction::SW})
                if (isSideHeading(topology, d, y) && grid.inBounds(Coord{x, y} + offsetOf(d)) &&
                    random() % 5 == 0)
                    grid.setSide({x, y}, d,
                                 random() % 3 == 0
                                     ? SideKind::Wall
                                     : (random() % 2 ? SideKind::OneWayOut : SideKind::OneWayIn));
        }
    grid.setWall({0, 0}, false);
    grid.setStart(Coord{0, 0});
    grid.setGoal(Coord{8, 6});
    return grid;
}

} // namespace pathfinder::testing
