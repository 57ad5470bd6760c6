// Theta* in the app: its path drawn as straight segments, and the smoothed length beside a grid path.
#include "pathfinder/walkers/any_angle/any_angle.h"

#include "app_driver.h"
#include "document/grid_commands.h"
#include "frame/main_menu.h"
#include "run/stats_panel.h"
#include "widgets/text_format.h"

#include <wx/image.h>

#include <catch2/catch.hpp>

using namespace pathfinder;
using namespace pathfinder::app;
using namespace pathfinder::app::testing;

namespace {

/// A map with two walls to go round, start on the left and goal on the right.
MapGridDocument& twoWalls() {
    MapGridDocument& doc = newMap(16, 10);
    chooseTool(EditTool::Start);
    clickCell({1, 8});
    chooseTool(EditTool::Goal);
    clickCell({14, 1});
    chooseTool(EditTool::Wall);
    dragThrough({{5, 3}, {5, 9}});
    dragThrough({{10, 0}, {10, 6}});
    return doc;
}

} // namespace

TEST_CASE("Theta* runs in the app and shows its segments and its length", "[app][any-angle]") {
    MapGridDocument& doc = twoWalls();
    chooseAlgorithm("thetastar");
    frame().search().step(12);
    CHECK(saveScreenShot(frame(), "thetastar-mid-search.png"));
    chooseFastestRate();
    CHECK(frame().handleShortcut(WXK_SPACE, wxMOD_NONE)); // Space: go
    REQUIRE(runUntil(runFinished, 10.0));
    const MapGridWalker* walker = frame().search().walker();
    REQUIRE(walker != nullptr);
    REQUIRE(walker->state() == WalkState::ReachedGoal);
    CHECK(walker->anglePath().size() >= 3); // it has to bend round both walls
    CHECK(pathIsClear(doc.grid(), doc.movement(), walker->anglePath()));
    CHECK(frame().stats().value("Path cost").StartsWith(formatCost(walker->stats().pathCost)));
    frame().search().seekLive();
    const wxImage picture = frame().renderPicture(wxSize(720, 480)).ConvertToImage();
    CHECK(picture.SaveFile(screenshotPath("thetastar-finished.png"), wxBITMAP_TYPE_PNG));
}

TEST_CASE("A grid path's smoothed length is shown beside its cost, and the smoothed path can be drawn",
          "[app][any-angle]") {
    MapGridDocument& doc = twoWalls();
    chooseAlgorithm("astar");
    chooseFastestRate();
    CHECK(frame().handleShortcut(WXK_SPACE, wxMOD_NONE));
    REQUIRE(runUntil(runFinished, 10.0));
    const MapGridWalker* walker = frame().search().walker();
    REQUIRE(walker != nullptr);
    REQUIRE(walker->state() == WalkState::ReachedGoal);
    const double smoothed = smoothedLength(doc.grid(), doc.movement(), walker->path());
    CHECK(smoothed < walker->stats().pathCost);
    frame().stats().finishTimings(); // the path is pulled taut on the timing's worker
    CHECK(frame().stats().value("Path cost") ==
          formatCost(walker->stats().pathCost) + L" \u00b7 smoothed length " + formatCost(smoothed));
    chooseMenu(ids::SmoothedPath);
    const wxImage picture = frame().renderPicture(wxSize(720, 480)).ConvertToImage();
    CHECK(picture.SaveFile(screenshotPath("astar-smoothed.png"), wxBITMAP_TYPE_PNG));
    chooseMenu(ids::SmoothedPath);
}
