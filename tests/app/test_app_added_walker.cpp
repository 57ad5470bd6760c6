#include "pathfinder/registry/walker_guide.h"
#include "pathfinder/registry/walker_registry.h"

#include "app_driver.h"
#include "frame/main_frame.h"
#include "frame/main_menu.h"
#include "panels/control_panel.h"
#include "panels/explanation_panel.h"
#include "run/search_controller.h"
#include "support/added_walker.h"
#include "windows/guide_window.h"

#include <wx/choice.h>

#include <catch2/catch.hpp>

using namespace pathfinder;
using namespace pathfinder::app;
using namespace pathfinder::app::testing;
using pathfinder::testing::AddedFloodWalker;
using pathfinder::testing::kAddedWalkerName;

namespace {

// Added for the whole run of the app's tests, before the main window is built: the algorithm list,
// Compare All, the guide and every test that goes over the registry meet it like a built-in walker.
const pathfinder::testing::AddedWalkerRegistration registration;

} // namespace

TEST_CASE("The app offers, runs, explains and guides a walker added from the tests", "[app][added-walker]") {
    newMap(8, 5);
    chooseTool(EditTool::Start);
    clickCell({0, 2});
    chooseTool(EditTool::Goal);
    clickCell({7, 2});
    chooseTool(EditTool::Wall);
    dragThrough({{4, 0}, {4, 3}});

    auto* list = dynamic_cast<wxChoice*>(frame().controls().FindWindow("algorithm"));
    REQUIRE(list != nullptr);
    CHECK(list->FindString("Test Flood") != wxNOT_FOUND);
    chooseAlgorithm(kAddedWalkerName);
    REQUIRE(frame().controls().runChoices().algorithm == kAddedWalkerName);

    // One step with the explanations shown: its own listing, a line lit, its open list ranked.
    if (!frame().panes().GetPane("explanations").IsShown())
        chooseMenu(ids::ShowExplanations);
    frame().search().step(1);
    runFor(50);
    const ExplanationPanel& panel = frame().explanations();
    CHECK(panel.listing() == &AddedFloodWalker::listing());
    CHECK(panel.highlightedLine() >= 0);
    CHECK(panel.openRows() > 0);
    CHECK_FALSE(panel.reason().empty());
    CHECK_FALSE(panel.reason().Contains("not ranked"));

    // Through the gap at (4, 4), corners not cut: 4 moves to the gap and 3 on, worked by hand.
    chooseFastestRate();
    frame().search().go();
    REQUIRE(runUntil([] { return frame().search().phase() == SearchController::Phase::Finished; }, 10.0));
    const MapGridWalker* walker = frame().search().walker();
    REQUIRE(walker != nullptr);
    CHECK(walker->state() == WalkState::ReachedGoal);
    CHECK(walker->path().size() == 8);

    // F1: its page, carried by its description.
    REQUIRE(frame().handleShortcut(WXK_F1, wxMOD_NONE));
    runFor(50);
    GuideWindow* guide = frame().guideWindow();
    REQUIRE(guide != nullptr);
    CHECK(guide->page() == kAddedWalkerName);
    CHECK(guide->html().Contains("<h1>Test Flood</h1>"));
    guide->Close();
    chooseAlgorithm("astar");
    runFor(50);
}
