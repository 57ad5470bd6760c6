// Large edits and the undo history: a fill of thousands of cells or heights is one change of the
// map and keeps its region as runs, a whole-map step holds one map, and the oldest steps are forgotten when
// together they hold more than the history's budget.
#include "pathfinder/grid/map_grid.h"

#include "app_driver.h"
#include "document/grid_commands.h"
#include "panels/control_panel.h"

#include <wx/defs.h>

#include <catch2/catch.hpp>
#include <cstddef>
#include <cstdint>
#include <vector>

using namespace pathfinder;
using namespace pathfinder::app;
using namespace pathfinder::app::testing;

namespace {

/// The document's map with a wall across row `row`.
MapGrid withRowOfWalls(const MapGrid& grid, int row) {
    MapGrid next(grid);
    for (int x = 0; x < next.width(); ++x)
        next.setWall({x, row}, true);
    return next;
}

} // namespace

TEST_CASE("A whole-map step holds one map, and the history forgets its oldest steps over budget",
          "[app][editing][undo]") {
    MapGridDocument& doc = newMap(200, 150);
    const std::size_t mapBytes = doc.grid().heldBytes();
    REQUIRE(mapBytes > 0);

    SECTION("one map a step") {
        auto* command = new ReplaceGridCommand(doc, withRowOfWalls(doc.grid(), 3), "Walls");
        doc.GetCommandProcessor()->Submit(command);
        CHECK(command->heldBytes() == mapBytes);
        doc.GetCommandProcessor()->Undo();
        CHECK(command->heldBytes() == mapBytes);
    }

    SECTION("the oldest steps go, the rest undo and redo to the same maps") {
        GridCommandProcessor history(doc, mapBytes * 7 / 2); // room for three maps
        std::vector<MapGrid> maps{doc.grid()};
        for (int step = 1; step <= 5; ++step) {
            history.Submit(new ReplaceGridCommand(doc, withRowOfWalls(doc.grid(), step * 10), "Walls"));
            maps.push_back(doc.grid());
            CHECK(history.heldBytes() <= mapBytes * 7 / 2);
        }
        CHECK(history.GetCommands().GetCount() == 3);
        CHECK(history.heldBytes() == 3 * mapBytes);
        for (int back = 4; back >= 2; --back) {
            REQUIRE(history.CanUndo());
            history.Undo();
            CHECK(doc.grid() == maps[static_cast<std::size_t>(back)]);
        }
        CHECK_FALSE(history.CanUndo());
        for (int forward = 3; forward <= 5; ++forward) {
            REQUIRE(history.CanRedo());
            history.Redo();
            CHECK(doc.grid() == maps[static_cast<std::size_t>(forward)]);
        }
    }

    SECTION("the newest step stays, whatever the budget") {
        GridCommandProcessor history(doc, 0);
        const MapGrid before = doc.grid();
        history.Submit(new ReplaceGridCommand(doc, withRowOfWalls(doc.grid(), 7), "Walls"));
        history.Submit(new ReplaceGridCommand(doc, withRowOfWalls(doc.grid(), 8), "Walls"));
        CHECK(history.GetCommands().GetCount() == 1);
        const MapGrid between = withRowOfWalls(before, 7);
        history.Undo();
        CHECK(doc.grid() == between);
    }

    SECTION("the saved state stays known when the step that made it is forgotten") {
        GridCommandProcessor history(doc, mapBytes * 3 / 2);
        history.Submit(new ReplaceGridCommand(doc, withRowOfWalls(doc.grid(), 1), "Walls"));
        history.MarkAsSaved();
        const MapGrid saved = doc.grid();
        CHECK_FALSE(history.IsDirty());
        history.Submit(new ReplaceGridCommand(doc, withRowOfWalls(doc.grid(), 2), "Walls"));
        CHECK(history.GetCommands().GetCount() == 1);
        CHECK(history.IsDirty());
        history.Undo(); // back to the saved map
        CHECK(doc.grid() == saved);
        CHECK_FALSE(history.IsDirty());
    }

    SECTION("a saved state that can no longer be reached leaves the document modified") {
        GridCommandProcessor history(doc, mapBytes * 3 / 2);
        history.Submit(new ReplaceGridCommand(doc, withRowOfWalls(doc.grid(), 1), "Walls"));
        history.Submit(new ReplaceGridCommand(doc, withRowOfWalls(doc.grid(), 2), "Walls"));
        CHECK(history.GetCommands().GetCount() == 1);
        history.Undo(); // the map after the first step, not the map as it was opened
        CHECK(history.IsDirty());
        history.noteSaved();
        history.MarkAsSaved();
        CHECK_FALSE(history.IsDirty());
    }
}

TEST_CASE("A fill of thousands of heights is one change of the map, and undoes", "[app][editing][undo]") {
    MapGridDocument& doc = newMap(80, 80); // 6 400 cells: past the cell-by-cell notices
    const MapGrid before = doc.grid();
    // Each change told to the grid's listeners counts one revision.
    const std::uint64_t first = doc.grid().revision();
    chooseTool(EditTool::Height);
    chooseShape(EditShape::Fill);
    clickCell({40, 40});
    CHECK(doc.grid().revision() - first == 1); // cell by cell, 6 400
    int raised = 0;
    for (int y = 0; y < 80; ++y)
        for (int x = 0; x < 80; ++x)
            raised += doc.grid().height({x, y}) > 0 ? 1 : 0;
    CHECK(raised == 6400);
    chooseMenu(wxID_UNDO);
    CHECK(doc.grid().revision() - first == 2);
    CHECK(doc.grid() == before);
    chooseMenu(wxID_REDO);
    CHECK(doc.grid().height({79, 0}) == doc.grid().height({40, 40}));
}

TEST_CASE("A fill of a whole map keeps its region as runs, and undoes", "[app][editing][undo]") {
    MapGridDocument& doc = newMap(512, 512);
    const MapGrid before = doc.grid();
    const std::uint64_t first = doc.grid().revision();
    chooseTool(EditTool::Cost);
    chooseShape(EditShape::Fill);
    clickCell({100, 100});
    CHECK(doc.grid().revision() - first == 1);
    const MapGrid filled = doc.grid();
    for (int y = 0; y < 512; ++y)
        for (int x = 0; x < 512; ++x) {
            const Coord c{x, y};
            const bool marker = c == before.start() || c == before.goal();
            if (filled.code(c) != (marker ? before.code(c) : 5))
                FAIL_CHECK("(" << x << ", " << y << ") has code " << int(filled.code(c)));
        }
    const auto* step = dynamic_cast<const SizedCommand*>(doc.GetCommandProcessor()->GetCurrentCommand());
    REQUIRE(step != nullptr);
    // A row is one run, or two where the start or the goal cuts it: at most 514 runs, where one
    // edit a cell held 16 bytes each (4 MiB).
    CHECK(step->heldBytes() <= 514 * sizeof(CellRun) * 2);
    chooseMenu(wxID_UNDO);
    CHECK(doc.grid() == before);
    chooseMenu(wxID_REDO);
    CHECK(doc.grid() == filled);
}
