// The tool windows (Compare All, Run a Scenario, Keyboard and Mouse, About) open at a size that
// leaves the main window in sight, over its middle and wholly on the screen, and close with their
// Close button, Esc and Ctrl+W.

#include "app_driver.h"
#include "compare_driver.h"
#include "frame/about_window.h"
#include "frame/main_menu.h"
#include "frame/shortcuts_window.h"
#include "windows/scenario_window.h"

#include <wx/button.h>
#include <wx/display.h>

#include <catch2/catch.hpp>
#include <cstdlib>
#include <functional>

using namespace pathfinder;
using namespace pathfinder::app;
using namespace pathfinder::app::testing;

namespace {

const std::string kFixtures = PATHFINDER_FIXTURE_DIR;

/// Sends `key` (with `modifiers`) to `window` as the toolkit does before any control sees it.
void pressKey(wxWindow& window, int key, int modifiers) {
    wxKeyEvent event(wxEVT_CHAR_HOOK);
    event.m_keyCode = key;
    event.m_controlDown = (modifiers & wxMOD_CONTROL) != 0;
    event.SetEventObject(&window);
    window.ProcessWindowEvent(event);
}

/// Opens the window with `open`, checks its size and place, and closes it in each of the three
/// ways: each time it must go.
void checkToolWindow(const std::function<void()>& open, const wxString& title) {
    const wxRect screen = wxDisplay(static_cast<unsigned>(0)).GetClientArea();
    for (int way = 0; way < 3; ++way) {
        open();
        wxTopLevelWindow* window = shownWindowTitled(title);
        REQUIRE(window != nullptr);
        runFor(100);
        const wxRect rect = window->GetScreenRect();
        INFO(title.utf8_string() << " at " << rect.x << "," << rect.y << " " << rect.width << "x"
                                 << rect.height);
        CHECK(screen.Contains(rect));
        CHECK(rect.width <= screen.width * 9 / 10);
        CHECK(rect.height <= screen.height * 9 / 10);
        // Over the main window's middle (the screen's edges allowing).
        const wxPoint middle =
            frame().GetScreenRect().GetPosition() + wxPoint(frame().GetSize().x / 2, frame().GetSize().y / 2);
        CHECK(std::abs(rect.x + rect.width / 2 - middle.x) <= std::max(2, (screen.width - rect.width) / 2));
        CHECK(std::abs(rect.y + rect.height / 2 - middle.y) <=
              std::max(2, (screen.height - rect.height) / 2));
        switch (way) {
        case 0: {
            auto* close = dynamic_cast<wxButton*>(window->FindWindow(wxID_CLOSE));
            REQUIRE(close != nullptr);
            CHECK(close->GetLabel() == "Close");
            clickWindow(*close);
            break;
        }
        case 1:
            pressKey(*window, WXK_ESCAPE, wxMOD_NONE);
            break;
        default:
            pressKey(*window, 'W', wxMOD_CONTROL);
            break;
        }
        CHECK(runUntil([&] { return shownWindowTitled(title) == nullptr; }, 5.0));
        runFor(20);
    }
}

} // namespace

TEST_CASE("Compare All opens over the main window at a size that leaves it in sight, and Close, Esc and "
          "Ctrl+W close it",
          "[app][compare][tool-windows]") {
    REQUIRE(frame().openPreset("pacman.maze"));
    checkToolWindow([] { chooseMenu(ids::CompareAll); }, "Compare All");
    CHECK(frame().compareWindow() == nullptr);
}

TEST_CASE("Run a Scenario opens over the main window at a size that leaves it in sight, and Close, Esc "
          "and Ctrl+W close it",
          "[app][scenario][tool-windows]") {
    REQUIRE(manager().CreateDocument(kFixtures + "/small.map", wxDOC_SILENT) != nullptr);
    checkToolWindow(
        [] {
            MessageLog answers(wxNO, kFixtures + "/small.map.scen");
            chooseMenu(ids::RunScenario);
        },
        L"Run a Scenario \u2014 small.map.scen");
    CHECK(frame().scenarioWindow() == nullptr);
}

TEST_CASE("Keyboard and Mouse and About open over the main window, once each, and Close, Esc and Ctrl+W "
          "close them",
          "[app][keys][tool-windows]") {
    checkToolWindow([] { chooseMenu(ids::KeyboardHelp); }, kShortcutsTitle);
    checkToolWindow([] { chooseMenu(wxID_ABOUT); }, kAboutTitle);
}
