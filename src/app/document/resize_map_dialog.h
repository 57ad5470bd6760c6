#pragma once

#include "pathfinder/basics/coord.h"
#include "pathfinder/grid/map_grid.h"

#include <wx/dialog.h>

class wxRadioBox;
class wxSpinCtrl;
class wxStaticText;

namespace pathfinder::app {

/// Asks for a map's new size and where the old map sits in it (Map › Resize Map): a corner, a
/// side or the middle. It says what the resize does, or why it cannot be done (the start or the
/// goal falling outside), and allows OK only for a resize that can.
class ResizeMapDialog : public wxDialog {
public:
    ResizeMapDialog(wxWindow* parent, const MapGrid& grid);

    int width() const;
    int height() const;
    /// Where the old map's cell (0, 0) goes.
    Coord offset() const;

private:
    /// Says what the chosen resize does, and allows OK when it can be done.
    void describe();

    const MapGrid& m_grid;
    wxSpinCtrl* m_width;
    wxSpinCtrl* m_height;
    wxRadioBox* m_anchor;
    wxStaticText* m_summary;
};

} // namespace pathfinder::app
