// The window's controls as a person meets them: reachable on a small screen, keys that go to the
// field being typed in, a legend that never hides the map, labels that stay put, and one word for
// each thing.

#include "pathfinder/generators/maze_generator.h"
#include "pathfinder/registry/walker_registry.h"
#include "pathfinder/version.h"

#include "app_driver.h"
#include "canvas/grid_canvas.h"
#include "canvas/map_footer.h"
#include "document/grid_commands.h"
#include "frame/about_window.h"
#include "frame/main_menu.h"
#include "frame/shortcuts.h"
#include "frame/shortcuts_window.h"
#include "frame/status_text.h"
#include "panels/control_panel.h"
#include "run/run_bar.h"
#include "run/run_history.h"
#include "run/stats_panel.h"
#include "sessions/walk_session.h"
#include "widgets/text_format.h"

#include <wx/button.h>
#include <wx/checkbox.h>
#include <wx/listctrl.h>
#include <wx/menu.h>
#include <wx/slider.h>
#include <wx/spinctrl.h>
#include <wx/uiaction.h>

#include <algorithm>
#include <catch2/catch.hpp>
#include <dlfcn.h>
#include <functional>
#include <set>

using namespace pathfinder;
using namespace pathfinder::app;
using namespace pathfinder::app::testing;

namespace {

/// Every window under `root` that has no children of its own: the controls a person uses.
void forEachControl(wxWindow* root, const std::function<void(wxWindow&)>& visit) {
    for (wxWindow* child : root->GetChildren()) {
        if (child->GetChildren().empty())
            visit(*child);
        else
            forEachControl(child, visit);
    }
}

wxWindow* findNamed(wxWindow& root, const wxString& name) {
    wxWindow* found = root.FindWindow(name);
    REQUIRE(found != nullptr);
    return found;
}

/// The label widget GTK draws inside a button: it is rebuilt whenever the label is set.
void* buttonLabelWidget(wxButton& button) {
    using GetChild = void* (*)(void*);
    const auto getChild = reinterpret_cast<GetChild>(dlsym(RTLD_DEFAULT, "gtk_bin_get_child"));
    REQUIRE(getChild != nullptr);
    return getChild(button.GetHandle());
}

} // namespace

TEST_CASE("Every control can be reached at 800x600", "[app][layout]") {
    wxFrame& window = frame();
    const wxSize before = window.GetSize();
    window.SetSize(800, 600);
    frame().panes().Update();
    runFor(300);
    const wxRect client(window.GetScreenPosition() + window.GetClientAreaOrigin(), window.GetClientSize());

    // The run bar is always in view.
    forEachControl(&frame().runBar(), [&](wxWindow& control) {
        INFO(control.GetLabel());
        CHECK(client.Contains(control.GetScreenRect()));
    });
    // The controls pane scrolls every control of it into view.
    ControlPanel& panel = frame().controls();
    int reached = 0;
    forEachControl(&panel, [&](wxWindow& control) {
        if (!control.IsShown())
            return;
        INFO(control.GetClassInfo()->GetClassName() << " " << control.GetLabel());
        int rateX = 0;
        int rateY = 0;
        panel.GetScrollPixelsPerUnit(&rateX, &rateY);
        const wxPoint inPanel =
            panel.CalcUnscrolledPosition(control.GetScreenPosition() - panel.GetScreenPosition());
        panel.Scroll(rateX ? inPanel.x / rateX : 0, rateY ? inPanel.y / rateY : 0);
        runFor(20);
        const wxRect visible(panel.GetScreenPosition(), panel.GetClientSize());
        CHECK(visible.Contains(control.GetScreenRect().GetTopLeft()));
        CHECK(client.Contains(control.GetScreenRect().GetTopLeft()));
        ++reached;
    });
    CHECK(reached > 15);
    panel.Scroll(0, 0);
    window.SetSize(before);
    frame().panes().Update();
    runFor(100);
}

TEST_CASE("Keys that drive the search stay with a number field being typed in", "[app][keys]") {
    newMap(8, 8);
    chooseAlgorithm("astar");
    auto* weight = dynamic_cast<wxSpinCtrlDouble*>(findNamed(frame().controls(), "weight"));
    REQUIRE(weight != nullptr);
    weight->SetFocus();
    runFor(100);
    wxUIActionSimulator keys;
    keys.Char('A', wxMOD_CONTROL);
    keys.Text("105");
    keys.Char(WXK_HOME);
    keys.Char(WXK_RIGHT); // the caret moves past the "1"; no search step is taken
    keys.Char('.');
    keys.Char(WXK_TAB);
    runFor(200);
    CHECK(weight->GetValue() == Approx(1.05));
    CHECK(frame().search().phase() == SearchController::Phase::Idle);

    SECTION("the same keys step the search when the map has the focus") {
        frame().canvas().SetFocus();
        runFor(50);
        keys.Char(WXK_RIGHT);
        runFor(100);
        CHECK(frame().search().phase() == SearchController::Phase::Paused);
        frame().search().reset();
    }
}

TEST_CASE("Which keys a focused control keeps for itself", "[app][keys]") {
    wxWindow* weight = findNamed(frame().controls(), "weight");
    wxWindow* rate = findNamed(frame().runBar(), "rate");
    for (int key : {int(WXK_RIGHT), int(WXK_SPACE), int('R'), int('+')})
        CHECK(keyBelongsTo(weight, key));
    CHECK(keyBelongsTo(rate, WXK_RIGHT));
    CHECK_FALSE(keyBelongsTo(rate, WXK_SPACE));
    CHECK_FALSE(keyBelongsTo(&frame().canvas(), WXK_RIGHT));
    CHECK_FALSE(keyBelongsTo(nullptr, WXK_SPACE));
}

TEST_CASE("The legend has its own strip under the map and never covers a cell", "[app][legend]") {
    REQUIRE(frame().openPreset("pacman.maze"));
    chooseAlgorithm("astar");
    chooseFastestRate();
    frame().search().go();
    REQUIRE(runUntil([] { return frame().search().phase() == SearchController::Phase::Finished; }));
    runFor(200);
    // On screen: the strip and the canvas share no pixel.
    const MapFooter& footer = frame().footer();
    CHECK(footer.IsShown());
    CHECK(footer.shown().legend);
    CHECK_THAT(footer.shown().outcome.utf8_string(), Catch::StartsWith("A* reached the goal"));
    CHECK_FALSE(footer.GetScreenRect().Intersects(frame().canvas().GetScreenRect()));
    // In a picture: the map part is the same with the legend and without it.
    const wxImage with = frame().renderPicture(wxSize(400, 400)).ConvertToImage();
    auto* legend = dynamic_cast<wxCheckBox*>(wxWindow::FindWindowByLabel("Legend", &frame().controls()));
    REQUIRE(legend != nullptr);
    legend->SetValue(false);
    frame().applyControls();
    const wxImage without = frame().renderPicture(wxSize(400, 400)).ConvertToImage();
    legend->SetValue(true);
    frame().applyControls();
    REQUIRE(with.GetHeight() > without.GetHeight()); // the key takes rows of its own
    bool same = true;
    for (int y = 0; y < 400 && same; ++y)
        for (int x = 0; x < 400 && same; ++x)
            same = with.GetRed(x, y) == without.GetRed(x, y) &&
                   with.GetGreen(x, y) == without.GetGreen(x, y) &&
                   with.GetBlue(x, y) == without.GetBlue(x, y);
    CHECK(same);
    frame().search().reset();
}

TEST_CASE("Go keeps its label widget through a run and a walk", "[app][run]") {
    newMap(60, 60);
    chooseAlgorithm("dijkstra");
    auto* go = dynamic_cast<wxButton*>(wxWindow::FindWindowByLabel("Go", &frame().runBar()));
    REQUIRE(go != nullptr);
    // Many ticks of the timer: the label must not be set again on each (GTK rebuilds the label
    // widget every time, and a paint in between shows a blank button). The test makes the ticks,
    // one step each at this rate: the search of 3 600 expansions and the walk of 59 moves are far
    // from their ends after them.
    const HeldTimer held;
    for (const bool walk : {false, true}) {
        INFO((walk ? "walk" : "search"));
        frame().runBar().selectRate(5.0);
        frame().applyControls();
        walk ? frame().search().walk() : frame().search().go();
        const auto progress = [walk]() -> std::uint64_t {
            const SearchController& search = frame().search();
            if (walk)
                return search.walkSession() ? search.walkSession()->counters().moves : 0;
            return search.walker() ? search.walker()->stats().iterations : 0;
        };
        // A walk plans first, over as many ticks as its plan takes.
        REQUIRE(tickUntil([&] { return progress() >= 1; }, 1000));
        void* const during = buttonLabelWidget(*go);
        const std::uint64_t from = progress();
        ticks(30);
        CHECK(progress() == from + 30);
        CHECK(frame().search().phase() == SearchController::Phase::Running);
        CHECK(buttonLabelWidget(*go) == during);
        frame().search().pause();
        runFor(30);
        CHECK(go->GetLabel() == "Resume");
        frame().search().reset();
        runFor(30);
        CHECK(go->GetLabel() == "Go");
    }
}

TEST_CASE("Clearing walls and costs is an editing tool with its shortcut in the Edit menu",
          "[app][editing]") {
    MapGridDocument& doc = newMap(6, 6);
    doc.GetCommandProcessor()->Submit(new PaintCellsCommand(doc, {{{2, 2}, 1, 0}, {{3, 3}, 1, 7}}, "Paint"));
    wxMenuItem* item = frame().GetMenuBar()->FindItem(ids::ClearMap);
    REQUIRE(item != nullptr);
    CHECK(frame().GetMenuBar()->FindMenuItem("Edit", "Clear Walls and Costs") == ids::ClearMap);
    CHECK(item->GetItemLabel().EndsWith("\tCtrl+Shift+Del"));
    CHECK(wxWindow::FindWindowByLabel("Clear", &frame().runBar()) == nullptr);
    clickButton("Clear Walls and Costs");
    CHECK_FALSE(doc.grid().isBlocked({2, 2}));
    CHECK(doc.grid().code({3, 3}) == 1);
    chooseMenu(wxID_UNDO);
    CHECK(doc.grid().isBlocked({2, 2}));
}

TEST_CASE("The run history tells runs with other settings apart", "[app][history]") {
    REQUIRE(frame().openPreset("rooms-40.maze"));
    chooseAlgorithm("astar");
    chooseFastestRate();
    for (const double weight : {1.0, 2.0}) {
        frame().controls().selectWeight(weight);
        frame().applyControls();
        frame().search().go();
        REQUIRE(runUntil([] { return frame().search().phase() == SearchController::Phase::Finished; }));
        frame().search().reset();
    }
    frame().controls().selectWeight(1.0);
    frame().applyControls();
    const RunHistory& history = frame().history();
    const int last = history.rows() - 1;
    CHECK(history.cell(last - 1, RunHistory::Settings) == "heuristic octile, weight 1, tie-break larger-g");
    CHECK(history.cell(last, RunHistory::Settings) == "heuristic octile, weight 2, tie-break larger-g");
    CHECK(history.cell(last, RunHistory::MovementRules) ==
          L"8 neighbours, no corner cutting, diagonal \u221a2");
    // Every column has a heading, and the table scrolls sideways to the last.
    CHECK(history.GetColumnCount() == RunHistory::ColumnCount);
}

TEST_CASE("Best-First uses the heuristic but not the weight, and the weight control says so",
          "[app][controls]") {
    wxWindow* weight = findNamed(frame().controls(), "weight");
    chooseAlgorithm("best-first");
    CHECK_FALSE(weight->IsEnabled());
    chooseAlgorithm("astar");
    CHECK(weight->IsEnabled());
    chooseAlgorithm("dijkstra");
    CHECK_FALSE(weight->IsEnabled());
    chooseAlgorithm("astar");
}

TEST_CASE("Counters have one name each, the command line's", "[app][words]") {
    for (const wxString label :
         {"Expanded", "Generated", "Dead ends", "Steps", "Path cost", "Optimal cost", "Iterations"})
        CHECK(frame().stats().value(label) != wxString()); // a value shown under that label
    wxListItem heading;
    heading.SetMask(wxLIST_MASK_TEXT);
    frame().history().GetColumn(RunHistory::Expanded, heading);
    CHECK(heading.GetText() == "Expanded");
    frame().history().GetColumn(RunHistory::Steps, heading);
    CHECK(heading.GetText() == "Steps");
    CHECK(formatCost(131640.0) == L"131\u2009640");
    CHECK(formatCost(1026.9715) == L"1\u2009026.972");
    CHECK(formatCount(131640) == L"131\u2009640");
}

TEST_CASE("Help lists every shortcut, and every shortcut is wired", "[app][keys]") {
    chooseMenu(ids::KeyboardHelp);
    const std::vector<wxString> help = labelsOfWindow(kShortcutsTitle);
    const auto shows = [&](const wxString& text) {
        return std::find(help.begin(), help.end(), text) != help.end();
    };
    for (const Shortcut& s : shortcutTable()) {
        INFO(wxString(s.keys));
        CHECK(shows(s.keys));
        CHECK(shows(s.what));
        wxMenuItem* item = frame().GetMenuBar()->FindItem(s.command);
        REQUIRE(item != nullptr); // each shortcut gives a menu command
        if (isFrameKey(s))
            CHECK(item->GetItemLabel().Contains(wxString("(") + s.keys + ")"));
        else
            CHECK(item->GetItemLabel().EndsWith(wxString("\t") + s.keys));
    }
    // And every accelerator of the menus is in the table.
    wxMenuBar* bar = frame().GetMenuBar();
    for (std::size_t m = 0; m < bar->GetMenuCount(); ++m) {
        for (const wxMenuItem* item : bar->GetMenu(m)->GetMenuItems()) {
            const wxString label = item->GetItemLabel();
            if (label.Contains("\t"))
                CHECK(shows(label.AfterLast('\t')));
        }
    }
    for (const MouseAction& a : mouseActions()) {
        CHECK(shows(a.gesture));
        CHECK(shows(a.what));
    }
    // Each table in two columns that line up: every key at one x, every description at another.
    std::set<int> keyColumn;
    std::set<int> whatColumn;
    wxWindow* keys = shownWindowTitled(kShortcutsTitle);
    REQUIRE(keys != nullptr);
    forEachControl(keys, [&](wxWindow& control) {
        wxString label = control.GetLabel();
        label.Replace("\n", " "); // a description wrapped over lines
        for (const Shortcut& s : shortcutTable()) {
            if (label == s.keys)
                keyColumn.insert(control.GetScreenPosition().x);
            if (label == s.what)
                whatColumn.insert(control.GetScreenPosition().x);
        }
    });
    CHECK(keyColumn.size() == 1);
    CHECK(whatColumn.size() == 1);
    // Asked for again, the window open comes forward: there is only ever one.
    chooseMenu(ids::KeyboardHelp);
    CHECK(windowsTitled(kShortcutsTitle) == 1);
    closeWindowTitled(kShortcutsTitle);
    CHECK(windowsTitled(kShortcutsTitle) == 0);

    chooseMenu(wxID_ABOUT);
    const std::vector<wxString> about = labelsOfWindow(kAboutTitle);
    CHECK(std::find(about.begin(), about.end(), std::string("Version ") + kVersion) != about.end());
    closeWindowTitled(kAboutTitle);
}

TEST_CASE("The panel has a row for every walker parameter, shown and enabled for the walkers that declare it",
          "[app][controls][parameters]") {
    for (const WalkerInfo& info : walkerRegistry()) {
        chooseAlgorithm(info.name);
        for (const ParameterSpec& spec : parameterSpecs()) {
            INFO(info.name << ": " << spec.key);
            wxWindow* control = findNamed(frame().controls(), std::string(spec.key));
            REQUIRE(control != nullptr);
            CHECK(control->IsEnabled() == info.declares(spec.id));
            CHECK(control->IsShown() == info.declares(spec.id));
        }
    }
    chooseAlgorithm("astar");
}

TEST_CASE("A value shown in a parameter's row is the value the run takes", "[app][controls][parameters]") {
    ControlPanel& controls = frame().controls();
    const WalkerSettings defaults;
    for (const ParameterSpec& spec : parameterSpecs())
        controls.selectParameter(spec.id, parameterValue(defaults, spec.id));
    CHECK(controls.runChoices().walker == defaults);
    controls.selectParameter(Parameter::Heuristic, "manhattan");
    controls.selectParameter(Parameter::TieBreak, "lifo");
    controls.selectParameter(Parameter::Seed, "42");
    controls.selectParameter(Parameter::MaxSteps, "900");
    controls.selectParameter(Parameter::StopRule, "sight");
    controls.selectParameter(Parameter::Weight, "1.5");
    const WalkerSettings chosen = controls.runChoices().walker;
    CHECK(chosen.heuristic == HeuristicKind::Manhattan);
    CHECK(chosen.tieBreak == TieBreak::Lifo);
    CHECK(chosen.seed == 42);
    CHECK(chosen.maxSteps == 900);
    CHECK(chosen.stopRule == StopRule::Sight);
    CHECK(chosen.weight == 1.5);
    for (const ParameterSpec& spec : parameterSpecs())
        controls.selectParameter(spec.id, parameterValue(defaults, spec.id));
    CHECK(controls.runChoices().walker == defaults);
}
