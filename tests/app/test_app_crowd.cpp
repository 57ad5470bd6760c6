// Many agents and limited sight in the app: a crowd started from Search › Crowd walks the open map
// to its goals and is drawn, stops on request; a walk with limited sight draws fog where the agent
// has not looked.

#include "app_driver.h"
#include "canvas/grid_painter.h"
#include "features/crowd_controller.h"
#include "frame/main_menu.h"

#include <algorithm>
#include <catch2/catch.hpp>
#include <cstring>

using namespace pathfinder;
using namespace pathfinder::app;
using namespace pathfinder::app::testing;

TEST_CASE("A crowd walks the open map to its goals and stops", "[app][crowd]") {
    newMap(30, 20);
    CrowdController& crowd = frame().crowd();
    CrowdChoices choices;
    choices.agents = 20;
    crowd.start(choices);
    REQUIRE(crowd.running());
    REQUIRE(crowd.picture() != nullptr);
    CHECK(crowd.picture()->agents.size() == 20);
    for (int i = 0; i < 3000 && !crowd.session()->finished(); ++i)
        crowd.tick();
    CHECK(crowd.session()->crowd().totals().reached == 20);
    INFO(frame().GetStatusBar()->GetStatusText(1).utf8_string());
    CHECK(frame().GetStatusBar()->GetStatusText(1).Contains("20 of 20 agents arrived"));
    // The picture of the map shows the agents: it differs from the map without them.
    const wxImage with = frame().renderPicture(wxSize(400, 300)).ConvertToImage();
    chooseMenu(ids::StopCrowd);
    CHECK_FALSE(crowd.running());
    CHECK(crowd.picture() == nullptr);
    const wxImage without = frame().renderPicture(wxSize(400, 300)).ConvertToImage();
    // The key under the map names the crowd only with it: compare the map, above the key.
    REQUIRE(with.GetWidth() == without.GetWidth());
    const int rows = std::min(with.GetHeight(), without.GetHeight()) / 2;
    CHECK(std::memcmp(with.GetData(), without.GetData(),
                      static_cast<std::size_t>(with.GetWidth() * rows * 3)) != 0);
}

TEST_CASE("A walk with limited sight is drawn under fog", "[app][sight]") {
    newMap(30, 20);
    chooseMenu(ids::SightLine4);
    REQUIRE(frame().search().runSettings().sight == 4);
    {
        const HeldTimer held; // no tick between the click and the pause
        clickButton("Walk");
        frame().search().pause();
    }
    const WalkSession* walk = frame().search().walkSession();
    REQUIRE(walk != nullptr);
    REQUIRE(walk->truth() != nullptr);
    const PaintScene scene = frame().search().scene(document().grid());
    CHECK(scene.grid == walk->truth());
    CHECK(static_cast<bool>(scene.seen));
    CHECK_FALSE(scene.seen({29, 19}));
    for (int i = 0; i < 3; ++i)
        frame().search().step();
    CHECK(walk->counters().moves == 3);
    chooseMenu(ids::SightEverything);
    CHECK(frame().search().runSettings().sight == 0);
    frame().search().reset();
}
