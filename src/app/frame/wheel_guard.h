#pragma once

#include <wx/event.h>
#include <wx/eventfilter.h>

class wxWindow;

namespace pathfinder::app {

/// The app's one rule for the mouse wheel over a control that holds a value (a choice, a number
/// field, a slider): a person turning the wheel over a pane of controls means to scroll the pane.
/// So a wheel turned over such a control that does not have the focus changes nothing: it scrolls
/// the nearest scrolled window that holds the control, or is dropped when none does. A control
/// with the focus takes the wheel as its toolkit has it do.
///
/// An event filter, installed for the whole app while it lives: every window of the app, the
/// main window's panes, the tool windows and the dialogs, goes through it.
class WheelGuard : public wxEventFilter {
public:
    WheelGuard();
    ~WheelGuard() override;
    WheelGuard(const WheelGuard&) = delete;
    WheelGuard& operator=(const WheelGuard&) = delete;

    int FilterEvent(wxEvent& event) override;

    /// True for a control whose value a wheel turned over it would change.
    static bool holdsValue(const wxWindow& window);
    /// Scrolls the nearest scrolled window that holds `window` as `wheel` asks; false when no
    /// window around it scrolls that way.
    static bool scrollAround(wxWindow& window, const wxMouseEvent& wheel);
};

} // namespace pathfinder::app
