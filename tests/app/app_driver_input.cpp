#include "app_driver.h"
#include "canvas/grid_canvas.h"

#include <wx/button.h>
#include <wx/eventfilter.h>
#include <wx/scrolwin.h>
#include <wx/uiaction.h>
#include <wx/window.h>

#include <algorithm>
#include <catch2/catch.hpp>
#include <cstdlib>
#include <dlfcn.h>

// The mouse and the wheel as a person uses them: clicks and drags on the map's canvas, clicks on
// buttons and other windows, the wheel turned over a window.

namespace pathfinder::app::testing {

namespace {

// Time for the X server and GTK to deliver one simulated input event.
constexpr int kInputSettleMs = 40;

/// Counts the wheel events the application handles while it exists.
struct WheelCounter : wxEventFilter {
    WheelCounter() { wxEvtHandler::AddFilter(this); }
    ~WheelCounter() override { wxEvtHandler::RemoveFilter(this); }
    WheelCounter(const WheelCounter&) = delete;
    WheelCounter& operator=(const WheelCounter&) = delete;
    int FilterEvent(wxEvent& event) override {
        if (event.GetEventType() == wxEVT_MOUSEWHEEL)
            ++seen;
        return Event_Skip;
    }
    int seen = 0;
};

wxPoint screenPointOf(Coord cell) {
    GridCanvas& canvas = frame().canvas();
    const wxRect r = canvas.viewport().cellRect(cell);
    return canvas.ClientToScreen(wxPoint(r.x + r.width / 2, r.y + r.height / 2));
}

/// Scrolls the scrolled panel that holds `window` (the control panel) until it shows it, as a person
/// would before clicking it.
void scrollIntoView(wxWindow& window) {
    for (wxWindow* parent = window.GetParent(); parent; parent = parent->GetParent()) {
        auto* scrolled = dynamic_cast<wxScrolledWindow*>(parent);
        if (!scrolled)
            continue;
        const wxRect shown = scrolled->GetScreenRect();
        const wxRect target = window.GetScreenRect();
        if (shown.Contains(target))
            return;
        int unitX = 1;
        int unitY = 1;
        scrolled->GetScrollPixelsPerUnit(&unitX, &unitY);
        const wxPoint at = scrolled->CalcUnscrolledPosition(scrolled->ScreenToClient(target.GetPosition()));
        scrolled->Scroll(-1, std::max(0, at.y - 20) / std::max(1, unitY));
        runFor(kInputSettleMs);
        return;
    }
}

} // namespace
void clickCell(Coord cell) {
    dragThrough({cell});
}

void dragThrough(const std::vector<Coord>& cells) {
    pressAndMoveThrough(cells);
    releaseLeftButton();
}

void pressAndMoveThrough(const std::vector<Coord>& cells) {
    REQUIRE_FALSE(cells.empty());
    wxUIActionSimulator sim;
    sim.MouseMove(screenPointOf(cells.front()));
    runFor(kInputSettleMs);
    sim.MouseDown();
    runFor(kInputSettleMs);
    for (std::size_t i = 1; i < cells.size(); ++i)
        moveMouseTo(cells[i]);
}

void moveMouseTo(Coord cell) {
    wxUIActionSimulator sim;
    sim.MouseMove(screenPointOf(cell));
    runFor(kInputSettleMs);
}

void releaseLeftButton() {
    wxUIActionSimulator sim;
    sim.MouseUp();
    runFor(kInputSettleMs);
}

void clickButton(const wxString& label) {
    auto* button = dynamic_cast<wxButton*>(wxWindow::FindWindowByLabel(label, &frame()));
    REQUIRE(button != nullptr);
    REQUIRE(button->IsEnabled());
    clickWindow(*button);
}

void clickWindow(wxWindow& window) {
    scrollIntoView(window);
    wxUIActionSimulator sim;
    const wxRect r = window.GetScreenRect();
    sim.MouseMove(r.GetPosition() + wxPoint(r.width / 2, r.height / 2));
    runFor(kInputSettleMs);
    sim.MouseClick();
    runFor(kInputSettleMs);
}

bool wheelOver(wxWindow& window, int notches) {
    // wxUIActionSimulator has no wheel: X's wheel is buttons 4 (away from the user) and 5 (towards
    // the user), pressed and released once a notch. XTest is reached through the symbols wx has
    // loaded for its simulator (its headers are not among the build's).
    using Display = void;
    using FakeButton = int (*)(Display*, unsigned, int, unsigned long);
    using Flush = int (*)(Display*);
    using DefaultDisplay = Display* (*)();
    const auto fakeButton = reinterpret_cast<FakeButton>(dlsym(RTLD_DEFAULT, "XTestFakeButtonEvent"));
    const auto flush = reinterpret_cast<Flush>(dlsym(RTLD_DEFAULT, "XFlush"));
    const auto display =
        reinterpret_cast<DefaultDisplay>(dlsym(RTLD_DEFAULT, "gdk_x11_get_default_xdisplay"));
    if (!fakeButton || !flush || !display || !display())
        return false;
    scrollIntoView(window);
    wxUIActionSimulator sim;
    const wxRect r = window.GetScreenRect();
    sim.MouseMove(r.GetPosition() + wxPoint(r.width / 2, r.height / 2));
    runFor(kInputSettleMs);
    const unsigned button = notches > 0 ? 4 : 5;
    WheelCounter counter;
    for (int i = 0; i < std::abs(notches); ++i) {
        counter.seen = 0;
        fakeButton(display(), button, 1, 0);
        fakeButton(display(), button, 0, 0);
        flush(display());
        // However busy the machine, each notch is handled before the next is turned or the caller
        // looks at what it did.
        REQUIRE(runUntil([&counter] { return counter.seen > 0; }, 30.0));
        runFor(kInputSettleMs);
    }
    return true;
}

} // namespace pathfinder::app::testing
