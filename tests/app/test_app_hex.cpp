// Hex maps, sides between cells and heights in the app: where cells and sides are on screen, the
// tools that edit sides and heights, and what the controls say on a hex map.

#include "pathfinder/grid/map_grid.h"

#include "app_driver.h"
#include "canvas/grid_canvas.h"
#include "canvas/grid_painter.h"
#include "canvas/palette.h"
#include "canvas/viewport.h"
#include "document/map_grid_doc_manager.h"
#include "document/side_commands.h"
#include "frame/main_menu.h"
#include "frame/status_text.h"
#include "panels/control_panel.h"

#include <wx/choice.h>
#include <wx/dcmemory.h>
#include <wx/spinctrl.h>
#include <wx/uiaction.h>

#include <catch2/catch.hpp>
#include <cmath>

using namespace pathfinder;
using namespace pathfinder::app;
using namespace pathfinder::app::testing;

namespace {

Viewport hexView(double scale, double x, double y) {
    Viewport view;
    view.topology = Topology::Hex;
    view.scale = scale;
    view.originX = x;
    view.originY = y;
    return view;
}

wxPoint pixelAt(wxPoint2DDouble p) {
    return {static_cast<int>(std::floor(p.m_x)), static_cast<int>(std::floor(p.m_y))};
}

MapGridDocument& newHexMap(int width, int height) {
    manager().setNextNewMapSize(wxSize(width, height), Topology::Hex);
    REQUIRE(manager().CreateDocument(wxEmptyString, wxDOC_NEW) != nullptr);
    runFor(50);
    MapGridDocument& doc = document();
    REQUIRE(doc.grid().topology() == Topology::Hex);
    return doc;
}

/// Presses at `from`, moves through `through` and releases, all in canvas pixels.
void dragPixels(wxPoint from, const std::vector<wxPoint>& through) {
    GridCanvas& canvas = frame().canvas();
    wxUIActionSimulator sim;
    sim.MouseMove(canvas.ClientToScreen(from));
    runFor(30);
    sim.MouseDown();
    runFor(30);
    for (const wxPoint p : through) {
        sim.MouseMove(canvas.ClientToScreen(p));
        runFor(30);
    }
    sim.MouseUp();
    runFor(30);
}

/// A pixel inside cell c, a little way from the middle of its side in heading d.
wxPoint nearSide(const Viewport& view, Coord c, Direction d) {
    const auto ends = view.sideEnds(c, d);
    const wxPoint2DDouble centre = view.cellCentre(c);
    const wxPoint2DDouble mid{(ends[0].m_x + ends[1].m_x) / 2, (ends[0].m_y + ends[1].m_y) / 2};
    return pixelAt({mid.m_x + (centre.m_x - mid.m_x) * 0.25, mid.m_y + (centre.m_y - mid.m_y) * 0.25});
}

} // namespace

TEST_CASE("A hex's centre pixel maps back to the hex, and a pixel near a side picks it", "[app][hex]") {
    for (const double scale : {12.0, 24.0, 33.3}) {
        const Viewport view = hexView(scale, 13.4, -7.2);
        for (int y = -1; y < 8; ++y)
            for (int x = -1; x < 9; ++x) {
                const Coord c{x, y};
                CHECK(view.cellAt(pixelAt(view.cellCentre(c))) == c);
                for (int i = 0; i < kDirectionCount; ++i) {
                    const auto d = static_cast<Direction>(i);
                    if (!isSideHeading(Topology::Hex, d, y))
                        continue;
                    const CellSide side = view.sideAt(nearSide(view, c, d));
                    CHECK(side.cell == c);
                    CHECK(side.heading == d);
                }
            }
    }
}

TEST_CASE("The hex hit test follows the hexagon, not its bounding box", "[app][hex]") {
    const Viewport view = hexView(40.0, 0.0, 0.0);
    // The top corner region of hex (1, 2)'s bounding box, beside its upper point, belongs to the row above.
    const wxPoint2DDouble centre = view.cellCentre({1, 2});
    const double top = centre.m_y - view.hexHeight() / 2;
    CHECK(view.cellAt(pixelAt({centre.m_x - view.scale / 2 + 2, top + 2})) == Coord{0, 1});
    CHECK(view.cellAt(pixelAt({centre.m_x + view.scale / 2 - 2, top + 2})) == Coord{1, 1});
    CHECK(view.cellAt(pixelAt({centre.m_x, top + 3})) == Coord{1, 2});
    // Neighbours' centres are one hex width apart, in every one of the six headings.
    for (int i = 0; i < kDirectionCount; ++i) {
        const auto d = static_cast<Direction>(i);
        if (!isSideHeading(Topology::Hex, d, 2))
            continue;
        const wxPoint2DDouble n = view.cellCentre(Coord{1, 2} + offsetOf(d));
        CHECK(std::hypot(n.m_x - centre.m_x, n.m_y - centre.m_y) == Approx(view.scale));
    }
}

TEST_CASE("Square viewports keep their cells and fit", "[app][hex]") {
    Viewport view;
    view.scale = 13.7;
    view.originX = 4.2;
    view.originY = 9.9;
    for (int p = 0; p < 200; p += 3)
        CHECK(view.cellAt({p, p + 1}) == Coord{view.columnAt(p), view.rowAt(p + 1)});
    CHECK(view.mapRect(10, 7) == wxRect(view.cellLeft(0), view.cellTop(0),
                                        view.cellLeft(10) - view.cellLeft(0),
                                        view.cellTop(7) - view.cellTop(0)));
    const Viewport fitted = Viewport::fit(10, 10, wxSize(400, 300), 12, 0, Topology::Hex);
    const wxRect map = fitted.mapRect(10, 10);
    CHECK(wxRect(0, 0, 400, 300).Contains(map));
    CHECK((map.height >= 300 - 26 || map.width >= 400 - 26));
}

TEST_CASE("Hex maps are drawn, clicked and edited in hexes", "[app][hex]") {
    MapGridDocument& doc = newHexMap(9, 7);
    const MapGrid& grid = doc.grid();
    GridCanvas& canvas = frame().canvas();
    REQUIRE(canvas.viewport().topology == Topology::Hex);

    SECTION("the movement controls say a hex has six neighbours") {
        auto* neighbours = dynamic_cast<wxChoice*>(frame().controls().FindWindow("neighbours"));
        REQUIRE(neighbours != nullptr);
        CHECK_FALSE(neighbours->IsEnabled());
        CHECK(neighbours->GetToolTipText().Contains("six neighbours"));
    }

    SECTION("a wall stroke paints the hexes under the pointer") {
        chooseTool(EditTool::Wall);
        dragThrough({{3, 2}, {4, 3}});
        CHECK(grid.isWall({3, 2}));
        CHECK(grid.isWall({4, 3}));
        CHECK_FALSE(grid.isWall({3, 3}));
    }

    SECTION("the side wall tool walls the side nearest the pointer, as one undo step") {
        const MapGrid before = grid;
        chooseTool(EditTool::SideWall);
        const Viewport& view = canvas.viewport();
        dragPixels(nearSide(view, {3, 2}, Direction::E), {nearSide(view, {3, 3}, Direction::E)});
        CHECK(grid.side({3, 2}, Direction::E) == SideKind::Wall);
        CHECK(grid.side({4, 2}, Direction::W) == SideKind::Wall);
        CHECK(grid.side({3, 3}, Direction::E) == SideKind::Wall);
        CHECK(grid.wallSideCount() >= 2);
        chooseMenu(wxID_UNDO);
        CHECK(grid == before);
        chooseMenu(wxID_REDO);
        CHECK(grid.side({3, 3}, Direction::E) == SideKind::Wall);
    }

    SECTION("the one-way tool cycles a side through one way out, one way in and open") {
        chooseTool(EditTool::OneWay);
        const wxPoint at = nearSide(canvas.viewport(), {2, 2}, Direction::SW);
        dragPixels(at, {});
        CHECK(grid.side({2, 2}, Direction::SW) == SideKind::OneWayOut);
        CHECK(grid.side({1, 3}, Direction::NE) == SideKind::OneWayIn);
        dragPixels(at, {});
        CHECK(grid.side({2, 2}, Direction::SW) == SideKind::OneWayIn);
        dragPixels(at, {});
        CHECK(grid.side({2, 2}, Direction::SW) == SideKind::Open);
        chooseMenu(wxID_UNDO);
        CHECK(grid.side({2, 2}, Direction::SW) == SideKind::OneWayIn);
    }

    SECTION("the height brush raises cells, and the status line tells the steps' costs") {
        chooseTool(EditTool::Height);
        dragThrough({{5, 4}, {6, 4}});
        CHECK(grid.height({5, 4}) == 1);
        CHECK(grid.height({6, 4}) == 1);
        const wxString steps = describeSteps(grid, doc.movement(), {5, 4});
        CHECK(steps.StartsWith("height 1"));
        CHECK(steps.Contains("E 1"));
        chooseMenu(wxID_UNDO);
        CHECK(grid.height({5, 4}) == 0);
    }

    SECTION("the slope factor is set as an edit of the map, and a climb then costs more") {
        chooseTool(EditTool::Height);
        clickCell({6, 4});
        REQUIRE(frame().GetMenuBar()->FindItem(ids::SlopeFactor) != nullptr);
        doc.GetCommandProcessor()->Submit(new SetSlopeCommand(doc, 0.5));
        CHECK(grid.slope() == Approx(0.5));
        CHECK(describeSteps(grid, doc.movement(), {5, 4}).Contains("E 1.5"));
        chooseMenu(wxID_UNDO);
        CHECK(grid.slope() == 0.0);
        CHECK_FALSE(describeSteps(grid, doc.movement(), {5, 4}).Contains("E 1.5"));
    }

    SECTION("a hex map's picture shows hexes") {
        wxBitmap bitmap(300, 260, 24);
        {
            wxMemoryDC dc(bitmap);
            GridPainter painter;
            PaintScene scene;
            scene.grid = &grid;
            painter.paint(dc, scene, Viewport::fit(9, 7, wxSize(300, 260), 8, 0, Topology::Hex),
                          wxRect(0, 0, 300, 260), PaintOptions{});
        }
        const wxImage image = bitmap.ConvertToImage();
        // The top-left corner of the bounding box of hex (0, 0) is outside the map: background.
        const Viewport view = Viewport::fit(9, 7, wxSize(300, 260), 8, 0, Topology::Hex);
        const wxPoint corner =
            pixelAt(view.cellCentre({0, 0})) -
            wxPoint(static_cast<int>(view.scale / 2) - 1, static_cast<int>(view.hexHeight() / 2) - 1);
        const Rgb background = palette::kBackground;
        CHECK(image.GetRed(corner.x, corner.y) == background.r);
        const wxPoint centre = pixelAt(view.cellCentre({0, 0}));
        CHECK(image.GetRed(centre.x, centre.y) != background.r);
    }
}
