#pragma once

class wxWindow;

namespace pathfinder::app {

/// Help › Keyboard and Mouse: every key of shortcutTable() and every mouse action of
/// mouseActions() in two tables of two columns (what to press, what it does), side by side where
/// the screen is wide enough, one above the other where it is not (the window then scrolls). It
/// does not block the main window; Close, Esc and Ctrl+W close it, and asking for it again brings
/// the one open forward.
void showShortcutsWindow(wxWindow* parent);

/// The title of that window.
inline constexpr const char* kShortcutsTitle = "Keyboard and Mouse";

} // namespace pathfinder::app
