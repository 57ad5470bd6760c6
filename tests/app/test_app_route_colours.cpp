// All Units draws each unit's route in a colour of its own, for any number of units: the eight
// colour-blind-safe colours first, then as many more as there are units.
#include "pathfinder/formats/maze_io.h"

#include "app_driver.h"
#include "canvas/grid_painter.h"
#include "canvas/palette.h"
#include "frame/main_menu.h"
#include "panels/all_units_panel.h"
#include "terrain_driver.h"

#include <catch2/catch.hpp>
#include <cmath>
#include <set>
#include <sstream>
#include <tuple>

using namespace pathfinder;
using namespace pathfinder::app;
using namespace pathfinder::app::testing;

namespace {

double distance(const wxColour& a, const wxColour& b) {
    const auto d = [](int x, int y) { return static_cast<double>(x - y) * (x - y); };
    return std::sqrt(d(a.Red(), b.Red()) + d(a.Green(), b.Green()) + d(a.Blue(), b.Blue()));
}

} // namespace

TEST_CASE("Route colours: Okabe and Ito's eight first, then distinct colours for any number",
          "[app][terrain][colours]") {
    // Okabe & Ito's palette, as the paper gives it (black last, as a route drawn on light cells).
    const unsigned char okabeIto[8][3] = {{230, 159, 0}, {86, 180, 233}, {0, 158, 115},   {240, 228, 66},
                                          {0, 114, 178}, {213, 94, 0},   {204, 121, 167}, {0, 0, 0}};
    for (std::size_t i = 0; i < 8; ++i)
        CHECK(palette::routeColour(i) == wxColour(okabeIto[i][0], okabeIto[i][1], okabeIto[i][2]));
    // Sixty-four routes: no two alike, each far enough from every other to be told apart.
    for (std::size_t i = 0; i < 64; ++i)
        for (std::size_t j = i + 1; j < 64; ++j) {
            INFO(i << " and " << j);
            CHECK(distance(palette::routeColour(i), palette::routeColour(j)) > 20.0);
        }
    // Far past any table, still no repeat of the first ones.
    std::set<std::tuple<int, int, int>> seen;
    for (std::size_t i = 0; i < 1000; ++i) {
        const wxColour c = palette::routeColour(i);
        seen.insert({c.Red(), c.Green(), c.Blue()});
    }
    CHECK(seen.size() == 1000);
}

TEST_CASE("A ninth and a tenth unit get routes in colours of their own", "[app][terrain][colours]") {
    std::istringstream text(kRiverCrossing);
    MazeFile maze = readMaze(text, "river.maze");
    UnitTable table = UnitTable::standard();
    for (const char* name : {"jeep-two", "jeep-three"}) {
        UnitProfile copy = *table.find("jeep");
        copy.name = name;
        table.units.push_back(copy);
    }
    REQUIRE(table.units.size() == 10);
    maze.units = table;
    {
        MessageLog answers(wxNO);
        REQUIRE(manager().createUntitled(std::move(maze)) != nullptr);
    }
    chooseMenu(ids::AllUnits);
    REQUIRE(runUntil([] { return !frame().allUnits().busy(); }, 30));
    REQUIRE(frame().allUnits().rows() == 10);
    const RoutesPicture* routes = frame().allUnits().routes();
    REQUIRE(routes != nullptr);
    // The key of a picture lists every route found, each with its own colour.
    PaintScene scene = frame().search().scene(document().grid());
    scene.routes = routes;
    const FooterContent footer = GridPainter().footerFor(scene, PaintOptions{}, true);
    std::set<std::tuple<int, int, int>> colours;
    for (const RouteKey& key : footer.key.routes) {
        const wxColour c = palette::routeStyle(key.style).colour;
        colours.insert({c.Red(), c.Green(), c.Blue()});
    }
    CHECK(footer.key.routes.size() >= 7); // the jeeps and the units that cross the river
    CHECK(colours.size() == footer.key.routes.size());
    // The ninth unit's route is not drawn in the first's colour.
    CHECK(palette::routeStyle(8).colour != palette::routeStyle(0).colour);
}
