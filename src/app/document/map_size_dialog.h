#pragma once

#include "pathfinder/grid/topology.h"

#include <wx/dialog.h>

class wxRadioBox;
class wxSpinCtrl;

namespace pathfinder::app {

/// Asks for the width and height of a new map, and the shape of its cells.
class MapSizeDialog : public wxDialog {
public:
    MapSizeDialog(wxWindow* parent, wxSize initial, Topology topology = Topology::Square);

    /// The chosen size in cells.
    wxSize size() const;
    /// The chosen shape of the cells: square, or pointy-top hexes in rows shifted by half a hex.
    Topology topology() const;

private:
    wxSpinCtrl* m_width;
    wxSpinCtrl* m_height;
    wxRadioBox* m_cells;
};

} // namespace pathfinder::app
