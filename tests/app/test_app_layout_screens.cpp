// Pictures of the screen for a person to look at, not checks: the main window during a search and
// after rewinding, Compare All with every walker, the exercise, and Keyboard and Mouse. Hidden from
// the default run; run under a virtual screen of the size to look at, e.g.
//   xvfb-run -a -s "-screen 0 800x600x24" build/release/tests/app_tests "[layout-screens]"
// writes layout-WxH-*.png to the build's screenshots folder.

#include "pathfinder/registry/walker_registry.h"

#include "app_driver.h"
#include "compare_driver.h"
#include "fit_log.h"
#include "frame/main_menu.h"
#include "frame/tour.h"
#include "panels/control_panel.h"
#include "panels/exercise_panel.h"
#include "run/stats_panel.h"

#include <wx/display.h>

#include <catch2/catch.hpp>
#include <cstdlib>

using namespace pathfinder;
using namespace pathfinder::app;
using namespace pathfinder::app::testing;

namespace {

/// The whole virtual screen, as a person would see it.
void shootScreen(const std::string& what) {
    runFor(600);
    const wxRect screen = wxDisplay(static_cast<unsigned>(0)).GetGeometry();
    const std::string path = screenshotPath("layout-" + std::to_string(screen.width) + "x" +
                                            std::to_string(screen.height) + "-" + what + ".png");
    const std::string command = "xwd -root -silent | convert xwd:- '" + path + "'";
    CHECK(std::system(command.c_str()) == 0);
}

} // namespace

TEST_CASE("Layout screens: a search, the past, Compare All, the exercise and the keys",
          "[.][layout-screens]") {
    const ScreenSizedFrame screen;
    REQUIRE(frame().openPreset("rooms-40.maze"));
    if (!frame().panes().GetPane("explanations").IsShown())
        chooseMenu(ids::ShowExplanations);
    chooseAlgorithm("astar");
    frame().controls().selectParameter(Parameter::Heuristic, "octile");
    frame().applyControls();
    frame().search().reset();
    frame().search().step(120);
    shootScreen("search");
    for (int i = 0; i < 100 && frame().search().phase() != SearchController::Phase::Finished; ++i)
        frame().search().step(100);
    frame().stats().finishTimings();
    frame().search().seekBy(-60);
    shootScreen("rewound");
    frame().search().reset();

    CompareWindow& compare = openCompare();
    for (const WalkerInfo& walker : walkerRegistry())
        compare.checkWalker(std::string(walker.name), true);
    compare.setRepetitions(1);
    compare.setBudgetPerCell(2);
    runToEnd(compare);
    shootScreen("compare");
    compare.Close(true);
    runUntil([] { return frame().compareWindow() == nullptr; });

    REQUIRE(frame().openPreset("open-field.maze"));
    chooseMenu(ids::ExpansionExercise);
    ExercisePanel& pane = frame().exercise();
    REQUIRE(pane.session().active());
    pane.clickCell(*document().grid().start());
    pane.clickCell(*document().grid().goal());
    shootScreen("exercise");
    pane.stop();
    chooseMenu(ids::ShowExplanations);
    runFor(50);

    REQUIRE(frame().openPreset("pacman.maze"));
    chooseMenu(ids::ShowTour);
    shootScreen("tour");
    if (frame().tour())
        frame().tour()->dismiss();
    runFor(50);

    chooseMenu(ids::KeyboardHelp);
    shootScreen("keys");
    if (shownWindowTitled("Keyboard and Mouse"))
        closeWindowTitled("Keyboard and Mouse");
}
