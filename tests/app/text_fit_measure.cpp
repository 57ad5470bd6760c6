#include "text_fit_measure.h"

#include <wx/arrstr.h>
#include <wx/scrolwin.h>
#include <wx/toplevel.h>

#include <algorithm>
#include <iterator>

namespace pathfinder::app::testing {

namespace {

/// Whether `window` scrolls up and down: its contents are taller than it.
bool scrollsDown(const wxWindow& window) {
    return dynamic_cast<const wxScrollHelperBase*>(&window) &&
           window.GetVirtualSize().y > window.GetClientSize().y;
}

} // namespace

Extent extentOf(const wxWindow& window, const wxString& text, const wxFont& font) {
    Extent extent;
    for (const wxString& line : wxSplit(text, '\n', '\0')) {
        int w = 0;
        int h = 0;
        window.GetTextExtent(line.empty() ? wxString(" ") : line, &w, &h, nullptr, nullptr, &font);
        extent.width = std::max(extent.width, line.empty() ? 0 : w);
        extent.height += h;
    }
    return extent;
}

wxString titleOf(const wxWindow& window) {
    const wxWindow* top = wxGetTopLevelParent(const_cast<wxWindow*>(&window));
    const auto* tlw = dynamic_cast<const wxTopLevelWindow*>(top);
    return tlw ? tlw->GetTitle() : wxString("(no window)");
}

wxString kindOf(const wxWindow& window) {
    wxString kind =
        window.GetClassInfo() ? wxString(window.GetClassInfo()->GetClassName()) : wxString("window");
    const wxString name = window.GetName();
    // wx gives every control a default name after its kind; only a name of the app's own says more.
    static const wxString defaults[] = {
        "staticText", "button",    "checkbox", "radioButton", "choice",  "spinCtrl", "spinCtrlDouble",
        "staticBox",  "listCtrl",  "grid",     "radioBox",    "listBox", "panel",    "togglebutton",
        "wxSpinCtrl", "statusBar", "frame",    "dialog",      "text"};
    if (!name.empty() && std::find(std::begin(defaults), std::end(defaults), name) == std::end(defaults))
        kind += " '" + name + "'";
    return kind;
}

wxRect visibleRect(const wxWindow& window) {
    wxRect shown = window.GetScreenRect();
    if (window.IsTopLevel())
        return shown;
    for (const wxWindow* parent = window.GetParent(); parent; parent = parent->GetParent()) {
        const wxRect client(parent->ClientToScreen(wxPoint(0, 0)), parent->GetClientSize());
        if (scrollsDown(*parent)) {
            wxRect across = parent->IsTopLevel() ? client : client.Intersect(visibleRect(*parent));
            const int height = std::min(shown.height, across.height);
            across.y = shown.y;
            across.height = shown.height;
            shown.Intersect(across);
            shown.height = std::min(shown.height, height);
            return shown;
        }
        shown.Intersect(client);
        if (shown.IsEmpty() || parent->IsTopLevel())
            break;
    }
    return shown;
}

} // namespace pathfinder::app::testing
