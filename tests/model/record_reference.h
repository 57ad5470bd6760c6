#pragma once

// Records to hold a record made on a worker against: the one a walker makes as it runs, step by
// step as the run machine closes its steps, on maps built in code.

#include "pathfinder/grid/map_grid.h"
#include "pathfinder/registry/walker_registry.h"
#include "pathfinder/search/walker.h"
#include "pathfinder/traces/search_timeline.h"

#include <catch2/catch.hpp>
#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

namespace pathfinder::app::testing {

/// A map with about one wall in five, placed by a fixed linear congruential sequence, the start at
/// the top left and the goal at the bottom right.
inline MapGrid scattered(int width, int height) {
    MapGrid grid(width, height);
    std::uint32_t state = 2009;
    for (int y = 0; y < height; ++y)
        for (int x = 0; x < width; ++x) {
            state = state * 1664525u + 1013904223u;
            if ((state >> 24) % 5 == 0)
                grid.setWall({x, y}, true);
        }
    grid.setWall({0, 0}, false);
    grid.setWall({width - 1, height - 1}, false);
    grid.setStart(Coord{0, 0});
    grid.setGoal(Coord{width - 1, height - 1});
    return grid;
}

/// A record made as the machine makes one while it runs: `walker` set up on `map`, reset, and each
/// step closed as it is made, the one that ends the search too. `edit` (if any) is made after
/// `editAfter` steps, as the machine makes an edit during a run.
inline std::unique_ptr<SearchTimeline> recordAsItRuns(const MapGrid& start, std::string_view algorithm,
                                                      const WalkerSettings& settings,
                                                      std::uint64_t editAfter = 0,
                                                      const std::function<void(MapGrid&)>& edit = nullptr) {
    MapGrid map = start;
    auto walker = createWalker(algorithm);
    walker->setup(map, settings);
    auto record = std::make_unique<SearchTimeline>(map, *walker);
    walker->setListener(record.get());
    walker->reset();
    record->begin(*walker);
    std::uint64_t steps = 0;
    for (;;) {
        if (edit && steps == editAfter) {
            std::vector<GridChange> changes;
            const MapGrid::ListenerId id =
                map.addListener([&](const GridChange& c) { changes.push_back(c); });
            edit(map);
            map.removeListener(id);
            for (const GridChange& c : changes) {
                walker->notifyChange(c);
                record->endEdit(map, {c}, *walker);
            }
        }
        const WalkState state = walker->iterate();
        record->endStep(*walker);
        ++steps;
        if (state != WalkState::StillLooking)
            break;
    }
    walker->setListener(nullptr);
    return record;
}

/// Whether two records hold the same steps, marks and events, event for event.
inline void requireSameRecord(const SearchTimeline& a, const SearchTimeline& b) {
    REQUIRE(a.firstStep() == b.firstStep());
    REQUIRE(a.lastStep() == b.lastStep());
    REQUIRE(a.eventCount() == b.eventCount());
    REQUIRE(a.marks().size() == b.marks().size());
    for (std::size_t i = 0; i < a.marks().size(); ++i) {
        CHECK(a.marks()[i].step == b.marks()[i].step);
        CHECK(a.marks()[i].kind == b.marks()[i].kind);
    }
    std::uint64_t differing = 0;
    for (std::uint64_t s = a.firstStep(); s <= a.lastStep(); ++s) {
        const std::vector<SearchEvent> x = a.stepEvents(s);
        const std::vector<SearchEvent> y = b.stepEvents(s);
        bool same = x.size() == y.size();
        for (std::size_t i = 0; same && i < x.size(); ++i)
            same = x[i].kind == y[i].kind && x[i].cell == y[i].cell && x[i].parent == y[i].parent &&
                   x[i].g == y[i].g && x[i].f == y[i].f && x[i].frontier == y[i].frontier;
        differing += same ? 0 : 1;
    }
    CHECK(differing == 0);
}

} // namespace pathfinder::app::testing
