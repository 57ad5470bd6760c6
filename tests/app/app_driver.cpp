#include "app_driver.h"

#include "canvas/grid_canvas.h"
#include "panels/control_panel.h"
#include "run/run_bar.h"
#include "support/temp_dir.h"

#include <wx/app.h>
#include <wx/dcmemory.h>
#include <wx/dcscreen.h>
#include <wx/filename.h>
#include <wx/graphics.h>
#include <wx/stattext.h>
#include <wx/timer.h>
#include <wx/toplevel.h>
#include <wx/utils.h>

#include <catch2/catch.hpp>
#include <chrono>
#include <dlfcn.h>
#include <fstream>

// The app's state, its event loop and timer, its controls, menus, dialogs and windows, and pictures
// of the screen. The mouse and the wheel are driven by app_driver_input.cpp.

namespace pathfinder::app::testing {

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

bool runFinished() {
    return frame().search().phase() == SearchController::Phase::Finished && !frame().search().recordLags();
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
    frame().controls().setShape(EditShape::Freehand);
    frame().controls().setBrushSize(1);
    frame().applyControls();
}

void chooseShape(EditShape shape, int brushSize) {
    frame().controls().setShape(shape);
    frame().controls().setBrushSize(brushSize);
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
