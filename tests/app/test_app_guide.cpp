#include "pathfinder/registry/walker_guide.h"
#include "pathfinder/registry/walker_registry.h"

#include "app_driver.h"
#include "canvas/grid_canvas.h"
#include "frame/main_menu.h"
#include "frame/tour.h"
#include "panels/control_panel.h"
#include "run/run_bar.h"
#include "windows/guide_html.h"
#include "windows/guide_window.h"

#include <wx/button.h>

#include <catch2/catch.hpp>
#include <optional>

using namespace pathfinder;
using namespace pathfinder::app;
using namespace pathfinder::app::testing;

namespace {

/// F1 as the main window takes it from the keyboard.
void pressF1() {
    REQUIRE(frame().handleShortcut(WXK_F1, wxMOD_NONE));
    runFor(50);
}

} // namespace

TEST_CASE("F1 opens the guide page of the walker chosen, for every walker", "[app][guide]") {
    newMap(12, 8);
    for (const WalkerInfo& info : walkerRegistry()) {
        INFO(info.name);
        chooseAlgorithm(info.name);
        pressF1();
        GuideWindow* guide = frame().guideWindow();
        REQUIRE(guide != nullptr);
        CHECK(guide->IsShown());
        CHECK(guide->page() == info.name);
        // The page as libcmark renders it: the walker's name as its title, then its parts.
        const wxString html = guide->html();
        CHECK(html.Contains("<h1>" + wxString::FromUTF8(std::string(info.displayName)) + "</h1>"));
        for (const std::string_view heading : guideHeadings())
            CHECK(html.Contains("<h2>" + wxString::FromUTF8(std::string(heading)) + "</h2>"));
    }
    chooseAlgorithm("astar");
    frame().guideWindow()->Close();
    runFor(50);
}

TEST_CASE("The guide opens on its overview and follows links between its pages", "[app][guide]") {
    chooseAlgorithm("astar");
    chooseMenu(ids::AlgorithmGuide);
    GuideWindow* guide = frame().guideWindow();
    REQUIRE(guide != nullptr);
    guide->showPage("");
    CHECK(guide->page().empty());
    CHECK(guide->html().Contains("<table"));
    CHECK(guide->html().Contains("href=\"dijkstra\""));

    std::string page = "unchanged";
    CHECK(guideLinkTarget("dijkstra", page));
    CHECK(page == "dijkstra");
    CHECK(guideLinkTarget("jps.md", page));
    CHECK(page == "jps");
    CHECK(guideLinkTarget("guide:", page));
    CHECK(page.empty());
    CHECK_FALSE(guideLinkTarget("https://example.org/", page));
    CHECK_FALSE(guideLinkTarget("no-such-walker", page));

    guide->showPage("dstar");
    CHECK(guide->page() == "dstar");
    guide->SetSize(900, 640);
    runFor(300);
    CHECK(saveScreenShot(*guide, "guide-dstar.png"));
    // Esc closes it.
    wxKeyEvent escape(wxEVT_CHAR_HOOK);
    escape.m_keyCode = WXK_ESCAPE;
    escape.SetEventObject(guide);
    guide->ProcessWindowEvent(escape);
    CHECK(runUntil([] { return frame().guideWindow() == nullptr; }, 2.0));
}

TEST_CASE("The tour points at each part in turn and, once closed, stays closed", "[app][tour]") {
    frame().setTourAtStart(true);
    chooseMenu(ids::ShowTour);
    runFor(100);
    TourCard* tour = frame().tour();
    REQUIRE(tour != nullptr);
    CHECK(tour->IsShown());
    REQUIRE(tour->stepCount() == 5);
    for (std::size_t step = 0; step < tour->stepCount(); ++step) {
        INFO(step);
        CHECK(tour->step() == step);
        // The card lies inside the window, beside or over what it points at, never on the pointer's far side.
        const wxRect card = tour->GetRect();
        CHECK(wxRect(frame().GetClientSize()).Contains(card));
        const wxRect target = tour->targetRect();
        switch (tour->pointer()) {
        case TourCard::Pointer::Up:
            CHECK(card.y >= target.GetBottom());
            break;
        case TourCard::Pointer::Down:
            CHECK(card.GetBottom() <= target.y);
            break;
        case TourCard::Pointer::Left:
            CHECK(card.x >= target.GetRight());
            break;
        case TourCard::Pointer::Right:
            CHECK(card.GetRight() <= target.x);
            break;
        case TourCard::Pointer::None:
            CHECK(target.Intersects(card));
            break;
        }
        if (step == 2) {
            runFor(200);
            CHECK(saveScreenShot(frame(), "tour-run-buttons.png"));
        }
        if (step + 1 < tour->stepCount())
            tour->next();
    }
    // Back goes back; Done on the last hint ends the tour.
    tour->back();
    CHECK(tour->step() == 3);
    tour->next();
    clickWindow(*static_cast<wxButton*>(tour->FindWindowByLabel("Done")));
    runFor(100);
    CHECK(frame().tour() == nullptr);
    CHECK_FALSE(frame().tourAtStart());

    // Help › Tour at Start-up brings it back for the next start.
    chooseMenu(ids::TourAtStart);
    CHECK(frame().tourAtStart());
    chooseMenu(ids::ShowTour);
    runFor(50);
    REQUIRE(frame().tour() != nullptr);
    clickWindow(*static_cast<wxButton*>(frame().tour()->FindWindowByLabel("Close the Tour")));
    runFor(100);
    CHECK(frame().tour() == nullptr);
    CHECK_FALSE(frame().tourAtStart());
}

TEST_CASE("The tour leaves the map's start and goal in view, points at the tools and at the run buttons, "
          "and Esc closes it",
          "[app][tour]") {
    const wxRect kept = frame().GetRect();
    const bool atStart = frame().tourAtStart();
    for (const wxSize size : {kept.GetSize(), wxSize(800, 600)}) {
        frame().SetSize(wxRect(kept.GetPosition(), size));
        runFor(200);
        // On every preset map, the first hint covers neither the start nor the goal.
        for (const char* maze : {"pacman.maze", "chapter2-example.maze", "culdesac.maze", "spiral.maze",
                                 "open-field.maze", "rooms-40.maze", "maze-backtracker-31.maze",
                                 "test-8x8.maze", "terrain-river.maze", "strategy-mountain-pass.maze"}) {
            INFO(maze << " in a frame " << size.x << "x" << size.y);
            REQUIRE(frame().openPreset(maze));
            chooseMenu(ids::ShowTour);
            runFor(100);
            TourCard* tour = frame().tour();
            REQUIRE(tour != nullptr);
            GridCanvas& canvas = frame().canvas();
            const wxPoint canvasOrigin = frame().ScreenToClient(canvas.ClientToScreen(wxPoint(0, 0)));
            for (const std::optional<Coord>& cell : {document().grid().start(), document().grid().goal()}) {
                REQUIRE(cell);
                wxRect rect = canvas.viewport().cellRect(*cell);
                rect.Offset(canvasOrigin);
                CHECK_FALSE(tour->GetRect().Intersects(rect));
            }
            tour->dismiss();
            runUntil([] { return frame().tour() == nullptr; });
        }
        INFO("frame " << size.x << "x" << size.y);
        chooseMenu(ids::ShowTour);
        runFor(100);
        TourCard* tour = frame().tour();
        REQUIRE(tour != nullptr);
        // The second hint points at the choice of tool, the third at the run buttons (not the rate).
        tour->next();
        CHECK(tour->targetRect() == clientRectIn(frame(), frame().controls().toolChoice()));
        tour->next();
        const wxRect buttons = frame().runBar().buttonsRect();
        CHECK(tour->targetRect() ==
              wxRect(frame().ScreenToClient(frame().runBar().ClientToScreen(buttons.GetPosition())),
                     buttons.GetSize()));
        CHECK(tour->pointer() == TourCard::Pointer::Up);

        // Esc closes it, wherever the keyboard is in the window.
        wxKeyEvent escape(wxEVT_CHAR_HOOK);
        escape.m_keyCode = WXK_ESCAPE;
        escape.SetEventObject(&frame());
        frame().ProcessWindowEvent(escape);
        CHECK(runUntil([] { return frame().tour() == nullptr; }, 2.0));
    }
    frame().SetSize(kept);
    frame().setTourAtStart(atStart);
    runFor(100);
}
