// Measures the app on big maps as a person meets them, inside the real app under an X server:
// opening a map, painting what the window shows at the same zoom on maps of every size, zooming,
// panning, the repaint after an edit and after a fill of the whole map, animated searches at the fastest rate
// (the paint of each frame, and the steps per second against the same search run headless), and live re-solve
// (an edit until its result is painted, and the frames it holds while a marker is dragged).
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

#include "app_driver.h"
#include "canvas/grid_canvas.h"
#include "document/grid_commands.h"
#include "document/map_grid_document.h"
#include "run/search_controller.h"

#include <wx/dcmemory.h>
#include <wx/uiaction.h>

#include <algorithm>
#include <catch2/catch.hpp>
#include <chrono>
#include <cstdio>
#include <functional>
#include <optional>
#include <random>
#include <string>
#include <vector>

using namespace pathfinder;
using namespace pathfinder::app;
using namespace pathfinder::app::testing;

namespace {

using Clock = std::chrono::steady_clock;

double msSince(Clock::time_point began) {
    return std::chrono::duration<double, std::milli>(Clock::now() - began).count();
}

double median(std::vector<double> samples) {
    std::sort(samples.begin(), samples.end());
    return samples.empty() ? 0.0 : samples[samples.size() / 2];
}

void row(const std::string& what, int side, double value, const char* unit) {
    std::printf("row\t%s\t%dx%d\t%.2f\t%s\n", what.c_str(), side, side, value, unit);
    std::fflush(stdout);
}

MapGrid roomsMap(int side) {
    MazeOptions options;
    options.kind = MazeKind::Rooms;
    options.width = options.height = side;
    options.seed = 7;
    MapGrid grid = generateMaze(options);
    return grid;
}

/// Replaces the open document's map with a rooms map of side × side cells.
MapGridDocument& showRooms(int side) {
    MapGridDocument& doc = newMap(side, side);
    doc.GetCommandProcessor()->Submit(new ReplaceGridCommand(doc, roomsMap(side), "Generate"));
    runFor(50);
    return doc;
}

GridCanvas& canvas() {
    return frame().canvas();
}

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
    for (int side : {1024, 4096}) {
        MapGridDocument& doc = showRooms(side);
        for (const char* algorithm : {"astar", "dstar"}) {
            chooseAlgorithm(algorithm);
            chooseFastestRate();
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
            // The same run ticked by hand with nothing painted: what recording costs alone.
            frame().search().reset();
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

namespace {

bool liveUpToDate() {
    return frame().search().phase() == SearchController::Phase::Finished && !frame().search().liveResolve();
}

/// Notes when the canvas begins its first paint with the live result up to date.
struct UpToDatePaint : wxEventFilter {
    UpToDatePaint() { wxEvtHandler::AddFilter(this); }
    ~UpToDatePaint() override { wxEvtHandler::RemoveFilter(this); }
    UpToDatePaint(const UpToDatePaint&) = delete;
    UpToDatePaint& operator=(const UpToDatePaint&) = delete;
    int FilterEvent(wxEvent& event) override {
        if (!began && event.GetEventType() == wxEVT_PAINT && event.GetEventObject() == &canvas() &&
            liveUpToDate())
            began = Clock::now();
        return Event_Skip;
    }
    std::optional<Clock::time_point> began;
};

/// Times from a change of the map until a paint that shows the re-solve it started has ended, in ms.
double untilPainted(const std::function<void()>& change) {
    UpToDatePaint paint;
    const auto began = Clock::now();
    change();
    paint.began.reset(); // a paint the change itself made, before the re-solve began
    const std::uint64_t paints = canvas().paintTimes().count;
    runUntil([&] { return paint.began && canvas().paintTimes().count > paints; }, 30.0);
    if (!paint.began)
        return 30000.0;
    return std::chrono::duration<double, std::milli>(*paint.began - began).count() +
           static_cast<double>(canvas().paintTimes().lastNs) * 1e-6;
}

/// A free cell of the map drawn at random.
Coord randomFreeCell(const MapGrid& grid, std::mt19937& random) {
    std::uniform_int_distribution<int> x(0, grid.width() - 1), y(0, grid.height() - 1);
    for (;;)
        if (const Coord c{x(random), y(random)}; !grid.isBlocked(c) && c != grid.start() && c != grid.goal())
            return c;
}

/// The free cell next to `at` a step of a random walk takes, or `at`.
Coord wander(const MapGrid& grid, Coord at, std::mt19937& random) {
    std::uniform_int_distribution<int> step(-1, 1);
    for (int tries = 0; tries < 20; ++tries) {
        const Coord c{at.x + step(random), at.y + step(random)};
        if (grid.inBounds(c) && !grid.isBlocked(c) && c != grid.start() && c != grid.goal())
            return c;
    }
    return at;
}

/// Moves the goal (or the start) a cell every 1/60 s for two seconds, as a drag does: the moves come
/// on a fixed clock, as a mouse's do, whether or not the window has painted the last one (a move
/// that waited for the frame before it, plus the wait's own slack, would come less often than
/// 60 times a second). Then waits for a live search to catch up.
struct Drag {
    int moves = 0;
    std::uint64_t paints = 0; ///< frames painted during the drag
    double seconds = 0.0;     ///< the drag's length
};

Drag dragMarker(MapGridDocument& doc, bool goal, std::mt19937& random) {
    constexpr double kFrameMs = 1000.0 / 60.0;
    constexpr double kDragMs = 2000.0;
    const std::uint64_t paintsBefore = canvas().paintTimes().count;
    const auto began = Clock::now();
    int moves = 0;
    for (double due = 0.0; due < kDragMs; due += kFrameMs) {
        runUntil([&] { return msSince(began) >= due; }, 1.0);
        if (goal)
            doc.setGoal(wander(doc.grid(), *doc.grid().goal(), random));
        else
            doc.setStart(wander(doc.grid(), *doc.grid().start(), random));
        ++moves;
    }
    runUntil([&] { return msSince(began) >= kDragMs; }, 1.0);
    const Drag drag{moves, canvas().paintTimes().count - paintsBefore, msSince(began) * 1e-3};
    if (frame().search().live())
        runUntil(liveUpToDate, 30.0);
    return drag;
}

double percentile(std::vector<double> samples, double p) {
    std::sort(samples.begin(), samples.end());
    return samples.empty() ? 0.0
                           : samples[static_cast<std::size_t>(p * static_cast<double>(samples.size() - 1))];
}

} // namespace

TEST_CASE("Live re-solve: edits, a dragged marker, and the frames it holds") {
    for (const auto& [side, algorithm] :
         {std::pair{256, "astar"}, std::pair{256, "dstar"}, std::pair{1024, "astar"}}) {
        const std::string name = std::string(algorithm == std::string("astar") ? "A*" : "D*") + " live";
        MapGridDocument& doc = showRooms(side);
        chooseAlgorithm(algorithm);
        canvas().fitToWindow();
        runFor(50);
        SearchController& search = frame().search();
        std::mt19937 random(38);
        if (name[0] == 'A') {
            // What the window paints while the goal is dragged with nothing searched: the most
            // frames a drag can show here, whatever the search.
            search.reset();
            const Drag drag = dragMarker(doc, true, random);
            row("the goal dragged a cell a frame, no search: frames painted a second", side,
                static_cast<double>(drag.paints) / drag.seconds, "per s");
            row("the goal dragged a cell a frame, no search: moves a second", side,
                static_cast<double>(drag.moves) / drag.seconds, "per s");
        }
        search.setLive(true);
        runUntil(liveUpToDate, 60.0);

        // Single edits, as clicks make them: a wall on the path, or the goal put elsewhere (D*: the
        // start, which it repairs for).
        std::vector<double> latencies, work;
        for (int i = 0; i < 40; ++i) {
            const Coord cell = randomFreeCell(doc.grid(), random);
            latencies.push_back(untilPainted([&] {
                if (i % 2 == 0) {
                    const MapGridWalker* walker = search.walker();
                    const std::vector<Coord> path = walker ? walker->path() : std::vector<Coord>{};
                    const Coord onPath = path.size() > 2 ? path.at(path.size() / 2) : cell;
                    doc.applyCosts({CellEdit{onPath, doc.grid().code(onPath), MapGrid::kWall}}, true);
                } else if (name[0] == 'A') {
                    doc.setGoal(cell);
                } else {
                    doc.setStart(cell);
                }
            }));
            work.push_back(static_cast<double>(search.liveFigures().last->workNs) * 1e-6);
        }
        row(name + ": an edit until its re-solve is painted, median", side, median(latencies), "ms");
        row(name + ": an edit until its re-solve is painted, 95th percentile", side,
            percentile(latencies, 0.95), "ms");
        row(name + ": work of a re-solve, median", side, median(work), "ms");
        row(name + ": work of a re-solve, longest", side, percentile(work, 1.0), "ms");

        // A marker dragged a cell a frame for two seconds, as LiveDrag moves it.
        const std::uint64_t resolvesBefore = search.liveFigures().resolves;
        const std::uint64_t overBefore = search.liveFigures().overAFrame;
        const Drag drag = dragMarker(doc, name[0] == 'A', random);
        const LiveFigures& f = search.liveFigures();
        row(name + ": frames painted a second, a marker dragged a cell a frame", side,
            static_cast<double>(drag.paints) / drag.seconds, "per s");
        row(name + ": re-solves ended within their frame, of those ended", side,
            static_cast<double>(f.resolves - resolvesBefore - (f.overAFrame - overBefore)) /
                static_cast<double>(std::max<std::uint64_t>(1, f.resolves - resolvesBefore)),
            "ratio");
        row(name + ": marker moves a second", side, static_cast<double>(drag.moves) / drag.seconds, "per s");
        row(name + ": re-solves ended, of the marker's moves", side,
            static_cast<double>(f.resolves - resolvesBefore) / static_cast<double>(drag.moves), "ratio");
        search.setLive(false);
        search.reset();
    }
}
