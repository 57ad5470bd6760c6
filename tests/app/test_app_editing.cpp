#include "pathfinder/formats/movingai_io.h"
#include "pathfinder/generators/maze_generator.h"
#include "pathfinder/grid/map_grid.h"

#include "app_driver.h"
#include "canvas/grid_canvas.h"
#include "document/grid_commands.h"
#include "document/import_export.h"
#include "frame/main_menu.h"
#include "panels/control_panel.h"
#include "run/stats_panel.h"

#include <wx/dialog.h>
#include <wx/filefn.h>

#include <catch2/catch.hpp>
#include <optional>

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

TEST_CASE("The brush's rim goes when another window takes the pointer", "[app][editing]") {
    newMap(12, 9);
    chooseTool(EditTool::Wall);
    chooseShape(EditShape::Freehand, 3);
    moveMouseTo({5, 4});
    REQUIRE(frame().canvas().hovered() == Coord{5, 4});
    // A modal dialog opens beside the pointer, which stays over the map: the canvas is not told
    // that it left.
    std::optional<Coord> underDialog{Coord{-1, -1}};
    answerNextDialog([&](wxDialog& dialog) {
        underDialog = frame().canvas().hovered();
        dialog.EndModal(wxID_CANCEL);
    });
    chooseMenu(ids::ResizeMap);
    CHECK_FALSE(underDialog.has_value());
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
