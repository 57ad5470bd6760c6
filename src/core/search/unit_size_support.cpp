#include "pathfinder/search/unit_size_support.h"

namespace pathfinder {

std::string unitSizeRefusal(const WalkerDescription& walker, int size) {
    if (size <= 1 || !walker.traits.anyAngle)
        return {};
    const std::string side = std::to_string(size);
    return std::string(walker.displayName) + " plans straight segments for a point; a unit of " + side +
           "\u00d7" + side +
           " cells swept along one may clip a wall's corner, so it plans only for units of one cell";
}

} // namespace pathfinder
