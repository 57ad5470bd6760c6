#pragma once

// What the fitting tests share: a log of the scenes looked at, each checked with text_fit.h, and
// the main window sized as the app opens it on this screen.

#include "app_driver.h"
#include "text_fit.h"

#include <wx/display.h>

#include <catch2/catch.hpp>
#include <set>
#include <string>

namespace pathfinder::app::testing {

/// Checks scene after scene that every text of every window shown fits, and fails a check for each
/// scene with texts that do not, naming those not already named by an earlier scene.
class FitLog {
public:
    /// Lets the windows lay themselves out and paint, then checks them all.
    void scene(const std::string& name) {
        runFor(120);
        std::string fresh;
        for (const FitProblem& problem : findUnfitTextsEverywhere()) {
            if (m_seen.insert(problem.key()).second)
                fresh += problem.describe() + "\n";
        }
        INFO("scene: " << name);
        CHECK(fresh == std::string());
        ++m_scenes;
    }
    int scenes() const { return m_scenes; }

private:
    std::set<std::string> m_seen;
    int m_scenes = 0;
};

/// The main window filling the screen's work area, as the app opens it there; its old place is
/// put back when this goes.
class ScreenSizedFrame {
public:
    ScreenSizedFrame() : m_rect(frame().GetRect()) {
        frame().SetSize(wxDisplay(static_cast<unsigned>(0)).GetClientArea());
        frame().panes().Update();
        runFor(150);
    }
    ~ScreenSizedFrame() {
        frame().SetSize(m_rect);
        runFor(50);
    }
    ScreenSizedFrame(const ScreenSizedFrame&) = delete;
    ScreenSizedFrame& operator=(const ScreenSizedFrame&) = delete;

private:
    wxRect m_rect;
};

} // namespace pathfinder::app::testing
