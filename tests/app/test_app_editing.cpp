#include "pathfinder/formats/movingai_io.h"
#include "pathfinder/generators/maze_generator.h"
#include "pathfinder/grid/map_grid.h"

#include "app_driver.h"
#include "document/grid_commands.h"
#include "document/import_export.h"
#include "frame/main_menu.h"
#include "panels/control_panel.h"
#include "run/stats_panel.h"

#include <wx/filefn.h>
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

TEST_CASE("The app starts on the Pac-Man preset with A* selected", "[app][startup]") {
    // As it was before the first test ran: other tests may have run before this one.
    const StartupState& startup = startupState();
    REQUIRE(startup.hadDocument);
    CHECK(startup.mazeName == "Pac-Man maze");
    CHECK(startup.width == 20);
    CHECK(startup.height == 20);
    CHECK(startup.algorithm == "astar");
    CHECK(startup.title.StartsWith("pacman.maze - "));
}

TEST_CASE("Clicks and drags on the canvas place the start, the goal and walls", "[app][editing]") {
    MapGridDocument& doc = newMap(12, 9);
    chooseTool(EditTool::Start);
    clickCell({1, 1});
    chooseTool(EditTool::Goal);
    clickCell({10, 7});
    chooseTool(EditTool::Wall);
    dragThrough({{5, 0}, {5, 3}, {5, 6}});

    const MapGrid& grid = doc.grid();
    CHECK(grid.start() == Coord{1, 1});
    CHECK(grid.goal() == Coord{10, 7});
    for (int y = 0; y < grid.height(); ++y)
        for (int x = 0; x < grid.width(); ++x)
            CHECK(grid.isBlocked({x, y}) == (x == 5 && y <= 6));
    CHECK(doc.IsModified());
    CHECK(frame().GetTitle().Contains("*"));

    SECTION("a wall stroke is one undo step, and redo brings it back") {
        chooseMenu(wxID_UNDO);
        for (int y = 0; y <= 6; ++y)
            CHECK_FALSE(grid.isBlocked({5, y}));
        CHECK(grid.goal() == Coord{10, 7}); // the earlier edits stay
        chooseMenu(wxID_REDO);
        for (int y = 0; y <= 6; ++y)
            CHECK(grid.isBlocked({5, y}));
    }

    SECTION("dragging the goal moves it in one step") {
        chooseTool(EditTool::Wall); // any tool drags a marker
        dragThrough({{10, 7}, {9, 6}, {8, 8}});
        CHECK(grid.goal() == Coord{8, 8});
        chooseMenu(wxID_UNDO);
        CHECK(grid.goal() == Coord{10, 7});
    }

    SECTION("a stroke that begins on a wall erases") {
        dragThrough({{5, 2}, {5, 4}});
        for (int y = 2; y <= 4; ++y)
            CHECK_FALSE(grid.isBlocked({5, y}));
        CHECK(grid.isBlocked({5, 1}));
    }

    SECTION("the cost brush paints entry costs") {
        chooseTool(EditTool::Cost);
        dragThrough({{7, 2}, {8, 2}});
        CHECK(grid.code({7, 2}) == 5);
        CHECK(grid.code({8, 2}) == 5);
    }
}

TEST_CASE("A malformed file is reported with its line and the open maze stays as it was", "[app][files]") {
    MapGridDocument& doc = newMap(6, 4);
    doc.GetCommandProcessor()->Submit(
        new MoveMarkerCommand(doc, MoveMarkerCommand::Marker::Goal, Coord{3, 2}));
    const MapGrid before = doc.grid();
    const std::string bad = writeTempFile("bad.maze", "name: bad\nsize: 3 2\nmap:\n...\n.x.\n");

    MessageLog messages;
    CHECK(manager().CreateDocument(bad, wxDOC_SILENT) == nullptr);
    runFor(20);

    REQUIRE(messages.texts().size() == 1);
    CHECK_THAT(messages.joined(), Catch::Contains("bad.maze:5:2"));
    CHECK(frame().document() == &doc);
    CHECK(doc.grid() == before);
    CHECK(doc.IsModified()); // the unsaved edit is still there
    wxRemoveFile(bad);
}

TEST_CASE("Saving and opening again gives the same maze", "[app][files]") {
    MapGridDocument& doc = newMap(7, 5);
    doc.GetCommandProcessor()->Submit(new PaintCellsCommand(doc, {{{2, 1}, 1, 0}, {{3, 3}, 1, 7}}, "Paint"));
    Movement fourWay;
    fourWay.neighbours = 4;
    doc.GetCommandProcessor()->Submit(new ChangeMovementCommand(doc, fourWay));
    const MapGrid saved = doc.grid();
    const std::string path = tempPath("round-trip.maze");

    REQUIRE(doc.OnSaveDocument(path));
    CHECK_FALSE(doc.IsModified());
    CHECK_FALSE(frame().GetTitle().Contains("*"));

    newMap(3, 3); // something else in between, so the file is really read again
    REQUIRE(manager().CreateDocument(path, wxDOC_SILENT) != nullptr);
    MapGridDocument& reopened = document();
    CHECK(reopened.grid() == saved);
    CHECK(reopened.movement() == fourWay);
    CHECK_FALSE(reopened.IsModified());
    wxRemoveFile(path);
}

TEST_CASE("Closing a maze with unsaved changes asks first", "[app][files]") {
    MapGridDocument& doc = newMap(5, 5);
    doc.GetCommandProcessor()->Submit(new PaintCellsCommand(doc, {{{2, 2}, 1, 0}}, "Paint"));

    SECTION("Cancel keeps it open, changes and all") {
        MessageLog answers(wxCANCEL);
        manager().setNextNewMapSize(wxSize(4, 4));
        CHECK(manager().CreateDocument(wxEmptyString, wxDOC_NEW) == nullptr);
        CHECK(frame().document() == &doc);
        CHECK(doc.grid().isBlocked({2, 2}));
        CHECK_THAT(answers.joined(), Catch::Contains("Save the changes"));
    }
    SECTION("No lets it go") {
        MessageLog answers(wxNO);
        manager().setNextNewMapSize(wxSize(4, 4));
        CHECK(manager().CreateDocument(wxEmptyString, wxDOC_NEW) != nullptr);
        CHECK(document().grid().width() == 4);
    }
}

TEST_CASE("A Moving AI map is imported and exported again with the same walls", "[app][files]") {
    newMap(4, 4);
    REQUIRE(manager().importMovingAiMap(PATHFINDER_FIXTURE_DIR "/small.map") != nullptr);
    const MapGrid imported = document().grid();
    CHECK(imported == [] {
        MapGrid grid = readMovingAiMapFile(PATHFINDER_FIXTURE_DIR "/small.map");
        placeCornerEndpoints(grid);
        return grid;
    }());

    const std::string path = tempPath("exported.map");
    MessageLog answers(wxYES); // the start and goal are not kept: go on
    REQUIRE(exportMovingAiMap(&frame(), document().contents(), path));
    const MapGrid back = readMovingAiMapFile(path);
    CHECK(back.width() == imported.width());
    for (int y = 0; y < back.height(); ++y)
        for (int x = 0; x < back.width(); ++x)
            CHECK(back.isBlocked({x, y}) == imported.isBlocked({x, y}));
    wxRemoveFile(path);
}

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
