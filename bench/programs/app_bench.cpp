// Measures the app on big maps as a person meets them, inside the real app under an X server:
// opening a map, painting what the window shows at the same zoom on maps of every size, zooming,
// panning, the repaint after an edit and after a fill of the whole map, and animated searches at the
// fastest rate (the paint of each frame, and the steps per second against the same search run
// headless); app_bench_live.cpp measures live re-solve.
//
// Each measurement is one line on standard output, "row<TAB>what<TAB>map<TAB>value<TAB>unit";
// bench/app_results.sh runs this program under xvfb-run and makes the table of bench/README.md.
// The cases are Catch2 test cases only to share the app tests' driver; they check nothing.
#include "pathfinder/formats/maze_io.h"
#include "pathfinder/formats/movingai_io.h"
#include "pathfinder/generators/maze_generator.h"
#include "pathfinder/grid/edit_shapes.h"
#include "pathfinder/registry/walker_registry.h"
#include "pathfinder/search/run.h"

#include "app_bench_common.h"
#include "app_driver.h"
#include "canvas/grid_canvas.h"
#include "document/grid_commands.h"
#include "document/map_grid_document.h"
#include "run/search_controller.h"
#include "run/stats_panel.h"

#include <wx/dcmemory.h>
#include <wx/uiaction.h>

#include <algorithm>
#include <catch2/catch.hpp>
#include <chrono>
#include <string>
#include <vector>

using namespace pathfinder;
using namespace pathfinder::app;
using namespace pathfinder::app::testing;

namespace {

/// Waits for the canvas to paint once more than `before` paints; returns the last paint's time.
double nextPaintMs(std::uint64_t before) {
    canvas().Refresh();
    runUntil([&] { return canvas().paintTimes().count > before; }, 10.0);
    return static_cast<double>(canvas().paintTimes().lastNs) * 1e-6;
}

/// Zooms so that a cell is about `scale` pixels wide, about the middle of the window.
void zoomTo(double scale) {
    canvas().fitToWindow();
    runFor(20);
    canvas().zoomBy(scale / canvas().viewport().scale);
    runFor(20);
}

/// The paint of the whole window, `count` times, into a bitmap: its median.
double paintMs(int count) {
    const wxSize size = canvas().GetClientSize();
    wxBitmap target(size, 24);
    std::vector<double> samples;
    for (int i = 0; i < count; ++i) {
        wxMemoryDC dc(target);
        const auto began = Clock::now();
        canvas().render(dc, wxRect(size));
        samples.push_back(msSince(began));
    }
    return median(samples);
}

} // namespace

TEST_CASE("Opening a Moving AI map and a maze file") {
    for (int side : {1024, 4096})
        for (const char* kind : {".map", ".maze"}) {
            const MapGrid grid = roomsMap(side);
            const std::string path = tempPath("rooms" + std::to_string(side) + kind);
            if (kind == std::string(".map"))
                writeMovingAiMapFile(path, grid);
            else
                writeMazeFile(path, MazeFile{"rooms", grid, std::nullopt, {}, std::nullopt});
            std::vector<double> samples;
            for (int run = 0; run < 3; ++run) {
                newMap(16, 16);
                const std::uint64_t before = canvas().paintTimes().count;
                const auto began = Clock::now();
                manager().CreateDocument(path, wxDOC_SILENT);
                runUntil(
                    [&] { return document().grid().width() == side && canvas().paintTimes().count > before; },
                    60.0);
                samples.push_back(msSince(began));
            }
            row(std::string("open a ") + kind + " file, until the map is painted", side, median(samples),
                "ms");
        }
}

TEST_CASE("Painting the window at the same zoom on maps of every size") {
    for (int side : {256, 1024, 4096}) {
        showRooms(side);
        chooseAlgorithm("astar");
        frame().search().reset();
        zoomTo(8.0);
        row("paint the window at 8 px per cell", side, paintMs(15), "ms");
        canvas().fitToWindow();
        runFor(20);
        row("paint the window, whole map fitted", side, paintMs(15), "ms");
    }
}

TEST_CASE("Zooming, panning and editing") {
    for (int side : {256, 4096}) {
        showRooms(side);
        frame().search().reset();
        zoomTo(8.0);
        std::vector<double> zooms;
        for (int i = 0; i < 6; ++i) {
            const std::uint64_t before = canvas().paintTimes().count;
            canvas().zoomBy(i % 2 == 0 ? 1.25 : 0.8);
            zooms.push_back(nextPaintMs(before));
        }
        row("repaint after a zoom step", side, median(zooms), "ms");

        std::vector<double> pans;
        wxUIActionSimulator input;
        const wxPoint middle =
            canvas().ClientToScreen(wxPoint(canvas().GetClientSize().x / 2, canvas().GetClientSize().y / 2));
        for (int i = 0; i < 6; ++i) {
            input.MouseMove(middle);
            runFor(10);
            input.MouseDown(wxMOUSE_BTN_RIGHT);
            runFor(10);
            const std::uint64_t before = canvas().paintTimes().count;
            input.MouseMove(middle + wxPoint(i % 2 == 0 ? 40 : -40, 25));
            runUntil([&] { return canvas().paintTimes().count > before; }, 5.0);
            pans.push_back(static_cast<double>(canvas().paintTimes().lastNs) * 1e-6);
            input.MouseUp(wxMOUSE_BTN_RIGHT);
            runFor(10);
        }
        row("repaint during a pan", side, median(pans), "ms");

        std::vector<double> edits;
        MapGridDocument& doc = document();
        for (int i = 0; i < 6; ++i) {
            const Coord cell{side / 2 + i, side / 2};
            const std::uint64_t before = canvas().paintTimes().count;
            const auto began = Clock::now();
            const int code = doc.grid().code(cell);
            doc.GetCommandProcessor()->Submit(
                new PaintCellsCommand(doc, {CellEdit{cell, code, code == 0 ? 1 : 0}}, "Draw"));
            runUntil([&] { return canvas().paintTimes().count > before; }, 5.0);
            edits.push_back(msSince(began));
        }
        row("an edit until it is painted", side, median(edits), "ms");

        // The Fill tool's step from the start: the open cells it reaches take cost 5, then 1 again.
        std::vector<double> fills;
        std::size_t filled = 0;
        for (int i = 0; i < 4; ++i) {
            const MapGrid& grid = doc.grid();
            const Coord seed = *grid.start();
            const int before = grid.code(seed);
            const std::uint64_t painted = canvas().paintTimes().count;
            const auto began = Clock::now();
            std::vector<CellRun> runs = fillRuns(grid, seed, FillKey::Code);
            filled = cellCount(runs);
            doc.GetCommandProcessor()->Submit(
                new FillCommand(doc, std::move(runs), FillKey::Code, before, before == 1 ? 5 : 1, "Fill"));
            runUntil([&] { return canvas().paintTimes().count > painted; }, 30.0);
            fills.push_back(msSince(began));
        }
        row("a fill of the open cells (" + std::to_string(filled) + ") until it is painted", side,
            median(fills), "ms");
    }
}

TEST_CASE("Animated searches at the fastest rate against headless runs") {
    // A run that ends is timed again without drawing by the statistics, on a worker: each
    // measurement waits for that, so that it has the machine's cores to itself.
    const auto settle = [] { runUntil([] { return !frame().stats().timingPending(); }, 300.0); };
    for (int side : {1024, 4096}) {
        MapGridDocument& doc = showRooms(side);
        for (const char* algorithm : {"astar", "dstar"}) {
            chooseAlgorithm(algorithm);
            chooseFastestRate();
            settle();
            const MapGrid copy = doc.grid();
            auto walker = createWalker(algorithm);
            walker->setup(copy, frame().search().runSettings().walker);
            const RunResult headless = runToCompletion(*walker, iterationLimit(copy));
            const double headlessRate = static_cast<double>(headless.stats.iterations) /
                                        (static_cast<double>(headless.stats.timeNs) * 1e-9);
            frame().search().reset();
            canvas().fitToWindow();
            runFor(50);
            canvas().resetPaintTimes();
            const auto began = Clock::now();
            frame().search().go();
            runUntil([] { return frame().search().phase() == SearchController::Phase::Finished; }, 300.0);
            const double wallMs = msSince(began);
            const GridCanvas::PaintTimes& paints = canvas().paintTimes();
            const std::string name = std::string(algorithm == std::string("astar") ? "A*" : "D*");
            row(name + ": mean paint of a frame, animated", side,
                paints.count ? static_cast<double>(paints.totalNs) * 1e-6 / static_cast<double>(paints.count)
                             : 0.0,
                "ms");
            row(name + ": longest paint of a frame, animated", side,
                static_cast<double>(paints.longestNs) * 1e-6, "ms");
            row(name + ": share of the run's time spent painting", side,
                static_cast<double>(paints.totalNs) * 1e-6 / wallMs, "ratio");
            row(name + ": steps per second animated / headless", side,
                frame().search().measuredRate() / headlessRate, "ratio");
            // Again, with the walker's memory in use already: the first run also takes the pages of
            // its nodes and its record from the system.
            frame().search().reset();
            settle();
            runFor(50);
            frame().search().go();
            runUntil([] { return frame().search().phase() == SearchController::Phase::Finished; }, 300.0);
            row(name + ": steps per second animated, run again / headless", side,
                frame().search().measuredRate() / headlessRate, "ratio");
            // The same run ticked by hand with nothing painted: what recording costs alone.
            frame().search().reset();
            settle();
            frame().search().holdTimer(true);
            frame().search().go();
            const auto unpaintedBegan = Clock::now();
            while (frame().search().phase() != SearchController::Phase::Finished)
                frame().search().tick();
            const double unpaintedMs = msSince(unpaintedBegan);
            frame().search().holdTimer(false);
            row(name + ": steps per second ticked, unpainted / headless", side,
                static_cast<double>(headless.stats.iterations) / (unpaintedMs * 1e-3) / headlessRate,
                "ratio");
            frame().search().reset();
        }
    }
}
