// The record a worker makes by running a search again (RecordChase) is the one the search makes as
// it runs, for every walker that searches, and for every walker that repairs with an edit mid-run:
// what the machine relies on when it lets a fast search go on unrecorded.

#include "pathfinder/registry/walker_registry.h"
#include "pathfinder/search/walker.h"
#include "pathfinder/traces/search_timeline.h"

#include "machine/record_chase.h"
#include "record_reference.h"

#include <catch2/catch.hpp>
#include <chrono>
#include <memory>
#include <thread>

using namespace pathfinder;
using namespace pathfinder::app;
using namespace pathfinder::app::testing;

namespace {

/// The scattered map with a band of cells of cost 4 across its middle.
MapGrid costed(int width, int height) {
    MapGrid grid = scattered(width, height);
    for (int x = 0; x < width; ++x)
        for (int y = height / 2 - 2; y < height / 2 + 2; ++y)
            if (!grid.isBlocked({x, y}))
                grid.setCost({x, y}, 4);
    return grid;
}

/// Waits until `chase` has recorded every step and edit given, and takes what it made.
RecordChase::Result takeWhenCaughtUp(RecordChase& chase) {
    const auto until = std::chrono::steady_clock::now() + std::chrono::minutes(2);
    while (!chase.caughtUp() && !chase.failed() && std::chrono::steady_clock::now() < until)
        std::this_thread::sleep_for(std::chrono::milliseconds(1));
    return chase.take();
}

} // namespace

TEST_CASE("A worker's record of every searching walker is the record made as it ran", "[model][chase]") {
    const MapGrid map = costed(72, 48);
    WalkerSettings settings;
    settings.movement.neighbours = 8;
    for (const WalkerInfo& info : walkerRegistry()) {
        if (info.traits.movesAgent)
            continue;
        DYNAMIC_SECTION(info.name) {
            const auto reference = recordAsItRuns(map, info.name, settings);
            RunSettings run;
            run.algorithm = std::string(info.name);
            run.walker = settings;
            RecordChase chase(map, run, reference->lastStep(), nullptr);
            RecordChase::Result made = takeWhenCaughtUp(chase);
            INFO(made.error);
            REQUIRE(made.record);
            CHECK(made.finished);
            requireSameRecord(*made.record, *reference);
        }
    }
}

TEST_CASE("A worker makes an edit after as many steps as the run did, for every walker that repairs",
          "[model][chase]") {
    const MapGrid map = costed(72, 48);
    WalkerSettings settings;
    settings.movement.neighbours = 8;
    int repairing = 0;
    for (const WalkerInfo& info : walkerRegistry()) {
        if (info.traits.movesAgent || !info.traits.dynamicRepair)
            continue;
        ++repairing;
        DYNAMIC_SECTION(info.name) {
            const std::uint64_t unedited = recordAsItRuns(map, info.name, settings)->lastStep();
            REQUIRE(unedited > 4);
            const std::uint64_t editAfter = unedited / 2;
            // A wall on a cell beside the straight line from start to goal, a third of the way.
            const Coord cell{map.width() / 3, map.height() / 3};
            const auto wall = [cell](MapGrid& g) { g.setWall(cell, !g.isBlocked(cell)); };
            const auto reference = recordAsItRuns(map, info.name, settings, editAfter, wall);
            REQUIRE(reference->marks().size() >= 1);

            MapGrid edited = map;
            std::vector<GridChange> changes;
            const MapGrid::ListenerId id =
                edited.addListener([&](const GridChange& c) { changes.push_back(c); });
            wall(edited);
            edited.removeListener(id);
            REQUIRE(changes.size() == 1);

            RunSettings run;
            run.algorithm = std::string(info.name);
            run.walker = settings;
            RecordChase chase(map, run, editAfter, nullptr);
            chase.addEdit(RecordChase::editOf(edited, changes.front(), editAfter));
            // The steps after the edit: the reference's, less the edit's own step and those before it.
            chase.setTarget(reference->lastStep() - 1);
            RecordChase::Result made = takeWhenCaughtUp(chase);
            INFO(made.error);
            REQUIRE(made.record);
            CHECK(made.finished);
            requireSameRecord(*made.record, *reference);
        }
    }
    CHECK(repairing >= 2);
}

TEST_CASE("Once the worker holds its copy, the map given to it may change and go", "[model][chase]") {
    const MapGrid map = costed(72, 48);
    WalkerSettings settings;
    settings.movement.neighbours = 8;
    const auto reference = recordAsItRuns(map, "astar", settings);
    RunSettings run;
    run.algorithm = "astar";
    run.walker = settings;
    auto given = std::make_unique<MapGrid>(map);
    RecordChase chase(*given, run, reference->lastStep(), nullptr);
    chase.waitForMap();
    // Every cell a wall, then the map gone: a worker that still read it would search another map
    // (or, built with AddressSanitizer, read freed memory).
    for (int y = 0; y < given->height(); ++y)
        for (int x = 0; x < given->width(); ++x)
            given->setWall({x, y}, true);
    given.reset();
    RecordChase::Result made = takeWhenCaughtUp(chase);
    INFO(made.error);
    REQUIRE(made.record);
    CHECK(made.finished);
    requireSameRecord(*made.record, *reference);
}
