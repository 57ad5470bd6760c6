#include "document/terrain_text.h"

#include "pathfinder/basics/number_text.h"

#include <string>

namespace pathfinder::app {

wxString terrainName(Terrain t) {
    return wxString::FromUTF8(std::string(labelOf(t)));
}

bool terrainBlocks(const MapGrid& grid, Terrain t) {
    if (!grid.unitPasses(t))
        return true;
    if (!grid.unit().separateWater)
        return false;
    const bool startOnWater = grid.start() && grid.terrain(*grid.start()) == Terrain::Water;
    return (t == Terrain::Water) != startOnWater;
}

wxString terrainCostText(const MapGrid& grid, Terrain t) {
    if (terrainBlocks(grid, t))
        return "impassable";
    return wxString::FromUTF8(numberText(grid.unit().factorOf(t)));
}

std::vector<TerrainKey> terrainKeyOf(const MapGrid& grid) {
    std::vector<TerrainKey> key;
    if (!grid.hasTerrain())
        return key;
    for (const Terrain t : allValues<Terrain>()) {
        if (grid.codeCount(MapGrid::codeOf(t)) == 0)
            continue;
        key.push_back({t, terrainName(t) + " " + terrainCostText(grid, t), terrainBlocks(grid, t)});
    }
    return key;
}

} // namespace pathfinder::app
