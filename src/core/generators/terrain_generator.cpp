#include "pathfinder/generators/terrain_generator.h"

#include "pathfinder/basics/random.h"

#include "generators/fractal_noise.h"
#include "generators/terrain_canvas.h"
#include "generators/terrain_heights.h"
#include "generators/terrain_rivers.h"
#include "generators/terrain_roads.h"

#include <algorithm>
#include <array>
#include <cstdlib>
#include <stdexcept>
#include <string>
#include <vector>

namespace pathfinder {

namespace {

/// Elevation and moisture, 0–65535 per cell, row-major.
struct TerrainFields {
    std::vector<std::uint16_t> elevation;
    std::vector<std::uint16_t> moisture;
};

/// Elevation is broad fractal noise raised along ridge lines (where a second, coarser noise
/// crosses its middle value), so that the highest ground runs in chains rather than blobs.
TerrainFields makeFields(const TerrainCanvas& canvas, const TerrainScale& scale, Random& rng) {
    const int w = canvas.width;
    FractalNoise height(w, canvas.height, rng.next(), scale.wavelength, 6);
    FractalNoise ridges(w, canvas.height, rng.next(), scale.wavelength * 2, 3);
    FractalNoise wetness(w, canvas.height, rng.next(), scale.wavelength, 4);
    TerrainFields fields;
    fields.elevation.resize(canvas.cells.size());
    fields.moisture.resize(canvas.cells.size());
    std::vector<std::uint16_t> ridgeRow(static_cast<std::size_t>(w));
    for (int y = 0; y < canvas.height; ++y) {
        const std::size_t row = static_cast<std::size_t>(y) * static_cast<std::size_t>(w);
        std::uint16_t* elevation = fields.elevation.data() + row;
        height.row(y, elevation);
        ridges.row(y, ridgeRow.data());
        wetness.row(y, fields.moisture.data() + row);
        for (std::size_t x = 0; x < static_cast<std::size_t>(w); ++x) {
            // 65535 on the ridge line, falling off to 0 at the noise's extremes; squared to narrow it.
            const std::uint32_t ridge =
                65535u - static_cast<std::uint32_t>(std::abs(2 * ridgeRow[x] - 65535));
            const std::uint32_t sharp = ridge * ridge / 65535u;
            const std::uint64_t raised = std::uint64_t{elevation[x]} * (65535u + 3u * sharp) / (4u * 65535u);
            elevation[x] = static_cast<std::uint16_t>(raised);
        }
    }
    return fields;
}

/// The levels that divide the fields into grounds, as shares of the map's cells, so that every
/// map has about the same mix whatever its noise.
struct GroundLevels {
    std::uint16_t lake = 0;      ///< elevation below: lake
    std::uint16_t lowland = 0;   ///< elevation below: lowland, jungle where wet enough
    std::uint16_t marsh = 0;     ///< elevation below: the lowest land, swampy on any bank
    std::uint16_t foothills = 0; ///< elevation from: foothills
    std::uint16_t mountains = 0; ///< elevation from: mountains
    std::uint16_t dry = 0;       ///< moisture below: desert
    std::uint16_t damp = 0;      ///< moisture from: swamp on banks
    std::uint16_t wooded = 0;    ///< moisture from: forest
    std::uint16_t wet = 0;       ///< moisture from: jungle in the lowland

    /// The elevation levels are those of heights 1, 2, 4, 6 and 8 (kHeightShares).
    static GroundLevels of(const TerrainFields& fields, const HeightLevels& heights) {
        const FieldDistribution moisture(fields.moisture);
        GroundLevels levels;
        levels.lake = heights.from(1);
        levels.marsh = heights.from(2);
        levels.lowland = heights.from(4);
        levels.foothills = heights.from(6);
        levels.mountains = heights.from(8);
        levels.dry = moisture.level(200);
        levels.damp = moisture.level(450);
        levels.wooded = moisture.level(550);
        levels.wet = moisture.level(700);
        return levels;
    }
};

Terrain groundOf(std::uint16_t elevation, std::uint16_t moisture, const GroundLevels& levels) {
    if (elevation >= levels.mountains)
        return Terrain::Mountains;
    if (elevation >= levels.foothills)
        return Terrain::Foothills;
    if (elevation < levels.lake)
        return Terrain::Water;
    if (moisture < levels.dry)
        return Terrain::Desert;
    if (moisture >= levels.wet && elevation < levels.lowland)
        return Terrain::Jungle;
    if (moisture >= levels.wooded)
        return Terrain::Forest;
    return Terrain::Plains;
}

/// Keeps the basins' water only where it makes lakes: a body of edge-connected water with no 2×2
/// block in it (a trickle along a valley floor, a puddle) becomes the ground its moisture gives at
/// the water's level.
void keepLakes(TerrainCanvas& canvas, const TerrainFields& fields, const GroundLevels& levels) {
    const auto water = [&](Coord c) { return canvas.inBounds(c) && canvas.at(c) == Terrain::Water; };
    std::vector<bool> seen(canvas.cells.size(), false);
    std::vector<std::size_t> body;
    for (std::size_t first = 0; first < canvas.cells.size(); ++first) {
        if (seen[first] || canvas.cells[first] != Terrain::Water)
            continue;
        body.assign(1, first);
        seen[first] = true;
        bool lake = false;
        for (std::size_t k = 0; k < body.size(); ++k) {
            const Coord c = canvas.coordOf(body[k]);
            lake = lake || (water({c.x + 1, c.y}) && water({c.x, c.y + 1}) && water({c.x + 1, c.y + 1}));
            for (const Coord n :
                 {Coord{c.x + 1, c.y}, Coord{c.x - 1, c.y}, Coord{c.x, c.y + 1}, Coord{c.x, c.y - 1}})
                if (water(n) && !seen[canvas.indexOf(n)]) {
                    seen[canvas.indexOf(n)] = true;
                    body.push_back(canvas.indexOf(n));
                }
        }
        if (!lake)
            for (const std::size_t i : body)
                canvas.cells[i] = groundOf(levels.lake, fields.moisture[i], levels);
    }
}

/// Swamp on the banks of rivers and lakes: plains, forest and jungle beside water that are damp or
/// low enough.
void addSwamps(TerrainCanvas& canvas, const TerrainFields& fields, const GroundLevels& levels) {
    const auto besideWater = [&](Coord c) {
        for (int dy = -1; dy <= 1; ++dy)
            for (int dx = -1; dx <= 1; ++dx) {
                const Coord n{c.x + dx, c.y + dy};
                if (canvas.inBounds(n) && canvas.at(n) == Terrain::Water)
                    return true;
            }
        return false;
    };
    for (int y = 0; y < canvas.height; ++y)
        for (int x = 0; x < canvas.width; ++x) {
            const Coord c{x, y};
            const Terrain ground = canvas.at(c);
            if (ground != Terrain::Plains && ground != Terrain::Forest && ground != Terrain::Jungle)
                continue;
            const std::size_t i = canvas.indexOf(c);
            const bool swampy = fields.moisture[i] >= levels.damp || fields.elevation[i] < levels.marsh;
            if (swampy && besideWater(c))
                canvas.set(c, Terrain::Swamp);
        }
}

std::size_t isqrt(std::size_t n) {
    std::size_t r = 0;
    while ((r + 1) * (r + 1) <= n)
        ++r;
    return r;
}

} // namespace

TerrainScale TerrainScale::of(int width, int height) {
    TerrainScale scale;
    scale.wavelength =
        std::max(4, static_cast<int>(isqrt(static_cast<std::size_t>(std::max(width, height)) * 12)));
    return scale;
}

std::size_t TerrainScale::featureCount(const TerrainCanvas& canvas) const {
    return canvas.cells.size() / static_cast<std::size_t>(wavelength * wavelength);
}

MapGrid generateTerrain(int width, int height, std::uint64_t seed) {
    const auto validSide = [](int side) { return side >= 1 && side <= MapGrid::kMaxSide; };
    if (!validSide(width) || !validSide(height))
        throw std::invalid_argument("terrain size " + std::to_string(width) + "x" + std::to_string(height) +
                                    " is outside 1.." + std::to_string(MapGrid::kMaxSide));
    // Each stage draws from a generator of its own, so that a change to one leaves the others' draws.
    Random root(seed);
    Random fieldRng(root.next());
    Random riverRng(root.next());
    Random townRng(root.next());
    const TerrainScale scale = TerrainScale::of(width, height);
    TerrainCanvas canvas(width, height);
    std::vector<std::uint8_t> heights(canvas.cells.size());
    {
        const TerrainFields fields = makeFields(canvas, scale, fieldRng);
        const HeightLevels heightLevels = HeightLevels::of(FieldDistribution(fields.elevation));
        for (std::size_t i = 0; i < heights.size(); ++i)
            heights[i] = static_cast<std::uint8_t>(heightLevels.heightOf(fields.elevation[i]));
        const GroundLevels levels = GroundLevels::of(fields, heightLevels);
        for (std::size_t i = 0; i < canvas.cells.size(); ++i)
            canvas.cells[i] = groundOf(fields.elevation[i], fields.moisture[i], levels);
        keepLakes(canvas, fields, levels);
        addRivers(canvas, fields.elevation, scale, riverRng);
        addSwamps(canvas, fields, levels);
    }
    const RouteEnds ends = addRoads(canvas, scale, townRng);
    MapGrid grid(width, height);
    for (int y = 0; y < height; ++y)
        for (int x = 0; x < width; ++x) {
            grid.setTerrain({x, y}, canvas.at({x, y}));
            grid.setHeight({x, y}, heights[canvas.indexOf({x, y})]);
        }
    grid.setStart(ends.start);
    grid.setGoal(ends.goal);
    return grid;
}

} // namespace pathfinder
