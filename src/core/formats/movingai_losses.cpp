// What a Moving AI .map cannot keep of a map: movingAiLosses(). Writing it is movingai_io.cpp.

#include "pathfinder/basics/number_text.h"
#include "pathfinder/formats/movingai_io.h"

#include <optional>
#include <string>
#include <vector>

namespace pathfinder {

namespace {

std::string cellCount(std::size_t cells) {
    return std::to_string(cells) + (cells == 1 ? " cell" : " cells");
}

/// What is lost of the map's unit when a map with swamp or water is written: a .map is read with
/// the movingai unit, so any other unit (or limit) would find those cells priced differently.
std::optional<std::string> unitLoss(const MapGrid& grid) {
    if (grid.codeCount(MapGrid::codeOf(Terrain::Swamp)) == 0 &&
        grid.codeCount(MapGrid::codeOf(Terrain::Water)) == 0)
        return std::nullopt;
    const UnitProfile movingAi = *UnitTable::standard().find(kMovingAiUnit);
    const std::string rules =
        "a Moving AI map is read with the movingai unit: swamp is ground of cost 1, and water "
        "a medium of its own that no move enters from land or leaves";
    if (grid.unit() != movingAi)
        return "the unit " + grid.unit().name + " (" + rules + ")";
    if (grid.impassableLimit() != kDefaultImpassableLimit)
        return "the impassable limit " + numberText(grid.impassableLimit()) + " (" + rules +
               ", with the limit " + numberText(kDefaultImpassableLimit) + ")";
    return std::nullopt;
}

std::string sideCount(std::size_t sides, const char* what) {
    return std::to_string(sides) + " " + what + (sides == 1 ? " side" : " sides");
}

/// What a .map loses of the map's shape, sides and heights: it has square cells, wall cells and
/// one flat ground.
void addFeatureLosses(const MapGrid& grid, std::vector<std::string>& losses) {
    if (grid.topology() == Topology::Hex)
        losses.push_back("the " + describeMapFeatures(kHexCells) +
                         " (a .map is square: each row is written as square cells, whose neighbours differ)");
    if (grid.wallSideCount() > 0)
        losses.push_back(sideCount(grid.wallSideCount(), "wall") + " (" + describeMapFeatures(kSideWalls) +
                         "; a .map has wall cells only)");
    if (grid.oneWaySideCount() > 0)
        losses.push_back(sideCount(grid.oneWaySideCount(), "one-way") +
                         " (written open: a .map is crossed both ways everywhere)");
    std::size_t raised = 0;
    for (int y = 0; y < grid.height(); ++y)
        for (int x = 0; x < grid.width(); ++x)
            raised += grid.height({x, y}) > 0 ? 1 : 0;
    const std::string flat = "a .map is flat, climbing costs nothing";
    if (raised > 0 && grid.slope() > 0.0)
        losses.push_back("the heights of " + cellCount(raised) + " and the slope factor " +
                         numberText(grid.slope()) + " (" + describeMapFeatures(kSlopes) + "; " + flat + ")");
    else if (raised > 0)
        losses.push_back("the heights of " + cellCount(raised) + " (" + flat + ")");
    else if (grid.slope() > 0.0)
        losses.push_back("the slope factor " + numberText(grid.slope()) + " (" + flat + ")");
}

} // namespace

std::vector<std::string> movingAiLosses(const MapGrid& grid, const std::optional<Movement>& movement) {
    std::vector<std::string> losses;
    std::size_t dearer = 0;
    for (int k = 2; k <= MapGrid::kMaxCost; ++k)
        dearer += grid.codeCount(k);
    if (dearer > 0)
        losses.push_back("the entry costs of " + cellCount(dearer) + " (written as free cells of cost 1)");
    for (const Terrain t : allValues<Terrain>()) {
        const std::size_t cells = grid.codeCount(MapGrid::codeOf(t));
        if (cells > 0 && t != Terrain::Swamp && t != Terrain::Water)
            losses.push_back(cellCount(cells) + " of " + std::string(toString(t)) +
                             " terrain (written as '.', free ground of cost 1)");
    }
    if (const auto unit = unitLoss(grid))
        losses.push_back(*unit);
    addFeatureLosses(grid, losses);
    const auto place = [](const char* what, std::optional<Coord> c) {
        return std::string(what) + " (" + std::to_string(c->x) + ", " + std::to_string(c->y) + ")";
    };
    if (grid.start())
        losses.push_back(place("the start", grid.start()));
    if (grid.goal())
        losses.push_back(place("the goal", grid.goal()));
    if (movement && *movement != Movement{})
        losses.push_back("the movement rules (" + describe(*movement) +
                         "); the benchmarks that read .map files use " + describe(Movement{}));
    return losses;
}

} // namespace pathfinder
