#pragma once

#include "pathfinder/basics/coord.h"

#include "document/editor_state.h"
#include "document/map_grid_doc_manager.h"
#include "document/map_grid_document.h"
#include "frame/main_frame.h"
#include "frame/pathfinder_app.h"
#include "widgets/user_messages.h"

#include <wx/dialog.h>
#include <wx/string.h>
#include <wx/toplevel.h>

#include <functional>
#include <string>
#include <string_view>
#include <vector>

// Drives the running app as a person would: mouse clicks and drags on the real canvas through
// wxUIActionSimulator, buttons clicked, the event loop run while the timer steps the search.
namespace pathfinder::app::testing {

PathfinderApp& theApp();
MainFrame& frame();
MapGridDocManager& manager();
/// The open document; fails the test when there is none.
MapGridDocument& document();

/// What the app showed when it had started, before any test ran: tests run in one app, in an
/// order that depends on how the test files are linked.
struct StartupState {
    bool hadDocument = false;
    std::string mazeName;
    int width = 0;
    int height = 0;
    std::string algorithm;
    wxString title;
};
/// Notes the app's state; called once, after the app has started and before the tests run.
void recordStartupState();
const StartupState& startupState();

/// Runs the event loop until `done()` holds or `seconds` have passed; returns done().
bool runUntil(const std::function<bool()>& done, double seconds = 5.0);
/// Runs the event loop for a while.
void runFor(int milliseconds);
/// Whether the search or walk of the main window has finished (SearchController::Phase::Finished),
/// its record handed over by the worker that makes it on a large map (SearchController::recordLags()).
bool runFinished();

/// While it lives, the search's timer is held (SearchController::holdTimer) and runs advance only
/// by ticks(): a test sees the same steps whatever the machine's speed.
class HeldTimer {
public:
    HeldTimer();
    ~HeldTimer();
    HeldTimer(const HeldTimer&) = delete;
    HeldTimer& operator=(const HeldTimer&) = delete;
};
/// Makes `count` ticks of the held timer, letting the window paint after each.
void ticks(int count);
/// Ticks the held timer until `done()` holds, at most `limit` times; returns done().
bool tickUntil(const std::function<bool()>& done, int limit);

/// File › New with the given size (start and goal come in opposite corners).
MapGridDocument& newMap(int width, int height);
/// A path in this test run's own temporary folder (created once, removed at the end).
std::string tempPath(const std::string& fileName);
/// Writes `text` to a temporary file and returns its path.
std::string writeTempFile(const std::string& fileName, const std::string& text);

/// Picks a tool, an algorithm or the fastest rate in the control panel. A tool comes with the
/// freehand shape and a brush one cell wide.
void chooseTool(EditTool tool);
/// Picks the cell tools' shape and brush size (one of kBrushSizes).
void chooseShape(EditShape shape, int brushSize = 1);
void chooseAlgorithm(std::string_view name);
void chooseFastestRate();

/// Left click on a cell of the canvas.
void clickCell(Coord cell);
/// Left drag through the given cells, pressing on the first and releasing on the last.
void dragThrough(const std::vector<Coord>& cells);
/// The first half of dragThrough(): presses on the first cell and moves through the rest, the left
/// button held; moveMouseTo() goes on, releaseLeftButton() ends the drag.
void pressAndMoveThrough(const std::vector<Coord>& cells);
void moveMouseTo(Coord cell);
void releaseLeftButton();
/// Left click on the control panel's button with this label.
void clickButton(const wxString& label);
/// Left click in the middle of a window (scrolling the control panel to it first).
void clickWindow(wxWindow& window);
/// Turns the mouse wheel over the middle of `window` by `notches` (negative: towards the user, down the
/// page), as a real wheel does: X button presses through the XTest extension, without moving the
/// focus; each notch is handled by the app before it returns. False when the display offers no XTest.
bool wheelOver(wxWindow& window, int notches);
/// Gives the main window this size and waits until its panes and the map's canvas have taken it.
void resizeMainFrame(wxSize size);
/// Sends a menu command to the main frame, as choosing the menu item does, and lets the window
/// show what it did.
void chooseMenu(int id);
/// Sends a menu command and returns as soon as the command has, without running the event loop:
/// what the command left to a worker has not come back yet.
void sendMenu(int id);

/// Answers the next modal dialog that opens with `answer`, which must end it (EndModal). For
/// dialogs that are not messages (those go through MessageLog), e.g. Generate Maze.
void answerNextDialog(std::function<void(wxDialog&)> answer);

/// The top-level window shown with this title, or nullptr.
wxTopLevelWindow* shownWindowTitled(const wxString& title);
/// How many top-level windows with this title are shown.
int windowsTitled(const wxString& title);
/// The label of every static text in the window shown with this title (none without one).
std::vector<wxString> labelsOfWindow(const wxString& title);
/// Closes the window shown with this title, as its Close button does, and waits until it has gone.
void closeWindowTitled(const wxString& title);

/// Where the tests write their pictures (the build tree's screenshots folder).
std::string screenshotPath(const std::string& fileName);
/// Saves what the screen shows of `window` (all of it, panels included) as a PNG there.
bool saveScreenShot(wxWindow& window, const std::string& fileName);

/// Collects the messages shown while it lives; questions get `answer`, file choosers `file`
/// ("" cancels them).
class MessageLog {
public:
    explicit MessageLog(int answer = wxNO, const wxString& file = wxString());
    const std::vector<wxString>& texts() const { return m_texts; }
    /// Popup menus shown meanwhile are answered by `answer` (the id of an item) instead of opening.
    void answerMenus(std::function<int(const wxMenu&)> answer) { m_capture.setMenuAnswer(std::move(answer)); }
    /// All messages, one per line.
    std::string joined() const;
    /// The folder the last file chooser answered meanwhile would have opened in.
    wxString chooserFolder() const { return m_capture.chooserFolder(); }

private:
    std::vector<wxString> m_texts;
    MessageCapture m_capture;
};

} // namespace pathfinder::app::testing
