// Live re-solve under height and side-wall strokes: the heights and sides reach the map, and the
// search follows them, while the button is held; the stroke stays one undo step. Results are held
// against the reference Dijkstra, which prices climbs and stops at walls between cells.
#include "app_driver.h"
#include "canvas/grid_canvas.h"
#include "document/side_commands.h"
#include "frame/main_menu.h"
#include "live_checks.h"

#include <wx/cmdproc.h>
#include <wx/uiaction.h>

#include <catch2/catch.hpp>
#include <cmath>

using namespace pathfinder;
using namespace pathfinder::app;
using namespace pathfinder::app::testing;

namespace {

/// A point on the screen just inside cell `c`, a quarter of the way from its east side's middle to
/// its centre: where the Side Wall tool picks that side.
wxPoint nearEastSide(Coord c) {
    GridCanvas& canvas = frame().canvas();
    const Viewport& view = canvas.viewport();
    const auto ends = view.sideEnds(c, Direction::E);
    const wxPoint2DDouble centre = view.cellCentre(c);
    const double mx = (ends[0].m_x + ends[1].m_x) / 2, my = (ends[0].m_y + ends[1].m_y) / 2;
    return canvas.ClientToScreen(wxPoint(static_cast<int>(std::lround(mx + (centre.m_x - mx) * 0.25)),
                                         static_cast<int>(std::lround(my + (centre.m_y - my) * 0.25))));
}

} // namespace

TEST_CASE("Live Re-solve follows height and side-wall strokes while the button is held", "[app][live]") {
    MapGridDocument& doc = newMap(16, 12);
    doc.GetCommandProcessor()->Submit(new SetSlopeCommand(doc, 3.0)); // a climb costs 4 times a step
    chooseAlgorithm("astar");
    chooseMenu(ids::LiveResolve);
    REQUIRE(frame().search().live());
    checkLiveOptimal(doc, 1);
    const MapGrid before = doc.grid();
    const std::size_t steps = undoSteps(doc);

    SECTION("a height stroke") {
        chooseTool(EditTool::Height);
        pressAndMoveThrough({{5, 0}, {5, 11}});
        CHECK(doc.grid().height({5, 6}) == 1);
        checkLiveOptimal(doc, 2);
        releaseLeftButton();
        CHECK(undoSteps(doc) == steps + 1);
        CHECK(doc.grid().height({5, 6}) == 1);
        checkLiveOptimal(doc, 3);
        chooseMenu(wxID_UNDO);
        CHECK(doc.grid() == before);
        checkLiveOptimal(doc, 4);
    }

    SECTION("a line of heights, drawn afresh, leaves the cells it no longer covers") {
        chooseTool(EditTool::Height);
        chooseShape(EditShape::Line);
        pressAndMoveThrough({{2, 2}, {12, 2}});
        CHECK(doc.grid().height({12, 2}) == 1);
        moveMouseTo({2, 9});
        CHECK(doc.grid().height({12, 2}) == 0);
        CHECK(doc.grid().height({2, 9}) == 1);
        checkLiveOptimal(doc, 5);
        releaseLeftButton();
        CHECK(undoSteps(doc) == steps + 1);
        chooseMenu(wxID_UNDO);
        CHECK(doc.grid() == before);
    }

    SECTION("a side-wall stroke") {
        chooseTool(EditTool::SideWall);
        // Down the east sides of column 7, all but the last row: the way round is searched
        // mid-stroke.
        wxUIActionSimulator sim;
        sim.MouseMove(nearEastSide({7, 0}));
        runFor(30);
        sim.MouseDown();
        runFor(30);
        sim.MouseMove(nearEastSide({7, 10}));
        runFor(30);
        CHECK(doc.grid().side({7, 5}, Direction::E) == SideKind::Wall);
        CHECK(doc.grid().side({8, 5}, Direction::W) == SideKind::Wall);
        checkLiveOptimal(doc, 6);
        CHECK(frame().search().walker()->path().size() > 16);
        sim.MouseUp();
        runFor(30);
        CHECK(undoSteps(doc) == steps + 1);
        CHECK(doc.grid().side({7, 5}, Direction::E) == SideKind::Wall);
        checkLiveOptimal(doc, 7);
        chooseMenu(wxID_UNDO);
        CHECK(doc.grid() == before);
        checkLiveOptimal(doc, 8);
    }

    chooseMenu(ids::LiveResolve);
    CHECK_FALSE(frame().search().live());
}
