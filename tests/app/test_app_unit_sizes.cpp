// Units larger than one cell in the app: a search plans for the unit's size and is drawn at it, the
// clearance overlay shows each cell's largest square, and the Units dialog edits the sizes. The
// costs were worked out by hand (see the map's comment).

#include "pathfinder/formats/maze_io.h"

#include "app_driver.h"
#include "canvas/grid_painter.h"
#include "document/unit_table_dialog.h"
#include "frame/main_menu.h"

#include <wx/button.h>
#include <wx/grid.h>

#include <catch2/catch.hpp>
#include <cstring>
#include <sstream>

using namespace pathfinder;
using namespace pathfinder::app;
using namespace pathfinder::app::testing;

namespace {

/// A wall across the map with a gap of one cell at x = 3 and one of two cells at x = 7 and 8; four
/// neighbours, every cost 1. From (2,0) to (2,5) the 2×2 light infantry (its top-left cell named)
/// fits only the wide gap: 5 east, 5 down, 5 west = 15; a unit of one cell takes the narrow gap in 7;
/// a 3×3 unit fits neither.
const char* const kGaps = "size: 10 7\n"
                          "start: 2 0\n"
                          "goal: 2 5\n"
                          "neighbours: 4\n"
                          "unit: light-infantry\n"
                          "unit-size: light-infantry 2\n"
                          "map:\n"
                          "..........\n"
                          "..........\n"
                          "..........\n"
                          "###.###..#\n"
                          "..........\n"
                          "..........\n"
                          "..........\n";

MapGridDocument& openGaps() {
    std::istringstream text(kGaps);
    MessageLog answers(wxNO);
    REQUIRE(manager().createUntitled(readMaze(text, "gaps.maze")) != nullptr);
    runFor(30);
    return document();
}

/// Runs the chosen search to its end; its cost.
double searchCost() {
    chooseFastestRate();
    frame().search().go();
    REQUIRE(runUntil([] { return frame().search().phase() == SearchController::Phase::Finished; }, 20));
    const MapGridWalker* walker = frame().search().walker();
    REQUIRE(walker != nullptr);
    return walker->outcome() == Outcome::Reached ? walker->stats().pathCost : -1.0;
}

void setSizeInDialog(int size) {
    answerNextDialog([size](wxDialog& shown) {
        auto& dialog = dynamic_cast<UnitTableDialog&>(shown);
        wxGrid& grid = dialog.grid();
        const int sizeColumn = grid.GetNumberCols() - 1;
        REQUIRE(grid.GetColLabelValue(sizeColumn) == "Size");
        for (int row = 0; row < grid.GetNumberRows(); ++row)
            if (grid.GetCellValue(row, 0) == "light-infantry")
                grid.SetCellValue(row, sizeColumn, wxString::Format("%d", size));
        wxCommandEvent ok(wxEVT_BUTTON, wxID_OK);
        dialog.ProcessWindowEvent(ok);
    });
    chooseMenu(ids::UnitTable);
}

} // namespace

TEST_CASE("A 2x2 unit's search takes the wide gap and is drawn at its size", "[app][units][size]") {
    MapGridDocument& doc = openGaps();
    REQUIRE(doc.grid().unit().size == 2);
    for (const char* algorithm : {"astar", "dstar"}) {
        INFO(algorithm);
        chooseAlgorithm(algorithm);
        CHECK(searchCost() == Approx(15.0));
        const PaintScene scene = frame().search().scene(doc.grid());
        CHECK(scene.unitSize == 2);
        // The walker searches the positions map, and the painter still draws it on the document's map.
        CHECK(scene.searched != nullptr);
        CHECK(scene.searched != &doc.grid());
        frame().search().reset();
    }

    SECTION("the Units dialog's Size column changes the unit, undoably") {
        chooseAlgorithm("astar");
        setSizeInDialog(3);
        CHECK(doc.grid().unit().size == 3);
        CHECK(searchCost() < 0.0); // a 3×3 unit fits neither gap
        frame().search().reset();
        setSizeInDialog(1);
        CHECK(searchCost() == Approx(7.0));
        frame().search().reset();
        chooseMenu(wxID_UNDO);
        CHECK(doc.grid().unit().size == 3);
    }

    SECTION("a size out of range is refused in its cell") {
        wxString problem;
        answerNextDialog([&](wxDialog& shown) {
            auto& dialog = dynamic_cast<UnitTableDialog&>(shown);
            wxGrid& grid = dialog.grid();
            grid.SetCellValue(0, grid.GetNumberCols() - 1, "4");
            wxCommandEvent ok(wxEVT_BUTTON, wxID_OK);
            dialog.ProcessWindowEvent(ok);
            problem = dialog.problemShown();
            dialog.EndModal(wxID_CANCEL);
        });
        chooseMenu(ids::UnitTable);
        CHECK(problem.Contains("size must be a whole number of cells a side from 1 to 3, found '4'"));
        CHECK(doc.grid().unit().size == 2);
    }
}

TEST_CASE("The clearance overlay follows the map's edits", "[app][units][size]") {
    MapGridDocument& doc = openGaps();
    const wxImage without = frame().renderPicture(wxSize(400, 300)).ConvertToImage();
    sendMenu(ids::Clearance);
    const wxImage with = frame().renderPicture(wxSize(400, 300)).ConvertToImage();
    REQUIRE(with.GetSize() == without.GetSize());
    CHECK(std::memcmp(with.GetData(), without.GetData(),
                      static_cast<std::size_t>(with.GetWidth() * with.GetHeight() * 3)) != 0);
    const ClearanceMap& clearance = doc.clearance();
    // By hand: the open corner fits 3×3; the wide gap 2×2 from (7,2); beside the narrow gap 1.
    CHECK(clearance.at({0, 0}) == 3);
    CHECK(clearance.at({7, 2}) == 2);
    CHECK(clearance.at({3, 2}) == 1);
    CHECK(clearance.at({0, 3}) == 0);
    // Walling one cell of the wide gap: the square from (7,2) no longer fits 2×2.
    std::vector<CellEdit> edits{{{8, 3}, doc.grid().code({8, 3}), 0}};
    doc.applyCosts(edits, true);
    CHECK(doc.clearance().at({7, 2}) == 1);
    CHECK(doc.clearance().at({8, 2}) == 1); // its own cell is free
    CHECK(doc.clearance().at({8, 3}) == 0);
    sendMenu(ids::Clearance);
}
