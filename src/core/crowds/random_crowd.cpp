#include "pathfinder/crowds/random_crowd.h"

#include "pathfinder/basics/random.h"

#include <algorithm>
#include <stdexcept>
#include <string>
#include <unordered_map>

namespace pathfinder {

std::vector<CrowdAgentSpec> randomCrowdAgents(const MapGrid& map, const Movement& movement, std::size_t count,
                                              std::uint64_t seed) {
    if (count == 0)
        throw std::invalid_argument("a crowd needs at least 1 agent");
    const ConnectedRegions& regions = map.regions(movement);
    std::unordered_map<std::uint32_t, std::size_t> sizes;
    std::size_t most = 0;
    for (int y = 0; y < map.height(); ++y)
        for (int x = 0; x < map.width(); ++x)
            if (const std::uint32_t label = regions.regionOf({x, y}); label != 0)
                most = std::max(most, ++sizes[label]);
    std::uint32_t largest = 0; // the region of the first cell, row by row, in a largest region
    for (int y = 0; y < map.height() && largest == 0; ++y)
        for (int x = 0; x < map.width() && largest == 0; ++x)
            if (const std::uint32_t label = regions.regionOf({x, y}); label != 0 && sizes[label] == most)
                largest = label;
    std::vector<Coord> cells;
    for (int y = 0; y < map.height(); ++y)
        for (int x = 0; x < map.width(); ++x)
            if (largest != 0 && regions.regionOf({x, y}) == largest)
                cells.push_back({x, y});
    if (cells.size() / 2 < count)
        throw std::invalid_argument(std::to_string(count) + " agents need " + std::to_string(2 * count) +
                                    " distinct free cells in one connected region; the largest has " +
                                    std::to_string(cells.size()));
    Random random(seed);
    for (std::size_t k = 0; k < 2 * count; ++k) {
        const std::size_t pick = k + random.below(static_cast<std::uint32_t>(cells.size() - k));
        std::swap(cells[k], cells[pick]);
    }
    std::vector<CrowdAgentSpec> agents(count);
    for (std::size_t k = 0; k < count; ++k) {
        agents[k].start = cells[k];
        agents[k].goal = cells[count + k];
    }
    return agents;
}

} // namespace pathfinder
