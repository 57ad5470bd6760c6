#include "document/map_size_dialog.h"

#include "pathfinder/grid/map_grid.h"

#include <wx/radiobox.h>
#include <wx/sizer.h>
#include <wx/spinctrl.h>
#include <wx/stattext.h>

namespace pathfinder::app {

MapSizeDialog::MapSizeDialog(wxWindow* parent, wxSize initial, Topology topology)
    : wxDialog(parent, wxID_ANY, "New Maze") {
    auto* grid = new wxFlexGridSizer(2, wxSize(8, 6));
    auto addRow = [&](const wxString& label, int value) {
        grid->Add(new wxStaticText(this, wxID_ANY, label), wxSizerFlags().CenterVertical());
        auto* spin = new wxSpinCtrl(this, wxID_ANY, wxEmptyString, wxDefaultPosition, wxDefaultSize,
                                    wxSP_ARROW_KEYS, 1, MapGrid::kMaxSide, value);
        grid->Add(spin, wxSizerFlags().Expand());
        return spin;
    };
    m_width = addRow("Width (cells):", initial.x);
    m_height = addRow("Height (cells):", initial.y);

    const wxString shapes[] = {"Square", "Hex"};
    m_cells = new wxRadioBox(this, wxID_ANY, "Cells", wxDefaultPosition, wxDefaultSize, 2, shapes, 2,
                             wxRA_SPECIFY_COLS);
    m_cells->SetName("cells");
    m_cells->SetSelection(topology == Topology::Hex ? 1 : 0);
    m_cells->SetToolTip("Square cells with four or eight neighbours, or pointy-top hexes with six (every "
                        "other row shifted by half a hex)");

    auto* top = new wxBoxSizer(wxVERTICAL);
    top->Add(grid, wxSizerFlags().Border(wxALL, 12));
    top->Add(m_cells, wxSizerFlags().Expand().Border(wxLEFT | wxRIGHT, 12));
    top->Add(CreateStdDialogButtonSizer(wxOK | wxCANCEL), wxSizerFlags().Expand().Border(wxALL, 8));
    SetSizerAndFit(top);
    m_width->SetFocus();
}

wxSize MapSizeDialog::size() const {
    return {m_width->GetValue(), m_height->GetValue()};
}

Topology MapSizeDialog::topology() const {
    return m_cells->GetSelection() == 1 ? Topology::Hex : Topology::Square;
}

} // namespace pathfinder::app
