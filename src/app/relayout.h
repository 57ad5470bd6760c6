#pragma once

class wxWindow;

namespace pathfinder::app {

/// Lays out again the window whose layout holds `window`, after `window` asked for another size:
/// the nearest parent that scrolls (its scrolled area then fits its contents again), or else the
/// top-level window.
void relayOutAround(wxWindow& window);

} // namespace pathfinder::app
