#pragma once

class wxWindow;

namespace pathfinder::app {

/// Lays out again the windows around `window` after it asked for another size: each parent in
/// turn up to the nearest one that scrolls (whose scrolled area then fits its contents again) or
/// else up to the top-level window.
void relayOutAround(wxWindow& window);

} // namespace pathfinder::app
