#pragma once

#include <wx/dialog.h>

class wxSpinCtrl;

namespace pathfinder::app {

/// Asks for the width and height of a new map.
class MapSizeDialog : public wxDialog {
public:
    MapSizeDialog(wxWindow* parent, wxSize initial);

    /// The chosen size in cells.
    wxSize size() const;

private:
    wxSpinCtrl* m_width;
    wxSpinCtrl* m_height;
};

} // namespace pathfinder::app
