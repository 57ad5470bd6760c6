// Measurements for the notes, not checks: hidden from the default run, because timing depends on
// the machine. Run them with:  xvfb-run -a build/release/tests/app_tests "[timing]"
#include "app_driver.h"

#include "pathfinder/maze_generator.h"
#include "pathfinder/run.h"
#include "pathfinder/walker_registry.h"

#include "grid_canvas.h"
#include "grid_commands.h"
#include "stats_panel.h"

#include <wx/dcmemory.h>

#include <catch2/catch.hpp>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <vector>

using namespace pathfinder;
using namespace pathfinder::app;
using namespace pathfinder::app::testing;

namespace {

using Clock = std::chrono::steady_clock;

/// A 512×512 map with scattered walls, replacing the open document's.
MapGridDocument& bigMap() {
    MapGridDocument& doc = newMap(512, 512);
    MazeOptions options;
    options.kind = MazeKind::RandomWalls;
    options.width = options.height = 512;
    options.density = 0.25;
    options.seed = 7;
    doc.GetCommandProcessor()->Submit(new ReplaceGridCommand(doc, generateMaze(options), "random 512", "Generate"));
    runFor(50);
    return doc;
}

double medianMs(std::vector<double> samples) {
    std::sort(samples.begin(), samples.end());
    return samples[samples.size() / 2];
}

} // namespace

TEST_CASE("Timing: painting a 512x512 map at fit-to-window zoom", "[.][timing]") {
    bigMap();
    chooseAlgorithm("astar");
    for (int i = 0; i < 20000; ++i)
        frame().search().step(); // open and closed sets over much of the map
    const MapGridWalker* walker = frame().search().walker();
    REQUIRE(walker);
    if (walker)
        std::printf("after %llu steps: %zu open\n", static_cast<unsigned long long>(walker->stats().iterations),
                    walker->openSize());
    GridCanvas& canvas = frame().canvas();
    canvas.fitToWindow();
    const wxSize size = canvas.GetClientSize();
    wxBitmap target(size, 24);
    std::vector<double> samples;
    for (int i = 0; i < 20; ++i) {
        wxMemoryDC dc(target);
        const auto begin = Clock::now();
        canvas.render(dc, wxRect(size));
        samples.push_back(std::chrono::duration<double, std::milli>(Clock::now() - begin).count());
    }
    std::printf("paint 512x512 at %.2f px/cell into %dx%d px: median %.2f ms over 20 paints\n",
                canvas.viewport().scale, size.x, size.y, medianMs(samples));
    frame().search().reset();
}

TEST_CASE("Timing: steps per second at the fastest rate against a headless run", "[.][timing]") {
    MapGridDocument& doc = bigMap();
    chooseAlgorithm("astar");
    const MapGrid copy = doc.grid();
    auto walker = createWalker("astar");
    walker->setup(copy, doc.runSettings().walker);
    runToCompletion(*walker, iterationLimit(copy));
    const double headless = static_cast<double>(walker->stats().iterations) / (static_cast<double>(walker->stats().timeNs) * 1e-9);

    chooseFastestRate();
    frame().search().go();
    REQUIRE(runUntil([] { return frame().search().phase() == SearchController::Phase::Finished; }, 60.0));
    const double animated = frame().search().measuredRate();
    std::printf("A* on 512x512 (%llu steps): headless %.0f steps/s, app at fastest rate %.0f steps/s (%.0f%%)\n",
                static_cast<unsigned long long>(walker->stats().iterations), headless, animated,
                100.0 * animated / headless);
    frame().stats().finishTimings();
}

TEST_CASE("Demo: Pac-Man mid-search on screen for a while", "[.][demo]") {
    REQUIRE(frame().openPreset("pacman.maze"));
    chooseAlgorithm("astar");
    for (int i = 0; i < 30; ++i)
        frame().search().step();
    runFor(4000);
    frame().search().go();
    runFor(6000);
}
