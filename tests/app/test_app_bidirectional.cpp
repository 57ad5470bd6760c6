// The bidirectional searches in the app: both frontiers painted apart, the meeting point, the key.

#include "pathfinder/grid/map_grid.h"
#include "pathfinder/registry/walker_registry.h"
#include "pathfinder/search/walker.h"

#include "app_driver.h"
#include "canvas/grid_painter.h"
#include "canvas/map_footer.h"
#include "canvas/palette.h"
#include "core/ascii_grid.h"

#include <wx/image.h>

#include <catch2/catch.hpp>
#include <memory>
#include <string>

using namespace pathfinder;
using namespace pathfinder::app;
using namespace pathfinder::app::testing;

namespace {

/// Pixels of exactly this colour in the picture.
int pixelsOf(const wxImage& image, Rgb colour) {
    int count = 0;
    for (int y = 0; y < image.GetHeight(); ++y)
        for (int x = 0; x < image.GetWidth(); ++x)
            count += image.GetRed(x, y) == colour.r && image.GetGreen(x, y) == colour.g &&
                     image.GetBlue(x, y) == colour.b;
    return count;
}

} // namespace

TEST_CASE("The backward frontier is painted in its own colours, and the meeting point is marked",
          "[app][bidirectional]") {
    // As in the core's hand-worked corridor: after four expansions the forward side has closed (1,0)
    // and holds (0,0) open, the backward side has closed (5,0), (4,0) and (3,0) and holds (2,0)
    // open, where they meet.
    const MapGrid grid = pathfinder::testing::gridFromAscii({".S...G"});
    WalkerSettings settings;
    settings.movement.neighbours = 4;
    PaintOptions options;
    options.cellNumbers = false;
    options.parentArrows = false;
    options.legend = false; // its swatches would be counted too
    GridPainter painter;
    PaintScene scene;
    scene.grid = &grid;

    const auto bidirectional = createWalker("bidirectional-dijkstra");
    bidirectional->setup(grid, settings);
    while (!bidirectional->finished())
        bidirectional->iterate();
    REQUIRE(bidirectional->meetingPoint() == Coord{2, 0});
    scene.walker = bidirectional.get();
    const wxImage both = painter.render(scene, wxSize(600, 100), options).ConvertToImage();
    // On cells of cost 1 (white) a tint is its own colour.
    CHECK(pixelsOf(both, palette::kClosedTint) > 50);
    CHECK(pixelsOf(both, palette::kBackwardClosedTint) > 50);
    CHECK(pixelsOf(both, palette::kOpenTint) > 50);         // (0,0), open from the start
    CHECK(pixelsOf(both, palette::kBackwardOpenTint) > 20); // (2,0) round the diamond, open from the goal
    const wxColour diamond = palette::meetingPoint();
    CHECK(pixelsOf(both, {diamond.Red(), diamond.Green(), diamond.Blue()}) > 20);
    CHECK(painter.footerFor(scene, options).key.bidirectional);

    // A one-way search shows neither the backward colours nor a meeting point.
    const auto oneWay = createWalker("dijkstra");
    oneWay->setup(grid, settings);
    while (!oneWay->finished())
        oneWay->iterate();
    scene.walker = oneWay.get();
    const wxImage forward = painter.render(scene, wxSize(600, 100), options).ConvertToImage();
    CHECK(pixelsOf(forward, palette::kClosedTint) > 50);
    CHECK(pixelsOf(forward, palette::kBackwardClosedTint) == 0);
    CHECK(pixelsOf(forward, {diamond.Red(), diamond.Green(), diamond.Blue()}) == 0);
    CHECK_FALSE(painter.footerFor(scene, options).key.bidirectional);
}

TEST_CASE("The strip under the map names both frontiers while a bidirectional search is shown",
          "[app][bidirectional]") {
    REQUIRE(frame().openPreset("rooms-40.maze"));
    chooseAlgorithm("bidirectional-astar");
    chooseFastestRate();
    frame().search().go();
    REQUIRE(runUntil([] { return frame().search().phase() == SearchController::Phase::Finished; }, 30));
    runFor(150); // the canvas paints, the strip under it follows
    CHECK(frame().footer().shown().key.bidirectional);
    CHECK(frame().footer().shown().success);
    frame().search().reset();
    chooseAlgorithm("astar");
    frame().search().go();
    REQUIRE(runUntil([] { return frame().search().phase() == SearchController::Phase::Finished; }, 30));
    runFor(150);
    CHECK_FALSE(frame().footer().shown().key.bidirectional);
    frame().search().reset();
}
