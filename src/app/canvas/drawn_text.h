#pragma once

#include <wx/gdicmn.h>
#include <wx/string.h>

#include <vector>

namespace pathfinder::app {

/// A text that a window paints itself (a chart's label, a key's entry): what it says, the
/// rectangle its letters take, and the room it was given, both in the window's client coordinates.
/// It fits when `rect` lies inside `room` and inside the window.
struct DrawnText {
    wxString text;
    wxRect rect;
    wxRect room;
};

/// A window that paints words of its own and can say where it puts them, laid out exactly as its
/// next paint lays them out, so that a check can see whether each one fits and none overlaps
/// another (the toolkit knows nothing of painted words).
class DrawnTextSource {
public:
    virtual ~DrawnTextSource() = default;
    /// The texts the window paints at its present size and content.
    virtual std::vector<DrawnText> drawnTexts() = 0;
};

} // namespace pathfinder::app
