#include "pathfinder/grid/map_grid.h"

#include "app_driver.h"
#include "canvas/grid_painter.h"
#include "canvas/palette.h"
#include "frame/main_menu.h"

#include <wx/dcmemory.h>

#include <catch2/catch.hpp>

using namespace pathfinder;
using namespace pathfinder::app;
using namespace pathfinder::app::testing;

namespace {

/// The colour in the middle of cell x of a one-row picture of `grid`, 20 pixels a cell.
Rgb middleOf(const MapGrid& grid, int x, bool regions) {
    constexpr int kScale = 20;
    wxBitmap bitmap(wxSize(grid.width() * kScale, kScale), 24);
    {
        wxMemoryDC dc(bitmap);
        GridPainter painter;
        PaintScene scene;
        scene.grid = &grid;
        scene.regions = &grid.regions(Movement{});
        Viewport view;
        view.scale = kScale;
        PaintOptions options;
        options.regions = regions;
        painter.paint(dc, scene, view, wxRect(bitmap.GetSize()), options);
    }
    const wxImage image = bitmap.ConvertToImage();
    const int px = x * kScale + kScale / 2;
    return {image.GetRed(px, kScale / 2), image.GetGreen(px, kScale / 2), image.GetBlue(px, kScale / 2)};
}

bool same(Rgb a, Rgb b) {
    return a.r == b.r && a.g == b.g && a.b == b.b;
}

} // namespace

TEST_CASE("Connected Regions colours the cells of each region alike and regions apart differently",
          "[app][regions]") {
    // Two regions of two cells, a wall between them.
    MapGrid grid(5, 1);
    grid.setWall({2, 0}, true);
    const Rgb plain = palette::cellShade(1);
    CHECK(same(middleOf(grid, 0, false), plain));
    CHECK(same(middleOf(grid, 4, false), plain));
    const Rgb left = middleOf(grid, 0, true);
    const Rgb right = middleOf(grid, 4, true);
    CHECK_FALSE(same(left, plain));
    CHECK(same(left, middleOf(grid, 1, true)));
    CHECK(same(right, middleOf(grid, 3, true)));
    CHECK_FALSE(same(left, right));
    CHECK(same(middleOf(grid, 2, true), palette::kWall));

    // Opening the wall makes one region: one colour.
    grid.setWall({2, 0}, false);
    CHECK(same(middleOf(grid, 0, true), middleOf(grid, 4, true)));
}

TEST_CASE("View › Connected Regions is a check item that turns the layer on and off", "[app][regions]") {
    wxMenuItem* item = frame().GetMenuBar()->FindItem(ids::Regions);
    REQUIRE(item != nullptr);
    CHECK(item->IsCheckable());
    const bool before = item->IsChecked();
    chooseMenu(ids::Regions);
    frame().UpdateWindowUI(wxUPDATE_UI_RECURSE);
    CHECK(item->IsChecked() != before);
    chooseMenu(ids::Regions);
    frame().UpdateWindowUI(wxUPDATE_UI_RECURSE);
    CHECK(item->IsChecked() == before);
}
