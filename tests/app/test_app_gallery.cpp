// Pictures and a live scene for people to look at, not checks: hidden from the default run.
//   xvfb-run -a build/release/tests/app_tests "[gallery]"   writes more pictures to screenshots/
//   build/release/tests/app_tests "[demo]"                  shows a search on the display for 10 s
#include "pathfinder/generators/maze_generator.h"

#include "app_driver.h"
#include "document/grid_commands.h"
#include "run/stats_panel.h"

#include <wx/image.h>

#include <catch2/catch.hpp>

using namespace pathfinder;
using namespace pathfinder::app;
using namespace pathfinder::app::testing;

namespace {

void save(const char* name) {
    frame()
        .renderPicture(wxSize(800, 800))
        .ConvertToImage()
        .SaveFile(screenshotPath(name), wxBITMAP_TYPE_PNG);
}

} // namespace

TEST_CASE("Demo: Pac-Man mid-search on screen for a while", "[.][demo]") {
    REQUIRE(frame().openPreset("pacman.maze"));
    chooseAlgorithm("astar");
    for (int i = 0; i < 30; ++i)
        frame().search().step();
    runFor(4000);
    frame().search().go();
    runFor(6000);
}

TEST_CASE("Gallery: pictures of other walkers and a big map", "[.][gallery]") {
    REQUIRE(frame().openPreset("culdesac.maze"));
    chooseAlgorithm("wall-trace");
    for (int i = 0; i < 60; ++i)
        frame().search().step();
    save("gallery-wall-trace.png");
    chooseAlgorithm("random-bounce");
    for (int i = 0; i < 300; ++i)
        frame().search().step();
    save("gallery-random-bounce.png");
    REQUIRE(frame().openPreset("terrain-river.maze"));
    chooseAlgorithm("astar");
    chooseFastestRate();
    frame().search().go();
    runUntil(runFinished, 20);
    save("gallery-terrain-astar.png");
    REQUIRE(frame().openPreset("rooms-40.maze"));
    chooseAlgorithm("jps");
    frame().search().go();
    runUntil(runFinished, 20);
    save("gallery-rooms-jps.png");
    MapGridDocument& doc = newMap(1024, 1024);
    MazeOptions options;
    options.width = options.height = 1024;
    doc.GetCommandProcessor()->Submit(new ReplaceGridCommand(doc, generateMaze(options), "Generate"));
    chooseAlgorithm("dijkstra");
    frame().search().go();
    runFor(150);
    frame().search().pause();
    save("gallery-1024-dijkstra.png");
    frame().stats().finishTimings();
}
