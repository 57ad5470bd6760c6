// The monkey: a seeded random stream of what a person can do — clicks and drags on the map with
// every tool and terrain, every key of the shortcut table, menu commands (All Units and the Units
// dialog among them), algorithm, movement and unit changes, Compare All, walks,
// undo and redo, a bad file opened — thousands of times over. It must end with no crash and no
// sanitizer report (the sanitizer build runs it too), and with a document that still saves and
// loads back the same. Dialogs that open on the way are answered by a watchdog, as a person would:
// OK for the new-map and generator dialogs (small sizes), Cancel for the rest.

#include "pathfinder/basics/random.h"
#include "pathfinder/formats/maze_io.h"
#include "pathfinder/registry/walker_registry.h"

#include "app_driver.h"
#include "canvas/grid_canvas.h"
#include "frame/about_window.h"
#include "frame/main_menu.h"
#include "frame/shortcuts.h"
#include "frame/shortcuts_window.h"
#include "panels/control_panel.h"
#include "run/run_bar.h"
#include "support/temp_dir.h"
#include "windows/compare_window.h"
#include "windows/guide_window.h"

#include <wx/choice.h>
#include <wx/spinctrl.h>
#include <wx/timer.h>
#include <wx/uiaction.h>

#include <catch2/catch.hpp>
#include <chrono>
#include <condition_variable>
#include <cstdio>
#include <cstdlib>
#include <functional>
#include <mutex>
#include <thread>
#include <vector>

using namespace pathfinder;
using namespace pathfinder::app;
using namespace pathfinder::app::testing;

namespace {

/// Answers every modal dialog while it lives: small sizes and OK for the dialogs that make a new
/// map, Cancel for any other (file choosers above all).
class DialogWatchdog {
public:
    DialogWatchdog() {
        m_timer.Bind(wxEVT_TIMER, [this](wxTimerEvent&) { answer(); });
        m_timer.Start(15);
    }
    ~DialogWatchdog() { m_timer.Stop(); }
    int answered() const { return m_answered; }

private:
    void answer() {
        for (wxWindow* window : wxTopLevelWindows) {
            auto* dialog = dynamic_cast<wxDialog*>(window);
            if (!dialog || !dialog->IsModal())
                continue;
            ++m_answered;
            bool makesAMap = false;
            for (const char* name : {"width", "height"})
                if (auto* spin = dynamic_cast<wxSpinCtrl*>(dialog->FindWindow(name))) {
                    spin->SetValue(12 + m_answered % 30);
                    makesAMap = true;
                }
            dialog->EndModal(makesAMap ? wxID_OK : wxID_CANCEL);
            return;
        }
    }

    wxTimer m_timer;
    int m_answered = 0;
};

/// Ends the process with a message naming the action under way when one action has run for more
/// than `limit`: a hang (a walk that never ends, a loop in the event handlers) then fails at once,
/// saying where, instead of running into the test's time-out.
class HangWatchdog {
public:
    explicit HangWatchdog(std::chrono::seconds limit) : m_limit(limit), m_thread([this] { watch(); }) {}
    ~HangWatchdog() {
        {
            const std::lock_guard<std::mutex> lock(m_mutex);
            m_done = true;
        }
        m_wake.notify_all();
        m_thread.join();
    }
    /// Marks the start of action `number`, described by `what`.
    void begin(int number, std::uint32_t what) {
        const std::lock_guard<std::mutex> lock(m_mutex);
        m_action = number;
        m_what = what;
        m_since = std::chrono::steady_clock::now();
    }

private:
    void watch() {
        std::unique_lock<std::mutex> lock(m_mutex);
        while (!m_done) {
            m_wake.wait_for(lock, std::chrono::seconds(1));
            if (!m_done && m_action >= 0 && std::chrono::steady_clock::now() - m_since > m_limit) {
                std::fprintf(stderr,
                             "monkey: action %d (roll %u) has run for more than %lld s; replay with "
                             "PATHFINDER_MONKEY_TRACE=1\n",
                             m_action, m_what, static_cast<long long>(m_limit.count()));
                std::fflush(stderr);
                std::abort();
            }
        }
    }

    std::chrono::seconds m_limit;
    std::mutex m_mutex;
    std::condition_variable m_wake;
    bool m_done = false;
    int m_action = -1;
    std::uint32_t m_what = 0;
    std::chrono::steady_clock::time_point m_since;
    std::thread m_thread;
};

/// Lets the event loop deliver what was just simulated, without waiting long.
void settle() {
    for (int i = 0; i < 3; ++i)
        wxYield();
}

class Monkey {
public:
    Monkey(std::uint64_t seed, std::string badFile, HangWatchdog& hangs)
        : m_random(seed), m_badFile(std::move(badFile)), m_hangs(hangs) {}

    void act() {
        const std::uint32_t roll = m_random.below(100);
        m_hangs.begin(m_actions, roll);
        if (std::getenv("PATHFINDER_MONKEY_TRACE"))
            std::fprintf(stderr, "monkey %d: %u\n", m_actions, roll);
        if (roll < 22)
            clickOrDrag();
        else if (roll < 40)
            pressKey();
        else if (roll < 58)
            chooseMenuCommand();
        else if (roll < 66)
            changeAlgorithm();
        else if (roll < 72)
            changeMapChoice();
        else if (roll < 76)
            frame().search().walk();
        else if (roll < 80)
            compare();
        else if (roll < 88)
            chooseMenu(m_random.below(2) ? wxID_UNDO : wxID_REDO);
        else if (roll < 90)
            openBadFile();
        else if (roll < 93)
            frame().runBar().selectRate(std::pow(10.0, m_random.below(40) / 10.0));
        else
            runFor(static_cast<int>(m_random.below(40)));
        settle();
        ++m_actions;
    }

    int actions() const { return m_actions; }

private:
    Coord anyCell() {
        const MapGridDocument* doc = frame().document();
        const int w = doc ? doc->grid().width() : 10;
        const int h = doc ? doc->grid().height() : 10;
        // Now and then just outside the map.
        return {static_cast<int>(m_random.below(static_cast<std::uint32_t>(w + 2))) - 1,
                static_cast<int>(m_random.below(static_cast<std::uint32_t>(h + 2))) - 1};
    }

    wxPoint screenPointOf(Coord cell) {
        GridCanvas& canvas = frame().canvas();
        const wxRect r = canvas.viewport().cellRect(cell);
        return canvas.ClientToScreen(wxPoint(r.x + r.width / 2, r.y + r.height / 2));
    }

    void clickOrDrag() {
        if (!frame().document())
            return;
        if (m_random.below(4) == 0) {
            const auto tool = static_cast<EditTool>(m_random.below(6));
            if (tool == EditTool::Terrain)
                frame().controls().selectTerrain(static_cast<Terrain>(m_random.below(kTerrainCount)));
            chooseTool(tool);
        }
        const int button = m_random.below(6) == 0 ? wxMOUSE_BTN_RIGHT : wxMOUSE_BTN_LEFT;
        const int points = 1 + static_cast<int>(m_random.below(4));
        m_mouse.MouseMove(screenPointOf(anyCell()));
        settle();
        m_mouse.MouseDown(button);
        settle();
        for (int i = 1; i < points; ++i) {
            m_mouse.MouseMove(screenPointOf(anyCell()));
            settle();
        }
        m_mouse.MouseUp(button);
    }

    void pressKey() {
        const auto& table = shortcutTable();
        const Shortcut& s = table[m_random.below(static_cast<std::uint32_t>(table.size()))];
        if (std::getenv("PATHFINDER_MONKEY_TRACE"))
            std::fprintf(stderr, "  key %d %d\n", s.key, s.modifiers);
        if (s.command == wxID_EXIT) {
            // Quit with unsaved changes, then decline: the app must stay, the maze too.
            if (MapGridDocument* doc = frame().document())
                doc->Modify(true);
            MessageLog keep(wxCANCEL);
            frame().GetMenuBar(); // the accelerator goes to the menu command
            chooseMenu(wxID_EXIT);
            return;
        }
        if (m_random.below(3) == 0)
            frame().canvas().SetFocus();
        MessageLog answers(wxNO);
        m_mouse.Char(s.key == '+' ? '=' : s.key, s.modifiers);
        settle();
        // F1's guide opens over the map; it is read and closed, so that clicks go on reaching the map.
        if (GuideWindow* guide = frame().guideWindow()) {
            guide->Close();
            settle();
        }
    }

    void chooseMenuCommand() {
        static const std::vector<int> commands = {ids::GoPause,
                                                  ids::Step,
                                                  ids::Reset,
                                                  ids::Walk,
                                                  ids::ZoomIn,
                                                  ids::ZoomOut,
                                                  ids::FitToWindow,
                                                  ids::ClearMap,
                                                  ids::ShowControls,
                                                  ids::ShowStatistics,
                                                  ids::ShowHistory,
                                                  ids::ResetLayout,
                                                  ids::KeyboardHelp,
                                                  wxID_ABOUT,
                                                  ids::ExportMap,
                                                  ids::ExportPicture,
                                                  ids::ImportMap,
                                                  ids::GenerateMaze,
                                                  ids::AllUnits,
                                                  ids::UnitTable,
                                                  ids::ShowAllUnits,
                                                  wxID_NEW,
                                                  wxID_OPEN,
                                                  wxID_SAVE,
                                                  ids::PresetFirst,
                                                  ids::PresetFirst + 3,
                                                  ids::PresetFirst + 7,
                                                  wxID_UNDO,
                                                  wxID_REDO};
        const int command = commands[m_random.below(static_cast<std::uint32_t>(commands.size()))];
        if (std::getenv("PATHFINDER_MONKEY_TRACE"))
            std::fprintf(stderr, "  menu %d\n", command);
        MessageLog answers(m_random.below(4) == 0 ? wxCANCEL : wxNO);
        chooseMenu(command);
        // Keyboard and Mouse and About open over the map: read and closed, so that clicks go on
        // reaching the map.
        for (const char* title : {kShortcutsTitle, kAboutTitle})
            if (wxTopLevelWindow* window = shownWindowTitled(title))
                window->Close();
        // Big generated maps would only slow the monkey: keep the maps small.
        if (const MapGridDocument* doc = frame().document(); doc && doc->grid().cellCount() > 80 * 80)
            newMap(16, 12);
    }

    void changeAlgorithm() {
        const auto& registry = walkerRegistry();
        frame().controls().selectAlgorithm(
            registry[m_random.below(static_cast<std::uint32_t>(registry.size()))].name);
        frame().controls().selectWeight(m_random.below(30) / 10.0);
        frame().applyControls();
    }

    /// A movement rule or the map's unit.
    void changeMapChoice() {
        const char* names[] = {"neighbours", "diagonals", "diagonal step", "unit"};
        auto* choice = dynamic_cast<wxChoice*>(frame().controls().FindWindow(names[m_random.below(4)]));
        if (!choice || !choice->IsEnabled())
            return;
        choice->SetSelection(static_cast<int>(m_random.below(choice->GetCount())));
        wxCommandEvent event(wxEVT_CHOICE, choice->GetId());
        event.SetEventObject(choice);
        event.SetInt(choice->GetSelection());
        choice->ProcessWindowEvent(event);
    }

    void compare() {
        chooseMenu(ids::CompareAll);
        CompareWindow* window = frame().compareWindow();
        if (!window)
            return;
        switch (m_random.below(4)) {
        case 0:
            window->setRepetitions(1);
            window->setBudgetPerCell(1 + static_cast<int>(m_random.below(5)));
            window->run();
            break;
        case 1:
            window->cancel();
            break;
        case 2:
            window->Close(true);
            break;
        default:
            runFor(30);
            break;
        }
    }

    void openBadFile() {
        MessageLog messages;
        manager().CreateDocument(m_badFile, wxDOC_SILENT);
    }

    Random m_random;
    std::string m_badFile;
    HangWatchdog& m_hangs;
    wxUIActionSimulator m_mouse;
    int m_actions = 0;
};

} // namespace

TEST_CASE("Monkey: thousands of random user actions leave a working app and a maze that saves and loads",
          "[.][monkey]") {
    const TempDir dir;
    const std::string bad = dir.write("bad.maze", std::string("\x89PNG\r\n\x1a\nsize: 3 x\0\xff", 18));
    const char* seedText = std::getenv("PATHFINDER_MONKEY_SEED");
    const std::uint64_t seed = seedText ? std::strtoull(seedText, nullptr, 10) : 20261124;
    const char* countText = std::getenv("PATHFINDER_MONKEY_ACTIONS");
    const int actions = countText ? std::atoi(countText) : 2000;
    INFO("seed " << seed << " (set PATHFINDER_MONKEY_SEED to replay)");

    REQUIRE(frame().openPreset("pacman.maze"));
    {
        const DialogWatchdog watchdog;
        MessageLog quiet(wxNO); // anything not captured by an action
        // No action takes a person more than seconds, even under the sanitizers.
        HangWatchdog hangs(std::chrono::seconds(120));
        Monkey monkey(seed, bad, hangs);
        while (monkey.actions() < actions)
            monkey.act();
        hangs.begin(-1, 0); // the actions are over: what follows is not the last one's
        frame().search().reset();
        if (CompareWindow* window = frame().compareWindow())
            window->Close(true);
        runFor(200);
        WARN(monkey.actions() << " actions, " << watchdog.answered() << " dialogs answered");
    }

    // The app is alive and its maze saves and loads back the same.
    REQUIRE(frame().document() != nullptr);
    const std::string path = dir.file("after-the-monkey.maze");
    REQUIRE(document().OnSaveDocument(path));
    CHECK(readMazeFile(path) == document().contents());
    REQUIRE(manager().CreateDocument(path, wxDOC_SILENT) != nullptr);
    CHECK(frame().document() != nullptr);
}
