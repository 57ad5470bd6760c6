#pragma once

#include <wx/gdicmn.h>

class wxTopLevelWindow;
class wxWindow;

namespace pathfinder::app {

// What the app's tool windows (Compare All, Run a Scenario, Keyboard and Mouse) share: their size
// and place, and the keys that close them.

/// Sizes `window` to `wanted`, or to nine tenths of the screen's work area where that is smaller,
/// and centres it on `parent` (on the screen without one), wholly on the screen.
void placeToolWindow(wxTopLevelWindow& window, const wxWindow* parent, wxSize wanted);

/// Esc and Ctrl+W close `window` (as its Close button does), wherever the keyboard is in it.
void closeOnEscape(wxTopLevelWindow& window);

} // namespace pathfinder::app
