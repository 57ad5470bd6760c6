// All Units in the app: the river crossing priced for every unit, its routes drawn, and put away
// when the map changes or a search starts.

#include "app_driver.h"
#include "canvas/grid_painter.h"
#include "canvas/map_footer.h"
#include "canvas/palette.h"
#include "document/grid_commands.h"
#include "frame/main_menu.h"
#include "panels/all_units_panel.h"
#include "panels/control_panel.h"
#include "terrain_driver.h"

#include <wx/aui/framemanager.h>

#include <catch2/catch.hpp>

using namespace pathfinder;
using namespace pathfinder::app;
using namespace pathfinder::app::testing;

namespace {

/// Search › All Units, waiting for the worker; the rows of its table.
int runAllUnits() {
    chooseMenu(ids::AllUnits);
    REQUIRE(runUntil([] { return !frame().allUnits().busy(); }, 30));
    runFor(20);
    return frame().allUnits().rows();
}

} // namespace

TEST_CASE("All Units prices the river crossing for every unit and draws the routes", "[app][terrain]") {
    MapGridDocument& doc = openRiverCrossing();
    chooseAlgorithm("breadth-first"); // not optimal with costs: All Units takes A* instead
    REQUIRE(runAllUnits() == 8);
    AllUnitsPanel& table = frame().allUnits();
    CHECK(table.heading().Contains("(A*)"));
    CHECK(table.heading().Contains("5 of 8 units"));
    const auto row = [&](const char* unit) {
        for (int r = 0; r < table.rows(); ++r)
            if (table.cell(r, AllUnitsPanel::Unit) == unit)
                return r;
        FAIL("no row for " << unit);
        return -1;
    };
    CHECK(table.cell(row("jeep"), AllUnitsPanel::Cost) == "8.3");
    CHECK(table.cell(row("jeep"), AllUnitsPanel::Steps) == "8");
    CHECK(table.cell(row("light-infantry"), AllUnitsPanel::Cost) == "8.6");
    CHECK(table.cell(row("heavy-infantry"), AllUnitsPanel::Cost) == "8.9");
    CHECK(table.cell(row("hovercraft"), AllUnitsPanel::Cost) == "6.8");
    CHECK(table.cell(row("hovercraft"), AllUnitsPanel::Steps) == "6");
    CHECK(table.cell(row("movingai"), AllUnitsPanel::Cost) == "8");
    for (const char* unit : {"apc", "tank", "mobile-base"}) {
        CHECK(table.cell(row(unit), AllUnitsPanel::Cost) == "inf"); // no route: the one word of every table
        CHECK(table.cell(row(unit), AllUnitsPanel::Steps) == L"\u2013");
    }
    CHECK(frame().panes().GetPane("all units").IsShown());

    // The routes are on the map, each in its colour; a row picked is highlighted.
    const RoutesPicture* routes = table.routes();
    REQUIRE(routes != nullptr);
    CHECK(routes->paths[static_cast<std::size_t>(row("jeep"))].size() == 9);
    CHECK(routes->paths[static_cast<std::size_t>(row("tank"))].empty());
    // The key under the map leaves the routes to the table; a picture's key names them.
    CHECK(frame().footer().shown().key.routes.empty());
    PaintScene scene = frame().search().scene(doc.grid());
    scene.routes = routes;
    CHECK(GridPainter().footerFor(scene, PaintOptions{}, true).key.routes.size() == 5);
    table.selectRow(row("hovercraft"));
    CHECK(routes->highlighted == row("hovercraft"));
    const wxImage picture = frame().renderPicture(wxSize(560, 240)).ConvertToImage();
    const wxColour hovercraft = palette::routeStyle(static_cast<std::size_t>(row("hovercraft"))).colour;
    int hovercraftPixels = 0;
    for (int y = 0; y < 240; ++y)
        for (int x = 0; x < 560; ++x)
            hovercraftPixels += picture.GetRed(x, y) == hovercraft.Red() &&
                                picture.GetGreen(x, y) == hovercraft.Green() &&
                                picture.GetBlue(x, y) == hovercraft.Blue();
    CHECK(hovercraftPixels > 100);

    SECTION("an edit of the map puts the routes away") {
        doc.GetCommandProcessor()->Submit(
            new PaintCellsCommand(doc, {{{3, 2}, doc.grid().code({3, 2}), 0}}, "Wall"));
        CHECK(table.routes() == nullptr);
        CHECK(table.rows() == 0);
    }
    SECTION("a search that starts puts the routes away") {
        chooseAlgorithm("astar");
        chooseFastestRate();
        frame().search().go();
        runFor(50);
        CHECK(table.routes() == nullptr);
    }
    chooseAlgorithm("astar");
}
