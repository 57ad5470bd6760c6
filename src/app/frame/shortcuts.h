#pragma once

#include <wx/defs.h>
#include <wx/string.h>

#include <vector>

class wxWindow;

namespace pathfinder::app {

/// One keyboard shortcut: a key, with modifiers, for a menu command.
struct Shortcut {
    int key;             ///< wx key code: 'R', WXK_SPACE, WXK_RIGHT, ...
    int modifiers;       ///< wxMOD_NONE, wxMOD_CONTROL, wxMOD_CONTROL | wxMOD_SHIFT
    int command;         ///< the menu command it gives
    const wchar_t* keys; ///< as people read it: "Space", "\u2192", "Ctrl+S"
    const wchar_t* what; ///< what it does
};

/// Every keyboard shortcut of the app, in the order the help lists them: the menus take their
/// accelerators from here, the main window handles the single keys from here, and Help › Keyboard
/// and Mouse lists it, so the three never disagree.
///
/// Single keys without Ctrl (Space, →, R, W, +, −, F) are not menu accelerators: the window
/// handles them only when the focus is not in a control that uses that key itself (keyBelongsTo).
const std::vector<Shortcut>& shortcutTable();

/// The shortcut for a key press, or nullptr. Shift is ignored for the single keys ('+' is Shift+=
/// on many keyboards), and the numeric keypad's + and − count as + and −.
const Shortcut* findShortcut(int key, int modifiers);
/// A key the frame handles itself (no Ctrl: a single key, or Shift and a key), named in the menu
/// label rather than made an accelerator, so that it never reaches a text field's keys.
bool isFrameKey(const Shortcut& shortcut);

/// The accelerator text a menu item shows after a tab for its command ("Ctrl+S"), or "" when
/// the command has no Ctrl shortcut.
wxString acceleratorFor(int command);

/// The hint a menu label shows for a single-key command, e.g. "  (Space)", or "".
wxString keyHintFor(int command);

/// One thing the mouse does, for Help › Keyboard and Mouse.
struct MouseAction {
    const wchar_t* gesture; ///< e.g. "right or middle drag"
    const wchar_t* what;    ///< e.g. "pan"
};

/// What the mouse does, in the order the help lists it.
const std::vector<MouseAction>& mouseActions();

/// When the single keys act, said under the keys in the help.
extern const wchar_t* const kSingleKeysNote;

/// True when the window with the focus uses `key` itself: any key in a text field or spin control
/// (typing, moving the caret), arrow keys, Home, End and Page Up/Down in sliders, lists, choices
/// and radio buttons. Such a key is not taken as a shortcut.
bool keyBelongsTo(const wxWindow* focus, int key);

} // namespace pathfinder::app
