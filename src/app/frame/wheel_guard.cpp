#include "frame/wheel_guard.h"

#include <wx/choice.h>
#include <wx/combobox.h>
#include <wx/scrolwin.h>
#include <wx/slider.h>
#include <wx/spinbutt.h>
#include <wx/spinctrl.h>
#include <wx/window.h>

#include <algorithm>
#include <cmath>

namespace pathfinder::app {

WheelGuard::WheelGuard() {
    wxEvtHandler::AddFilter(this);
}

WheelGuard::~WheelGuard() {
    wxEvtHandler::RemoveFilter(this);
}

bool WheelGuard::holdsValue(const wxWindow& window) {
    return dynamic_cast<const wxChoice*>(&window) || dynamic_cast<const wxComboBox*>(&window) ||
           dynamic_cast<const wxSpinCtrl*>(&window) || dynamic_cast<const wxSpinCtrlDouble*>(&window) ||
           dynamic_cast<const wxSpinButton*>(&window) || dynamic_cast<const wxSlider*>(&window);
}

bool WheelGuard::scrollAround(wxWindow& window, const wxMouseEvent& wheel) {
    const int orientation = wheel.GetWheelAxis() == wxMOUSE_WHEEL_HORIZONTAL ? wxHORIZONTAL : wxVERTICAL;
    for (wxWindow* w = window.GetParent(); w && !w->IsTopLevel(); w = w->GetParent()) {
        auto* scrolled = dynamic_cast<wxScrollHelperBase*>(w);
        if (!scrolled || w->GetScrollRange(orientation) <= w->GetScrollThumb(orientation))
            continue;
        // As wx scrolls a window by its wheel: so many lines a notch, a line being a scroll unit.
        const double notches =
            static_cast<double>(wheel.GetWheelRotation()) / std::max(1, wheel.GetWheelDelta());
        const int units = static_cast<int>(std::lround(notches * std::max(1, wheel.GetLinesPerAction())));
        if (units == 0)
            return true;
        int x = 0;
        int y = 0;
        scrolled->GetViewStart(&x, &y);
        // The wheel turned away from the user goes up the page (or left).
        if (orientation == wxVERTICAL)
            scrolled->Scroll(-1, std::max(0, y - units));
        else
            scrolled->Scroll(std::max(0, x + units), -1);
        return true;
    }
    return false;
}

int WheelGuard::FilterEvent(wxEvent& event) {
    if (event.GetEventType() != wxEVT_MOUSEWHEEL)
        return Event_Skip;
    auto* window = dynamic_cast<wxWindow*>(event.GetEventObject());
    if (!window || !holdsValue(*window) || wxWindow::FindFocus() == window)
        return Event_Skip;
    scrollAround(*window, static_cast<wxMouseEvent&>(event));
    // Handled here: neither wx's handlers nor the toolkit's change the control's value.
    return Event_Processed;
}

} // namespace pathfinder::app
