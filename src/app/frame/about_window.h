#pragma once

class wxWindow;

namespace pathfinder::app {

/// Help › About: the program's name, its version and what it is for, with Close (Esc, Ctrl+W). It
/// does not block the main window; asking for it again brings the one open forward.
void showAboutWindow(wxWindow* parent);

/// The title of that window.
inline constexpr const char* kAboutTitle = "About Pathfinder Testbed";

} // namespace pathfinder::app
