#pragma once

#include "sessions/crowd_session.h"

#include <wx/dialog.h>

class wxChoice;
class wxSpinCtrl;

namespace pathfinder::app {

/// Search › Crowd…: how many agents, how they keep out of each other's way, WHCA*'s window and the
/// seed that places them.
class CrowdDialog : public wxDialog {
public:
    CrowdDialog(wxWindow* parent, const CrowdChoices& choices);

    /// The choices as the dialog shows them.
    CrowdChoices choices() const;

private:
    CrowdChoices m_choices;
    wxSpinCtrl* m_agents = nullptr;
    wxChoice* m_rule = nullptr;
    wxSpinCtrl* m_window = nullptr;
    wxSpinCtrl* m_seed = nullptr;
};

} // namespace pathfinder::app
