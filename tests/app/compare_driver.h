#pragma once

// What the Compare window's tests share: opening the window, running a comparison to its end and
// a screenshot of the window alone.

#include "app_driver.h"
#include "frame/main_menu.h"
#include "windows/compare_window.h"

#include <wx/button.h>
#include <wx/filename.h>

#include <catch2/catch.hpp>
#include <cstdlib>
#include <string>

namespace pathfinder::app::testing {

/// Opens Search › Compare All and waits for the window.
inline CompareWindow& openCompare() {
    chooseMenu(ids::CompareAll);
    CompareWindow* compare = frame().compareWindow();
    REQUIRE(compare != nullptr);
    REQUIRE(compare->IsShown());
    runFor(100);
    return *compare;
}

/// Runs the comparison and waits until the runner has stopped and Run is enabled again.
inline void runToEnd(CompareWindow& compare, double seconds = 120.0) {
    REQUIRE(compare.run());
    REQUIRE(runUntil([&] { return !compare.running() && compare.runButton().IsEnabled(); }, seconds));
}

/// Saves what the screen shows of the window, cut to it: the real widgets, not a re-rendering.
inline void screenshot(wxWindow& window, const std::string& fileName) {
    window.Raise();
    runFor(600);
    const wxRect r = window.GetScreenRect();
    const std::string path = screenshotPath(fileName);
    const std::string command = wxString::Format("import -window root -crop %dx%d+%d+%d +repage '%s'",
                                                 r.width, r.height, r.x, r.y, path)
                                    .ToStdString();
    CHECK(std::system(command.c_str()) == 0);
    CHECK(wxFileName::FileExists(path));
}

} // namespace pathfinder::app::testing
