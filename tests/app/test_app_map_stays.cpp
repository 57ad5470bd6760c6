// A map that stays put: its scale and where its cells are on the screen change when the person
// zooms, pans, opens a map or fits it (F), and not when a banner or the timeline's past comes and
// goes under it; a stroke lands on the cells aimed at while the banner changes.
#include "app_driver.h"
#include "canvas/grid_canvas.h"
#include "canvas/map_footer.h"
#include "frame/main_menu.h"
#include "run/stats_panel.h"

#include <wx/uiaction.h>

#include <catch2/catch.hpp>
#include <string>
#include <vector>

using namespace pathfinder;
using namespace pathfinder::app;
using namespace pathfinder::app::testing;

namespace {

/// The scale of the map and where a cell's top-left pixel is on the screen.
struct Placement {
    double scale = 0;
    wxPoint cell;
    friend bool operator==(const Placement& a, const Placement& b) {
        return a.scale == b.scale && a.cell == b.cell;
    }
};

Placement placement(Coord cell = {5, 5}) {
    GridCanvas& canvas = frame().canvas();
    return {canvas.viewport().scale, canvas.ClientToScreen(canvas.viewport().cellRect(cell).GetPosition())};
}

std::string describe(const Placement& p) {
    return std::to_string(p.scale) + " px a cell, cell at (" + std::to_string(p.cell.x) + ", " +
           std::to_string(p.cell.y) + ")";
}

bool finished() {
    return frame().search().phase() == SearchController::Phase::Finished;
}

/// Checks that the map is where it was, after the layout has settled.
void checkStill(const Placement& before, const char* after) {
    runFor(100);
    INFO(after << ": " << describe(before) << " before, " << describe(placement()) << " after");
    CHECK(placement() == before);
}

} // namespace

TEST_CASE("The map keeps its scale and place while banners and the timeline's past come and go",
          "[app][canvas][viewport]") {
    const wxSize windowSize = frame().GetSize();
    // A window of the smallest size the app is made for: the outcome takes two lines there.
    resizeMainFrame(wxSize(800, 600));
    REQUIRE(frame().openPreset("terrain-hills.maze"));
    chooseFastestRate();
    runFor(100);
    const Placement fitted = placement();
    const int stripWithoutBanner = frame().footer().GetSize().y;

    SECTION("a two-line banner, the past and the present") {
        chooseAlgorithm("jps"); // its outcome on terrain is long: it says it fell back to A*
        frame().search().go();
        REQUIRE(runUntil(finished, 30.0));
        REQUIRE_FALSE(frame().footer().shown().outcome.empty());
        // Two lines of text and more: the strip grew by more than one line's height.
        REQUIRE(frame().footer().GetSize().y - stripWithoutBanner > 2 * frame().footer().GetCharHeight());
        checkStill(fitted, "the banner appeared");
        frame().search().seek(frame().search().timeline()->lastStep() / 2);
        REQUIRE(frame().footer().shown().outcome.empty());
        checkStill(fitted, "the timeline went into the past");
        chooseMenu(ids::TimelineEnd);
        checkStill(fitted, "back to the present");
        frame().search().reset();
        checkStill(fitted, "the banner went");
        frame().stats().finishTimings();
    }
    SECTION("the person's own zoom, pan and fit still move it") {
        chooseMenu(ids::ZoomIn);
        CHECK(placement().scale > fitted.scale);
        const Placement zoomed = placement();
        frame().search().go();
        REQUIRE(runUntil(finished, 30.0));
        checkStill(zoomed, "the banner appeared on a zoomed map");
        frame().search().reset();
        checkStill(zoomed, "the banner went from a zoomed map");
        chooseMenu(ids::FitToWindow);
        runFor(100);
        CHECK(placement() == fitted);
        frame().stats().finishTimings();
    }
    resizeMainFrame(windowSize);
    chooseAlgorithm("astar");
}

TEST_CASE("A stroke lands on the cells aimed at while the banner under the map changes",
          "[app][canvas][viewport]") {
    MapGridDocument& doc = newMap(24, 16);
    chooseAlgorithm("astar");
    chooseTool(EditTool::Wall);
    SearchController& search = frame().search();
    GridCanvas& canvas = frame().canvas();
    const auto screenPoint = [&canvas](Coord cell) {
        const wxRect r = canvas.viewport().cellRect(cell);
        return canvas.ClientToScreen(wxPoint(r.x + r.width / 2, r.y + r.height / 2));
    };
    // Aimed at before the press: the row of cells from (2, 8) to (9, 8).
    const wxPoint from = screenPoint({2, 8});
    const wxPoint to = screenPoint({9, 8});
    wxUIActionSimulator sim;
    sim.MouseMove(from);
    runFor(40);
    sim.MouseDown();
    runFor(40);
    // While the button is down the search runs to its end: its banner appears under the map.
    for (int i = 0; i < 5000 && !finished(); ++i)
        search.step();
    REQUIRE(finished());
    runFor(100);
    REQUIRE_FALSE(frame().footer().shown().outcome.empty());
    sim.MouseMove(to);
    runFor(40);
    sim.MouseUp();
    runFor(60);
    std::vector<Coord> walls;
    for (int y = 0; y < doc.grid().height(); ++y)
        for (int x = 0; x < doc.grid().width(); ++x)
            if (doc.grid().isWall({x, y}))
                walls.push_back({x, y});
    std::vector<Coord> aimed;
    for (int x = 2; x <= 9; ++x)
        aimed.push_back({x, 8});
    CHECK(walls == aimed);
    frame().stats().finishTimings();
    search.reset();
}
