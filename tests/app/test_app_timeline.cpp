// The timeline under the grid: every run recorded, any step shown again, going on from the past,
// breakpoints, and search traces in and out.
#include "pathfinder/registry/walker_registry.h"
#include "pathfinder/search/run.h"
#include "pathfinder/traces/search_trace.h"
#include "pathfinder/traces/search_trace_io.h"

#include "app_driver.h"
#include "canvas/grid_canvas.h"
#include "frame/main_menu.h"
#include "frame/status_text.h"
#include "run/breakpoint_dialog.h"
#include "run/run_bar.h"
#include "run/stats_panel.h"
#include "run/timeline_bar.h"
#include "support/temp_dir.h"

#include <wx/menu.h>
#include <wx/statusbr.h>
#include <wx/uiaction.h>

#include <catch2/catch.hpp>
#include <fstream>
#include <string>
#include <vector>

using namespace pathfinder;
using namespace pathfinder::app;
using namespace pathfinder::app::testing;

namespace {

wxString statusText() {
    return frame().GetStatusBar()->GetStatusText(1);
}

/// What a walker showed after a step: its current cell and its open and closed counts.
struct Seen {
    std::optional<Coord> current;
    int open = 0;
    int closed = 0;
    friend bool operator==(const Seen& a, const Seen& b) {
        return a.current == b.current && a.open == b.open && a.closed == b.closed;
    }
};

Seen seen(const SearchView& view, const MapGrid& grid) {
    Seen s;
    s.current = view.current();
    for (int y = 0; y < grid.height(); ++y)
        for (int x = 0; x < grid.width(); ++x) {
            const CellVisit v = view.cellState({x, y}).visit;
            s.open += v == CellVisit::Open;
            s.closed += v == CellVisit::Closed;
        }
    return s;
}

/// The live walker; fails the test when there is none.
const MapGridWalker& liveWalker() {
    const MapGridWalker* walker = frame().search().walker();
    REQUIRE(walker != nullptr);
    return *walker;
}

/// The view the canvas draws.
const SearchView& drawn() {
    const PaintScene scene = frame().search().scene(document().grid());
    REQUIRE(scene.walker != nullptr);
    return *scene.walker;
}

} // namespace

TEST_CASE("The keys move the timeline through a search, and the picture shows each step again",
          "[app][timeline]") {
    MapGridDocument& doc = newMap(14, 10);
    chooseAlgorithm("astar");
    chooseTool(EditTool::Wall);
    dragThrough({{6, 0}, {6, 7}});
    std::vector<Seen> live;
    for (int i = 0; i < 25; ++i) {
        CHECK(frame().handleShortcut(WXK_RIGHT, wxMOD_NONE));
        live.push_back(seen(liveWalker(), doc.grid()));
    }
    SearchController& search = frame().search();
    REQUIRE(search.timeline() != nullptr);
    CHECK(search.timeline()->lastStep() == 25);
    CHECK_FALSE(search.viewedStep());

    // ← one step back: the picture is the state after step 24.
    CHECK(frame().handleShortcut(WXK_LEFT, wxMOD_NONE));
    REQUIRE(search.viewedStep() == 24u);
    CHECK(seen(drawn(), doc.grid()) == live[23]);
    CHECK(frame().timelineBar().label() == "Step 24/25 (past)");
    // Shift+← a hundred back stops at the first step; → goes on one at a time.
    CHECK(frame().handleShortcut(WXK_LEFT, wxMOD_SHIFT));
    CHECK(search.viewedStep() == 0u);
    for (int k = 1; k <= 10; ++k) {
        CHECK(frame().handleShortcut(WXK_RIGHT, wxMOD_NONE));
        REQUIRE(search.viewedStep() == static_cast<std::uint64_t>(k));
        CHECK(seen(drawn(), doc.grid()) == live[static_cast<std::size_t>(k - 1)]);
    }
    // The live walker did not move meanwhile; End returns to it, Home goes to the start.
    CHECK(liveWalker().stats().iterations == 25);
    CHECK(frame().handleShortcut(WXK_END, wxMOD_NONE));
    CHECK_FALSE(search.viewedStep());
    CHECK(frame().handleShortcut(WXK_HOME, wxMOD_NONE));
    CHECK(search.viewedStep() == 0u);
    CHECK(statusText().StartsWith("Step 0 of 25 (the past)"));

    // A click on the timeline bar shows the step under the pointer.
    TimelineBar& bar = frame().timelineBar();
    const wxPoint onBar = bar.GetScreenRect().GetPosition() + wxPoint(bar.xOf(12), bar.GetSize().y / 2);
    wxUIActionSimulator sim;
    sim.MouseMove(onBar);
    runFor(30);
    sim.MouseClick();
    runFor(30);
    REQUIRE(search.viewedStep());
    CHECK(*search.viewedStep() >= 11);
    CHECK(*search.viewedStep() <= 13);
    CHECK(seen(drawn(), doc.grid()) == live[*search.viewedStep() - 1]);
    search.reset();
}

TEST_CASE("Go from a step in the past goes on from there; after an edit it says why it cannot",
          "[app][timeline]") {
    MapGridDocument& doc = newMap(12, 9);
    chooseAlgorithm("astar");
    chooseFastestRate();
    SearchController& search = frame().search();
    search.go();
    REQUIRE(runUntil(runFinished, 10.0));
    const std::vector<Coord> path = liveWalker().path();
    const std::uint64_t steps = search.timeline()->lastStep();
    search.seek(5);
    REQUIRE(search.viewedStep() == 5u);
    search.go();
    CHECK_FALSE(search.viewedStep());
    REQUIRE(runUntil(runFinished, 10.0));
    CHECK(liveWalker().path() == path);
    CHECK(search.timeline()->lastStep() == steps);
    frame().stats().finishTimings();

    // D* repairs after an edit: the edit and the repair are marks; from before the edit, Go is
    // refused with the reason.
    chooseAlgorithm("dstar");
    search.go();
    REQUIRE(runUntil(runFinished, 10.0));
    const std::uint64_t beforeEdit = search.timeline()->lastStep();
    chooseTool(EditTool::Wall);
    dragThrough({{5, 1}, {5, 8}});
    REQUIRE(runUntil(runFinished, 10.0));
    bool editMark = false, repairMark = false;
    for (const TimelineMark& m : search.timeline()->marks()) {
        editMark |= m.kind == TimelineMark::Kind::Edit && m.step > beforeEdit;
        repairMark |= m.kind == TimelineMark::Kind::Repair && m.step > beforeEdit;
    }
    CHECK(editMark);
    CHECK(repairMark);
    search.seek(beforeEdit);
    // The map as it was: the wall is not there yet.
    CHECK_FALSE(drawn().grid()->isBlocked({5, 4}));
    CHECK(doc.grid().isBlocked({5, 4}));
    search.go();
    CHECK(search.viewedStep() == beforeEdit);
    CHECK(statusText().Contains("the map was edited during this run"));
    search.seekLive();
    frame().stats().finishTimings();
    chooseAlgorithm("astar");
    search.reset();
}

TEST_CASE("Going on from a step far in the past runs the walk back to it over ticks, not at once",
          "[app][timeline]") {
    newMap(60, 60);
    chooseAlgorithm("dijkstra");
    chooseFastestRate();
    SearchController& search = frame().search();
    search.go();
    REQUIRE(runUntil(runFinished, 30.0));
    const std::vector<Coord> path = liveWalker().path();
    const std::uint64_t steps = search.timeline()->lastStep();
    REQUIRE(steps > 1000);
    const HeldTimer held;
    const std::uint64_t from = steps - 10;
    search.seek(from);
    search.go();
    // Go has returned without running the walk back: the ticks do that, a frame's time each.
    REQUIRE(search.resumingTo() == from);
    CHECK(search.timeline()->lastStep() < from);
    CHECK(search.phase() == SearchController::Phase::Running);
    CHECK(statusText().StartsWith(
        wxString::Format("Going back to step %llu", static_cast<unsigned long long>(from))));
    REQUIRE(tickUntil([&] { return !search.resumingTo(); }, 100000));
    CHECK(search.timeline()->lastStep() >= from);
    REQUIRE(tickUntil(runFinished, 100000));
    CHECK(liveWalker().path() == path);
    CHECK(search.timeline()->lastStep() == steps);

    // Reset while it runs back: nothing is left of it.
    search.seek(from);
    search.go();
    REQUIRE(search.resumingTo());
    search.reset();
    CHECK_FALSE(search.resumingTo());
    frame().stats().finishTimings();
    chooseAlgorithm("astar");
}

TEST_CASE("Breakpoints on a cell and on the goal stop Go where they should, and can be removed",
          "[app][timeline][breakpoints]") {
    MapGridDocument& doc = newMap(12, 9);
    (void)doc;
    chooseAlgorithm("dijkstra");
    frame().runBar().selectRate(2.0); // slow: Go runs at full speed when breakpoints are set
    frame().applyControls();
    SearchController& search = frame().search();
    // A right click on the cell opens its menu; the answer picks "Break When Expanded".
    {
        MessageLog log;
        wxString offered;
        log.answerMenus([&](const wxMenu& menu) {
            for (const wxMenuItem* item : menu.GetMenuItems()) {
                offered += item->GetItemLabelText() + ";";
                if (item->GetItemLabelText() == "Break When Expanded")
                    return item->GetId();
            }
            return static_cast<int>(wxID_NONE);
        });
        wxUIActionSimulator sim;
        const GridCanvas& canvas = frame().canvas();
        sim.MouseMove(
            canvas.ClientToScreen(canvas.viewport().cellRect({4, 3}).GetPosition() + wxPoint(4, 4)));
        runFor(30);
        sim.MouseClick(wxMOUSE_BTN_RIGHT);
        runFor(50);
        INFO(offered);
        CHECK(offered.Contains("Break When Opened"));
    }
    REQUIRE(search.breakpoints().breakpoints().size() == 1);
    CHECK(search.breakpoints().has(Breakpoint::Kind::CellExpanded, {4, 3}));
    search.go();
    REQUIRE(runUntil([&] { return search.phase() == SearchController::Phase::Paused; }, 5.0));
    CHECK(liveWalker().current() == Coord{4, 3});
    CHECK(statusText() == "Stopped at a breakpoint: (4, 3) expanded.");

    // The list shows it; Remove takes it away; the goal breakpoint from the dialog stops at the end.
    chooseMenu(ids::Breakpoints);
    BreakpointDialog* dialog = frame().breakpointDialog();
    REQUIRE(dialog != nullptr);
    REQUIRE(dialog->rows() == 1);
    CHECK(dialog->row(0) == "break when (4, 3) is expanded");
    dialog->removeRow(0);
    CHECK(search.breakpoints().breakpoints().empty());
    dialog->setRunWide(Breakpoint::Kind::GoalReached, true);
    REQUIRE(dialog->rows() == 1);
    dialog->Hide();
    search.go();
    REQUIRE(runUntil([&] { return search.phase() != SearchController::Phase::Running; }, 10.0));
    CHECK(liveWalker().state() == WalkState::ReachedGoal);
    CHECK(statusText().StartsWith("Stopped at a breakpoint: the goal reached at cost"));
    search.breakpoints().clear();
    frame().stats().finishTimings();
    chooseFastestRate();
    chooseAlgorithm("astar");
    search.reset();
}

TEST_CASE("A run exported as a trace has one expanding event per expansion, and plays back when imported",
          "[app][timeline][trace]") {
    MapGridDocument& doc = newMap(16, 12);
    chooseAlgorithm("astar");
    chooseTool(EditTool::Wall);
    dragThrough({{8, 2}, {8, 11}});
    chooseFastestRate();
    SearchController& search = frame().search();
    search.go();
    REQUIRE(runUntil(runFinished, 10.0));
    const std::uint64_t expanded = liveWalker().stats().expanded;
    const std::vector<Coord> path = liveWalker().path();
    frame().stats().finishTimings();

    const std::string file = tempPath("astar-run.trace.json");
    {
        MessageLog log(wxYES, wxString::FromUTF8(file));
        sendMenu(ids::ExportTrace);
        // The trace is written on a worker: the command has returned before it is done.
        CHECK(statusText().Contains("Exporting the trace to"));
        frame().finishJobs();
        CHECK(statusText().StartsWith("Exported "));
        INFO(log.joined());
        CHECK(log.texts().size() == 1); // the file chooser, and no error
    }
    const SearchTrace trace = readPosthocTraceFile(file);
    CHECK(trace.count(SearchEventKind::Expanding) == expanded);
    REQUIRE_FALSE(trace.events.empty());
    CHECK(trace.events.back().kind == SearchEventKind::End);
    CHECK(std::ifstream(posthocMapPathFor(file)).good());
    {
        // What produced it, in the trace's "meta" object.
        const std::string text = readText(file);
        CHECK_THAT(text, Catch::Contains("\"meta\": {\n    \"program\": \"pathfinder\""));
        CHECK_THAT(text, Catch::Contains("\"walker\": \"astar\""));
        CHECK_THAT(text, Catch::Contains("\"map_content_sha256\": \""));
    }

    // Imported, it plays on the open map from its first step; Go plays it to the end.
    {
        MessageLog log(wxYES, wxString::FromUTF8(file));
        chooseMenu(ids::ImportTrace);
        INFO(log.joined());
        CHECK(log.texts().size() == 1);
    }
    REQUIRE(search.showingRecording());
    CHECK(search.viewedStep() == 0u);
    CHECK(describePhase(search).StartsWith("Trace step 0 of"));
    CHECK(search.timeline()->lastStep() == expanded);
    search.go();
    REQUIRE(runUntil(runFinished, 10.0));
    CHECK(search.viewedStep() == expanded);
    CHECK(drawn().path() == path);
    CHECK(&document() == &doc);

    // Compare Two Traces on the same file: they agree.
    {
        MessageLog log(wxYES, wxString::FromUTF8(file));
        chooseMenu(ids::CompareTraces);
        CHECK(frame().lastTraceComparison().StartsWith("The traces agree"));
    }
    search.reset();
    CHECK_FALSE(search.showingRecording());
}
