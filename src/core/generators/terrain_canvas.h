#pragma once

#include "pathfinder/basics/coord.h"
#include "pathfinder/grid/terrain.h"

#include <cstddef>
#include <vector>

namespace pathfinder {

/// The terrain of every cell of a map being generated, before it becomes a MapGrid; cells are
/// row-major, index y · width + x.
struct TerrainCanvas {
    int width = 0;
    int height = 0;
    std::vector<Terrain> cells;

    TerrainCanvas(int w, int h)
        : width(w), height(h),
          cells(static_cast<std::size_t>(w) * static_cast<std::size_t>(h), Terrain::Plains) {}

    std::size_t indexOf(Coord c) const {
        return static_cast<std::size_t>(c.y) * static_cast<std::size_t>(width) +
               static_cast<std::size_t>(c.x);
    }
    Coord coordOf(std::size_t index) const {
        return {static_cast<int>(index % static_cast<std::size_t>(width)),
                static_cast<int>(index / static_cast<std::size_t>(width))};
    }
    bool inBounds(Coord c) const { return c.x >= 0 && c.y >= 0 && c.x < width && c.y < height; }
    bool onBorder(Coord c) const { return c.x == 0 || c.y == 0 || c.x == width - 1 || c.y == height - 1; }
    Terrain at(Coord c) const { return cells[indexOf(c)]; }
    void set(Coord c, Terrain t) { cells[indexOf(c)] = t; }
};

/// How large the features of a generated map are: the wavelength of its broadest noise, in cells,
/// grows with the square root of the map's longer side, so a small map still holds a few hills and
/// a large one many, each larger.
struct TerrainScale {
    int wavelength = 4;

    static TerrainScale of(int width, int height);
    /// About how many features of `wavelength` size fit in the map (at least 0).
    std::size_t featureCount(const TerrainCanvas& canvas) const;
};

} // namespace pathfinder
