#include "windows/tool_window.h"

#include <wx/display.h>
#include <wx/toplevel.h>

#include <algorithm>

namespace pathfinder::app {

void placeToolWindow(wxTopLevelWindow& window, const wxWindow* parent, wxSize wanted) {
    const int index = wxDisplay::GetFromWindow(parent ? parent : &window);
    const wxRect screen = wxDisplay(index == wxNOT_FOUND ? 0u : static_cast<unsigned>(index)).GetClientArea();
    const wxSize size(std::min(wanted.x, screen.width * 9 / 10), std::min(wanted.y, screen.height * 9 / 10));
    const wxRect over = parent ? parent->GetScreenRect() : screen;
    wxPoint at(over.x + (over.width - size.x) / 2, over.y + (over.height - size.y) / 2);
    at.x = std::clamp(at.x, screen.x, screen.GetRight() + 1 - size.x);
    at.y = std::clamp(at.y, screen.y, screen.GetBottom() + 1 - size.y);
    window.SetSize(wxRect(at, size));
}

void closeOnEscape(wxTopLevelWindow& window) {
    window.Bind(wxEVT_CHAR_HOOK, [&window](wxKeyEvent& event) {
        const bool escape = event.GetKeyCode() == WXK_ESCAPE && event.GetModifiers() == wxMOD_NONE;
        const bool ctrlW = event.GetKeyCode() == 'W' && event.GetModifiers() == wxMOD_CONTROL;
        if (escape || ctrlW)
            window.Close();
        else
            event.Skip();
    });
}

} // namespace pathfinder::app
