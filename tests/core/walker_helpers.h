#pragma once

// Small helpers that several core test files share for driving walkers.

#include "pathfinder/basics/coord.h"
#include "pathfinder/basics/random.h"
#include "pathfinder/generators/maze_generator.h"
#include "pathfinder/grid/map_grid.h"
#include "pathfinder/registry/walker_registry.h"
#include "pathfinder/search/run.h"
#include "pathfinder/search/walker.h"

#include "support/random_map.h"

#include <cstdint>
#include <string>
#include <utility>
#include <vector>

namespace pathfinder::testing {

/// Forwards every edit of the grid to the walker while it lives, as the app's document and the
/// agent do.
class ChangeForwarder {
public:
    ChangeForwarder(MapGrid& grid, MapGridWalker& walker) : m_grid(grid) {
        m_id = grid.addListener([this, &walker](const GridChange& change) {
            walker.notifyChange(change);
            m_changes.push_back(change);
        });
    }
    ~ChangeForwarder() { m_grid.removeListener(m_id); }
    ChangeForwarder(const ChangeForwarder&) = delete;
    ChangeForwarder& operator=(const ChangeForwarder&) = delete;

    /// The changes forwarded since the last call, as a timeline's endEdit() takes them.
    std::vector<GridChange> takeChanges() { return std::exchange(m_changes, {}); }

private:
    MapGrid& m_grid;
    std::vector<GridChange> m_changes;
    MapGrid::ListenerId m_id = 0;
};

/// Iterates until the walker finishes (a search or a repair), within the core's iteration limit;
/// returns the expansions this took.
inline std::uint64_t iterateToEnd(MapGridWalker& walker, const MapGrid& grid) {
    const std::uint64_t before = walker.stats().expanded;
    const std::uint64_t limit = iterationLimit(grid);
    for (std::uint64_t i = 0; i < limit && !walker.finished(); ++i)
        walker.iterate();
    return walker.stats().expanded - before;
}

/// Generator options for a map of this kind, size and seed (other options at their defaults).
inline MazeOptions optionsFor(MazeKind kind, int width, int height, std::uint64_t seed) {
    MazeOptions options;
    options.kind = kind;
    options.width = width;
    options.height = height;
    options.seed = seed;
    return options;
}

/// Registry names of every walker, for GENERATE.
inline std::vector<std::string> registeredWalkerNames() {
    std::vector<std::string> names;
    for (const WalkerInfo& info : walkerRegistry())
        names.emplace_back(info.name);
    return names;
}

} // namespace pathfinder::testing
