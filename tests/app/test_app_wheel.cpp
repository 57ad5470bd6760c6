// The mouse wheel as a person uses it: over a pane of controls it scrolls the pane, and a choice,
// a number field or a slider under the pointer that does not have the focus keeps its value, in
// every window of the app.

#include "app_driver.h"
#include "canvas/grid_canvas.h"
#include "frame/main_menu.h"
#include "frame/wheel_guard.h"
#include "panels/control_panel.h"
#include "run/breakpoint_dialog.h"
#include "run/run_bar.h"
#include "windows/compare_window.h"
#include "windows/scenario_window.h"

#include <wx/button.h>
#include <wx/choice.h>
#include <wx/cmdproc.h>
#include <wx/dialog.h>
#include <wx/frame.h>
#include <wx/scrolwin.h>
#include <wx/sizer.h>
#include <wx/slider.h>
#include <wx/spinctrl.h>

#include <algorithm>
#include <catch2/catch.hpp>
#include <functional>
#include <string>
#include <vector>

using namespace pathfinder;
using namespace pathfinder::app;
using namespace pathfinder::app::testing;

namespace {

/// The value a control shows, whatever its kind.
double valueOf(const wxWindow& control) {
    if (const auto* choice = dynamic_cast<const wxChoice*>(&control))
        return choice->GetSelection();
    if (const auto* spin = dynamic_cast<const wxSpinCtrl*>(&control))
        return spin->GetValue();
    if (const auto* real = dynamic_cast<const wxSpinCtrlDouble*>(&control))
        return real->GetValue();
    if (const auto* slider = dynamic_cast<const wxSlider*>(&control))
        return slider->GetValue();
    FAIL("not a control with a value");
    return 0;
}

/// The kinds of control a wheel would change, under `root`, that a person can use now.
std::vector<wxWindow*> valueControls(wxWindow& root) {
    std::vector<wxWindow*> found;
    const std::function<void(wxWindow&)> visit = [&](wxWindow& window) {
        for (wxWindow* child : window.GetChildren()) {
            if (!child->IsShownOnScreen() || !child->IsEnabled())
                continue;
            if (dynamic_cast<wxChoice*>(child) || dynamic_cast<wxSpinCtrl*>(child) ||
                dynamic_cast<wxSpinCtrlDouble*>(child) || dynamic_cast<wxSlider*>(child))
                found.push_back(child);
            else
                visit(*child);
        }
    };
    visit(root);
    return found;
}

/// A button under `root` that can take the focus away from its other controls.
wxWindow& firstButton(wxWindow& root) {
    wxWindow* found = nullptr;
    const std::function<void(wxWindow&)> visit = [&](wxWindow& window) {
        for (wxWindow* child : window.GetChildren()) {
            if (found)
                return;
            if (dynamic_cast<wxButton*>(child) && child->IsShownOnScreen() && child->IsEnabled())
                found = child;
            else
                visit(*child);
        }
    };
    visit(root);
    REQUIRE(found != nullptr);
    return *found;
}

std::string describe(const wxWindow& control) {
    return (control.GetClassInfo()->GetClassName() + wxString(" ") + control.GetName()).utf8_string();
}

/// Turns the wheel both ways over each control, none of them focused (`away` has the focus), and
/// checks that none changes. Returns how many controls were tried.
int wheelOverEach(wxWindow& root, wxWindow& away) {
    const std::vector<wxWindow*> controls = valueControls(root);
    for (wxWindow* control : controls) {
        away.SetFocus();
        runFor(30);
        INFO(describe(*control));
        REQUIRE(wxWindow::FindFocus() != control);
        const double before = valueOf(*control);
        REQUIRE(wheelOver(*control, -2));
        CHECK(valueOf(*control) == before);
        REQUIRE(wheelOver(*control, 2));
        CHECK(valueOf(*control) == before);
    }
    return static_cast<int>(controls.size());
}

} // namespace

TEST_CASE("The wheel over the controls pane scrolls it and changes no setting", "[app][wheel]") {
    REQUIRE(frame().openPreset("pacman.maze"));
    chooseAlgorithm("astar");
    runFor(100);
    const wxSize before = frame().GetSize();
    resizeMainFrame(wxSize(800, 600)); // short enough for the pane to scroll
    MapGridDocument& doc = document();
    const std::string algorithm = frame().search().runSettings().algorithm;
    const std::string unit = frame().controls().chosenUnit();
    ControlPanel& controls = frame().controls();

    SECTION("over the algorithm and the unit, the pane scrolls down and back up") {
        for (const wxString name : {"algorithm", "unit"}) {
            INFO(name.utf8_string());
            frame().canvas().SetFocus();
            wxWindow* control = controls.FindWindow(name);
            REQUIRE(control != nullptr);
            // The control in the middle of the pane, so that a notch each way keeps it in view.
            int perUnit = 1;
            controls.GetScrollPixelsPerUnit(nullptr, &perUnit);
            const int middle = controls.GetClientSize().y / 2;
            const int at = controls.CalcUnscrolledPosition(control->GetPosition()).y;
            controls.Scroll(0, std::max(0, at - middle) / std::max(1, perUnit));
            runFor(50);
            const int top = controls.GetViewStart().y;
            REQUIRE(top > 0); // the pane can go both ways from here
            REQUIRE(wheelOver(*control, -1));
            CHECK(controls.GetViewStart().y > top);
            REQUIRE(wheelOver(*control, 1));
            CHECK(controls.GetViewStart().y == top);
        }
        CHECK(frame().search().runSettings().algorithm == algorithm);
        CHECK(controls.chosenUnit() == unit);
        CHECK_FALSE(doc.IsModified());
        CHECK_FALSE(doc.GetCommandProcessor()->CanUndo());
    }
    SECTION("over every choice, number and slider of the main window, nothing changes") {
        const RunSettings settings = frame().search().runSettings();
        CHECK(wheelOverEach(controls, frame().canvas()) >= 6);
        CHECK(wheelOverEach(frame().runBar(), frame().canvas()) >= 1);
        CHECK(frame().search().runSettings() == settings);
        CHECK(frame().runBar().rate() == frame().search().rate());
        CHECK_FALSE(doc.IsModified());
        CHECK_FALSE(doc.GetCommandProcessor()->CanUndo());
    }
    resizeMainFrame(before);
}

TEST_CASE("The wheel changes no setting in Compare All, Run a Scenario and the dialogs", "[app][wheel]") {
    REQUIRE(frame().openPreset("pacman.maze"));
    runFor(100);

    SECTION("Compare All") {
        chooseMenu(ids::CompareAll);
        CompareWindow* compare = frame().compareWindow();
        REQUIRE(compare != nullptr);
        runFor(200);
        CHECK(wheelOverEach(*compare, firstButton(*compare)) >= 2);
        compare->Close(true);
        runFor(100);
    }
    SECTION("Run a Scenario") {
        {
            MessageLog log; // the file chooser is cancelled
            chooseMenu(ids::RunScenario);
        }
        ScenarioWindow* scenario = frame().scenarioWindow();
        REQUIRE(scenario != nullptr);
        runFor(200);
        CHECK(wheelOverEach(*scenario, firstButton(*scenario)) >= 1);
        scenario->Close(true);
        runFor(100);
    }
    SECTION("the breakpoints dialog") {
        chooseMenu(ids::Breakpoints);
        BreakpointDialog* dialog = frame().breakpointDialog();
        REQUIRE(dialog != nullptr);
        runFor(200);
        CHECK(wheelOverEach(*dialog, firstButton(*dialog)) >= 2);
        dialog->Hide();
    }
    SECTION("Generate Maze, a modal dialog") {
        int tried = 0;
        answerNextDialog([&tried](wxDialog& dialog) {
            runFor(200);
            tried = wheelOverEach(dialog, firstButton(dialog));
            dialog.EndModal(wxID_CANCEL);
        });
        chooseMenu(ids::GenerateMaze);
        CHECK(tried >= 4);
    }
}

TEST_CASE("The wheel guard holds the choices, numbers and sliders without the focus, and no other window",
          "[app][wheel]") {
    // A window of its own, with one control of each kind in a row.
    auto* window = new wxFrame(&frame(), wxID_ANY, "Wheel");
    auto* row = new wxBoxSizer(wxHORIZONTAL);
    auto* choiceControl = new wxChoice(window, wxID_ANY);
    auto* spinControl = new wxSpinCtrl(window, wxID_ANY);
    auto* realControl = new wxSpinCtrlDouble(window, wxID_ANY);
    auto* sliderControl = new wxSlider(window, wxID_ANY, 1, 0, 5);
    auto* buttonControl = new wxButton(window, wxID_ANY, "A button");
    for (wxWindow* control : std::initializer_list<wxWindow*>{choiceControl, spinControl, realControl,
                                                              sliderControl, buttonControl})
        row->Add(control);
    window->SetSizerAndFit(row);
    window->Show();
    runFor(100);
    wxChoice& choice = *choiceControl;
    wxSpinCtrl& spin = *spinControl;
    wxSpinCtrlDouble& real = *realControl;
    wxSlider& slider = *sliderControl;
    wxButton& button = *buttonControl;
    WheelGuard guard;
    const auto filtered = [&guard](wxWindow& target) {
        wxMouseEvent wheel(wxEVT_MOUSEWHEEL);
        wheel.SetEventObject(&target);
        wheel.m_wheelRotation = -120;
        wheel.m_wheelDelta = 120;
        wheel.m_linesPerAction = 3;
        return guard.FilterEvent(wheel);
    };
    for (wxWindow* held : std::initializer_list<wxWindow*>{&choice, &spin, &real, &slider}) {
        INFO(describe(*held));
        CHECK(WheelGuard::holdsValue(*held));
        button.SetFocus();
        runFor(30);
        CHECK(filtered(*held) == wxEventFilter::Event_Processed);
        held->SetFocus();
        runFor(30);
        if (wxWindow::FindFocus() == held) // a toolkit may not focus every kind
            CHECK(filtered(*held) == wxEventFilter::Event_Skip);
    }
    CHECK_FALSE(WheelGuard::holdsValue(button));
    CHECK(filtered(button) == wxEventFilter::Event_Skip);
    CHECK_FALSE(WheelGuard::holdsValue(frame().canvas()));
    CHECK(filtered(frame().canvas()) == wxEventFilter::Event_Skip);
    window->Destroy();
    runFor(50);
}
