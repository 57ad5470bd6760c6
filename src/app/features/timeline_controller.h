#pragma once

#include "pathfinder/basics/coord.h"
#include "pathfinder/traces/breakpoints.h"

#include <wx/gdicmn.h>
#include <wx/string.h>

namespace pathfinder::app {

struct FrameParts;
class BreakpointDialog;

/// The timeline under the map (its bar, the step back and forth commands) and the breakpoints: the
/// cell's right-click menu and Search › Breakpoints…
class TimelineController {
public:
    explicit TimelineController(FrameParts& parts);

    /// The timeline bar shows the search's recording and the step on show.
    void update();
    /// The breakpoint dialog, once it has been opened.
    BreakpointDialog* breakpointDialog() const { return m_dialog; }
    /// Adds or removes a breakpoint on a cell, as the cell's menu does.
    void toggleCellBreakpoint(Breakpoint::Kind kind, Coord cell);
    /// A map was opened: the breakpoints on the cells of the map before are gone. What the status
    /// bar says of them, or nothing when there were none.
    wxString dropOldBreakpoints();

private:
    void onCellMenu(Coord cell, wxPoint at);
    void breakpointsChanged();
    void showBreakpoints();

    FrameParts& m_parts;
    BreakpointDialog* m_dialog = nullptr;
};

} // namespace pathfinder::app
