#pragma once

#include "pathfinder/traces/breakpoints.h"

#include <wx/dialog.h>

#include <functional>

class wxCheckBox;
class wxListBox;
class wxSpinCtrl;
class wxSpinCtrlDouble;

namespace pathfinder::app {

/// The breakpoints in a list where they can be removed, and the ones that concern no cell: the
/// goal reached, a repair starting, the open list past N, the path past r × the optimum. Modeless:
/// it edits the watch it is given and calls `changed` after each edit.
class BreakpointDialog : public wxDialog {
public:
    BreakpointDialog(wxWindow* parent, BreakpointWatch& watch, std::function<void()> changed);

    /// Shows the watch's breakpoints again (after they changed elsewhere).
    void refresh();

    /// For tests: the rows of the list, and removing a row as the Remove button does.
    int rows() const;
    wxString row(int index) const;
    void removeRow(int index);
    /// For tests: turns a run-wide breakpoint on or off as its check box does.
    void setRunWide(Breakpoint::Kind kind, bool on);

private:
    void onRunWide();
    Breakpoint runWide(Breakpoint::Kind kind) const;

    BreakpointWatch& m_watch;
    std::function<void()> m_changed;
    wxListBox* m_list = nullptr;
    wxCheckBox* m_goal = nullptr;
    wxCheckBox* m_repair = nullptr;
    wxCheckBox* m_open = nullptr;
    wxCheckBox* m_cost = nullptr;
    wxSpinCtrl* m_openLimit = nullptr;
    wxSpinCtrlDouble* m_costRatio = nullptr;
    bool m_refreshing = false;
};

} // namespace pathfinder::app
