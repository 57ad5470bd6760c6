// Measurements for the notes, not checks: hidden from the default run, because timing depends on
// the machine. Run them with:  xvfb-run -a build/release/tests/app_tests "[timing]"
#include "pathfinder/generators/maze_generator.h"
#include "pathfinder/registry/walker_registry.h"
#include "pathfinder/search/run.h"

#include "app_driver.h"
#include "canvas/grid_canvas.h"
#include "document/grid_commands.h"
#include "run/stats_panel.h"

#include <wx/dcmemory.h>

#include <algorithm>
#include <catch2/catch.hpp>
#include <chrono>
#include <cstdio>
#include <vector>

using namespace pathfinder;
using namespace pathfinder::app;
using namespace pathfinder::app::testing;

namespace {

using Clock = std::chrono::steady_clock;

/// A side × side map with scattered walls, replacing the open document's.
MapGridDocument& bigMap(int side = 512, MazeKind kind = MazeKind::RandomWalls) {
    MapGridDocument& doc = newMap(side, side);
    MazeOptions options;
    options.kind = kind;
    options.width = options.height = side;
    options.density = 0.25;
    options.seed = 7;
    doc.GetCommandProcessor()->Submit(new ReplaceGridCommand(doc, generateMaze(options), "Generate"));
    runFor(50);
    return doc;
}

double median(std::vector<double> samples) {
    std::sort(samples.begin(), samples.end());
    return samples[samples.size() / 2];
}

} // namespace

TEST_CASE("Timing: painting big maps at fit-to-window zoom", "[.][timing]") {
    const int side = GENERATE(512, 1024);
    bigMap(side);
    chooseAlgorithm("astar");
    for (int i = 0; i < 20000; ++i)
        frame().search().step(); // open and closed sets over part of the map
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
    std::printf("paint %dx%d at %.2f px/cell into %dx%d px: median %.2f ms over 20 paints\n", side, side,
                canvas.viewport().scale, size.x, size.y, median(samples));
    frame().search().reset();
}

TEST_CASE("Timing: steps per second at the fastest rate against a headless run", "[.][timing]") {
    // Dijkstra across an open 1024×1024 field: a million steps, long enough to measure.
    MapGridDocument& doc = bigMap(1024, MazeKind::Open);
    chooseAlgorithm("dijkstra");
    const MapGrid copy = doc.grid();
    auto walker = createWalker("dijkstra");
    walker->setup(copy, frame().search().runSettings().walker);
    std::vector<double> headless;
    for (int run = 0; run < 3; ++run) {
        const RunResult result = runToCompletion(*walker, iterationLimit(copy));
        headless.push_back(static_cast<double>(result.stats.iterations) /
                           (static_cast<double>(result.stats.timeNs) * 1e-9));
    }
    chooseFastestRate();
    std::vector<double> animated;
    for (int run = 0; run < 3; ++run) {
        frame().search().reset();
        frame().search().go();
        REQUIRE(runUntil([] { return frame().search().phase() == SearchController::Phase::Finished; }, 60.0));
        animated.push_back(frame().search().measuredRate());
        frame().stats().finishTimings();
    }
    const double h = median(headless);
    const double a = median(animated);
    std::printf(
        "Dijkstra on an open 1024x1024 map (%llu steps), medians of 3: headless %.0f steps/s, app at the "
        "fastest rate %.0f steps/s (%.0f%%)\n",
        static_cast<unsigned long long>(walker->stats().iterations), h, a, 100.0 * a / h);
}
