#pragma once

// How the fitting checker (text_fit.h) measures: a text in a font, the part of a window on screen,
// and what a kind of control draws around its label.

#include <wx/frame.h>
#include <wx/gdicmn.h>
#include <wx/string.h>
#include <wx/window.h>

#include <algorithm>

namespace pathfinder::app::testing {

struct Extent {
    int width = 0;
    int height = 0;
};

/// The size of `text` in `font`, line by line.
Extent extentOf(const wxWindow& window, const wxString& text, const wxFont& font);

/// The top-level window's title, and a control's kind with its name where it has one of the app's.
wxString titleOf(const wxWindow& window);
wxString kindOf(const wxWindow& window);

/// The part of `window` on screen that its parents leave showing. A parent that scrolls up and down
/// cuts nothing off vertically but its own height: what lies below its fold is one scroll away.
wxRect visibleRect(const wxWindow& window);

/// What a control of kind `T` draws around its label (button face, check mark and gap, frame): its
/// best width less its label's, measured once on a control that is never shown.
template <class T>
int paddingOf() {
    static int padding = -1;
    if (padding < 0) {
        const wxString probe = "A label that is wider than any default size of a control";
        auto* frame = new wxFrame(nullptr, wxID_ANY, "probe");
        auto* control = new T(frame, wxID_ANY, probe);
        padding = std::max(0, control->GetBestSize().x - extentOf(*control, probe, control->GetFont()).width);
        frame->Destroy();
    }
    return padding;
}

} // namespace pathfinder::app::testing
