#pragma once

#include "pathfinder/grid/map_grid.h"
#include "pathfinder/search/walker.h"
#include "pathfinder/traces/search_timeline.h"

#include <cstdint>
#include <memory>
#include <string_view>

namespace pathfinder {

/// One walker's run on its own copy of a map, recorded step by step into a timeline, as a run in
/// the app is: for animations of a walker that did not run in the app, and of the command line's
/// runs. The map and the walker stay where they are as the object moves.
struct RecordedRun {
    std::unique_ptr<MapGrid> grid;
    std::unique_ptr<MapGridWalker> walker;
    std::unique_ptr<SearchTimeline> timeline;

    /// Sets up the walker of registry name `name` on a copy of `map` with `settings` and records
    /// its reset as the first step. Throws std::invalid_argument for an unknown name.
    RecordedRun(std::string_view name, const MapGrid& map, const WalkerSettings& settings);
    ~RecordedRun();
    RecordedRun(RecordedRun&&) noexcept;
    RecordedRun& operator=(RecordedRun&&) = delete;

    /// Runs and records at most `steps` more steps; whether the walker has finished.
    bool record(std::uint64_t steps);
};

} // namespace pathfinder
