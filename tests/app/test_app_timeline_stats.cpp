// What the statistics pane says as the timeline moves: the figures of the step shown, the final
// ones at the end of a run or of an imported trace, in agreement with the strip under the map.
#include "pathfinder/registry/walker_registry.h"
#include "pathfinder/traces/search_trace_io.h"

#include "app_driver.h"
#include "canvas/map_footer.h"
#include "frame/main_menu.h"
#include "run/stats_panel.h"
#include "widgets/text_format.h"

#include <catch2/catch.hpp>
#include <memory>
#include <string>

using namespace pathfinder;
using namespace pathfinder::app;
using namespace pathfinder::app::testing;

namespace {

/// What the statistics pane shows of a run.
struct Shown {
    wxString outcome, steps, cost, deadEnds, expanded, generated, optimal, time;
};

Shown shown() {
    const StatsPanel& stats = frame().stats();
    return {stats.outcome(),
            stats.value("Steps"),
            stats.value("Path cost"),
            stats.value("Dead ends"),
            stats.value("Expanded"),
            stats.value("Generated"),
            stats.value("Optimal cost"),
            stats.value("Time")};
}

/// A fresh walker of the same kind run headless for `steps` iterations on a copy of the map: what
/// a step of the timeline should show.
RunStats referenceAfter(const MapGrid& grid, const std::string& walker, std::uint64_t steps) {
    const MapGrid copy = grid;
    std::unique_ptr<MapGridWalker> w = createWalker(walker);
    REQUIRE(w != nullptr);
    w->setup(copy, frame().search().runSettings().walker);
    for (std::uint64_t i = 0; i < steps; ++i)
        w->iterate();
    return w->stats();
}

/// The statistics pane and the strip under the map tell of the same finished run.
void checkFinalFigures(const Shown& now, const Shown& final) {
    CHECK_FALSE(now.outcome.Contains(L"searching"));
    CHECK(now.outcome.StartsWith(final.outcome.BeforeFirst(L'\u2014').Trim()));
    CHECK(now.steps == final.steps);
    CHECK(now.cost.BeforeFirst(' ') == final.cost.BeforeFirst(' '));
    CHECK(now.deadEnds == final.deadEnds);
    CHECK(now.expanded == final.expanded);
    CHECK(now.generated == final.generated);
    const wxString footer = frame().footer().shown().outcome;
    INFO(footer.utf8_string());
    CHECK_FALSE(footer.empty());
    CHECK(footer == now.outcome);
}

} // namespace

TEST_CASE("At any step of the timeline the statistics are that step's, and at its end the final ones",
          "[app][timeline][stats]") {
    REQUIRE(frame().openPreset("pacman.maze"));
    chooseAlgorithm("astar");
    chooseFastestRate();
    SearchController& search = frame().search();
    search.go();
    REQUIRE(runUntil(runFinished, 20.0));
    frame().stats().finishTimings();
    const Shown final = shown();
    REQUIRE(final.steps != L"\u2013");
    REQUIRE(final.optimal != L"\u2026");
    REQUIRE(search.timeline() != nullptr);
    const std::uint64_t last = search.timeline()->lastStep();
    const MapGrid grid = document().grid();

    // Rewound: the figures of that step, as a fresh A* shows them after as many iterations.
    const std::uint64_t middle = last / 2;
    search.seek(middle);
    REQUIRE(search.viewedStep() == middle);
    const RunStats reference = referenceAfter(grid, "astar", middle);
    CHECK(shown().expanded == formatCount(reference.expanded));
    CHECK(shown().generated == formatCount(reference.generated));
    CHECK(shown().outcome.Contains(L"searching"));
    CHECK(shown().steps == L"\u2013");
    CHECK(frame().footer().shown().outcome.empty());

    SECTION("End goes back to the present: the final figures, the timing included") {
        chooseMenu(ids::TimelineEnd);
        REQUIRE_FALSE(search.viewedStep());
        checkFinalFigures(shown(), final);
        CHECK(shown().optimal == final.optimal);
        CHECK(shown().time == final.time);
    }
    SECTION("Stepping on to the last step shows the final figures too") {
        search.seek(last - 1);
        CHECK(shown().outcome.Contains(L"searching"));
        CHECK(frame().handleShortcut(WXK_RIGHT, wxMOD_NONE));
        REQUIRE_FALSE(search.viewedStep());
        checkFinalFigures(shown(), final);
        CHECK(shown().time == final.time);
    }
    SECTION("An imported trace shows, at its last step, the figures of the run it records") {
        const std::string file = tempPath("pacman-astar.trace.json");
        {
            MessageLog log(wxYES, wxString::FromUTF8(file));
            chooseMenu(ids::ExportTrace);
            frame().finishJobs(); // the trace is written on a worker
            REQUIRE(log.texts().size() == 1);
            chooseMenu(ids::ImportTrace);
        }
        REQUIRE(search.showingRecording());
        CHECK(shown().outcome.Contains(L"searching"));
        chooseMenu(ids::TimelineEnd);
        REQUIRE(search.viewedStep() == search.timeline()->lastStep());
        checkFinalFigures(shown(), final);
        // No run of a walker was timed: the pane says so rather than show another run's time.
        CHECK(shown().time == L"\u2013");
        CHECK(shown().optimal == L"\u2013");
        // Back one step, the trace is still searching there.
        CHECK(frame().handleShortcut(WXK_LEFT, wxMOD_NONE));
        CHECK(shown().outcome.Contains(L"searching"));
        CHECK(shown().steps == L"\u2013");
    }
    search.reset();
}
