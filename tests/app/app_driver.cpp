#include "app_driver.h"

#include "canvas/grid_canvas.h"
#include "panels/control_panel.h"
#include "run/run_bar.h"
#include "support/temp_dir.h"

#include <wx/app.h>
#include <wx/button.h>
#include <wx/dcmemory.h>
#include <wx/dcscreen.h>
#include <wx/eventfilter.h>
#include <wx/filename.h>
#include <wx/graphics.h>
#include <wx/scrolwin.h>
#include <wx/stattext.h>
#include <wx/timer.h>
#include <wx/toplevel.h>
#include <wx/uiaction.h>
#include <wx/utils.h>

#include <algorithm>
#include <catch2/catch.hpp>
#include <chrono>
#include <cstdlib>
#include <dlfcn.h>
#include <fstream>

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

PathfinderApp& theApp() {
    return *static_cast<PathfinderApp*>(wxTheApp);
}

MainFrame& frame() {
    return *theApp().mainFrame();
}

MapGridDocManager& manager() {
    return *theApp().docManager();
}

MapGridDocument& document() {
    MapGridDocument* doc = frame().document();
    REQUIRE(doc != nullptr);
    return *doc;
}

namespace {
StartupState g_startup;
}

void recordStartupState() {
    const MapGridDocument* doc = frame().document();
    g_startup.hadDocument = doc != nullptr;
    if (doc) {
        g_startup.mazeName = doc->mazeName();
        g_startup.width = doc->grid().width();
        g_startup.height = doc->grid().height();
        g_startup.algorithm = frame().search().runSettings().algorithm;
    }
    g_startup.title = frame().GetTitle();
}

const StartupState& startupState() {
    return g_startup;
}

bool runUntil(const std::function<bool()>& done, double seconds) {
    const auto deadline = std::chrono::steady_clock::now() + std::chrono::duration<double>(seconds);
    while (!done()) {
        if (std::chrono::steady_clock::now() > deadline)
            return false;
        wxYield();
        wxMilliSleep(1);
    }
    return true;
}

void runFor(int milliseconds) {
    const auto deadline = std::chrono::steady_clock::now() + std::chrono::milliseconds(milliseconds);
    runUntil([&] { return std::chrono::steady_clock::now() > deadline; }, milliseconds / 1000.0 + 1.0);
}

HeldTimer::HeldTimer() {
    frame().search().holdTimer(true);
}

HeldTimer::~HeldTimer() {
    frame().search().holdTimer(false);
}

void ticks(int count) {
    for (int i = 0; i < count; ++i) {
        frame().search().tick();
        wxYield();
    }
}

bool tickUntil(const std::function<bool()>& done, int limit) {
    for (int i = 0; i < limit && !done(); ++i)
        ticks(1);
    return done();
}

void resizeMainFrame(wxSize size) {
    frame().SetSize(size);
    frame().panes().Update();
    // The toolkit sizes the windows when it gets to it, later on a busy machine: wait until the
    // frame has the size asked for and the map's canvas has kept its size for a few rounds.
    wxSize last;
    int still = 0;
    for (int round = 0; round < 300 && still < 3; ++round) {
        runFor(100);
        const wxSize now = frame().canvas().GetClientSize();
        still = now == last && frame().GetSize() == size ? still + 1 : 0;
        last = now;
    }
    REQUIRE(frame().GetSize() == size);
}

MapGridDocument& newMap(int width, int height) {
    manager().setNextNewMapSize(wxSize(width, height));
    REQUIRE(manager().CreateDocument(wxEmptyString, wxDOC_NEW) != nullptr);
    runFor(50);
    MapGridDocument& doc = document();
    REQUIRE(doc.grid().width() == width);
    REQUIRE(doc.grid().height() == height);
    return doc;
}

std::string tempPath(const std::string& fileName) {
    // One folder for this run of the app tests, removed when they end.
    static const TempDir folder;
    return folder.file(fileName);
}

std::string writeTempFile(const std::string& fileName, const std::string& text) {
    const std::string path = tempPath(fileName);
    std::ofstream(path, std::ios::binary) << text;
    return path;
}

void chooseTool(EditTool tool) {
    frame().controls().setTool(tool);
    frame().applyControls();
}

void chooseAlgorithm(std::string_view name) {
    frame().controls().selectAlgorithm(name);
    frame().applyControls();
}

void chooseFastestRate() {
    frame().runBar().selectFastestRate();
    frame().applyControls();
}

void clickCell(Coord cell) {
    dragThrough({cell});
}

void dragThrough(const std::vector<Coord>& cells) {
    REQUIRE_FALSE(cells.empty());
    wxUIActionSimulator sim;
    sim.MouseMove(screenPointOf(cells.front()));
    runFor(kInputSettleMs);
    sim.MouseDown();
    runFor(kInputSettleMs);
    for (std::size_t i = 1; i < cells.size(); ++i) {
        sim.MouseMove(screenPointOf(cells[i]));
        runFor(kInputSettleMs);
    }
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

void sendMenu(int id) {
    wxCommandEvent event(wxEVT_MENU, id);
    event.SetEventObject(&frame());
    frame().ProcessWindowEvent(event);
}

void chooseMenu(int id) {
    sendMenu(id);
    runFor(20);
}

void answerNextDialog(std::function<void(wxDialog&)> answer) {
    // A modal dialog runs its own event loop, in which this timer goes on ticking.
    auto* timer = new wxTimer;
    timer->Bind(wxEVT_TIMER, [timer, answer](wxTimerEvent&) {
        for (wxWindow* window : wxTopLevelWindows) {
            auto* dialog = dynamic_cast<wxDialog*>(window);
            if (dialog && dialog->IsModal()) {
                timer->Stop();
                answer(*dialog);
                wxTheApp->CallAfter([timer] { delete timer; });
                return;
            }
        }
    });
    timer->Start(20);
}

wxTopLevelWindow* shownWindowTitled(const wxString& title) {
    for (wxWindow* window : wxTopLevelWindows)
        if (auto* top = dynamic_cast<wxTopLevelWindow*>(window);
            top && top->IsShown() && !top->IsBeingDeleted() && top->GetTitle() == title)
            return top;
    return nullptr;
}

int windowsTitled(const wxString& title) {
    int count = 0;
    for (wxWindow* window : wxTopLevelWindows)
        if (auto* top = dynamic_cast<wxTopLevelWindow*>(window);
            top && top->IsShown() && !top->IsBeingDeleted() && top->GetTitle() == title)
            ++count;
    return count;
}

namespace {

void collectLabels(wxWindow& window, std::vector<wxString>& labels) {
    if (auto* text = dynamic_cast<wxStaticText*>(&window))
        labels.push_back(text->GetLabelText());
    for (wxWindow* child : window.GetChildren())
        if (!child->IsTopLevel())
            collectLabels(*child, labels);
}

} // namespace

std::vector<wxString> labelsOfWindow(const wxString& title) {
    std::vector<wxString> labels;
    if (wxTopLevelWindow* top = shownWindowTitled(title))
        collectLabels(*top, labels);
    // A label wrapped over lines reads as one.
    for (wxString& label : labels)
        label.Replace("\n", " ");
    return labels;
}

void closeWindowTitled(const wxString& title) {
    wxTopLevelWindow* top = shownWindowTitled(title);
    REQUIRE(top != nullptr);
    top->Close();
    REQUIRE(runUntil([&] { return shownWindowTitled(title) == nullptr; }));
    runFor(20); // the window is destroyed at the next idle time
}

std::string screenshotPath(const std::string& fileName) {
    wxFileName::Mkdir(PATHFINDER_SCREENSHOT_DIR, wxS_DIR_DEFAULT, wxPATH_MKDIR_FULL);
    return std::string(PATHFINDER_SCREENSHOT_DIR) + "/" + fileName;
}

namespace {

/// Under GTK 3 every wxScreenDC of the process draws on the one cairo surface of the root window,
/// and cairo keeps what it read of a surface as a snapshot until the surface is marked dirty: the
/// screen changes behind its back, so without this every picture after the first would show the
/// screen as it was then. (cairo is reached through the symbols GTK has loaded: its headers are
/// not among the build's.)
void forgetScreenSnapshot(wxScreenDC& screen) {
    using Target = void* (*)(void*);
    using MarkDirty = void (*)(void*);
    const auto target = reinterpret_cast<Target>(dlsym(RTLD_DEFAULT, "cairo_get_target"));
    const auto markDirty = reinterpret_cast<MarkDirty>(dlsym(RTLD_DEFAULT, "cairo_surface_mark_dirty"));
    wxGraphicsContext* gc = screen.GetGraphicsContext();
    if (gc && gc->GetNativeContext() && target && markDirty)
        markDirty(target(gc->GetNativeContext()));
}

} // namespace

bool saveScreenShot(wxWindow& window, const std::string& fileName) {
    window.Raise();
    window.Refresh();
    runFor(300); // let every panel paint what it shows now
    // What the display shows of the window, read back from the (virtual) screen.
    const wxRect rect = window.GetScreenRect();
    wxBitmap bitmap(rect.GetSize(), 24);
    wxMemoryDC memory(bitmap);
    wxScreenDC screen;
    forgetScreenSnapshot(screen);
    memory.Blit(0, 0, rect.width, rect.height, &screen, rect.x, rect.y);
    memory.SelectObject(wxNullBitmap);
    return bitmap.SaveFile(screenshotPath(fileName), wxBITMAP_TYPE_PNG);
}

MessageLog::MessageLog(int answer, const wxString& file)
    : m_capture([this](const wxString& title, const wxString& text,
                       MessageKind) { m_texts.push_back(title + ": " + text); },
                answer, file) {}

std::string MessageLog::joined() const {
    std::string all;
    for (const wxString& t : m_texts)
        all += t.utf8_string() + "\n";
    return all;
}

} // namespace pathfinder::app::testing
