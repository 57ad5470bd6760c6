// The editing tools worked by mouse and menu on small maps: brush sizes, Line, Rectangle and Fill,
// Resize Map, Flip and Rotate; each one undo step, undone back to the same map.
#include "pathfinder/grid/map_grid.h"
#include "pathfinder/grid/topology.h"

#include "app_driver.h"
#include "canvas/grid_canvas.h"
#include "document/grid_commands.h"
#include "frame/main_menu.h"
#include "panels/control_panel.h"

#include <wx/clipbrd.h>
#include <wx/radiobox.h>
#include <wx/spinctrl.h>
#include <wx/stattext.h>

#include <algorithm>
#include <catch2/catch.hpp>
#include <string>
#include <utility>
#include <vector>

using namespace pathfinder;
using namespace pathfinder::app;
using namespace pathfinder::app::testing;

namespace {

/// The cells of the map that are walls, row by row.
std::vector<Coord> wallsOf(const MapGrid& grid) {
    std::vector<Coord> walls;
    for (int y = 0; y < grid.height(); ++y)
        for (int x = 0; x < grid.width(); ++x)
            if (grid.isWall({x, y}))
                walls.push_back({x, y});
    return walls;
}

/// The cells from (x0, y0) to (x1, y1), row by row.
std::vector<Coord> block(int x0, int y0, int x1, int y1) {
    std::vector<Coord> cells;
    for (int y = y0; y <= y1; ++y)
        for (int x = x0; x <= x1; ++x)
            cells.push_back({x, y});
    return cells;
}

/// A 12 × 9 map with the start and the goal in opposite corners.
MapGridDocument& cornersMap() {
    MapGridDocument& doc = newMap(12, 9);
    doc.GetCommandProcessor()->Submit(new MoveEndpointsCommand(doc, {0, 0}, {11, 8}));
    return doc;
}

} // namespace

TEST_CASE("A wider brush paints its square along the drag, in one undo step", "[app][editing][tools]") {
    MapGridDocument& doc = cornersMap();
    const MapGrid before = doc.grid();
    chooseTool(EditTool::Wall);
    chooseShape(EditShape::Freehand, 3);
    dragThrough({{3, 4}, {6, 4}});
    CHECK(wallsOf(doc.grid()) == block(2, 3, 7, 5));
    const MapGrid after = doc.grid();
    chooseMenu(wxID_UNDO);
    CHECK(doc.grid() == before);
    chooseMenu(wxID_REDO);
    CHECK(doc.grid() == after);
}

TEST_CASE("Line and Rectangle paint from where the drag began to where it ends", "[app][editing][tools]") {
    MapGridDocument& doc = cornersMap();
    const MapGrid before = doc.grid();
    chooseTool(EditTool::Wall);
    SECTION("a line: the cells passed on the way are not painted") {
        chooseShape(EditShape::Line);
        dragThrough({{1, 1}, {5, 7}, {8, 1}});
        CHECK(wallsOf(doc.grid()) == block(1, 1, 8, 1));
    }
    SECTION("a line three cells wide") {
        chooseShape(EditShape::Line, 3);
        dragThrough({{2, 4}, {9, 4}});
        CHECK(wallsOf(doc.grid()) == block(1, 3, 10, 5));
    }
    SECTION("a rectangle") {
        chooseShape(EditShape::Rectangle);
        dragThrough({{2, 2}, {9, 8}, {5, 6}});
        CHECK(wallsOf(doc.grid()) == block(2, 2, 5, 6));
    }
    SECTION("heights, the same way") {
        chooseTool(EditTool::Height);
        chooseShape(EditShape::Rectangle);
        dragThrough({{1, 1}, {3, 2}});
        for (int y = 0; y < 9; ++y)
            for (int x = 0; x < 12; ++x)
                CHECK(doc.grid().height({x, y}) == (x >= 1 && x <= 3 && y >= 1 && y <= 2 ? 1 : 0));
    }
    chooseMenu(wxID_UNDO);
    CHECK(doc.grid() == before);
}

TEST_CASE("Fill paints the region of alike cells, bounded by what differs", "[app][editing][tools]") {
    MapGridDocument& doc = cornersMap();
    // A ring of walls around x 4–7, y 3–5.
    std::vector<CellEdit> ring;
    for (const Coord c : block(3, 2, 8, 6))
        if (c.x == 3 || c.x == 8 || c.y == 2 || c.y == 6)
            ring.push_back({c, MapGrid::kMinCost, MapGrid::kWall});
    doc.GetCommandProcessor()->Submit(new PaintCellsCommand(doc, ring, "Paint Walls"));
    const MapGrid walled = doc.grid();
    const std::vector<Coord> inside = block(4, 3, 7, 5);
    const auto isInside = [&](Coord c) { return std::find(inside.begin(), inside.end(), c) != inside.end(); };

    chooseTool(EditTool::Cost);
    chooseShape(EditShape::Fill);
    SECTION("inside the ring") {
        clickCell({5, 4});
        for (const Coord c : block(0, 0, 11, 8))
            CHECK(doc.grid().code(c) == (isInside(c) ? 5 : walled.code(c)));
        CHECK(doc.GetCommandProcessor()->GetUndoMenuLabel().Contains("Fill Cost 5"));
    }
    SECTION("outside it, the start and the goal keeping their cells") {
        clickCell({1, 1});
        for (const Coord c : block(0, 0, 11, 8)) {
            const bool outside = !isInside(c) && !walled.isWall(c) && c != Coord{0, 0} && c != Coord{11, 8};
            CHECK(doc.grid().code(c) == (outside ? 5 : walled.code(c)));
        }
    }
    SECTION("the Wall tool on a wall takes the walls away") {
        chooseTool(EditTool::Wall);
        chooseShape(EditShape::Fill);
        clickCell({3, 2});
        CHECK(wallsOf(doc.grid()).empty());
    }
    chooseMenu(wxID_UNDO);
    CHECK(doc.grid() == walled);
}

TEST_CASE("The shape and the brush size have single keys", "[app][editing][tools]") {
    newMap(6, 6);
    chooseTool(EditTool::Wall);
    const auto state = [] { return frame().controls().editorState(); };
    for (const auto& [key, shape] : {std::pair{'L', EditShape::Line}, std::pair{'U', EditShape::Rectangle},
                                     std::pair{'G', EditShape::Fill}, std::pair{'B', EditShape::Freehand}}) {
        CHECK(frame().handleShortcut(key, wxMOD_NONE));
        CHECK(state().shape == shape);
    }
    for (const int expected : {3, 5, 9, 9}) {
        CHECK(frame().handleShortcut(']', wxMOD_NONE));
        CHECK(state().brushSize == expected);
    }
    CHECK(frame().handleShortcut('[', wxMOD_NONE));
    CHECK(state().brushSize == 5);
}

namespace {

/// Sets the Resize Map dialog's size and anchor (0–8, row by row from the top left) as a person
/// would, each change announced to the dialog.
void setResize(wxDialog& dialog, int width, int height, int anchor) {
    for (const auto& [name, value] : {std::pair{"width", width}, std::pair{"height", height}}) {
        auto* spin = dynamic_cast<wxSpinCtrl*>(wxWindow::FindWindowByName(name, &dialog));
        REQUIRE(spin);
        spin->SetValue(value);
        wxSpinEvent event(wxEVT_SPINCTRL, spin->GetId());
        event.SetEventObject(spin);
        spin->ProcessWindowEvent(event);
    }
    auto* place = dynamic_cast<wxRadioBox*>(wxWindow::FindWindowByName("anchor", &dialog));
    REQUIRE(place);
    place->SetSelection(anchor);
    wxCommandEvent event(wxEVT_RADIOBOX, place->GetId());
    event.SetEventObject(place);
    place->ProcessWindowEvent(event);
}

/// The dialog's summary as one line (the label wraps).
std::string summaryOf(wxDialog& dialog) {
    auto* summary = dynamic_cast<wxStaticText*>(wxWindow::FindWindowByName("summary", &dialog));
    std::string text = summary ? std::string(summary->GetLabel().ToUTF8()) : "(no summary)";
    std::replace(text.begin(), text.end(), '\n', ' ');
    return text;
}

} // namespace

TEST_CASE("Map > Resize Map grows or crops the map around an anchor, in one undo step",
          "[app][editing][resize]") {
    MapGridDocument& doc = newMap(6, 4);
    doc.GetCommandProcessor()->Submit(new MoveEndpointsCommand(doc, {1, 1}, {4, 2}));
    doc.GetCommandProcessor()->Submit(new PaintCellsCommand(doc, {{{2, 1}, 1, 0}, {{5, 3}, 1, 7}}, "Paint"));
    const MapGrid before = doc.grid();

    SECTION("grown about the middle: each cell one column and one row further in") {
        std::string summary;
        answerNextDialog([&](wxDialog& dialog) {
            setResize(dialog, 8, 6, 4);
            summary = summaryOf(dialog);
            dialog.EndModal(wxID_OK);
        });
        chooseMenu(ids::ResizeMap);
        const MapGrid& grid = doc.grid();
        REQUIRE(grid.width() == 8);
        REQUIRE(grid.height() == 6);
        CHECK(grid.start() == Coord{2, 2});
        CHECK(grid.goal() == Coord{5, 3});
        CHECK(wallsOf(grid) == std::vector<Coord>{{3, 2}});
        CHECK(grid.code({6, 4}) == 7);
        CHECK_THAT(summary, Catch::Contains("24 free cells added, 0 cut"));
        chooseMenu(wxID_UNDO);
        CHECK(doc.grid() == before);
    }
    SECTION("cropped from the top left: what lies right and below goes") {
        answerNextDialog([](wxDialog& dialog) {
            setResize(dialog, 5, 3, 0);
            dialog.EndModal(wxID_OK);
        });
        chooseMenu(ids::ResizeMap);
        CHECK(doc.grid().width() == 5);
        CHECK(doc.grid().height() == 3);
        CHECK(wallsOf(doc.grid()) == std::vector<Coord>{{2, 1}});
        CHECK(doc.grid().codeCount(7) == 0);
    }
    SECTION("a crop that would lose the goal says so and cannot be confirmed") {
        std::string summary;
        bool okEnabled = true;
        answerNextDialog([&](wxDialog& dialog) {
            setResize(dialog, 4, 4, 0);
            summary = summaryOf(dialog);
            okEnabled = dialog.FindWindow(wxID_OK)->IsEnabled();
            dialog.EndModal(wxID_CANCEL);
        });
        chooseMenu(ids::ResizeMap);
        CHECK_FALSE(okEnabled);
        CHECK_THAT(summary, Catch::Contains("the goal at (4, 2) would fall outside"));
        CHECK(doc.grid() == before);
    }
}

TEST_CASE("Map > Flip and Rotate move the whole map, in one undo step each", "[app][editing][transform]") {
    MapGridDocument& doc = newMap(6, 4);
    doc.GetCommandProcessor()->Submit(new MoveEndpointsCommand(doc, {1, 1}, {4, 2}));
    doc.GetCommandProcessor()->Submit(new PaintCellsCommand(doc, {{{2, 1}, 1, 0}}, "Paint"));
    const MapGrid before = doc.grid();

    SECTION("a quarter turn clockwise: (x, y) goes to (3 - y, x)") {
        chooseMenu(ids::RotateClockwise);
        CHECK(doc.grid().width() == 4);
        CHECK(doc.grid().height() == 6);
        CHECK(doc.grid().start() == Coord{2, 1});
        CHECK(doc.grid().goal() == Coord{1, 4});
        CHECK(wallsOf(doc.grid()) == std::vector<Coord>{{2, 2}});
        CHECK(doc.GetCommandProcessor()->GetUndoMenuLabel().Contains("Rotate Clockwise"));
        chooseMenu(wxID_UNDO);
        CHECK(doc.grid() == before);
    }
    SECTION("a mirror left to right: (x, y) goes to (5 - x, y)") {
        chooseMenu(ids::FlipHorizontally);
        CHECK(doc.grid().start() == Coord{4, 1});
        CHECK(doc.grid().goal() == Coord{1, 2});
        CHECK(wallsOf(doc.grid()) == std::vector<Coord>{{3, 1}});
        chooseMenu(wxID_UNDO);
        CHECK(doc.grid() == before);
    }
    SECTION("a hex map stays as it is, and the app says why") {
        MapGrid hex = doc.grid();
        hex.setTopology(Topology::Hex);
        doc.GetCommandProcessor()->Submit(new ReplaceGridCommand(doc, hex, "Hex"));
        MessageLog messages;
        chooseMenu(ids::FlipVertically);
        CHECK(doc.grid() == hex);
        CHECK_THAT(messages.joined(), Catch::Contains("hex map cannot be mirrored or turned"));
    }
}

TEST_CASE("A fill of thousands of cells is one change of the map, and undoes", "[app][editing][tools]") {
    MapGridDocument& doc = newMap(80, 80); // 6 400 cells: past the cell-by-cell notices
    doc.GetCommandProcessor()->Submit(new MoveEndpointsCommand(doc, {0, 0}, {79, 79}));
    const MapGrid before = doc.grid();
    chooseTool(EditTool::Terrain);
    chooseShape(EditShape::Fill);
    clickCell({40, 40});
    const std::uint8_t forest = MapGrid::codeOf(frame().controls().editorState().brushTerrain);
    for (const Coord c : block(0, 0, 79, 79)) {
        const bool end = c == Coord{0, 0} || c == Coord{79, 79};
        CHECK(doc.grid().code(c) == (end ? MapGrid::kMinCost : forest));
    }
    CHECK(doc.grid().start() == Coord{0, 0});
    chooseMenu(wxID_UNDO);
    CHECK(doc.grid() == before);
    chooseMenu(wxID_REDO);
    CHECK(doc.grid().codeCount(forest) == 6398);
}

namespace {

/// An 8 × 6 map with walls at (1, 1) and (2, 1), cost 7 at (3, 2), the start and goal at the
/// bottom right, and the cells (1, 1) to (3, 2) selected with the Select tool.
MapGridDocument& selectedMap() {
    MapGridDocument& doc = newMap(8, 6);
    doc.GetCommandProcessor()->Submit(new MoveEndpointsCommand(doc, {7, 5}, {6, 5}));
    doc.GetCommandProcessor()->Submit(
        new PaintCellsCommand(doc, {{{1, 1}, 1, 0}, {{2, 1}, 1, 0}, {{3, 2}, 1, 7}}, "Paint"));
    chooseTool(EditTool::Select);
    dragThrough({{3, 2}, {2, 2}, {1, 1}});
    REQUIRE(frame().canvas().selection() == CellRect{{1, 1}, 3, 2});
    return doc;
}

/// The clipboard's text, or "" when it cannot be read.
std::string clipboardText() {
    std::string text;
    if (wxTheClipboard->Open()) {
        wxTextDataObject data;
        if (wxTheClipboard->GetData(data))
            text = std::string(data.GetText().ToUTF8());
        wxTheClipboard->Close();
    }
    return text;
}

} // namespace

TEST_CASE("Copy puts the selection on the clipboard as .maze rows, and Paste puts it on another map",
          "[app][editing][clipboard]") {
    selectedMap();
    chooseMenu(wxID_COPY);
    CHECK_THAT(clipboardText(), Catch::Contains("size: 3 2\nmap:\n##.\n..7\n"));

    MapGridDocument& other = newMap(6, 6);
    other.GetCommandProcessor()->Submit(new MoveEndpointsCommand(other, {5, 5}, {4, 5}));
    const MapGrid before = other.grid();
    chooseMenu(wxID_PASTE); // nothing selected, the pointer off the map: at the corner
    CHECK(wallsOf(other.grid()) == std::vector<Coord>{{0, 0}, {1, 0}});
    CHECK(other.grid().code({2, 1}) == 7);
    CHECK(frame().canvas().selection() == CellRect{{0, 0}, 3, 2});
    chooseMenu(wxID_UNDO);
    CHECK(other.grid() == before);
}

TEST_CASE("Cut clears the selection, and Rotate turns it in place", "[app][editing][clipboard]") {
    MapGridDocument& doc = selectedMap();
    const MapGrid before = doc.grid();
    SECTION("cut") {
        chooseMenu(wxID_CUT);
        CHECK(wallsOf(doc.grid()).empty());
        CHECK(doc.grid().code({3, 2}) == MapGrid::kMinCost);
        CHECK_THAT(clipboardText(), Catch::Contains("##.\n..7\n"));
    }
    SECTION("a quarter turn clockwise: rows ##. and ..7 become .#, .# and 7.") {
        chooseMenu(ids::RotateClockwise);
        CHECK(wallsOf(doc.grid()) == std::vector<Coord>{{2, 1}, {2, 2}});
        CHECK(doc.grid().code({1, 3}) == 7);
        CHECK(doc.grid().code({3, 2}) == MapGrid::kMinCost);
        CHECK(frame().canvas().selection() == CellRect{{1, 1}, 2, 3});
    }
    chooseMenu(wxID_UNDO);
    CHECK(doc.grid() == before);
}

TEST_CASE("Text on the clipboard that is no maze is refused with its line and column",
          "[app][editing][clipboard]") {
    MapGridDocument& doc = selectedMap();
    const MapGrid before = doc.grid();
    REQUIRE(wxTheClipboard->Open());
    wxTheClipboard->SetData(new wxTextDataObject("name: bad\nsize: 2 2\nmap:\n#?\n..\n"));
    wxTheClipboard->Close();
    MessageLog messages;
    chooseMenu(wxID_PASTE);
    CHECK_THAT(messages.joined(), Catch::Contains("the clipboard:4:2"));
    CHECK(doc.grid() == before);
}
