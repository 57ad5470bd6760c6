// Measures live re-solve in the real app under an X server, as app_bench.cpp measures the rest: an
// edit until its result is painted, and the frames the window paints while a marker is dragged.
#include "pathfinder/grid/map_grid.h"

#include "app_bench_common.h"
#include "app_driver.h"
#include "document/map_grid_document.h"
#include "run/search_controller.h"

#include <wx/event.h>

#include <algorithm>
#include <catch2/catch.hpp>
#include <chrono>
#include <cstdint>
#include <functional>
#include <optional>
#include <random>
#include <string>
#include <utility>
#include <vector>

using namespace pathfinder;
using namespace pathfinder::app;
using namespace pathfinder::app::testing;

namespace {

bool liveUpToDate() {
    return frame().search().phase() == SearchController::Phase::Finished && !frame().search().liveResolve();
}

/// Notes when the canvas begins its first paint with the live result up to date, after more than
/// `resolves` re-solves have ended.
struct UpToDatePaint : wxEventFilter {
    explicit UpToDatePaint(std::uint64_t ended) : resolves(ended) { wxEvtHandler::AddFilter(this); }
    ~UpToDatePaint() override { wxEvtHandler::RemoveFilter(this); }
    UpToDatePaint(const UpToDatePaint&) = delete;
    UpToDatePaint& operator=(const UpToDatePaint&) = delete;
    int FilterEvent(wxEvent& event) override {
        if (!began && event.GetEventType() == wxEVT_PAINT && event.GetEventObject() == &canvas() &&
            liveUpToDate() && frame().search().liveFigures().resolves > resolves)
            began = Clock::now();
        return Event_Skip;
    }
    std::uint64_t resolves;
    std::optional<Clock::time_point> began;
};

/// Times from a change of the map until a paint that shows the re-solve it started has ended, in ms.
double untilPainted(const std::function<void()>& change) {
    // The paint may come within the change, when the window paints a re-solve as soon as it ends.
    UpToDatePaint paint(frame().search().liveFigures().resolves);
    const std::uint64_t paints = canvas().paintTimes().count;
    const auto began = Clock::now();
    change();
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
